import { z } from 'zod';
import { defineRoute, PUBLIC } from '../platform/route.ts';

export const PlatformInfo = z.object({
  /** Platform title shown on the login page, the top bar and as the fallback document title. */
  title: z.string(),
  /** Organiser company line on the login page. */
  organizer: z.string(),
  /** Filing (备案) number on the login page. */
  filingNo: z.string(),
});
export type PlatformInfo = z.infer<typeof PlatformInfo>;

export const platformRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/backend-common/platform/info',
    summary: '平台名称、主办单位与备案号（登录页与顶栏，可配置）',
    access: PUBLIC,
    chosenPath: true,
    response: PlatformInfo,
  }),
};

import { z } from 'zod';
import { defineRoute, PUBLIC } from '../platform/route.ts';

export const PlatformInfo = z.object({
  /** Platform title shown on the login page, the top bar and as the fallback document title. */
  title: z.string(),
  /** Organiser company line on the login page. */
  organizer: z.string(),
  /** Filing (备案) number on the login page. */
  filingNo: z.string(),
  /**
   * Base map of the address picker (MAP_TILE_URL, a Leaflet URL template such as
   * `https://tiles.example/{z}/{x}/{y}.png`); null: the map draws region outlines on a plain canvas.
   */
  map: z.object({
    tileUrl: z.string().nullable(),
    /** Coordinate system of the tiles: gcj02 (AutoNavi, Tencent) or wgs84 (OpenStreetMap, Tianditu). */
    tileCoord: z.enum(['gcj02', 'wgs84']),
    /** Values of `{s}` in the URL, e.g. `1234`. */
    tileSubdomains: z.string(),
    tileAttribution: z.string(),
  }),
});
export type PlatformInfo = z.infer<typeof PlatformInfo>;

export const platformRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/backend-common/platform/info',
    summary: '平台名称、主办单位与备案号（登录页与顶栏，可配置）',
    access: PUBLIC,
    changesData: false,
    chosenPath: true,
    response: PlatformInfo,
  }),
};

import { z } from 'zod';
import { defineRoute, LOGGED_IN, PUBLIC } from '../platform/route.ts';

/** Slide-to-verify track length on the login page (spec §9: login width 295). */
export const LOGIN_SLIDER_WIDTH = 295;
/** Releasing the slider early resets it after this delay (spec §9). */
export const SLIDER_RESET_MS = 500;
/** Width of the slider's handle; its left edge travels from 0 to `width - SLIDER_HANDLE_WIDTH`. */
export const SLIDER_HANDLE_WIDTH = 40;
/**
 * Keyboard operation of the slider: the arrow keys move the handle one stop of this many along the bar,
 * Home back to the start, End to the end. Web and server share the stops, so the server can recognise a
 * keyboard track by its shape.
 */
export const SLIDER_KEY_STEPS = 10;
/** A keyboard track with more points than this is wandering, not a person heading for the end. */
export const SLIDER_MAX_KEY_POINTS = 8 * SLIDER_KEY_STEPS;
/** The handle's left edge in px at keyboard stop `index` (0…SLIDER_KEY_STEPS) of a bar `width` wide. */
export const sliderKeyStop = (index: number, width: number): number =>
  Math.round((Math.max(0, width - SLIDER_HANDLE_WIDTH) * index) / SLIDER_KEY_STEPS);
export const SESSION_DAYS = 7;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export const LoginBody = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(20, '账号最多20个字符'),
  password: z.string({ error: '请输入密码' }).trim().min(1, '请输入密码').max(64, '密码最多64个字符'),
  /** The pass token that the server issued when the slider reached its end. */
  captchaToken: z.string().max(200).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** One point of the slider drag: horizontal offset in px and ms since the drag started. */
export const SlideTrackPoint = z.tuple([z.number().min(-50).max(2000), z.number().min(0).max(600000)]);

/** How the handle was moved: dragged with a pointer (default) or stepped with the keyboard. */
export const SlideInput = z.enum(['pointer', 'keyboard']);
export type SlideInput = z.infer<typeof SlideInput>;

export const CaptchaVerifyBody = z.object({
  challengeId: z.string({ error: '请拖动滑动条' }).min(1, '请拖动滑动条').max(100),
  track: z.array(SlideTrackPoint).min(2, '请拖动滑动条').max(2000, '滑动轨迹过长'),
  input: SlideInput.optional(),
});

export const CurrentUser = z.object({
  userCode: z.string(),
  username: z.string(),
  realName: z.string(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  roleNames: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Resource codes of the menus and directories the user may open, for the sidebar. */
  menus: z.array(
    z.object({
      resourceCode: z.string(),
      parentCode: z.string().nullable(),
      name: z.string(),
      type: z.number(),
      path: z.string().nullable(),
      icon: z.string().nullable(),
      sort: z.number(),
    }),
  ),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/pclogin/userauth/login',
    summary: '登录：返回令牌，并写入 Authorization 与 username Cookie（7天）',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'login',
    body: LoginBody,
    response: z.string(),
  }),
  captcha: defineRoute({
    method: 'GET',
    path: '/pclogin/userauth/captcha',
    summary: '取一次性滑动验证挑战',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'captcha',
    chosenPath: true,
    response: z.object({ challengeId: z.string(), width: z.number(), enabled: z.boolean() }),
  }),
  captchaVerify: defineRoute({
    method: 'POST',
    path: '/pclogin/userauth/captcha/verify',
    summary: '提交滑动轨迹，通过则返回一次性登录凭据',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'captcha',
    chosenPath: true,
    body: CaptchaVerifyBody,
    response: z.object({ captchaToken: z.string() }),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/pclogin/userauth/logout',
    summary: '退出登录：结束服务端会话并清除 Cookie',
    access: PUBLIC,
    changesData: true,
    chosenPath: true,
    response: z.null(),
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/pclogin/userauth/currentUser',
    summary: '当前用户、权限码与菜单',
    access: LOGGED_IN,
    changesData: false,
    chosenPath: true,
    response: CurrentUser,
  }),
};

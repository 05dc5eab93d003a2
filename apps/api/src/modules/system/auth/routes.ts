import { api, LOGIN_SLIDER_WIDTH } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  AUTH_COOKIE,
  revokeSessionByToken,
  SESSION_MS,
  tokenOf,
  USERNAME_COOKIE,
} from '../../../platform/session.ts';
import { createChallenge, currentUser, login, verifyChallenge } from './service.ts';

const cookieBase = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure });

export const authHandlers = [
  handle(api.auth.captcha, async ({ db, config }) => ({
    challengeId: await createChallenge(db),
    width: LOGIN_SLIDER_WIDTH,
    enabled: config.loginCaptcha,
  })),

  handle(api.auth.captchaVerify, async ({ db, body }) => ({
    captchaToken: await verifyChallenge(db, body.challengeId, body.track, body.input),
  })),

  handle(api.auth.login, async ({ db, body, req, reply, config }) => {
    // The old session ends before a new login, as the spec asks of the old Authorization cookie.
    const previous = tokenOf(req);
    if (previous) await revokeSessionByToken(db, previous);
    const { token, username } = await login(db, body, {
      captcha: config.loginCaptcha,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
    });
    const maxAge = SESSION_MS / 1000;
    reply.setCookie(AUTH_COOKIE, token, { ...cookieBase(config.cookieSecure), httpOnly: true, maxAge });
    reply.setCookie(USERNAME_COOKIE, encodeURIComponent(username), {
      ...cookieBase(config.cookieSecure),
      maxAge,
    });
    return token;
  }),

  handle(api.auth.logout, async ({ db, req, reply, config }) => {
    const token = tokenOf(req);
    if (token) await revokeSessionByToken(db, token);
    reply.clearCookie(AUTH_COOKIE, cookieBase(config.cookieSecure));
    reply.clearCookie(USERNAME_COOKIE, cookieBase(config.cookieSecure));
    return null;
  }),

  handle(api.auth.currentUser, async ({ db, actor }) => currentUser(db, actor)),
];

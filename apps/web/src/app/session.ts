import { platformRoutes } from '@hr/contract/common/platform.routes.ts';
import { authRoutes } from '@hr/contract/system/auth.routes.ts';
import { useQuery } from '@tanstack/react-query';
import { call } from './request.ts';

/** Query key of the signed-in user; invalidated (removed) after login and logout. */
export const CURRENT_USER_KEY = ['currentUser'] as const;
export const PLATFORM_INFO_KEY = ['platformInfo'] as const;

export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: () => call(authRoutes.currentUser, {}),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The signed-in user, loaded once per session. */
export const useCurrentUser = () => useQuery(currentUserQuery);

/** Platform title, organiser and filing number (public, rarely changes). */
export const usePlatformInfo = () =>
  useQuery({
    queryKey: PLATFORM_INFO_KEY,
    queryFn: () => call(platformRoutes.info, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's readable `username` cookie: present when a session may exist, so /login can skip a 401. */
export const hasSessionCookie = () => /(?:^|;\s*)username=/.test(document.cookie);

/** The login URL that brings the user back to where they were. */
export const loginUrlFor = (path: string) => `/login?toPath=${encodeURIComponent(path)}`;

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isPublicPage } from './public-pages.ts';
import { setUnauthorizedHandler } from './request.ts';
import { loginUrlFor, PLATFORM_INFO_KEY } from './session.ts';

/**
 * On a 401 from any call, sends the user to the login page with the current path as toPath, and forgets
 * the session's cached answers: the login page must not take a cached current user for a live session.
 * Public pages (login, form answer page) stay where they are.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = window.location;
      if (isPublicPage(pathname)) return;
      // The address changes at once, so 401s of calls still in flight stop here at the check above.
      navigate(loginUrlFor(`${pathname}${search}${hash}`), { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PLATFORM_INFO_KEY[0] });
    });
    return () => setUnauthorizedHandler(() => {});
  }, [navigate, queryClient]);
}

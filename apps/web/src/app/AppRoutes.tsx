import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthGate } from './AuthGate.tsx';
import { FullPageSpin } from './FullPageSpin.tsx';
import { useUnauthorizedRedirect } from './useUnauthorizedRedirect.ts';

const LoginPage = lazy(() => import('../features/login/LoginPage.tsx'));
const Shell = lazy(() => import('../features/shell/Shell.tsx'));

/**
 * Two top-level routes: the login page, and everything else inside the admin shell. The shell resolves
 * its own paths (menus, 403, 404, redirects) so that it stays mounted, and its kept-alive pages with it,
 * while the user moves between them.
 */
export function AppRoutes() {
  useUnauthorizedRedirect();
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="*"
          element={
            <AuthGate>
              <Shell />
            </AuthGate>
          }
        />
      </Routes>
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthGate } from './AuthGate.tsx';
import { FullPageSpin } from './FullPageSpin.tsx';
import { lazy as lazyPage } from './lazy-page.ts';
import {
  APPLY_COURSE_PATH,
  APPLY_JOB_PATH,
  EXAM_SIT_PATH,
  FORM_FILL_PATH,
  isPublicPage,
  TEST_CASHIER_PATH,
} from './public-pages.ts';
import { hasSessionCookie } from './session.ts';
import { useUnauthorizedRedirect } from './useUnauthorizedRedirect.ts';

// Preloaded at start (preloadStartPage), so they render without suspending once their code is there.
const LoginPage = lazyPage(() => import('../features/login/LoginPage.tsx'));
const Shell = lazyPage(() => import('../features/shell/Shell.tsx'));
const FormFillPage = lazy(() => import('../features/train/form/fill/FormFillPage.tsx'));
const ApplyJobPage = lazy(() => import('../features/recruit/apply/public/ApplyJobPage.tsx'));
const CourseSignUpPage = lazy(() => import('../features/train/apply/public/CourseSignUpPage.tsx'));
const ExamSitPage = lazy(() => import('../features/train/exam/sit/ExamSitPage.tsx'));
const TestCashierPage = lazy(() => import('../features/payment/TestCashierPage.tsx'));

/**
 * Fetches the code of the page the app opens on at once, rather than once React has rendered its way to
 * it: the login page; for a signed-in visit to an admin page, the shell and that page, beside the
 * current-user call (AuthGate waits for it) instead of one after the other. main.tsx calls it once the
 * address is final.
 */
export function preloadStartPage() {
  const { pathname } = window.location;
  if (pathname === '/login') LoginPage.preload().catch(() => {});
  if (isPublicPage(pathname) || !hasSessionCookie()) return;
  // The shell, once evaluated, starts on the page of the address (Shell.tsx).
  Shell.preload().catch(() => {});
}

/**
 * Top-level routes: the login page, the public form answer, job apply and test cashier pages (no login, outside the shell), and
 * everything else inside the admin shell. The shell resolves its own paths (menus, 403, 404, redirects) so
 * that it stays mounted, and its kept-alive pages with it, while the user moves between them.
 */
export function AppRoutes() {
  useUnauthorizedRedirect();
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path={FORM_FILL_PATH} element={<FormFillPage />} />
        <Route path={APPLY_JOB_PATH} element={<ApplyJobPage />} />
        <Route path={APPLY_COURSE_PATH} element={<CourseSignUpPage />} />
        <Route path={TEST_CASHIER_PATH} element={<TestCashierPage />} />
        <Route path={EXAM_SIT_PATH} element={<ExamSitPage />} />
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

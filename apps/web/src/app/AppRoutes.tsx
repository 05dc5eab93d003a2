import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuthGate } from './AuthGate.tsx';
import { FullPageSpin } from './FullPageSpin.tsx';
import { APPLY_JOB_PATH, EXAM_SIT_PATH, FORM_FILL_PATH, TEST_CASHIER_PATH } from './public-pages.ts';
import { useUnauthorizedRedirect } from './useUnauthorizedRedirect.ts';

const LoginPage = lazy(() => import('../features/login/LoginPage.tsx'));
const Shell = lazy(() => import('../features/shell/Shell.tsx'));
const FormFillPage = lazy(() => import('../features/train/form/fill/FormFillPage.tsx'));
const ApplyJobPage = lazy(() => import('../features/recruit/apply/public/ApplyJobPage.tsx'));
const ExamSitPage = lazy(() => import('../features/train/exam/sit/ExamSitPage.tsx'));
const TestCashierPage = lazy(() => import('../features/payment/TestCashierPage.tsx'));

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

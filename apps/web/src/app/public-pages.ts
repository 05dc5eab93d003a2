import { TEST_CASHIER_PAGE_PATH } from '@hr/contract/common/payment.ts';
import { EXAM_SIT_PAGE_PATH } from '@hr/contract/train/exam/sit-path.ts';

/** The public answer page of a form: anyone may open it, no login. */
export const FORM_FILL_PATH = '/form/fill/:bizCode';
/** The public apply page of a job (?jobCode=): the job's QR code points here (contract jobApplyPagePath). */
export const APPLY_JOB_PATH = '/apply/job';

/** The public sign-up page of a course (?courseCode=): the course's QR code points here (contract courseSignUpPagePath). */
export const APPLY_COURSE_PATH = '/apply/course';
/** The public exam page of an open paper (?paperCode=): its link and QR code point here. */
export const EXAM_SIT_PATH = EXAM_SIT_PAGE_PATH;

/** The test payment provider's cashier (?ticket=): where a payer pays while PAYMENT_PROVIDER is test. */
export const TEST_CASHIER_PATH = TEST_CASHIER_PAGE_PATH;

/** Pages that never send to the login page, even when a call answers 401. */
export const isPublicPage = (pathname: string) =>
  pathname === '/login' ||
  pathname.startsWith('/form/fill/') ||
  pathname === APPLY_JOB_PATH ||
  pathname === APPLY_COURSE_PATH ||
  pathname === TEST_CASHIER_PATH ||
  pathname === EXAM_SIT_PATH;

/** The public answer page of a form: anyone may open it, no login. */
export const FORM_FILL_PATH = '/form/fill/:bizCode';
/** The public apply page of a job (?jobCode=): the job's QR code points here (contract jobApplyPagePath). */
export const APPLY_JOB_PATH = '/apply/job';

/** Pages that never send to the login page, even when a call answers 401. */
export const isPublicPage = (pathname: string) =>
  pathname === '/login' || pathname.startsWith('/form/fill/') || pathname === APPLY_JOB_PATH;

/** The public answer page of a form: anyone may open it, no login. */
export const FORM_FILL_PATH = '/form/fill/:bizCode';

/** Pages that never send to the login page, even when a call answers 401. */
export const isPublicPage = (pathname: string) => pathname === '/login' || pathname.startsWith('/form/fill/');

/**
 * The public page of a paper (its link and QR code point here): `/exam/sit?paperCode=`. Its own module so
 * that the web app's entry (public-pages.ts) takes the path without the exam schemas of attempt.ts.
 */
export const EXAM_SIT_PAGE_PATH = '/exam/sit';

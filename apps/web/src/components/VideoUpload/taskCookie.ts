import { VideoTask } from '@hr/contract';

/** Spec §9: the upload task is kept in a cookie for 1 day, keyed by the file's md5. */
const MAX_AGE_SECONDS = 24 * 60 * 60;
const cookieName = (md5: string) => `videoTask_${md5}`;

export function saveTask(md5: string, task: VideoTask): void {
  const value = encodeURIComponent(JSON.stringify(task));
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the task in a cookie for a day; the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${cookieName(md5)}=${value}; max-age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

export function loadTask(md5: string): VideoTask | null {
  const prefix = `${cookieName(md5)}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!entry) return null;
  try {
    const parsed = VideoTask.safeParse(JSON.parse(decodeURIComponent(entry.slice(prefix.length))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetTask(md5: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${cookieName(md5)}=; max-age=0; path=/; SameSite=Lax`;
}

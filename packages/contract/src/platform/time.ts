/** The API speaks `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving). */
export const API_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatApiTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  const d = new Date(date.getTime() + SHANGHAI_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Parses `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`) as Shanghai time; null when malformed. */
export function parseApiTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const utc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - SHANGHAI_OFFSET_MS;
  const date = new Date(utc);
  return formatApiTime(date)?.startsWith(`${y}-${mo}-${d}`) ? date : null;
}

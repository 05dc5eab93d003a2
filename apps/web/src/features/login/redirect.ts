import { mapLegacyUrl } from '../../app/legacy-url.ts';

/** A same-origin in-app path from a query value, or null (absolute URLs elsewhere, `//host`, the login page). */
export function safeInternalPath(raw: string, origin: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = mapLegacyUrl(url.pathname, url.search, url.hash) ?? `${url.pathname}${url.search}${url.hash}`;
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login#') ? null : path;
}

/** Where to go after login: the `toPath` or `redirect` query parameter when it is a safe in-app path. */
export function loginTarget(search: string, origin: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of ['toPath', 'redirect']) {
    const raw = params.get(key);
    const path = raw ? safeInternalPath(raw, origin) : null;
    if (path) return path;
  }
  return null;
}

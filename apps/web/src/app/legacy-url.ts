/**
 * The old console was four hash-routed pages (`/recruit.html#/…`, `/train.html#/…`, `/oddjobMarket.html#/…`
 * and `/#/…` for login, setup and the platform list). Bookmarks, e-mails and other clients of the platform
 * still link to them, so at boot the app turns such a URL into its history-routed equivalent.
 */
const LEGACY_AREA_PAGES = new Set(['recruit', 'train', 'oddjobMarket']);

function joinSearch(first: string, second: string): string {
  const params = new URLSearchParams(first);
  for (const [key, value] of new URLSearchParams(second)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Maps a legacy URL (its pathname, search and hash) to the new in-app path with query, or returns null when
 * the URL is already a new one. Pure, so the boot code and the login redirect can both use it.
 */
export function mapLegacyUrl(pathname: string, search = '', hash = ''): string | null {
  const page = /^\/(?:([A-Za-z]+)\.html|index\.html)?$/.exec(pathname);
  if (!page) return null;
  const area = page[1];
  if (area !== undefined && area !== 'index' && !LEGACY_AREA_PAGES.has(area)) return null;
  const inArea = area !== undefined && area !== 'index';
  const route = hash.startsWith('#/') ? hash.slice(1) : '';
  if (!inArea && route === '') {
    // `/` and `/index.html` without a hash route: only `/index.html` needs a rewrite.
    return pathname === '/index.html' ? `/${search}` : null;
  }
  const queryAt = route.indexOf('?');
  const routePath = queryAt >= 0 ? route.slice(0, queryAt) : route;
  const routeSearch = queryAt >= 0 ? route.slice(queryAt + 1) : '';
  const trimmed = routePath.replace(/\/+$/, '');
  const path = inArea ? `/${area}${trimmed}` : trimmed || '/';
  return `${path}${joinSearch(search.replace(/^\?/, ''), routeSearch)}`;
}

/** Rewrites the address bar once, at boot, when it holds a legacy URL. */
export function rewriteLegacyLocation(): void {
  const { pathname, search, hash } = window.location;
  const mapped = mapLegacyUrl(pathname, search, hash);
  if (mapped !== null) window.history.replaceState(window.history.state, '', mapped);
}

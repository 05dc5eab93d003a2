import type { RouteDef } from '@hr/contract';
import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_REFUSED = '拒绝跨站请求：请在本系统的页面中操作';

/**
 * Whether a request to a route must be refused as coming from another site (cross-site request forgery).
 * Applies to routes marked `changesData` in the contract, whatever their HTTP method (the spec has GETs that
 * move applicants). The model is Go's net/http CrossOriginProtection (Fetch Metadata first, Origin as
 * fallback):
 * - a token in the Authorization header passes: another site cannot make a browser send that header;
 * - `Sec-Fetch-Site` (all current browsers send it) decides when present: only `same-origin` passes;
 *   `cross-site` and `same-site` (a sibling subdomain is another origin) are refused, and so is `none` (unlike
 *   Go, which can leave GETs alone): it is a typed or bookmarked address, or a link opened from a chat or mail
 *   app, and since the spec's GETs change data a link pasted in a chat must not move an applicant; the
 *   product's pages never navigate to these calls;
 * - otherwise an `Origin` header must name this server's own host (the Host header, or X-Forwarded-Host when
 *   TRUST_PROXY says so); `null` and other hosts are refused;
 * - with neither header the request is not from a current browser (scripts, other clients) and passes. The
 *   session cookie is SameSite=Lax besides, so older browsers do not send it on cross-site POSTs.
 */
export function isCrossSite(def: RouteDef, req: FastifyRequest): boolean {
  if (!def.changesData) return false;
  if (req.headers.authorization) return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site !== 'same-origin';
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  return hostOf(origin) !== req.host.toLowerCase();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // `null` (sandboxed frames, privacy redirects) and malformed origins
  }
}

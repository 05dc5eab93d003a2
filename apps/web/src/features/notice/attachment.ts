/** An attachment's name for display: stored URI-encoded (`%E9%80%9A%E7%9F%A5.pdf`); raw when not decodable. */
export function attachmentName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Only web and site-relative links are followed; `javascript:` or `data:` URLs are not rendered as links. */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  return undefined;
}

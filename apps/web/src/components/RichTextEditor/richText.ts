import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** `maxLength` meaning no limit (platform §5: "unlimited when -1"). */
export const UNLIMITED = -1;

/** Characters of text (code points), not counting markup, line breaks or images. */
export const docTextLength = (doc: ProseMirrorNode): number =>
  [...doc.textBetween(0, doc.content.size, '', '')].length;

/** The same count for stored HTML, e.g. in a form rule: characters of its text. */
export function richTextLength(html: string): number {
  if (!html) return 0;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...(body.textContent ?? '')].length;
}

/** What the footer shows: `count / max`, or `count / 无限制`; exceeded when over a real limit. */
export function lengthStatus(count: number, maxLength: number): { text: string; exceeded: boolean } {
  const unlimited = maxLength === UNLIMITED;
  return {
    text: `${count} / ${unlimited ? '无限制' : maxLength}`,
    exceeded: !unlimited && count > maxLength,
  };
}

/** Links the editor may insert: web and mail addresses only (no `javascript:` or `data:`). */
export const isAllowedLink = (href: string): boolean =>
  /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(href.trim());

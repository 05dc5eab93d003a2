/**
 * Text no caller may send: the NUL character (PostgreSQL cannot store it in text and jsonb) and lone UTF-16
 * surrogates (not Unicode; they cannot be encoded as UTF-8). The route layer refuses any request whose inputs
 * hold such text, in a string or an object key at any depth (body, query, path parameters, multipart fields
 * and file names), before validation and before any handler runs (register-routes.ts).
 */
export const INVALID_TEXT_MESSAGE = '输入包含无效字符（空字符或不完整的 Unicode 字符），请检查后重新输入';

// Without the u flag the pattern sees UTF-16 code units: a high surrogate not followed by a low one, or a
// low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadString = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** True when some string or key in `value` holds a NUL or a lone surrogate. Iterative: no depth limit. */
export function hasInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isBadString(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (isBadString(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

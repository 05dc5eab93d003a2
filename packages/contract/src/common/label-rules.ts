import { z } from 'zod';
import { recordCode } from '../platform/codes.ts';

/**
 * Rules of labels (tags) as the spec gives them (platform §5, §9): a custom tag has at most six
 * characters and no Chinese or English comma; at most `limit` tags (default 8) may be chosen; a tag
 * cannot be chosen twice; the chosen tags are stored comma-joined.
 */
export const LABEL_MAX_LENGTH = 6;
export const LABEL_DEFAULT_LIMIT = 8;
/** Stored tags are joined with an English comma, without spaces. */
export const LABEL_SEPARATOR = ',';

export const labelMessages = {
  empty: '请输入标签',
  tooLong: '最多六个字符',
  comma: '标签不能包含中英文逗号',
  duplicate: '已选择此标签',
  limit: (limit: number) => `可选标签最多${limit}个`,
} as const;

const COMMAS = /[,，]/;

/** Length in characters as a reader counts them (one per Chinese character, emoji included). */
export const labelLength = (text: string): number => Array.from(text).length;

/** Why a tag name is not allowed (empty, comma, longer than `maxLength`), or null when it is. */
export function labelNameError(name: string, maxLength: number = LABEL_MAX_LENGTH): string | null {
  const text = name.trim();
  if (!text) return labelMessages.empty;
  if (COMMAS.test(text)) return labelMessages.comma;
  if (labelLength(text) > maxLength)
    return maxLength === LABEL_MAX_LENGTH ? labelMessages.tooLong : `最多${maxLength}个字符`;
  return null;
}

/**
 * Why `name` cannot be added to the chosen tags `selected` (the name rules, then duplicate, then the
 * limit), or null when it can. Names are compared trimmed.
 */
export function addLabelError(
  name: string,
  selected: readonly string[],
  limit: number = LABEL_DEFAULT_LIMIT,
): string | null {
  const nameError = labelNameError(name);
  if (nameError) return nameError;
  if (selected.includes(name.trim())) return labelMessages.duplicate;
  if (selected.length >= limit) return labelMessages.limit(limit);
  return null;
}

/** The tags as stored: comma-joined, each trimmed, empty ones dropped. */
export const joinLabels = (labels: readonly string[]): string =>
  labels
    .map((label) => label.trim())
    .filter(Boolean)
    .join(LABEL_SEPARATOR);

/** The stored text back as tags; tolerates Chinese commas, spaces and empty parts from old data. */
export const splitLabels = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(COMMAS)
    .map((label) => label.trim())
    .filter(Boolean);

/** A label name field checked by the same rules, with the spec's messages (server and forms). */
export const labelNameSchema = (maxLength: number = LABEL_MAX_LENGTH) =>
  z
    .string({ error: labelMessages.empty })
    .trim()
    .superRefine((name, ctx) => {
      const error = labelNameError(name, maxLength);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

/** A label's or category's code in paths and bodies. */
export const labelCodeSchema = recordCode;

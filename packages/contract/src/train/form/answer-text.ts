import type { FormOptionItem, FormRule } from './form-rule.ts';
import { type FileRef, isEmptyAnswer, ruleOptions } from './validate.ts';

/**
 * An answer as people read it (the export's cells, plain-text views): option labels instead of values,
 * region names instead of codes, links for files, 是/否 for switches.
 */
export interface AnswerLookups {
  /** Region name by code (the export loads the codes it meets). */
  regionName?: (code: string) => string | undefined;
  /** A link to a stored file (absolute in an export). */
  fileUrl?: (objectKey: string) => string | null;
}

const findOption = (items: readonly FormOptionItem[], value: unknown): FormOptionItem | undefined => {
  for (const item of items) {
    if (item.value === value || String(item.value) === String(value)) return item;
    const inner = item.children ? findOption(item.children, value) : undefined;
    if (inner) return inner;
  }
  return undefined;
};

const optionLabel = (rule: FormRule, value: unknown) =>
  findOption(ruleOptions(rule), value)?.label ?? String(value);

/** A tag, its quoted attribute values allowed to hold `>` (browsers do not escape it there). */
const TAG = `(?:[^<>"']|"[^"]*"|'[^']*')*>`;
const BREAK_TAG = new RegExp(String.raw`<(?:br|\/p|\/div|\/li)${TAG}`, 'gi');
const ANY_TAG = new RegExp(`<[^\\s<>]${TAG}`, 'g');

const stripHtml = (html: string) =>
  html
    .replace(BREAK_TAG, '\n')
    .replace(ANY_TAG, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

export function answerText(rule: FormRule, value: unknown, lookups: AnswerLookups = {}): string {
  if (isEmptyAnswer(value)) return '';
  const list = Array.isArray(value) ? value : [value];
  switch (rule.type) {
    case 'radio':
    case 'select':
    case 'checkbox':
    case 'transfer':
    case 'tree':
      return list.map((v) => optionLabel(rule, v)).join('、');
    case 'cascader':
      return list.map((v) => optionLabel(rule, v)).join(' / ');
    case 'switch': {
      const active = rule.props?.activeValue ?? true;
      const on = value === active || String(value) === String(active);
      return String(on ? (rule.props?.activeText ?? '是') : (rule.props?.inactiveText ?? '否'));
    }
    case 'AreaSelect':
      return list.map((code) => lookups.regionName?.(String(code)) ?? String(code)).join(' ');
    case 'upload':
    case 'ImageUpload':
    case 'VideoUpload':
      return (list as FileRef[]).map((f) => lookups.fileUrl?.(f.objectKey) ?? f.url ?? f.name).join('\n');
    case 'Signature':
      return lookups.fileUrl?.(String(value)) ?? String(value);
    case 'Location': {
      const v = value as { lng: number; lat: number; address?: string };
      return v.address ? `${v.address}（${v.lng}, ${v.lat}）` : `${v.lng}, ${v.lat}`;
    }
    case 'editor':
      return stripHtml(String(value));
    case 'datePicker':
    case 'timePicker':
    case 'slider':
      return list.map(String).join(' 至 ');
    default:
      return list.map(String).join('、');
  }
}

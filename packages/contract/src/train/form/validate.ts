import {
  FORM_IMAGE_CAP,
  FORM_UPLOAD_CAP,
  FORM_VIDEO_CAP,
  fieldTypeSpec,
  type ValidateMode,
} from './field-types.ts';
import {
  compilePattern,
  type FormOptionItem,
  type FormRule,
  formFields,
  formMessages,
  ruleName,
  type ValidateRule,
} from './form-rule.ts';

/**
 * Checking answers against a form's own rules: the same functions run in the browser (the renderer) and on
 * the server (an answer is refused there whatever the page did). Rules follow async-validator, which
 * form-create uses: an empty value fails only `required`; a value of the wrong type fails with the rule's
 * message; then the mode (pattern, min, max, len) is checked.
 */

/** Mainland mobile, optional +86 / 0086 / 86 prefix (platform §5). */
export const PHONE_PATTERN = /^(?:(?:\+|00)?86)?1\d{10}$/;
/** 18 characters: 17 digits then a digit or X (platform §5); the birth date is checked separately. */
export const IDCARD_PATTERN = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/i;

export const isMobilePhone = (text: string) => PHONE_PATTERN.test(text);

/**
 * How a valid answer is kept, so that the same person is found whatever they typed: a mobile without its
 * country prefix, an ID number with a capital X. Other values are kept as given.
 */
export function normalizedAnswer(type: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'UserPhone' && isMobilePhone(value)) return value.slice(-11);
  if (type === 'UserIdcard') return value.toUpperCase();
  return value;
}

/** 18 digits (last may be X) with a birth date that exists and is not in the future. */
export function isIdCardNumber(text: string, today: Date = new Date()): boolean {
  const match = IDCARD_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day)
    return false;
  return birth.getTime() <= today.getTime();
}

/** The message the validation editor fills in (platform §5): 请输入 + title, 正确的 for other modes. */
export const autoValidateMessage = (title: string, mode: ValidateMode) =>
  mode === 'required' ? `请输入${title}` : `请输入正确的${title}`;

export const isEmptyAnswer = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'string' && value.trim() === '');

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether the date and time parts of a text exist on the calendar (`Date.parse` rolls 2024-02-30 over to
 * March): month 1-12, a day of that month, hours 0-23, minutes and seconds 0-59. Parts absent are fine.
 */
const isCalendarDate = (text: string) => {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m
    .slice(1)
    .map((p) => (p === undefined ? null : Number(p)));
  if (month !== null && (month! < 1 || month! > 12)) return false;
  if (day !== null) {
    const days = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
    if (day! < 1 || day! > days) return false;
  }
  return (hour ?? 0) <= 23 && (minute ?? 0) <= 59 && (second ?? 0) <= 59;
};
const URL_PATTERN = /^(https?:\/\/|\/)[^\s]+$/i;
const DATE_TEXT = /^\d{4}-\d{2}(-\d{2})?([ T]\d{2}:\d{2}(:\d{2})?)?$/;

/** Whether a non-empty value is of a validate type (numbers may come as numeric text from inputs). */
function hasType(type: ValidateRule['type'], value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'number':
    case 'float':
      return asNumber(value) !== null;
    case 'integer': {
      const n = asNumber(value);
      return n !== null && Number.isInteger(n);
    }
    case 'date':
      return (
        typeof value === 'string' &&
        DATE_TEXT.test(value) &&
        isCalendarDate(value) &&
        !Number.isNaN(Date.parse(value.replace(' ', 'T')))
      );
    case 'url':
      return typeof value === 'string' && URL_PATTERN.test(value);
    case 'email':
      return typeof value === 'string' && EMAIL.test(value);
  }
}

/** What min, max and len measure: characters of text, items of a list, the value of a number. */
function measure(type: ValidateRule['type'], value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  if (type === 'number' || type === 'integer' || type === 'float') return asNumber(value);
  if (typeof value === 'string') return [...value].length;
  return asNumber(value);
}

/** One validate rule against one value: its message when it fails, or null. */
export function checkValidateRule(rule: ValidateRule, value: unknown, title: string): string | null {
  const message = rule.message || autoValidateMessage(title, rule.mode);
  const empty = isEmptyAnswer(value);
  if (rule.mode === 'required') return empty && rule.required !== false ? message : null;
  if (empty) return null;
  if (!hasType(rule.type, value)) return message;
  switch (rule.mode) {
    case 'pattern': {
      const pattern = compilePattern(rule.pattern ?? '');
      // Numbers (inputNumber, rate, slider) are tested as their text, as async-validator does.
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
      return pattern && text !== null && pattern.test(text) ? null : message;
    }
    case 'min':
    case 'max':
    case 'len': {
      const size = measure(rule.type, value);
      const limit = rule[rule.mode];
      if (size === null || typeof limit !== 'number') return message;
      if (rule.mode === 'min') return size >= limit ? null : message;
      if (rule.mode === 'max') return size <= limit ? null : message;
      return size === limit ? null : message;
    }
  }
}

/** A rule's `required` rule, if any (the renderer marks the label). */
export const isRequiredRule = (rule: FormRule) =>
  !!rule.validate?.some((v) => v.mode === 'required' && v.required !== false) || !!requiredMark(rule);

/** form-create's `$required`: `true`, or the message itself. */
const requiredMark = (rule: FormRule): { message?: string } | null =>
  rule.$required === true
    ? {}
    : typeof rule.$required === 'string' && rule.$required.trim()
      ? { message: rule.$required }
      : null;

const flatOptions = (items: readonly FormOptionItem[] | undefined): FormOptionItem[] =>
  (items ?? []).flatMap((item) => [item, ...flatOptions(item.children)]);

/** Option rows of a rule: `options`, or tree `props.data`, or `props.options` (cascader). */
export const ruleOptions = (rule: FormRule): FormOptionItem[] =>
  ([rule.options, rule.props?.data, rule.props?.options].find(
    (rows) => Array.isArray(rows) && rows.length > 0,
  ) ?? []) as FormOptionItem[];

const sameValue = (a: unknown, b: unknown) =>
  a === b || (a !== null && b !== null && String(a) === String(b));

const isOptionPath = (items: readonly FormOptionItem[], path: readonly unknown[]) => {
  let level: readonly FormOptionItem[] = items;
  for (const value of path) {
    const hit = level.find((o) => sameValue(o.value, value));
    if (!hit) return false;
    level = hit.children ?? [];
  }
  return true;
};

/** Multiple choice: checkbox, transfer, tree, a multiple select. */
export const isMultiple = (rule: FormRule) =>
  ['checkbox', 'transfer', 'tree'].includes(rule.type) ||
  (rule.type === 'select' && rule.props?.multiple === true);

/** Range pickers answer [start, end]. */
export const isRange = (rule: FormRule) =>
  (rule.type === 'datePicker' && String(rule.props?.type ?? '').endsWith('range')) ||
  (rule.type === 'timePicker' && rule.props?.isRange === true) ||
  (rule.type === 'slider' && rule.props?.range === true);

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE_FORMATS: Record<string, RegExp> = {
  year: /^\d{4}$/,
  month: /^\d{4}-\d{2}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  week: /^\d{4}-\d{1,2}$/,
  datetime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/,
};
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%]+\))$/i;
/** AreaSelect answers province, city, county codes: 2, 4 and 6 digits (common/region.ts). */
const AREA_CODE_LENGTHS = [2, 4, 6];

/** An uploaded file as an answer holds it. */
export interface FileRef {
  name: string;
  objectKey: string;
  url?: string | null | undefined;
}
const isFileRef = (v: unknown): v is FileRef =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as FileRef).objectKey === 'string' &&
  typeof (v as FileRef).name === 'string';

/** The most files a file field takes. */
export function fileCap(rule: FormRule): number {
  const spec = fieldTypeSpec(rule.type);
  const fallback =
    spec?.files === 'image' ? FORM_IMAGE_CAP : spec?.files === 'video' ? FORM_VIDEO_CAP : FORM_UPLOAD_CAP;
  const limit = Number(rule.props?.limit);
  const cap = Number.isInteger(limit) && limit > 0 ? limit : fallback;
  return rule.type === 'ImageUpload'
    ? Math.min(cap, FORM_IMAGE_CAP)
    : rule.type === 'VideoUpload'
      ? FORM_VIDEO_CAP
      : cap;
}

/**
 * Whether a non-empty value has the shape its component answers with (and, for static options, is one of
 * them): the message naming the field, or null.
 */
export function answerShapeProblem(rule: FormRule, value: unknown): string | null {
  const wrong = `${ruleName(rule)}格式不正确`;
  const staticOptions = !rule.effect?.fetch;
  const inOptions = (v: unknown) =>
    !staticOptions || flatOptions(ruleOptions(rule)).some((o) => sameValue(o.value, v));
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  switch (rule.type) {
    case 'input':
    case 'UserName':
    case 'editor':
      return typeof value === 'string' || typeof value === 'number' ? null : wrong;
    case 'UserPhone':
      return typeof value === 'string' && isMobilePhone(value.trim()) ? null : formMessages.phone;
    case 'UserIdcard':
      return typeof value === 'string' && isIdCardNumber(value.trim()) ? null : formMessages.idcard;
    case 'inputNumber':
    case 'rate':
      return asNumber(value) !== null ? null : wrong;
    case 'slider':
      if (isRange(rule))
        return Array.isArray(value) && value.length === 2 && value.every((v) => asNumber(v) !== null)
          ? null
          : wrong;
      return asNumber(value) !== null ? null : wrong;
    case 'colorPicker':
      return typeof value === 'string' && COLOR.test(value) ? null : wrong;
    case 'switch':
      return scalar(value) ? null : wrong;
    case 'radio':
      return scalar(value) && inOptions(value) ? null : `请从${ruleName(rule)}的选项中选择`;
    case 'select':
      if (isMultiple(rule))
        return Array.isArray(value) && value.every((v) => scalar(v) && inOptions(v))
          ? null
          : `请从${ruleName(rule)}的选项中选择`;
      return scalar(value) && inOptions(value) ? null : `请从${ruleName(rule)}的选项中选择`;
    case 'checkbox':
    case 'transfer':
    case 'tree':
      return Array.isArray(value) && value.every((v) => scalar(v) && inOptions(v))
        ? null
        : `请从${ruleName(rule)}的选项中选择`;
    case 'cascader':
      // A path from the top: each value one of the options under the one before.
      return Array.isArray(value) &&
        value.every(scalar) &&
        (!staticOptions || isOptionPath(ruleOptions(rule), value))
        ? null
        : `请从${ruleName(rule)}的选项中选择`;
    case 'timePicker':
      if (isRange(rule))
        return Array.isArray(value) &&
          value.length === 2 &&
          value.every((v) => typeof v === 'string' && TIME.test(v))
          ? null
          : wrong;
      return typeof value === 'string' && TIME.test(value) ? null : wrong;
    case 'datePicker': {
      const kind = String(rule.props?.type ?? 'date').replace(/range$/, '');
      const format = DATE_FORMATS[kind] ?? DATE_FORMATS.date!;
      const ok = (v: unknown) =>
        typeof v === 'string' && format.test(v) && (kind === 'week' || isCalendarDate(v));
      if (isRange(rule))
        return Array.isArray(value) &&
          value.length === 2 &&
          value.every(ok) &&
          String(value[0]) <= String(value[1])
          ? null
          : wrong;
      return ok(value) ? null : wrong;
    }
    case 'AreaSelect':
      return Array.isArray(value) &&
        value.length >= 1 &&
        value.length <= 3 &&
        value.every(
          (v, i) =>
            typeof v === 'string' &&
            /^\d+$/.test(v) &&
            v.length === AREA_CODE_LENGTHS[i] &&
            (i === 0 || v.startsWith(String(value[i - 1]))),
        )
        ? null
        : formMessages.regionInvalid(ruleName(rule));
    case 'upload':
    case 'ImageUpload':
    case 'VideoUpload': {
      if (!Array.isArray(value) || !value.every(isFileRef)) return wrong;
      const cap = fileCap(rule);
      return value.length <= cap ? null : `文件总数量不能超过 ${cap} 个`;
    }
    case 'Signature':
      return typeof value === 'string' && value.length > 0 ? null : wrong;
    case 'Location': {
      const v = value as { lng?: unknown; lat?: unknown; address?: unknown } | null;
      const lng = asNumber(v?.lng);
      const lat = asNumber(v?.lat);
      return v &&
        typeof v === 'object' &&
        lng !== null &&
        lat !== null &&
        Math.abs(lng) <= 180 &&
        Math.abs(lat) <= 90
        ? null
        : `请选择${ruleName(rule)}`;
    }
    default:
      return wrong;
  }
}

/** Every problem of one field's value: shape first, then its validate rules in order. */
export function fieldProblem(rule: FormRule, value: unknown): string | null {
  const title = rule.title ?? ruleName(rule);
  const mark = requiredMark(rule);
  if (mark && isEmptyAnswer(value)) return mark.message ?? autoValidateMessage(title, 'required');
  for (const v of rule.validate ?? [])
    if (v.mode === 'required') {
      const problem = checkValidateRule(v, value, title);
      if (problem) return problem;
    }
  if (isEmptyAnswer(value)) return null;
  const shape = answerShapeProblem(rule, value);
  if (shape) return shape;
  for (const v of rule.validate ?? []) {
    if (v.mode === 'required') continue;
    const problem = checkValidateRule(v, value, title);
    if (problem) return problem;
  }
  return null;
}

export interface AnswerProblem {
  field: string;
  message: string;
}

/**
 * A whole answer against its form: each field's problems, and keys naming no field of the form. Empty
 * values of optional fields are dropped from the cleaned answer.
 */
export function checkAnswers(
  rules: readonly (FormRule | string)[],
  answers: Record<string, unknown>,
): { problems: AnswerProblem[]; cleaned: Record<string, unknown> } {
  const fields = formFields(rules);
  const known = new Set(fields.map((f) => f.field));
  const problems: AnswerProblem[] = [];
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) problems.push({ field: key, message: formMessages.unknownField(key) });
  }
  const cleaned: Record<string, unknown> = {};
  for (const rule of fields) {
    const field = rule.field!;
    // Own keys only: a field named `constructor` left blank is not Object.prototype.constructor.
    const raw = Object.hasOwn(answers, field) ? answers[field] : undefined;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const problem = fieldProblem(rule, value);
    if (problem) problems.push({ field, message: problem });
    else if (!isEmptyAnswer(value)) cleaned[field] = normalizedAnswer(rule.type, value);
  }
  return { problems, cleaned };
}

import { z } from 'zod';
import { checkFetchConfig } from './fetch-config.ts';
import { fieldTypeSpec, VALIDATE_MODES, VALIDATE_TYPES, validateModeLabels } from './field-types.ts';

/**
 * The stored form (platform §3): a JSON array of field rules plus form options, in form-create's shape.
 * Keys we do not use (`_fc_drag_tag`, `$required`, `emit`, `display`…) are kept as they are, so a form
 * saved by the old designer reads back unchanged. See docs/form-format.md.
 */

export const FORM_TITLE_MAX = 10;
export const FORM_NAME_MAX = 50;
export const FORM_FIELD_ID_MAX = 40;
/** Most rules in one form (layouts included) and deepest nesting: a bound on what one answer costs. */
export const FORM_RULES_MAX = 200;
export const FORM_DEPTH_MAX = 6;
export const FORM_INFO_MAX = 200;
export const FORM_CONTENT_MAX_CHARS = 512 * 1024;

export const formMessages = {
  titleRequired: '请输入字段名称',
  titleTooLong: `字段名称最多${FORM_TITLE_MAX}个字符`,
  fieldRequired: '请输入字段ID',
  fieldInvalid: '字段ID只能包含字母、数字和下划线，且不能以数字开头',
  fieldDuplicate: (field: string) => `字段ID“${field}”重复`,
  unknownType: (type: string) => `不支持的组件类型：${type}`,
  wrongParent: (label: string, parent: string) => `${label}只能放在${parent}中`,
  wrongChild: (parent: string, child: string) => `${parent}中只能放${child}`,
  tooMany: `一个表单最多${FORM_RULES_MAX}个组件`,
  tooDeep: `组件最多嵌套${FORM_DEPTH_MAX}层`,
  emptyForm: '表单至少需要一个字段',
  notJson: '表单内容不是有效的JSON',
  notArray: '表单内容应为组件规则数组',
  optionInvalid: '表单配置格式有误',
  struct: '输入内容格式有误',
  patternInvalid: '正则表达式格式有误',
  validateValueMissing: (mode: string) => `请填写${mode}`,
  patternUnsafe: '正则表达式含有嵌套的重复，校验可能极慢，请改写',
  formNameRequired: '请输入表单名称',
  formNameTooLong: `表单名称最多${FORM_NAME_MAX}个字符`,
  optionsRequired: '请至少添加一个选项',
  phone: '手机号码格式不正确',
  idcard: '身份证号码格式不正确',
  notFound: '表单不存在',
  valueNotFound: '表单数据不存在',
  bizCodeTaken: (bizCode: string) => `表单编码“${bizCode}”已存在`,
  ownFormsOnly: '平台表单及其数据只能由平台人员管理',
  unknownField: (field: string) => `表单中不存在字段“${field}”`,
  regionInvalid: (name: string) => `请选择正确的${name}`,
  notFileField: (field: string) => `字段“${field}”不是上传类字段`,
  fileMissing: (name: string) => `${name}：文件不存在或已失效，请重新上传`,
  fileKindWrong: (name: string) => `${name}：文件类型不正确，请重新上传`,
  signatureInvalid: (name: string) => `${name}：签名图片格式不正确`,
  signatureTooLarge: (name: string) => `${name}：签名图片不能超过1M`,
} as const;

/** The largest signature picture a submit may carry (decoded PNG bytes). */
export const FORM_SIGNATURE_MAX_BYTES = 1024 * 1024;

/** Option rows of radio, checkbox, select, transfer; cascader and tree rows nest `children`. */
export interface FormOptionItem {
  label: string;
  value: string | number | boolean;
  children?: FormOptionItem[] | undefined;
  [key: string]: unknown;
}
export const FormOptionItem: z.ZodType<FormOptionItem> = z.lazy(() =>
  z.looseObject({
    label: z.coerce.string(),
    value: z.union([z.string(), z.number(), z.boolean()]),
    children: z.array(FormOptionItem).optional(),
  }),
);

/** One rule of the validation editor (async-validator's shape, as form-create stores it). */
export const ValidateRule = z
  .looseObject({
    type: z.enum(VALIDATE_TYPES, {
      error: '校验类型只能是string、array、number、integer、float、date、url、email',
    }),
    mode: z.enum(VALIDATE_MODES, { error: '校验方式只能是required、pattern、min、max、len' }),
    message: z.string().max(100, '校验提示最多100个字符').optional(),
    trigger: z.string().optional(),
    required: z.boolean().optional(),
    pattern: z.string().max(500).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    len: z.number().int().nonnegative().optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.mode === 'pattern') {
      if (!rule.pattern)
        ctx.addIssue({ code: 'custom', message: formMessages.validateValueMissing('正则表达式') });
      else if (nestedRepeat(rule.pattern))
        ctx.addIssue({ code: 'custom', message: formMessages.patternUnsafe });
      else if (!compilePattern(rule.pattern))
        ctx.addIssue({ code: 'custom', message: formMessages.patternInvalid });
    }
    for (const mode of ['min', 'max', 'len'] as const) {
      if (rule.mode === mode && typeof rule[mode] !== 'number')
        ctx.addIssue({
          code: 'custom',
          message: formMessages.validateValueMissing(validateModeLabels[mode]),
        });
    }
  });
export type ValidateRule = z.infer<typeof ValidateRule>;

/**
 * Whether a pattern repeats a group that itself repeats (`(a+)+`, `(\w*)*`…) or refers back to a
 * group: the shapes whose matching time explodes on a crafted answer. Answers come from the public, so
 * such patterns are refused when the form is saved.
 */
export function nestedRepeat(source: string): boolean {
  if (/\\[1-9]/.test(source)) return true;
  const stack: boolean[] = [];
  let repeatedInside = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      repeatedInside ||= /[+*{]/.test(source[i + 1] ?? '');
      continue;
    }
    if (c === '[') {
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      repeatedInside ||= /[+*{]/.test(source[i + 1] ?? '');
      continue;
    }
    if (c === '(') {
      stack.push(repeatedInside);
      repeatedInside = false;
      continue;
    }
    if (c === ')') {
      const inner: boolean = repeatedInside;
      repeatedInside = stack.pop() ?? false;
      const next = source[i + 1] ?? '';
      if (inner && /[+*{]/.test(next)) return true;
      repeatedInside ||= inner || /[+*{?]/.test(next);
      continue;
    }
    if (/[+*{]/.test(c ?? '')) repeatedInside = true;
  }
  return false;
}

/** A pattern as the editor stores it: `^\d+$` or `/^\d+$/i`; null when it does not compile. */
export function compilePattern(source: string): RegExp | null {
  const literal = /^\/(.+)\/([gimsuy]*)$/s.exec(source);
  try {
    return literal ? new RegExp(literal[1]!, literal[2]!.replace('g', '')) : new RegExp(source);
  } catch {
    return null;
  }
}

export interface FormRule {
  type: string;
  field?: string | undefined;
  title?: string | undefined;
  info?: string | undefined;
  value?: unknown;
  props?: Record<string, unknown> | undefined;
  options?: FormOptionItem[] | undefined;
  validate?: ValidateRule[] | undefined;
  effect?: { fetch?: unknown; [key: string]: unknown } | undefined;
  /** Layout children; form-create also allows plain text children. */
  children?: (FormRule | string)[] | undefined;
  [key: string]: unknown;
}

const ruleShape: z.ZodType<FormRule> = z.lazy(() =>
  z.looseObject({
    type: z.string({ error: '组件缺少类型' }).min(1, '组件缺少类型'),
    field: z.string().optional(),
    title: z.string().optional(),
    info: z.string().max(FORM_INFO_MAX, `提示信息最多${FORM_INFO_MAX}个字符`).optional(),
    value: z.unknown().optional(),
    props: z.record(z.string(), z.unknown()).optional(),
    options: z.array(FormOptionItem).optional(),
    validate: z.array(ValidateRule).optional(),
    effect: z.looseObject({ fetch: z.unknown().optional() }).optional(),
    children: z.array(z.union([z.string(), ruleShape])).optional(),
  }),
);

const FIELD_ID = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A field id that would set an answer object's prototype instead of one of its keys. */
const RESERVED_FIELD_IDS = new Set(['__proto__']);

/** A field's title problem (the designer's 字段名称 rule), or null. */
export function titleProblem(title: string | undefined): string | null {
  const text = (title ?? '').trim();
  if (!text) return formMessages.titleRequired;
  if ([...text].length > FORM_TITLE_MAX) return formMessages.titleTooLong;
  return null;
}

/** A field id's problem; `uses` is how many rules of the form carry it (more than one: a duplicate). */
export function fieldIdProblem(field: string | undefined, uses = 1): string | null {
  if (!field) return formMessages.fieldRequired;
  if (field.length > FORM_FIELD_ID_MAX || !FIELD_ID.test(field) || RESERVED_FIELD_IDS.has(field))
    return formMessages.fieldInvalid;
  if (uses > 1) return formMessages.fieldDuplicate(field);
  return null;
}

const OptionRows = z.array(FormOptionItem);
/** Option rows kept in props (tree `data`, cascader `options`) must have the shape of `options` rows. */
const propOptionsProblem = (rule: FormRule) =>
  (['data', 'options'] as const).some(
    (key) => rule.props?.[key] !== undefined && !OptionRows.safeParse(rule.props[key]).success,
  );
const hasOptionRows = (rule: FormRule) =>
  [rule.options, rule.props?.data, rule.props?.options].some(
    (rows) => Array.isArray(rows) && rows.length > 0,
  );

/** Every rule of a form, depth first, with its parent's type (`undefined` at the top). */
export function* walkRules(
  rules: readonly (FormRule | string)[],
  parent?: FormRule,
  depth = 1,
): Generator<{ rule: FormRule; parent: FormRule | undefined; depth: number }> {
  for (const rule of rules) {
    if (typeof rule === 'string') continue;
    yield { rule, parent, depth };
    if (rule.children) yield* walkRules(rule.children, rule, depth + 1);
  }
}

/** The answerable fields of a form in reading order (layouts flattened). */
export function formFields(rules: readonly (FormRule | string)[]): FormRule[] {
  const fields: FormRule[] = [];
  for (const { rule } of walkRules(rules)) if (fieldTypeSpec(rule.type)?.role === 'field') fields.push(rule);
  return fields;
}

/** The name a message gives a rule: its title, or its type's label. */
export const ruleName = (rule: FormRule) => rule.title || fieldTypeSpec(rule.type)?.label || rule.type;

/** The first thing wrong with a whole form beyond each rule's shape, or null. */
export function formContentProblem(rules: readonly (FormRule | string)[]): string | null {
  const seen = new Set<string>();
  let count = 0;
  let fields = 0;
  for (const { rule, parent, depth } of walkRules(rules)) {
    const spec = fieldTypeSpec(rule.type);
    if (!spec) return formMessages.unknownType(rule.type);
    if (++count > FORM_RULES_MAX) return formMessages.tooMany;
    if (depth > FORM_DEPTH_MAX) return formMessages.tooDeep;
    const parentSpec = parent ? fieldTypeSpec(parent.type) : undefined;
    if (spec.parent && parent?.type !== spec.parent)
      return formMessages.wrongParent(spec.label, fieldTypeSpec(spec.parent)?.label ?? spec.parent);
    if (parentSpec?.child && rule.type !== parentSpec.child)
      return formMessages.wrongChild(
        parentSpec.label,
        fieldTypeSpec(parentSpec.child)?.label ?? parentSpec.child,
      );
    if (spec.role !== 'field') continue;
    fields++;
    const name = ruleName(rule);
    const title = titleProblem(rule.title);
    if (title) return `${rule.title?.trim() ? `“${rule.title.trim()}”` : spec.label}：${title}`;
    const field = fieldIdProblem(rule.field, seen.has(rule.field ?? '') ? 2 : 1);
    if (field) return field === formMessages.fieldDuplicate(rule.field ?? '') ? field : `“${name}”：${field}`;
    seen.add(rule.field!);
    if (spec.hasOptions && propOptionsProblem(rule)) return `“${name}”：${formMessages.struct}`;
    if (spec.hasOptions && !rule.effect?.fetch && !hasOptionRows(rule))
      return `“${name}”：${formMessages.optionsRequired}`;
    if (rule.effect?.fetch !== undefined) {
      const problem = checkFetchConfig(rule.effect.fetch);
      if (problem) return `“${name}”：${problem}`;
    }
  }
  if (fields === 0) return formMessages.emptyForm;
  return null;
}

/** A whole form's rules: each rule's shape, then the form-wide checks. */
export const FormRules = z.array(ruleShape, { error: formMessages.notArray }).superRefine((rules, ctx) => {
  const problem = formContentProblem(rules);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const sizeSchema = z.enum(['large', 'default', 'medium', 'small', 'mini'], {
  error: '表单尺寸只能是large、default、medium、small或mini',
});
const buttonToggle = z.union([z.boolean(), z.looseObject({ show: z.boolean().optional() })]);

/** Form options (platform §3): label position, size, label width and the message and button toggles. */
export const FormOptions = z.looseObject({
  form: z
    .looseObject({
      labelPosition: z.enum(['left', 'right', 'top'], { error: '标签位置只能是left、right或top' }).optional(),
      size: sizeSchema.optional(),
      labelWidth: z.union([z.string().max(20), z.number()]).optional(),
      hideRequiredAsterisk: z.boolean().optional(),
      showMessage: z.boolean().optional(),
      inlineMessage: z.boolean().optional(),
    })
    .optional(),
  submitBtn: buttonToggle.optional(),
  resetBtn: buttonToggle.optional(),
});
export type FormOptions = z.infer<typeof FormOptions>;

export const defaultFormOptions = (): FormOptions => ({
  form: {
    labelPosition: 'right',
    size: 'default',
    labelWidth: '125px',
    hideRequiredAsterisk: false,
    showMessage: true,
    inlineMessage: false,
  },
  submitBtn: true,
  resetBtn: false,
});

/** Whether a submit or reset toggle is on (`true` or `{show: true}`; an object without `show` is on). */
export const buttonShown = (toggle: FormOptions['submitBtn'], fallback: boolean) =>
  toggle === undefined ? fallback : typeof toggle === 'boolean' ? toggle : toggle.show !== false;

/**
 * A JSON text holding `schema`: parsed and checked, the text itself kept (stored as sent so a form reads
 * back byte for byte). Objects are accepted too and serialised.
 */
export const jsonText = <S extends z.ZodType>(schema: S, notJson: string) =>
  z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).transform((input, ctx) => {
    const text = typeof input === 'string' ? input : JSON.stringify(input);
    if (text.length > FORM_CONTENT_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', message: '表单内容过大' });
      return z.NEVER;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: notJson });
      return z.NEVER;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { text, value: result.data as z.output<S> };
  });

/** Reads a stored form's rules (already checked when saved). */
export const parseFormRules = (text: string): FormRule[] => JSON.parse(text) as FormRule[];
export const parseFormOptions = (text: string | null | undefined): FormOptions =>
  text ? (JSON.parse(text) as FormOptions) : defaultFormOptions();

/**
 * The designer's component catalog (platform §2, §3, §9), one row per rule `type` of the stored form. The
 * designer's palette, the renderer, the server's checks, the filters and the export all read this table, so
 * a type exists in one place. Type names follow form-create's (camelCase for element controls, PascalCase
 * for the platform's own extras), because stored forms use them.
 */

/** The palette's three groups, in order. */
export const FIELD_GROUPS = [
  { key: 'basic', label: '基础表单' },
  { key: 'extend', label: '扩展表单' },
  { key: 'other', label: '其他组件' },
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number]['key'];

/**
 * - field: takes an answer (has `field`, `title`, `validate`);
 * - layout: holds other rules in `children` (row → col, tabs → tabPane);
 * - display: shows content, takes no answer.
 */
export type FieldRole = 'field' | 'layout' | 'display';

/** The validation editor's types (platform §5). */
export const VALIDATE_TYPES = [
  'string',
  'array',
  'number',
  'integer',
  'float',
  'date',
  'url',
  'email',
] as const;
export type ValidateType = (typeof VALIDATE_TYPES)[number];
export const validateTypeLabels: Record<ValidateType, string> = {
  string: '字符串',
  array: '数组',
  number: '数字',
  integer: '整数',
  float: '小数',
  date: '日期',
  url: '网址',
  email: '邮箱',
};

/** The validation editor's modes. */
export const VALIDATE_MODES = ['required', 'pattern', 'min', 'max', 'len'] as const;
export type ValidateMode = (typeof VALIDATE_MODES)[number];
export const validateModeLabels: Record<ValidateMode, string> = {
  required: '必填',
  pattern: '正则表达式',
  min: '最小值',
  max: '最大值',
  len: '长度',
};

export interface FieldTypeSpec {
  type: string;
  label: string;
  /** Absent: not in the palette (col and tabPane are made by their parents). */
  group?: FieldGroup;
  role: FieldRole;
  /** The validate type the editor proposes for a new rule. */
  validateType?: ValidateType;
  /** Its options come from `options` (label/value rows) or from a fetch config. */
  hasOptions?: boolean;
  /** Allowed as a list filter (platform §5, recruitment §2). */
  filterable?: boolean;
  /** The only parent type it may stand in (col in row, tabPane in tabs). */
  parent?: string;
  /** The only child type it holds. */
  child?: string;
  /** Its answer is one or more stored files. */
  files?: 'image' | 'video' | 'any';
  /** Default props of a new rule. */
  props?: Record<string, unknown>;
}

/** The image cap of the image-upload extra (platform §9) and the video upload's one file. */
export const FORM_IMAGE_CAP = 6;
export const FORM_VIDEO_CAP = 1;
export const FORM_UPLOAD_CAP = 9;

export const FIELD_TYPES: readonly FieldTypeSpec[] = [
  // Basic form
  { type: 'input', label: '输入框', group: 'basic', role: 'field', validateType: 'string', filterable: true },
  {
    type: 'inputNumber',
    label: '计数器',
    group: 'basic',
    role: 'field',
    validateType: 'number',
    filterable: true,
  },
  {
    type: 'radio',
    label: '单选框',
    group: 'basic',
    role: 'field',
    validateType: 'string',
    hasOptions: true,
    filterable: true,
  },
  {
    type: 'checkbox',
    label: '多选框',
    group: 'basic',
    role: 'field',
    validateType: 'array',
    hasOptions: true,
    filterable: true,
  },
  {
    type: 'select',
    label: '选择器',
    group: 'basic',
    role: 'field',
    validateType: 'string',
    hasOptions: true,
    filterable: true,
  },
  { type: 'switch', label: '开关', group: 'basic', role: 'field', validateType: 'string' },
  {
    type: 'slider',
    label: '滑块',
    group: 'basic',
    role: 'field',
    validateType: 'number',
    props: { max: 100 },
  },
  {
    type: 'timePicker',
    label: '时间选择器',
    group: 'basic',
    role: 'field',
    validateType: 'string',
    filterable: true,
  },
  {
    type: 'datePicker',
    label: '日期选择器',
    group: 'basic',
    role: 'field',
    validateType: 'string',
    filterable: true,
    props: { type: 'date' },
  },
  { type: 'rate', label: '评分', group: 'basic', role: 'field', validateType: 'number', props: { max: 5 } },
  { type: 'colorPicker', label: '颜色选择器', group: 'basic', role: 'field', validateType: 'string' },
  {
    type: 'cascader',
    label: '级联选择器',
    group: 'basic',
    role: 'field',
    validateType: 'array',
    hasOptions: true,
  },
  {
    type: 'upload',
    label: '上传',
    group: 'basic',
    role: 'field',
    validateType: 'array',
    files: 'any',
    props: { limit: FORM_UPLOAD_CAP },
  },
  {
    type: 'transfer',
    label: '穿梭框',
    group: 'basic',
    role: 'field',
    validateType: 'array',
    hasOptions: true,
  },
  { type: 'tree', label: '树形控件', group: 'basic', role: 'field', validateType: 'array', hasOptions: true },
  { type: 'editor', label: '富文本框', group: 'basic', role: 'field', validateType: 'string' },
  // Extended form: the platform's extras
  {
    type: 'AreaSelect',
    label: '省市区',
    group: 'extend',
    role: 'field',
    validateType: 'array',
    filterable: true,
  },
  {
    type: 'ImageUpload',
    label: '图片上传',
    group: 'extend',
    role: 'field',
    validateType: 'array',
    files: 'image',
    props: { limit: FORM_IMAGE_CAP },
  },
  {
    type: 'UserName',
    label: '姓名',
    group: 'extend',
    role: 'field',
    validateType: 'string',
    filterable: true,
  },
  {
    type: 'UserPhone',
    label: '手机号',
    group: 'extend',
    role: 'field',
    validateType: 'string',
    filterable: true,
  },
  {
    type: 'UserIdcard',
    label: '身份证号',
    group: 'extend',
    role: 'field',
    validateType: 'string',
    filterable: true,
  },
  {
    type: 'Signature',
    label: '手写签名',
    group: 'extend',
    role: 'field',
    validateType: 'string',
    files: 'image',
  },
  { type: 'Location', label: '定位', group: 'extend', role: 'field', validateType: 'string' },
  {
    type: 'VideoUpload',
    label: '视频上传',
    group: 'extend',
    role: 'field',
    validateType: 'array',
    files: 'video',
    props: { limit: FORM_VIDEO_CAP },
  },
  // Other components: layout and display
  { type: 'row', label: '栅格布局', group: 'other', role: 'layout', child: 'col' },
  { type: 'col', label: '格子', role: 'layout', parent: 'row', props: { span: 12 } },
  { type: 'tabs', label: '标签页', group: 'other', role: 'layout', child: 'tabPane' },
  { type: 'tabPane', label: '标签页面', role: 'layout', parent: 'tabs', props: { label: '标签页' } },
  { type: 'alert', label: '提示', group: 'other', role: 'display', props: { title: '提示', type: 'info' } },
  { type: 'text', label: '文字', group: 'other', role: 'display', props: { content: '文字' } },
  { type: 'divider', label: '分割线', group: 'other', role: 'display', props: { content: '' } },
  { type: 'button', label: '按钮', group: 'other', role: 'display', props: { content: '按钮' } },
  { type: 'Carousel', label: '轮播图', group: 'other', role: 'display', props: { images: [] } },
  { type: 'VideoPlayer', label: '视频播放', group: 'other', role: 'display', props: { src: '' } },
];

const byType = new Map(FIELD_TYPES.map((spec) => [spec.type, spec]));

/** The catalog row of a type, or undefined for a type the product does not know. */
export const fieldTypeSpec = (type: string): FieldTypeSpec | undefined => byType.get(type);

/** The palette: the catalog's rows of each group, in order. */
export const paletteGroups = () =>
  FIELD_GROUPS.map((group) => ({ ...group, types: FIELD_TYPES.filter((t) => t.group === group.key) }));

/** Types allowed as list filters (platform §5). */
export const FILTERABLE_TYPES = FIELD_TYPES.filter((t) => t.filterable).map((t) => t.type);

import { FORM_IMAGE_CAP, FORM_UPLOAD_CAP } from '@hr/contract';

/**
 * The property panel's inputs per rule type: which `props` key each edits and how. The keys are the ones
 * the renderer reads (form-create's names); anything else stays reachable through the struct editor.
 */
export type PropKind = 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'lines';

export interface PropField {
  key: string;
  label: string;
  kind: PropKind;
  options?: { label: string; value: string }[];
  min?: number;
  max?: number;
}

const text = (key: string, label: string): PropField => ({ key, label, kind: 'text' });
const number = (key: string, label: string, min?: number, max?: number): PropField => ({
  key,
  label,
  kind: 'number',
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const toggle = (key: string, label: string): PropField => ({ key, label, kind: 'switch' });
const choice = (key: string, label: string, options: [string, string][]): PropField => ({
  key,
  label,
  kind: 'select',
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
});

const placeholder = text('placeholder', '占位提示');

export const DATE_PICKER_TYPES: [string, string][] = [
  ['date', '日期'],
  ['datetime', '日期时间'],
  ['week', '周'],
  ['month', '月份'],
  ['year', '年份'],
  ['daterange', '日期范围'],
  ['datetimerange', '日期时间范围'],
  ['monthrange', '月份范围'],
];

export const PROP_FIELDS: Record<string, PropField[]> = {
  input: [
    placeholder,
    choice('type', '输入框类型', [
      ['text', '单行文本'],
      ['textarea', '多行文本'],
      ['password', '密码'],
    ]),
    number('maxlength', '最大长度', 1),
    toggle('showWordLimit', '显示字数'),
    number('rows', '多行文本行数', 1, 20),
  ],
  inputNumber: [placeholder, number('min', '最小值'), number('max', '最大值'), number('step', '步长', 0)],
  select: [placeholder, toggle('multiple', '多选')],
  switch: [text('activeText', '打开时文字'), text('inactiveText', '关闭时文字')],
  slider: [
    number('min', '最小值'),
    number('max', '最大值'),
    number('step', '步长', 0),
    toggle('range', '范围选择'),
  ],
  timePicker: [placeholder, toggle('isRange', '范围选择')],
  datePicker: [choice('type', '选择器类型', DATE_PICKER_TYPES), placeholder],
  rate: [number('max', '最大分值', 1, 10), toggle('allowHalf', '允许半星')],
  cascader: [placeholder],
  upload: [number('limit', '最多文件数', 1, FORM_UPLOAD_CAP)],
  editor: [placeholder, number('height', '高度', 100)],
  AreaSelect: [placeholder],
  ImageUpload: [number('limit', '最多图片数', 1, FORM_IMAGE_CAP)],
  UserName: [placeholder],
  UserPhone: [placeholder],
  UserIdcard: [placeholder],
  col: [number('span', '栅格宽度', 1, 24)],
  tabPane: [text('label', '标签名称')],
  alert: [
    text('title', '标题'),
    choice('type', '类型', [
      ['success', '成功'],
      ['info', '信息'],
      ['warning', '警告'],
      ['error', '错误'],
    ]),
    { key: 'description', label: '辅助文字', kind: 'textarea' },
    toggle('showIcon', '显示图标'),
  ],
  text: [{ key: 'content', label: '内容', kind: 'textarea' }],
  divider: [text('content', '文字')],
  button: [text('content', '按钮文字')],
  Carousel: [{ key: 'images', label: '图片地址（每行一个）', kind: 'lines' }],
  VideoPlayer: [text('src', '视频地址')],
};

/** The id of a property input, for its label (and for tests: `getByLabelText`). */
export const propInputId = (key: string) => `designer-prop-${key}`;

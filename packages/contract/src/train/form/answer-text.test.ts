import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text.ts';
import { everyFieldAnswer, everyFieldRules, everyFieldText, lookups } from './form.fixture.ts';
import { type FormRule, formFields } from './form-rule.ts';

const f = (type: string, extra: Partial<FormRule> = {}): FormRule => ({
  type,
  field: 'x',
  title: '字段',
  ...extra,
});
const opts = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
  { label: '其他', value: 'other', children: [{ label: '保密', value: 'secret' }] },
];
const tree = [
  {
    label: '河南',
    value: 'ha',
    children: [{ label: '郑州', value: 'zz', children: [{ label: '新郑', value: 'xz' }] }],
  },
];
const file = (name: string, url?: string) => ({ name, objectKey: `form/202611/${name}`, url });

describe('answerText: the cell a person reads', () => {
  it.each([
    ['radio label', f('radio', { options: opts }), 1, '男'],
    ['radio label of a value sent as text', f('radio', { options: opts }), '2', '女'],
    ['radio value without an option', f('radio', { options: opts }), 9, '9'],
    ['nested option label', f('radio', { options: opts }), 'secret', '保密'],
    ['select label', f('select', { options: opts }), 'other', '其他'],
    ['multiple select labels', f('select', { options: opts, props: { multiple: true } }), [1, 2], '男、女'],
    ['checkbox labels', f('checkbox', { options: opts }), [2, 1], '女、男'],
    ['transfer labels', f('transfer', { options: opts }), ['other'], '其他'],
    ['tree labels from props.data', f('tree', { props: { data: tree } }), ['zz', 'xz'], '郑州、新郑'],
    ['cascader path', f('cascader', { props: { options: tree } }), ['ha', 'zz', 'xz'], '河南 / 郑州 / 新郑'],
    ['switch on', f('switch'), true, '是'],
    ['switch off', f('switch'), false, '否'],
    ['switch with its own values', f('switch', { props: { activeValue: 1, inactiveValue: 0 } }), '1', '是'],
    ['switch off by its own values', f('switch', { props: { activeValue: 1, inactiveValue: 0 } }), 0, '否'],
    [
      'switch with its own texts',
      f('switch', { props: { activeText: '同意', inactiveText: '不同意' } }),
      false,
      '不同意',
    ],
    ['date', f('datePicker'), '2024-05-01', '2024-05-01'],
    [
      'date range',
      f('datePicker', { props: { type: 'daterange' } }),
      ['2024-05-01', '2024-05-31'],
      '2024-05-01 至 2024-05-31',
    ],
    ['time range', f('timePicker', { props: { isRange: true } }), ['08:00', '17:30'], '08:00 至 17:30'],
    ['slider range', f('slider', { props: { range: true } }), [10, 20], '10 至 20'],
    ['slider', f('slider'), 60, '60'],
    ['number', f('inputNumber'), 0, '0'],
    ['rate', f('rate'), 4, '4'],
    ['color', f('colorPicker'), '#fff', '#fff'],
    ['text', f('input'), '张三', '张三'],
    ['phone', f('UserPhone'), '13800138000', '13800138000'],
    ['ID number', f('UserIdcard'), '11010519491231002X', '11010519491231002X'],
    [
      'location with address',
      f('Location'),
      { lng: 113.7, lat: 34.5, address: '新郑市' },
      '新郑市（113.7, 34.5）',
    ],
    ['location without address', f('Location'), { lng: 113.7, lat: 34.5 }, '113.7, 34.5'],
    ['nothing', f('input'), undefined, ''],
    ['blank text', f('input'), '  ', ''],
    ['an empty list', f('checkbox', { options: opts }), [], ''],
  ])('reads %s', (_, rule, value, text) => {
    expect(answerText(rule, value)).toBe(text);
  });

  it.each([
    ['paragraphs and breaks', '<p>第一行</p><p>第二<br/>行</p>', '第一行\n第二\n行'],
    ['entities', '<p>A&amp;B&nbsp;&lt;C&gt;</p>', 'A&B <C>'],
    ['an escaped entity kept as written', '<p>&amp;lt;</p>', '&lt;'],
    ['images and links', '<p><img src="x.png"><a href="https://a.cn">链接</a></p>', '链接'],
    ['list items', '<ul><li>一</li><li>二</li></ul>', '一\n二'],
    ['attributes holding >', `<p title="a>b">c</p><img alt='x>y' src="1.png"><br class="x">d`, 'c\n\nd'],
    ['a lone < in text', 'a < b', 'a < b'],
  ])('strips editor HTML: %s', (_, html, text) => {
    expect(answerText(f('editor'), html)).toBe(text);
  });

  it('names regions through the lookup, codes left as they are when it knows none', () => {
    const area = f('AreaSelect');
    expect(answerText(area, ['41', '4101', '410184'], lookups)).toBe('河南省 郑州市 新郑市');
    expect(answerText(area, ['41', '4199'], lookups)).toBe('河南省 4199');
    expect(answerText(area, ['41', '4101'])).toBe('41 4101');
  });

  it('links files through the lookup, else their stored url, else their name', () => {
    const files = [file('a.png'), file('b.png', 'https://old.example/b.png')];
    expect(answerText(f('ImageUpload'), files, lookups)).toBe(
      'https://files.example/form/202611/a.png\nhttps://files.example/form/202611/b.png',
    );
    expect(answerText(f('ImageUpload'), files)).toBe('a.png\nhttps://old.example/b.png');
    expect(answerText(f('upload'), files, { fileUrl: () => null })).toBe('a.png\nhttps://old.example/b.png');
    expect(answerText(f('VideoUpload'), [file('v.mp4')], lookups)).toBe(
      'https://files.example/form/202611/v.mp4',
    );
  });

  it('links a signature through the lookup', () => {
    expect(answerText(f('Signature'), 'form/202611/s.png', lookups)).toBe(
      'https://files.example/form/202611/s.png',
    );
    expect(answerText(f('Signature'), 'form/202611/s.png')).toBe('form/202611/s.png');
  });

  it('reads each answer of the form using every field type', () => {
    const cells = Object.fromEntries(
      formFields(everyFieldRules).map((rule) => [
        rule.field,
        answerText(rule, everyFieldAnswer[rule.field!], lookups),
      ]),
    );
    expect(cells).toEqual(everyFieldText);
  });
});

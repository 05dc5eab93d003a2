import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormRule, ValidateRule } from './form-rule.ts';
import {
  answerShapeProblem,
  autoValidateMessage,
  checkAnswers,
  checkValidateRule,
  fieldProblem,
  fileCap,
  isEmptyAnswer,
  isIdCardNumber,
  isMobilePhone,
  isMultiple,
  isRange,
  isRequiredRule,
  ruleOptions,
} from './validate.ts';

const rule = (type: ValidateRule['type'], mode: ValidateRule['mode'], extra: object = {}) =>
  ({ type, mode, ...extra }) as ValidateRule;
const EMPTY = [undefined, null, '', '   ', []];

describe('validate rules: every type × mode (platform §5)', () => {
  it.each([
    [rule('string', 'required'), ['a', '张三'], EMPTY],
    [rule('string', 'pattern', { pattern: '^[a-z]+$' }), ['abc'], ['ABC', 'ab1', 12]],
    [rule('string', 'min', { min: 2 }), ['ab', '张三', '😀😀'], ['a', '张', '😀', 12]],
    [rule('string', 'max', { max: 3 }), ['abc', '张三丰'], ['abcd', '张三丰啊']],
    [rule('string', 'len', { len: 2 }), ['张三'], ['张三丰', 'a']],
    [rule('array', 'required'), [['a'], [0]], EMPTY],
    [rule('array', 'min', { min: 2 }), [['a', 'b']], [['a'], 'ab']],
    [rule('array', 'max', { max: 2 }), [['a', 'b']], [['a', 'b', 'c']]],
    [rule('array', 'len', { len: 2 }), [['a', 'b']], [['a'], ['a', 'b', 'c']]],
    [rule('number', 'required'), [0, '0', 5], EMPTY],
    [rule('number', 'pattern', { pattern: '^\\d+$' }), [12, '12'], [1.5, '-3', 'abc']],
    [rule('number', 'min', { min: 18 }), [18, '18', 60.5], [17, '17.9', 'abc', '1e3', true]],
    [rule('number', 'max', { max: 60 }), [60, '-1'], [61, '60.01']],
    [rule('number', 'len', { len: 3 }), [3, '3.0'], [4, 'abc']],
    [rule('integer', 'min', { min: 1 }), [1, '12', '12.0'], [0, 1.5, '1.5', 'x']],
    [rule('integer', 'max', { max: 10 }), [10, -5], [11, 2.5]],
    [rule('float', 'min', { min: 0.5 }), [0.5, '1.25', 3], [0.4, 'abc']],
    [
      rule('date', 'min', { min: 4 }),
      ['2024-02', '2024-02-29', '2024-01-31 08:30', '2024-01-31T08:30:59'],
      [
        '2023-02-29',
        '2024-02-30',
        '2024-13-01',
        '2024-04-31',
        '2024/01/01',
        '2024-01-01 24:00',
        '2024',
        20240101,
      ],
    ],
    [rule('url', 'required'), ['https://a.cn'], EMPTY],
    [
      rule('url', 'max', { max: 30 }),
      ['https://a.cn/x?y=1', 'http://a.cn', '/api/x'],
      ['ftp://a.cn', 'a.cn', 'https://a .cn', 'javascript:alert(1)'],
    ],
    [rule('email', 'pattern', { pattern: '@qq\\.com$' }), ['a@qq.com'], ['a@163.com', 'a@qq', 'a b@qq.com']],
    [rule('email', 'len', { len: 8 }), ['a@qq.com'], ['ab@qq.com']],
  ] as const)('%j', (validate, passing, failing) => {
    for (const value of passing) expect(checkValidateRule(validate, value, '年龄'), String(value)).toBeNull();
    for (const value of failing)
      expect(checkValidateRule(validate, value, '年龄'), JSON.stringify(value)).toBe(
        autoValidateMessage('年龄', validate.mode),
      );
  });

  it.each(['pattern', 'min', 'max', 'len'] as const)('lets an empty value through %s', (mode) => {
    const validate = rule('string', mode, { pattern: 'x', min: 5, max: 1, len: 3 });
    for (const value of EMPTY) expect(checkValidateRule(validate, value, '名称')).toBeNull();
  });

  it('fills the message as the editor does: 请输入 + title, 正确的 for the other modes', () => {
    expect(autoValidateMessage('姓名', 'required')).toBe('请输入姓名');
    for (const mode of ['pattern', 'min', 'max', 'len'] as const)
      expect(autoValidateMessage('姓名', mode)).toBe('请输入正确的姓名');
    expect(checkValidateRule(rule('string', 'required'), '', '姓名')).toBe('请输入姓名');
    expect(checkValidateRule(rule('string', 'min', { min: 2 }), 'a', '姓名')).toBe('请输入正确的姓名');
  });

  it('keeps a custom message, and an empty one falls back to the automatic one', () => {
    expect(checkValidateRule(rule('string', 'required', { message: '姓名必填' }), '', '姓名')).toBe(
      '姓名必填',
    );
    expect(checkValidateRule(rule('number', 'min', { min: 18, message: '未满18岁' }), 17, '年龄')).toBe(
      '未满18岁',
    );
    expect(checkValidateRule(rule('string', 'required', { message: '' }), '', '姓名')).toBe('请输入姓名');
  });

  it('does not require a required rule switched off', () => {
    expect(checkValidateRule(rule('string', 'required', { required: false }), '', '姓名')).toBeNull();
  });

  it('counts as empty only nothing, blank text and an empty list', () => {
    expect([undefined, null, '', ' \n ', []].map(isEmptyAnswer)).toEqual(Array(5).fill(true));
    expect([0, false, '0', {}, ['']].map(isEmptyAnswer)).toEqual(Array(5).fill(false));
  });
});

describe('phone numbers (platform §5)', () => {
  const ok = ['13800138000', '19912345678', '+8613800138000', '008613800138000', '8613800138000'];
  const bad = ['138001380001', '1380013800', '23800138000', '1380013800a', '+13800138000', '+8523800138000'];
  it.each([...ok.map((p) => [p, true]), ...bad.map((p) => [p, false]), ['138-0013-8000', false]])(
    '%s is a mobile number: %s',
    (phone, valid) => {
      expect(isMobilePhone(phone as string)).toBe(valid);
      expect(answerShapeProblem({ type: 'UserPhone' }, ` ${phone} `)).toBe(
        valid ? null : '手机号码格式不正确',
      );
    },
  );

  it('refuses a number answer', () => {
    expect(answerShapeProblem({ type: 'UserPhone' }, 13800138000)).toBe('手机号码格式不正确');
  });
});

describe('ID card numbers (platform §5)', () => {
  const today = new Date('2026-11-23T12:00:00Z');
  // answerShapeProblem reads the clock: pin it, or "the future" moves past the fixtures.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  it.each([
    '110105194912310021',
    '11010519491231002X',
    '11010519491231002x',
    '110105200002290018',
    '110105202611230010',
  ])('accepts %s', (id) => {
    expect(isIdCardNumber(id, today)).toBe(true);
    expect(answerShapeProblem({ type: 'UserIdcard', field: 'i' }, id)).toBeNull();
  });

  it.each([
    ['17 digits', '11010519491231002'],
    ['19 digits', '1101051949123100211'],
    ['month 13', '110105194913010021'],
    ['month 00', '110105194900010021'],
    ['February 30', '110105199002300021'],
    ['February 29 of 1900', '110105190002290021'],
    ['day 00', '110105199001000021'],
    ['a birth before 1900', '110105189901010021'],
    ['a future birth date', '110105202611240010'],
    ['a letter in the middle', '1101051949A2310021'],
    ['X not last', 'X10105194912310021'],
    ['another last letter', '11010519491231002Y'],
  ])('refuses %s', (_, id) => {
    expect(isIdCardNumber(id, today)).toBe(false);
    expect(answerShapeProblem({ type: 'UserIdcard', field: 'i' }, id)).toBe('身份证号码格式不正确');
  });
});

const file = (name: string) => ({ name, objectKey: `form/202611/${name}` });
const files = (n: number) => Array.from({ length: n }, (_, i) => file(`${i}.png`));
const opts = [
  { label: '男', value: 1 },
  { label: '女', value: 2, children: [{ label: '女-子', value: 21 }] },
];
const f = (type: string, extra: Partial<FormRule> = {}): FormRule => ({
  type,
  field: 'x',
  title: '字段',
  ...extra,
});
const remote = { effect: { fetch: { action: '/x', parse: 'res => res.data' } } };
const WRONG = '字段格式不正确';
const CHOOSE = '请从字段的选项中选择';

describe('answer shapes of every field type', () => {
  it.each([
    [f('input'), ['张三', 12], [['a'], { a: 1 }, true]],
    [f('UserName'), ['李四'], [['李四']]],
    [f('editor'), ['<p>你好</p>'], [{ html: 'x' }]],
    [f('inputNumber'), [1, '1.5', -2], ['abc', [1]]],
    [f('rate'), [4, '5'], ['five']],
    [f('slider'), [60], [[1, 2], 'x']],
    [
      f('slider', { props: { range: true } }),
      [
        [10, 20],
        ['1', '2'],
      ],
      [[1], [1, 'x'], 5],
    ],
    [
      f('colorPicker'),
      ['#fff', '#409EFF', 'rgba(1, 2, 3, 0.5)', 'hsl(120, 50%, 50%)'],
      ['red', '#ggg', 'rgb(1;2)'],
    ],
    [f('switch'), [true, false, 1, '0'], [[true], { on: true }]],
    [f('timePicker'), ['08:30', '23:59:59'], ['24:00', '8:30', '08:60', ['08:30', '09:00']]],
    [
      f('timePicker', { props: { isRange: true } }),
      [['08:00', '17:30']],
      ['08:00', ['08:00'], ['08:00', '25:00']],
    ],
    [f('datePicker'), ['2024-02-29'], ['2023-02-29', '2024-13-01', '2024-1-1', '2024-01-01 08:00']],
    [f('datePicker', { props: { type: 'year' } }), ['2024'], ['24', '2024-01']],
    [f('datePicker', { props: { type: 'month' } }), ['2024-12'], ['2024-13', '2024']],
    [f('datePicker', { props: { type: 'week' } }), ['2024-52'], ['2024-W1']],
    [
      f('datePicker', { props: { type: 'datetime' } }),
      ['2024-01-31 08:30', '2024-01-31 23:59:59'],
      ['2024-01-31', '2024-01-31 24:00'],
    ],
    [
      f('datePicker', { props: { type: 'daterange' } }),
      [
        ['2024-01-01', '2024-01-31'],
        ['2024-01-01', '2024-01-01'],
      ],
      [['2024-01-31', '2024-01-01'], ['2024-01-01'], '2024-01-01'],
    ],
    [
      f('datePicker', { props: { type: 'datetimerange' } }),
      [['2024-01-01 08:00', '2024-01-01 09:00']],
      [['2024-01-01', '2024-01-02']],
    ],
    [f('Signature'), ['form/202611/sign.png'], [['x'], 1]],
    [f('upload'), [[file('a.pdf')], files(9)], [files(10), 'a.pdf', [{ name: 'a' }], [{ objectKey: 'k' }]]],
    [f('upload', { props: { limit: 2 } }), [files(2)], [files(3)]],
    [f('ImageUpload'), [files(6)], [files(7)]],
    [f('ImageUpload', { props: { limit: 10 } }), [files(6)], [files(7)]],
    [f('VideoUpload'), [files(1)], [files(2)]],
    [f('VideoUpload', { props: { limit: 3 } }), [files(1)], [files(2)]],
  ])('%j', (field, passing, failing) => {
    for (const value of passing) expect(answerShapeProblem(field, value), JSON.stringify(value)).toBeNull();
    for (const value of failing)
      expect(answerShapeProblem(field, value), JSON.stringify(value)).not.toBeNull();
  });

  it.each([
    [f('radio', { options: opts }), [1, '2', 21], [3, [1], null], CHOOSE],
    [f('select', { options: opts }), [1, '1'], [3, [1]], CHOOSE],
    [f('select', { options: opts, props: { multiple: true } }), [[1, 2]], [1, [1, 3]], CHOOSE],
    [f('checkbox', { options: opts }), [[1], [1, '2']], [1, [1, 9]], CHOOSE],
    [f('transfer', { options: opts }), [[2]], [[5]], CHOOSE],
    [f('tree', { props: { data: opts } }), [[21]], [[22], 21], CHOOSE],
    [f('cascader', { props: { options: opts } }), [[2, 21], [1]], [[2, 22], [1, 21], [21], 2], CHOOSE],
    [f('radio', remote), ['anything', 42], [['a'], { a: 1 }], CHOOSE],
    [f('checkbox', remote), [['any', 'thing']], ['any'], CHOOSE],
    [
      f('AreaSelect'),
      [['41'], ['41', '4101'], ['41', '4101', '410184']],
      [
        ['4101'],
        ['410184'],
        ['41', '4201'],
        ['41', '410'],
        ['41', '4101', '410184', '410184001'],
        ['41', 4101],
        [],
        '41',
      ],
      '请选择正确的字段',
    ],
    [
      f('Location'),
      [
        { lng: 113.7, lat: 34.5 },
        { lng: '-180', lat: '90', address: '某地' },
      ],
      [{ lng: 181, lat: 0 }, { lng: 0, lat: -91 }, { lng: 1 }, 'x', [1, 2]],
      '请选择字段',
    ],
    [f('foo'), [], ['x'], WRONG],
  ])('%j', (field, passing, failing, message) => {
    for (const value of passing) expect(answerShapeProblem(field, value), JSON.stringify(value)).toBeNull();
    for (const value of failing)
      expect(answerShapeProblem(field, value), JSON.stringify(value)).toBe(message);
  });

  it('words file caps as the upload does', () => {
    expect(answerShapeProblem(f('ImageUpload'), files(7))).toBe('文件总数量不能超过 6 个');
    expect(answerShapeProblem(f('VideoUpload'), files(2))).toBe('文件总数量不能超过 1 个');
    expect(answerShapeProblem(f('upload'), [{ name: 'a' }])).toBe(WRONG);
  });

  it('caps files by the limit prop, image upload at most 6, video upload at 1', () => {
    const caps = [undefined, 3, 99, 0, 'x'].map((limit) =>
      ['ImageUpload', 'VideoUpload', 'upload'].map((type) => fileCap(f(type, { props: { limit } }))),
    );
    expect(caps).toEqual([
      [6, 1, 9],
      [3, 1, 3],
      [6, 1, 99],
      [6, 1, 9],
      [6, 1, 9],
    ]);
  });
});

describe('rule helpers', () => {
  it('reads options from options, tree data or cascader options, first non-empty list', () => {
    expect(ruleOptions(f('radio', { options: opts }))).toBe(opts);
    expect(ruleOptions(f('tree', { options: [], props: { data: opts } }))).toBe(opts);
    expect(ruleOptions(f('cascader', { props: { options: opts } }))).toBe(opts);
    expect(ruleOptions(f('radio'))).toEqual([]);
  });

  it('knows multiple choice and range pickers', () => {
    const multiple = ['checkbox', 'transfer', 'tree', 'select', 'radio'].filter((t) => isMultiple(f(t)));
    expect(multiple).toEqual(['checkbox', 'transfer', 'tree']);
    expect(isMultiple(f('select', { props: { multiple: true } }))).toBe(true);
    expect(isRange(f('datePicker', { props: { type: 'monthrange' } }))).toBe(true);
    expect(isRange(f('datePicker', { props: { type: 'month' } }))).toBe(false);
    expect(isRange(f('timePicker', { props: { isRange: true } }))).toBe(true);
    expect(isRange(f('slider', { props: { range: true } }))).toBe(true);
  });

  it('marks a field required by a required rule or by $required', () => {
    expect(isRequiredRule(f('input', { validate: [rule('string', 'required')] }))).toBe(true);
    expect(isRequiredRule(f('input', { validate: [rule('string', 'required', { required: false })] }))).toBe(
      false,
    );
    expect(isRequiredRule(f('input', { $required: true }))).toBe(true);
    expect(isRequiredRule(f('input', { $required: '请填写' }))).toBe(true);
    expect(isRequiredRule(f('input', { $required: false }))).toBe(false);
  });
});

describe('fieldProblem and checkAnswers', () => {
  const name = f('input', {
    field: 'name',
    title: '姓名',
    validate: [rule('string', 'min', { min: 2 }), rule('string', 'required')],
  });
  const phone = f('UserPhone', { field: 'phone', title: '手机号' });
  const age = f('inputNumber', {
    field: 'age',
    title: '年龄',
    validate: [rule('integer', 'min', { min: 16, message: '未满16岁' })],
  });
  const form: FormRule[] = [
    { type: 'row', children: [{ type: 'col', children: [name, phone] }] },
    age,
    { type: 'alert' },
  ];

  it('checks required first, then the shape, then the other rules in order', () => {
    expect(fieldProblem(name, '')).toBe('请输入姓名');
    expect(fieldProblem(name, '张')).toBe('请输入正确的姓名');
    expect(fieldProblem(age, 'abc')).toBe('年龄格式不正确');
    expect(fieldProblem(age, 15)).toBe('未满16岁');
    expect(fieldProblem(phone, '')).toBeNull();
  });

  it('requires a field marked $required, with its own message when it has one', () => {
    expect(fieldProblem(f('input', { title: '姓名', $required: true }), ' ')).toBe('请输入姓名');
    expect(fieldProblem(f('input', { $required: '必须填写' }), undefined)).toBe('必须填写');
    expect(fieldProblem(f('input', { $required: true }), 'x')).toBeNull();
  });

  it('refuses keys naming no field of the form', () => {
    const { problems } = checkAnswers(form, { name: '张三', x: 1, alert: 'a' });
    expect(problems).toEqual([
      { field: 'x', message: '表单中不存在字段“x”' },
      { field: 'alert', message: '表单中不存在字段“alert”' },
    ]);
  });

  it('lists every field problem and keeps the clean answers, trimmed, without empty optional values', () => {
    expect(checkAnswers(form, { name: '  ', phone: '123', age: '15' }).problems).toEqual([
      { field: 'name', message: '请输入姓名' },
      { field: 'phone', message: '手机号码格式不正确' },
      { field: 'age', message: '未满16岁' },
    ]);
    expect(checkAnswers(form, { name: ' 张三 ', phone: ' 13800138000 ', age: null })).toEqual({
      problems: [],
      cleaned: { name: '张三', phone: '13800138000' },
    });
    const plain = [f('inputNumber', { field: 'n' }), f('switch', { field: 's' })];
    expect(checkAnswers(plain, { n: 0, s: false }).cleaned).toEqual({ n: 0, s: false });
  });

  it('reads own keys only: a blank field named after an Object method is blank', () => {
    const odd = [f('input', { field: 'constructor' }), f('input', { field: 'toString' })];
    expect(checkAnswers(odd, {})).toEqual({ problems: [], cleaned: {} });
    expect(checkAnswers(odd, { constructor: 'a' }).cleaned).toEqual({ constructor: 'a' });
  });
});

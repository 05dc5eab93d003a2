import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueMessage } from '../../platform/zod-locale.ts';
import { FIELD_TYPES } from './field-types.ts';
import { everyFieldRules } from './form.fixture.ts';
import {
  buttonShown,
  compilePattern,
  defaultFormOptions,
  FORM_CONTENT_MAX_CHARS,
  FormOptions,
  type FormRule,
  FormRules,
  formFields,
  formMessages,
  jsonText,
  parseFormOptions,
  parseFormRules,
  ruleName,
  walkRules,
} from './form-rule.ts';

const outcome = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? 'accepted' : firstIssueMessage(result.error);
const Content = jsonText(FormRules, formMessages.notJson);
const OptionText = jsonText(FormOptions, formMessages.optionInvalid);

const input = (extra: Partial<FormRule> = {}): FormRule => ({
  type: 'input',
  field: 'name',
  title: '姓名',
  ...extra,
});
const radio = (extra: Partial<FormRule> = {}): FormRule => ({
  type: 'radio',
  field: 'gender',
  title: '性别',
  ...extra,
});
const rowOf = (...children: FormRule[]): FormRule => ({
  type: 'row',
  children: [{ type: 'col', props: { span: 24 }, children }],
});
const withRule = (rule: object) => [
  input({ validate: [{ type: 'string', mode: 'required', ...rule } as never] }),
];
const fetch = { action: '/train/labels/getLabels', method: 'GET', parse: 'res => res.data' };

describe('form rules: accepted', () => {
  it('takes a form using every catalog type, with layouts nested row → col and tabs → tabPane', () => {
    const used = new Set([...walkRules(everyFieldRules)].map(({ rule }) => rule.type));
    expect([...used].sort()).toEqual(FIELD_TYPES.map((t) => t.type).sort());
    expect(outcome(FormRules.safeParse(everyFieldRules))).toBe('accepted');
  });

  it('keeps the exact text and every key it does not use', () => {
    const text = `[\n  {"type":"input","field":"name","title":"姓名","_fc_drag_tag":"input","$required":true,
      "emit":["change"],"display":true,"validate":[{"type":"string","mode":"required","trigger":"blur","x":1}]},
      {"type":"row","children":[{"type":"col","_fc_drag_tag":"col","children":["plain text"]}]}\n]`;
    const parsed = Content.parse(text);
    expect(parsed.text).toBe(text);
    expect(parsed.value).toEqual(JSON.parse(text));
    expect(parseFormRules(parsed.text)).toEqual(JSON.parse(text));
    expect(parsed.value[0]).toMatchObject({ _fc_drag_tag: 'input', $required: true, emit: ['change'] });
  });

  it('serialises a form sent as an array', () => {
    expect(Content.parse([input()])).toEqual({ text: JSON.stringify([input()]), value: [input()] });
  });

  it.each([
    ['a title of 10 characters', [input({ title: '一二三四五六七八九十' })]],
    ['10 characters that take 20 UTF-16 units', [input({ title: '😀'.repeat(10) })]],
    ['a title padded with spaces', [input({ title: '  一二三四五六七八九十  ' })]],
    ['a field id of 40 characters', [input({ field: `a${'_'.repeat(39)}` })]],
    ['remote options instead of static ones', [radio({ effect: { fetch } })]],
    [
      'options in props.options (cascader)',
      [{ ...radio(), type: 'cascader', props: { options: [{ label: 'A', value: 'a' }] } }],
    ],
    [
      'an empty options list beside props.data (tree)',
      [{ ...radio(), type: 'tree', options: [], props: { data: [{ label: 'A', value: 1 }] } }],
    ],
    ['display rules without field or title', [input(), { type: 'alert' }, { type: 'button' }]],
    [
      'nesting of 6 levels',
      [input(), { type: 'tabs', children: [{ type: 'tabPane', children: [rowOf(rowOf())] }] }],
    ],
    [
      'every validate type and mode',
      [
        input({
          validate: [
            { type: 'string', mode: 'pattern', pattern: '/^[a-z]+$/i' },
            { type: 'number', mode: 'min', min: 0 },
            { type: 'integer', mode: 'max', max: 9 },
            { type: 'array', mode: 'len', len: 2 },
            { type: 'float', mode: 'required' },
            { type: 'date', mode: 'required' },
            { type: 'url', mode: 'required' },
            { type: 'email', mode: 'required' },
          ],
        }),
      ],
    ],
  ])('accepts %s', (_, rules) => {
    expect(outcome(FormRules.safeParse(rules))).toBe('accepted');
  });
});

describe('form rules: refused, in Chinese', () => {
  it.each([
    ['an unknown type', [input(), { type: 'foo' }], '不支持的组件类型：foo'],
    ['a rule without type', [{ field: 'x', title: 'x' }], '组件缺少类型'],
    ['a missing title', [input({ title: undefined })], '输入框：请输入字段名称'],
    ['a blank title', [input({ title: '   ' })], '输入框：请输入字段名称'],
    [
      'a title of 11 characters',
      [input({ title: '一二三四五六七八九十一' })],
      '“一二三四五六七八九十一”：字段名称最多10个字符',
    ],
    ['11 emoji', [input({ title: '😀'.repeat(11) })], `“${'😀'.repeat(11)}”：字段名称最多10个字符`],
    ['a missing field id', [input({ field: undefined })], '“姓名”：请输入字段ID'],
    ['a field id starting with a digit', [input({ field: '1name' })], `“姓名”：${formMessages.fieldInvalid}`],
    ['a field id with a dash', [input({ field: 'my-name' })], `“姓名”：${formMessages.fieldInvalid}`],
    ['a Chinese field id', [input({ field: '姓名' })], `“姓名”：${formMessages.fieldInvalid}`],
    [
      'a field id of 41 characters',
      [input({ field: `a${'_'.repeat(40)}` })],
      `“姓名”：${formMessages.fieldInvalid}`,
    ],
    ['the field id __proto__', [input({ field: '__proto__' })], `“姓名”：${formMessages.fieldInvalid}`],
    ['a duplicate field id, even nested', [input(), rowOf(input({ title: '别名' }))], '字段ID“name”重复'],
    ['a col outside a row', [{ type: 'col', children: [input()] }], '格子只能放在栅格布局中'],
    ['a tab pane outside tabs', [{ type: 'tabPane', children: [input()] }], '标签页面只能放在标签页中'],
    ['a field straight in a row', [{ type: 'row', children: [input()] }], '栅格布局中只能放格子'],
    [
      'a col in tabs',
      [{ type: 'tabs', children: [{ type: 'col', children: [input()] }] }],
      '格子只能放在栅格布局中',
    ],
    ['a radio without options', [radio()], '“性别”：请至少添加一个选项'],
    ['a radio with an empty list', [radio({ options: [] })], '“性别”：请至少添加一个选项'],
    [
      'a cascader with empty props.options',
      [{ ...radio(), type: 'cascader', props: { options: [] } }],
      '“性别”：请至少添加一个选项',
    ],
    [
      'tree rows that are no option rows',
      [{ ...radio(), type: 'tree', props: { data: 'x' } }],
      '“性别”：输入内容格式有误',
    ],
    [
      'tree rows without value',
      [{ ...radio(), type: 'tree', props: { data: [{ id: 1, label: 'A' }] } }],
      '“性别”：输入内容格式有误',
    ],
    [
      'a bad fetch config',
      [radio({ effect: { fetch: { parse: 'res => res.data' } } })],
      '“性别”：请输入数据接口',
    ],
    ['no answering field', [{ type: 'alert' }, rowOf()], '表单至少需要一个字段'],
    ['nothing at all', [], '表单至少需要一个字段'],
    ['201 rules', Array.from({ length: 201 }, (_, i) => input({ field: `f${i}` })), '一个表单最多200个组件'],
    ['nesting of 7 levels', [rowOf(rowOf(rowOf(input())))], '组件最多嵌套6层'],
    ['an info of 201 characters', [input({ info: 'x'.repeat(201) })], '提示信息最多200个字符'],
    [
      'a bad validate type',
      withRule({ type: 'phone' }),
      '校验类型只能是string、array、number、integer、float、date、url、email',
    ],
    ['a bad validate mode', withRule({ mode: 'between' }), '校验方式只能是required、pattern、min、max、len'],
    ['a pattern that does not compile', withRule({ mode: 'pattern', pattern: '[a-' }), '正则表达式格式有误'],
    [
      'a pattern literal that does not compile',
      withRule({ mode: 'pattern', pattern: '/(/i' }),
      '正则表达式格式有误',
    ],
    ['a pattern mode without a pattern', withRule({ mode: 'pattern' }), '请填写正则表达式'],
    ['min without a number', withRule({ mode: 'min' }), '请填写最小值'],
    ['max without a number', withRule({ mode: 'max' }), '请填写最大值'],
    ['len without a number', withRule({ mode: 'len' }), '请填写长度'],
    ['a message of 101 characters', withRule({ message: 'x'.repeat(101) }), '校验提示最多100个字符'],
  ])('refuses %s', (_, rules, message) => {
    expect(outcome(FormRules.safeParse(rules))).toBe(message);
    expect(outcome(Content.safeParse(JSON.stringify(rules)))).toBe(message);
  });

  it.each([
    ['text that is not JSON', '[{"type":"input"', '表单内容不是有效的JSON'],
    ['an object', '{"type":"input"}', '表单内容应为组件规则数组'],
    ['a number', '42', '表单内容应为组件规则数组'],
    ['a text too large', `[${' '.repeat(FORM_CONTENT_MAX_CHARS)}]`, '表单内容过大'],
  ])('refuses %s', (_, text, message) => {
    expect(outcome(Content.safeParse(text))).toBe(message);
  });
});

describe('compilePattern', () => {
  it.each([
    ['^\\d+$', '123', true],
    ['^\\d+$', '12a', false],
    ['/^abc$/i', 'ABC', true],
    ['/^abc$/', 'ABC', false],
    ['/a/g', 'a', true],
    ['/path/to', '/path/to', true],
  ])('reads %s', (source, text, matches) => {
    const pattern = compilePattern(source)!;
    expect(pattern.test(text)).toBe(matches);
    expect(pattern.test(text)).toBe(matches); // no g flag: the same answer twice
  });

  it.each(['[', '(a', '/[/', '/(/i'])('gives null for %s, which does not compile', (source) => {
    expect(compilePattern(source)).toBeNull();
  });

  it('reads a slash text with unknown flags as a plain pattern', () => {
    expect(compilePattern('/a/x')?.test('/a/x')).toBe(true);
  });
});

describe('form options (platform §3)', () => {
  it('accepts the defaults and each documented setting', () => {
    expect(outcome(FormOptions.safeParse(defaultFormOptions()))).toBe('accepted');
    const full = {
      form: {
        labelPosition: 'top',
        size: 'small',
        labelWidth: 100,
        hideRequiredAsterisk: true,
        showMessage: false,
        inlineMessage: true,
      },
      submitBtn: { show: false, innerText: '提交' },
      resetBtn: true,
      global: { upload: { props: {} } },
    };
    expect(OptionText.parse(JSON.stringify(full))).toEqual({ text: JSON.stringify(full), value: full });
  });

  it.each([
    [{ form: { labelPosition: 'bottom' } }, '标签位置只能是left、right或top'],
    [{ form: { size: 'huge' } }, '表单尺寸只能是large、default、medium、small或mini'],
  ])('refuses %j', (options, message) => {
    expect(outcome(FormOptions.safeParse(options))).toBe(message);
    expect(outcome(OptionText.safeParse(JSON.stringify(options)))).toBe(message);
  });

  it('refuses option text that is not JSON', () => {
    expect(outcome(OptionText.safeParse('{form:'))).toBe('表单配置格式有误');
  });

  it('reads stored options, or the defaults when none were saved', () => {
    expect(parseFormOptions(null)).toEqual(defaultFormOptions());
    expect(parseFormOptions('')).toEqual(defaultFormOptions());
    expect(parseFormOptions('{"submitBtn":false}')).toEqual({ submitBtn: false });
  });

  it.each([
    [undefined, true, true],
    [undefined, false, false],
    [true, false, true],
    [false, true, false],
    [{}, false, true],
    [{ show: true }, false, true],
    [{ show: false }, true, false],
    [{ innerText: '提交' }, false, true],
  ] as const)('buttonShown(%j, fallback %s) is %s', (toggle, fallback, shown) => {
    expect(buttonShown(toggle, fallback)).toBe(shown);
  });

  it('shows submit and hides reset by default', () => {
    const options = defaultFormOptions();
    expect([buttonShown(options.submitBtn, false), buttonShown(options.resetBtn, true)]).toEqual([
      true,
      false,
    ]);
  });
});

describe('walking a form', () => {
  it('lists the answering fields in reading order through layouts', () => {
    expect(formFields(everyFieldRules).map((f) => f.field)).toEqual([
      'name',
      'age',
      'gender',
      'skills',
      'education',
      'agree',
      'progress',
      'arrive',
      'birthday',
      'score',
      'color',
      'hometown',
      'resume',
      'courses',
      'industry',
      'intro',
      'region',
      'realName',
      'phone',
      'idcard',
      'photos',
      'sign',
      'location',
      'video',
    ]);
  });

  it('gives each rule its parent and depth, skipping text children', () => {
    const walked = [...walkRules(rowOf(input()).children!.concat('text'))];
    expect(walked.map(({ rule, parent, depth }) => [rule.type, parent?.type, depth])).toEqual([
      ['col', undefined, 1],
      ['input', 'col', 2],
    ]);
  });

  it('names a rule by its title, else its type label, else its type', () => {
    expect([ruleName(input()), ruleName({ type: 'UserPhone' }), ruleName({ type: 'foo' })]).toEqual([
      '姓名',
      '手机号',
      'foo',
    ]);
  });
});

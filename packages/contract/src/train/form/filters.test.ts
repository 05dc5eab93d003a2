import { describe, expect, it } from 'vitest';
import { answerConditions, FormQueryMap, formFilterFields } from './filters.ts';
import { everyFieldRules } from './form.fixture.ts';
import type { FormRule } from './form-rule.ts';

const f = (type: string, field: string, extra: Partial<FormRule> = {}): FormRule => ({
  type,
  field,
  title: field,
  ...extra,
});
const opts = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
];
const remote = { effect: { fetch: { action: '/api/x', parse: 'res => res.data' } } };

const form: FormRule[] = [
  f('input', 'name'),
  {
    type: 'row',
    children: [{ type: 'col', children: [f('inputNumber', 'age'), f('radio', 'gender', { options: opts })] }],
  },
  f('select', 'edu', { options: opts }),
  f('select', 'langs', { options: opts, props: { multiple: true } }),
  f('checkbox', 'skills', { options: opts }),
  f('datePicker', 'birth'),
  f('datePicker', 'month', { props: { type: 'month' } }),
  f('timePicker', 'arrive'),
  {
    type: 'tabs',
    children: [
      {
        type: 'tabPane',
        children: [
          f('AreaSelect', 'region'),
          f('UserName', 'realName'),
          f('UserPhone', 'phone'),
          f('UserIdcard', 'id'),
        ],
      },
    ],
  },
  // left out: not filterable, range pickers, remote options
  f('switch', 'agree'),
  f('rate', 'score'),
  f('cascader', 'hometown', { props: { options: opts } }),
  f('datePicker', 'stay', { props: { type: 'daterange' } }),
  f('timePicker', 'shift', { props: { isRange: true } }),
  f('select', 'company', remote),
  f('radio', 'station', remote),
  { type: 'alert' },
];

describe('formFilterFields (platform §5)', () => {
  it('picks exactly the filterable fields in reading order, with their control', () => {
    expect(formFilterFields(form).map((x) => [x.field, x.control])).toEqual([
      ['name', 'text'],
      ['age', 'numberRange'],
      ['gender', 'option'],
      ['edu', 'option'],
      ['langs', 'options'],
      ['skills', 'options'],
      ['birth', 'dateRange'],
      ['month', 'dateRange'],
      ['arrive', 'timeRange'],
      ['region', 'region'],
      ['realName', 'text'],
      ['phone', 'text'],
      ['id', 'text'],
    ]);
  });

  it('gives option controls their options and date ranges their picker', () => {
    const byField = new Map(formFilterFields(form).map((x) => [x.field, x]));
    expect(byField.get('gender')).toEqual({
      field: 'gender',
      title: 'gender',
      type: 'radio',
      control: 'option',
      options: opts,
    });
    expect(byField.get('skills')?.options).toBe(opts);
    expect([byField.get('birth')?.picker, byField.get('month')?.picker]).toEqual(['date', 'month']);
    expect(byField.get('name')).toEqual({ field: 'name', title: 'name', type: 'input', control: 'text' });
  });

  it('offers one filter per filterable type of the form using every field type', () => {
    expect(formFilterFields(everyFieldRules).map((x) => x.type)).toEqual([
      'input',
      'inputNumber',
      'radio',
      'checkbox',
      'select',
      'timePicker',
      'datePicker',
      'AreaSelect',
      'UserName',
      'UserPhone',
      'UserIdcard',
    ]);
  });
});

describe('answerConditions', () => {
  it.each([
    [{ name: ' 张 ' }, { field: 'name', op: 'contains', text: '张' }],
    [{ realName: '李四' }, { field: 'realName', op: 'contains', text: '李四' }],
    [{ phone: '13800138000' }, { field: 'phone', op: 'equals', value: '13800138000' }],
    [{ phone: ' 13800138000 ' }, { field: 'phone', op: 'equals', value: '13800138000' }],
    [{ phone: '1380013' }, { field: 'phone', op: 'contains', text: '1380013' }],
    [{ id: '11010519491231002X' }, { field: 'id', op: 'equals', value: '11010519491231002X' }],
    [{ id: '110105' }, { field: 'id', op: 'contains', text: '110105' }],
    [{ id: '110105194913310021' }, { field: 'id', op: 'contains', text: '110105194913310021' }],
    [{ name: 12 }, { field: 'name', op: 'contains', text: '12' }],
    [{ age: [18, 30] }, { field: 'age', op: 'numberRange', min: 18, max: 30 }],
    [{ age: ['18', null] }, { field: 'age', op: 'numberRange', min: 18, max: null }],
    [{ age: [null, '30'] }, { field: 'age', op: 'numberRange', min: null, max: 30 }],
    [{ age: 18 }, { field: 'age', op: 'numberRange', min: 18, max: null }],
    [{ gender: 1 }, { field: 'gender', op: 'equals', value: 1 }],
    [{ gender: [2] }, { field: 'gender', op: 'equals', value: 2 }],
    [{ edu: [1, 2] }, { field: 'edu', op: 'anyOf', values: [1, 2] }],
    [{ langs: [1, 2] }, { field: 'langs', op: 'includesAll', values: [1, 2] }],
    [{ skills: 1 }, { field: 'skills', op: 'includesAll', values: [1] }],
    [{ skills: [1, null] }, { field: 'skills', op: 'includesAll', values: [1] }],
    [
      { birth: ['2024-01-01', '2024-12-31'] },
      { field: 'birth', op: 'textRange', from: '2024-01-01', to: '2024-12-31' },
    ],
    [{ birth: ['2024-01-01', null] }, { field: 'birth', op: 'textRange', from: '2024-01-01', to: null }],
    [{ month: [null, '2024-06'] }, { field: 'month', op: 'textRange', from: null, to: '2024-06' }],
    [{ arrive: ['08:00', ''] }, { field: 'arrive', op: 'textRange', from: '08:00', to: null }],
    [{ region: ['41', '4101'] }, { field: 'region', op: 'region', code: '4101' }],
    [{ region: ['41', '4101', '410184'] }, { field: 'region', op: 'region', code: '410184' }],
    [{ region: '41' }, { field: 'region', op: 'region', code: '41' }],
    [{ region: ['41', null] }, { field: 'region', op: 'region', code: '41' }],
  ])('turns %j into one condition', (queryMap, condition) => {
    expect(answerConditions(form, queryMap)).toEqual({ conditions: [condition], problem: null });
  });

  it('keeps one condition per field, in the order asked', () => {
    const { conditions } = answerConditions(form, { gender: 1, name: '张', region: ['41'] });
    expect(conditions.map((c) => c.field)).toEqual(['gender', 'name', 'region']);
  });

  it.each([
    [undefined],
    [{}],
    [{ name: '' }],
    [{ name: '   ' }],
    [{ name: null }],
    [{ age: [] }],
    [{ age: [null, null] }],
    [{ birth: ['', ''] }],
    [{ region: [null] }],
    [{ skills: [] }],
    [{ unknown: '' }],
  ])('asks for nothing with blank values: %j', (queryMap) => {
    expect(answerConditions(form, queryMap as never)).toEqual({ conditions: [], problem: null });
  });

  it.each(['x', 'agree', 'score', 'hometown', 'stay', 'shift', 'company', 'station', 'alert'])(
    'refuses the key %s, which is no filter of the form',
    (field) => {
      expect(answerConditions(form, { name: '张', [field]: 'v' })).toEqual({
        conditions: [],
        problem: `字段“${field}”不能作为筛选条件`,
      });
    },
  );

  it.each([
    [{ name: ['a', 'b'] }, 'name'],
    [{ age: ['abc', 1] }, 'age'],
    [{ age: [1, 2, 3] }, 'age'],
    [{ birth: [20240101, null] }, 'birth'],
    [{ birth: ['a', 'b', 'c'] }, 'birth'],
    [{ arrive: [true, null] }, 'arrive'],
    [{ region: ['41', 'abc'] }, 'region'],
    [{ region: ['41', 4101] }, 'region'],
    [{ region: ['4'] }, 'region'],
  ])('refuses %j, which its control cannot send', (queryMap, title) => {
    expect(answerConditions(form, queryMap)).toEqual({
      conditions: [],
      problem: `${title}的筛选条件格式不正确`,
    });
  });
});

describe('FormQueryMap', () => {
  it.each([
    [{ name: '张三', age: [18, null], gender: 1, agree: true }, true],
    [{ name: 'x'.repeat(100) }, true],
    [{ name: 'x'.repeat(101) }, false],
    [{ age: Array(51).fill(1) }, false],
    [{ name: { op: 'like' } }, false],
    [{ name: [['a']] }, false],
    [{ [`f${'x'.repeat(40)}`]: 'a' }, false],
  ])('%j is accepted: %s', (queryMap, ok) => {
    expect(FormQueryMap.safeParse(queryMap).success).toBe(ok);
  });
});

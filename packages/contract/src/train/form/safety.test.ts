import { describe, expect, it } from 'vitest';
import { answerConditions, formFilterFields } from './filters.ts';
import { nestedRepeat } from './form-rule.ts';
import { checkAnswers, normalizedAnswer } from './validate.ts';

describe('nestedRepeat: patterns whose matching time explodes are refused at save', () => {
  it.each([
    ['(a+)+$', true],
    ['^(\\w*)*@', true],
    ['^(\\d{2,})+$', true],
    ['(x)\\1', true],
    ['^([a-z]+\\.)+[a-z]+$', true],
    ['^\\d{6}$', false],
    ['^(\\d{3})-(\\d{4})$', false],
    ['^(\\d+\\.)?\\d+$', false],
    ['^[\\u4e00-\\u9fa5]{2,10}$', false],
    ['/^[a-z(]+$/i', false],
  ])('%s → %s', (source, unsafe) => expect(nestedRepeat(source)).toBe(unsafe));
});

describe('normalizedAnswer: the same person is found whatever they typed', () => {
  it.each([
    ['UserPhone', '+8613800138000', '13800138000'],
    ['UserPhone', '008613800138000', '13800138000'],
    ['UserPhone', '13800138000', '13800138000'],
    ['UserIdcard', '41018419900307123x', '41018419900307123X'],
    ['input', '+8613800138000', '+8613800138000'],
  ])('%s %s → %s', (type, value, kept) => expect(normalizedAnswer(type, value)).toBe(kept));

  const rules = [
    { type: 'UserPhone', field: 'phone', title: '手机号' },
    { type: 'UserIdcard', field: 'idcard', title: '身份证号' },
  ];

  it('keeps answers normalised and filters by the normalised text', () => {
    const { problems, cleaned } = checkAnswers(rules, {
      phone: '+8613800138000',
      idcard: '41018419900307123x',
    });
    expect(problems).toEqual([]);
    expect(cleaned).toEqual({ phone: '13800138000', idcard: '41018419900307123X' });
    expect(
      answerConditions(rules, { phone: '008613800138000', idcard: '41018419900307123x' }).conditions,
    ).toEqual([
      { field: 'phone', op: 'equals', value: '13800138000' },
      { field: 'idcard', op: 'equals', value: '41018419900307123X' },
    ]);
  });
});

describe('formFilterFields: week pickers are no filters', () => {
  it('leaves out a week picker and keeps a date picker', () => {
    const rules = [
      { type: 'datePicker', field: 'week', title: '周次', props: { type: 'week' } },
      { type: 'datePicker', field: 'day', title: '日期', props: { type: 'date' } },
    ];
    expect(formFilterFields(rules).map((f) => f.field)).toEqual(['day']);
  });
});

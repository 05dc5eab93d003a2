import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { uploadRules } from '../../common/upload-rules.ts';
import { firstIssueMessage } from '../../platform/zod-locale.ts';
import { answerText } from './answer-text.ts';
import { FIELD_TYPES } from './field-types.ts';
import { everyFieldAnswer, everyFieldRules, everyFieldText, lookups } from './form.fixture.ts';
import {
  FormBizCode,
  FormEditBody,
  FormSaveBody,
  FormValueExportBody,
  FormValueListBody,
  FormValueSubmitBody,
  formFileRule,
  formRoutes,
} from './form.routes.ts';
import { defaultFormOptions, formFields, parseFormOptions, parseFormRules, walkRules } from './form-rule.ts';
import { checkAnswers } from './validate.ts';

const outcome = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? 'accepted' : firstIssueMessage(result.error);

describe('round trip of a form using every field type', () => {
  const text = JSON.stringify(everyFieldRules, null, 2);
  const optionText = JSON.stringify(defaultFormOptions());
  const body = FormSaveBody.parse({
    bizCode: 'signup_2026',
    formName: '报名表',
    formContent: text,
    formOption: optionText,
  });

  it('uses every catalog type', () => {
    const used = new Set([...walkRules(everyFieldRules)].map(({ rule }) => rule.type));
    expect(used.size).toBe(FIELD_TYPES.length);
  });

  it('saves the text exactly as sent and reads it back equal', () => {
    expect(body.formContent.text).toBe(text);
    expect(body.formContent.value).toEqual(everyFieldRules);
    expect(parseFormRules(body.formContent.text)).toEqual(everyFieldRules);
    expect(body.formOption?.text).toBe(optionText);
    expect(parseFormOptions(body.formOption?.text)).toEqual(defaultFormOptions());
  });

  it('takes a complete valid answer with no problems, every field kept', () => {
    const { problems, cleaned } = checkAnswers(parseFormRules(body.formContent.text), everyFieldAnswer);
    expect(problems).toEqual([]);
    expect(cleaned).toEqual(everyFieldAnswer);
    expect(Object.keys(cleaned)).toHaveLength(formFields(everyFieldRules).length);
  });

  it('takes the same answer sent as JSON text to the submit route', () => {
    const submit = FormValueSubmitBody.parse({
      bizCode: 'signup_2026',
      formValue: JSON.stringify(everyFieldAnswer),
    });
    expect(checkAnswers(everyFieldRules, submit.formValue).problems).toEqual([]);
  });

  it('reads every answer as a readable cell', () => {
    for (const rule of formFields(parseFormRules(body.formContent.text))) {
      const cell = answerText(rule, everyFieldAnswer[rule.field!], lookups);
      expect(cell, rule.field).toBe(everyFieldText[rule.field!]);
      expect(cell, rule.field).not.toMatch(/\[object Object\]|<\w|^$/);
    }
  });

  it('takes the blank answer of a form whose only required field is answered', () => {
    expect(checkAnswers(everyFieldRules, { name: '张三' })).toEqual({
      problems: [],
      cleaned: { name: '张三' },
    });
    expect(checkAnswers(everyFieldRules, {}).problems).toEqual([{ field: 'name', message: '请输入姓名' }]);
  });
});

describe('form save and edit bodies', () => {
  const content = [{ type: 'input', field: 'name', title: '姓名' }];

  it.each([
    [{ formName: '报名表', formContent: content }, 'accepted'],
    [{ formName: '报名表', formContent: JSON.stringify(content), formOption: '', bizCode: '' }, 'accepted'],
    [{ formName: '  ', formContent: content }, '请输入表单名称'],
    [{ formContent: content }, '请输入表单名称'],
    [{ formName: 'x'.repeat(51), formContent: content }, '表单名称最多50个字符'],
    [{ formName: '报名表', formContent: '[' }, '表单内容不是有效的JSON'],
    [{ formName: '报名表', formContent: [{ type: 'foo' }] }, '不支持的组件类型：foo'],
    [{ formName: '报名表', formContent: content, formOption: '{' }, '表单配置格式有误'],
    [
      { formName: '报名表', formContent: content, bizCode: 'a b' },
      '表单编码只能包含字母、数字、下划线和横线',
    ],
  ])('%j → %s', (input, expected) => {
    expect(outcome(FormSaveBody.safeParse(input))).toBe(expected);
  });

  it('edits by id, never by business code', () => {
    expect(outcome(FormEditBody.safeParse({ id: '7', formName: '报名表', formContent: content }))).toBe(
      'accepted',
    );
    expect(outcome(FormEditBody.safeParse({ id: 0, formName: '报名表', formContent: content }))).toBe(
      '表单ID不合法',
    );
    expect(
      FormEditBody.parse({ id: 7, bizCode: 'x', formName: 'a', formContent: content }),
    ).not.toHaveProperty('bizCode');
  });

  it.each([
    [' form_01-a ', 'accepted'],
    ['', '缺少表单编码'],
    ['x'.repeat(41), '表单编码最多40个字符'],
    ['表单', '表单编码只能包含字母、数字、下划线和横线'],
    ['../x', '表单编码只能包含字母、数字、下划线和横线'],
  ])('business code %j → %s', (code, expected) => {
    expect(outcome(FormBizCode.safeParse(code))).toBe(expected);
  });
});

describe('answer bodies', () => {
  it.each([
    ['an object', { a: 1 }, 'accepted'],
    ['JSON text of an object', '{"a":1}', 'accepted'],
    ['JSON text of a list', '[1]', '表单数据不是有效的JSON对象'],
    ['JSON text of null', 'null', '表单数据不是有效的JSON对象'],
    ['text that is not JSON', '{a', '表单数据不是有效的JSON对象'],
    ['text over 1 MB', `"${'x'.repeat(1024 * 1024)}"`, '提交内容过大'],
  ])('submit with %s → %s', (_, formValue, expected) => {
    expect(outcome(FormValueSubmitBody.safeParse({ bizCode: 'f1', formValue }))).toBe(expected);
  });

  it('links an answer to a job or a course only', () => {
    expect(
      outcome(FormValueSubmitBody.safeParse({ bizCode: 'f1', formValue: {}, refType: 'job', refCode: 'J1' })),
    ).toBe('accepted');
    expect(outcome(FormValueSubmitBody.safeParse({ bizCode: 'f1', formValue: {}, refType: 'x' }))).toBe(
      '关联类型只能是job、course或hotEvent',
    );
  });

  it('filters answer lists by submit time and queryMap', () => {
    const ok = {
      pageNum: 1,
      pageSize: 10,
      bizCode: 'f1',
      beginTime: '2026-01-01 00:00:00',
      queryMap: { name: '张' },
    };
    expect(outcome(FormValueListBody.safeParse(ok))).toBe('accepted');
    expect(outcome(FormValueListBody.safeParse({ ...ok, beginTime: '2026/01/01' }))).toBe(
      '开始时间格式应为 YYYY-MM-DD HH:mm:ss',
    );
    expect(outcome(FormValueExportBody.safeParse({ bizCode: 'f1', ids: Array(10_001).fill(1) }))).toBe(
      '一次最多导出10000条选中数据',
    );
  });
});

describe('file rules of file fields', () => {
  it.each([
    ['ImageUpload', uploadRules.image],
    ['Signature', uploadRules.image],
    ['VideoUpload', uploadRules.sharedVideo],
    ['input', null],
    ['Carousel', null],
  ])('%s takes %j', (type, rule) => {
    expect(formFileRule({ type })).toEqual(rule);
  });

  it('takes documents and mp4 in a plain upload', () => {
    expect(formFileRule({ type: 'upload' })?.extensions).toEqual([...uploadRules.document.extensions, 'mp4']);
  });

  it('lets anyone answer a form but only permitted staff design it or read its answers', () => {
    expect(formRoutes.getFormInfoByCode.access).toEqual({ kind: 'public' });
    expect(formRoutes.submit.access).toEqual({ kind: 'public' });
    expect(formRoutes.save.access).toEqual({ kind: 'perm', code: 'form:add' });
    expect(formRoutes.selectPageList.access).toEqual({ kind: 'perm', code: 'formValue:list' });
    expect(formRoutes.export.access).toEqual({ kind: 'perm', code: 'formValue:export' });
  });
});

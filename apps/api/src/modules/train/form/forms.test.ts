import { FIELD_TYPES, FormRules, walkRules } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { as, catalogRules, createForm, formStaff, INFO, rowCounts, saveForm } from './form-test-kit.ts';
import { trainFormInfo, trainFormValue } from './tables.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const get = (path: string, query: Record<string, string | number>, user = 'yunying01') =>
  t.call('GET', `${INFO}/${path}`, {
    token: as(t, user),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const edit = (body: object, user = 'yunying01') =>
  t.call('POST', `${INFO}/edit`, { token: as(t, user), body });
const simple = (title = '姓名') => JSON.stringify([{ type: 'input', field: 'a', title }]);

beforeAll(async () => {
  await formStaff(t, 'form_hd', 'C_HENGDA');
  await formStaff(t, 'form_yf', 'C_YUNFAN');
});

describe('saving a form', () => {
  it('reads back a form of every catalog type byte for byte, extra keys included', async () => {
    const rules = catalogRules();
    const types = new Set([...walkRules(rules)].map(({ rule }) => rule.type));
    expect([...types].sort()).toEqual(FIELD_TYPES.map((s) => s.type).sort());
    // Indented, with form-create's own keys: the exact text must come back.
    const formContent = JSON.stringify(rules, null, 2);
    const formOption =
      '{"form":{"labelPosition":"top","labelWidth":"100px"},"submitBtn":{"show":true},"x":1}';
    const { id, bizCode } = await createForm(t, 'yunying01', {
      formName: '全部组件',
      formContent,
      formOption,
    });
    expect(bizCode).toMatch(/^F[0-9a-f]{16}$/);
    const { data } = (await get('info', { id })).body;
    expect(data.formContent).toBe(formContent);
    expect(data.formContent).toContain('"_fc_drag_tag": "row"');
    expect(data.formOption).toBe(formOption);
    expect(data).toMatchObject({
      bizCode,
      formName: '全部组件',
      cmpyCode: null,
      answerCount: 0,
      createBy: '王丽',
    });
    expect(data.fieldCount).toBe(FIELD_TYPES.filter((s) => s.role === 'field').length);
    expect(FormRules.safeParse(JSON.parse(data.formContent)).success).toBe(true);
  });

  it('keeps a given code and refuses a taken one with 409', async () => {
    await createForm(t, 'yunying01', { bizCode: 'F_SIGNUP', formName: '报名表', formContent: simple() });
    const before = await rowCounts(t);
    const res = await saveForm(t, 'yunying01', {
      bizCode: 'F_SIGNUP',
      formName: '另一个',
      formContent: simple(),
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('表单编码“F_SIGNUP”已存在');
    expect(await rowCounts(t)).toEqual(before);
  });

  it.each([
    [
      'an unknown type',
      JSON.stringify([{ type: 'magic', field: 'a', title: '魔法' }]),
      '不支持的组件类型：magic',
    ],
    [
      'a title over 10 characters',
      simple('一二三四五六七八九十一'),
      '“一二三四五六七八九十一”：字段名称最多10个字符',
    ],
    [
      'duplicate field ids',
      JSON.stringify([
        { type: 'input', field: 'a', title: '甲' },
        { type: 'UserName', field: 'a', title: '乙' },
      ]),
      '字段ID“a”重复',
    ],
    ['text that is not JSON', '[{"type": "input",', '表单内容不是有效的JSON'],
    ['an object instead of rules', '{"type":"input"}', '表单内容应为组件规则数组'],
    ['a form without fields', JSON.stringify([{ type: 'divider' }]), '表单至少需要一个字段'],
  ])('refuses %s and stores nothing', async (_name, formContent, msg) => {
    const before = await rowCounts(t);
    const res = await saveForm(t, 'yunying01', { formName: '坏表单', formContent });
    expect(res.body).toMatchObject({ code: 400, msg, success: false });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses form options of the wrong shape', async () => {
    const res = await saveForm(t, 'yunying01', {
      formName: '坏配置',
      formContent: simple(),
      formOption: '[1',
    });
    expect(res.body).toMatchObject({ code: 400, msg: '表单配置格式有误' });
  });
});

describe('editing, listing and deleting', () => {
  it('edits the content, pages with filters and deletes softly', async () => {
    const { id, bizCode } = await createForm(t, 'yunying01', {
      formName: '岗前培训登记表',
      formContent: simple(),
    });
    const content = JSON.stringify([
      { type: 'input', field: 'a', title: '姓名' },
      { type: 'UserPhone', field: 'p', title: '电话' },
    ]);
    expect((await edit({ id, formName: '岗前培训登记表（新）', formContent: content })).body.code).toBe(200);
    const info = (await get('info', { id })).body.data;
    expect(info).toMatchObject({
      formName: '岗前培训登记表（新）',
      formContent: content,
      fieldCount: 2,
      bizCode,
    });
    const byName = (await get('page', { pageNum: 1, pageSize: 10, formName: '岗前培训登记' })).body.data;
    expect(byName.records.map((r: { bizCode: string }) => r.bizCode)).toEqual([bizCode]);
    const byCode = (await get('page', { pageNum: 1, pageSize: 10, bizCode: 'F_JOB_INTENT' })).body.data;
    expect(byCode.records).toMatchObject([{ formName: '就业意向登记表', answerCount: 20 }]);
    // Wildcards are taken literally.
    expect((await get('page', { pageNum: 1, pageSize: 10, formName: '%' })).body.data.total).toBe(0);

    expect((await get('del', { id })).body.code).toBe(200);
    expect((await get('info', { id })).body).toMatchObject({ code: 404, msg: '表单不存在' });
    expect((await get('del', { id })).body).toMatchObject({ code: 404, msg: '表单不存在' });
    const list = (await get('list', { formName: '岗前培训登记' })).body.data;
    expect(list).toEqual([]);
    expect((await edit({ id, formName: '复活', formContent: simple() })).body.code).toBe(404);
  });

  it('lists at most 100 forms for pickers', async () => {
    const list = (await get('list', {})).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      bizCode: expect.any(String),
      formName: expect.any(String),
    });
  });
});

describe('company staff', () => {
  let own: { id: number; bizCode: string };
  beforeAll(async () => {
    own = await createForm(t, 'form_hd', {
      bizCode: 'F_HENGDA',
      formName: '恒达报名表',
      formContent: simple(),
    });
  });

  it('own their forms and also use the platform forms', async () => {
    expect((await get('info', { id: own.id }, 'form_hd')).body.data.cmpyCode).toBe('C_HENGDA');
    const page = (await get('page', { pageNum: 1, pageSize: 50 }, 'form_hd')).body.data;
    expect(page.records.map((r: { bizCode: string }) => r.bizCode)).toEqual(['F_HENGDA']);
    const list = (await get('list', {}, 'form_hd')).body.data.map((r: { bizCode: string }) => r.bizCode);
    expect(list).toContain('F_HENGDA');
    expect(list).toContain('F_JOB_INTENT');
    const operatorPage = (await get('page', { pageNum: 1, pageSize: 50 })).body.data;
    expect(operatorPage.records.map((r: { bizCode: string }) => r.bizCode)).toContain('F_HENGDA');
  });

  it("cannot see, edit or delete another company's form", async () => {
    const before = JSON.stringify((await get('info', { id: own.id })).body.data);
    expect((await get('info', { id: own.id }, 'form_yf')).body).toMatchObject({
      code: 404,
      msg: '表单不存在',
    });
    const page = (await get('page', { pageNum: 1, pageSize: 50, bizCode: 'F_HENGDA' }, 'form_yf')).body.data;
    expect(page.total).toBe(0);
    expect(
      (await get('list', {}, 'form_yf')).body.data.map((r: { bizCode: string }) => r.bizCode),
    ).not.toContain('F_HENGDA');
    const edited = await edit({ id: own.id, formName: '改名', formContent: simple() }, 'form_yf');
    expect(edited.body).toMatchObject({ code: 404, msg: '表单不存在' });
    expect((await get('del', { id: own.id }, 'form_yf')).body).toMatchObject({
      code: 404,
      msg: '表单不存在',
    });
    expect(JSON.stringify((await get('info', { id: own.id })).body.data)).toBe(before);
  });

  it('cannot change a platform form', async () => {
    const platform = (await get('page', { pageNum: 1, pageSize: 1, bizCode: 'F_JOB_INTENT' })).body.data
      .records[0];
    const edited = await edit({ id: platform.id, formName: '改名', formContent: simple() }, 'form_hd');
    expect(edited.body).toMatchObject({ code: 403, msg: '平台表单及其数据只能由平台人员管理' });
    expect((await get('del', { id: platform.id }, 'form_hd')).body.code).toBe(403);
    expect((await get('info', { id: platform.id }, 'form_hd')).body.data.formName).toBe('就业意向登记表');
  });

  it('need the form codes', async () => {
    const res = await t.call('GET', `${INFO}/page`, { token: t.token('yunying01'), query: {} });
    expect(res.body.code).toBe(200);
    const staff = await t.login('hengda01');
    expect((await t.call('GET', `${INFO}/page`, { token: staff, query: {} })).body.code).toBe(403);
  });
});

describe('the demo form', () => {
  it('is a valid form whose seeded answers pass every check of a real submit', async () => {
    const db = t.database.db;
    const [form] = await db.select().from(trainFormInfo).where(eq(trainFormInfo.bizCode, 'F_JOB_INTENT'));
    expect(form).toMatchObject({ formName: '就业意向登记表', cmpyCode: null, fieldCount: 10 });
    expect(FormRules.safeParse(JSON.parse(form!.formContent)).success).toBe(true);
    const answers = await db.select().from(trainFormValue).where(eq(trainFormValue.formId, form!.id));
    expect(answers).toHaveLength(20);
    for (const { answers: formValue } of answers) {
      const res = await t.call('POST', '/train/formValue/submit', {
        body: { bizCode: 'F_JOB_INTENT', formValue },
      });
      expect(res.body.msg, JSON.stringify(formValue)).toBe('操作成功');
    }
  });
});

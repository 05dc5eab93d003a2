import { parseFormRules } from '@hr/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { answerWhere } from './answer-query.ts';
import { createForm, listValues, submit } from './form-test-kit.ts';
import { trainFormInfo, trainFormValue } from './tables.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const options = (...labels: string[]) => labels.map((label, i) => ({ label, value: String(i + 1) }));
const RULES = [
  { type: 'UserName', field: 'name', title: '姓名' },
  { type: 'UserPhone', field: 'phone', title: '手机号' },
  { type: 'radio', field: 'gender', title: '性别', options: options('男', '女') },
  { type: 'checkbox', field: 'jobs', title: '工种', options: options('普工', '焊工', '电工') },
  {
    type: 'select',
    field: 'edu',
    title: '学历',
    options: [
      { label: '本科', value: 9 },
      { label: '大专', value: 8 },
    ],
  },
  { type: 'inputNumber', field: 'salary', title: '期望月薪' },
  { type: 'datePicker', field: 'start', title: '到岗日期', props: { type: 'datetime' } },
  { type: 'timePicker', field: 'time', title: '面试时间' },
  { type: 'AreaSelect', field: 'area', title: '户籍' },
  { type: 'input', field: 'note', title: '备注' },
  { type: 'rate', field: 'score', title: '评分' },
];
const PEOPLE = [
  [
    '张三',
    '13800138001',
    '1',
    ['1', '2'],
    9,
    5000,
    '2026-05-01 09:00:00',
    '09:00:00',
    '410184',
    '会焊接100%',
  ],
  ['李四', '13800138002', '2', ['3'], 8, 4000, '2026-05-03 10:00:00', '14:30:00', '410102', '夜班'],
  ['王五', '13800138003', '1', ['1', '2', '3'], 9, 8000, '2026-05-01 18:00:00', '10:00:00', '410184', ''],
  ['赵六', '13900139004', '2', ['2'], 8, '6500', '2026-06-01 08:00:00', '16:00:00', '410105', '有证'],
] as const;
let bizCode: string;

beforeAll(async () => {
  ({ bizCode } = await createForm(t, 'yunying01', {
    formName: '筛选测试',
    formContent: JSON.stringify(RULES),
  }));
  for (const [i, [name, phone, gender, jobs, edu, salary, start, time, county, note]] of PEOPLE.entries()) {
    const formValue = { name, phone, gender, jobs, edu, salary, start, time, note, score: 3 };
    const area = [county.slice(0, 2), county.slice(0, 4), county];
    const res = await submit(t, {
      bizCode,
      formValue: { ...formValue, area },
      refType: 'course',
      refCode: `C_${i}`,
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  }
});

const names = async (body: object) => {
  const res = await listValues(t, { bizCode, pageNum: 1, pageSize: 50, ...body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data.records.map((r: { formValue: string }) => JSON.parse(r.formValue).name).sort();
};

describe('answer filters', () => {
  it.each([
    ['text contains, wildcards literal', { name: '三' }, ['张三']],
    ['text % is not a wildcard', { note: '100%' }, ['张三']],
    ['a whole phone number exactly', { phone: '13800138002' }, ['李四']],
    ['part of a phone number', { phone: '1380013800' }, ['张三', '李四', '王五']],
    ['one option', { gender: '2' }, ['李四', '赵六']],
    ['one option given as a number', { edu: '9' }, ['张三', '王五']],
    ['any of several options', { gender: ['1', '2'] }, ['张三', '李四', '王五', '赵六']],
    ['all of several choices', { jobs: ['1', '2'] }, ['张三', '王五']],
    ['a number range', { salary: [4500, 7000] }, ['张三', '赵六']],
    ['an open number range', { salary: [null, 5000] }, ['张三', '李四']],
    ['a date range, the end day included', { start: ['2026-05-01', '2026-05-01'] }, ['张三', '王五']],
    ['a time range', { time: ['09:30:00', '15:00:00'] }, ['李四', '王五']],
    ['a county', { area: ['41', '4101', '410184'] }, ['张三', '王五']],
    ['a city', { area: ['41', '4101'] }, ['张三', '李四', '王五', '赵六']],
    ['two fields at once', { gender: '1', area: ['41', '4101', '410184'], jobs: ['3'] }, ['王五']],
    [
      'blank values ask for nothing',
      { name: '', gender: [], salary: [null, null] },
      ['张三', '李四', '王五', '赵六'],
    ],
  ])('%s', async (_name, queryMap, expected) => {
    expect(await names({ queryMap })).toEqual([...expected].sort());
  });

  it('filters by reference and submit time', async () => {
    expect(await names({ refType: 'course', refCode: 'C_1' })).toEqual(['李四']);
    expect(await names({ refType: 'job' })).toEqual([]);
    expect(await names({ beginTime: '2000-01-01 00:00:00', endTime: '2000-01-02' })).toEqual([]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await names({ beginTime: today, endTime: today })).toHaveLength(4);
  });

  it.each([
    [{ score: 3 }, '字段“score”不能作为筛选条件'],
    [{ nope: 'x' }, '字段“nope”不能作为筛选条件'],
    [{ salary: ['a', 'b'] }, '期望月薪的筛选条件格式不正确'],
    [{ area: ['henan'] }, '户籍的筛选条件格式不正确'],
  ])('refuses the queryMap %j', async (queryMap, msg) => {
    const res = await listValues(t, { bizCode, pageNum: 1, pageSize: 10, queryMap });
    expect(res.body).toMatchObject({ code: 400, msg });
  });
});

describe('the GIN index', () => {
  it('serves a two-field containment filter', async () => {
    const db = t.database.db;
    const [form] = await db.select().from(trainFormInfo).where(eq(trainFormInfo.bizCode, bizCode));
    await db.execute(sql`
      insert into train_form_value (value_code, form_id, answers)
      select 'FV_BULK_' || i, ${form!.id},
        jsonb_build_object('name', '应聘者' || i, 'gender', (i % 2 + 1)::text, 'edu', 8 + i % 2,
          'jobs', jsonb_build_array(((i % 3) + 1)::text), 'area', jsonb_build_array('41', '4101', '4101' || lpad((i % 90)::text, 2, '0')))
      from generate_series(1, 40000) i`);
    await db.execute(sql`analyze train_form_value`);
    const where = answerWhere(form!.id, parseFormRules(form!.formContent), {
      queryMap: { gender: '1', area: ['41', '4101', '410184'] },
    });
    const query = db
      .select()
      .from(trainFormValue)
      .where(where)
      .orderBy(desc(trainFormValue.createdAt))
      .limit(10);
    expect(query.toSQL().sql).toContain('@> $2::jsonb');
    const plan = (await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('train_form_value_answers');
    // 张三 and 王五, and the bulk rows with gender 1 (even i) in 410184 (i % 90 = 84).
    const bulk = Array.from({ length: 40000 }, (_, k) => k + 1).filter((i) => i % 2 === 0 && i % 90 === 84);
    const page = {
      bizCode,
      pageNum: 1,
      pageSize: 10,
      queryMap: { gender: '1', area: ['41', '4101', '410184'] },
    };
    expect((await listValues(t, page)).body.data.total).toBe(bulk.length + 2);
  });
});

import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { as, createForm, listValues, submit, upload, VALUE } from './form-test-kit.ts';
import { trainFormInfo } from './tables.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const options = (...labels: string[]) => labels.map((label, i) => ({ label, value: String(i + 1) }));
const RULES = [
  {
    type: 'row',
    children: [
      { type: 'col', children: [{ type: 'UserName', field: 'name', title: '姓名' }] },
      {
        type: 'col',
        children: [{ type: 'radio', field: 'gender', title: '性别', options: options('男', '女') }],
      },
    ],
  },
  { type: 'checkbox', field: 'jobs', title: '意向工种', options: options('普工', '焊工', '电工') },
  { type: 'AreaSelect', field: 'area', title: '户籍所在地' },
  { type: 'ImageUpload', field: 'photo', title: '照片' },
  { type: 'Signature', field: 'sign', title: '签名' },
  { type: 'switch', field: 'party', title: '党员' },
  { type: 'text', props: { content: '说明文字不占列' } },
];
const HEADERS = ['提交时间', '姓名', '性别', '意向工种', '户籍所在地', '照片', '签名', '党员'];
let bizCode: string;
let firstId: number;

async function exportBook(body: object, user = 'yunying01') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${VALUE}/export`,
    headers: { authorization: as(t, user)!, host: 'hr.example.cn' },
    payload: { bizCode, ...body },
  });
  const book = new ExcelJS.Workbook();
  if (res.headers['content-type']?.toString().includes('spreadsheetml'))
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = (book.worksheets[0]?.getSheetValues() ?? []).slice(1) as unknown[][];
  return { res, rows: rows.map((r) => r.slice(1)) };
}

beforeAll(async () => {
  ({ bizCode } = await createForm(t, 'yunying01', {
    formName: '报名/登记表',
    formContent: JSON.stringify(RULES),
  }));
  const photo = await upload(t, { bizCode, field: 'photo' }, '证件照.png', pngBytes());
  const first = await submit(t, {
    bizCode,
    formValue: { name: '张三', gender: '1', jobs: ['1', '3'], area: ['41', '4101', '410184'], party: true },
  });
  firstId = first.body.data.id;
  const second = await submit(t, {
    bizCode,
    formValue: {
      name: '李四',
      gender: '2',
      jobs: ['2'],
      area: ['41', '4101', '410102'],
      photo: [{ name: photo.data.name, objectKey: photo.data.objectKey }],
      sign: `data:image/png;base64,${pngBytes(5, 5).toString('base64')}`,
      party: false,
    },
  });
  expect(second.body.code, JSON.stringify(second.body)).toBe(200);
});

describe('exporting answers', () => {
  it('writes one column per field with what people read', async () => {
    const { res, rows } = await exportBook({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('表单数据-报名_登记表.xlsx')}`,
    );
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(3);
    const [newest, oldest] = [rows[1]!, rows[2]!];
    expect(newest[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(newest.slice(1, 5)).toEqual(['李四', '女', '焊工', '河南省 郑州市 中原区']);
    expect(newest[5]).toMatch(
      /^http:\/\/hr\.example\.cn\/api\/backend-common\/fileManage\/object\?objectKey=form%2F/,
    );
    expect(newest[6]).toMatch(
      /^http:\/\/hr\.example\.cn\/api\/backend-common\/fileManage\/object\?objectKey=form%2F.+&sign=/,
    );
    expect(newest[7]).toBe('否');
    // Unanswered fields are empty cells.
    expect(oldest.slice(1, 8)).toEqual([
      '张三',
      '男',
      '普工、电工',
      '河南省 郑州市 新郑市',
      undefined,
      undefined,
      '是',
    ]);
    // The link works without a session.
    const link = new URL(String(newest[5]));
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).statusCode).toBe(200);
  });

  it('writes only the chosen rows, or the rows the filters match', async () => {
    expect((await exportBook({ ids: [firstId] })).rows.map((r) => r[1])).toEqual(['姓名', '张三']);
    const filtered = await exportBook({ queryMap: { gender: '2' } });
    expect(filtered.rows.map((r) => r[1])).toEqual(['姓名', '李四']);
    const none = await exportBook({ beginTime: '2000-01-01', endTime: '2000-01-01' });
    expect(none.rows).toEqual([HEADERS]);
  });

  it('answers a bad filter or a hidden form with an envelope, not a broken file', async () => {
    const bad = await exportBook({ queryMap: { party: true } });
    expect(bad.res.json()).toMatchObject({ code: 400, msg: '字段“party”不能作为筛选条件' });
    const missing = await exportBook({ bizCode: 'F_NONE' });
    expect(missing.res.json()).toMatchObject({ code: 404, msg: '表单不存在' });
  });

  it('reads a long result in batches without losing or repeating a row', async () => {
    const db = t.database.db;
    const [form] = await db.select().from(trainFormInfo).where(eq(trainFormInfo.bizCode, bizCode));
    // 2,500 answers sharing five timestamps: the keyset must break ties by id.
    await db.execute(sql`
      insert into train_form_value (value_code, form_id, answers, created_at)
      select 'FV_MANY_' || i, ${form!.id}, jsonb_build_object('name', '应聘者' || i, 'gender', '1'),
        timestamptz '2026-01-01 08:00:00.123456+08' + (i % 5) * interval '1 microsecond'
      from generate_series(1, 2500) i`);
    const { rows } = await exportBook({});
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).toHaveLength(2502);
    expect(new Set(names).size).toBe(2502);
    expect((await listValues(t, { bizCode, pageNum: 1, pageSize: 1 })).body.data.total).toBe(2502);
  });
});

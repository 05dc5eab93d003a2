import { formatApiTime } from '@hr/contract';
import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { createForm, submit } from '../../train/form/form-test-kit.ts';
import { trainFormValue } from '../../train/form/tables.ts';
import { hotEvent } from './tables.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01'] });
const P = '/hrbd-recruit';
const HOUR = 3600_000;
const at = (offset: number) => formatApiTime(new Date(Date.now() + offset))!;
const options = (...labels: string[]) => labels.map((label, i) => ({ label, value: String(i + 1) }));
const RULES = [
  { type: 'UserName', field: 'name', title: '姓名' },
  { type: 'radio', field: 'gender', title: '性别', options: options('男', '女') },
];

const call = (method: string, url: string, body?: unknown, user = 'yunying01') =>
  t.call(method, `${P}${url}`, { token: t.token(user), ...(body === undefined ? {} : { body }) });
const ok = <R>(res: { body: { code: number; msg: string; data: R } }) => {
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const eventBody = (formCode: string, extra: Record<string, unknown> = {}) => ({
  title: '春风行动·企业用工对接周',
  content: '<p>欢迎报名参加</p><img src="x" onerror="alert(1)">',
  coverCode: 'M_DEMO_JF_01',
  beginTime: at(-HOUR),
  endTime: at(24 * HOUR),
  formCode,
  ...extra,
});
const snapshot = async () =>
  JSON.stringify([
    await t.database.db.select().from(hotEvent).orderBy(asc(hotEvent.id)),
    await t.database.db.select().from(trainFormValue).orderBy(asc(trainFormValue.id)),
  ]);
async function refused(
  request: () => Promise<{ body: { code: number; msg: string } }>,
  code: number,
  msg: string,
) {
  const before = await snapshot();
  expect((await request()).body).toMatchObject({ code, msg });
  expect(await snapshot()).toBe(before);
}

let bizCode: string;
let otherForm: string;
let eventCode: string;
const answer = (formValue: object, code = eventCode, form = bizCode) =>
  submit(t, { bizCode: form, formValue, refType: 'hotEvent', refCode: code });

beforeAll(async () => {
  ({ bizCode } = await createForm(t, 'yunying01', {
    formName: '用工对接周报名表',
    formContent: JSON.stringify(RULES),
  }));
  ({ bizCode: otherForm } = await createForm(t, 'yunying01', {
    formName: '另一张表',
    formContent: JSON.stringify(RULES),
  }));
});

describe('hot events', () => {
  it('saves an open event with its cover, form and a sanitised body', async () => {
    eventCode = (ok(await call('POST', '/hot-events/save', eventBody(bizCode))) as { eventCode: string })
      .eventCode;
    const info = ok(
      await t.call('GET', `${P}/hot-events/info`, { token: t.token('yunying01'), query: { eventCode } }),
    ) as any;
    expect(info).toMatchObject({
      eventCode,
      status: 1,
      statusName: '进行中',
      formCode: bizCode,
      formName: '用工对接周报名表',
      answerCount: 0,
      coverUrl: expect.stringContaining('objectKey='),
      fillPath: `/form/fill/${bizCode}?refType=hotEvent&refCode=${eventCode}`,
    });
    expect(info.content).toBe('<p>欢迎报名参加</p><img src="x" />');
  });

  it('takes answers on the forms module public page while open, for its own form only', async () => {
    ok(await answer({ name: '王建军', gender: '1' }));
    ok(await answer({ name: '李秀英', gender: '2' }));
    ok(await answer({ name: '刘芳', gender: '2' }));
    await refused(
      () => answer({ name: '张伟' }, eventCode, otherForm),
      400,
      '提交的表单不是该热点事件的报名表单',
    );
    await refused(() => answer({ name: '张伟' }, 'HE_NONE'), 400, '热点事件不存在');
    const later = (
      ok(
        await call(
          'POST',
          '/hot-events/save',
          eventBody(bizCode, { beginTime: at(HOUR), endTime: at(2 * HOUR) }),
        ),
      ) as any
    ).eventCode;
    await refused(() => answer({ name: '张伟' }, later), 400, '该热点事件不在开放时间内，不能提交');
  });

  it('pages events by title and status, with answer counts', async () => {
    const page = async (query: Record<string, string>) =>
      ok(await t.call('GET', `${P}/hot-events/page`, { token: t.token('yunying01'), query })) as any;
    const open = await page({ status: '1', title: '·企业' });
    expect(open.records.map((r: any) => [r.eventCode, r.answerCount])).toEqual([[eventCode, 3]]);
    expect((await page({ status: '0' })).records.every((r: any) => r.statusName === '未开始')).toBe(true);
    expect((await page({ status: '2', title: '用工对接' })).total).toBe(0);
  });

  it('lists the values with filters on the form fields', async () => {
    const all = ok(
      await call('POST', '/hot-events-values/page', { eventCode, pageNum: 1, pageSize: 10 }),
    ) as any;
    expect(all.total).toBe(3);
    const women = ok(
      await call('POST', '/hot-events-values/page', { eventCode, queryMap: { gender: '2' } }),
    ) as any;
    expect(women.records.map((r: any) => JSON.parse(r.formValue).name).sort()).toEqual(['刘芳', '李秀英']);
    await refused(
      () => call('POST', '/hot-events-values/page', { eventCode, queryMap: { nope: 'x' } }),
      400,
      expect.any(String) as never,
    );
  });

  it('exports the values as a streamed xlsx, filtered or the chosen rows', async () => {
    const book = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${P}/hot-events-values/exportHotEventsValues`,
        query: { eventCode, ...query },
        headers: { authorization: t.token('yunying01') },
      });
      expect(res.headers['content-disposition']).toContain(
        encodeURIComponent('热点事件数据-春风行动·企业用工对接周.xlsx'),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return (workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    };
    const filtered = await book({ queryMap: JSON.stringify({ gender: '2' }) });
    expect(filtered[0]).toEqual(['提交时间', '姓名', '性别']);
    expect(
      filtered
        .slice(1)
        .map((r) => r.slice(1))
        .sort(),
    ).toEqual([
      ['刘芳', '女'],
      ['李秀英', '女'],
    ]);
    const page = ok(
      await call('POST', '/hot-events-values/page', { eventCode, queryMap: { name: '王' } }),
    ) as any;
    const chosen = await book({ ids: String(page.records[0].id) });
    expect(chosen.slice(1).map((r) => r[1])).toEqual(['王建军']);
  });

  it('edits the event but keeps its form once answered, changing nothing when refused', async () => {
    ok(
      await call('POST', '/hot-events/edit', {
        eventCode,
        ...eventBody(bizCode, { title: '用工对接周（延期）' }),
      }),
    );
    await refused(
      () => call('POST', '/hot-events/edit', { eventCode, ...eventBody(otherForm) }),
      400,
      '已有人填写，不能更换报名表单',
    );
  });

  it('refuses bad input with clear Chinese messages, with nothing changed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [eventBody(bizCode, { coverCode: 'M_DEMO_JF_04' }), '封面须为平台素材库中审核通过的图片'],
      [eventBody('F_NONE'), '报名表单不存在或不是平台表单'],
      [eventBody(bizCode, { endTime: at(-2 * HOUR) }), '结束时间须晚于开始时间'],
      [eventBody(bizCode, { title: '' }), '请输入事件标题'],
      [eventBody(bizCode, { content: '<p> </p>' }), '请输入事件内容'],
      [eventBody(bizCode, { beginTime: '2026-13-01' }), '开始时间格式应为 YYYY-MM-DD HH:mm:ss'],
    ];
    for (const [body, msg] of cases) await refused(() => call('POST', '/hot-events/save', body), 400, msg);
    await refused(
      () => call('POST', '/hot-events/edit', { eventCode: 'HE_NONE', ...eventBody(bizCode) }),
      404,
      '热点事件不存在',
    );
    await refused(
      () => call('POST', '/hot-events/save', eventBody(bizCode), 'hengda01'),
      403,
      expect.any(String) as never,
    );
  });
});

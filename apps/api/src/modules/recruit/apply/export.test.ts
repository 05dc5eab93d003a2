import { APPLY_MESSAGES, formatApiTime, JOB_MESSAGES } from '@hr/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { xlsxToCsv } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { HENGDA, jobKit, OP, USERS, YUNFAN } from '../job/job-test-kit.ts';
import { addRunningStation } from '../station/station-test-kit.ts';
import {
  APPLY,
  applied,
  applyAnswers,
  download,
  exportRecords,
  JOB_FORM_HEADERS,
  newPhone,
  onlineJobWithForm,
  resumeBody,
  sheetRows,
  uploadApplyFile,
} from './apply-file-kit.ts';
import { RESUME_NOT_FOUND } from './export.ts';
import { APPLY_COLUMNS, RESUME_COLUMNS } from './export-columns.ts';
import { jobApplyInfo } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

const APPLY_HEADERS = APPLY_COLUMNS.map((c) => c.header);
const enc = encodeURIComponent;

let formJob = '';
let plainJob = '';
let yunfanJob = '';
/** Applications of the form job, oldest first: 张一 (白班), 王二 (夜班, photo), 李三 (夜班, at a station). */
const formApps: string[] = [];
let plainApp = '';
let yunfanApp = '';
let photoKey = '';
const phones: Record<string, string> = {};
/** When this file's applications began (a filter that leaves the demo applications out). */
let startTime = '';

const appliedAs = async (jobCode: string, usrName: string, usrGender: number, formValue?: object) => {
  phones[usrName] = newPhone();
  return applied(t, {
    jobCode,
    resume: resumeBody({
      usrName,
      usrTel: phones[usrName],
      usrGender,
      usrIdCard: usrGender === 1 ? '410184199003151237' : '41018419950620222X',
    }),
    ...(formValue ? { formValue } : {}),
  });
};

beforeAll(async () => {
  startTime = formatApiTime(new Date(Date.now() - 1000))!;
  formJob = await onlineJobWithForm(t, k);
  plainJob = await k.jobIn(3, { jobName: '仓库管理员' });
  yunfanJob = await k.jobIn(3, { cmpyCode: 'C_YUNFAN', jobName: '快递分拣员' });
  photoKey = (await uploadApplyFile(t, formJob, 'photo', '证件照.png')).data.objectKey;
  formApps.push(await appliedAs(formJob, '张一', 1, applyAnswers({ shift: '1', note: '' })));
  formApps.push(
    await appliedAs(
      formJob,
      '王二',
      2,
      applyAnswers({ photo: [{ name: '证件照.png', objectKey: photoKey }], hukou: ['41', '4101', '410102'] }),
    ),
  );
  formApps.push(await appliedAs(formJob, '李三', 1, applyAnswers({ salary: 6500 })));
  plainApp = await appliedAs(plainJob, '赵四', 2);
  yunfanApp = await appliedAs(yunfanJob, '钱五', 1);
  // 李三 passed screening and joined a station; remarks on 张一.
  await addRunningStation(t.database.db, {
    stationCode: 'S_TEST_01',
    applyName: '薛店镇就业服务站',
    contactPhone: '13700000001',
  });
  await t.database.db
    .update(jobApplyInfo)
    .set({ state: 3, stationCode: 'S_TEST_01' })
    .where(eq(jobApplyInfo.applyCode, formApps[2]!));
  await t.database.db
    .update(jobApplyInfo)
    .set({ remark: '电话已沟通，周一面试' })
    .where(eq(jobApplyInfo.applyCode, formApps[0]!));
});

const exportOf = (user: string, pathName: string, query: Record<string, string>) =>
  download(t, t.token(user), pathName, query);

describe('dataExport', () => {
  it('writes the chosen applications with the list columns and the job form answers as people read them', async () => {
    const before = (await exportRecords(t)).length;
    const res = await exportOf(OP, 'dataExport', { applyCodes: formApps.join(','), jobCode: formJob });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${enc('报名表.xlsx')}`);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([...APPLY_HEADERS, ...JOB_FORM_HEADERS]);
    // Newest first, as the list.
    expect(rows.slice(1).map((r) => r[0])).toEqual(['李三', '王二', '张一']);
    const [li, wang, zhang] = rows.slice(1);
    expect(li!.slice(0, 9)).toEqual([
      '李三',
      phones.李三,
      expect.any(Number),
      '男',
      '焊工（测试）',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      '通过初筛',
      '薛店镇就业服务站',
      undefined,
    ]);
    expect(li!.slice(9)).toEqual(['夜班', '河南省 郑州市 新郑市', undefined, '可以立即到岗', '6500']);
    expect(wang!.slice(3, 7)).toEqual(['女', '焊工（测试）', expect.any(String), '新简历']);
    expect(wang![9]).toBe('夜班');
    expect(wang![10]).toBe('河南省 郑州市 中原区');
    expect(String(wang![11])).toMatch(
      new RegExp(
        `^http://hr\\.example\\.cn/api/backend-common/fileManage/object\\?objectKey=${enc(photoKey)}&expires=\\d+&sign=[0-9a-f]+$`,
      ),
    );
    expect(zhang![8]).toBe('电话已沟通，周一面试');
    expect(zhang![9]).toBe('白班');
    const records = await exportRecords(t);
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({
      exportType: 'apply',
      fileName: '报名表.xlsx',
      rowCount: 3,
      cmpyCode: null,
      detail: { applyCodes: formApps, jobCode: formJob, complete: true },
    });
  });

  it('leaves out the codes the caller cannot see; nothing visible is 404', async () => {
    const all = [...formApps, plainApp, yunfanApp, 'AP_NOPE'].join(',');
    const op = await sheetRows((await exportOf(OP, 'dataExport', { applyCodes: all })).rawPayload);
    expect(op[0]).toEqual(APPLY_HEADERS);
    expect(op.slice(1).map((r) => r[0])).toEqual(['钱五', '赵四', '李三', '王二', '张一']);
    const hengda = await sheetRows((await exportOf(HENGDA, 'dataExport', { applyCodes: all })).rawPayload);
    expect(hengda.slice(1).map((r) => r[0])).toEqual(['赵四', '李三', '王二', '张一']);
    expect((await exportRecords(t)).at(-1)).toMatchObject({ rowCount: 4, cmpyCode: 'C_HENGDA' });
    // With a job: only that job's applications.
    const oneJob = await sheetRows(
      (await exportOf(HENGDA, 'dataExport', { applyCodes: all, jobCode: formJob })).rawPayload,
    );
    expect(oneJob.slice(1).map((r) => r[0])).toEqual(['李三', '王二', '张一']);
    const before = (await exportRecords(t)).length;
    const hidden = await exportOf(YUNFAN, 'dataExport', { applyCodes: formApps.join(',') });
    expect(hidden.json()).toMatchObject({ code: 404, msg: APPLY_MESSAGES.notFound });
    const otherJob = await exportOf(YUNFAN, 'dataExport', { applyCodes: yunfanApp, jobCode: formJob });
    expect(otherJob.json()).toMatchObject({ code: 404, msg: JOB_MESSAGES.notFound });
    expect(await exportRecords(t)).toHaveLength(before);
    const none = await exportOf(OP, 'dataExport', { applyCodes: '' });
    expect(none.json()).toMatchObject({ code: 400, msg: APPLY_MESSAGES.applyCodesRequired });
  });
});

describe('exportJobApplyInfos', () => {
  /** Names exported, of the applications made by this file (the demo data's are older). */
  const namesIn = async (user: string, query: Record<string, string>) =>
    (await sheetRows((await exportOf(user, 'exportJobApplyInfos', { startTime, ...query })).rawPayload))
      .slice(1)
      .map((r) => r[0]);

  it('writes every application of the tab under the list filters, as the list shows them', async () => {
    expect(await namesIn(OP, { state: '0' })).toEqual(['钱五', '赵四', '王二', '张一']);
    expect(await namesIn(OP, { state: '3' })).toEqual(['李三']);
    expect(await namesIn(OP, { state: '0', usrGender: '2' })).toEqual(['赵四', '王二']);
    expect(await namesIn(OP, { state: '0', jobName: '仓库' })).toEqual(['赵四']);
    expect(await namesIn(OP, { state: '0', usrPhone: phones.张一! })).toEqual(['张一']);
    expect(await namesIn(OP, { state: '0', jobName: '没有这个职位' })).toEqual([]);
    expect(await namesIn(HENGDA, { state: '0' })).toEqual(['赵四', '王二', '张一']);
    expect(await namesIn(YUNFAN, { state: '0' })).toEqual(['钱五']);
    // Single mode: the job's custom fields become columns and filters.
    const res = await exportOf(HENGDA, 'exportJobApplyInfos', {
      state: '0',
      jobCode: formJob,
      queryMap: JSON.stringify({ shift: '2' }),
    });
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([...APPLY_HEADERS, ...JOB_FORM_HEADERS]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['王二']);
    expect((await exportRecords(t)).at(-1)).toMatchObject({
      exportType: 'apply',
      rowCount: 1,
      cmpyCode: 'C_HENGDA',
      detail: { state: 0, jobCode: formJob, queryMap: { shift: '2' }, complete: true },
    });
    const hidden = await exportOf(YUNFAN, 'exportJobApplyInfos', { state: '0', jobCode: formJob });
    expect(hidden.json()).toMatchObject({ code: 404, msg: JOB_MESSAGES.notFound });
  });

  it('matches the list page for page, in the same order', async () => {
    const list = await t.call('GET', `${APPLY}/queryPageJobApplyInfo`, {
      token: t.token(OP),
      query: { state: '0', pageNum: '1', pageSize: '50' },
    });
    expect(list.body.code).toBe(200);
    const listed = (list.body.data.records as { usrName: string; usrTel: string }[]).map((r) => [
      r.usrName,
      r.usrTel,
    ]);
    const rows = await sheetRows((await exportOf(OP, 'exportJobApplyInfos', { state: '0' })).rawPayload);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(listed);
  });

  it('reads a long result in batches without losing or repeating a row', async () => {
    // 2,500 applications of one job, many created in the same millisecond (different microseconds) and
    // some at the very same instant: the keyset must neither skip nor repeat any of them.
    const bulkJob = await k.jobIn(3, { jobName: '普工（批量）' });
    await t.database.db.execute(sql`
      insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel, usr_age, usr_gender, state, created_at, state_time)
      select 'AP_BULK_' || g, ${bulkJob}, 'C_HENGDA', 'U_BULK_' || g, '批量' || g, '137' || lpad(g::text, 8, '0'), 30, 1 + g % 2, 0,
             timestamptz '2026-01-01 08:00:00+08' + (g / 3) * interval '7 microseconds', now()
      from generate_series(1, 2500) g`);
    const res = await exportOf(OP, 'exportJobApplyInfos', { state: '0', jobCode: bulkJob });
    const rows = (await sheetRows(res.rawPayload)).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[1])).size).toBe(2500);
    expect((await exportRecords(t)).at(-1)).toMatchObject({ rowCount: 2500 });
    await t.database.db.delete(jobApplyInfo).where(eq(jobApplyInfo.jobCode, bulkJob));
  });
});

describe('resumeDetailExport', () => {
  const resumeCodes = async (applyCodes: string[]) =>
    (
      await t.database.db
        .select({ resumeCode: jobApplyInfo.resumeCode })
        .from(jobApplyInfo)
        .where(inArray(jobApplyInfo.applyCode, applyCodes))
    ).map((r) => r.resumeCode!);

  it('writes one row per resume, the lists one entry per line', async () => {
    const [zhang] = await resumeCodes([formApps[0]!]);
    const res = await exportOf(OP, 'resumeDetailExport', { resumeCodes: zhang! });
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${enc('简历表.xlsx')}`);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(RESUME_COLUMNS.map((c) => c.header));
    expect(rows[1]).toEqual([
      '张一',
      '男',
      expect.any(Number),
      phones.张一,
      '410184199003151237',
      '本科',
      '6年',
      '统招',
      '河南省郑州市新郑市',
      '焊工',
      '全职',
      expect.stringMatching(/\S/),
      '2018-07 至 2023-06  郑州宇通重工有限公司  焊工（生产制造）  工作内容：负责车架焊接，持有焊工证。\n2023-07 至今  新郑市恒达机械制造有限公司  班组长',
      '2014-09 至 2018-06  郑州大学  材料成型及控制工程  本科  统招',
      '2019-03 至今  郑州市职业技能培训中心  培训内容：焊工中级',
      '焊工证（中级）（2019-05）',
    ]);
    expect((await exportRecords(t)).at(-1)).toMatchObject({
      exportType: 'resume',
      fileName: '简历表.xlsx',
      rowCount: 1,
      detail: { resumeCodes: [zhang], complete: true },
    });
  });

  it('exports only the resumes sent to the caller’s company, in the order chosen', async () => {
    const codes = await resumeCodes([formApps[0]!, formApps[1]!, yunfanApp]);
    const byName = new Map<string, string>();
    for (const name of ['张一', '王二', '钱五']) {
      const [row] = await t.database.db
        .select({ resumeCode: jobApplyInfo.resumeCode })
        .from(jobApplyInfo)
        .where(eq(jobApplyInfo.usrTel, phones[name]!));
      byName.set(name, row!.resumeCode!);
    }
    expect(new Set(codes)).toEqual(new Set(byName.values()));
    const asked = [byName.get('钱五')!, byName.get('王二')!, byName.get('张一')!, 'R_NOPE'].join(',');
    const op = await sheetRows((await exportOf(OP, 'resumeDetailExport', { resumeCodes: asked })).rawPayload);
    expect(op.slice(1).map((r) => r[0])).toEqual(['钱五', '王二', '张一']);
    const hengda = await sheetRows(
      (await exportOf(HENGDA, 'resumeDetailExport', { resumeCodes: asked })).rawPayload,
    );
    expect(hengda.slice(1).map((r) => r[0])).toEqual(['王二', '张一']);
    const hidden = await exportOf(YUNFAN, 'resumeDetailExport', { resumeCodes: byName.get('王二')! });
    expect(hidden.json()).toMatchObject({ code: 404, msg: RESUME_NOT_FOUND });
  });
});

describe('opened by LibreOffice', () => {
  it('reads both files with their Chinese text', async () => {
    const apply = await exportOf(OP, 'dataExport', { applyCodes: formApps.join(','), jobCode: formJob });
    const csv = xlsxToCsv(apply.rawPayload).trim().split('\n');
    expect(csv[0]).toBe([...APPLY_HEADERS, ...JOB_FORM_HEADERS].join(','));
    expect(csv).toHaveLength(4);
    expect(csv[1]).toMatch(
      /^李三,\d{11},\d+,男,焊工（测试）,.*,通过初筛,薛店镇就业服务站,,夜班,河南省 郑州市 新郑市,,可以立即到岗,6500$/,
    );
    const [row] = await t.database.db
      .select({ resumeCode: jobApplyInfo.resumeCode })
      .from(jobApplyInfo)
      .where(eq(jobApplyInfo.applyCode, formApps[1]!));
    const resumeCsv = xlsxToCsv(
      (await exportOf(OP, 'resumeDetailExport', { resumeCodes: row!.resumeCode! })).rawPayload,
    );
    expect(resumeCsv.startsWith(RESUME_COLUMNS.map((c) => c.header).join(','))).toBe(true);
    expect(resumeCsv).toContain('王二,女,');
    expect(resumeCsv).toContain('"2018-07 至 2023-06  郑州宇通重工有限公司');
  }, 180_000);
});

describe('queryExportRecord', () => {
  it('pages the records newest first with the operator and company names, filtered', async () => {
    const res = await t.call('GET', `${APPLY}/queryExportRecord`, {
      token: t.token(OP),
      query: { pageNum: '1', pageSize: '100' },
    });
    const all = await exportRecords(t);
    expect(res.body.data.total).toBe(all.length);
    const records = res.body.data.records as Record<string, unknown>[];
    expect(records.map((r) => r.id)).toEqual(all.map((r) => r.id).reverse());
    const byHengda = records.find(
      (r) => r.cmpyName === '新郑市恒达机械制造有限公司' && r.exportType === 'apply',
    );
    expect(byHengda).toMatchObject({
      exportType: 'apply',
      exportTypeName: '报名表',
      fileName: '报名表.xlsx',
    });
    expect(records.find((r) => r.exportType === 'resume')).toMatchObject({ exportTypeName: '简历表' });
    const filtered = await t.call('GET', `${APPLY}/queryExportRecord`, {
      token: t.token(OP),
      query: { pageNum: '1', pageSize: '100', operator: 'hengda' },
    });
    const hengdaRows = all.filter((r) => r.cmpyCode === 'C_HENGDA');
    expect(filtered.body.data.total).toBe(hengdaRows.length);
    expect(new Set((filtered.body.data.records as { cmpyName: string }[]).map((r) => r.cmpyName))).toEqual(
      new Set(['新郑市恒达机械制造有限公司']),
    );
    const page2 = await t.call('GET', `${APPLY}/queryExportRecord`, {
      token: t.token(OP),
      query: { pageNum: '2', pageSize: '2' },
    });
    expect((page2.body.data.records as { id: number }[]).map((r) => r.id)).toEqual(
      all
        .map((r) => r.id)
        .reverse()
        .slice(2, 4),
    );
    const future = await t.call('GET', `${APPLY}/queryExportRecord`, {
      token: t.token(OP),
      query: { pageNum: '1', pageSize: '10', startTime: '2099-01-01' },
    });
    expect(future.body.data).toEqual({ records: [], total: 0 });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const untilToday = await t.call('GET', `${APPLY}/queryExportRecord`, {
      token: t.token(OP),
      query: { pageNum: '1', pageSize: '10', endTime: today },
    });
    expect(untilToday.body.data.total).toBe(all.length);
  });

  it('is for operators: company staff are refused', async () => {
    const res = await t.call('GET', `${APPLY}/queryExportRecord`, {
      token: t.token(HENGDA),
      query: { pageNum: '1', pageSize: '10' },
    });
    expect(res.body.code).toBe(403);
  });
});

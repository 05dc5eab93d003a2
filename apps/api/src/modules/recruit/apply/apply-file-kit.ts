import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { multipartBody, pngBytes } from '../../../test/files.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { storedFile } from '../../common/files/tables.ts';
import { createForm } from '../../train/form/form-test-kit.ts';
import { type JobKit, OP } from '../job/job-test-kit.ts';
import {
  applyExportRecord,
  jobApplyInfo,
  resume,
  resumeCertificate,
  resumeEducation,
  resumeTrain,
  resumeWork,
} from './tables.ts';

/** Shared by the tests of the public apply page, the exports and the resume PDF. */
type T = ReturnType<typeof useTestApp>;

export const APPLY = '/recruit/applyInfo';

/** The application form a job copies: a choice, a region, a picture, a checked text and a number. */
export const JOB_FORM_RULES = [
  {
    type: 'radio',
    field: 'shift',
    title: '班次',
    options: [
      { label: '白班', value: '1' },
      { label: '夜班', value: '2' },
    ],
    validate: [{ type: 'string', mode: 'required', required: true, message: '请选择班次' }],
  },
  { type: 'AreaSelect', field: 'hukou', title: '户籍所在地' },
  { type: 'ImageUpload', field: 'photo', title: '证件照' },
  {
    type: 'input',
    field: 'note',
    title: '补充说明',
    validate: [{ type: 'string', mode: 'pattern', pattern: '^[^0-9]*$', message: '补充说明不能含数字' }],
  },
  { type: 'inputNumber', field: 'salary', title: '期望月薪' },
];
export const JOB_FORM_HEADERS = ['班次', '户籍所在地', '证件照', '补充说明', '期望月薪'];

/** A platform form with JOB_FORM_RULES, and an online job of 恒达 (the operator's) that copied it. */
export async function onlineJobWithForm(t: T, k: JobKit, extra: Record<string, unknown> = {}) {
  const form = await createForm(t, OP, {
    formName: `报名附加信息${Math.random().toString(36).slice(2, 6)}`,
    formContent: JSON.stringify(JOB_FORM_RULES),
  });
  return k.jobIn(3, { formId: form.id, ...extra });
}

let phoneSeq = 0;
/** A fresh mobile number per call, so each test has its own person. */
export const newPhone = () => `1390000${String(phoneSeq++).padStart(4, '0')}`;

/** A complete resume (male, born 1990-03-15); each test changes what it needs. */
export const resumeBody = (extra: Record<string, unknown> = {}) => ({
  usrName: '张伟',
  usrTel: newPhone(),
  usrIdCard: '410184199003151237',
  usrGender: 1,
  workingYear: 6,
  academicRequirement: 9,
  recruit: 0,
  usrProvince: '41',
  usrCity: '4101',
  usrCountry: '410184',
  expectPosition: '焊工',
  workType: 1,
  specialSkills: ['JC0102'],
  workList: [
    {
      compyName: '郑州宇通重工有限公司',
      jobName: '焊工',
      jobCategoryName: '生产制造',
      beginTime: '2018-07',
      endTime: '2023-06',
      workContent: '负责车架焊接，持有焊工证。',
    },
    { compyName: '新郑市恒达机械制造有限公司', jobName: '班组长', beginTime: '2023-07' },
  ],
  educationList: [
    {
      schoolName: '郑州大学',
      professionName: '材料成型及控制工程',
      academicRequirement: 9,
      recruit: 0,
      beginTime: '2014-09',
      endTime: '2018-06',
    },
  ],
  trainList: [
    { trainOrganizaName: '郑州市职业技能培训中心', trainContent: '焊工中级', beginTime: '2019-03' },
  ],
  certificateVOS: [{ vcName: '焊工证（中级）', issueTime: '2019-05' }],
  ...extra,
});

export const applyAnswers = (extra: Record<string, unknown> = {}) => ({
  shift: '2',
  hukou: ['41', '4101', '410184'],
  note: '可以立即到岗',
  salary: 8000,
  ...extra,
});

/** The public apply call, without a session. */
export const applyPublic = (t: T, body: object) => t.call('POST', `${APPLY}/public/apply`, { body });

/** Applies and answers the new application's code (fails the test when refused). */
export async function applied(t: T, body: object): Promise<string> {
  const res = await applyPublic(t, body);
  expect(res.body.msg, JSON.stringify(res.body)).toBe('操作成功');
  return res.body.data.applyCode as string;
}

/** The apply page's upload, without a session. */
export async function uploadApplyFile(
  t: T,
  jobCode: string,
  field: string,
  name: string,
  bytes = pngBytes(),
) {
  const form = await multipartBody({ jobCode, field }, { field: 'multipartFile', name, bytes });
  const res = await t.app.inject({ method: 'POST', url: `/api${APPLY}/public/uploadFile`, ...form });
  return res.json() as { code: number; msg: string; data: { name: string; objectKey: string; url: string } };
}

/** Rows of every table an application writes, to prove a refused one stored nothing. */
export async function applyTableCounts(t: T) {
  const db = t.database.db;
  const tables = [
    jobApplyInfo,
    resume,
    resumeWork,
    resumeEducation,
    resumeTrain,
    resumeCertificate,
    storedFile,
  ] as const;
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
}

/** An application row by code. */
export const applyRow = async (t: T, applyCode: string) =>
  (await t.database.db.select().from(jobApplyInfo).where(eq(jobApplyInfo.applyCode, applyCode)))[0]!;

/** A file download through the API as `token`; the body as bytes. */
export async function download(t: T, token: string | null, path: string, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${APPLY}/${path}`,
    query,
    headers: { ...(token ? { authorization: token } : {}), host: 'hr.example.cn' },
  });
  return res;
}

/** The first sheet of an xlsx as rows of cell values (header first), read back with exceljs. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows = (book.worksheets[0]?.getSheetValues() ?? []).slice(1) as unknown[][];
  return rows.map((r) => (r ?? []).slice(1));
}

/** The export records in the order written. */
export const exportRecords = (t: T) =>
  t.database.db.select().from(applyExportRecord).orderBy(applyExportRecord.id);

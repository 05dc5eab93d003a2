import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLY_MESSAGES } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { HENGDA, jobKit, OP, USERS, YUNFAN } from '../job/job-test-kit.ts';
import {
  applied,
  applyRow,
  download,
  exportRecords,
  newPhone,
  onlineJobWithForm,
  resumeBody,
  uploadApplyFile,
} from './apply-file-kit.ts';
import { resumeFileMessages } from './resume-pdf.ts';
import { jobApplyInfo, resume } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

let jobCode = '';
let applyCode = '';
let resumeCode = '';

/** Puts an application at `state` (the pipeline's own calls are tested with the pipeline). */
const setState = (code: string, state: number, interviewTime: Date | null = null) =>
  t.database.db.update(jobApplyInfo).set({ state, interviewTime }).where(eq(jobApplyInfo.applyCode, code));
const inOneDay = () => new Date(Date.now() + 24 * 3600_000);

beforeAll(async () => {
  jobCode = await onlineJobWithForm(t, k);
  const head = await uploadApplyFile(t, jobCode, '$head', '头像.png', pngBytes(60, 80, [40, 90, 160]));
  const cert = await uploadApplyFile(
    t,
    jobCode,
    '$certificate',
    '证书.png',
    pngBytes(120, 80, [200, 160, 40]),
  );
  applyCode = await applied(t, {
    jobCode,
    resume: resumeBody({
      usrName: '欧阳建国',
      usrTel: newPhone(),
      headPictureKey: head.data.objectKey,
      certificateVOS: [
        { vcName: '焊工证（中级）', issueTime: '2019-05', objectKeys: [cert.data.objectKey] },
        { vcName: '优秀员工', issueTime: '2022-12' },
      ],
    }),
    formValue: { shift: '1' },
  });
  resumeCode = (await applyRow(t, applyCode)).resumeCode!;
});

const get = (user: string, query: Record<string, string>) =>
  download(t, t.token(user), 'downloadResume', query);

/** The text of a PDF as pdftotext reads it (Debian's poppler-utils; `npm test` installs it when missing). */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('downloadResume', () => {
  it('refuses an application not invited to interview, with the state in the message', async () => {
    await setState(applyCode, 0);
    const before = (await exportRecords(t)).length;
    const res = await get(OP, { applyCode, resumeCode });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: resumeFileMessages.stateRefused(0) });
    expect(res.json().msg).toBe('当前状态为“新简历”，不能下载简历（仅已邀约面试的报名可下载）');
    for (const state of [1, 2, 3, 4, 6, 7, 8, 9, 10, 11]) {
      await setState(applyCode, state);
      expect((await get(OP, { applyCode })).json()).toMatchObject({
        code: 400,
        msg: resumeFileMessages.stateRefused(state),
      });
    }
    expect(await exportRecords(t)).toHaveLength(before);
  });

  it('refuses an invitation whose interview time has passed (the clock makes it 已过期)', async () => {
    await setState(applyCode, 5, new Date(Date.now() - 60_000));
    const res = await get(OP, { applyCode });
    expect(res.json()).toMatchObject({ code: 400, msg: resumeFileMessages.stateRefused(6) });
    expect((await applyRow(t, applyCode)).state).toBe(6);
  });

  it('writes the resume as a PDF with its Chinese text, and records the download', async () => {
    await setState(applyCode, 5, inOneDay());
    const before = (await exportRecords(t)).length;
    const res = await get(HENGDA, { applyCode, resumeCode });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('欧阳建国的简历.pdf')}`,
    );
    const pdf = res.rawPayload;
    if (process.env.RESUME_PDF_OUT) fs.writeFileSync(process.env.RESUME_PDF_OUT, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is embedded as a subset: the whole face is about 10 MB.
    expect(pdf.length).toBeLessThan(400_000);
    const records = await exportRecords(t);
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({
      exportType: 'resumePdf',
      fileName: '欧阳建国的简历.pdf',
      rowCount: 1,
      cmpyCode: 'C_HENGDA',
      detail: { applyCode, resumeCode, complete: true },
    });
    const text = pdfText(pdf);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      '个人简历',
      '欧阳建国',
      '男',
      '本科',
      '工作6年',
      '410184199003151237',
      '河南省郑州市新郑市',
      '求职意向',
      '期望职位：焊工',
      '工作性质：全职',
      '应聘职位：焊工（测试）',
      '新郑市恒达机械制造有限公司',
      '7000-10000元/月',
      '当前状态：已邀约',
      '郑州宇通重工有限公司',
      '负责车架焊接，持有焊工证。',
      '2018-07 至 2023-06',
      '2023-07 至今',
      '郑州大学',
      '材料成型及控制工程',
      '本科，统招',
      '郑州市职业技能培训中心',
      '焊工证（中级）',
      '获得时间 2019-05',
      '优秀员工',
    ])
      expect(flat, expected).toContain(expected);
    // Every page has its footer (pdftotext drops the narrow spaces around the numbers).
    expect(text.replace(/\s+/g, '')).toMatch(/导出时间\d{4}-\d\d-\d\d\d\d:\d\d:\d\d第1\/2页[\s\S]*第2\/2页/);
  });

  it('is 404 for another company’s application and for a resume code that is not the application’s', async () => {
    const other = await get(YUNFAN, { applyCode });
    expect(other.json()).toMatchObject({ code: 404, msg: APPLY_MESSAGES.notFound });
    const wrongResume = await get(OP, { applyCode, resumeCode: 'R_NOPE' });
    expect(wrongResume.json()).toMatchObject({ code: 404, msg: APPLY_MESSAGES.notFound });
    expect((await get(OP, { applyCode: 'AP_NOPE' })).json()).toMatchObject({ code: 404 });
  });

  it('still prints when a picture is missing from storage', async () => {
    const [row] = await t.database.db
      .select({ key: resume.headPictureKey })
      .from(resume)
      .where(eq(resume.resumeCode, resumeCode));
    fs.rmSync(path.join(t.config.dataDir, 'files', 'objects', row!.key!), { force: true });
    const res = await get(OP, { applyCode });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

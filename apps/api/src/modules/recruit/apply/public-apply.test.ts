import { APPLY_MESSAGES, formMessages, JOB_MESSAGES, RESUME_MESSAGES } from '@hr/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobKit, USERS } from '../job/job-test-kit.ts';
import {
  APPLY,
  applied,
  applyAnswers,
  applyPublic,
  applyRow,
  applyTableCounts,
  newPhone,
  onlineJobWithForm,
  resumeBody,
  uploadApplyFile,
} from './apply-file-kit.ts';
import { PUBLIC_APPLY_MESSAGES } from './public-apply.ts';
import { resume, resumeCertificate, resumeWork } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

let jobCode = '';
let plainJob = '';
beforeAll(async () => {
  jobCode = await onlineJobWithForm(t, k);
  plainJob = await k.jobIn(3);
});

/** A refused application: its status, message, and nothing stored anywhere. */
async function refused(body: object, status: number, msg: string) {
  const before = await applyTableCounts(t);
  const res = await applyPublic(t, body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: status, msg, success: false });
  expect(res.status).toBe(status);
  expect(await applyTableCounts(t)).toEqual(before);
}

describe('publicJobInfo', () => {
  it('shows an online job with its salary, address and its own copy of the form, without a login', async () => {
    const res = await t.call('GET', `${APPLY}/public/jobInfo`, { query: { jobCode } });
    expect(res.body.data).toMatchObject({
      jobCode,
      jobName: '焊工（测试）',
      cmpyName: '新郑市恒达机械制造有限公司',
      salary: '7000-10000元/月',
      address: '河南省郑州市新郑市薛店镇工业园区恒达机械二号厂区',
      open: true,
      needResume: 1,
    });
    expect(JSON.parse(res.body.data.formContent).map((r: { field: string }) => r.field)).toEqual([
      'shift',
      'hukou',
      'photo',
      'note',
      'salary',
    ]);
  });

  it('shows an offline job as closed and hides drafts, unreviewed and unknown jobs', async () => {
    const offline = await k.jobIn(4);
    const res = await t.call('GET', `${APPLY}/public/jobInfo`, { query: { jobCode: offline } });
    expect(res.body.data.open).toBe(false);
    for (const hidden of [await k.jobIn(6), await k.jobIn(0), await k.jobIn(9), 'J_NOPE']) {
      const r = await t.call('GET', `${APPLY}/public/jobInfo`, { query: { jobCode: hidden } });
      expect(r.body).toMatchObject({ code: 404, msg: JOB_MESSAGES.notFound });
    }
  });
});

describe('publicSkills', () => {
  it('answers the two-level category tree without a login, and a chosen skill is kept on the resume', async () => {
    const res = await t.call('GET', `${APPLY}/public/skills`);
    expect(res.body.code).toBe(200);
    const tree = res.body.data as { categorieName: string; children: { categorieCode: string }[] }[];
    expect(tree.length).toBeGreaterThan(10);
    const child = tree.find((parent) => parent.children.length)!.children[0]!.categorieCode;
    const usrTel = newPhone();
    await applied(t, { jobCode: plainJob, resume: resumeBody({ usrTel, specialSkills: [child] }) });
    const [saved] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    expect(saved!.specialSkills).toEqual([child]);
  });
});

describe('publicApply', () => {
  it('creates the resume and the application (state 0, the job company, age from the ID number)', async () => {
    const head = await uploadApplyFile(t, jobCode, '$head', '头像.png');
    const cert = await uploadApplyFile(t, jobCode, '$certificate', '焊工证.jpg', pngBytes());
    expect(cert).toMatchObject({ code: 400 }); // a PNG named .jpg is refused by its magic bytes
    const certificate = await uploadApplyFile(t, jobCode, '$certificate', '焊工证.png');
    const photo = await uploadApplyFile(t, jobCode, 'photo', '证件照.png');
    expect([head.code, certificate.code, photo.code]).toEqual([200, 200, 200]);
    const body = resumeBody({
      headPictureKey: head.data.objectKey,
      certificateVOS: [
        { vcName: '焊工证（中级）', issueTime: '2019-05', objectKeys: [certificate.data.objectKey] },
      ],
    });
    const applyCode = await applied(t, {
      jobCode,
      resume: body,
      formValue: applyAnswers({
        shift: 2,
        photo: [{ name: 'x.png', objectKey: photo.data.objectKey, url: 'http://evil.example/x.png' }],
      }),
    });
    const row = await applyRow(t, applyCode);
    const [saved] = await t.database.db.select().from(resume).where(eq(resume.usrTel, body.usrTel));
    expect(row).toMatchObject({
      jobCode,
      cmpyCode: 'C_HENGDA',
      state: 0,
      tab: 0,
      usrName: '张伟',
      usrTel: body.usrTel,
      usrGender: 1,
      usrCode: saved!.usrCode,
      resumeCode: saved!.resumeCode,
    });
    // Born 1990-03-15: the age on today's date in Shanghai.
    const today = new Date(Date.now() + 8 * 3600_000);
    const birthdayPassed = today.getUTCMonth() > 2 || (today.getUTCMonth() === 2 && today.getUTCDate() >= 15);
    expect(row.usrAge).toBe(today.getUTCFullYear() - 1990 - (birthdayPassed ? 0 : 1));
    // Answers in the form's own spelling; the file ref rewritten to the stored name, the made-up URL gone.
    expect(row.formValue).toEqual({
      shift: '2',
      hukou: ['41', '4101', '410184'],
      photo: [{ name: '证件照.png', objectKey: photo.data.objectKey }],
      note: '可以立即到岗',
      salary: 8000,
    });
    expect(saved).toMatchObject({
      usrIdCard: '410184199003151237',
      academicRequirement: 9,
      headPictureKey: head.data.objectKey,
      specialSkills: ['JC0102'],
    });
    const work = await t.database.db
      .select()
      .from(resumeWork)
      .where(eq(resumeWork.resumeCode, saved!.resumeCode))
      .orderBy(asc(resumeWork.sort));
    expect(work.map((w) => [w.compyName, w.beginTime, w.endTime])).toEqual([
      ['郑州宇通重工有限公司', '2018-07', '2023-06'],
      ['新郑市恒达机械制造有限公司', '2023-07', null],
    ]);
    const [cert1] = await t.database.db
      .select()
      .from(resumeCertificate)
      .where(eq(resumeCertificate.resumeCode, saved!.resumeCode));
    expect(cert1!.objectKeys).toEqual([certificate.data.objectKey]);
  });

  it('updates the same person on a second job: one resume, codes kept, lists replaced', async () => {
    const usrTel = newPhone();
    await applied(t, { jobCode: plainJob, resume: resumeBody({ usrTel }) });
    const [first] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    const other = await k.jobIn(3, { jobName: '电工' });
    await applied(t, {
      jobCode: other,
      resume: resumeBody({
        usrTel,
        usrName: '张伟伟',
        workList: [{ compyName: '郑州煤矿机械集团', jobName: '电工' }],
        educationList: [],
        certificateVOS: [],
      }),
    });
    const rows = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      usrName: '张伟伟',
      resumeCode: first!.resumeCode,
      usrCode: first!.usrCode,
    });
    const work = await t.database.db
      .select()
      .from(resumeWork)
      .where(eq(resumeWork.resumeCode, first!.resumeCode));
    expect(work.map((w) => w.compyName)).toEqual(['郑州煤矿机械集团']);
  });

  it('refuses someone else (another ID number) applying with a known mobile number, and keeps the resume', async () => {
    const usrTel = newPhone();
    await applied(t, { jobCode: plainJob, resume: resumeBody({ usrTel }) });
    const [before] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    const other = await k.jobIn(3, { jobName: '钳工' });
    await refused(
      {
        jobCode: other,
        resume: resumeBody({ usrTel, usrName: '冒名者', usrIdCard: '410184199203150026', workList: [] }),
      },
      409,
      APPLY_MESSAGES.phoneTakenByOther,
    );
    const [after] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    expect(after).toEqual(before);
  });

  it('refuses a second application of the same person to the same job and changes nothing', async () => {
    const usrTel = newPhone();
    await applied(t, { jobCode: plainJob, resume: resumeBody({ usrTel }) });
    const [before] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    await refused(
      { jobCode: plainJob, resume: resumeBody({ usrTel, usrName: '李四', workList: [] }) },
      409,
      APPLY_MESSAGES.alreadyApplied,
    );
    const [after] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
    expect(after).toEqual(before);
  });

  it('keeps one application and one resume when the same person submits twice at once', async () => {
    for (let round = 0; round < 3; round++) {
      const usrTel = newPhone();
      const before = await applyTableCounts(t);
      const results = await Promise.all(
        [0, 1, 2].map((i) =>
          applyPublic(t, { jobCode: plainJob, resume: resumeBody({ usrTel, usrName: `并发${i}` }) }),
        ),
      );
      const codes = results.map((r) => r.body.code).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const r of results.filter((x) => x.body.code === 409))
        expect(r.body.msg).toBe(APPLY_MESSAGES.alreadyApplied);
      const after = await applyTableCounts(t);
      // One application, one resume with its lists (2 work, 1 education, 1 training, 1 certificate).
      expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 2, 1, 1, 1, 0]);
      const winner = results.find((r) => r.body.code === 200)!;
      const [saved] = await t.database.db.select().from(resume).where(eq(resume.usrTel, usrTel));
      expect(saved!.usrName).toBe(`并发${results.indexOf(winner)}`);
    }
  });

  it('refuses a job that is not online, and an unknown one', async () => {
    const offline = await k.jobIn(4);
    await refused({ jobCode: offline, resume: resumeBody() }, 400, APPLY_MESSAGES.jobNotOnline);
    const approved = await k.jobIn(2);
    await refused({ jobCode: approved, resume: resumeBody() }, 400, APPLY_MESSAGES.jobNotOnline);
    await refused({ jobCode: 'J_NOPE', resume: resumeBody() }, 404, JOB_MESSAGES.notFound);
  });

  it.each([
    ['a missing name', { usrName: '' }, RESUME_MESSAGES.nameRequired],
    ['a name too long', { usrName: '张'.repeat(21) }, '姓名不能超过20个字符'],
    ['a missing phone', { usrTel: undefined }, RESUME_MESSAGES.phoneRequired],
    ['a landline', { usrTel: '037167891234' }, RESUME_MESSAGES.phoneInvalid],
    ['a missing ID number', { usrIdCard: '' }, RESUME_MESSAGES.idCardRequired],
    ['an ID number with a wrong date', { usrIdCard: '410184199013321234' }, RESUME_MESSAGES.idCardInvalid],
    ['a missing gender', { usrGender: undefined }, RESUME_MESSAGES.genderRequired],
    ['an unknown gender', { usrGender: 3 }, RESUME_MESSAGES.genderRequired],
    ['a missing education', { academicRequirement: undefined }, RESUME_MESSAGES.educationRequired],
    ['working years out of range', { workingYear: 61 }, RESUME_MESSAGES.workingYearInvalid],
    [
      'an unknown province',
      { usrProvince: '99', usrCity: undefined, usrCountry: undefined },
      PUBLIC_APPLY_MESSAGES.regionInvalid,
    ],
    ['a county outside its city', { usrCity: '4102' }, PUBLIC_APPLY_MESSAGES.regionInvalid],
    ['a county without its city', { usrCity: undefined }, PUBLIC_APPLY_MESSAGES.regionInvalid],
    ['an unknown skill', { specialSkills: ['JC9999'] }, PUBLIC_APPLY_MESSAGES.skillMissing],
    ['a work entry without company', { workList: [{ jobName: '焊工' }] }, '请输入公司名称'],
    [
      'a period ending before it starts',
      {
        educationList: [
          { schoolName: '郑州大学', academicRequirement: 9, beginTime: '2018-09', endTime: '2014-06' },
        ],
      },
      RESUME_MESSAGES.dateOrder,
    ],
    [
      'a malformed date',
      { trainList: [{ trainOrganizaName: '培训中心', beginTime: '2019/03' }] },
      RESUME_MESSAGES.dateInvalid,
    ],
    [
      'eleven work entries',
      { workList: Array(11).fill({ compyName: '甲', jobName: '乙' }) },
      RESUME_MESSAGES.tooMany,
    ],
    [
      'a head picture never uploaded',
      { headPictureKey: 'resume/202601/00000000-0000-4000-8000-000000000000.png' },
      PUBLIC_APPLY_MESSAGES.headPictureMissing,
    ],
  ])('refuses %s with its message and stores nothing', async (_, change, msg) => {
    await refused({ jobCode: plainJob, resume: resumeBody(change) }, 400, msg);
  });

  it('refuses pictures uploaded for another purpose or another company', async () => {
    // A form-field upload is not a resume picture.
    const photo = await uploadApplyFile(t, jobCode, 'photo', '证件照.png');
    await refused(
      { jobCode: plainJob, resume: resumeBody({ headPictureKey: photo.data.objectKey }) },
      400,
      PUBLIC_APPLY_MESSAGES.headPictureMissing,
    );
    // A resume picture uploaded on the page of another company's job.
    const yunfanJob = await k.jobIn(3, { cmpyCode: 'C_YUNFAN' });
    const head = await uploadApplyFile(t, yunfanJob, '$certificate', '证书.png');
    await refused(
      {
        jobCode: plainJob,
        resume: resumeBody({ certificateVOS: [{ vcName: '电工证', objectKeys: [head.data.objectKey] }] }),
      },
      400,
      PUBLIC_APPLY_MESSAGES.certificatePictureMissing('电工证'),
    );
  });

  it('checks the answers against the job’s own copy of its form', async () => {
    const resume = resumeBody();
    await refused({ jobCode, resume, formValue: applyAnswers({ shift: undefined }) }, 400, '请选择班次');
    await refused(
      { jobCode, resume, formValue: applyAnswers({ note: '3号能到' }) },
      400,
      '补充说明不能含数字',
    );
    await refused(
      { jobCode, resume, formValue: applyAnswers({ hukou: ['41', '4102', '410184'] }) },
      400,
      formMessages.regionInvalid('户籍所在地'),
    );
    await refused(
      {
        jobCode,
        resume,
        formValue: applyAnswers({
          photo: [{ name: 'a.png', objectKey: 'form/202601/00000000-0000-4000-8000-000000000000.png' }],
        }),
      },
      400,
      formMessages.fileMissing('证件照'),
    );
    await refused(
      { jobCode, resume, formValue: applyAnswers({ age: 30 }) },
      400,
      formMessages.unknownField('age'),
    );
    // A job without a form takes no answers at all.
    await refused(
      { jobCode: plainJob, resume, formValue: { shift: '1' } },
      400,
      formMessages.unknownField('shift'),
    );
  });
});

describe('publicUploadFile', () => {
  it('takes a form file field by its rule and the resume pictures as images', async () => {
    const before = await applyTableCounts(t);
    const video = await uploadApplyFile(t, jobCode, '$head', 'a.mp4', Buffer.from('not a video'));
    expect(video).toMatchObject({ code: 400 });
    const text = await uploadApplyFile(t, jobCode, 'note', 'a.png');
    expect(text).toMatchObject({ code: 400, msg: formMessages.notFileField('note') });
    const unknown = await uploadApplyFile(t, jobCode, 'nothing', 'a.png');
    expect(unknown).toMatchObject({ code: 400, msg: formMessages.unknownField('nothing') });
    const offline = await uploadApplyFile(t, await k.jobIn(4), '$head', 'a.png');
    expect(offline).toMatchObject({ code: 400, msg: APPLY_MESSAGES.jobNotOnline });
    expect(await applyTableCounts(t)).toEqual(before);
    const ok = await uploadApplyFile(t, jobCode, '$head', '头像.png');
    expect(ok.data.objectKey).toMatch(/^resume\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect(ok.data.url).toContain('/api/backend-common/fileManage/object?objectKey=');
  });
});

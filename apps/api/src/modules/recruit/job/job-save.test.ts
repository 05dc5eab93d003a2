import { JOB_MESSAGES as M } from '@hr/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { cmpyHistoryAddress } from '../../cmpy/history-address/tables.ts';
import { uploadPng } from '../../common/material/material-test-kit.ts';
import { trainFormInfo } from '../../train/form/tables.ts';
import { HENGDA, jobBody, jobKit, OP, USERS, YUNFAN } from './job-test-kit.ts';
import { jobInfo } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = jobKit(t);

/** Rows of the job and history tables: a refused save must leave both as they were. */
const totals = async () => {
  const db = t.database.db;
  const [jobs] = await db.select({ n: count() }).from(jobInfo);
  const [history] = await db.select({ n: count() }).from(stateChange);
  return [jobs!.n, history!.n];
};

async function refusedSave(user: string, body: unknown, code: number, msg: string) {
  const before = await totals();
  const res = await k.save(user, body);
  expect(res.body).toMatchObject({ code, msg, success: false });
  expect(await totals()).toEqual(before);
}

let picture = '';
let formId = 0;
beforeAll(async () => {
  // An operator's upload for 恒达 passes review at once.
  picture = await uploadPng(t, t.token(OP), 'workshop.png', 31, { cmpyCode: 'C_HENGDA' });
  const [form] = await t.database.db
    .select({ id: trainFormInfo.id })
    .from(trainFormInfo)
    .where(eq(trainFormInfo.bizCode, 'F_JOB_INTENT'));
  formId = form!.id;
});

describe('saveJobInfo', () => {
  it('saves every field, derives names and BD-09, copies the form and remembers the address', async () => {
    const body = jobBody({
      jobPictureCodes: picture,
      formId,
      entryRebate: '300',
      rebateRule: '入职满一个月发放',
    });
    const code = k.ok(await k.save(HENGDA, body)).jobCode as string;
    expect(code).toMatch(/^J[0-9a-f]{16}$/);
    const d = k.ok(await k.detail(HENGDA, code));
    expect(d).toMatchObject({
      jobName: '焊工（测试）',
      jobCategory: 'JC0102',
      jobCategoryParent: 'JC01',
      jobCategoryName: '焊工',
      cmpyName: '新郑市恒达机械制造有限公司',
      provinceName: '河南省',
      cityName: '郑州市',
      countyName: '新郑市',
      approveType: 0,
      applicationNumber: 5,
      jobMinSalary: 700_000,
      jobMaxSalary: 1_000_000,
      entryRebate: 300,
      rebateRule: '入职满一个月发放',
      jobWelfare: ['五险一金', '包吃'],
      workDescription: ['二保焊', '持证上岗'],
      interviewRequirements: ['携带焊工证'],
      ageRequirement: '22-55',
      jobPictureCodes: picture,
      jobVideoCodes: '',
      jobVideoUrl: null,
      formId,
      formName: '就业意向登记表',
      deliverCount: 0,
      history: [expect.objectContaining({ action: 'create', actionName: '创建', operator: '李强' })],
    });
    expect(d.jobPictureUrls).toEqual([
      { code: picture, url: expect.stringMatching(/^\/api\/backend-common\/fileManage\/object\?objectKey=/) },
    ]);
    expect(JSON.parse(d.formContent)[1]).toMatchObject({ type: 'UserPhone', field: 'phone' });
    expect(d.bd09Lon).toBeCloseTo(113.808, 2);
    expect(d.bd09Lat).toBeCloseTo(34.506, 2);
    expect((await k.row(code)).entryRebate).toBe(30_000);
    expect(d.submitTime).toMatch(/^\d{4}-/);
    const [address] = await t.database.db
      .select()
      .from(cmpyHistoryAddress)
      .where(and(eq(cmpyHistoryAddress.cmpyCode, 'C_HENGDA'), eq(cmpyHistoryAddress.type, 2)))
      .orderBy(cmpyHistoryAddress.updatedAt)
      .then((rows) => rows.slice(-1));
    expect(address).toMatchObject({ address: '薛店镇工业园区恒达机械二号厂区', countyCode: '410184' });
  });

  it('keeps a draft out of review and stores only what the salary flag uses', async () => {
    const code = await k.create({ approveType: 6, flag: 1, salaryDescribe: '面谈' });
    expect(await k.row(code)).toMatchObject({
      approveType: 6,
      submitTime: null,
      flag: 1,
      jobMinSalary: null,
      jobMaxSalary: null,
      salaryDescribe: null,
    });
    const text = await k.create({
      flag: 3,
      salaryDescribe: '底薪加提成',
      jobMinSalary: '',
      jobMaxSalary: '',
    });
    expect(await k.row(text)).toMatchObject({ flag: 3, salaryDescribe: '底薪加提成', jobMinSalary: null });
  });

  it('refuses invalid fields with the spec messages', async () => {
    await refusedSave(OP, jobBody({ jobName: '' }), 400, '请输入职位名称');
    await refusedSave(
      OP,
      jobBody({ jobMinSalary: 900_000, jobMaxSalary: 800_000 }),
      400,
      '最低薪资应低于最高薪资',
    );
    await refusedSave(OP, jobBody({ jobMaxSalary: 100_000_000 }), 400, '超过最大金额，请重新输入');
    await refusedSave(OP, jobBody({ ageRequirement: '15-40' }), 400, '最低年龄不得小于16岁');
    await refusedSave(OP, jobBody({ ageRequirement: '20-70' }), 400, '最高年龄不得高于65岁');
    await refusedSave(
      OP,
      jobBody({ contactPhone: '0371-6234' }),
      400,
      '请输入手机号或者固话，仅支持输入数字',
    );
    await refusedSave(OP, jobBody({ contactPhone: '123' }), 400, '请输入手机号或者固话，仅支持输入数字');
    await refusedSave(OP, jobBody({ rebateRule: '满月发放' }), 400, '请输入入职返佣');
    await refusedSave(OP, jobBody({ entryRebate: 200 }), 400, '请输入返佣规则');
    await refusedSave(OP, jobBody({ applicationNumber: '0' }), 400, '请输入正整数');
    await refusedSave(OP, jobBody({ jobWelfare: [] }), 400, '请选择职位福利');
    await refusedSave(OP, jobBody({ countyCode: '' }), 400, '请选择省市县');
    await refusedSave(OP, jobBody({ approveType: 3 }), 400, '保存类型只能是0发布或6草稿');
  });

  it('checks what the job refers to', async () => {
    await refusedSave(OP, jobBody({ cmpyCode: 'C_NOBODY' }), 400, M.companyMissing);
    await refusedSave(OP, jobBody({ cmpyCode: 'C_ZHONGYUAN' }), 400, M.companyNotCertified);
    await refusedSave(OP, jobBody({ jobCategory: 'JC01' }), 400, M.categoryMissing);
    await refusedSave(OP, jobBody({ jobCategory: 'JC9999' }), 400, M.categoryMissing);
    await refusedSave(OP, jobBody({ countyCode: '410199' }), 400, M.regionMissing);
    await refusedSave(OP, jobBody({ cityCode: '4102', countyCode: '410184' }), 400, '请选择省市县');
    await refusedSave(OP, jobBody({ jobPictureCodes: 'M_unknown' }), 400, M.materialMissing);
    // A picture is not a video; a picture of another company is not this company's.
    await refusedSave(OP, jobBody({ jobVideoCodes: picture }), 400, M.materialMissing);
    await refusedSave(
      OP,
      jobBody({ cmpyCode: 'C_YUNFAN', jobPictureCodes: picture }),
      400,
      M.materialMissing,
    );
    // A company's own upload waits for review.
    const pending = await uploadPng(t, t.token(HENGDA), 'pending.png', 32);
    await refusedSave(HENGDA, jobBody({ jobPictureCodes: pending }), 400, M.materialMissing);
    await refusedSave(OP, jobBody({ jobPictureCodes: 'a,b,c,d,e,f' }), 400, M.tooManyImages);
  });

  it('offers the platform forms and the company own forms only', async () => {
    const [other] = await t.database.db
      .insert(trainFormInfo)
      .values({
        bizCode: 'F_YUNFAN',
        formName: '云帆报名表',
        formContent: '[]',
        fieldCount: 0,
        cmpyCode: 'C_YUNFAN',
      })
      .returning({ id: trainFormInfo.id });
    await refusedSave(OP, jobBody({ formId: other!.id }), 400, M.formMissing);
    await refusedSave(OP, jobBody({ formId: 99999 }), 400, M.formMissing);
    const code = await k.create({ cmpyCode: 'C_YUNFAN', formId: other!.id, jobAddress: '云帆物流园' });
    expect(await k.row(code)).toMatchObject({ formId: other!.id, formContent: '[]' });
  });

  it('keeps company staff to their own company', async () => {
    await refusedSave(HENGDA, jobBody({ cmpyCode: 'C_YUNFAN' }), 403, M.companyNotOwn);
    const code = k.ok(await k.save(YUNFAN, jobBody({ cmpyCode: 'C_YUNFAN' }))).jobCode;
    expect((await k.row(code)).cmpyCode).toBe('C_YUNFAN');
  });
});

describe('saveJobInfo as a copy', () => {
  it('copies an offline or force-ended job and records where it came from', async () => {
    const source = await k.jobIn(4, {}, HENGDA);
    const copy = k.ok(await k.save(HENGDA, jobBody({ sourceJobCode: source }))).jobCode;
    const d = k.ok(await k.detail(HENGDA, copy));
    expect(d.history).toEqual([
      expect.objectContaining({
        action: 'copy',
        actionName: '复制',
        toState: 0,
        remark: expect.stringContaining(source),
      }),
    ]);
    const ended = await k.jobIn(5);
    expect(k.ok(await k.save(OP, jobBody({ sourceJobCode: ended }))).jobCode).toBeTruthy();
  });

  it('refuses other sources', async () => {
    const online = await k.jobIn(3);
    await refusedSave(OP, jobBody({ sourceJobCode: online }), 400, M.copySourceState);
    await refusedSave(OP, jobBody({ sourceJobCode: 'J_nothing' }), 404, M.notFound);
    // Another company's job is not there for company staff.
    const theirs = await k.jobIn(4, { cmpyCode: 'C_YUNFAN' });
    await refusedSave(HENGDA, jobBody({ sourceJobCode: theirs }), 404, M.notFound);
  });
});

describe('editJobInfo', () => {
  it('sends an edited approved job back to review with the new content', async () => {
    const code = await k.jobIn(2);
    k.ok(await k.edit(OP, code, { jobName: '高级焊工', applicationNumber: 8 }));
    expect(await k.row(code)).toMatchObject({ approveType: 0, jobName: '高级焊工', applicationNumber: 8 });
    expect((await k.history(code)).at(-1)).toMatchObject({ action: 'resubmit', fromState: 2, toState: 0 });
  });

  it('validates an edit like a save and changes nothing when refused', async () => {
    const code = await k.jobIn(6);
    const before = await k.snapshot(code);
    expect((await k.edit(OP, code, { jobName: '' })).body).toMatchObject({
      code: 400,
      msg: '请输入职位名称',
    });
    expect((await k.edit(OP, code, { jobCategory: 'JC02' })).body).toMatchObject({
      code: 400,
      msg: M.categoryMissing,
    });
    expect((await k.edit(HENGDA, code, { cmpyCode: 'C_YUNFAN' })).body).toMatchObject({
      code: 403,
      msg: M.companyNotOwn,
    });
    expect(await k.snapshot(code)).toBe(before);
  });
});

describe('drafts (issue 23): only the name and company; the full rules on publish', () => {
  const draft = { jobName: '焊工（草稿）', cmpyCode: 'C_HENGDA', approveType: 6 };

  it('saves a draft with only its name and company, and lists and shows it', async () => {
    const code = k.ok(await k.save(HENGDA, draft)).jobCode as string;
    const d = k.ok(await k.detail(HENGDA, code));
    expect(d).toMatchObject({
      jobName: '焊工（草稿）',
      cmpyCode: 'C_HENGDA',
      approveType: 6,
      jobCategory: null,
      jobIntroduction: null,
      provinceCode: null,
      gcj02Lon: null,
      ageRequirement: null,
      contactPhone: null,
      jobWelfare: [],
      history: [expect.objectContaining({ action: 'create', toState: 6 })],
    });
    const page = k.ok(await k.list(HENGDA, { approveType: 6 })) as { rows?: { jobCode: string }[] };
    expect(JSON.stringify(page)).toContain(code);
  });

  it('still checks what a draft carries', async () => {
    await refusedSave(OP, { ...draft, jobName: '' }, 400, '请输入职位名称');
    await refusedSave(OP, { ...draft, cmpyCode: '' }, 400, '请选择招聘企业');
    await refusedSave(OP, { ...draft, contactPhone: '123' }, 400, '请输入手机号或者固话，仅支持输入数字');
    await refusedSave(OP, { ...draft, jobName: '焊'.repeat(200) }, 400, M.nameTooLong);
  });

  it('refuses to publish a half job with the full rule messages and changes nothing', async () => {
    await refusedSave(OP, { jobName: '焊工（草稿）', cmpyCode: 'C_HENGDA' }, 400, M.introductionRequired);
    await refusedSave(OP, { ...draft, approveType: 0 }, 400, M.introductionRequired);
    await refusedSave(
      OP,
      { ...draft, approveType: 0, jobIntroduction: '负责焊接', jobCategory: 'JC0102' },
      400,
      M.addressRequired,
    );
    const code = k.ok(await k.save(HENGDA, draft)).jobCode as string;
    const before = k.ok(await k.detail(HENGDA, code));
    const totalsBefore = await totals();
    const res = await k.post(HENGDA, 'editJobInfo', { ...draft, jobCode: code, approveType: 0 });
    expect(res.body).toMatchObject({ code: 400, msg: M.introductionRequired, success: false });
    expect(k.ok(await k.detail(HENGDA, code))).toEqual(before);
    expect(await totals()).toEqual(totalsBefore);
    // Completed, the draft is published for review.
    k.ok(await k.edit(HENGDA, code, { approveType: 0 }));
    expect(k.ok(await k.detail(HENGDA, code))).toMatchObject({ approveType: 0, jobName: '焊工（测试）' });
  });
});

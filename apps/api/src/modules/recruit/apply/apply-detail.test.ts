import { APPLY_MESSAGES as M } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { jobInfo } from '../job/tables.ts';
import { addRunningStation } from '../station/station-test-kit.ts';
import { applyKit, FORM_JOB, HENGDA, HENGDA_JOB, OP, USERS } from './apply-test-kit.ts';
import { jobApplyInfo } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

const detail = (user: string, applyCode: string, resumeCode?: string) =>
  k.get(user, 'queryResumeDetail', { applyCode, ...(resumeCode ? { resumeCode } : {}) });

describe('resume detail', () => {
  it('answers a demo applicant’s resume, job, record and interview', async () => {
    // 林海涛 applied to 恒达's 数控车床操作工 and was invited (seed/demo-applications.ts).
    const d = k.ok(await detail(HENGDA, 'AP_DEMO_04', 'R_DEMO_04'));
    expect(d.resumeVO).toMatchObject({
      resumeCode: 'R_DEMO_04',
      usrCode: 'U_DEMO_13526631119',
      usrName: '林海涛',
      usrTel: '13526631119',
      usrGender: 1,
      workingYear: 10,
      academicRequirement: 5,
      recruit: 0,
      usrProvince: '41',
      usrCity: '4101',
      usrCountry: '410184',
      regionName: '河南省郑州市新郑市',
      expectPosition: '数控车床操作工',
      workType: 1,
      headPictureUrl: null,
    });
    expect(d.resumeVO.usrIdCard).toMatch(/^410184\d{11}[\dX]$/);
    expect(d.specialSkillNames).toEqual([{ categorieName: '数控操作工' }, { categorieName: '质检员' }]);
    expect(d.workList.map((w: { compyName: string }) => w.compyName)).toEqual([
      '新郑市华强液压件有限公司',
      '郑州宇通客车配套厂',
    ]);
    expect(d.workList[0]).toMatchObject({ jobName: '数控车工', beginTime: '2017-04', endTime: null });
    expect(d.educationList).toEqual([
      expect.objectContaining({
        schoolName: '郑州工业技师学院',
        professionName: '数控加工',
        academicRequirement: 5,
      }),
    ]);
    expect(d.certificateVOS).toEqual([
      { vcName: '数控车工职业技能等级证书（三级）', issueTime: '2021-05', vcMaterialCodeUrls: [] },
    ]);
    expect(d.jobApplyInfoVO).toMatchObject({
      applyCode: 'AP_DEMO_04',
      jobCode: 'J_DEMO_01',
      jobName: '数控车床操作工',
      cmpyName: '新郑市恒达机械制造有限公司',
      salary: '6000-9000元/月',
      state: 5,
      stateName: '已邀约',
      usrAge: 31,
      remark: '电话沟通过，本人有FANUC系统操作经验',
      hasForm: false,
    });
    const records = d.operationRecordList as { operateType: number; operateName: string; operator: string }[];
    expect(records.map((r) => [r.operateType, r.operateName, r.operator])).toEqual([
      [2, '已查看', '李强'],
      [3, '通过初筛', '李强'],
      [5, '邀约面试', '李强'],
    ]);
    const times = records.map((r) => (r as unknown as { createTime: string }).createTime);
    expect([...times].sort()).toEqual(times);
    expect(d.operationRecordList[2].auditionInfo).toMatchObject({ auditionContactPerson: '李强' });
    expect(d.auditionInfoList).toHaveLength(1);
    expect(d.auditionInfoList[0]).toEqual(d.operationRecordList[2].auditionInfo);
  });

  it('records the first opening of a new resume (0 → 2), once', async () => {
    const code = await k.applyIn(0);
    const first = k.ok(await detail(OP, code));
    expect(first.jobApplyInfoVO).toMatchObject({ state: 2, stateName: '已查看' });
    expect(first.operationRecordList).toEqual([
      expect.objectContaining({
        operateType: 2,
        operateName: '已查看',
        operator: '王丽',
        auditionInfo: null,
      }),
    ]);
    expect((await k.row(code)).state).toBe(2);
    k.ok(await detail(OP, code));
    expect(await k.records(code)).toHaveLength(1);
    // Other states are only read.
    const screened = await k.applyIn(3);
    const before = await k.snapshot(screened);
    k.ok(await detail(OP, screened));
    expect(await k.snapshot(screened)).toBe(before);
  });

  it('opening an expired invitation shows it expired', async () => {
    const code = await k.applyIn(5);
    await t.database.db
      .update(jobApplyInfo)
      .set({ interviewTime: new Date(Date.now() - 60_000) })
      .where(eq(jobApplyInfo.applyCode, code));
    const d = k.ok(await detail(OP, code));
    expect(d.jobApplyInfoVO).toMatchObject({ state: 6, stateName: '已过期' });
    expect(d.operationRecordList).toEqual([
      expect.objectContaining({ operateType: 6, operateName: '面试已过期', operator: null }),
    ]);
  });

  it('names the service station the applicant joined', async () => {
    const code = await k.applyIn(3);
    expect(k.ok(await detail(OP, code)).jobApplyInfoVO.stationName).toBeNull();
    await addRunningStation(t.database.db, {
      stationCode: 'S_DETAIL_01',
      applyName: '龙湖镇就业服务站',
      contactPhone: '13700000002',
    });
    await t.database.db
      .update(jobApplyInfo)
      .set({ stationCode: 'S_DETAIL_01' })
      .where(eq(jobApplyInfo.applyCode, code));
    expect(k.ok(await detail(OP, code)).jobApplyInfoVO.stationName).toBe('龙湖镇就业服务站');
  });

  it('is 404 for an unknown application or a resume code that is not the application’s', async () => {
    expect((await detail(OP, 'AP_NONE')).body).toMatchObject({ code: 404, msg: M.notFound });
    const code = await k.applyIn(0);
    const before = await k.snapshot(code);
    expect((await detail(OP, code, 'R_DEMO_04')).body).toMatchObject({ code: 404, msg: M.notFound });
    expect(await k.snapshot(code)).toBe(before);
  });

  it('shows an application without a resume from what the application names', async () => {
    const d = k.ok(await detail(OP, 'AP_DEMO_05'));
    expect(d.resumeVO).toMatchObject({
      resumeCode: '',
      usrName: '李秀英',
      usrTel: '13937184402',
      usrIdCard: '',
    });
    expect(d.workList).toEqual([]);
    expect(d.jobApplyInfoVO).toMatchObject({ jobCode: FORM_JOB, hasForm: true, resumeCode: null });
  });
});

describe('the applicant’s form answers', () => {
  it('answers the job’s copy of the form and the answers', async () => {
    const [job] = await t.database.db.select().from(jobInfo).where(eq(jobInfo.jobCode, FORM_JOB));
    const data = k.ok(
      await k.get(HENGDA, 'queryJobApplyInfo', { jobApplyCode: 'AP_DEMO_05', jobCode: FORM_JOB }),
    );
    expect(data).toEqual({
      applyCode: 'AP_DEMO_05',
      jobCode: FORM_JOB,
      jobName: '普工（长白班）',
      usrName: '李秀英',
      formContent: job!.formContent,
      formValue: expect.objectContaining({ name: '李秀英', phone: '13937184402', gender: '2' }),
    });
    expect(job!.formContent).toBeTruthy();
    const wrongJob = await k.get(OP, 'queryJobApplyInfo', {
      jobApplyCode: 'AP_DEMO_05',
      jobCode: HENGDA_JOB,
    });
    expect(wrongJob.body).toMatchObject({ code: 404, msg: M.notFound });
    const noForm = k.ok(await k.get(OP, 'queryJobApplyInfo', { jobApplyCode: 'AP_DEMO_01' }));
    expect(noForm).toMatchObject({ formContent: null, formValue: null });
  });
});

describe('remarks', () => {
  it('are trimmed and kept; empty or longer than 500 is refused and changes nothing', async () => {
    const code = await k.applyIn(3);
    expect(
      k.ok(await k.post(OP, 'updateRemark', { applyCode: code, remark: '  已电话联系，周一面试  ' })),
    ).toBeNull();
    expect((await k.row(code)).remark).toBe('已电话联系，周一面试');
    expect(await k.records(code)).toEqual([]);
    const before = await k.snapshot(code);
    for (const [remark, msg] of [
      ['   ', M.resumeRemarkRequired],
      ['', M.resumeRemarkRequired],
      ['备'.repeat(501), M.resumeRemarkTooLong],
    ] as const) {
      const res = await k.post(OP, 'updateRemark', { applyCode: code, remark });
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect(await k.snapshot(code)).toBe(before);
    k.ok(await k.post(OP, 'updateRemark', { applyCode: code, remark: `  ${'备'.repeat(500)}  ` }));
    expect((await k.row(code)).remark).toHaveLength(500);
    expect((await k.post(OP, 'updateRemark', { applyCode: 'AP_NONE', remark: '备注' })).body).toMatchObject({
      code: 404,
      msg: M.notFound,
    });
  });
});

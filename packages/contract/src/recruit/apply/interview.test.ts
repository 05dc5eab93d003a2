import { describe, expect, it } from 'vitest';
import { formatApiTime, parseApiTime } from '../../platform/time.ts';
import {
  BatchInviteInterviewBody,
  defaultInterviewTime,
  InviteInterviewQuery,
  interviewTimeProblem,
  isInterviewDayDisabled,
  JobApplyCodes,
  LeaveForm,
  APPLY_MESSAGES as M,
  UpdateRemarkBody,
  UpdateStateQuery,
} from './interview.ts';
import { ageFromIdCard, genderFromIdCard, ResumeInput } from './resume.ts';

const now = parseApiTime('2026-11-25 10:00:30')!;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const valid = {
  applyCode: 'A1',
  auditionTime: '2026-11-25 10:30:00',
  auditionContactPerson: '张经理',
  auditionTel: '0371-12345678',
  auditionAddress: '新郑市人民路1号',
};

describe('interview invitation (spec recruitment §5)', () => {
  it('needs a time later than now plus ten minutes', () => {
    expect(interviewTimeProblem('', now)).toBe('请输入面试时间');
    expect(interviewTimeProblem('2026-11-25 10:10:00', now)).toBe('面试时间需晚于当前时间十分钟');
    expect(interviewTimeProblem('2026-11-25 10:10:30', now)).toBe('面试时间需晚于当前时间十分钟');
    expect(interviewTimeProblem('2026-11-25 10:11:00', now)).toBeNull();
    expect(interviewTimeProblem('25/11/2026', now)).toBe(M.timeFormat);
  });

  it('proposes 12 minutes ahead with seconds 00', () => {
    expect(formatApiTime(defaultInterviewTime(now))).toBe('2026-11-25 10:12:00');
  });

  it('disables the days before yesterday only', () => {
    expect(isInterviewDayDisabled(parseApiTime('2026-11-23')!, now)).toBe(true);
    expect(isInterviewDayDisabled(parseApiTime('2026-11-24')!, now)).toBe(false);
    expect(isInterviewDayDisabled(parseApiTime('2026-11-26')!, now)).toBe(false);
  });

  it.each([
    [{ auditionContactPerson: '' }, '请输入联系人'],
    [{ auditionContactPerson: '张'.repeat(26) }, '联系人不能超过25个字符'],
    [{ auditionTel: '' }, '请输入联系电话'],
    [{ auditionTel: '1'.repeat(22) }, '联系电话不能超过21个字符'],
    [{ auditionAddress: '  ' }, '请输入面试地点'],
    [{ auditionPrecautions: '注'.repeat(51) }, '注意事项不能超过50个字符'],
    [{ remark: '备'.repeat(501) }, '备注不能超过500个字符'],
    [{ auditionTime: '' }, '请输入面试时间'],
  ])('refuses %j with %s', (change, message) => {
    expect(firstMessage(InviteInterviewQuery.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('accepts the limits exactly', () => {
    const result = InviteInterviewQuery.safeParse({
      ...valid,
      auditionContactPerson: '张'.repeat(25),
      auditionTel: '1'.repeat(21),
      auditionPrecautions: '注'.repeat(50),
      remark: '备'.repeat(500),
    });
    expect(result.success).toBe(true);
  });

  it('takes batch codes comma-joined, at least one', () => {
    expect(JobApplyCodes.parse('A1, A2,,A3')).toEqual(['A1', 'A2', 'A3']);
    expect(firstMessage(JobApplyCodes.safeParse(''))).toBe(M.applyCodesRequired);
    const { applyCode: _, ...fields } = valid;
    expect(BatchInviteInterviewBody.safeParse({ ...fields, applyCodes: ['A1', 'A2'] }).success).toBe(true);
  });
});

describe('leave, remark and updateState (spec §5)', () => {
  it('needs an evaluation of at most 128 characters to resign', () => {
    expect(firstMessage(LeaveForm.safeParse({ evaluate: ' ' }))).toBe('请输入员工评价');
    expect(firstMessage(LeaveForm.safeParse({ evaluate: '好'.repeat(129) }))).toBe(
      '员工评价不能超过128个字符',
    );
    expect(firstMessage(UpdateStateQuery.safeParse({ applyCode: 'A1', operateType: 11 }))).toBe(
      '请输入员工评价',
    );
    expect(UpdateStateQuery.safeParse({ applyCode: 'A1', operateType: '11', evaluate: '踏实' }).success).toBe(
      true,
    );
  });

  it('takes only the spec operateTypes', () => {
    for (const type of [1, 3, 4, 9, 10])
      expect(UpdateStateQuery.safeParse({ applyCode: 'A1', operateType: type }).success).toBe(true);
    for (const type of [0, 2, 5, 6, 7, 8, 12])
      expect(firstMessage(UpdateStateQuery.safeParse({ applyCode: 'A1', operateType: type }))).toBe(
        M.operateTypeInvalid,
      );
  });

  it('trims the remark and keeps it within 500', () => {
    expect(UpdateRemarkBody.parse({ applyCode: 'A1', remark: '  沟通顺畅  ' }).remark).toBe('沟通顺畅');
    expect(firstMessage(UpdateRemarkBody.safeParse({ applyCode: 'A1', remark: '   ' }))).toBe('请输入备注');
    expect(firstMessage(UpdateRemarkBody.safeParse({ applyCode: 'A1', remark: '备'.repeat(501) }))).toBe(
      '备注不能超过500个字符',
    );
  });
});

describe('resume of the public apply page', () => {
  const resume = {
    usrName: '李娜',
    usrTel: '13812345678',
    usrIdCard: '410184199001011220',
    usrGender: 2,
    academicRequirement: 8,
  };

  it('reads age and gender from the ID number', () => {
    expect(ageFromIdCard('410184199001011220', now)).toBe(36);
    expect(ageFromIdCard('410184199012311229', now)).toBe(35);
    expect(genderFromIdCard('410184199001011220')).toBe(2);
    expect(genderFromIdCard('410184199001011212')).toBe(1);
  });

  it('accepts a minimal resume and refuses bad phone, ID and periods', () => {
    expect(ResumeInput.safeParse(resume).success).toBe(true);
    expect(firstMessage(ResumeInput.safeParse({ ...resume, usrTel: '1381234567' }))).toBe('手机号格式不正确');
    expect(firstMessage(ResumeInput.safeParse({ ...resume, usrIdCard: '410184199002301221' }))).toBe(
      '身份证号码格式不正确',
    );
    expect(
      firstMessage(
        ResumeInput.safeParse({
          ...resume,
          workList: [{ compyName: '恒达', jobName: '焊工', beginTime: '2020-05-01', endTime: '2019-01-01' }],
        }),
      ),
    ).toBe('结束时间不能早于开始时间');
  });
});

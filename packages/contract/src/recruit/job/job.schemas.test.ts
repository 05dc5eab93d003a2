import { describe, expect, it } from 'vitest';
import { ageProblem, JobCheckBody, JobEditBody, JobListBody, JobSaveBody } from './job.schemas.ts';

/** A job that passes every rule; each test breaks one. */
export const validJob = {
  jobName: '仓库理货员',
  jobIntroduction: '负责仓库货物的收发、理货与盘点',
  workDescription: ['理货', '盘点'],
  jobCategory: '0102',
  cmpyCode: 'C1',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  jobAddress: '新郑市龙湖镇工业园区8号',
  gcj02Lon: 113.74,
  gcj02Lat: 34.53,
  applicationNumber: '20',
  flag: 2,
  jobMinSalary: 400_000,
  jobMaxSalary: 600_000,
  payCycle: 3,
  jobWelfare: ['五险一金', '包吃'],
  ageRequirement: '18-45',
  workYears: 0,
  genderRequirement: 0,
  academicRequirement: 1,
  socialRecruitment: 1,
  workType: 1,
  contactName: '李经理',
  contactPhone: '037162345678',
};

/** The messages the body gives, keyed by field. */
function problems(body: Record<string, unknown>): Record<string, string> {
  const result = JobSaveBody.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}
const breaking = (change: Record<string, unknown>) => problems({ ...validJob, ...change });

describe('job form rules (spec §5)', () => {
  it('accepts a complete job and defaults to publishing for review', () => {
    const parsed = JobSaveBody.parse(validJob);
    expect(parsed.approveType).toBe(0);
    expect(parsed.automaticalPublish).toBe(0);
    expect(parsed.applicationNumber).toBe(20);
  });

  it('requires every required field with its message', () => {
    const empty = problems({});
    expect(empty).toMatchObject({
      jobName: '请输入职位名称',
      jobIntroduction: '请输入职位描述',
      jobCategory: '请选择职位工种',
      cmpyCode: '请选择招聘企业',
      jobAddress: '请输入工作地址',
      applicationNumber: '请输入招聘人数',
      flag: expect.stringContaining('请选择薪资类型'),
      payCycle: expect.stringContaining('请选择结算周期'),
      workYears: expect.stringContaining('请选择工作年限'),
      genderRequirement: expect.stringContaining('请选择性别要求'),
      academicRequirement: expect.stringContaining('请选择学历要求'),
      socialRecruitment: expect.stringContaining('请选择招聘类型'),
      workType: expect.stringContaining('请选择工作性质'),
      contactName: '请输入联系人',
      contactPhone: '请输入联系电话',
      gcj02Lon: '请选择坐标位置',
    });
  });

  it('job name: at most 126 characters', () => {
    expect(breaking({ jobName: '职'.repeat(126) })).toEqual({});
    expect(breaking({ jobName: '职'.repeat(127) })).toEqual({ jobName: '职位名称不能超过126个字符' });
    expect(breaking({ jobName: '   ' })).toEqual({ jobName: '请输入职位名称' });
  });

  it('introduction: at most 1024 characters', () => {
    expect(breaking({ jobIntroduction: 'x'.repeat(1025) })).toEqual({
      jobIntroduction: '职位描述不能超过1024个字符',
    });
  });

  it('work-description tags: at most 8', () => {
    expect(breaking({ workDescription: Array.from({ length: 9 }, (_, i) => `标签${i}`) })).toEqual({
      workDescription: '工作描述标签最多8个',
    });
  });

  it('region: province, city and county, each inside the one above', () => {
    expect(breaking({ countyCode: undefined })).toEqual({ provinceCode: '请选择省市县' });
    expect(breaking({ countyCode: '420102' })).toEqual({ provinceCode: '请选择省市县' });
  });

  it('headcount: a positive integer of at most 4 digits', () => {
    expect(breaking({ applicationNumber: '0' })).toEqual({ applicationNumber: '请输入正整数' });
    expect(breaking({ applicationNumber: '-3' })).toEqual({ applicationNumber: '请输入正整数' });
    expect(breaking({ applicationNumber: '2.5' })).toEqual({ applicationNumber: '请输入正整数' });
    expect(breaking({ applicationNumber: '9999' })).toEqual({});
    expect(breaking({ applicationNumber: '10000' })).toEqual({ applicationNumber: '招聘人数不能超过4位' });
  });

  it('salary range: both ends required, capped at 99999999 cents, min below max', () => {
    expect(breaking({ jobMinSalary: undefined })).toEqual({ jobMinSalary: '请输入最低薪资' });
    expect(breaking({ jobMaxSalary: '' })).toEqual({ jobMaxSalary: '请输入最高薪资' });
    expect(breaking({ jobMaxSalary: 100_000_000 })).toEqual({ jobMaxSalary: '超过最大金额，请重新输入' });
    expect(breaking({ jobMaxSalary: 99_999_999 })).toEqual({});
    expect(breaking({ jobMinSalary: 600_000 })).toEqual({ jobMinSalary: '最低薪资应低于最高薪资' });
  });

  it('salary flag 1 needs no amount; flag 3 needs the text of at most 8', () => {
    expect(breaking({ flag: 1, jobMinSalary: undefined, jobMaxSalary: undefined })).toEqual({});
    expect(breaking({ flag: 3, jobMinSalary: undefined, jobMaxSalary: undefined })).toEqual({
      salaryDescribe: '请输入薪资',
    });
    expect(breaking({ flag: 3, salaryDescribe: '一二三四五六七八九' })).toEqual({
      salaryDescribe: '薪资不能超过8个字符',
    });
  });

  it('rebate and its rule: each required when the other is set', () => {
    expect(breaking({ entryRebate: '500', rebateRule: 'x' })).toEqual({});
    expect(breaking({ entryRebate: '500' })).toEqual({ rebateRule: '请输入返佣规则' });
    expect(breaking({ rebateRule: '入职满一个月发放' })).toEqual({ entryRebate: '请输入入职返佣' });
    expect(breaking({ entryRebate: '1234567', rebateRule: 'x' })).toEqual({
      entryRebate: '入职返佣不能超过6位',
    });
    expect(breaking({ entryRebate: '0', rebateRule: 'x' })).toEqual({ entryRebate: '请输入正整数' });
    expect(breaking({ entryRebate: '5', rebateRule: 'x'.repeat(129) })).toEqual({
      rebateRule: '返佣规则不能超过128个字符',
    });
  });

  it('welfare: at least one', () => {
    expect(breaking({ jobWelfare: [] })).toEqual({ jobWelfare: '请选择职位福利' });
    expect(JobSaveBody.parse({ ...validJob, jobWelfare: '包吃,包住' }).jobWelfare).toEqual(['包吃', '包住']);
  });

  it('age: 16 to 65, min below max', () => {
    expect(ageProblem('-45')).toBe('请输入最低年龄');
    expect(ageProblem('18-')).toBe('请输入最高年龄');
    expect(ageProblem('15-45')).toBe('最低年龄不得小于16岁');
    expect(ageProblem('18-66')).toBe('最高年龄不得高于65岁');
    expect(ageProblem('40-30')).toBe('最低年龄应低于最高年龄');
    expect(ageProblem('16-65')).toBeNull();
    expect(breaking({ ageRequirement: '15-30' })).toEqual({ ageRequirement: '最低年龄不得小于16岁' });
  });

  it('contact: name at most 10, phone 4 to 12 digits', () => {
    expect(breaking({ contactName: '一二三四五六七八九十一' })).toEqual({
      contactName: '联系人不能超过10个字符',
    });
    for (const phone of ['123', '1234567890123', '0371-6234', '1380013800a'])
      expect(breaking({ contactPhone: phone })).toEqual({
        contactPhone: '请输入手机号或者固话，仅支持输入数字',
      });
    for (const phone of ['1234', '13800138000', '037162345678'])
      expect(breaking({ contactPhone: phone })).toEqual({});
  });

  it('other requirements at most 128; images 5, video 1', () => {
    expect(breaking({ otherRequirements: 'x'.repeat(129) })).toEqual({
      otherRequirements: '其他要求不能超过128个字符',
    });
    expect(breaking({ jobPictureCodes: 'a,b,c,d,e' })).toEqual({});
    expect(breaking({ jobPictureCodes: 'a,b,c,d,e,f' })).toEqual({
      jobPictureCodes: '文件总数量不能超过 5 个',
    });
    expect(breaking({ jobVideoCodes: 'v1,v2' })).toEqual({ jobVideoCodes: '文件总数量不能超过 1 个' });
  });

  it('saving type: 0 publish or 6 draft only', () => {
    expect(JobSaveBody.parse({ ...validJob, approveType: 6 }).approveType).toBe(6);
    expect(breaking({ approveType: 3 })).toEqual({ approveType: '保存类型只能是0发布或6草稿' });
  });

  it('edit needs the job code', () => {
    expect(JobEditBody.safeParse(validJob).error?.issues[0]?.message).toBe('缺少职位编号');
  });
});

describe('job list and review inputs', () => {
  it('lists the online tab by default, page 1 of 10', () => {
    expect(JobListBody.parse({ source: '2' })).toMatchObject({ approveType: 3, pageNum: 1, pageSize: 10 });
    expect(JobListBody.safeParse({ approveType: 9 }).success).toBe(false);
    expect(JobListBody.safeParse({ regionCode: '4101841' }).error?.issues[0]?.message).toBe(
      '地区代码应为2、4或6位数字',
    );
  });
  it('a rejection needs its reason', () => {
    expect(JobCheckBody.safeParse({ jobCode: 'J1', approveType: 1 }).error?.issues[0]?.message).toBe(
      '请输入驳回原因',
    );
    expect(JobCheckBody.safeParse({ jobCode: 'J1', approveType: 2 }).success).toBe(true);
    expect(JobCheckBody.safeParse({ jobCode: 'J1', approveType: 3 }).error?.issues[0]?.message).toBe(
      '审核结果只能是2通过或1驳回',
    );
  });
});

describe('job drafts (issue 23)', () => {
  const draft = { jobName: '焊工', cmpyCode: 'C_HENGDA', approveType: 6 };
  const messages = (body: unknown) => {
    const r = JobSaveBody.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('a draft needs only its name and company', () => {
    expect(messages(draft)).toEqual([]);
    expect(messages({ ...draft, jobName: '' })).toEqual(['请输入职位名称']);
    expect(messages({ ...draft, cmpyCode: undefined })).toEqual(['请选择招聘企业']);
  });

  it('checks what a draft carries for type and length', () => {
    expect(messages({ ...draft, contactPhone: '12' })).toEqual(['请输入手机号或者固话，仅支持输入数字']);
    expect(messages({ ...draft, jobName: '职'.repeat(127) })).toEqual(['职位名称不能超过126个字符']);
    expect(new Set(messages({ ...draft, applicationNumber: 'x' }))).toEqual(new Set(['请输入正整数']));
  });

  it('publishing the same body applies the full rules with their messages', () => {
    const full = messages({ ...draft, approveType: 0 });
    expect(full).toContain('请输入职位描述');
    expect(full).toContain('请选择职位工种');
    expect(full).toContain('请输入联系电话');
    expect(full[0]).toBe('请输入职位描述');
  });
});

import { JOB_MESSAGES as M } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { demoJob } from './jobForm.test-helper.ts';
import { isSubmittable, type JOB_FORM_FIELDS, jobFieldProblem, jobFormProblems } from './jobFormRules.ts';
import { emptyJobForm, formValuesOf, type JobFormValues, rawBodyOf, saveRequestOf } from './jobFormValues.ts';

/** Valid values (the demo job's), with some fields replaced. */
const valid = (patch: Partial<JobFormValues> = {}): JobFormValues => ({ ...formValuesOf(demoJob), ...patch });

describe('job form values', () => {
  it('reads a saved job: category pair, address, salary in yuan, age pair, media', () => {
    const values = formValuesOf(demoJob);
    expect(values.category).toEqual(['JC07', 'JC0701']);
    expect(values.address).toMatchObject({
      province: { value: '41', label: '河南省' },
      country: { value: '410184', label: '新郑市' },
      adressDetail: '新港大道88号',
      gcj02Lng: 113.73,
    });
    expect(values.salary).toEqual(['4000', '5500']);
    expect(values.age).toEqual(['20', '40']);
    expect(values.entryRebate).toBe('300');
    expect(values.pictures.map((p) => p.materialCode)).toEqual(['M1', 'M2']);
    expect(values.video).toEqual([{ materialCode: 'V1', url: '/api/f?objectKey=v' }]);
    expect(isSubmittable(values)).toBe(true);
  });

  it('sends salaries as 100 × the yuan typed, only for a range', () => {
    const range = rawBodyOf(valid({ flag: 2, salary: ['3500', '4800.5'] }));
    expect(range).toMatchObject({ jobMinSalary: 350000, jobMaxSalary: 480050, salaryDescribe: undefined });
    const negotiable = rawBodyOf(valid({ flag: 1, salary: ['3500', '4800'], salaryDescribe: '高薪' }));
    expect(negotiable).toMatchObject({ flag: 1, jobMinSalary: undefined, jobMaxSalary: undefined });
    expect(negotiable.salaryDescribe).toBeUndefined();
    const text = rawBodyOf(valid({ flag: 3, salary: ['3500', '4800'], salaryDescribe: '计件' }));
    expect(text).toMatchObject({ flag: 3, jobMinSalary: undefined, salaryDescribe: '计件' });
  });

  it('sends age as min-max and media as code lists', () => {
    const body = rawBodyOf(valid({ age: ['18', '55'] }), 6);
    expect(body).toMatchObject({
      ageRequirement: '18-55',
      jobPictureCodes: ['M1', 'M2'],
      jobVideoCodes: ['V1'],
      jobCategory: 'JC0701',
      provinceCode: '41',
      countyCode: '410184',
      jobAddress: '新港大道88号',
      approveType: 6,
    });
  });

  it('builds each mode’s request: add and copy save (copy names its source), edits edit', () => {
    const values = valid();
    const add = saveRequestOf(values, 'add', 0);
    expect(add.route).toBe('saveJobInfo');
    expect(add.body).toMatchObject({ approveType: 0, jobMinSalary: 400000, entryRebate: 300 });
    expect(add.body).not.toHaveProperty('sourceJobCode', expect.anything());
    const copy = saveRequestOf(values, 'copy', 6, 'J_DEMO_08');
    expect(copy).toMatchObject({
      route: 'saveJobInfo',
      body: { sourceJobCode: 'J_DEMO_08', approveType: 6 },
    });
    for (const mode of ['edit', 'editDraft', 'editRefuse'] as const) {
      const edit = saveRequestOf(values, mode, 0, 'J_DEMO_04');
      expect(edit).toMatchObject({ route: 'editJobInfo', body: { jobCode: 'J_DEMO_04', approveType: 0 } });
    }
  });

  it('refuses to build a request from values that are not submittable', () => {
    expect(() => saveRequestOf(emptyJobForm(), 'add', 0)).toThrow();
  });
});

describe('job form rules (the contract’s messages)', () => {
  it('an empty form lists every required message and is not submittable', () => {
    const problems = jobFormProblems(emptyJobForm());
    expect(isSubmittable(emptyJobForm())).toBe(false);
    expect(problems).toMatchObject({
      jobName: M.nameRequired,
      jobIntroduction: M.introductionRequired,
      category: M.categoryRequired,
      cmpyCode: M.companyRequired,
      address: M.addressRequired,
      applicationNumber: M.headcountRequired,
      flag: M.flagRequired,
      salary: M.minSalaryRequired,
      payCycle: M.payCycleRequired,
      jobWelfare: M.welfareRequired,
      age: M.ageMinRequired,
      workYears: M.workYearsRequired,
      genderRequirement: M.genderRequired,
      academicRequirement: M.educationRequired,
      socialRecruitment: M.recruitmentTypeRequired,
      workType: M.workTypeRequired,
      contactName: M.contactNameRequired,
      contactPhone: M.contactPhoneRequired,
    });
    // Optional fields and pair rules with nothing typed say nothing.
    for (const field of ['entryRebate', 'rebateRule', 'otherRequirements', 'pictures', 'video'] as const)
      expect(problems[field]).toBeUndefined();
  });

  const cases: [string, Partial<JobFormValues>, (typeof JOB_FORM_FIELDS)[number], string][] = [
    ['name too long', { jobName: '职'.repeat(127) }, 'jobName', M.nameTooLong],
    [
      'introduction too long',
      { jobIntroduction: '描'.repeat(1025) },
      'jobIntroduction',
      M.introductionTooLong,
    ],
    ['a top category only', { category: ['JC07'] }, 'category', M.categoryRequired],
    ['headcount zero', { applicationNumber: '0' }, 'applicationNumber', M.positiveInteger],
    ['headcount not a number', { applicationNumber: '3a' }, 'applicationNumber', M.positiveInteger],
    ['headcount 5 digits', { applicationNumber: '12345' }, 'applicationNumber', M.headcountTooLong],
    ['min salary missing', { flag: 2, salary: ['', '5000'] }, 'salary', M.minSalaryRequired],
    ['max salary missing', { flag: 2, salary: ['3000', ''] }, 'salary', M.maxSalaryRequired],
    ['salary over the cap', { flag: 2, salary: ['3000', '1000000'] }, 'salary', M.salaryOverCap],
    ['min salary not below max', { flag: 2, salary: ['5000', '5000'] }, 'salary', M.salaryOrder],
    ['free-text salary missing', { flag: 3, salaryDescribe: '' }, 'salaryDescribe', M.salaryTextRequired],
    [
      'free-text salary too long',
      { flag: 3, salaryDescribe: '一二三四五六七八九' },
      'salaryDescribe',
      M.salaryTextTooLong,
    ],
    ['rebate not an integer', { entryRebate: '12.5' }, 'entryRebate', M.positiveInteger],
    ['rebate 7 digits', { entryRebate: '1234567' }, 'entryRebate', M.rebateTooLong],
    ['rule without rebate', { entryRebate: '', rebateRule: '满月发放' }, 'entryRebate', M.rebateRequired],
    ['rebate without rule', { entryRebate: '200', rebateRule: '' }, 'rebateRule', M.ruleRequired],
    ['rule too long', { rebateRule: '规'.repeat(129) }, 'rebateRule', M.ruleTooLong],
    ['no welfare', { jobWelfare: [] }, 'jobWelfare', M.welfareRequired],
    ['min age missing', { age: ['', '40'] }, 'age', M.ageMinRequired],
    ['max age missing', { age: ['20', ''] }, 'age', M.ageMaxRequired],
    ['min age under 16', { age: ['15', '40'] }, 'age', M.ageMinTooLow],
    ['max age over 65', { age: ['20', '66'] }, 'age', M.ageMaxTooHigh],
    ['min age not below max', { age: ['40', '40'] }, 'age', M.ageOrder],
    ['contact name too long', { contactName: '一二三四五六七八九十一' }, 'contactName', M.contactNameTooLong],
    ['phone too short', { contactPhone: '123' }, 'contactPhone', M.contactPhoneInvalid],
    ['phone with a dash', { contactPhone: '0371-6234567' }, 'contactPhone', M.contactPhoneInvalid],
    ['phone too long', { contactPhone: '1234567890123' }, 'contactPhone', M.contactPhoneInvalid],
    [
      'other requirements too long',
      { otherRequirements: '要'.repeat(129) },
      'otherRequirements',
      M.otherTooLong,
    ],
    [
      'six images',
      { pictures: ['1', '2', '3', '4', '5', '6'].map((c) => ({ materialCode: c, url: null })) },
      'pictures',
      M.tooManyImages,
    ],
    [
      'two videos',
      {
        video: [
          { materialCode: 'V1', url: null },
          { materialCode: 'V2', url: null },
        ],
      },
      'video',
      M.tooManyVideos,
    ],
    ['nine work tags', { workDescription: '一二三四五六七八九'.split('') }, 'workDescription', M.tooManyTags],
    ['no address', { address: null }, 'address', M.addressRequired],
  ];
  it.each(cases)('%s: shows its message', (_name, patch, field, message) => {
    expect(jobFieldProblem(valid(patch), field)).toBe(message);
    expect(isSubmittable(valid(patch))).toBe(false);
  });

  it('shows a pair rule while other fields are still empty', () => {
    const values = { ...emptyJobForm(), flag: 2, salary: ['6000', '5000'] as [string, string] };
    expect(jobFieldProblem(values, 'salary')).toBe(M.salaryOrder);
    expect(jobFieldProblem({ ...emptyJobForm(), age: ['10', '30'] }, 'age')).toBe(M.ageMinTooLow);
    expect(jobFieldProblem({ ...emptyJobForm(), entryRebate: '100' }, 'rebateRule')).toBe(M.ruleRequired);
  });

  it('needs no salary range for 面议 and no text for a range', () => {
    expect(jobFieldProblem(valid({ flag: 1, salary: ['', ''] }), 'salary')).toBeNull();
    expect(isSubmittable(valid({ flag: 1, salary: ['', ''] }))).toBe(true);
    expect(isSubmittable(valid({ flag: 3, salary: ['', ''], salaryDescribe: '按件计酬' }))).toBe(true);
    expect(jobFieldProblem(valid({ flag: 2, salaryDescribe: '' }), 'salaryDescribe')).toBeNull();
  });

  it('accepts the edges: 16 to 65, 4-digit headcount, 4 and 12 digit phones, a pair both empty', () => {
    expect(isSubmittable(valid({ age: ['16', '65'] }))).toBe(true);
    expect(isSubmittable(valid({ applicationNumber: '9999' }))).toBe(true);
    expect(isSubmittable(valid({ contactPhone: '1234' }))).toBe(true);
    expect(isSubmittable(valid({ contactPhone: '123456789012' }))).toBe(true);
    expect(isSubmittable(valid({ entryRebate: '', rebateRule: '' }))).toBe(true);
    expect(isSubmittable(valid({ flag: 2, salary: ['999999', '999999'] }))).toBe(false);
    expect(isSubmittable(valid({ flag: 2, salary: ['999998', '999999'] }))).toBe(true);
  });
});

import { RESUME_MESSAGES } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { formPathOf, type ResumeFormValues, resumeProblem, toResumeInput } from './resumeForm.ts';

const base: ResumeFormValues = {
  usrName: '张三',
  usrTel: '13800000001',
  usrIdCard: '410184199001011234',
  usrGender: 1,
  academicRequirement: 9,
};

describe('resume form', () => {
  it('becomes the contract’s resume: region codes, picture keys', () => {
    expect(
      toResumeInput({
        ...base,
        region: ['41', '4101', '410184'],
        headPicture: [{ name: 'a.png', objectKey: 'apply/1/a.png' }],
        certificateVOS: [{ vcName: '叉车证', pictures: [{ name: 'c.png', objectKey: 'apply/1/c.png' }] }],
      }),
    ).toMatchObject({
      usrProvince: '41',
      usrCity: '4101',
      usrCountry: '410184',
      headPictureKey: 'apply/1/a.png',
      certificateVOS: [{ vcName: '叉车证', objectKeys: ['apply/1/c.png'] }],
    });
  });

  it('maps the schema’s paths to the form’s fields', () => {
    expect(formPathOf(['usrCity'])).toEqual(['region']);
    expect(formPathOf(['headPictureKey'])).toEqual(['headPicture']);
    expect(formPathOf(['certificateVOS', 1, 'objectKeys'])).toEqual(['certificateVOS', 1, 'pictures']);
    expect(formPathOf(['workList', 0, 'endTime'])).toEqual(['workList', 0, 'endTime']);
  });

  it('gives each field the contract’s message', () => {
    expect(resumeProblem(base, ['usrName'])).toBeNull();
    expect(resumeProblem({ ...base, usrName: '  ' }, ['usrName'])).toBe(RESUME_MESSAGES.nameRequired);
    expect(resumeProblem({ ...base, usrTel: '1380000' }, ['usrTel'])).toBe(RESUME_MESSAGES.phoneInvalid);
    const work = { compyName: '云帆', jobName: '理货员', beginTime: '2020-05', endTime: '2019-01' };
    expect(resumeProblem({ ...base, workList: [work] }, ['workList', 0, 'endTime'])).toBe(
      RESUME_MESSAGES.dateOrder,
    );
    expect(resumeProblem({ ...base, workList: [{}] }, ['workList', 0, 'compyName'])).toBe('请输入公司名称');
  });
});

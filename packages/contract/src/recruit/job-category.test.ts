import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../platform/zod-locale.ts';
import { ALL_JOB_CATEGORIES, JobCategoryBody } from './job-category.routes.ts';

const message = (body: unknown) => {
  const result = JobCategoryBody.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('JobCategoryBody', () => {
  it('makes a category without a parent (absent, null or empty) a top-level one', () => {
    expect(JobCategoryBody.parse({ categorieName: ' 生产制造 ' })).toEqual({
      categorieName: '生产制造',
      categorieParentCode: null,
      categorieSort: 0,
    });
    expect(
      JobCategoryBody.parse({ categorieName: '焊工', categorieParentCode: '' }).categorieParentCode,
    ).toBeNull();
    expect(
      JobCategoryBody.parse({ categorieName: '焊工', categorieParentCode: 'JC01' }).categorieParentCode,
    ).toBe('JC01');
  });

  it('checks name, parent code and sort with Chinese messages', () => {
    expect(message({ categorieName: '' })).toBe('请输入工种名称');
    expect(message({ categorieName: '工'.repeat(21) })).toBe('工种名称最多20个字符');
    expect(message({ categorieName: '焊工，电工' })).toBe('工种名称不能包含中英文逗号');
    expect(message({ categorieName: '焊工', categorieParentCode: '../x' })).toBe('上级工种编号格式不正确');
    expect(message({ categorieName: '焊工', categorieSort: 1.5 })).toBe('排序必须是整数');
  });
});

describe('the 全部 entry of queryJobCateSelf', () => {
  it('has an empty code and the name 全部', () => {
    expect(ALL_JOB_CATEGORIES).toMatchObject({ categorieCode: '', categorieName: '全部', children: [] });
  });
});

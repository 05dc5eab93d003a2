import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../platform/zod-locale.ts';
import { TrainLabelBody, trainLabelTypeNames } from './label.routes.ts';

const message = (body: unknown) => {
  const result = TrainLabelBody.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('training label types', () => {
  it('reads 0 all, 1 skill, 2 education', () => {
    expect(trainLabelTypeNames).toEqual({ 0: '全部', 1: '技能', 2: '学历' });
  });
});

describe('TrainLabelBody', () => {
  it('fills hot 0, sort 0 and an empty description', () => {
    expect(TrainLabelBody.parse({ labelName: ' 电工 ', labelType: '1' })).toEqual({
      labelName: '电工',
      labelType: 1,
      labelHot: 0,
      labelSort: 0,
      labelDesc: '',
    });
  });

  it('takes names up to 20 characters without commas, and known types and hot flags only', () => {
    expect(message({ labelName: '家用电子产品维修工', labelType: 1 })).toBeNull();
    expect(message({ labelName: '一'.repeat(21), labelType: 1 })).toBe('最多20个字符');
    expect(message({ labelName: '电工,焊工', labelType: 1 })).toBe('标签不能包含中英文逗号');
    expect(message({ labelName: '电工', labelType: 0 })).toBe('标签类型只能是1技能、2学历');
    expect(message({ labelName: '电工', labelType: 1, labelHot: 3 })).toBe('热门标识只能是0或1');
    expect(message({ labelName: '电工', labelType: 1, labelSort: 10000 })).toBe('排序最大为9999');
  });
});

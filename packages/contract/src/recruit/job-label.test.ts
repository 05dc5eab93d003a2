import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../platform/zod-locale.ts';
import { JobLabelBody } from './job-label.routes.ts';
import {
  contentKeyOf,
  JOB_LABEL_CONTENT_KEYS,
  jobLabelContentNames,
  jobLabelSortNames,
  sortOfContentKey,
} from './job-label.ts';

describe('job label sorts and content lists', () => {
  it('has sorts 1 work description, 2 interview requirements, 3 welfare', () => {
    expect(jobLabelSortNames).toEqual({ 1: '工作描述', 2: '面试要求', 3: '福利待遇' });
  });

  it('has content lists 1 description, 2 interview, 3 food, 4 lodging, 5 other', () => {
    expect(JOB_LABEL_CONTENT_KEYS).toEqual([1, 2, 3, 4, 5]);
    expect(jobLabelContentNames).toEqual({
      1: '工作描述',
      2: '面试要求',
      3: '餐饮',
      4: '住宿',
      5: '其他福利',
    });
  });

  it('maps a label to its content list and back', () => {
    expect(contentKeyOf(1, null)).toBe(1);
    expect(contentKeyOf(2, null)).toBe(2);
    expect(contentKeyOf(3, 3)).toBe(3);
    expect(contentKeyOf(3, 4)).toBe(4);
    expect(contentKeyOf(3, 5)).toBe(5);
    expect(contentKeyOf(3, null)).toBe(5);
    expect([1, 2, 3, 4, 5].map((k) => sortOfContentKey(k as 1))).toEqual([1, 2, 3, 3, 3]);
  });
});

describe('JobLabelBody', () => {
  const message = (body: unknown) => {
    const result = JobLabelBody.safeParse(body);
    return result.success ? null : firstIssueMessage(result.error);
  };

  it('takes a description or interview label without a welfare kind', () => {
    expect(JobLabelBody.parse({ labelName: ' 普工 ', labelSort: 1 })).toMatchObject({
      labelName: '普工',
      labelSort: 1,
    });
    expect(message({ labelName: '身体健康', labelSort: '2' })).toBeNull();
  });

  it('needs a welfare kind on a welfare label', () => {
    expect(message({ labelName: '包吃', labelSort: 3 })).toBe('请选择福利类别');
    expect(message({ labelName: '包吃', labelSort: 3, welfareType: 3 })).toBeNull();
    expect(message({ labelName: '包吃', labelSort: 3, welfareType: 2 })).toBe(
      '福利类别只能是3餐饮、4住宿、5其他',
    );
  });

  it('applies the label name rules and a known sort', () => {
    expect(message({ labelName: '七个字的长标签', labelSort: 1 })).toBe('最多六个字符');
    expect(message({ labelName: '包吃，包住', labelSort: 1 })).toBe('标签不能包含中英文逗号');
    expect(message({ labelName: '普工', labelSort: 4 })).toBe(
      '标签分类只能是1工作描述、2面试要求、3福利待遇',
    );
    expect(message({ labelSort: 1 })).toBe('请输入标签');
  });
});

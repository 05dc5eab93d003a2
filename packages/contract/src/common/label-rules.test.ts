import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../platform/zod-locale.ts';
import {
  addLabelError,
  joinLabels,
  LABEL_DEFAULT_LIMIT,
  LABEL_MAX_LENGTH,
  labelCodeSchema,
  labelMessages,
  labelNameError,
  labelNameSchema,
  splitLabels,
} from './label-rules.ts';

describe('label constants (platform §9)', () => {
  it('limits a custom tag to 6 characters and a selection to 8 tags by default', () => {
    expect(LABEL_MAX_LENGTH).toBe(6);
    expect(LABEL_DEFAULT_LIMIT).toBe(8);
  });

  it('uses the spec messages', () => {
    expect(labelMessages.tooLong).toBe('最多六个字符');
    expect(labelMessages.comma).toBe('标签不能包含中英文逗号');
    expect(labelMessages.duplicate).toBe('已选择此标签');
    expect(labelMessages.limit(8)).toBe('可选标签最多8个');
    expect(labelMessages.limit(3)).toBe('可选标签最多3个');
  });
});

describe('labelNameError', () => {
  it('takes up to six characters, counting each Chinese character once', () => {
    expect(labelNameError('包吃包住')).toBeNull();
    expect(labelNameError('六个字的标签')).toBeNull();
    expect(labelNameError('七个字的长标签')).toBe('最多六个字符');
    expect(labelNameError('abcdef')).toBeNull();
    expect(labelNameError('abcdefg')).toBe('最多六个字符');
  });

  it('counts the trimmed name', () => {
    expect(labelNameError('  年终奖金  ')).toBeNull();
    expect(labelNameError('   ')).toBe('请输入标签');
    expect(labelNameError('')).toBe('请输入标签');
  });

  it('refuses Chinese and English commas', () => {
    expect(labelNameError('包吃,包住')).toBe('标签不能包含中英文逗号');
    expect(labelNameError('包吃，包住')).toBe('标签不能包含中英文逗号');
    expect(labelNameError('包吃、包住')).toBeNull();
  });

  it('names a longer limit in its message', () => {
    expect(labelNameError('家用电子产品维修工', 20)).toBeNull();
    expect(labelNameError('一'.repeat(21), 20)).toBe('最多20个字符');
  });
});

describe('addLabelError', () => {
  const chosen = ['包吃', '包住'];

  it('accepts a new tag under the limit', () => {
    expect(addLabelError('五险一金', chosen)).toBeNull();
  });

  it('refuses a tag already chosen, trimmed', () => {
    expect(addLabelError('包吃', chosen)).toBe('已选择此标签');
    expect(addLabelError(' 包住 ', chosen)).toBe('已选择此标签');
  });

  it('refuses a ninth tag by default and respects a given limit', () => {
    const eight = ['一', '二', '三', '四', '五', '六', '七', '八'];
    expect(addLabelError('九', eight.slice(0, 7))).toBeNull();
    expect(addLabelError('九', eight)).toBe('可选标签最多8个');
    expect(addLabelError('九', ['一', '二', '三'], 3)).toBe('可选标签最多3个');
  });

  it('checks the name rules first', () => {
    expect(addLabelError('七个字的长标签', chosen)).toBe('最多六个字符');
    expect(addLabelError('a,b', chosen)).toBe('标签不能包含中英文逗号');
  });
});

describe('stored form', () => {
  it('joins with an English comma and splits back', () => {
    expect(joinLabels(['包吃', ' 包住 ', '', '五险一金'])).toBe('包吃,包住,五险一金');
    expect(splitLabels('包吃,包住,五险一金')).toEqual(['包吃', '包住', '五险一金']);
    expect(splitLabels(joinLabels(['普工', '长白班']))).toEqual(['普工', '长白班']);
  });

  it('splits old data with Chinese commas, spaces and empty parts', () => {
    expect(splitLabels('包吃， 包住,,')).toEqual(['包吃', '包住']);
    expect(splitLabels('')).toEqual([]);
    expect(splitLabels(null)).toEqual([]);
    expect(splitLabels(undefined)).toEqual([]);
  });
});

describe('schemas', () => {
  it('labelNameSchema trims and gives the spec message', () => {
    expect(labelNameSchema().parse(' 包吃 ')).toBe('包吃');
    const result = labelNameSchema().safeParse('标签,逗号');
    expect(result.success || firstIssueMessage(result.error)).toBe('标签不能包含中英文逗号');
    const long = labelNameSchema().safeParse('七个字的长标签');
    expect(long.success || firstIssueMessage(long.error)).toBe('最多六个字符');
  });

  it('labelCodeSchema refuses path tricks', () => {
    expect(labelCodeSchema('标签').parse('JL1001')).toBe('JL1001');
    const bad = labelCodeSchema('标签').safeParse('../../etc/passwd');
    expect(bad.success || firstIssueMessage(bad.error)).toBe('标签编号格式不正确');
    const empty = labelCodeSchema('标签').safeParse('');
    expect(empty.success || firstIssueMessage(empty.error)).toBe('缺少标签编号');
  });
});

import { describe, expect, it } from 'vitest';
import { markAnswer } from './marking.ts';
import { PaperInput } from './paper.ts';
import { TopicInput } from './topic.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const single = {
  topicType: 1,
  topicContent: '<p>我国安全电压的最高等级是多少伏？</p>',
  options: ['12V', '24V', '36V', '42V'],
  answer: ['D'],
  score: 2,
  difficulty: 1,
  labelCodes: ['TL101'],
};

describe('question rules', () => {
  it('takes a good question of each type and stores it in one spelling', () => {
    expect(TopicInput.parse({ ...single, answer: ['d'] })).toMatchObject({ answer: ['D'], analysis: '' });
    expect(TopicInput.parse({ ...single, topicType: 2, answer: ['c', 'A'] }).answer).toEqual(['A', 'C']);
    expect(TopicInput.parse({ ...single, topicType: 3, options: [], answer: ['b'] })).toMatchObject({
      options: ['正确', '错误'],
      answer: ['B'],
    });
    const blank = TopicInput.parse({
      ...single,
      topicType: 4,
      topicContent: '<p>安全电压一般不超过____伏，潮湿场所不超过____伏。</p>',
      answer: ['36 | 36V', '12'],
    });
    expect(blank).toMatchObject({ options: [], answer: ['36|36V', '12'] });
    expect(
      TopicInput.parse({ ...single, topicType: 5, options: ['x'], answer: ['先断电', '再施救'] }),
    ).toMatchObject({ options: [], answer: ['先断电\n再施救'] });
  });

  it('refuses bad questions with a clear message', () => {
    const bad = (extra: Record<string, unknown>) =>
      firstMessage(TopicInput.safeParse({ ...single, ...extra }));
    expect(bad({ answer: ['A', 'B'] })).toBe('单选题只能有一个正确答案');
    expect(bad({ topicType: 2, answer: ['A'] })).toBe('多选题至少需要两个正确答案');
    expect(bad({ options: ['只有一个'] })).toBe('选择题至少需要2个选项');
    expect(bad({ options: [] })).toBe('选择题至少需要2个选项');
    expect(bad({ options: Array.from({ length: 9 }, (_, i) => `选项${i}`) })).toBe('选择题最多8个选项');
    expect(bad({ options: ['A', 'A'], answer: ['A'] })).toBe('选项内容不能重复');
    expect(bad({ answer: [] })).toBe('请设置正确答案');
    expect(bad({ answer: ['E'] })).toBe('正确答案必须是已有的选项');
    expect(bad({ score: 0 })).toBe('分值必须是正整数');
    expect(bad({ score: -2 })).toBe('分值必须是正整数');
    expect(bad({ score: 1.5 })).toBe('分值必须是正整数');
    expect(bad({ topicType: 6 })).toBe('试题类型只能是1单选、2多选、3判断、4填空、5简答');
    expect(bad({ topicType: 3, answer: ['C'] })).toBe('判断题的答案只能是A正确或B错误');
    expect(bad({ topicType: 4, answer: ['36', '12'], topicContent: '电压不超过____伏' })).toBe(
      '填空题题干中的空位（___）数量须与答案数量一致',
    );
    expect(bad({ topicType: 4, answer: [' | '], topicContent: '电压不超过____伏' })).toBe(
      '填空题每个空都要有答案',
    );
    expect(bad({ topicType: 5, answer: [''] })).toBe('请设置正确答案');
    expect(bad({ topicContent: '  ' })).toBe('请输入题干');
    expect(bad({ difficulty: 4 })).toBe('难度只能是1容易、2中等、3困难');
    expect(bad({ labelCodes: [] })).toBe('请选择至少一个课程标签');
  });
});

describe('marking', () => {
  const q = (topicType: number, answer: string[], score = 4) => ({ topicType, answer, score });
  it('marks single choice and true/false all or nothing', () => {
    expect(markAnswer(q(1, ['D']), ['d'])).toEqual({ score: 4, correct: true });
    expect(markAnswer(q(1, ['D']), ['C'])).toEqual({ score: 0, correct: false });
    expect(markAnswer(q(1, ['D']), ['C', 'D'])).toEqual({ score: 0, correct: false });
    expect(markAnswer(q(3, ['B']), ['B'])).toEqual({ score: 4, correct: true });
    expect(markAnswer(q(3, ['B']), [])).toEqual({ score: 0, correct: false });
  });
  it('gives half of a multiple choice for some right keys and no wrong one, else 0', () => {
    expect(markAnswer(q(2, ['A', 'C', 'D']), ['D', 'A', 'C'])).toEqual({ score: 4, correct: true });
    expect(markAnswer(q(2, ['A', 'C', 'D']), ['A'])).toEqual({ score: 2, correct: false });
    expect(markAnswer(q(2, ['A', 'C', 'D'], 3), ['A', 'C'])).toEqual({ score: 1, correct: false });
    expect(markAnswer(q(2, ['A', 'C', 'D']), ['A', 'B'])).toEqual({ score: 0, correct: false });
    expect(markAnswer(q(2, ['A', 'C', 'D']), [])).toEqual({ score: 0, correct: false });
  });
  it('shares a fill-in score by blanks, any alternative, width and case folded', () => {
    const blank = q(4, ['36|36V', '12'], 3);
    expect(markAnswer(blank, ['３６ｖ', ' 12 '])).toEqual({ score: 3, correct: true });
    expect(markAnswer(blank, ['36', '24'])).toEqual({ score: 1, correct: false });
    expect(markAnswer(blank, [])).toEqual({ score: 0, correct: false });
  });
  it('leaves a short answer to the marker unless it is empty', () => {
    expect(markAnswer(q(5, ['先断电']), ['切断电源后施救'])).toEqual({ score: null, correct: null });
    expect(markAnswer(q(5, ['先断电']), ['  '])).toEqual({ score: 0, correct: false });
  });
});

describe('paper rules', () => {
  const paper = {
    paperName: '低压电工结业考试',
    courseCode: 'TC_DEMO_01',
    duration: 60,
    passScore: 60,
    composeMode: 1,
    topicCodes: ['ET1', 'ET2'],
  };
  const bad = (extra: Record<string, unknown>) => firstMessage(PaperInput.safeParse({ ...paper, ...extra }));
  it('takes hand-picked and random papers', () => {
    expect(PaperInput.safeParse(paper).success).toBe(true);
    const random = PaperInput.parse({
      ...paper,
      composeMode: 2,
      topicCodes: undefined,
      drawRules: [{ labelCode: 'TL101', topicType: 1, count: 5 }],
    });
    expect(random.drawRules).toEqual([{ labelCode: 'TL101', topicType: 1, difficulty: 0, count: 5 }]);
  });
  it('refuses bad papers with a clear message', () => {
    expect(bad({ topicCodes: [] })).toBe('请至少选择一道试题');
    expect(bad({ topicCodes: ['ET1', 'ET1'] })).toBe('同一道试题不能重复选入试卷');
    expect(bad({ composeMode: 2 })).toBe('请至少添加一条抽题规则');
    expect(
      bad({
        composeMode: 2,
        drawRules: [
          { labelCode: 'TL101', topicType: 1, count: 5 },
          { labelCode: 'TL101', topicType: 1, count: 2 },
        ],
      }),
    ).toBe('抽题规则重复（标签、题型、难度都相同）');
    expect(bad({ composeMode: 2, drawRules: [{ labelCode: 'TL101', topicType: 1, count: 0 }] })).toBe(
      '每条规则抽题数须为1到100的整数',
    );
    expect(bad({ duration: 2 })).toBe('考试时长须为5到300分钟的整数');
    expect(bad({ passScore: 0 })).toBe('及格分必须是正整数');
    expect(bad({ paperName: '' })).toBe('请输入试卷名称');
    expect(bad({ composeMode: 3 })).toBe('组卷方式只能是1手工选题、2随机抽题');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  ELECTRIC,
  everyType,
  HOUSEKEEPING,
  HUAXIN,
  OP,
  rowCount,
  saveTopic,
  singleBody,
} from './exam-test-kit.ts';
import { examTopic } from './tables.ts';

const t = useTestApp({ loginAs: [OP, HUAXIN, 'hengda01'] });
const TOPIC = '/train/examination-topic';
const list = async (query: Record<string, string>, user = OP) =>
  (await t.call('GET', `${TOPIC}/queryETopicList`, { token: t.token(user), query })).body;

describe('question bank', () => {
  it('saves a question of every type and reads it back', async () => {
    const codes = [];
    for (const body of everyType()) codes.push(await saveTopic(t, body));
    const info = await t.call('GET', `${TOPIC}/queryTopicInfo`, {
      token: t.token(OP),
      query: { topicCode: codes[2]! },
    });
    expect(info.body.data).toMatchObject({
      topicType: 3,
      topicTypeName: '判断题',
      options: ['正确', '错误'],
      answer: ['B'],
      contentText: '可以带电更换熔断器。',
      labels: [{ labelCode: ELECTRIC, labelName: '电工' }],
    });
    const blank = await t.call('GET', `${TOPIC}/queryTopicInfo`, {
      token: t.token(OP),
      query: { topicCode: codes[3]! },
    });
    expect(blank.body.data.answer).toEqual(['36|36V', '12|12V']);
  });

  it('edits a question in place', async () => {
    const code = await saveTopic(t, singleBody({ topicContent: '<p>待修改的题目</p>' }));
    await saveTopic(
      t,
      singleBody({ topicCode: code, score: 5, topicContent: '<p>已修改的题目<script>x</script></p>' }),
    );
    const info = await t.call('GET', `${TOPIC}/queryTopicInfo`, {
      token: t.token(OP),
      query: { topicCode: code },
    });
    expect(info.body.data).toMatchObject({ score: 5, contentText: '已修改的题目' });
    expect(info.body.data.topicContent).not.toContain('script');
  });

  it('filters by type, label, difficulty and text', async () => {
    await saveTopic(
      t,
      singleBody({
        topicContent: '<p>擦拭油烟机前应先做什么？</p>',
        labelCodes: [HOUSEKEEPING],
        difficulty: 2,
      }),
    );
    const byType = await list({ topicType: '3' });
    expect(byType.data.records.every((r: { topicType: number }) => r.topicType === 3)).toBe(true);
    expect(byType.data.total).toBeGreaterThan(0);
    const byLabel = await list({ labelCode: HOUSEKEEPING });
    expect(byLabel.data.records.map((r: { contentText: string }) => r.contentText)).toContain(
      '擦拭油烟机前应先做什么？',
    );
    expect(
      byLabel.data.records.every((r: { labelNames: string[] }) => r.labelNames.includes('家政服务员')),
    ).toBe(true);
    const byText = await list({ keyword: '油烟机' });
    expect(byText.data.total).toBe(1);
    const byDifficulty = await list({ difficulty: '2', labelCode: HOUSEKEEPING });
    expect(byDifficulty.data.total).toBe(1);
    expect((await list({ keyword: '100%_' })).data.total).toBe(0);
    expect((await list({ topicType: '9' })).msg).toBe('试题类型只能是1单选、2多选、3判断、4填空、5简答');
  });

  it('refuses bad questions with nothing saved', async () => {
    const before = await rowCount(t, examTopic);
    const refuse = async (extra: Record<string, unknown>, msg: string) => {
      const res = await t.call('POST', `${TOPIC}/saveETopic`, {
        token: t.token(OP),
        body: singleBody(extra),
      });
      expect(res.body).toMatchObject({ code: 400, msg });
    };
    await refuse({ answer: ['A', 'B'] }, '单选题只能有一个正确答案');
    await refuse({ options: [] }, '选择题至少需要2个选项');
    await refuse({ answer: [] }, '请设置正确答案');
    await refuse({ score: 0 }, '分值必须是正整数');
    await refuse({ labelCodes: ['TL_NOPE'] }, '课程标签不存在或已删除');
    await refuse({ topicContent: '<p><script>alert(1)</script></p>' }, '请输入题干');
    expect(await rowCount(t, examTopic)).toBe(before);
  });

  it('keeps each school its own bank; others cannot see or edit it', async () => {
    const code = await saveTopic(t, singleBody({ topicContent: '<p>华信题库的题目</p>' }), HUAXIN);
    expect((await list({ keyword: '华信题库' }, HUAXIN)).data.total).toBe(1);
    expect((await list({ keyword: '华信题库' }, OP)).data.total).toBe(0);
    const edit = await t.call('POST', `${TOPIC}/saveETopic`, {
      token: t.token(OP),
      body: singleBody({ topicCode: code }),
    });
    expect(edit.body).toMatchObject({ code: 404, msg: '试题不存在' });
    const noRight = await t.call('GET', `${TOPIC}/queryETopicList`, { token: t.token('hengda01') });
    expect(noRight.body.code).toBe(403);
  });
});

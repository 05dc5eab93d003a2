import { describe, expect, it } from 'vitest';
import {
  examAttempt,
  examAttemptAnswer,
  examPaper,
  examPaperTopic,
  examTopic,
} from '../modules/train/exam/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'jinqiao01'] });
const PAPER = '/train/examination-paper';

describe('demo exams', () => {
  it('hold the platform electrician bank and 金桥 domestic-service bank with papers and attempts', async () => {
    const op = await t.call('GET', `${PAPER}/queryEPaperList`, { token: t.token('yunying01') });
    expect(op.body.data.records.map((p: { paperName: string }) => p.paperName)).toEqual(
      expect.arrayContaining(['低压电工作业安全知识结业考试', '低压电工模拟测试（练习卷）']),
    );
    const school = await t.call('GET', `${PAPER}/queryEPaperList`, { token: t.token('jinqiao01') });
    expect(school.body.data.records).toEqual([
      expect.objectContaining({ paperName: '家政服务员岗前培训考核', totalScore: 24, topicCount: 8 }),
    ]);
    const stats = await t.call('GET', `${PAPER}/queryEPaperStatis`, {
      token: t.token('yunying01'),
      query: { paperCode: 'EP_DEMO_01' },
    });
    expect(stats.body.data).toMatchObject({ attemptCount: 9, candidateCount: 8, waitingCount: 2 });
    expect(stats.body.data.passCount).toBeGreaterThan(0);
    expect(stats.body.data.passCount).toBeLessThan(stats.body.data.finishedCount);
  });

  it('are seeded once', () =>
    expectSeededOnce(t.database.db, [examTopic, examPaper, examPaperTopic, examAttempt, examAttemptAnswer]));
});

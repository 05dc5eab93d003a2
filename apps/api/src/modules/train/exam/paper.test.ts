import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  ELECTRIC,
  everyType,
  HOUSEKEEPING,
  HOUSEKEEPING_COURSE,
  HUAXIN,
  OP,
  paperBody,
  paperInfo,
  rowCount,
  savePaper,
  saveTopic,
  singleBody,
  studentOf,
} from './exam-test-kit.ts';
import { examPaper, examPaperTopic } from './tables.ts';

const t = useTestApp({ loginAs: [OP, HUAXIN] });
const PAPER = '/train/examination-paper';

/** Questions carrying a label of their own (so the bank's demo questions do not count). */
async function bankOf(label: string, type: number, n: number, extra: Record<string, unknown> = {}) {
  const codes: string[] = [];
  for (let i = 0; i < n; i++)
    codes.push(
      await saveTopic(
        t,
        singleBody({
          topicType: type,
          topicContent: `<p>${label}题${type}-${i}</p>`,
          labelCodes: [label],
          ...(type === 3 ? { options: [], answer: ['A'] } : {}),
          ...extra,
        }),
      ),
    );
  return codes;
}

describe('papers', () => {
  it('adds a hand-picked paper: its total is the sum, it keeps copies of the questions', async () => {
    const codes = [];
    for (const body of everyType()) codes.push(await saveTopic(t, body));
    const res = await savePaper(t, paperBody({ topicCodes: codes }));
    expect(res.body.code).toBe(200);
    const info = await paperInfo(t, res.body.data.paperCode);
    expect(info).toMatchObject({ totalScore: 20, topicCount: 5, composeModeName: '手工选题', openStatus: 0 });
    expect(info.topics.map((q: { topicCode: string }) => q.topicCode)).toEqual(codes);
    // Editing the bank later does not change the paper.
    await saveTopic(t, { ...everyType()[0]!, topicCode: codes[0], score: 9 });
    expect((await paperInfo(t, res.body.data.paperCode)).totalScore).toBe(20);
  });

  it('draws at random by label, type and count, never the same question twice', async () => {
    // 电工 questions of type 3 also carry 家政服务员: the two rules overlap on them.
    await bankOf('TL120', 3, 4, { labelCodes: ['TL120', 'TL121'] });
    await bankOf('TL121', 3, 2);
    const res = await savePaper(
      t,
      paperBody({
        composeMode: 2,
        passScore: 3,
        drawRules: [
          { labelCode: 'TL120', topicType: 3, count: 3 },
          { labelCode: 'TL121', topicType: 3, count: 3 },
        ],
      }),
    );
    expect(res.body.code).toBe(200);
    const info = await paperInfo(t, res.body.data.paperCode);
    const codes = info.topics.map((q: { topicCode: string }) => q.topicCode);
    expect(codes).toHaveLength(6);
    expect(new Set(codes).size).toBe(6);
    expect(info.drawRules).toHaveLength(2);
  });

  it('refuses a draw the bank cannot fill, and other bad papers, with nothing saved', async () => {
    await bankOf('TL122', 1, 2);
    const papers = await rowCount(t, examPaper);
    const copies = await rowCount(t, examPaperTopic);
    const refuse = async (extra: Record<string, unknown>, code: number, msg: string) => {
      const res = await savePaper(t, paperBody(extra));
      expect(res.body).toMatchObject({ code, msg });
    };
    await refuse(
      { composeMode: 2, drawRules: [{ labelCode: 'TL122', topicType: 1, count: 3 }] },
      400,
      expect.stringMatching(/^题库中“.+”的单选题只有2道，不足3道/),
    );
    await refuse(
      { composeMode: 2, drawRules: [{ labelCode: 'TL122', topicType: 5, count: 1 }] },
      400,
      expect.stringContaining('简答题一道也没有'),
    );
    const [one] = await bankOf('TL122', 1, 1);
    await refuse({ topicCodes: [one], passScore: 3 }, 400, '及格分不能高于试卷总分（2分）');
    await refuse({ topicCodes: ['ET_NOPE'] }, 400, '所选试题不存在或不属于本机构题库');
    await refuse({ topicCodes: [one], courseCode: 'TC_NOPE' }, 400, '课程不存在或不属于本机构');
    await refuse({ topicCodes: [one, one] }, 400, '同一道试题不能重复选入试卷');
    expect(await rowCount(t, examPaper)).toBe(papers);
    expect(await rowCount(t, examPaperTopic)).toBe(copies);
  });

  it('opens, closes and allows resits; lists with filters', async () => {
    const [one] = await bankOf('TL123', 1, 1);
    const { paperCode } = (
      await savePaper(t, paperBody({ topicCodes: [one], passScore: 1, paperName: '开关测试卷' }))
    ).body.data;
    const status = (route: string, status: string) =>
      t.call('GET', `${PAPER}/${route}`, { token: t.token(OP), query: { paperCode, status } });
    expect((await status('updateOpenStatus', '1')).body.code).toBe(200);
    expect((await status('updateResitStatus', '1')).body.code).toBe(200);
    expect((await status('updateOpenStatus', '2')).body).toMatchObject({ code: 400, msg: '状态只能是0或1' });
    const list = await t.call('GET', `${PAPER}/queryEPaperList`, {
      token: t.token(OP),
      query: { paperName: '开关测试', openStatus: '1' },
    });
    expect(list.body.data.records).toEqual([
      expect.objectContaining({
        paperCode,
        openStatus: 1,
        resitStatus: 1,
        courseName: '低压电工作业（特种作业操作证）培训班',
      }),
    ]);
  });

  it('keeps the questions of a paper that was sat; its name may still change', async () => {
    const codes = await bankOf('TL124', 1, 2);
    const { paperCode } = (await savePaper(t, paperBody({ topicCodes: codes, passScore: 2 }))).body.data;
    await t.call('GET', `${PAPER}/updateOpenStatus`, {
      token: t.token(OP),
      query: { paperCode, status: '1' },
    });
    const student = await studentOf(t, 'TC_DEMO_01', 0);
    const start = await t.call('POST', `${PAPER}/public/startExam`, {
      body: { paperCode, studentName: student.studentName, studentPhone: student.studentPhone },
    });
    expect(start.body.code).toBe(200);
    const changed = await savePaper(t, paperBody({ paperCode, topicCodes: [codes[1]], passScore: 1 }));
    expect(changed.body).toMatchObject({
      code: 409,
      msg: '试卷已有考试记录，不能更换课程或试题；如需调整请复制试卷后修改',
    });
    const renamed = await savePaper(
      t,
      paperBody({ paperCode, topicCodes: codes, passScore: 3, paperName: '改名后的试卷' }),
    );
    expect(renamed.body.code).toBe(200);
    expect(await paperInfo(t, paperCode)).toMatchObject({
      paperName: '改名后的试卷',
      passScore: 3,
      attemptCount: 1,
    });
  });

  it('keeps a school to its own bank, papers and courses', async () => {
    const mine = await bankOf(HOUSEKEEPING, 1, 1);
    const own = await savePaper(t, paperBody({ topicCodes: mine, passScore: 1 }), HUAXIN);
    expect(own.body).toMatchObject({ code: 400, msg: '所选试题不存在或不属于本机构题库' });
    const otherSchool = await savePaper(
      t,
      paperBody({
        composeMode: 2,
        drawRules: [{ labelCode: ELECTRIC, topicType: 1, count: 1 }],
        passScore: 1,
        courseCode: HOUSEKEEPING_COURSE,
      }),
      HUAXIN,
    );
    expect(otherSchool.body).toMatchObject({ code: 400, msg: '课程不存在或不属于本机构' });
    const list = await t.call('GET', `${PAPER}/queryEPaperList`, { token: t.token(HUAXIN) });
    expect(list.body.data.total).toBe(0);
    const labels = await t.call('GET', `${PAPER}/queryEPaperLabel`, { token: t.token(OP) });
    expect(labels.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ labelCode: ELECTRIC, labelName: '电工' })]),
    );
  });
});

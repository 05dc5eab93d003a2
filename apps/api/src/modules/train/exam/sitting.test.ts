import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sheetRows } from '../../recruit/apply/apply-file-kit.ts';
import { everyType, OP, paperBody, rowCount, savePaper, saveTopic, studentOf } from './exam-test-kit.ts';
import { examAttempt, examAttemptAnswer } from './tables.ts';

const t = useTestApp({ loginAs: [OP] });
const PAPER = '/train/examination-paper';

let paperCode = '';
const codes: string[] = [];

const start = async (n: number, extra: Record<string, unknown> = {}) => {
  const s = await studentOf(t, 'TC_DEMO_01', n);
  return t.call('POST', `${PAPER}/public/startExam`, {
    body: { paperCode, studentName: s.studentName, studentPhone: s.studentPhone, ...extra },
  });
};
const submit = (attemptCode: string, answers: { paperTopicCode: string; answer: string[] }[]) =>
  t.call('POST', `${PAPER}/public/submitExam`, { body: { attemptCode, answers } });
const status = (route: string, value: string) =>
  t.call('GET', `${PAPER}/${route}`, { token: t.token(OP), query: { paperCode, status: value } });

/** Answers in paper order: single, multiple, true/false, fill-in, short answer. */
const answersOf = (questions: { paperTopicCode: string }[], given: string[][]) =>
  questions.map((q, i) => ({ paperTopicCode: q.paperTopicCode, answer: given[i]! }));

beforeAll(async () => {
  for (const body of everyType()) codes.push(await saveTopic(t, body));
  paperCode = (await savePaper(t, paperBody({ topicCodes: codes, passScore: 12, duration: 30 }))).body.data
    .paperCode;
});

describe('sitting a paper', () => {
  it('is closed until opened, and only for the course students', async () => {
    expect((await start(0)).body).toMatchObject({ code: 404, msg: '该试卷未开放或不存在' });
    await status('updateOpenStatus', '1');
    const intro = await t.call('GET', `${PAPER}/public/paperIntro`, { query: { paperCode } });
    expect(intro.body.data).toMatchObject({ totalScore: 20, passScore: 12, topicCount: 5, duration: 30 });
    expect((await start(0, { studentName: '不是本人' })).body).toMatchObject({
      code: 400,
      msg: '未找到您在该课程的学员信息，请核对姓名和手机号',
    });
    expect((await start(0, { studentPhone: '13900000000' })).body.code).toBe(400);
  });

  it('marks every type at once but short answers, with half a multiple choice for some right keys', async () => {
    const started = await start(0);
    expect(started.body.code).toBe(200);
    const exam = started.body.data;
    expect(exam.questions).toHaveLength(5);
    expect(JSON.stringify(exam.questions)).not.toContain('analysis');
    expect(exam.questions[3]).toMatchObject({ blanks: 2 });
    expect(exam.questions.every((q: Record<string, unknown>) => !('answer' in q))).toBe(true);
    // Resuming gives the same attempt.
    expect((await start(0)).body.data.attemptCode).toBe(exam.attemptCode);
    const res = await submit(
      exam.attemptCode,
      answersOf(exam.questions, [['D'], ['A', 'C'], ['B'], ['36V', '24'], ['先断电再施救']]),
    );
    // 2 + half of 4 + 1 + one of two blanks of 3 (1) = 6; the short answer waits.
    expect(res.body.data).toMatchObject({
      state: 1,
      stateName: '待阅卷',
      objectiveScore: 6,
      score: null,
      passed: null,
    });
    expect((await submit(exam.attemptCode, [])).body).toMatchObject({
      code: 409,
      msg: '该答卷已交卷，不能重复提交',
    });

    const list = await t.call('GET', `${PAPER}/queryAttemptList`, {
      token: t.token(OP),
      query: { paperCode, state: '1' },
    });
    expect(list.body.data.total).toBe(1);
    // Operators see the phone masked, as in the class roster; the whole number still finds the attempt.
    const { studentPhone } = await studentOf(t, 'TC_DEMO_01', 0);
    const masked = `${studentPhone.slice(0, 3)}****${studentPhone.slice(7)}`;
    const byPhone = await t.call('GET', `${PAPER}/queryAttemptList`, {
      token: t.token(OP),
      query: { paperCode, keyword: studentPhone },
    });
    expect(byPhone.body.data.records).toEqual([
      expect.objectContaining({ attemptCode: exam.attemptCode, studentPhone: masked }),
    ]);
    const detail = await t.call('GET', `${PAPER}/queryAttemptInfo`, {
      token: t.token(OP),
      query: { attemptCode: exam.attemptCode },
    });
    expect(detail.body.data.studentPhone).toBe(masked);
    expect(detail.body.data.answers.map((a: { score: number | null }) => a.score)).toEqual([
      2,
      2,
      1,
      1,
      null,
    ]);
    const shortCode = detail.body.data.answers[4].paperTopicCode;
    const mark = (score: number) =>
      t.call('POST', `${PAPER}/markAttempt`, {
        token: t.token(OP),
        body: { attemptCode: exam.attemptCode, marks: [{ paperTopicCode: shortCode, score }] },
      });
    expect((await mark(11)).body).toMatchObject({ code: 400, msg: '得分须为0到10的整数' });
    const marked = await mark(8);
    expect(marked.body.data).toMatchObject({ state: 2, score: 14, passed: true });
    expect((await mark(8)).body).toMatchObject({ code: 409, msg: '该答卷没有待阅的简答题' });
  });

  it('marks an all-objective attempt at once, and refuses answers to another paper', async () => {
    const exam = (await start(1)).body.data;
    const before = await rowCount(t, examAttemptAnswer);
    const foreign = await submit(exam.attemptCode, [{ paperTopicCode: 'PT_NOPE', answer: ['A'] }]);
    expect(foreign.body).toMatchObject({ code: 400, msg: '答案中有不属于本试卷的试题' });
    expect(await rowCount(t, examAttemptAnswer)).toBe(before);
    const res = await submit(
      exam.attemptCode,
      answersOf(exam.questions, [['C'], ['A', 'C', 'D'], ['A'], ['３６', '12'], []]),
    );
    // 0 + 4 + 0 + 3 + 0 (an empty short answer earns 0 at once) = 7 < 12.
    expect(res.body.data).toMatchObject({ state: 2, score: 7, passed: false });
  });

  it('allows a resit only when resits are allowed, and never after passing', async () => {
    expect((await start(1)).body).toMatchObject({ code: 409, msg: '您已参加过本次考试，该试卷不允许补考' });
    await status('updateResitStatus', '1');
    const again = await start(1);
    expect(again.body.data.attemptNo).toBe(2);
    const res = await submit(
      again.body.data.attemptCode,
      answersOf(again.body.data.questions, [['D'], ['A', 'C', 'D'], ['B'], ['36', '12'], ['']]),
    );
    expect(res.body.data).toMatchObject({ score: 10, passed: false });
    expect((await start(0)).body).toMatchObject({ code: 409, msg: '您已通过本次考试，无需补考' });
  });

  it('holds the clock: answers after the deadline are refused and the attempt is closed', async () => {
    const exam = (await start(2)).body.data;
    await t.database.db
      .update(examAttempt)
      .set({ deadlineAt: new Date(Date.now() - 31_000) })
      .where(eq(examAttempt.attemptCode, exam.attemptCode));
    const res = await submit(
      exam.attemptCode,
      answersOf(exam.questions, [['D'], ['A', 'C', 'D'], ['B'], ['36', '12'], ['x']]),
    );
    expect(res.body).toMatchObject({ code: 400, msg: '考试时间已到，答卷未能提交' });
    const [row] = await t.database.db
      .select()
      .from(examAttempt)
      .where(eq(examAttempt.attemptCode, exam.attemptCode));
    expect(row).toMatchObject({ state: 3, score: 0, passed: false });
    // Within the grace, a submission sent in time still counts.
    const next = (await start(3)).body.data;
    await t.database.db
      .update(examAttempt)
      .set({ deadlineAt: new Date(Date.now() - 5_000) })
      .where(eq(examAttempt.attemptCode, next.attemptCode));
    expect((await submit(next.attemptCode, [])).body.data).toMatchObject({ state: 2, score: 0 });
  });

  it('gives the statistics and the export', async () => {
    const stats = await t.call('GET', `${PAPER}/queryEPaperStatis`, {
      token: t.token(OP),
      query: { paperCode },
    });
    expect(stats.body.data).toMatchObject({
      attemptCount: 5,
      candidateCount: 4,
      finishedCount: 5,
      waitingCount: 0,
      passCount: 1,
      passRate: 0.2,
    });
    const multiple = stats.body.data.topics[1];
    expect(multiple).toMatchObject({
      sort: 2,
      topicTypeName: '多选题',
      answered: 4,
      rightCount: 2,
      rightRate: 0.5,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api${PAPER}/exportAttempts?paperCode=${paperCode}`,
      headers: { authorization: t.token(OP) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [header, ...rows] = await sheetRows(file.rawPayload);
    const phones = rows.map((r) => r[header!.indexOf('手机号')]);
    expect(phones).toHaveLength(5);
    expect(phones.every((p) => /^1\d{2}\*{4}\d{4}$/.test(String(p)))).toBe(true);
  });
});

import {
  attemptMessages as A,
  api,
  type ExamQuestion,
  type ExamResult,
  JUDGE_OPTIONS,
  optionKey,
  type StartedExam,
  TopicType,
  topicTypeNames,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Descriptions,
  Form,
  Input,
  Radio,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../../app/request.ts';
import { confirmAction, errorText } from '../../../../components';

type Answers = Record<string, string[]>;

const parseTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`).getTime();

/** Seconds left by the server's clock (the page's clock is corrected by the offset seen at start). */
function useCountdown(exam: StartedExam | null, onZero: () => void) {
  const [left, setLeft] = useState<number | null>(null);
  const fired = useRef(false);
  useEffect(() => {
    if (!exam) return;
    const offset = parseTime(exam.serverTime) - Date.now();
    const deadline = parseTime(exam.deadline);
    const tick = () => {
      const seconds = Math.max(0, Math.floor((deadline - (Date.now() + offset)) / 1000));
      setLeft(seconds);
      if (seconds === 0 && !fired.current) {
        fired.current = true;
        onZero();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [exam, onZero]);
  return left;
}

function QuestionInput({
  q,
  value,
  onChange,
}: {
  q: ExamQuestion;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const name = `题目${q.paperTopicCode}`;
  if (q.topicType === TopicType.single || q.topicType === TopicType.judge) {
    const labels = q.topicType === TopicType.judge ? JUDGE_OPTIONS : q.options;
    return (
      <Radio.Group aria-label={name} value={value[0]} onChange={(e) => onChange([e.target.value])}>
        <Space direction="vertical">
          {labels.map((text, i) => (
            <Radio key={optionKey(i)} value={optionKey(i)}>
              {q.topicType === TopicType.judge ? text : `${optionKey(i)}. ${text}`}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  }
  if (q.topicType === TopicType.multiple)
    return (
      <Checkbox.Group
        aria-label={name}
        value={value}
        onChange={(v) => onChange((v as string[]).slice().sort())}
      >
        <Space direction="vertical">
          {q.options.map((text, i) => (
            <Checkbox key={optionKey(i)} value={optionKey(i)}>{`${optionKey(i)}. ${text}`}</Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  if (q.topicType === TopicType.blank)
    return (
      <Space wrap>
        {Array.from({ length: q.blanks }, (_, i) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
            key={i}
            aria-label={`第${i + 1}空`}
            placeholder={`第${i + 1}空`}
            maxLength={100}
            value={value[i] ?? ''}
            onChange={(e) => {
              const next = Array.from({ length: q.blanks }, (_, k) => value[k] ?? '');
              next[i] = e.target.value;
              onChange(next);
            }}
            style={{ width: 160 }}
          />
        ))}
      </Space>
    );
  return (
    <Input.TextArea
      aria-label="作答"
      rows={4}
      maxLength={2000}
      value={value[0] ?? ''}
      onChange={(e) => onChange([e.target.value])}
    />
  );
}

function ResultView({ result }: { result: ExamResult }) {
  const waiting = result.score === null;
  return (
    <Result
      status={waiting ? 'info' : result.passed ? 'success' : 'warning'}
      title={
        waiting
          ? '已交卷，简答题待阅卷'
          : result.passed
            ? `考试通过，得分 ${result.score}`
            : `未通过，得分 ${result.score}`
      }
      subTitle={
        waiting
          ? `客观题得分 ${result.objectiveScore}，阅卷完成后由培训机构通知最终成绩。`
          : `满分 ${result.totalScore}，及格分 ${result.passScore}`
      }
    />
  );
}

/** The candidate's exam page (/exam/sit?paperCode=, no login): identify, answer within the time, see the result. */
export default function ExamSitPage() {
  const [params] = useSearchParams();
  const paperCode = params.get('paperCode') ?? '';
  const [exam, setExam] = useState<StartedExam | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<ExamResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const intro = useQuery({
    queryKey: ['examSit', paperCode],
    queryFn: () => call(api.examSit.paperIntro, { query: { paperCode } }),
    enabled: Boolean(paperCode),
    retry: false,
  });
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const submit = useRef(async () => {});
  submit.current = async () => {
    if (!exam || result) return;
    setBusy(true);
    try {
      const list = exam.questions.map((q) => ({
        paperTopicCode: q.paperTopicCode,
        answer: answersRef.current[q.paperTopicCode] ?? [],
      }));
      setResult(
        await call(api.examSit.submitExam, { body: { attemptCode: exam.attemptCode, answers: list } }),
      );
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const [onZero] = useState(() => () => void submit.current());
  const left = useCountdown(result ? null : exam, onZero);

  const start = async (values: { studentName: string; studentPhone: string }) => {
    setBusy(true);
    setError(null);
    try {
      setExam(await call(api.examSit.startExam, { body: { paperCode, ...values } }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const page = (children: React.ReactNode) => (
    <main style={{ maxWidth: 820, margin: '24px auto', padding: '0 12px' }}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{intro.data?.paperName ?? '在线考试'}</h1>}>
        {children}
      </Card>
    </main>
  );

  if (!paperCode || intro.isError) return page(<Result status="warning" title={A.paperClosed} />);
  if (!intro.data) return page(<Spin />);
  if (result) return page(<ResultView result={result} />);
  if (!exam)
    return page(
      <>
        <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="课程">{intro.data.courseName}</Descriptions.Item>
          <Descriptions.Item label="考试时长">{intro.data.duration}分钟</Descriptions.Item>
          <Descriptions.Item label="试题">{intro.data.topicCount}题</Descriptions.Item>
          <Descriptions.Item label="满分/及格">{`${intro.data.totalScore} / ${intro.data.passScore}`}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary">
          请填写报名该课程时登记的姓名和手机号。开始后计时，到时自动交卷。
        </Typography.Paragraph>
        <Form name="examStart" layout="vertical" onFinish={start} style={{ maxWidth: 360 }}>
          <Form.Item
            name="studentName"
            label="姓名"
            rules={[{ required: true, whitespace: true, message: A.nameRequired }]}
          >
            <Input maxLength={20} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="studentPhone"
            label="手机号"
            rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: A.phoneInvalid }]}
          >
            <Input maxLength={11} autoComplete="tel" inputMode="numeric" />
          </Form.Item>
          {error ? <Typography.Paragraph type="danger">{error}</Typography.Paragraph> : null}
          <Button type="primary" htmlType="submit" loading={busy}>
            开始考试
          </Button>
        </Form>
      </>,
    );
  const minutes = left === null ? '' : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return page(
    <>
      <Typography.Paragraph
        strong
        role="timer"
        aria-live="off"
        style={{ position: 'sticky', top: 0, background: '#fff', zIndex: 1, padding: '8px 0' }}
      >
        剩余时间 {minutes}（第{exam.attemptNo}次考试）
      </Typography.Paragraph>
      {exam.questions.map((q, i) => (
        <section key={q.paperTopicCode} style={{ marginBottom: 24 }}>
          <Typography.Text
            strong
          >{`${i + 1}. [${topicTypeNames[q.topicType]}，${q.score}分]`}</Typography.Text>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the stem is sanitised by the server */}
          <div dangerouslySetInnerHTML={{ __html: q.topicContent }} />
          <QuestionInput
            q={q}
            value={answers[q.paperTopicCode] ?? []}
            onChange={(v) => setAnswers((a) => ({ ...a, [q.paperTopicCode]: v }))}
          />
        </section>
      ))}
      {error ? <Typography.Paragraph type="danger">{error}</Typography.Paragraph> : null}
      <Button
        type="primary"
        loading={busy}
        onClick={() =>
          void confirmAction({
            title: '确认交卷？',
            content: '交卷后不能再修改答案。',
            onOk: () => submit.current(),
          })
        }
      >
        交卷
      </Button>
    </>,
  );
}

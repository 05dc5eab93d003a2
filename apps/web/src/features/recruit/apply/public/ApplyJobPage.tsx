import {
  APPLY_MESSAGES,
  api,
  type FormOptions,
  type FormRule,
  genderFromIdCard,
  isIdCardNumber,
  type PublicApplyBody,
  parseFormRules,
  ResultCode,
  ResumeInput,
  type RouteOutput,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Grid, Result, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../../../app/request.ts';
import { errorText } from '../../../../components';
import { FormRenderer } from '../../../train/form/renderer/FormRenderer.tsx';
import styles from './ApplyJobPage.module.css';
import { ResumeBaseFields } from './ResumeBaseFields.tsx';
import { publicApplyUploader } from './ResumeImageField.tsx';
import { ResumeListSections } from './ResumeListSections.tsx';
import { type EchoedValues, echoedAnswers } from './resumeEcho.ts';
import { EMPTY_RESUME, type ResumeFormValues, toResumeInput } from './resumeForm.ts';

export const JOB_GONE = '职位不存在或已删除';
export const FORM_UNREADABLE = '该职位的报名表单格式有误，暂时无法报名';

type PublicJob = RouteOutput<typeof api.apply.publicJobInfo>;
type Resume = PublicApplyBody['resume'];

/** The job's own form is filled inside the page: its buttons are the page's 提交报名. */
const NO_BUTTONS: FormOptions = { submitBtn: false, resetBtn: false };

function readRules(text: string | null): FormRule[] | null {
  if (!text) return [];
  try {
    return parseFormRules(text);
  } catch {
    return null;
  }
}

const isGone = (error: unknown) =>
  error instanceof ApiError && (error.code === ResultCode.notFound || error.code === ResultCode.badRequest);

function JobSummary({ job }: { job: PublicJob }) {
  return (
    <header>
      <h1 className={styles.jobName}>{job.jobName}</h1>
      <div className={styles.salary}>{job.salary}</div>
      {job.cmpyName ? <div className={styles.jobMeta}>招聘企业：{job.cmpyName}</div> : null}
      {job.address ? <div className={styles.jobMeta}>工作地址：{job.address}</div> : null}
      {job.jobIntroduction ? (
        <Typography.Paragraph
          type="secondary"
          style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}
          ellipsis={{ rows: 4, expandable: 'collapsible', symbol: (open) => (open ? '收起' : '展开') }}
        >
          {job.jobIntroduction}
        </Typography.Paragraph>
      ) : null}
    </header>
  );
}

/**
 * The public apply page `/apply/job?jobCode=` (no login; the job's QR code points here): the job, the
 * resume (the contract's ResumeInput, its lists when the job asks for a resume), the job's own form through
 * the form renderer, and 提交报名 → publicApply. A duplicate shows the server's message.
 */
export default function ApplyJobPage() {
  const [search] = useSearchParams();
  const jobCode = search.get('jobCode')?.trim() ?? '';
  const narrow = !Grid.useBreakpoint().sm;
  const [resumeForm] = Form.useForm<ResumeFormValues>();
  const [answersForm] = Form.useForm();
  /** What was last copied from the resume into the job form's name, phone and ID-number fields. */
  const copied = useRef<EchoedValues>({});
  const pendingResume = useRef<Resume | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const job = useQuery({
    queryKey: ['public-apply-job', jobCode],
    queryFn: () => call(api.apply.publicJobInfo, { query: { jobCode } }),
    enabled: !!jobCode,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rules = useMemo(() => (job.data ? readRules(job.data.formContent) : []), [job.data]);
  const jobName = job.data?.jobName;
  const upload = useMemo(() => publicApplyUploader(jobCode), [jobCode]);

  useEffect(() => {
    document.title = jobName ? `报名：${jobName}` : '职位报名';
  }, [jobName]);

  const send = async (resume: Resume, formValue: Record<string, unknown>) => {
    setSending(true);
    setProblem(null);
    try {
      await call(api.apply.publicApply, { body: { jobCode, resume, formValue } });
      setDone(true);
      window.scrollTo(0, 0);
    } catch (error) {
      setProblem(errorText(error, '提交失败'));
    } finally {
      setSending(false);
    }
  };

  /** 提交报名: the resume first (scrolled to its first problem), then the job's form, whose submit sends both. */
  const submit = async () => {
    setProblem(null);
    try {
      await resumeForm.validateFields({ recursive: true });
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) resumeForm.scrollToField(first.name, { block: 'center' });
      return;
    }
    // Sent as the contract parses it: trimmed, the ID number's x in capitals, defaults filled.
    const parsed = ResumeInput.safeParse(toResumeInput(resumeForm.getFieldsValue(true)));
    if (!parsed.success) return;
    const resume: Resume = parsed.data;
    if (rules && rules.length > 0) {
      // The renderer checks its own fields and calls sendWithAnswers only when they pass.
      pendingResume.current = resume;
      answersForm.submit();
      return;
    }
    await send(resume, {});
  };
  const sendWithAnswers = async (answers: Record<string, unknown>) => {
    const resume = pendingResume.current;
    pendingResume.current = null;
    if (resume) await send(resume, answers);
  };

  // A valid ID number gives the gender when none is chosen yet; the name, phone and ID number are copied
  // into the job form's fields asking for them again.
  const onValuesChange = (changed: Partial<ResumeFormValues>) => {
    const id = changed.usrIdCard?.trim().toUpperCase();
    if (id && isIdCardNumber(id) && resumeForm.getFieldValue('usrGender') === undefined)
      resumeForm.setFieldValue('usrGender', genderFromIdCard(id));
    if (!rules?.length) return;
    const echo = echoedAnswers(rules, changed, copied.current, (field) => answersForm.getFieldValue(field));
    answersForm.setFieldsValue(echo.answers);
    copied.current = echo.copied;
  };

  let content: ReactNode;
  if (!jobCode || isGone(job.error)) content = <Result status="404" title={JOB_GONE} />;
  else if (job.isPending) content = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  else if (job.error)
    content = (
      <Result
        status="error"
        title="职位加载失败"
        subTitle={job.error.message}
        extra={
          <Button type="primary" onClick={() => job.refetch()}>
            重试
          </Button>
        }
      />
    );
  else if (done)
    content = (
      <Result
        status="success"
        title="报名成功"
        subTitle={`您已报名「${job.data.jobName}」，请保持手机畅通`}
      />
    );
  else if (!job.data.open)
    content = (
      <>
        <JobSummary job={job.data} />
        <Result status="warning" title={APPLY_MESSAGES.jobNotOnline} />
      </>
    );
  else
    content = (
      <>
        <JobSummary job={job.data} />
        <Form<ResumeFormValues>
          form={resumeForm}
          name="resume"
          layout={narrow ? 'vertical' : 'horizontal'}
          labelCol={narrow ? undefined : { flex: '90px' }}
          labelWrap
          initialValues={EMPTY_RESUME}
          onValuesChange={onValuesChange}
        >
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>个人信息</h2>
            <ResumeBaseFields jobCode={jobCode} />
          </section>
          {job.data.needResume === 1 ? <ResumeListSections jobCode={jobCode} /> : null}
        </Form>
        {rules === null ? <Alert type="error" showIcon title={FORM_UNREADABLE} /> : null}
        {rules && rules.length > 0 ? (
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>报名信息</h2>
            <FormRenderer
              form={answersForm}
              rules={rules}
              options={NO_BUTTONS}
              mode="fill"
              upload={upload}
              onSubmit={sendWithAnswers}
              labelOnTop={narrow}
            />
          </section>
        ) : null}
        <div className={styles.submit}>
          {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
          <Button
            type="primary"
            size="large"
            block
            loading={sending}
            disabled={rules === null}
            onClick={() => void submit()}
          >
            提交报名
          </Button>
        </div>
      </>
    );

  return (
    <div className={styles.page}>
      <main className={styles.card}>{content}</main>
    </div>
  );
}

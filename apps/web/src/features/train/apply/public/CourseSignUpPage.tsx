import {
  api,
  courseApplyLimits,
  courseApplyMessages,
  type FormOptions,
  formatCents,
  MOBILE_PATTERN,
  ResultCode,
  type RouteOutput,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Grid, Input, Result, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../../../app/request.ts';
import { errorText } from '../../../../components';
import { uploadForm } from '../../../../components/upload-requests';
import styles from '../../../recruit/apply/public/ApplyJobPage.module.css';
import { FormRenderer } from '../../form/renderer/FormRenderer.tsx';
import type { FormFileUploader } from '../../form/renderer/types.ts';
import { readRules } from '../useCourseForm.ts';

type SignUpResult = RouteOutput<typeof api.courseApply.publicSignUp>;
interface Person {
  usrName: string;
  usrPhe: string;
}

export const COURSE_GONE = '课程不存在或已下架';
const NO_BUTTONS: FormOptions = { submitBtn: false, resetBtn: false };
const isGone = (error: unknown) => error instanceof ApiError && error.code === ResultCode.notFound;

/**
 * The public sign-up page of a course `/apply/course?courseCode=` (no login; the course's QR code): the
 * course, name and mobile number, the course's own sign-up form through the form renderer, and 提交报名 →
 * publicSignUp. A free course's sign-up is an intention; a paid course's answer carries the cashier link,
 * and 去支付 goes there.
 */
export default function CourseSignUpPage() {
  const [search] = useSearchParams();
  const courseCode = search.get('courseCode')?.trim() ?? '';
  const narrow = !Grid.useBreakpoint().sm;
  const [personForm] = Form.useForm<Person>();
  const [answersForm] = Form.useForm();
  const pending = useRef<Person | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SignUpResult | null>(null);
  const course = useQuery({
    queryKey: ['public-course', courseCode],
    queryFn: () => call(api.courseApply.publicCourseInfo, { query: { courseCode } }),
    enabled: !!courseCode,
    retry: false,
  });
  const rules = useMemo(() => readRules(course.data?.formContent) ?? [], [course.data?.formContent]);
  const formCode = course.data?.formCode ?? '';
  const upload = useCallback<FormFileUploader>(
    (field, file) => uploadForm(api.form.uploadFile, file, { fields: { bizCode: formCode, field } }),
    [formCode],
  );
  const courseName = course.data?.courseName;
  useEffect(() => {
    document.title = courseName ? `报名：${courseName}` : '课程报名';
  }, [courseName]);

  const send = async (person: Person, formValue: Record<string, unknown>) => {
    setSending(true);
    setProblem(null);
    try {
      setResult(await call(api.courseApply.publicSignUp, { body: { courseCode, ...person, formValue } }));
      window.scrollTo(0, 0);
    } catch (error) {
      setProblem(errorText(error, '提交失败'));
    } finally {
      setSending(false);
    }
  };
  const submit = async () => {
    let person: Person;
    try {
      person = await personForm.validateFields();
    } catch {
      return;
    }
    if (rules.length) {
      pending.current = person;
      answersForm.submit();
      return;
    }
    await send(person, {});
  };
  const sendWithAnswers = async (answers: Record<string, unknown>) => {
    const person = pending.current;
    pending.current = null;
    if (person) await send(person, answers);
  };

  let content: ReactNode;
  if (!courseCode || isGone(course.error)) content = <Result status="404" title={COURSE_GONE} />;
  else if (course.isPending)
    content = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  else if (course.error)
    content = <Result status="error" title="课程加载失败" subTitle={course.error.message} />;
  else if (result)
    content = result.payUrl ? (
      <Result
        status="info"
        title="报名成功，请支付报名费"
        subTitle={`订单金额 ${formatCents(result.amount ?? 0)} 元，支付完成后即为线上报名已支付`}
        extra={
          <Button type="primary" href={result.payUrl}>
            去支付
          </Button>
        }
      />
    ) : (
      <Result
        status="success"
        title="报名成功"
        subTitle={`您已报名「${course.data.courseName}」，请保持手机畅通`}
      />
    );
  else {
    const d = course.data;
    content = (
      <>
        <header>
          <h1 className={styles.jobName}>{d.courseName}</h1>
          {/* #cf1322 on white: 5.9:1, where the job page's lighter red fails WCAG AA contrast. */}
          <div className={styles.salary} style={{ color: '#cf1322' }}>
            {d.isFree ? '免费' : `${formatCents(d.price)} 元`}
          </div>
          {d.cmpyName ? <div className={styles.jobMeta}>培训机构：{d.cmpyName}</div> : null}
          <div className={styles.jobMeta}>
            课程类型：{d.courseTypeName} · {d.courseNatureName}
          </div>
          <div className={styles.jobMeta}>培训地址：{d.address}</div>
          <div className={styles.jobMeta}>
            报名时间：{d.applyBeginTime} 至 {d.applyEndTime}
          </div>
        </header>
        {!d.open ? (
          <Result status="warning" title={courseApplyMessages.outsideWindow} />
        ) : (
          <>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>报名人</h2>
              <Form<Person>
                form={personForm}
                name="person"
                layout={narrow ? 'vertical' : 'horizontal'}
                labelCol={narrow ? undefined : { flex: '90px' }}
              >
                <Form.Item
                  name="usrName"
                  label="姓名"
                  rules={[{ required: true, whitespace: true, message: courseApplyMessages.nameRequired }]}
                >
                  <Input maxLength={courseApplyLimits.nameMax} placeholder="请输入姓名" />
                </Form.Item>
                <Form.Item
                  name="usrPhe"
                  label="手机号"
                  rules={[
                    { required: true, message: courseApplyMessages.phoneInvalid },
                    { pattern: MOBILE_PATTERN, message: courseApplyMessages.phoneInvalid },
                  ]}
                >
                  <Input maxLength={11} inputMode="numeric" placeholder="请输入手机号" />
                </Form.Item>
              </Form>
            </section>
            {rules.length ? (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>{d.formName ?? '报名信息'}</h2>
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
              <Button type="primary" size="large" block loading={sending} onClick={() => void submit()}>
                提交报名
              </Button>
            </div>
          </>
        )}
      </>
    );
  }
  return (
    <div className={styles.page}>
      <main className={styles.card}>{content}</main>
    </div>
  );
}

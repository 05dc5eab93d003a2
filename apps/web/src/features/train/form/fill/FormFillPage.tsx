import {
  ANSWER_REF_TYPES,
  api,
  type FormOptions,
  type FormRule,
  type PublicForm,
  parseFormOptions,
  parseFormRules,
  ResultCode,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Result, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError, call } from '../../../../app/request.ts';
import { uploadForm } from '../../../../components/upload-requests';
import { FormRenderer } from '../renderer/FormRenderer.tsx';
import type { FormFileUploader } from '../renderer/types.ts';
import styles from './FormFillPage.module.css';

export const FORM_GONE = '表单不存在或已删除';

/** The stored texts as rules and options; null when they do not parse. */
function readForm(form: PublicForm): { rules: FormRule[]; options: FormOptions } | null {
  try {
    return { rules: parseFormRules(form.formContent), options: parseFormOptions(form.formOption) };
  } catch {
    return null;
  }
}

/** What the answer is given for (a job or course registration link), from the page's query string. */
function refOf(search: URLSearchParams) {
  const refType = search.get('refType');
  const refCode = search.get('refCode')?.trim();
  return ANSWER_REF_TYPES.includes(refType as never)
    ? { refType: refType as (typeof ANSWER_REF_TYPES)[number], ...(refCode ? { refCode } : {}) }
    : {};
}

const isGone = (error: unknown) =>
  error instanceof ApiError && (error.code === ResultCode.notFound || error.code === ResultCode.badRequest);

/**
 * The public answer page `/form/fill/:bizCode` (no login): the form by its code, its files uploaded one by
 * one as they are picked, the answers submitted with the link's refType/refCode.
 */
export default function FormFillPage() {
  const { bizCode = '' } = useParams();
  const [search] = useSearchParams();
  const narrow = !Grid.useBreakpoint().sm;
  const [done, setDone] = useState(false);
  const query = useQuery({
    queryKey: ['public-form', bizCode],
    queryFn: () => call(api.form.getFormInfoByCode, { query: { bizCode } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useMemo(() => (query.data ? readForm(query.data) : null), [query.data]);
  const formName = query.data?.formName;

  useEffect(() => {
    document.title = formName || '表单填写';
  }, [formName]);

  const upload = useCallback<FormFileUploader>(
    (field, file) => uploadForm(api.form.uploadFile, file, { fields: { bizCode, field } }),
    [bizCode],
  );
  const submit = async (answers: Record<string, unknown>) => {
    await call(api.form.submit, { body: { bizCode, formValue: answers, ...refOf(search) } });
    setDone(true);
  };

  let content: ReactNode;
  if (query.isPending) content = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  else if (isGone(query.error) || (query.data && !form)) content = <Result status="404" title={FORM_GONE} />;
  else if (query.error)
    content = (
      <Result
        status="error"
        title="表单加载失败"
        subTitle={query.error.message}
        extra={
          <Button type="primary" onClick={() => query.refetch()}>
            重试
          </Button>
        }
      />
    );
  else if (done) content = <Result status="success" title="提交成功" subTitle="感谢您的填写" />;
  else if (form)
    content = (
      <>
        <h1 className={styles.title}>{formName}</h1>
        <FormRenderer
          rules={form.rules}
          options={form.options}
          mode="fill"
          upload={upload}
          onSubmit={submit}
          labelOnTop={narrow}
        />
      </>
    );

  return (
    <div className={styles.page}>
      <main className={styles.card}>{content}</main>
    </div>
  );
}

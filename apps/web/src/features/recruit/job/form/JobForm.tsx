import { api, type JobFormMode, jobLifecycle } from '@hr/contract';
import { Divider, Form } from 'antd';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useFeedback } from '../../../../components';
import { JobBasicSection } from './JobBasicSection.tsx';
import { JobContactSection, JobMediaSection } from './JobExtraSection.tsx';
import { JobFormFooter } from './JobFormFooter.tsx';
import { JobRequirementSection, JobSalarySection } from './JobTermsSection.tsx';
import { DRAFT_FIELDS } from './jobFormRules.ts';
import {
  type JobFormValues,
  type JobSaveRequest,
  type JobSaveType,
  rawBodyOf,
  saveRequestOf,
} from './jobFormValues.ts';

export interface JobFormProps {
  mode: JobFormMode;
  /** The edited job, or the copied one. */
  jobCode?: string | undefined;
  initial: JobFormValues;
  /** The saved application form's name. */
  formName?: string | null | undefined;
  /** Company staff: their company, fixed. */
  ownCompany: { cmpyCode: string; cmpyName: string | null } | null;
  /** Set by the form: whether the values differ from what was loaded. */
  dirtyRef: RefObject<() => boolean>;
  onSaved: () => void;
  onCancel: () => void;
}

/** What the form sends, as text: two values are the same change when they send the same. */
const snapshot = (values: JobFormValues) => JSON.stringify(rawBodyOf(values));

/** The success message of a save (spec §8): a new job 新增成功; an edit 提交成功 or, as a draft, 更新成功. */
export function saveSuccessText(mode: JobFormMode, approveType: JobSaveType): string {
  if (mode === 'add' || mode === 'copy') return '新增成功';
  return approveType === 0 ? jobLifecycle.actions.resubmit.success : jobLifecycle.actions.saveDraft.success;
}

const SECTIONS = [
  { title: '基本信息', body: 'basic' },
  { title: '薪资福利', body: 'salary' },
  { title: '任职要求', body: 'requirements' },
  { title: '联系方式', body: 'contact' },
  { title: '图片视频与报名', body: 'media' },
] as const;

/**
 * The job form (spec §5): every rule is the contract's, shown under its field; 发布 sends approveType 0
 * and 保存草稿 6. A draft needs only its name and company (issue 23); 发布 is disabled until the values are
 * submittable (查看 shows what is missing). A server
 * refusal shows its message and the form stays.
 */
export function JobForm({
  mode,
  jobCode,
  initial,
  formName,
  ownCompany,
  dirtyRef,
  onSaved,
  onCancel,
}: JobFormProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<JobFormValues>();
  const [saving, setSaving] = useState<JobSaveType | null>(null);
  const initialSnapshot = useMemo(() => snapshot(initial), [initial]);

  useEffect(() => {
    dirtyRef.current = () => snapshot(form.getFieldsValue(true)) !== initialSnapshot;
  }, [dirtyRef, form, initialSnapshot]);

  const showProblems = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
    }
  };

  const save = async (approveType: JobSaveType) => {
    let request: JobSaveRequest;
    try {
      // A draft is checked on what identifies it; the rest is checked by the schema for what is filled.
      await form.validateFields(approveType === 6 ? DRAFT_FIELDS : undefined);
      request = saveRequestOf(form.getFieldsValue(true), mode, approveType, jobCode);
    } catch (error) {
      // A draft refused by the schema (a filled field of the wrong type or length): its message.
      const issue = (error as { issues?: { message: string }[] }).issues?.[0];
      if (approveType === 6 && issue) return void message.error(issue.message);
      return void showProblems();
    }
    setSaving(approveType);
    try {
      if (request.route === 'saveJobInfo') await call(api.job.saveJobInfo, { body: request.body });
      else await call(api.job.editJobInfo, { body: request.body });
      message.success(saveSuccessText(mode, approveType));
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(null);
    }
  };

  const section = (body: (typeof SECTIONS)[number]['body']) => {
    if (body === 'basic') return <JobBasicSection ownCompany={ownCompany} />;
    if (body === 'salary') return <JobSalarySection />;
    if (body === 'requirements') return <JobRequirementSection />;
    if (body === 'contact') return <JobContactSection />;
    return <JobMediaSection operator={!ownCompany} formName={formName} />;
  };

  return (
    <>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: '8px 24px 24px' }}>
        <Form<JobFormValues>
          form={form}
          name="jobForm"
          initialValues={initial}
          labelCol={{ flex: '120px' }}
          labelWrap
          scrollToFirstError
        >
          {SECTIONS.map(({ title, body }) => (
            <section key={body} aria-label={title}>
              <Divider titlePlacement="start" style={{ marginTop: 16 }}>
                {title}
              </Divider>
              {section(body)}
            </section>
          ))}
        </Form>
      </div>
      <JobFormFooter
        form={form}
        initial={initial}
        saving={saving}
        onSave={(approveType) => void save(approveType)}
        onShowProblems={() => void showProblems()}
        onCancel={onCancel}
      />
    </>
  );
}

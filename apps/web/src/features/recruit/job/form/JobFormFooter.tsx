import { Button, Form, type FormInstance, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { isDraftable, isSubmittable, jobFormProblems } from './jobFormRules.ts';
import type { JobFormValues, JobSaveType } from './jobFormValues.ts';

export interface JobFormFooterProps {
  form: FormInstance<JobFormValues>;
  initial: JobFormValues;
  /** The save running (its approveType), if any. */
  saving: JobSaveType | null;
  onSave: (approveType: JobSaveType) => void;
  onShowProblems: () => void;
  onCancel: () => void;
}

/**
 * The drawer's buttons: 发布 stays disabled until the values are submittable (spec §5), with how many
 * fields are missing or wrong and 查看 to show them; 保存草稿 needs only the name and company (issue 23). The footer alone watches every value, so a
 * keystroke re-renders it and not the whole form.
 */
export function JobFormFooter({
  form,
  initial,
  saving,
  onSave,
  onShowProblems,
  onCancel,
}: JobFormFooterProps) {
  const watched = Form.useWatch((all) => all, { form, preserve: true }) as JobFormValues | undefined;
  const values = watched ?? initial;
  const submittable = useMemo(() => isSubmittable(values), [values]);
  const draftable = useMemo(() => submittable || isDraftable(values), [values, submittable]);
  const problemCount = useMemo(
    () => (submittable ? 0 : Object.keys(jobFormProblems(values)).length),
    [values, submittable],
  );
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '12px 24px',
        borderTop: '1px solid rgba(5, 5, 5, 0.06)',
      }}
    >
      {submittable ? null : (
        <Typography.Text type="secondary" data-testid="job-form-incomplete">
          还有 {problemCount} 项未填写或不符合要求
          <Button type="link" size="small" onClick={onShowProblems}>
            查看
          </Button>
        </Typography.Text>
      )}
      <Space style={{ marginLeft: 'auto' }}>
        <Button onClick={onCancel}>取消</Button>
        <Button disabled={!draftable || saving !== null} loading={saving === 6} onClick={() => onSave(6)}>
          保存草稿
        </Button>
        <Button
          type="primary"
          disabled={!submittable || saving !== null}
          loading={saving === 0}
          onClick={() => onSave(0)}
        >
          发布
        </Button>
      </Space>
    </div>
  );
}

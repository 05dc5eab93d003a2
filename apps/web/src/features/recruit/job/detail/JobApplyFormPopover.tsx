import { JOB_LIMITS, parseFormRules } from '@hr/contract';
import { Button, Popover, Space, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';

// The renderer brings every control (editor, map, uploads): loaded when the popover first opens.
const FormRenderer = lazy(() =>
  import('../../../train/form/renderer/FormRenderer.tsx').then((module) => ({
    default: module.FormRenderer,
  })),
);

/** The rules of a job's form copy; text that does not parse reads as an empty form. */
function readRules(formContent: string) {
  try {
    const rules = parseFormRules(formContent);
    return Array.isArray(rules) ? rules : [];
  } catch {
    return [];
  }
}

export interface JobApplyFormPopoverProps {
  formName: string | null;
  /** The job's copy of its form's rules (saved with the job). */
  formContent: string | null;
}

/** The job's custom application form: its name, and 预览 opening it in a 380 px popover (spec §2). */
export function JobApplyFormPopover({ formName, formContent }: JobApplyFormPopoverProps) {
  const rules = useMemo(() => (formContent ? readRules(formContent) : []), [formContent]);
  if (!formContent) return <>未设置报名表单</>;
  return (
    <Space size={4}>
      <span>{formName ?? '报名表单'}</span>
      <Popover
        trigger="click"
        placement="left"
        title={formName ?? '报名表单'}
        styles={{ root: { width: JOB_LIMITS.formPopoverWidth } }}
        content={
          <div
            style={{ maxHeight: 480, overflowY: 'auto', overflowX: 'hidden' }}
            data-testid="job-form-preview"
          >
            <Suspense fallback={<Spin />}>
              <FormRenderer rules={rules} mode="preview" labelOnTop />
            </Suspense>
          </div>
        }
      >
        <Button type="link" size="small">
          预览表单
        </Button>
      </Popover>
    </Space>
  );
}

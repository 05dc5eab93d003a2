import { buttonShown } from '@hr/contract';
import { Button, Form, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { errorText, useFeedback } from '../../../../components/feedback';
import { RendererContext, type RendererContextValue } from './context.ts';
import styles from './FormRenderer.module.css';
import { formLook, initialAnswers } from './formProps.ts';
import { RuleList } from './RuleList.tsx';
import type { FormRendererProps } from './types.ts';

const NO_URLS: Record<string, string> = {};

/**
 * A stored form as an antd Form (docs/form-format.md): the designer's preview, the public answer page and
 * the read-only answer view. Each field is checked by the contract's fieldProblem, as the server checks it.
 */
export function FormRenderer({
  rules,
  options,
  mode = 'fill',
  value,
  fileUrls = NO_URLS,
  upload,
  onSubmit,
  labelOnTop = false,
  form: given,
}: FormRendererProps) {
  const [form] = Form.useForm(given);
  const { message } = useFeedback();
  const [submitting, setSubmitting] = useState(false);
  const [shown, setShown] = useState<Record<string, unknown> | null>(null);
  const look = formLook(options, labelOnTop);
  // View shows the answers only: an unanswered field reads empty, not as its default.
  const initialValues = useMemo(
    () => (mode === 'view' ? (value ?? {}) : initialAnswers(rules, value)),
    [mode, rules, value],
  );
  const [failedFields, setFailedFields] = useState<readonly string[]>([]);
  const context = useMemo<RendererContextValue>(
    () => ({ mode, upload, fileUrls, failedFields }),
    [mode, upload, fileUrls, failedFields],
  );
  const editable = mode !== 'view';
  const showSubmit = editable && buttonShown(options?.submitBtn, true);
  const showReset = editable && buttonShown(options?.resetBtn, false);

  const finish = async (answers: Record<string, unknown>) => {
    if (!onSubmit) {
      // The designer's preview without a handler: show what would be sent.
      if (mode === 'preview') setShown(answers);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(answers);
    } catch (error) {
      message.error(errorText(error, '提交失败'));
    } finally {
      setSubmitting(false);
    }
  };

  const className = [look.hideMessages && styles.hideMessages, look.inlineMessages && styles.inlineMessages]
    .filter(Boolean)
    .join(' ');

  return (
    <RendererContext.Provider value={context}>
      <Form
        form={form}
        className={className || undefined}
        layout={look.layout}
        labelAlign={look.labelAlign}
        labelCol={look.labelCol}
        labelWrap
        size={look.size}
        requiredMark={editable && look.requiredMark}
        initialValues={initialValues}
        scrollToFirstError
        onFinish={finish}
        onFinishFailed={({ errorFields }) => setFailedFields(errorFields.map((f) => String(f.name[0])))}
      >
        <RuleList rules={rules} />
        {(showSubmit || showReset) && (
          <Form.Item label={look.layout === 'horizontal' ? ' ' : undefined} colon={false}>
            <Space>
              {showSubmit && (
                <Button type="primary" htmlType="submit" loading={submitting}>
                  提交
                </Button>
              )}
              {showReset && (
                <Button htmlType="button" onClick={() => form.resetFields()}>
                  重置
                </Button>
              )}
            </Space>
          </Form.Item>
        )}
      </Form>
      <Modal open={!!shown} title="表单数据" footer={null} onCancel={() => setShown(null)}>
        <pre className={styles.answers}>{JSON.stringify(shown, null, 2)}</pre>
      </Modal>
    </RendererContext.Provider>
  );
}

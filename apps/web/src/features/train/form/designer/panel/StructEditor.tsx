import { CodeOutlined } from '@ant-design/icons';
import { formMessages } from '@hr/contract';
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/** The props an edited text stands for, or null when it is not a JSON object. */
export function parseStruct(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface StructEditorProps {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** The button's text. */
  label?: string;
}

/**
 * Raw props as JSON in a dialog (2-space indentation). Text that is not a JSON object shows
 * '输入内容格式有误' and keeps the dialog open; the props change only on a valid 确定.
 */
export function StructEditor({ value, onChange, label = '编辑属性JSON' }: StructEditorProps) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setText(JSON.stringify(value, null, 2));
    setError(null);
  };
  const save = () => {
    const parsed = parseStruct(text ?? '');
    if (!parsed) {
      setError(formMessages.struct);
      return;
    }
    onChange(parsed);
    setText(null);
  };
  return (
    <>
      <Button block icon={<CodeOutlined />} onClick={open}>
        {label}
      </Button>
      <Modal
        title="属性配置"
        open={text !== null}
        width={600}
        destroyOnHidden
        onOk={save}
        onCancel={() => setText(null)}
      >
        <Input.TextArea
          aria-label="属性JSON"
          data-testid="struct-editor-text"
          value={text ?? ''}
          autoSize={{ minRows: 12, maxRows: 24 }}
          style={{ fontFamily: 'monospace' }}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </Modal>
    </>
  );
}

import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface PropItemProps {
  /** The input's id, so the label points at it. */
  htmlFor?: string;
  label: ReactNode;
  /** A problem with the value, shown in red under the input. */
  error?: string | null | undefined;
  /** A hint under the input when there is no problem. */
  help?: ReactNode;
  children: ReactNode;
}

/** One labelled input of the property panel; controlled from outside, so it shows the given problem. */
export function PropItem({ htmlFor, label, error, help, children }: PropItemProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={error ? 'error' : undefined}
      help={error || help || undefined}
      style={{ marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
}

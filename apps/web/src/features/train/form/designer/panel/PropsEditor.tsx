import type { FormRule } from '@hr/contract';
import { Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { PropItem } from './PropItem.tsx';
import { PROP_FIELDS, type PropField, propInputId } from './propFields.ts';

export interface PropsEditorProps {
  rule: FormRule;
  /** Sets one prop (undefined removes it); `group` names the input, so typing is one undo step. */
  onProp: (key: string, value: unknown, group: string) => void;
}

const lines = (value: unknown) => (Array.isArray(value) ? value.map(String).join('\n') : '');
const parseLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A list edited one item per line; the text keeps blank lines while typing. */
function LinesInput({
  value,
  onChange,
  ...rest
}: {
  value: unknown;
  onChange: (list: string[]) => void;
  id: string;
}) {
  const [text, setText] = useState(lines(value));
  // Changed from outside (undo, struct editor): show the new list.
  if (lines(parseLines(text)) !== lines(value)) setText(lines(value));
  return (
    <Input.TextArea
      {...rest}
      rows={4}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseLines(e.target.value));
      }}
    />
  );
}

/** One input per prop of the rule's type (see PROP_FIELDS). */
export function PropsEditor({ rule, onProp }: PropsEditorProps) {
  const fields = PROP_FIELDS[rule.type] ?? [];
  const props = rule.props ?? {};
  const input = (field: PropField) => {
    const id = propInputId(field.key);
    const common = { id, 'data-testid': `prop-${field.key}` };
    const set = (value: unknown) => onProp(field.key, value, `prop:${field.key}`);
    const value = props[field.key];
    switch (field.kind) {
      case 'switch':
        return <Switch {...common} checked={value === true} onChange={set} />;
      case 'number':
        return (
          <InputNumber
            {...common}
            style={{ width: '100%' }}
            min={field.min}
            max={field.max}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => set(next ?? undefined)}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            options={field.options}
            value={typeof value === 'string' ? value : undefined}
            onChange={set}
          />
        );
      case 'textarea':
        return (
          <Input.TextArea
            {...common}
            rows={3}
            value={String(value ?? '')}
            onChange={(e) => set(e.target.value)}
          />
        );
      case 'lines':
        return <LinesInput {...common} value={value} onChange={set} />;
      default:
        return <Input {...common} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />;
    }
  };
  return (
    <>
      {fields.map((field) => (
        <PropItem key={field.key} htmlFor={propInputId(field.key)} label={field.label}>
          {input(field)}
        </PropItem>
      ))}
    </>
  );
}

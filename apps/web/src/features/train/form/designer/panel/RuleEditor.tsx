import { type FormRule, fieldTypeSpec, ruleName } from '@hr/contract';
import { Divider, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { optionRows, withOptionRows } from '../options.ts';
import { fieldUses } from '../tree.ts';
import { FetchEditor } from './FetchEditor.tsx';
import { LayoutChildrenEditor } from './LayoutChildrenEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { PropsEditor } from './PropsEditor.tsx';
import { RuleBasics } from './RuleBasics.tsx';
import { StructEditor } from './StructEditor.tsx';
import { ValidateEditor } from './ValidateEditor.tsx';

export interface RuleEditorProps {
  rule: FormRule;
  /** Every rule of the form, for the duplicate field id check. */
  rules: readonly FormRule[];
  /** Replaces the rule; `group` makes a run of keystrokes one undo step. */
  onChange: (rule: FormRule, group?: string) => void;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
      {title}
    </Divider>
    {children}
  </>
);

/** withoutKey: a prop removed rather than stored as undefined (JSON would drop it anyway). */
const withProp = (rule: FormRule, key: string, value: unknown): FormRule => {
  const props = { ...rule.props };
  if (value === undefined) delete props[key];
  else props[key] = value;
  return { ...rule, props };
};

/** The selected rule's settings, in sections that apply to its type. */
export function RuleEditor({ rule, rules, onChange }: RuleEditorProps) {
  const spec = fieldTypeSpec(rule.type);
  const isField = spec?.role === 'field';
  return (
    <Form layout="vertical" component="div" data-testid="rule-editor">
      <Typography.Paragraph type="secondary">组件类型：{spec?.label ?? rule.type}</Typography.Paragraph>
      {isField ? (
        <RuleBasics
          rule={rule}
          fieldUses={rule.field ? fieldUses(rules, rule.field) : 0}
          onSet={(key, value, group) => onChange({ ...rule, [key]: value }, group)}
        />
      ) : null}
      <PropsEditor rule={rule} onProp={(key, value, group) => onChange(withProp(rule, key, value), group)} />
      <StructEditor value={rule.props ?? {}} onChange={(props) => onChange({ ...rule, props })} />
      {spec?.child ? (
        <Section title={spec.type === 'row' ? '格子' : '标签页'}>
          <LayoutChildrenEditor rule={rule} onChange={onChange} />
        </Section>
      ) : null}
      {spec?.hasOptions ? (
        <Section title="选项">
          {rule.effect?.fetch === undefined ? (
            <OptionsEditor
              rows={optionRows(rule)}
              onChange={(rows, group) => onChange(withOptionRows(rule, rows), group)}
            />
          ) : null}
          <FetchEditor rule={rule} onChange={onChange} />
        </Section>
      ) : null}
      {isField ? (
        <Section title="校验规则">
          <ValidateEditor
            rules={rule.validate ?? []}
            title={rule.title || ruleName(rule)}
            defaultType={spec?.validateType}
            onChange={(validate, group) => onChange({ ...rule, validate }, group)}
          />
        </Section>
      ) : null}
    </Form>
  );
}

import { type FormRule, fieldTypeSpec, formFields, formMessages, isRequiredRule } from '@hr/contract';
import { Col, Form, Row, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useRenderer } from './context.ts';
import { DISPLAY_RULES } from './display/DisplayRule.tsx';
import { FIELD_REGISTRY } from './fields/registry.ts';
import { numberProp, textProp } from './fields/types.ts';
import { contractRule } from './formProps.ts';
import { TextCell } from './view/ReadableCells.tsx';

type Item = FormRule | string;
const keyOf = (rule: Item, index: number) =>
  typeof rule === 'string' ? `text-${index}` : String(rule.field ?? rule._fc_id ?? `${rule.type}-${index}`);
const childRules = (rule: FormRule, type: string) =>
  (rule.children ?? []).filter((c): c is FormRule => typeof c !== 'string' && c.type === type);

/** An answerable rule: its label, help text and contract check around its control (or its cell). */
function FieldRule({ rule }: { rule: FormRule }) {
  const { mode } = useRenderer();
  const entry = FIELD_REGISTRY[rule.type]!;
  if (mode === 'view') {
    const Cell = entry.view ?? TextCell;
    return (
      <Form.Item name={rule.field} label={rule.title}>
        <Cell rule={rule} />
      </Form.Item>
    );
  }
  const Control = entry.edit;
  return (
    <Form.Item
      name={rule.field}
      label={rule.title}
      extra={rule.info || undefined}
      required={isRequiredRule(rule)}
      rules={[contractRule(rule)]}
    >
      <Control rule={rule} disabled={rule.props?.disabled === true} />
    </Form.Item>
  );
}

/** row → col, tabs → tabPane; a column is full width on a phone. */
function LayoutRule({ rule }: { rule: FormRule }) {
  if (rule.type === 'row')
    return (
      <Row gutter={numberProp(rule, 'gutter') ?? 16}>
        {childRules(rule, 'col').map((col, i) => (
          <Col key={keyOf(col, i)} xs={24} sm={numberProp(col, 'span') ?? 24}>
            <RuleList rules={col.children ?? []} />
          </Col>
        ))}
      </Row>
    );
  if (rule.type === 'tabs') return <TabsRule rule={rule} />;
  // A col or tabPane outside its parent: its content.
  return <RuleList rules={rule.children ?? []} />;
}

/** Tab panes; a failed submit opens the first pane holding a field in error. */
function TabsRule({ rule }: { rule: FormRule }) {
  const { failedFields } = useRenderer();
  const panes = childRules(rule, 'tabPane');
  const [active, setActive] = useState('0');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new failed submit moves the tabs
  useEffect(() => {
    const failed = new Set(failedFields);
    const index = panes.findIndex((pane) =>
      formFields(pane.children ?? []).some((f) => failed.has(f.field!)),
    );
    if (index >= 0) setActive(String(index));
  }, [failedFields]);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={panes.map((pane, i) => ({
        key: String(i),
        label: textProp(pane, 'label') ?? `标签页${i + 1}`,
        // Fields of hidden panes stay registered, so they are checked and submitted.
        forceRender: true,
        children: <RuleList rules={pane.children ?? []} />,
      }))}
    />
  );
}

function OneRule({ rule }: { rule: Item }) {
  if (typeof rule === 'string') return <Typography.Paragraph>{rule}</Typography.Paragraph>;
  const role = fieldTypeSpec(rule.type)?.role;
  const Display = DISPLAY_RULES[rule.type];
  if (role === 'field' && FIELD_REGISTRY[rule.type]) return <FieldRule rule={rule} />;
  if (role === 'layout') return <LayoutRule rule={rule} />;
  if (role === 'display' && Display) return <Display rule={rule} />;
  return <Typography.Paragraph type="warning">{formMessages.unknownType(rule.type)}</Typography.Paragraph>;
}

/** Rules in order, layouts nested to any depth. */
export function RuleList({ rules }: { rules: readonly Item[] }) {
  return (
    <>
      {rules.map((rule, i) => (
        <OneRule key={keyOf(rule, i)} rule={rule} />
      ))}
    </>
  );
}

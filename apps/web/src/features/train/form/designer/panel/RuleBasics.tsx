import { FORM_INFO_MAX, type FormRule, fieldIdProblem, titleProblem } from '@hr/contract';
import { Input } from 'antd';
import { PropItem } from './PropItem.tsx';
import { propInputId } from './propFields.ts';

export interface RuleBasicsProps {
  rule: FormRule;
  /** How many rules of the form use this rule's field id (more than one: a duplicate). */
  fieldUses: number;
  /** Sets a top-level key of the rule; `group` makes typing one undo step. */
  onSet: (key: 'field' | 'title' | 'info', value: string, group: string) => void;
}

/** 字段ID, 字段名称 and 提示信息 of an answerable rule, each with its problem under it. */
export function RuleBasics({ rule, fieldUses, onSet }: RuleBasicsProps) {
  const input = (key: 'field' | 'title' | 'info', placeholder: string, maxLength?: number) => (
    <Input
      id={propInputId(key)}
      data-testid={`prop-${key}`}
      value={rule[key] ?? ''}
      placeholder={placeholder}
      maxLength={maxLength}
      onChange={(event) => onSet(key, event.target.value, `rule:${key}`)}
    />
  );
  return (
    <>
      <PropItem htmlFor={propInputId('field')} label="字段ID" error={fieldIdProblem(rule.field, fieldUses)}>
        {input('field', '请输入字段ID', 40)}
      </PropItem>
      <PropItem htmlFor={propInputId('title')} label="字段名称" error={titleProblem(rule.title)}>
        {input('title', '请输入字段名称')}
      </PropItem>
      <PropItem htmlFor={propInputId('info')} label="提示信息">
        {input('info', '请输入提示信息', FORM_INFO_MAX)}
      </PropItem>
    </>
  );
}

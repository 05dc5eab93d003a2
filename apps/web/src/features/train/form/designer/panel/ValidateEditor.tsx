import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  autoValidateMessage,
  compilePattern,
  formMessages,
  VALIDATE_MODES,
  VALIDATE_TYPES,
  type ValidateMode,
  type ValidateRule,
  type ValidateType,
  validateModeLabels,
  validateTypeLabels,
} from '@hr/contract';
import { Button, Card, Input, InputNumber, Select, Space } from 'antd';
import { PropItem } from './PropItem.tsx';

const typeOptions = VALIDATE_TYPES.map((value) => ({ value, label: validateTypeLabels[value] }));
const modeOptions = VALIDATE_MODES.map((value) => ({ value, label: validateModeLabels[value] }));
const VALUE_KEYS = ['pattern', 'min', 'max', 'len'] as const;

/** A validate rule switched to `mode`: the other modes' values dropped, `required` set for required. */
export function withMode(rule: ValidateRule, mode: ValidateMode): ValidateRule {
  const next: ValidateRule = { ...rule, mode };
  for (const key of VALUE_KEYS) if (key !== mode) delete next[key];
  if (mode === 'required') next.required = true;
  else delete next.required;
  return next;
}

/** A new rule: required, of the type the catalog proposes for the field. */
export const newValidateRule = (type: ValidateType = 'string'): ValidateRule => ({
  type,
  mode: 'required',
  required: true,
  trigger: 'change',
  message: '',
});

/** What is wrong with a rule's value, if anything. */
function valueProblem(rule: ValidateRule): string | null {
  if (rule.mode === 'required') return null;
  if (rule.mode === 'pattern')
    return !rule.pattern
      ? formMessages.validateValueMissing(validateModeLabels.pattern)
      : compilePattern(rule.pattern)
        ? null
        : formMessages.patternInvalid;
  return typeof rule[rule.mode] === 'number'
    ? null
    : formMessages.validateValueMissing(validateModeLabels[rule.mode]);
}

export interface ValidateEditorProps {
  rules: ValidateRule[];
  /** The field's title, for 自动填写. */
  title: string;
  defaultType?: ValidateType | undefined;
  onChange: (rules: ValidateRule[], group?: string) => void;
}

/** The field's validation rules: type, mode, the mode's value and the message (自动填写 fills it). */
export function ValidateEditor({ rules, title, defaultType, onChange }: ValidateEditorProps) {
  const set = (index: number, next: ValidateRule, group?: string) =>
    onChange(
      rules.map((rule, i) => (i === index ? next : rule)),
      group,
    );
  return (
    <div data-testid="validate-editor">
      {rules.map((rule, index) => {
        const id = `designer-validate-${index}`;
        return (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: rules are edited by position
            key={index}
            size="small"
            style={{ marginBottom: 8 }}
            title={`校验规则${index + 1}`}
            extra={
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除校验规则${index + 1}`}
                onClick={() => onChange(rules.filter((_, i) => i !== index))}
              />
            }
          >
            <PropItem htmlFor={`${id}-type`} label="校验类型">
              <Select
                id={`${id}-type`}
                options={typeOptions}
                value={rule.type}
                onChange={(type) => set(index, { ...rule, type })}
              />
            </PropItem>
            <PropItem htmlFor={`${id}-mode`} label="校验方式">
              <Select
                id={`${id}-mode`}
                options={modeOptions}
                value={rule.mode}
                onChange={(mode) => set(index, withMode(rule, mode))}
              />
            </PropItem>
            {rule.mode !== 'required' ? (
              <PropItem
                htmlFor={`${id}-value`}
                label={validateModeLabels[rule.mode]}
                error={valueProblem(rule)}
              >
                {rule.mode === 'pattern' ? (
                  <Input
                    id={`${id}-value`}
                    placeholder="例如：^\d+$"
                    value={rule.pattern ?? ''}
                    onChange={(e) => set(index, { ...rule, pattern: e.target.value }, `${id}-value`)}
                  />
                ) : (
                  <InputNumber
                    id={`${id}-value`}
                    style={{ width: '100%' }}
                    min={rule.mode === 'len' ? 0 : undefined}
                    precision={rule.mode === 'len' ? 0 : undefined}
                    value={rule[rule.mode] ?? null}
                    onChange={(value) =>
                      set(index, { ...rule, [rule.mode]: value ?? undefined }, `${id}-value`)
                    }
                  />
                )}
              </PropItem>
            ) : null}
            <PropItem htmlFor={`${id}-message`} label="校验提示">
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  id={`${id}-message`}
                  maxLength={100}
                  placeholder={autoValidateMessage(title, rule.mode)}
                  value={rule.message ?? ''}
                  onChange={(e) => set(index, { ...rule, message: e.target.value }, `${id}-message`)}
                />
                <Button
                  onClick={() => set(index, { ...rule, message: autoValidateMessage(title, rule.mode) })}
                >
                  自动填写
                </Button>
              </Space.Compact>
            </PropItem>
          </Card>
        );
      })}
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rules, newValidateRule(defaultType)])}
      >
        添加校验规则
      </Button>
    </div>
  );
}

import { buttonShown, type FormOptions } from '@hr/contract';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { PropItem } from './PropItem.tsx';

type FormPart = NonNullable<FormOptions['form']>;
type Toggle = 'hideRequiredAsterisk' | 'showMessage' | 'inlineMessage';

const SIZES = [
  { value: 'large', label: '大' },
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中' },
  { value: 'small', label: '小' },
  { value: 'mini', label: '迷你' },
];
const TOGGLES: { key: Toggle; label: string; fallback: boolean }[] = [
  { key: 'hideRequiredAsterisk', label: '隐藏必填星号', fallback: false },
  { key: 'showMessage', label: '显示校验信息', fallback: true },
  { key: 'inlineMessage', label: '行内显示校验信息', fallback: false },
];
const BUTTONS = [
  { key: 'submitBtn', label: '显示提交按钮', fallback: true },
  { key: 'resetBtn', label: '显示重置按钮', fallback: false },
] as const;

/** A button toggle switched, keeping an object's other keys (`{show, innerText…}`). */
export const switchButton = (toggle: FormOptions['submitBtn'], show: boolean): FormOptions['submitBtn'] =>
  toggle && typeof toggle === 'object' ? { ...toggle, show } : show;

export interface FormOptionsEditorProps {
  options: FormOptions;
  onChange: (options: FormOptions, group?: string) => void;
}

/** 表单配置: label position, size and width, the message toggles and the submit and reset buttons. */
export function FormOptionsEditor({ options, onChange }: FormOptionsEditorProps) {
  const form: FormPart = options.form ?? {};
  const setForm = (patch: Partial<FormPart>, group?: string) =>
    onChange({ ...options, form: { ...form, ...patch } }, group);
  return (
    <Form layout="vertical" component="div" data-testid="form-options-editor">
      <PropItem htmlFor="designer-form-labelPosition" label="标签位置">
        <Radio.Group
          aria-label="标签位置"
          id="designer-form-labelPosition"
          optionType="button"
          value={form.labelPosition ?? 'right'}
          options={[
            { value: 'left', label: '左对齐' },
            { value: 'right', label: '右对齐' },
            { value: 'top', label: '顶部' },
          ]}
          onChange={(e) => setForm({ labelPosition: e.target.value })}
        />
      </PropItem>
      <PropItem htmlFor="designer-form-size" label="表单尺寸">
        <Select
          id="designer-form-size"
          options={SIZES}
          value={form.size ?? 'default'}
          onChange={(size) => setForm({ size })}
        />
      </PropItem>
      <PropItem htmlFor="designer-form-labelWidth" label="标签宽度">
        <Input
          id="designer-form-labelWidth"
          maxLength={20}
          placeholder="例如：125px"
          value={String(form.labelWidth ?? '')}
          onChange={(e) => setForm({ labelWidth: e.target.value }, 'form:labelWidth')}
        />
      </PropItem>
      {TOGGLES.map(({ key, label, fallback }) => (
        <PropItem key={key} htmlFor={`designer-form-${key}`} label={label}>
          <Switch
            id={`designer-form-${key}`}
            checked={form[key] ?? fallback}
            onChange={(on) => setForm({ [key]: on })}
          />
        </PropItem>
      ))}
      {BUTTONS.map(({ key, label, fallback }) => (
        <PropItem key={key} htmlFor={`designer-form-${key}`} label={label}>
          <Switch
            id={`designer-form-${key}`}
            checked={buttonShown(options[key], fallback)}
            onChange={(on) => onChange({ ...options, [key]: switchButton(options[key], on) })}
          />
        </PropItem>
      ))}
    </Form>
  );
}

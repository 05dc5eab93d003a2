import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import { RichTextEditor } from '../../../../../components/RichTextEditor';
import { type FieldProps, numberProp, textProp } from './types.ts';

const placeholderOf = (props: FieldProps<string>, fallback: string) =>
  textProp(props.rule, 'placeholder') ?? fallback;

/** form-create's input: text, textarea or password, with its maxlength and word count. */
export function InputField(props: FieldProps<string>) {
  const { rule, value, onChange, id, disabled } = props;
  const maxLength = numberProp(rule, 'maxlength') ?? numberProp(rule, 'maxLength');
  const common = {
    id,
    disabled,
    value: value ?? '',
    maxLength,
    showCount: rule.props?.showWordLimit === true && maxLength !== undefined,
    placeholder: placeholderOf(props, '请输入'),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(e.target.value),
  };
  const kind = textProp(rule, 'type');
  if (kind === 'textarea') return <Input.TextArea {...common} rows={numberProp(rule, 'rows') ?? 3} />;
  if (kind === 'password') return <Input.Password {...common} />;
  return <Input {...common} />;
}

/** The platform's personal-data inputs: fixed length limits and the right mobile keyboard. */
const PERSON_INPUTS: Record<
  string,
  { maxLength: number; placeholder: string; inputMode?: InputProps['inputMode'] }
> = {
  UserName: { maxLength: 20, placeholder: '请输入姓名' },
  UserPhone: { maxLength: 15, placeholder: '请输入手机号', inputMode: 'tel' },
  UserIdcard: { maxLength: 18, placeholder: '请输入身份证号' },
};

export function PersonField(props: FieldProps<string>) {
  const { rule, value, onChange, id, disabled } = props;
  const spec = PERSON_INPUTS[rule.type] ?? PERSON_INPUTS.UserName!;
  return (
    <Input
      id={id}
      disabled={disabled}
      value={value ?? ''}
      maxLength={spec.maxLength}
      inputMode={spec.inputMode}
      placeholder={placeholderOf(props, spec.placeholder)}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

/**
 * Rich text without image insertion: answer pages are public, and an inserted image would keep a signed
 * address that expires.
 */
export function EditorField({ rule, value, onChange, id, disabled }: FieldProps<string>) {
  return (
    <RichTextEditor
      id={id}
      value={value ?? ''}
      onChange={(html) => onChange?.(html)}
      uploadImage={null}
      disabled={disabled}
      width="100%"
      height={numberProp(rule, 'height') ?? 240}
      placeholder={textProp(rule, 'placeholder') ?? '请输入内容'}
    />
  );
}

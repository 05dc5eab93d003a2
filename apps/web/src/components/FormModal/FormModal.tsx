import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorText, useFeedback } from '../feedback';

/** What a page hands its add/edit modal, passed on to FormModal as they are. */
export interface FormModalBaseProps {
  open: boolean;
  onClose: () => void;
  /** After a save and its success message. */
  onSaved: () => void;
}

/** An add/edit dialog is titled from its noun; any other form dialog gives its title and success message. */
type Naming =
  | {
      /** What is added or edited, e.g. 角色: the title reads 新增角色 or 编辑角色. */
      noun: string;
      /** Editing a record (says 更新成功) rather than adding one (says 新增成功). */
      editing: boolean;
      title?: never;
      success?: never;
    }
  | { title: string; success: string; noun?: never; editing?: never };

export type FormModalProps<V> = FormModalBaseProps &
  Naming & {
    /** The form's name; it prefixes the field ids that the labels point at. */
    name: string;
    width: number;
    /** Labels beside (default) or above the fields. */
    layout?: FormProps<V>['layout'];
    /** Pass one to watch fields from outside; by default the modal makes its own. */
    form?: FormInstance<V>;
    /** The modal is destroyed on close, so every open starts again from these values. */
    initialValues: FormProps<V>['initialValues'];
    /** Saves the validated values; a rejection shows its message and keeps the modal open. */
    onSubmit: (values: V) => Promise<unknown>;
    children: ReactNode;
  };

/** A dialog around a form: validates, saves with a loading 确定 and reports the outcome. */
export function FormModal<V>({
  open,
  noun,
  editing,
  title,
  success,
  name,
  width,
  layout,
  form,
  initialValues,
  onSubmit,
  onClose,
  onSaved,
  children,
}: FormModalProps<V>) {
  const { message } = useFeedback();
  const [instance] = Form.useForm<V>(form);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: V;
    try {
      values = await instance.validateFields();
    } catch {
      return; // the form shows the messages
    }
    setSaving(true);
    try {
      await onSubmit(values);
      message.success(success ?? (editing ? '更新成功' : '新增成功'));
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title ?? `${editing ? '编辑' : '新增'}${noun}`}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={width}
    >
      <Form<V>
        form={instance}
        name={name}
        preserve={false}
        layout={layout}
        labelCol={layout === 'vertical' ? undefined : { flex: '90px' }}
        initialValues={initialValues}
        style={{ marginTop: 24 }}
      >
        {children}
      </Form>
    </Modal>
  );
}

import { SaveOutlined } from '@ant-design/icons';
import { api, FORM_NAME_MAX, type FormInfo, formContentProblem, formMessages } from '@hr/contract';
import { Button, Drawer, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useFeedback } from '../../../../components';
import { FormDesigner } from '../designer';
import type { DesignerValue } from '../designer/types.ts';
import { readStoredForm } from '../storedForm.ts';

export const UNSAVED_CLOSE = '直接关闭将不会保存您所做的更改，请确认是否关闭？';

export interface FormDesignDrawerProps {
  open: boolean;
  /** The form to design; null for a new one. */
  form: FormInfo | null;
  onClose: () => void;
  /** After a save and its 新增成功 / 更新成功. */
  onSaved: () => void;
}

const snapshot = (name: string | undefined, value: DesignerValue) =>
  JSON.stringify([name ?? '', value.rules, value.options]);

/** The drawer's content, mounted per opening so each starts from the stored form. */
function DesignBody({
  form,
  onSaved,
  dirtyRef,
}: Omit<FormDesignDrawerProps, 'open' | 'onClose'> & { dirtyRef: { current: () => boolean } }) {
  const { message } = useFeedback();
  const [nameForm] = Form.useForm<{ formName: string }>();
  const [value, setValue] = useState(() => readStoredForm(form));
  const [saved, setSaved] = useState(() => snapshot(form?.formName, value));
  const [saving, setSaving] = useState(false);
  const name = Form.useWatch('formName', nameForm);
  useEffect(() => {
    dirtyRef.current = () => snapshot(name ?? form?.formName, value) !== saved;
  });

  const save = async () => {
    let formName: string;
    try {
      ({ formName } = await nameForm.validateFields());
    } catch {
      return; // the input shows its message
    }
    const problem = formContentProblem(value.rules);
    if (problem) {
      message.error(problem);
      return;
    }
    const body = {
      formName: formName.trim(),
      formContent: JSON.stringify(value.rules),
      formOption: JSON.stringify(value.options),
    };
    setSaving(true);
    try {
      if (form) await call(api.form.edit, { body: { ...body, id: form.id } });
      else await call(api.form.save, { body });
      setSaved(snapshot(formName, value));
      message.success(form ? '更新成功' : '新增成功');
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const toolbar = (
    <Form form={nameForm} layout="inline" initialValues={{ formName: form?.formName ?? '' }} onFinish={save}>
      <Form.Item
        name="formName"
        label="表单名称"
        rules={[
          { required: true, whitespace: true, message: formMessages.formNameRequired },
          { max: FORM_NAME_MAX, message: formMessages.formNameTooLong },
        ]}
      >
        <Input placeholder="请输入表单名称" style={{ width: 240 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        保存
      </Button>
    </Form>
  );
  return <FormDesigner value={value} onChange={setValue} extra={toolbar} />;
}

/** 新增表单 and 设计: the designer over the whole width with the form's name and 保存. */
export function FormDesignDrawer({ open, form, onClose, onSaved }: FormDesignDrawerProps) {
  const { modal } = useFeedback();
  const dirtyRef = useRef<() => boolean>(() => false);
  const requestClose = () => {
    if (!dirtyRef.current()) {
      onClose();
      return;
    }
    modal.confirm({
      title: '提示',
      content: UNSAVED_CLOSE,
      okText: '确定',
      cancelText: '取消',
      onOk: onClose,
    });
  };
  return (
    <Drawer
      title={form ? `设计表单：${form.formName}` : '新增表单'}
      open={open}
      size="100%"
      destroyOnHidden
      keyboard={false}
      onClose={requestClose}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {open ? <DesignBody form={form} onSaved={onSaved} dirtyRef={dirtyRef} /> : null}
    </Drawer>
  );
}

import { AddGroupBody, api } from '@hr/contract';
import { Form, Input } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

interface GroupValues {
  groupName: string;
}

/** 新增分组: a group of the caller's company library (operators: the platform's own). */
export default function GroupFormModal(props: FormModalBaseProps) {
  return (
    <FormModal<GroupValues>
      {...props}
      noun="分组"
      editing={false}
      name="materialGroup"
      width={480}
      initialValues={{ groupName: '' }}
      onSubmit={(values) => call(api.material.addGroup, { body: values })}
    >
      <Form.Item label="分组名称" name="groupName" required rules={[zodRule(AddGroupBody, 'groupName')]}>
        <Input placeholder="请输入分组名称" maxLength={20} showCount />
      </Form.Item>
    </FormModal>
  );
}

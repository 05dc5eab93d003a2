import { AddGroupBody } from '@hr/contract';
import { Form, Input } from 'antd';
import { FormModal, type FormModalBaseProps, type MaterialLibraryApi } from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

interface GroupValues {
  groupName: string;
}

/** 新增分组: a group of the caller's company library (operators: the platform's own), of the door's type. */
export default function GroupFormModal({
  library,
  ...props
}: FormModalBaseProps & { library: MaterialLibraryApi }) {
  return (
    <FormModal<GroupValues>
      {...props}
      noun="分组"
      editing={false}
      name="materialGroup"
      width={480}
      initialValues={{ groupName: '' }}
      onSubmit={(values) => library.addGroup(values)}
    >
      <Form.Item label="分组名称" name="groupName" required rules={[zodRule(AddGroupBody, 'groupName')]}>
        <Input placeholder="请输入分组名称" maxLength={20} showCount />
      </Form.Item>
    </FormModal>
  );
}

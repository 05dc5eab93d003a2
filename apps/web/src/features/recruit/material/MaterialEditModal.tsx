import { EditMaterialBody, type MaterialRecord } from '@hr/contract';
import { Form, Input, Select } from 'antd';
import {
  FormModal,
  type FormModalBaseProps,
  type MaterialLibraryApi,
  useMaterialGroups,
} from '../../../components';
import { zodRule } from '../../system/shared/zod-rule.ts';

interface EditValues {
  materialName: string;
  groupCode: string;
}

/** 编辑素材: rename a material or move it to another group of the same library (or out of any group). */
export default function MaterialEditModal({
  material,
  library,
  ...props
}: FormModalBaseProps & { material: MaterialRecord; library: MaterialLibraryApi }) {
  // Operators list every company's groups; a material moves only within its own library.
  const groups = useMaterialGroups(material.cmpyCode ?? undefined, library.name).filter(
    (group) => group.cmpyCode === material.cmpyCode,
  );
  return (
    <FormModal<EditValues>
      {...props}
      noun="素材"
      editing
      name="materialEdit"
      width={480}
      initialValues={{ materialName: material.materialName, groupCode: material.groupCode ?? '' }}
      onSubmit={(values) =>
        library.edit({
          materialCode: material.materialCode,
          materialName: values.materialName,
          groupCode: values.groupCode || null,
        })
      }
    >
      <Form.Item
        label="素材名称"
        name="materialName"
        required
        rules={[zodRule(EditMaterialBody, 'materialName', { materialCode: material.materialCode })]}
      >
        <Input placeholder="请输入素材名称" maxLength={50} showCount />
      </Form.Item>
      <Form.Item label="所属分组" name="groupCode">
        <Select
          options={[
            { value: '', label: '未分组' },
            ...groups.map((group) => ({ value: group.groupCode, label: group.groupName })),
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}

import { api, ResourceBody, type ResourceRow, ResourceType, resourceTypeLabels } from '@hr/contract';
import { Form, Input, InputNumber, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps, MENU_ICON_NAMES, MenuIcon } from '../../../components';
import { zodRule } from '../shared/zod-rule.ts';
import type { ResourceNode } from './build-resource-tree.ts';
import { subtreeCodes } from './build-resource-tree.ts';

interface ResourceFormValues {
  parentCode?: string | null;
  type?: number;
  name?: string;
  path?: string;
  icon?: string | null;
  perms?: string;
  sort?: number | null;
  visible?: boolean;
}

export interface ResourceFormModalProps extends FormModalBaseProps {
  /** The resource to edit; null adds one under `parentCode` (null: at the top level). */
  resource: ResourceRow | null;
  parentCode: string | null;
  /** All resources, for the parent picker. */
  tree: readonly ResourceNode[];
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** Directories and menus can hold children; a node cannot move under itself or its descendants. */
const parentOptions = (nodes: readonly ResourceNode[], excluded: Set<string>): ParentOption[] =>
  nodes
    .filter((node) => node.type !== ResourceType.button)
    .map((node) => {
      const children = node.children ? parentOptions(node.children, excluded) : [];
      return {
        value: node.resourceCode,
        title: node.name,
        ...(excluded.has(node.resourceCode) ? { disabled: true } : {}),
        ...(children.length ? { children } : {}),
      };
    });

const typeOptions = Object.entries(resourceTypeLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const iconOptions = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
}));
const permsPlaceholder: Record<number, string> = {
  [ResourceType.directory]: '区域目录填 plateform:xxx，其余可不填',
  [ResourceType.menu]: '可不填',
  [ResourceType.button]: '如 system:user:add',
};

const findNode = (nodes: readonly ResourceNode[], code: string | null): ResourceNode | undefined => {
  for (const node of nodes) {
    if (node.resourceCode === code) return node;
    const found = node.children && findNode(node.children, code);
    if (found) return found;
  }
  return undefined;
};

/** A new child is one level below its parent: under a directory a menu, under a menu a button. */
const defaultType = (parent: ResourceNode | undefined) =>
  !parent
    ? ResourceType.directory
    : parent.type === ResourceType.directory
      ? ResourceType.menu
      : ResourceType.button;

const rule = (field: keyof ResourceFormValues) => [zodRule(ResourceBody, field)];

/** Add or edit a resource: parent, type, name, path (menus), icon, perms (buttons), sort, visible. */
export default function ResourceFormModal({ resource, parentCode, tree, ...modal }: ResourceFormModalProps) {
  const [form] = Form.useForm<ResourceFormValues>();
  const type = Form.useWatch('type', form);

  const options = useMemo(
    () => parentOptions(tree, resource ? subtreeCodes(tree, resource.resourceCode) : new Set()),
    [tree, resource],
  );
  const initialValues: ResourceFormValues = resource
    ? {
        parentCode: resource.parentCode,
        type: resource.type,
        name: resource.name,
        path: resource.path ?? '',
        icon: resource.icon || undefined,
        perms: resource.perms ?? '',
        sort: resource.sort,
        visible: resource.visible,
      }
    : // Text fields start as '' (not undefined): zod skips the cross-field refinements on a wrong type.
      {
        parentCode,
        type: defaultType(findNode(tree, parentCode)),
        name: '',
        path: '',
        perms: '',
        sort: 0,
        visible: true,
      };

  return (
    <FormModal<ResourceFormValues>
      {...modal}
      noun="资源"
      editing={resource !== null}
      name="resourceForm"
      width={620}
      form={form}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const body = ResourceBody.parse({
          ...values,
          parentCode: values.parentCode ?? null,
          icon: values.icon ?? undefined,
          sort: values.sort ?? undefined,
        });
        if (resource) {
          await call(api.resource.edit, { body: { ...body, resourceCode: resource.resourceCode } });
        } else {
          await call(api.resource.add, { body });
        }
      }}
    >
      <Form.Item name="parentCode" label="上级资源">
        <TreeSelect
          treeData={options}
          placeholder="不选则为顶级"
          allowClear
          showSearch
          treeNodeFilterProp="title"
          styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
        />
      </Form.Item>
      <Form.Item name="type" label="资源类型" required rules={rule('type')}>
        <Radio.Group aria-label="资源类型" options={typeOptions} optionType="button" />
      </Form.Item>
      <Form.Item name="name" label="资源名称" required rules={rule('name')}>
        <Input placeholder="请输入资源名称" />
      </Form.Item>
      {type !== ResourceType.button && (
        <>
          <Form.Item
            name="path"
            label="路由地址"
            required={type === ResourceType.menu}
            rules={rule('path')}
            dependencies={['type']}
          >
            <Input placeholder="如 /setup/user" />
          </Form.Item>
          <Form.Item name="icon" label="图标" rules={rule('icon')}>
            <Select
              placeholder="请选择图标"
              allowClear
              showSearch
              options={iconOptions}
              optionFilterProp="value"
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="perms"
        label="权限标识"
        required={type === ResourceType.button}
        rules={rule('perms')}
        dependencies={['type']}
        extra={resource?.builtin ? '内置资源的权限标识不能修改' : undefined}
      >
        <Input placeholder={permsPlaceholder[type ?? ResourceType.button]} disabled={resource?.builtin} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rule('sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="visible" label="显示" valuePropName="checked">
        <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
      </Form.Item>
    </FormModal>
  );
}

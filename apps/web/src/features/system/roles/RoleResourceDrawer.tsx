import { api, type RoleRow } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Space, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { call } from '../../../app/request.ts';
import { errorText, useFeedback } from '../../../components';
import { buildResourceTree, parentCodes, type ResourceNode } from '../resources/build-resource-tree.ts';
import { systemKeys } from '../shared/query-keys.ts';
import { allLeafKeys, checkedLeafKeys, keysToSave } from './role-resource-keys.ts';

export interface RoleResourceDrawerProps {
  open: boolean;
  /** The role whose resources are assigned (kept while the drawer closes). */
  role: RoleRow | null;
  onClose: () => void;
}

type ResourceDataNode = DataNode & { resource: ResourceNode; children?: ResourceDataNode[] };

const toDataNodes = (nodes: readonly ResourceNode[]): ResourceDataNode[] =>
  nodes.map((node) => ({
    key: node.resourceCode,
    title: node.name,
    resource: node,
    ...(node.children ? { children: toDataNodes(node.children) } : {}),
  }));

/** A node's name, then its permission code (buttons and area roots) in grey. */
const renderTitle = (node: ResourceDataNode) => (
  <span>
    {node.resource.name}
    {node.resource.perms && (
      <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
        {node.resource.perms}
      </Typography.Text>
    )}
  </span>
);

/**
 * 分配资源: a checkable tree of every resource. Saving sends the checked keys and their half-checked
 * parents, so checking one button also grants its menu, directory and area root (`plateform:*`).
 */
export default function RoleResourceDrawer({ open, role, onClose }: RoleResourceDrawerProps) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const roleCode = role?.roleCode ?? '';
  const [saving, setSaving] = useState(false);
  /** The user's checks; null until the first click, meanwhile what the role holds is shown. */
  const [touched, setTouched] = useState<{ roleCode: string; keys: string[] } | null>(null);
  const [expanded, setExpanded] = useState<{ roleCode: string; keys: string[] } | null>(null);

  const resources = useQuery({
    queryKey: systemKeys.resources,
    queryFn: () => call(api.resource.list, { body: {} }),
    enabled: open && role !== null,
  });
  const held = useQuery({
    queryKey: systemKeys.role(roleCode),
    queryFn: () => call(api.role.queryRole, { body: { roleCode } }),
    enabled: open && role !== null,
    staleTime: 0,
    gcTime: 0,
  });

  const tree = useMemo(() => buildResourceTree(resources.data ?? []), [resources.data]);
  const treeData = useMemo(() => toDataNodes(tree), [tree]);
  const allParents = useMemo(() => parentCodes(tree), [tree]);
  const initialChecked = useMemo(
    () => (held.data ? checkedLeafKeys(tree, held.data.resourceCodes) : []),
    [tree, held.data],
  );
  const checked = touched?.roleCode === roleCode ? touched.keys : initialChecked;
  // Areas open at first: their menus show without a click.
  const expandedKeys =
    expanded?.roleCode === roleCode ? expanded.keys : tree.map((node) => node.resourceCode);

  // While the role is refetched (reopened drawer) its old checks must not be edited.
  const loading = resources.isLoading || held.isFetching;
  const failed = resources.error ?? held.error;

  const save = async () => {
    setSaving(true);
    try {
      await call(api.role.saveRoleResources, {
        body: { roleCode, resourceCodes: keysToSave(tree, checked) },
      });
      message.success('操作成功');
      void queryClient.invalidateQueries({ queryKey: systemKeys.role(roleCode) });
      setTouched(null);
      onClose();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    setTouched(null);
    setExpanded(null);
    onClose();
  };

  return (
    <Drawer
      title={role ? `分配资源：${role.roleName}` : '分配资源'}
      open={open}
      onClose={close}
      size={520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>取消</Button>
          <Button type="primary" loading={saving} disabled={loading || !!failed} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      {failed ? (
        <Alert type="error" showIcon title="加载失败" description={errorText(failed)} />
      ) : loading ? (
        <Spin style={{ display: 'block', marginTop: 48 }} />
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Button size="small" onClick={() => setExpanded({ roleCode, keys: allParents })}>
              全部展开
            </Button>
            <Button size="small" onClick={() => setExpanded({ roleCode, keys: [] })}>
              全部折叠
            </Button>
            <Button size="small" onClick={() => setTouched({ roleCode, keys: allLeafKeys(tree) })}>
              全选
            </Button>
            <Button size="small" onClick={() => setTouched({ roleCode, keys: [] })}>
              全不选
            </Button>
            <Typography.Text type="secondary">已选 {keysToSave(tree, checked).length} 项</Typography.Text>
          </Space>
          <Tree<ResourceDataNode>
            checkable
            selectable={false}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) =>
              setTouched({ roleCode, keys: (Array.isArray(keys) ? keys : keys.checked).map(String) })
            }
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded({ roleCode, keys: keys.map(String) })}
            titleRender={renderTitle}
          />
        </>
      )}
    </Drawer>
  );
}

import { api, type ResourceRow, ResourceType, resourceTypeLabels } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  confirmDelete,
  MenuIcon,
  orDash,
  RowAction,
  TableToolbar,
  TreeTable,
  useFeedback,
  useModalState,
  useTreeExpansion,
} from '../../../components';
import { systemKeys } from '../shared/query-keys.ts';
import {
  buildResourceTree,
  filterResourceTree,
  parentCodes,
  type ResourceNode,
} from './build-resource-tree.ts';
import ResourceFormModal from './ResourceFormModal.tsx';

const typeColors: Record<number, string> = {
  [ResourceType.directory]: 'blue',
  [ResourceType.menu]: 'green',
  [ResourceType.button]: 'orange',
};

/** Why a row's 删除 is disabled, or null when it may be deleted. */
const deleteBlocked = (node: ResourceNode): string | null =>
  node.builtin ? '内置资源不能删除' : node.children?.length ? '请先删除下级资源' : null;

/** 资源管理 (/setup/resource): the whole tree of directories, menus and buttons. */
export default function ResourcePage() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: systemKeys.resources,
    queryFn: () => call(api.resource.list, { body: {} }),
  });
  const tree = useMemo(() => buildResourceTree(query.data ?? []), [query.data]);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(
    () => (keyword ? filterResourceTree(tree, (node) => node.name.includes(keyword)) : tree),
    [tree, keyword],
  );
  const expansion = useTreeExpansion();
  const { setExpanded } = expansion;
  /** The form modal: edits `resource`, or adds under `parentCode` (null: at the top level). */
  const modal = useModalState<{ resource: ResourceRow | null; parentCode: string | null }>({
    resource: null,
    parentCode: null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: systemKeys.resources });

  const search = (text: string) => {
    setKeyword(text);
    // A search opens every branch that leads to a match.
    setExpanded(text ? parentCodes(filterResourceTree(tree, (node) => node.name.includes(text))) : []);
  };

  const remove = (node: ResourceNode) =>
    confirmDelete(async () => {
      await call(api.resource.remove, { body: { resourceCode: node.resourceCode } });
      message.success('删除成功');
      await refresh();
    }, `此操作将删除资源“${node.name}”, 是否继续?`);

  const columns: ColumnsType<ResourceNode> = [
    {
      title: '资源名称',
      dataIndex: 'name',
      width: 260,
      render: (name: string, node) => (
        <Space size={6}>
          <MenuIcon name={node.icon} />
          {name}
        </Space>
      ),
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 80,
      render: (type: number) => (
        <Tag color={typeColors[type]}>{resourceTypeLabels[type as ResourceType] ?? type}</Tag>
      ),
    },
    { title: '路由地址', dataIndex: 'path', ellipsis: true, render: orDash },
    { title: '权限标识', dataIndex: 'perms', ellipsis: true, render: orDash },
    { title: '排序', dataIndex: 'sort', width: 70 },
    {
      title: '显示',
      dataIndex: 'visible',
      width: 80,
      render: (visible: boolean) => (visible ? <Tag color="success">显示</Tag> : <Tag>隐藏</Tag>),
    },
    {
      title: '内置',
      dataIndex: 'builtin',
      width: 80,
      render: (builtin: boolean) => (builtin ? <Tag color="purple">内置</Tag> : '-'),
    },
    actionsColumn(210, (node) => (
      <Space size={0}>
        {node.type !== ResourceType.button && (
          <RowAction
            code="system:resource:add"
            onClick={() => modal.show({ resource: null, parentCode: node.resourceCode })}
          >
            新增下级
          </RowAction>
        )}
        <RowAction
          code="system:resource:edit"
          onClick={() => modal.show({ resource: node, parentCode: null })}
        >
          编辑
        </RowAction>
        <RowAction
          code="system:resource:remove"
          danger
          blocked={deleteBlocked(node)}
          onClick={() => void remove(node)}
        >
          删除
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入资源名称', onSearch: search }}>
        <AddButton
          code="system:resource:add"
          onClick={() => modal.show({ resource: null, parentCode: null })}
        />
        <Button onClick={() => setExpanded(parentCodes(shown))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
      </TableToolbar>
      <TreeTable<ResourceNode>
        rowKey="resourceCode"
        columns={columns}
        rows={shown}
        query={query}
        expansion={expansion}
        scrollX={1200}
      />
      <ResourceFormModal
        open={modal.open}
        resource={modal.data.resource}
        parentCode={modal.data.parentCode}
        tree={tree}
        onClose={modal.close}
        onSaved={() => {
          modal.close();
          // Show the new child where it was added.
          const parent = modal.data.resource ? null : modal.data.parentCode;
          expansion.reveal(parent);
          void refresh();
        }}
      />
    </Card>
  );
}

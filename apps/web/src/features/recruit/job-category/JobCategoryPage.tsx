import { api } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  confirmDelete,
  RowAction,
  TableToolbar,
  TreeTable,
  useFeedback,
  useModalState,
  useTreeExpansion,
} from '../../../components';
import { type CategoryRow, filterCategories, jobCategoriesQueryKey, toRows } from './category-tree.ts';
import JobCategoryFormModal from './JobCategoryFormModal.tsx';

/** 职位工种 (/recruit/label/jobCategory): the two-level occupation tree jobs are filed under. */
export default function JobCategoryPage() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobCategoriesQueryKey,
    queryFn: () => call(api.jobCategory.queryJobCategories, {}),
  });
  const tree = query.data ?? [];
  const [keyword, setKeyword] = useState('');
  const rows = useMemo(() => toRows(filterCategories(query.data ?? [], keyword)), [query.data, keyword]);
  const expansion = useTreeExpansion();
  const { setExpanded } = expansion;
  const modal = useModalState<{ category: CategoryRow | null; parentCode: string | null }>({
    category: null,
    parentCode: null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobCategoriesQueryKey });
  const withChildren = (list: CategoryRow[]) => list.filter((r) => r.children).map((r) => r.categorieCode);

  const search = (text: string) => {
    setKeyword(text);
    // A search opens every category that has a match below it.
    setExpanded(text ? withChildren(toRows(filterCategories(tree, text))) : []);
  };

  const remove = (row: CategoryRow) =>
    confirmDelete(async () => {
      await call(api.jobCategory.delJobCategory, { params: { categorieCode: row.categorieCode } });
      message.success('删除成功');
      await refresh();
    }, `此操作将删除工种“${row.categorieName}”, 是否继续?`);

  const columns: ColumnsType<CategoryRow> = [
    { title: '工种名称', dataIndex: 'categorieName', width: 280 },
    { title: '工种编码', dataIndex: 'categorieCode', width: 220 },
    {
      title: '层级',
      key: 'level',
      width: 100,
      render: (_, row) => (row.categorieParentCode ? '二级工种' : '一级工种'),
    },
    {
      title: '下级工种',
      key: 'childCount',
      width: 100,
      render: (_, row) => (row.categorieParentCode ? '-' : (row.children?.length ?? 0)),
    },
    { title: '排序', dataIndex: 'categorieSort', width: 80 },
    actionsColumn(200, (row) => (
      <Space size={0}>
        {row.categorieParentCode === null && (
          <RowAction
            code="jobCategory:add"
            onClick={() => modal.show({ category: null, parentCode: row.categorieCode })}
          >
            新增下级
          </RowAction>
        )}
        <RowAction code="jobCategory:edit" onClick={() => modal.show({ category: row, parentCode: null })}>
          编辑
        </RowAction>
        <RowAction
          code="jobCategory:remove"
          danger
          blocked={row.children?.length ? '请先删除下级工种' : null}
          onClick={() => void remove(row)}
        >
          删除
        </RowAction>
      </Space>
    )),
  ];

  const childTotal = tree.reduce((sum, node) => sum + node.children.length, 0);

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入工种名称', maxLength: 20, onSearch: search }}>
        <AddButton code="jobCategory:add" onClick={() => modal.show({ category: null, parentCode: null })} />
        <Button onClick={() => setExpanded(withChildren(rows))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
        <Typography.Text type="secondary">
          共 {tree.length} 个一级工种，{childTotal} 个二级工种
        </Typography.Text>
      </TableToolbar>
      <TreeTable<CategoryRow>
        rowKey="categorieCode"
        columns={columns}
        rows={rows}
        query={query}
        expansion={expansion}
        scrollX={980}
      />
      <JobCategoryFormModal
        open={modal.open}
        category={modal.data.category}
        parentCode={modal.data.parentCode}
        tree={tree}
        onClose={modal.close}
        onSaved={() => {
          modal.close();
          const parent = modal.data.category ? null : modal.data.parentCode;
          expansion.reveal(parent);
          void refresh();
        }}
      />
    </Card>
  );
}

import {
  api,
  type CourseApplyRow,
  type CourseApplyTabKey,
  courseApplyMessages,
  courseApplyTabs,
  formatCents,
  orderPayStatusNames,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  actionsColumn,
  downloadBlob,
  errorText,
  PagedTable,
  type PagedTableHandle,
  Permission,
  RowAction,
  requireSelection,
  StatusTabs,
  TableToolbar,
  useFeedback,
} from '../../../components';
import { type ApplyFilters, applyKeys, countsByKey, maskedPhone, toFilters } from './applyQuery.ts';
import { CourseApplyDetailDrawer } from './CourseApplyDetailDrawer.tsx';
import { CourseApplyEditModal } from './CourseApplyEditModal.tsx';
import { CourseApplyFilterCard } from './CourseApplyFilterCard.tsx';

const STATE_COLORS: Record<number, string> = { 0: 'blue', 1: 'orange', 2: 'green' };
const EXPORT_FILE = '课程报名.xlsx';

/**
 * 课程报名 (/train/apply/list): applyState tabs with counts, the §7 filters and the course form's fields
 * (更多筛选, the ByForm calls), the detail with the answers, 修改 (remark, 转为线上报名, class) and the
 * export of the selected rows (导出选中, 请先选择数据行) or of the whole filtered tab (导出全部).
 */
export default function CourseApplyPage() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const table = useRef<PagedTableHandle>(null);
  const [filters, setFilters] = useState<ApplyFilters>({});
  const [tab, setTab] = useState<CourseApplyTabKey>('all');
  const [selected, setSelected] = useState<CourseApplyRow[]>([]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<CourseApplyRow | null>(null);
  const byForm = !!filters.queryMap;
  const state = tab === 'all' ? {} : { applyState: Number(tab) };

  const counts = useQuery({
    queryKey: [...applyKeys.counts, filters],
    queryFn: () =>
      byForm
        ? call(api.courseApply.countApllyBDNumbersByForm, { body: filters })
        : call(api.courseApply.countByApplyState, { query: filters }),
  });

  const fetcher = (page: { pageNum: number; pageSize: number }) =>
    byForm
      ? call(api.courseApply.getApplyBDListByForm, { body: { ...page, ...filters, ...state } })
      : call(api.courseApply.getApplyBDList, { query: { ...page, ...filters, ...state } });

  const exportRows = async (all: boolean) => {
    if (!all && !requireSelection(selected, courseApplyMessages.selectRows)) return;
    const { queryMap, ...rest } = filters;
    const query = all
      ? { ...rest, ...state, ...(queryMap ? { queryMap: JSON.stringify(queryMap) } : {}) }
      : {
          applyCodes: selected.map((r) => r.applyCode),
          ...(rest.courseCode ? { courseCode: rest.courseCode } : {}),
        };
    try {
      const { blob, fileName } = await callFile(api.courseApply.export, { query });
      downloadBlob(blob, fileName ?? EXPORT_FILE);
    } catch (error) {
      message.error(errorText(error, '导出失败!'));
    }
  };

  const afterEdit = () => {
    setEditing(null);
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: applyKeys.all });
  };

  const columns: ColumnsType<CourseApplyRow> = [
    { title: '姓名', dataIndex: 'usrName', width: 100 },
    { title: '手机号', dataIndex: 'usrPhe', width: 130, render: maskedPhone },
    { title: '报名课程', dataIndex: 'courseName', width: 240, ellipsis: { showTitle: true } },
    {
      title: '培训机构',
      dataIndex: 'cmpyName',
      width: 200,
      ellipsis: { showTitle: true },
      render: (n) => n ?? '平台',
    },
    {
      title: '报名状态',
      dataIndex: 'applyStateName',
      width: 130,
      render: (name: string, row) => <Tag color={STATE_COLORS[row.applyState]}>{name}</Tag>,
    },
    {
      title: '订单',
      key: 'order',
      width: 180,
      render: (_, row) =>
        row.orderCode
          ? `${formatCents(row.amount ?? 0)} 元 · ${orderPayStatusNames[row.payStatus ?? 0] ?? ''}`
          : '-',
    },
    { title: '班级', dataIndex: 'className', width: 130, render: (n) => n ?? '未分班' },
    {
      title: '备注',
      dataIndex: 'remark',
      width: 180,
      ellipsis: { showTitle: true },
      render: (r) => r ?? '-',
    },
    { title: '报名时间', dataIndex: 'applyTime', width: 170 },
    actionsColumn(130, (row) => (
      <Space size={0}>
        <RowAction code="courseApply:list" onClick={() => setViewing(row.applyCode)}>
          详情
        </RowAction>
        <RowAction code="courseApply:edit" onClick={() => setEditing(row)}>
          修改
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <CourseApplyFilterCard
        onSearch={(values) => {
          setSelected([]);
          setFilters(toFilters(values));
        }}
      />
      <StatusTabs<CourseApplyTabKey>
        items={courseApplyTabs}
        counts={countsByKey(counts.data, (r) => r.applyState)}
        activeKey={tab}
        onChange={(key) => {
          setSelected([]);
          setTab(key);
        }}
      />
      <TableToolbar>
        <Permission code="courseApply:export">
          <Space>
            <Button onClick={() => void exportRows(false)}>导出选中</Button>
            <Button onClick={() => void exportRows(true)}>导出全部</Button>
          </Space>
        </Permission>
      </TableToolbar>
      <PagedTable<CourseApplyRow>
        ref={table}
        rowKey="applyCode"
        columns={columns}
        scroll={{ x: 1500 }}
        queryKey={[...applyKeys.list, filters, tab]}
        fetcher={fetcher}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.applyCode),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
        }}
      />
      <CourseApplyDetailDrawer applyCode={viewing} onClose={() => setViewing(null)} />
      <CourseApplyEditModal row={editing} onClose={() => setEditing(null)} onSaved={afterEdit} />
    </Card>
  );
}

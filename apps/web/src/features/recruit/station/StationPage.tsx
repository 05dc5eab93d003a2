import { DownloadOutlined } from '@ant-design/icons';
import {
  actionsFrom,
  api,
  STATION_PAGE_SIZE,
  STATION_TABS,
  type Station,
  type StationTabState,
  stationLifecycle,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ComponentProps, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  FilterActions,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  StatusTabs,
  TableToolbar,
  useCrudTable,
  useFileExport,
  useModalState,
} from '../../../components';
import { lazyDialog } from '../../../components/LazyDialog/index.ts';
import StationCheckModal from './StationCheckModal.tsx';
import type StationDetailDrawerType from './StationDetailDrawer.tsx';
import type { StationFormModalProps } from './StationFormModal.tsx';

// The form (address picker, map) and the detail load when first opened.
const StationFormModal = lazyDialog<StationFormModalProps>(
  () => import('./StationFormModal.tsx').then((m) => m.default),
  {
    kind: 'modal',
    title: ({ station }) => (station ? '编辑服务站' : '新增服务站'),
    isOpen: ({ open }) => open,
    onClose: ({ onClose }) => onClose,
    width: 680,
  },
);
const StationDetailDrawer = lazyDialog<ComponentProps<typeof StationDetailDrawerType>>(
  () => import('./StationDetailDrawer.tsx').then((m) => m.default),
  {
    kind: 'drawer',
    title: () => '服务站详情',
    isOpen: ({ open }) => open,
    onClose: ({ onClose }) => onClose,
    width: 560,
  },
);

import { regionText } from './station-text.ts';

interface Filters {
  applyName?: string;
  contactPhone?: string;
}

const countsKey = ['recruit', 'station', 'counts'] as const;

/** 服务站列表 (/recruit/station/list): tabs by approveState with counts, add, edit, review, delete, export. */
export default function StationPage() {
  const client = useQueryClient();
  const [form] = Form.useForm<Filters>();
  const [tab, setTab] = useState<StationTabState>(STATION_TABS[0].key);
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const fileExport = useFileExport();
  const counts = useQuery({
    queryKey: countsKey,
    queryFn: () => call(api.station.countNumByApproveState, {}),
  });
  // Create, update, review and delete each refresh the counts and the list (spec §4).
  const refreshCounts = () => void client.invalidateQueries({ queryKey: countsKey });
  const crud = useCrudTable<Station>(refreshCounts);
  const check = useModalState<Station | null>(null);
  const detail = useModalState<string | null>(null);

  const changed = () => {
    crud.tableRef.current?.reload();
    refreshCounts();
  };

  const exportRows = () =>
    fileExport.run(
      () =>
        callFile(api.station.export, {
          body: { approveState: tab, ...filters, ...(selected.length ? { stationCodes: selected } : {}) },
        }),
      '服务站列表.xlsx',
    );

  const remove = (s: Station) =>
    crud.remove(`此操作将删除服务站“${s.applyName}”, 是否继续?`, () =>
      call(api.station.deleteStationByStationNo, { query: { stationCode: s.stationCode } }),
    );

  const columns: ColumnsType<Station> = [
    { title: '服务站名称', dataIndex: 'applyName', width: 160, ellipsis: true },
    { title: '联系人', dataIndex: 'contactPerson', width: 90 },
    { title: '联系电话', dataIndex: 'contactPhone', width: 120 },
    { title: '所在地区', key: 'region', width: 200, ellipsis: true, render: (_, s) => regionText(s) },
    { title: '详细地址', dataIndex: 'address', ellipsis: true },
    ...(tab === 3
      ? [{ title: '驳回原因', dataIndex: 'approveRemark', width: 180, ellipsis: true, render: orDash }]
      : []),
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: orDash },
    actionsColumn(200, (s) => {
      const allowed = actionsFrom(stationLifecycle, s.approveState);
      return (
        <Space size={0}>
          <RowAction code="station:list" onClick={() => detail.show(s.stationCode)}>
            详情
          </RowAction>
          {allowed.includes('pass') ? (
            <RowAction code="station:check" onClick={() => check.show(s)}>
              审核
            </RowAction>
          ) : null}
          {allowed.includes('edit') ? (
            <RowAction code="station:edit" onClick={() => crud.modal.show(s)}>
              编辑
            </RowAction>
          ) : null}
          {allowed.includes('remove') ? (
            <RowAction code="station:remove" danger onClick={() => void remove(s)}>
              删除
            </RowAction>
          ) : null}
        </Space>
      );
    }),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters> form={form} layout="inline" onFinish={(v) => setFilters(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="applyName" label="服务站名称">
          <Input placeholder="请输入服务站名称" allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话">
          <Input placeholder="请输入联系电话" allowClear maxLength={11} />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <StatusTabs
        items={STATION_TABS}
        activeKey={tab}
        counts={Object.fromEntries((counts.data ?? []).map((c) => [String(c.approveState), c.num]))}
        onChange={(key) => {
          setTab(key);
          setSelected([]);
        }}
      />
      <TableToolbar>
        <AddButton code="station:add" onClick={() => crud.modal.show(null)} />
        <Permission code="station:export">
          <Button
            icon={<DownloadOutlined />}
            loading={fileExport.exporting}
            onClick={() => void exportRows()}
          >
            {selected.length ? `导出所选(${selected.length})` : '导出'}
          </Button>
        </Permission>
      </TableToolbar>
      <PagedTable<Station>
        ref={crud.tableRef}
        rowKey="stationCode"
        columns={columns}
        scroll={{ x: 1100 }}
        defaultPageSize={STATION_PAGE_SIZE}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        queryKey={['recruit', 'station', tab, filters]}
        fetcher={(page) =>
          call(api.station.queryPageStation, { body: { ...page, approveState: tab, ...filters } })
        }
      />
      <StationFormModal
        open={crud.modal.open}
        station={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <StationCheckModal
        station={check.data}
        open={check.open}
        onClose={check.close}
        onSaved={() => {
          check.close();
          changed();
        }}
      />
      <StationDetailDrawer stationCode={detail.data} open={detail.open} onClose={detail.close} />
    </Card>
  );
}

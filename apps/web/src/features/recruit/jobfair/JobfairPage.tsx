import {
  api,
  JOBFAIR_TYPES,
  type Jobfair,
  type JobfairAction,
  type JobfairTabKey,
  jobfairLifecycle,
  jobfairTabs,
  jobfairTypeNames,
  type RouteOutput,
} from '@hr/contract';
import { Card, Form, Image, Input, Select, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  confirmAction,
  FilterActions,
  LifecycleActions,
  PagedTable,
  RowAction,
  StatusTabs,
  TableToolbar,
  useFeedback,
  useLifecycleTable,
} from '../../../components';
import { lazyDialog } from '../../../components/LazyDialog/index.ts';
import type { JobfairApproveModalProps } from './JobfairApproveModal.tsx';
import type { JobfairDetailDrawerProps } from './JobfairDetailDrawer.tsx';
import type { JobfairFormModalProps } from './JobfairFormModal.tsx';
import { jobfairKeys, stateColor } from './jobfairView.ts';

// The form (poster upload, place picker), the review and the detail (poster, map) load when first opened.
const JobfairFormModal = lazyDialog<JobfairFormModalProps>(
  () => import('./JobfairFormModal.tsx').then((m) => m.default),
  {
    kind: 'modal',
    title: ({ fair }) => (fair ? '编辑招聘会' : '新增招聘会'),
    isOpen: ({ open }) => open,
    onClose: ({ onClose }) => onClose,
    width: 720,
  },
);
const JobfairApproveModal = lazyDialog<JobfairApproveModalProps>(
  () => import('./JobfairApproveModal.tsx').then((m) => m.default),
  {
    kind: 'modal',
    title: () => '审核招聘会',
    isOpen: ({ fair }) => fair !== null,
    onClose: ({ onClose }) => onClose,
  },
);
const JobfairDetailDrawer = lazyDialog<JobfairDetailDrawerProps>(
  () => import('./JobfairDetailDrawer.tsx').then((m) => m.default),
  {
    kind: 'drawer',
    title: () => '招聘会详情',
    isOpen: ({ jobfairCode }) => jobfairCode !== null,
    onClose: ({ onClose }) => onClose,
    width: 'large',
  },
);

interface Filters {
  jobfairName?: string;
  jobfairType?: number;
}

const typeOptions = JOBFAIR_TYPES.map((value) => ({ value, label: jobfairTypeNames[value] }));
const perms = jobfairLifecycle.actions;

/**
 * 招聘会 (/recruit/jobfair/list): tabs by state with counts, search by name and type, add and edit with
 * poster and venue, review, online/offline, details and delete. Each row offers only the actions the
 * contract's lifecycle allows from its state; the server enforces the same table.
 */
export default function JobfairPage() {
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [tab, setTab] = useState<JobfairTabKey>('all');
  const [approving, setApproving] = useState<Jobfair | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const crud = useLifecycleTable<Jobfair, RouteOutput<typeof api.jobfair.selectStateCount>>(
    jobfairKeys,
    filters,
    () => call(api.jobfair.selectStateCount, { body: filters }),
  );
  const { counts, afterAction } = crud;
  const tabFilter = jobfairTabs.find((item) => item.key === tab)?.filter ?? {};

  const setOnline = (fair: Jobfair, online: boolean) =>
    confirmAction({
      title: online ? '请确认是否上线？' : '请确认是否下线？',
      onOk: async () => {
        await call(api.jobfair.toOnlineInfo, {
          body: { jobfairCode: fair.jobfairCode, onlineState: online ? 1 : 0 },
        });
        message.success(online ? perms.online.success : perms.offline.success);
        afterAction();
      },
    });

  const remove = (fair: Jobfair) =>
    crud.remove(`此操作将删除招聘会“${fair.jobfairName}”, 是否继续?`, () =>
      call(api.jobfair.toDeleteInfo, { query: { id: fair.jobfairCode } }),
    );

  const run = (fair: Jobfair): Record<JobfairAction, () => void> => ({
    edit: () => crud.modal.show(fair),
    pass: () => setApproving(fair),
    reject: () => setApproving(fair),
    online: () => void setOnline(fair, true),
    offline: () => void setOnline(fair, false),
    remove: () => void remove(fair),
  });

  const columns: ColumnsType<Jobfair> = [
    {
      title: '海报',
      dataIndex: 'posterUrl',
      width: 84,
      render: (url: string | null) =>
        url ? <Image src={url} width={60} height={60} style={{ objectFit: 'cover' }} alt="海报" /> : '-',
    },
    { title: '招聘会名称', dataIndex: 'jobfairName', width: 170, ellipsis: { showTitle: true } },
    { title: '类型', dataIndex: 'jobfairTypeName', width: 110 },
    {
      title: '举办时间',
      key: 'time',
      width: 180,
      render: (_, fair) => (
        <span>
          {fair.beginTime}
          <br />
          {fair.endTime}
        </span>
      ),
    },
    {
      title: '地址',
      key: 'address',
      width: 180,
      ellipsis: { showTitle: true },
      render: (_, fair) =>
        `${fair.cityName}${fair.countyName}${fair.streetName}${fair.committeeName ?? ''} ${fair.address}`,
    },
    {
      title: '审核状态',
      dataIndex: 'approveStateName',
      width: 110,
      render: (name: string, fair) => {
        const tag = <Tag color={stateColor(fair.approveState === 1 ? 1 : fair.state)}>{name}</Tag>;
        return fair.approveRemark ? <Tooltip title={`审核意见：${fair.approveRemark}`}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: '上线状态',
      dataIndex: 'onlineStateName',
      width: 100,
      render: (name: string, fair) => <Tag color={fair.onlineState === 1 ? 'green' : 'default'}>{name}</Tag>,
    },
    actionsColumn(180, (fair) => (
      <LifecycleActions
        lifecycle={jobfairLifecycle}
        state={fair.state}
        run={run(fair)}
        danger={['remove']}
        leading={
          <RowAction code="jobfair:list" onClick={() => setViewing(fair.jobfairCode)}>
            详情
          </RowAction>
        }
      />
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        onFinish={(values) => setFilters({ ...values })}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="jobfairName" label="招聘会名称">
          <Input allowClear maxLength={50} placeholder="请输入招聘会名称" />
        </Form.Item>
        <Form.Item name="jobfairType" label="招聘会类型">
          <Select allowClear options={typeOptions} placeholder="全部" style={{ width: 160 }} />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <StatusTabs<JobfairTabKey> items={jobfairTabs} counts={counts.data} activeKey={tab} onChange={setTab} />
      <TableToolbar>
        <AddButton code="jobfair:add" onClick={() => crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<Jobfair>
        ref={crud.tableRef}
        rowKey="jobfairCode"
        columns={columns}
        scroll={{ x: 1120 }}
        queryKey={[...jobfairKeys.list, filters, tab]}
        fetcher={(page) => call(api.jobfair.selectPageList, { body: { ...page, ...filters, ...tabFilter } })}
      />
      <JobfairFormModal
        open={crud.modal.open}
        fair={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <JobfairApproveModal
        fair={approving}
        onClose={() => setApproving(null)}
        onDone={() => {
          setApproving(null);
          afterAction();
        }}
      />
      <JobfairDetailDrawer jobfairCode={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

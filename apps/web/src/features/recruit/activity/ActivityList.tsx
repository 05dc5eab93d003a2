import { PlusOutlined } from '@ant-design/icons';
import {
  ACTIVITY_REMOVABLE_STATES,
  type Activity,
  type ActivityAction,
  type ActivityTab,
  type ActivityView,
  type ActivityViewConfig,
  activityLifecycle,
  activityTabs,
  activityTypeNames,
  activityViews,
  api,
  canApply,
  formatCents,
} from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Tag } from 'antd';
import { type ComponentProps, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  actionsColumn,
  confirmAction,
  downloadBlob,
  errorText,
  PagedTable,
  Permission,
  RowAction,
  StatusTabs,
  useCrudTable,
  useFeedback,
  useModalState,
} from '../../../components';
import { lazyDialog } from '../../../components/LazyDialog/index.ts';
import type ActivityDetailModalType from './ActivityDetailModal.tsx';
import type { ActivityFormModalProps } from './ActivityFormModal.tsx';
import ActivityPromptModal, { type ActivityPrompt } from './ActivityPromptModal.tsx';

// The form and the detail load when first opened.
const ActivityFormModal = lazyDialog<ActivityFormModalProps>(
  () => import('./ActivityFormModal.tsx').then((m) => m.default),
  {
    kind: 'modal',
    title: ({ activity }) => (activity ? '编辑活动' : '新增活动'),
    isOpen: ({ open }) => open,
    onClose: ({ onClose }) => onClose,
    width: 640,
  },
);
const ActivityDetailModal = lazyDialog<ComponentProps<typeof ActivityDetailModalType>>(
  () => import('./ActivityDetailModal.tsx').then((m) => m.default),
  {
    kind: 'modal',
    title: () => '活动详情',
    isOpen: ({ activity }) => activity !== null,
    onClose: ({ onClose }) => onClose,
    width: 760,
  },
);

const stateColors: Record<number, string> = {
  0: 'blue',
  1: 'gold',
  2: 'red',
  3: 'green',
  4: 'orange',
  5: 'purple',
  6: 'default',
};
const countsKey = ['activity', 'counts'] as const;

/** Actions that ask a yes/no question first (the others ask for a value). */
const questions: Partial<Record<ActivityAction, string>> = {
  pass: '请确认是否审核通过？',
  stop: '请确认是否停止活动？',
  agreeSettle: '请确认是否同意结算？',
  settle: '请确认是否结算？',
};

/** Whether a row offers `action`: the lifecycle table, and 结算 only once. */
const offers = (row: Activity, action: ActivityAction) =>
  canApply(activityLifecycle, action, row.status) && !(action === 'settle' && row.settleTime);

/**
 * The one list behind 活动管理, 活动审批 and 结算审批: the view's tabs (with counts), its default tab and its
 * row actions come from the contract's `activityViews`; each action refreshes the counts and the list.
 */
export function ActivityList({ view }: { view: ActivityView }) {
  const config: ActivityViewConfig = activityViews[view];
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ActivityTab>(config.defaultTab);
  const [nameInput, setNameInput] = useState('');
  const [activityName, setActivityName] = useState('');
  const detail = useModalState<Activity | null>(null);
  const [prompt, setPrompt] = useState<{ row: Activity; prompt: ActivityPrompt } | null>(null);
  const counts = useQuery({
    queryKey: countsKey,
    queryFn: () => call(api.activity.queryStateCount, {}),
  });
  const refreshCounts = () => queryClient.invalidateQueries({ queryKey: countsKey });
  const crud = useCrudTable<Activity>(() => void refreshCounts());
  const changed = (success: string) => {
    message.success(success);
    crud.tableRef.current?.reload();
    void refreshCounts();
  };

  const run = async (row: Activity, action: ActivityAction, value?: string | number) => {
    const query = { activityCode: row.activityCode };
    if (action === 'pass') await call(api.activity.auditActivity, { query: { ...query, result: 'pass' } });
    if (action === 'reject') {
      await call(api.activity.auditActivity, {
        query: { ...query, result: 'reject', reason: String(value) },
      });
    }
    if (action === 'stop') await call(api.activity.stopActivity, { query });
    if (action === 'submitSettle') {
      await call(api.activity.submitSettleActivity, { query: { ...query, settleAmount: Number(value) } });
    }
    if (action === 'agreeSettle') await call(api.activity.agreeSettleActivity, { query });
    if (action === 'settle') await call(api.activity.settleActivity, { query });
    changed(activityLifecycle.actions[action].success);
  };

  const start = (row: Activity, action: ActivityAction) => {
    if (action === 'edit') return crud.modal.show(row);
    if (action === 'reject') return setPrompt({ row, prompt: { kind: 'reason', title: '审核驳回' } });
    if (action === 'submitSettle') {
      const maxYuan = row.activityBudget / 100;
      return setPrompt({
        row,
        prompt: {
          kind: 'amount',
          title: '提交结算',
          maxYuan,
          defaultYuan: Math.min(maxYuan, (row.perReward * row.cmpyCount) / 100),
        },
      });
    }
    void confirmAction({ title: questions[action] ?? '', onOk: () => run(row, action) });
  };

  const exportInfos = async (row: Activity) => {
    try {
      const route = row.type === 1 ? api.activity.exportTrainInfos : api.activity.exportRecruitInfos;
      const file = await callFile(route, { query: { activityCode: row.activityCode } });
      downloadBlob(file.blob, file.fileName ?? `${row.activityName}.xlsx`);
    } catch (error) {
      message.error(errorText(error, '导出失败'));
    }
  };

  const columns = [
    { title: '活动名称', dataIndex: 'activityName', width: 150, ellipsis: true },
    { title: '活动类型', dataIndex: 'type', width: 90, render: (t: 0 | 1) => activityTypeNames[t] },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (s: number) => (
        <Tag color={stateColors[s]}>{(activityLifecycle.states as Record<number, string>)[s]}</Tag>
      ),
    },
    {
      title: '活动时间',
      key: 'time',
      width: 170,
      render: (_: unknown, r: Activity) => (
        <>
          <div>{r.beginTime}</div>
          <div>{r.endTime}</div>
        </>
      ),
    },
    { title: '预算(元)', dataIndex: 'activityBudget', width: 100, render: formatCents },
    { title: '每人奖励(元)', dataIndex: 'perReward', width: 100, render: formatCents },
    { title: '参与企业', dataIndex: 'cmpyCount', width: 80 },
    { title: '结算金额(元)', dataIndex: 'settleAmount', width: 110, render: formatCents },
    {
      title: '结算状态',
      key: 'settled',
      width: 90,
      render: (_: unknown, r: Activity) =>
        r.settleTime ? `已结算` : r.settleAmount === null ? '-' : '未结算',
    },
    actionsColumn<Activity>(config.canAdd ? 220 : 150, (row) => (
      <Space size={0} wrap>
        <RowAction code="activity:list" onClick={() => detail.show(row)}>
          详情
        </RowAction>
        {config.actions
          .filter((action) => offers(row, action))
          .map((action) => (
            <RowAction
              key={action}
              code={activityLifecycle.actions[action].permission}
              danger={action === 'reject' || action === 'stop'}
              onClick={() => start(row, action)}
            >
              {activityLifecycle.actions[action].label}
            </RowAction>
          ))}
        {config.canRemove && ACTIVITY_REMOVABLE_STATES.includes(row.status) ? (
          <RowAction
            code="activity:remove"
            danger
            onClick={() =>
              crud.remove(`此操作将删除活动“${row.activityName}”, 是否继续?`, () =>
                call(api.activity.deleteActivity, { query: { activityCode: row.activityCode } }),
              )
            }
          >
            删除
          </RowAction>
        ) : null}
        {config.canExport ? (
          <RowAction code="activity:export" onClick={() => void exportInfos(row)}>
            {row.type === 1 ? '导出培训信息' : '导出招聘信息'}
          </RowAction>
        ) : null}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Space style={{ marginBottom: 8 }} wrap>
        <Input.Search
          allowClear
          placeholder="请输入活动名称"
          aria-label="活动名称"
          value={nameInput}
          onChange={(e) => setNameInput(e.target.value)}
          onSearch={(value) => setActivityName(value.trim())}
          enterButton="查询"
          style={{ width: 320 }}
        />
        {config.canAdd ? (
          <Permission code="activity:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => crud.modal.show(null)}>
              新增活动
            </Button>
          </Permission>
        ) : null}
      </Space>
      <StatusTabs
        items={config.tabs.map((key) => ({ key, label: activityTabs[key].label }))}
        counts={counts.data}
        activeKey={tab}
        onChange={setTab}
      />
      <PagedTable<Activity>
        ref={crud.tableRef}
        rowKey="activityCode"
        columns={columns}
        scroll={{ x: 'max-content' }}
        queryKey={['activity', 'list', { tab, activityName }]}
        fetcher={(page) =>
          call(api.activity.queryPageActivity, { body: { ...page, status: tab, activityName } })
        }
      />
      <ActivityFormModal
        open={crud.modal.open}
        activity={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <ActivityDetailModal activity={detail.open ? detail.data : null} onClose={detail.close} />
      <ActivityPromptModal
        prompt={prompt?.prompt ?? null}
        onClose={() => setPrompt(null)}
        onSubmit={async (value) => {
          if (!prompt) return;
          await run(prompt.row, prompt.prompt.kind === 'reason' ? 'reject' : 'submitSettle', value);
          setPrompt(null);
        }}
      />
    </Card>
  );
}

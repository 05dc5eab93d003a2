import { PlusOutlined } from '@ant-design/icons';
import {
  api,
  canApply,
  formatCents,
  type RechargeRow,
  RechargeStatus,
  rechargeLifecycle,
  rechargeStatusTabs,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call } from '../../../app/request.ts';
import { useCurrentUser } from '../../../app/session.ts';
import {
  actionsColumn,
  confirmAction,
  orDash,
  PagedTable,
  type PagedTableHandle,
  Permission,
  ReviewModal,
  RowAction,
  StatusTabs,
  TableToolbar,
  useFeedback,
  useModalState,
} from '../../../components';
import RechargeApplyModal from './RechargeApplyModal.tsx';
import RechargeDetailDrawer from './RechargeDetailDrawer.tsx';

/**
 * 充值申请 (/recruit/company/recharge): tabs 待充值 / 充值成功 / 充值失败 with counts; company staff apply,
 * operators confirm (the balance is credited once) or reject with a reason. Money shown in yuan.
 */
export default function RechargePage() {
  const { message } = useFeedback();
  const isStaff = !!useCurrentUser().data?.cmpyCode;
  const [statues, setStatues] = useState<number>(RechargeStatus.pending);
  const [cmpyName, setCmpyName] = useState('');
  const tableRef = useRef<PagedTableHandle>(null);
  const applyModal = useModalState(false);
  const rejectModal = useModalState<RechargeRow | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const filters = cmpyName ? { cmpyName } : {};

  const counts = useQuery({
    queryKey: ['recharge', 'counts', filters],
    queryFn: () => call(api.recharge.queryRechargeApplyStatus, { query: filters }),
  });
  const tabCounts = Object.fromEntries((counts.data ?? []).map((row) => [String(row.statues), row.count]));
  const refresh = () => {
    tableRef.current?.reload();
    void counts.refetch();
  };

  const confirmRecharge = (row: RechargeRow) =>
    confirmAction({
      title: '请确认是否充值？',
      content: `${row.cmpyName} 充值 ${formatCents(row.rechargeTotalMoney)} 元`,
      onOk: async () => {
        await call(api.recharge.rechargeApply, { params: { id: row.applyCode } });
        message.success('操作成功');
        refresh();
      },
    });

  const columns: ColumnsType<RechargeRow> = [
    { title: '申请编号', dataIndex: 'applyCode', width: 200 },
    { title: '企业名称', dataIndex: 'cmpyName', width: 220, ellipsis: true },
    ...(statues === RechargeStatus.failed
      ? [{ title: '驳回原因', dataIndex: 'remark', width: 160, ellipsis: true, render: orDash }]
      : []),
    { title: '联系人', dataIndex: 'contactPerson', width: 90 },
    { title: '联系电话', dataIndex: 'contactTell', width: 120 },
    { title: '充值人数', dataIndex: 'rechargeTotalPeople', width: 90, align: 'right' },
    {
      title: '充值金额（元）',
      dataIndex: 'rechargeTotalMoney',
      width: 130,
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    { title: '充值说明', dataIndex: 'explainRemark', width: 180, ellipsis: true, render: orDash },
    { title: '状态', dataIndex: 'statuesName', width: 90 },
    { title: '提交时间', dataIndex: 'submitTime', width: 170, render: orDash },
    { title: '处理时间', dataIndex: 'checkTime', width: 170, render: orDash },
    actionsColumn(170, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setDetail(row.applyCode)}>
          详情
        </Button>
        {canApply(rechargeLifecycle, 'recharge', row.statues) && (
          <RowAction code="recharge:check" onClick={() => void confirmRecharge(row)}>
            确认充值
          </RowAction>
        )}
        {canApply(rechargeLifecycle, 'reject', row.statues) && (
          <RowAction code="recharge:check" danger onClick={() => rejectModal.show(row)}>
            驳回
          </RowAction>
        )}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <TableToolbar search={{ placeholder: '请输入企业名称', maxLength: 50, onSearch: setCmpyName }}>
        <Permission code="recharge:apply">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => applyModal.show(true)}>
            申请充值
          </Button>
        </Permission>
      </TableToolbar>
      <StatusTabs items={rechargeStatusTabs} counts={tabCounts} activeKey={statues} onChange={setStatues} />
      <PagedTable<RechargeRow>
        ref={tableRef}
        rowKey="applyCode"
        columns={columns}
        scroll={{ x: 1600 }}
        queryKey={['recharge', 'list', statues, filters]}
        fetcher={(page) =>
          call(api.recharge.queryRechargeApplyList, { query: { ...page, ...filters, statues } })
        }
      />
      <RechargeApplyModal
        open={applyModal.open}
        forCompany={!isStaff}
        onClose={applyModal.close}
        onSaved={() => {
          applyModal.close();
          refresh();
        }}
      />
      {rejectModal.data && (
        <ReviewModal
          open={rejectModal.open}
          title="驳回充值申请"
          subject={`${rejectModal.data.cmpyName}（${formatCents(rejectModal.data.rechargeTotalMoney)} 元）`}
          passLabel="确认充值"
          rejectLabel="驳回"
          rejectOnly
          onSubmit={({ remark }) =>
            call(api.recharge.rejectRecharge, {
              body: { applyCode: rejectModal.data!.applyCode, remark: remark ?? '' },
            })
          }
          onClose={rejectModal.close}
          onSaved={() => {
            rejectModal.close();
            refresh();
          }}
        />
      )}
      <RechargeDetailDrawer applyCode={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}

import { type Activity, activityLifecycle, activityTypeNames, api, formatCents } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Table, Timeline, Typography } from 'antd';
import { call } from '../../../app/request.ts';
import { DetailRow, errorText } from '../../../components';

const stateName = (state: number | null) =>
  state === null ? '' : ((activityLifecycle.states as Record<number, string>)[state] ?? String(state));
const actionNames: Record<string, string> = {
  create: '新增',
  remove: '删除',
  start: '活动开始',
  finish: '活动结束',
  ...Object.fromEntries(Object.entries(activityLifecycle.actions).map(([key, a]) => [key, a.label])),
};

/** An activity's facts, its companies and its history (who did what, when). */
export default function ActivityDetailModal({
  activity,
  onClose,
}: {
  activity: Activity | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['activity', 'info', activity?.activityCode],
    queryFn: () =>
      call(api.activity.queryActivityInfo, {
        query: { activityCode: activity!.activityCode, type: activity!.type },
      }),
    enabled: activity !== null,
  });
  const info = detail.data;
  return (
    <Modal
      title="活动详情"
      open={activity !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {detail.isError ? <Alert type="error" title={errorText(detail.error, '获取活动详情失败')} /> : null}
      <Spin spinning={detail.isFetching}>
        {info ? (
          <>
            <DetailRow label="活动名称" value={info.activityName} />
            <DetailRow label="活动类型" value={activityTypeNames[info.type as 0 | 1]} />
            <DetailRow label="活动状态" value={stateName(info.status)} />
            <DetailRow label="活动时间" value={`${info.beginTime} 至 ${info.endTime}`} />
            <DetailRow label="活动预算" value={`${formatCents(info.activityBudget)} 元`} />
            <DetailRow label="每人奖励" value={`${formatCents(info.perReward)} 元`} />
            <DetailRow label="驿站编号" value={info.stationCode} />
            <DetailRow label="活动说明" value={info.activityDesc} />
            <DetailRow label="驳回原因" value={info.auditReason} />
            <DetailRow
              label="结算信息"
              value={
                info.settleAmount === null
                  ? null
                  : `结算金额 ${formatCents(info.settleAmount)} 元${info.settleTime ? `，${info.settleUser ?? ''} 于 ${info.settleTime} 结算` : '，未结算'}`
              }
            />
            <Typography.Title level={5}>参与企业（{info.cmpyList.length}）</Typography.Title>
            <Table
              size="small"
              rowKey="cmpyCode"
              pagination={false}
              dataSource={info.cmpyList}
              locale={{ emptyText: '无数据' }}
              columns={[
                { title: '企业名称', dataIndex: 'cmpyName' },
                { title: '企业编号', dataIndex: 'cmpyCode' },
                { title: '加入时间', dataIndex: 'joinTime', width: 180 },
              ]}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              状态记录
            </Typography.Title>
            <Timeline
              items={info.history.map((h) => ({
                content: `${h.time} ${h.userName ?? '系统'} ${actionNames[h.action] ?? h.action}：${stateName(h.fromState)}${h.fromState === null ? '' : ' → '}${stateName(h.toState)}${h.remark ? `（${h.remark}）` : ''}`,
              }))}
            />
          </>
        ) : null}
      </Spin>
    </Modal>
  );
}

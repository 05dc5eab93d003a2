import { api, formatCents, rechargeCreditedLabels } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Divider, Drawer, Spin } from 'antd';
import { call } from '../../../app/request.ts';
import { DetailRow } from '../../../components';
import StateHistory from './StateHistory.tsx';

/** 充值申请详情 with its processing history. */
export default function RechargeDetailDrawer({
  applyCode,
  onClose,
}: {
  applyCode: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['recharge', 'info', applyCode],
    queryFn: () => call(api.recharge.queryRechargeApplyInfo, { query: { applyCode: applyCode as string } }),
    enabled: !!applyCode,
  });
  const apply = detail.data;
  return (
    <Drawer title="充值申请详情" open={!!applyCode} onClose={onClose} size={520} destroyOnHidden>
      {!apply ? (
        <Spin />
      ) : (
        <>
          <DetailRow label="申请编号" value={apply.applyCode} />
          <DetailRow label="企业名称" value={apply.cmpyName} />
          <DetailRow label="联系人" value={apply.contactPerson} />
          <DetailRow label="联系电话" value={apply.contactTell} />
          <DetailRow label="充值人数" value={apply.rechargeTotalPeople} />
          <DetailRow label="充值金额" value={`${formatCents(apply.rechargeTotalMoney)} 元`} />
          <DetailRow label="充值说明" value={apply.explainRemark} />
          <DetailRow label="状态" value={apply.statuesName} />
          <DetailRow label="到账状态" value={rechargeCreditedLabels[apply.rechargeStatues]} />
          <DetailRow label="到账时间" value={apply.rechargeTime} />
          <DetailRow label="驳回原因" value={apply.remark} />
          <DetailRow label="提交时间" value={apply.submitTime} />
          <DetailRow label="处理时间" value={apply.checkTime} />
          <Divider titlePlacement="start">处理记录</Divider>
          <StateHistory items={apply.history} />
        </>
      )}
    </Drawer>
  );
}

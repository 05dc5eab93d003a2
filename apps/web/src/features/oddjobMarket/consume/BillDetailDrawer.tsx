import { api, formatCents } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Divider, Drawer, Spin } from 'antd';
import { call } from '../../../app/request.ts';
import { DetailRow } from '../../../components';
import StateHistory from '../../recruit/company/StateHistory.tsx';

/** 提现申请详情 with its approval and payment history (the provider's answers shown as 系统). */
export default function BillDetailDrawer({
  applyCode,
  onClose,
}: {
  applyCode: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['bill', 'info', applyCode],
    queryFn: () => call(api.billWithdrawal.billInfo, { query: { applyCode: applyCode as string } }),
    enabled: !!applyCode,
  });
  const row = detail.data;
  return (
    <Drawer title="提现申请详情" open={!!applyCode} onClose={onClose} size={520} destroyOnHidden>
      {!row ? (
        <Spin />
      ) : (
        <>
          <DetailRow label="申请编号" value={row.applyCode} />
          <DetailRow label="商户名称" value={row.shopName} />
          <DetailRow label="提现金额" value={`${formatCents(row.amount)} 元`} />
          <DetailRow label="状态" value={row.statusName} />
          <DetailRow label="审批意见" value={row.approveRemark} />
          <DetailRow label="收款户名" value={row.payeeName} />
          <DetailRow label="收款账号" value={row.payeeAccountMasked} />
          <DetailRow label="支付单号" value={row.outNo} />
          <DetailRow label="支付流水号" value={row.providerRef} />
          <DetailRow label="失败原因" value={row.failReason} />
          <DetailRow label="申请时间" value={row.applyTime} />
          <DetailRow label="审批时间" value={row.approveTime} />
          <DetailRow label="发起支付时间" value={row.payTime} />
          <DetailRow label="到账时间" value={row.paidTime} />
          <Divider titlePlacement="start">处理记录</Divider>
          <StateHistory items={row.history} />
        </>
      )}
    </Drawer>
  );
}

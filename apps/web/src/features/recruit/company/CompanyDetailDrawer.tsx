import { api, formatCents } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Divider, Drawer, Image, Spin } from 'antd';
import { call } from '../../../app/request.ts';
import { DetailRow } from '../../../components';
import StateHistory from './StateHistory.tsx';

export interface CompanyDetailDrawerProps {
  /** The company shown; null: closed. */
  cmpyCode: string | null;
  onClose: () => void;
}

/** 企业详情: certification data, licence image, balance and the review history. */
export default function CompanyDetailDrawer({ cmpyCode, onClose }: CompanyDetailDrawerProps) {
  const detail = useQuery({
    queryKey: ['company', 'info', cmpyCode],
    queryFn: () => call(api.company.info, { query: { cmpyCode: cmpyCode as string } }),
    enabled: !!cmpyCode,
  });
  const company = detail.data;
  return (
    <Drawer title="企业详情" open={!!cmpyCode} onClose={onClose} size={560} destroyOnHidden>
      {!company ? (
        <Spin />
      ) : (
        <>
          <DetailRow labelWidth={140} label="企业名称" value={company.cmpyName} />
          <DetailRow labelWidth={140} label="企业编号" value={company.cmpyCode} />
          <DetailRow labelWidth={140} label="认证状态" value={company.statusName} />
          <DetailRow labelWidth={140} label="统一社会信用代码" value={company.creditCode} />
          <DetailRow labelWidth={140} label="法定代表人" value={company.legalPerson} />
          <DetailRow labelWidth={140} label="联系人" value={company.contactName} />
          <DetailRow labelWidth={140} label="联系电话" value={company.contactPhone} />
          <DetailRow
            label="所在地区"
            value={[company.provinceName, company.cityName, company.countyName].filter(Boolean).join(' / ')}
          />
          <DetailRow labelWidth={140} label="详细地址" value={company.address} />
          <DetailRow labelWidth={140} label="账户余额" value={`${formatCents(company.balance)} 元`} />
          <DetailRow labelWidth={140} label="驳回原因" value={company.remark} />
          <DetailRow labelWidth={140} label="提交时间" value={company.submitTime} />
          <DetailRow labelWidth={140} label="审核时间" value={company.checkTime} />
          <DetailRow
            label="营业执照"
            value={company.licenceUrl ? <Image src={company.licenceUrl} alt="营业执照" width={240} /> : null}
          />
          <Divider titlePlacement="start">认证记录</Divider>
          <StateHistory items={company.history} />
        </>
      )}
    </Drawer>
  );
}

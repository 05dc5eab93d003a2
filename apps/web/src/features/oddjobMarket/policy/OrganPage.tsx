import { api, type Organ, organLifecycle } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { call } from '../../../app/request.ts';
import { actionsColumn, orDash, useModalState } from '../../../components';
import { FilingListCard, useFilingList } from './filing-list.tsx';
import { AttachmentLinks, FilingActions, FilingDetailDrawer, FilingStatusTag } from './filing-parts.tsx';
import OrganFormModal from './OrganFormModal.tsx';

interface Filters {
  organName?: string;
  creditCode?: string;
}

const ORGAN_CALLS = {
  submit: api.skillOrgan.submit,
  cancel: api.skillOrgan.cancleItem,
  remove: api.skillOrgan.delItem,
};

const region = (o: Organ) => `${o.provinceName} ${o.cityName} ${o.countyName}`;

function OrganDetail({ code, open, onClose }: { code: string | null; open: boolean; onClose: () => void }) {
  const info = useQuery({
    queryKey: ['policy', 'organ', 'info', code],
    queryFn: () => call(api.skillOrgan.getInfo, { params: { businessCode: code! } }),
    enabled: open && !!code,
  });
  const o = info.data;
  return (
    <FilingDetailDrawer
      title="技能机构详情"
      open={open}
      onClose={onClose}
      history={o?.history}
      items={
        o
          ? [
              { label: '机构名称', value: o.organName },
              { label: '统一社会信用代码', value: o.creditCode },
              { label: '法定代表人', value: o.legalPerson },
              { label: '联系人', value: `${o.contactPerson} ${o.contactPhone}` },
              { label: '机构地址', value: `${region(o)} ${o.address}` },
              { label: '培训范围', value: o.labelNames.join('、') },
              { label: '状态', value: <FilingStatusTag status={o.status} name={o.statusName} /> },
              {
                label: '附件',
                value: <AttachmentLinks files={o.attachments} />,
              },
            ]
          : []
      }
    />
  );
}

/** 技能机构 (/oddjobMarket/policy/organ): skill organisations filed as drafts, submitted, cancelled. */
export default function OrganPage() {
  const [form] = Form.useForm<Filters>();
  const list = useFilingList<Organ, Filters>('organ', (filters) =>
    call(api.skillOrgan.organCount, { query: filters }),
  );
  const { crud } = list;
  const detail = useModalState<string | null>(null);

  const columns: ColumnsType<Organ> = [
    { title: '机构名称', dataIndex: 'organName', width: 220, ellipsis: true },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '法定代表人', dataIndex: 'legalPerson', width: 100 },
    { title: '联系电话', dataIndex: 'contactPhone', width: 120 },
    { title: '所在地区', key: 'region', width: 170, ellipsis: true, render: (_, o) => region(o) },
    { title: '培训范围', key: 'scope', ellipsis: true, render: (_, o) => o.labelNames.join('、') },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, o) => <FilingStatusTag status={o.status} name={o.statusName} />,
    },
    { title: '提交时间', dataIndex: 'submitTime', width: 170, render: orDash },
    actionsColumn(220, (o) => (
      <FilingActions
        lifecycle={organLifecycle}
        status={o.status}
        prefix="policy:organ"
        name={`技能机构“${o.organName}”`}
        onDetail={() => detail.show(o.businessCode)}
        onEdit={() => crud.modal.show(o)}
        calls={ORGAN_CALLS}
        input={{ params: { businessCode: o.businessCode } }}
        onDone={list.onDone}
      />
    )),
  ];

  return (
    <FilingListCard<Organ, Filters>
      list={list}
      form={form}
      filterItems={
        <>
          <Form.Item name="organName" label="机构名称">
            <Input placeholder="请输入机构名称" allowClear maxLength={50} />
          </Form.Item>
          <Form.Item name="creditCode" label="信用代码">
            <Input placeholder="请输入统一社会信用代码" allowClear maxLength={18} />
          </Form.Item>
        </>
      }
      addCode="policy:organ:add"
      columns={columns}
      rowKey="businessCode"
      scrollX={1400}
      fetchPage={(query) => call(api.skillOrgan.organList, { query })}
    >
      <OrganFormModal
        open={crud.modal.open}
        organ={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <OrganDetail code={detail.data} open={detail.open} onClose={detail.close} />
    </FilingListCard>
  );
}

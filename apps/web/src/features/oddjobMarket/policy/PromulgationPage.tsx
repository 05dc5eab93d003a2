import { api, type Promulgation, type PromulgationInfo, promulgationLifecycle } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { call } from '../../../app/request.ts';
import { actionsColumn, errorText, orDash, useFeedback, useModalState } from '../../../components';
import { FilingListCard, useFilingList } from './filing-list.tsx';
import {
  AttachmentLinks,
  FilingActions,
  FilingDetailDrawer,
  FilingStatusTag,
  RichTextView,
} from './filing-parts.tsx';
import PromulgationFormModal, { useFiledOrgans } from './PromulgationFormModal.tsx';

interface Filters {
  title?: string;
  businessCode?: string;
}

const PROMULGATION_CALLS = {
  submit: api.promulgation.submitPromulgation,
  cancel: api.promulgation.canclePromulgation,
  remove: api.promulgation.delPromulgation,
};

const infoOf = (id: number) => call(api.promulgation.getPromulgationInfo, { params: { id } });

function PromulgationDetail({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const info = useQuery({
    queryKey: ['policy', 'promulgation', 'info', id],
    queryFn: () => infoOf(id!),
    enabled: open && id !== null,
  });
  const p = info.data;
  return (
    <FilingDetailDrawer
      title="公示备案详情"
      open={open}
      onClose={onClose}
      history={p?.history}
      items={
        p
          ? [
              { label: '公示标题', value: p.title },
              { label: '技能机构', value: p.organName },
              { label: '状态', value: <FilingStatusTag status={p.status} name={p.statusName} /> },
              { label: '提交时间', value: orDash(p.submitTime) },
              {
                label: '附件',
                value: <AttachmentLinks files={p.attachments} />,
              },
            ]
          : []
      }
    >
      {p ? <RichTextView html={p.content} testId="promulgation-content" /> : null}
    </FilingDetailDrawer>
  );
}

/** 公示备案 (/oddjobMarket/policy/promulgation): promulgation filings of skill organisations. */
export default function PromulgationPage() {
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const list = useFilingList<PromulgationInfo, Filters>('promulgation', (filters) =>
    call(api.promulgation.getCount, { query: filters }),
  );
  const { crud } = list;
  const detail = useModalState<number | null>(null);
  const organs = useFiledOrgans();

  // Editing needs the body, which the list leaves out.
  const edit = async (p: Promulgation) => {
    try {
      crud.modal.show(await infoOf(p.id));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const columns: ColumnsType<Promulgation> = [
    { title: '公示标题', dataIndex: 'title', ellipsis: true },
    { title: '技能机构', dataIndex: 'organName', width: 240, ellipsis: true },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, p) => <FilingStatusTag status={p.status} name={p.statusName} />,
    },
    { title: '提交时间', dataIndex: 'submitTime', width: 170, render: orDash },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: orDash },
    actionsColumn(220, (p) => (
      <FilingActions
        lifecycle={promulgationLifecycle}
        status={p.status}
        prefix="policy:promulgation"
        name={`公示“${p.title}”`}
        onDetail={() => detail.show(p.id)}
        onEdit={() => void edit(p)}
        calls={PROMULGATION_CALLS}
        input={{ params: { id: p.id } }}
        onDone={list.onDone}
      />
    )),
  ];

  return (
    <FilingListCard<Promulgation, Filters, PromulgationInfo>
      list={list}
      form={form}
      filterItems={
        <>
          <Form.Item name="title" label="公示标题">
            <Input placeholder="请输入公示标题" allowClear maxLength={60} />
          </Form.Item>
          <Form.Item name="businessCode" label="技能机构">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="全部机构"
              style={{ width: 240 }}
              options={(organs.data?.records ?? []).map((o) => ({
                value: o.businessCode,
                label: o.organName,
              }))}
            />
          </Form.Item>
        </>
      }
      addCode="policy:promulgation:add"
      columns={columns}
      rowKey="id"
      scrollX={1100}
      fetchPage={(query) => call(api.promulgation.getList, { query })}
    >
      <PromulgationFormModal
        open={crud.modal.open}
        filing={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <PromulgationDetail id={detail.data} open={detail.open} onClose={detail.close} />
    </FilingListCard>
  );
}

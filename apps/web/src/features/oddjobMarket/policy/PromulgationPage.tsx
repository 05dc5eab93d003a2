import { api, type Promulgation, type PromulgationInfo, promulgationLifecycle } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  errorText,
  FilterActions,
  orDash,
  PagedTable,
  TableToolbar,
  useCrudTable,
  useFeedback,
  useModalState,
} from '../../../components';
import {
  FilingActions,
  FilingDetailDrawer,
  FilingStatusTag,
  type FilingTab,
  FilingTabs,
  RichTextView,
} from './filing-parts.tsx';
import PromulgationFormModal, { useFiledOrgans } from './PromulgationFormModal.tsx';

interface Filters {
  title?: string;
  businessCode?: string;
}

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
                value: p.attachments.length ? (
                  <Space direction="vertical" size={0}>
                    {p.attachments.map((a) => (
                      <Typography.Link key={a.objectKey} href={a.url} target="_blank" rel="noreferrer">
                        {a.materialName}
                      </Typography.Link>
                    ))}
                  </Space>
                ) : (
                  '-'
                ),
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
  const [tab, setTab] = useState<FilingTab>('all');
  const [filters, setFilters] = useState<Filters>({});
  const crud = useCrudTable<PromulgationInfo>();
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
        run={(action) => {
          const params = { id: p.id };
          if (action === 'submit') return call(api.promulgation.submitPromulgation, { params });
          if (action === 'cancel') return call(api.promulgation.canclePromulgation, { params });
          return call(api.promulgation.delPromulgation, { params });
        }}
        onDone={(action) =>
          action === 'remove' ? crud.tableRef.current?.afterDelete() : crud.tableRef.current?.reload()
        }
      />
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters> form={form} layout="inline" onFinish={(v) => setFilters(v)} style={{ marginBottom: 16 }}>
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
            options={(organs.data?.records ?? []).map((o) => ({ value: o.businessCode, label: o.organName }))}
          />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <FilingTabs value={tab} onChange={setTab} />
      <TableToolbar>
        <AddButton code="policy:promulgation:add" onClick={() => crud.modal.show(null)} />
      </TableToolbar>
      <PagedTable<Promulgation>
        ref={crud.tableRef}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1100 }}
        queryKey={['policy', 'promulgation', tab, filters]}
        fetcher={(page) =>
          call(api.promulgation.getList, {
            query: { ...page, ...filters, ...(tab === 'all' ? {} : { status: Number(tab) as 0 | 1 | 2 }) },
          })
        }
      />
      <PromulgationFormModal
        open={crud.modal.open}
        filing={crud.modal.data}
        onClose={crud.modal.close}
        onSaved={crud.saved}
      />
      <PromulgationDetail id={detail.data} open={detail.open} onClose={detail.close} />
    </Card>
  );
}

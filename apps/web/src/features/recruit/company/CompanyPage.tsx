import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  api,
  COMPANY_EXPORT_FILE,
  type CompanyRow,
  CompanyStatus,
  canApply,
  companyLifecycle,
  companyStatusTabs,
  formatCents,
  STAFF_EDITABLE_COMPANY_STATES,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import { useCurrentUser } from '../../../app/session.ts';
import {
  actionsColumn,
  downloadBlob,
  errorText,
  FilterActions,
  orDash,
  PagedTable,
  type PagedTableHandle,
  Permission,
  ReviewModal,
  RowAction,
  requireSelection,
  StatusTabs,
  TableToolbar,
  useFeedback,
  useModalState,
} from '../../../components';
import { lazyDialog } from '../../../components/LazyDialog/index.ts';
import { withoutEmpty } from '../../system/shared/zod-rule.ts';
import type { CompanyDetailDrawerProps } from './CompanyDetailDrawer.tsx';
import type { CompanyFormModalProps } from './CompanyFormModal.tsx';

// The form (licence upload and recognition, address picker) and the detail load when first opened.
const CompanyFormModal = lazyDialog<CompanyFormModalProps>(
  () => import('./CompanyFormModal.tsx').then((m) => m.default),
  {
    kind: 'modal',
    title: ({ mode, company }) =>
      mode === 'update' ? '编辑企业信息' : company ? '重新提交认证' : '新增企业',
    isOpen: ({ open }) => open,
    onClose: ({ onClose }) => onClose,
    width: 760,
  },
);
const CompanyDetailDrawer = lazyDialog<CompanyDetailDrawerProps>(
  () => import('./CompanyDetailDrawer.tsx').then((m) => m.default),
  {
    kind: 'drawer',
    title: () => '企业详情',
    isOpen: ({ cmpyCode }) => !!cmpyCode,
    onClose: ({ onClose }) => onClose,
    width: 560,
  },
);

interface Filters {
  cmpyName?: string;
  creditCode?: string;
}

/**
 * 企业认证 (/recruit/company/list): tabs 已认证 / 审核中 / 已驳回 with their counts, search, export of
 * the selected rows, and per row detail, edit, review (pass or reject with a reason) and resubmission.
 * Company staff see their own company only.
 */
export default function CompanyPage() {
  const { message } = useFeedback();
  const isStaff = !!useCurrentUser().data?.cmpyCode;
  const [status, setStatus] = useState<number>(CompanyStatus.certified);
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [filterForm] = Form.useForm<Filters>();
  const tableRef = useRef<PagedTableHandle>(null);
  const form = useModalState<{ mode: 'submit' | 'update'; company: CompanyRow | null } | null>(null);
  const review = useModalState<CompanyRow | null>(null);
  const [detail, setDetail] = useState<string | null>(null);

  const counts = useQuery({
    queryKey: ['company', 'counts', filters],
    queryFn: () => call(api.company.cmpyCount, { query: filters }),
  });
  const tabCounts = Object.fromEntries(
    companyStatusTabs.map((tab) => [String(tab.key), counts.data?.[tab.countField] ?? 0]),
  );
  const refresh = () => {
    tableRef.current?.reload();
    void counts.refetch();
  };
  const saved = (close: () => void) => () => {
    close();
    refresh();
  };

  const exportSelected = async () => {
    if (!requireSelection(selected)) return;
    try {
      const { blob, fileName } = await callFile(api.company.export, { body: { cmpyCodes: selected } });
      downloadBlob(blob, fileName ?? COMPANY_EXPORT_FILE);
    } catch (error) {
      message.error(errorText(error, '导出失败'));
    }
  };

  const staffLocked = (company: CompanyRow) =>
    isStaff && !STAFF_EDITABLE_COMPANY_STATES.includes(company.status) ? '企业已认证，信息不能修改' : null;

  const columns: ColumnsType<CompanyRow> = [
    { title: '企业名称', dataIndex: 'cmpyName', width: 230, ellipsis: true },
    ...(status === CompanyStatus.rejected
      ? [{ title: '驳回原因', dataIndex: 'remark', width: 160, ellipsis: true, render: orDash }]
      : []),
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190, render: orDash },
    { title: '法定代表人', dataIndex: 'legalPerson', width: 110, render: orDash },
    { title: '联系人', dataIndex: 'contactName', width: 90, render: orDash },
    { title: '联系电话', dataIndex: 'contactPhone', width: 120, render: orDash },
    {
      title: '所在地区',
      key: 'region',
      width: 170,
      render: (_, row) => orDash([row.provinceName, row.cityName, row.countyName].filter(Boolean).join('')),
    },
    { title: '认证状态', dataIndex: 'statusName', width: 90 },
    {
      title: '余额（元）',
      dataIndex: 'balance',
      width: 110,
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    { title: '提交时间', dataIndex: 'submitTime', width: 170, render: orDash },
    { title: '审核时间', dataIndex: 'checkTime', width: 170, render: orDash },
    actionsColumn(200, (row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setDetail(row.cmpyCode)}>
          详情
        </Button>
        <RowAction
          code="cmpy:update"
          blocked={staffLocked(row)}
          onClick={() => form.show({ mode: 'update', company: row })}
        >
          编辑
        </RowAction>
        {canApply(companyLifecycle, 'pass', row.status) && (
          <RowAction code="cmpy:approve" onClick={() => review.show(row)}>
            审核
          </RowAction>
        )}
        {row.status === CompanyStatus.rejected && (
          <RowAction code="cmpy:submit" onClick={() => form.show({ mode: 'submit', company: row })}>
            重新提交
          </RowAction>
        )}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form
        form={filterForm}
        name="companyFilter"
        layout="inline"
        onFinish={(values: Filters) =>
          setFilters(
            withoutEmpty({ cmpyName: values.cmpyName?.trim(), creditCode: values.creditCode?.trim() }),
          )
        }
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="cmpyName" label="企业名称">
          <Input placeholder="请输入企业名称" allowClear maxLength={50} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="creditCode" label="信用代码">
          <Input placeholder="请输入统一社会信用代码" allowClear maxLength={18} style={{ width: 220 }} />
        </Form.Item>
        <FilterActions form={filterForm} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        {!isStaff && (
          <Permission code="cmpy:submit">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => form.show({ mode: 'submit', company: null })}
            >
              新增企业
            </Button>
          </Permission>
        )}
        <Permission code="cmpy:export">
          <Button icon={<DownloadOutlined />} onClick={() => void exportSelected()}>
            导出
          </Button>
        </Permission>
      </TableToolbar>
      <StatusTabs
        items={companyStatusTabs}
        counts={tabCounts}
        activeKey={status}
        onChange={(key) => {
          setStatus(key);
          setSelected([]);
        }}
      />
      <PagedTable<CompanyRow>
        ref={tableRef}
        rowKey="cmpyCode"
        columns={columns}
        scroll={{ x: 1700 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          preserveSelectedRowKeys: true,
        }}
        queryKey={['company', 'list', status, filters]}
        fetcher={(page) => call(api.company.list, { query: { ...page, ...filters, status } })}
        locale={{ emptyText: '无数据' }}
      />
      {form.data && (
        <CompanyFormModal
          open={form.open}
          mode={form.data.mode}
          company={form.data.company}
          onClose={form.close}
          onSaved={saved(form.close)}
        />
      )}
      {review.data && (
        <ReviewModal
          open={review.open}
          title="企业认证审核"
          subject={review.data.cmpyName}
          passLabel="审核通过"
          rejectLabel="驳回"
          onSubmit={({ pass, remark }) =>
            call(api.company.approve, {
              body: {
                cmpyCode: review.data!.cmpyCode,
                status: pass ? CompanyStatus.certified : CompanyStatus.rejected,
                remark,
              },
            })
          }
          onClose={review.close}
          onSaved={saved(review.close)}
        />
      )}
      <CompanyDetailDrawer cmpyCode={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}

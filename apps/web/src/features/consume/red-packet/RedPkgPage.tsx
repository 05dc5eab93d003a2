import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  api,
  canApply,
  formatCents,
  REDPKG_EDITABLE_STATES,
  REDPKG_EXPORT_FILE_NAME,
  RedPkgCheckType,
  type RedPkgUserRow,
  redPkgCheckTabs,
  redPkgLifecycle,
  redPkgSourceLabels,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  actionsColumn,
  confirmAction,
  downloadBlob,
  errorText,
  FilterActions,
  FormModal,
  orDash,
  PagedTable,
  type PagedTableHandle,
  Permission,
  ReviewModal,
  RowAction,
  StatusTabs,
  useFeedback,
  useModalState,
} from '../../../components';
import RedPkgImportModal from './RedPkgImportModal.tsx';
import RedPkgUserModal from './RedPkgUserModal.tsx';

interface Filters {
  realName?: string;
  idCard?: string;
  phone?: string;
}
/** What a submit or a review takes: chosen users, or the whole campaign. */
type Selection = { userCodes: string[] } | { all: true };

const clean = (values: Filters) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim())) as Filters;

/**
 * 红包用户 (/oddjobMarket/redPkg/list): a campaign's people with their red-packet amounts, tabs 待提交 /
 * 待审核 / 审核通过 / 审核驳回 with people and money, add, edit, remove, import (progress, error file),
 * submit for review and review (chosen rows or the whole campaign), export. Money shown in yuan.
 */
export default function RedPkgPage() {
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [batch, setBatch] = useState<string | undefined>(undefined);
  const [checkType, setCheckType] = useState<number>(RedPkgCheckType.draft);
  const [selected, setSelected] = useState<string[]>([]);
  const tableRef = useRef<PagedTableHandle>(null);
  const userModal = useModalState<RedPkgUserRow | null>(null);
  const batchModal = useModalState(false);
  const importModal = useModalState(false);
  const review = useModalState<{ selection: Selection; count: number; money: number } | null>(null);

  const batches = useQuery({
    queryKey: ['redPkg', 'batches'],
    queryFn: () => call(api.redPkg.queryRedPkgBatchList, {}),
  });
  const batchList = batches.data ?? [];
  const batchCode = batch ?? batchList[0]?.batchCode;
  const query = { ...filters, ...(batchCode ? { batchCode } : {}) };
  const counts = useQuery({
    queryKey: ['redPkg', 'counts', query],
    queryFn: () => call(api.redPkg.queryCheckTypeCount, { body: query }),
    enabled: !!batchCode,
  });
  const statis = useQuery({
    queryKey: ['redPkg', 'statis', batchCode],
    queryFn: () => call(api.redPkg.queryRedPkgStatisCount, { body: { batchCode } }),
    enabled: !!batchCode,
  });
  const tabCounts = Object.fromEntries((counts.data ?? []).map((row) => [String(row.checkType), row.count]));
  const tabMoney = counts.data?.find((row) => row.checkType === checkType)?.money ?? 0;
  const summary = statis.data?.[0];

  const refresh = () => {
    setSelected([]);
    tableRef.current?.reload();
    void counts.refetch();
    void statis.refetch();
  };

  const selectionOf = (all: boolean): Selection | null => {
    if (all) return { all: true };
    if (!selected.length) {
      message.warning('请先选择红包用户');
      return null;
    }
    return { userCodes: selected };
  };

  const submit = async (all: boolean) => {
    const selection = selectionOf(all);
    if (!selection || !batchCode) return;
    try {
      const sum = await call(api.redPkg.querySubCheckMoney, { body: { batchCode, ...selection } });
      if (!sum.count) return message.warning('没有可提交审核的红包用户');
      await confirmAction({
        title: '请确认是否提交审核？',
        content: `共 ${sum.count} 人，合计 ${formatCents(sum.money)} 元`,
        onOk: async () => {
          await call(api.redPkg.subCheRedPkgUsers, { body: { batchCode, ...selection } });
          message.success('提交成功');
          refresh();
        },
      });
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const openReview = async (all: boolean) => {
    const selection = selectionOf(all);
    if (!selection || !batchCode) return;
    try {
      const sum = await call(api.redPkg.queryCheckMoney, { body: { batchCode, ...selection } });
      if (!sum.count) return message.warning('没有待审核的红包用户');
      review.show({ selection, ...sum });
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const remove = (row: RedPkgUserRow) =>
    confirmAction({
      title: '请确认是否删除？',
      content: `${row.realName}（${formatCents(row.amount)} 元）`,
      onOk: async () => {
        await call(api.redPkg.removeRedPkgUser, { body: { userCodes: [row.userCode] } });
        message.success('删除成功');
        tableRef.current?.afterDelete();
        void counts.refetch();
        void statis.refetch();
      },
    });

  // The list masks the ID number and mobile: the edit form starts from the detail, which has them whole.
  const editUser = async (row: RedPkgUserRow) => {
    try {
      userModal.show(await call(api.redPkg.queryRedPkgUserInfo, { query: { userCode: row.userCode } }));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const exportUsers = async () => {
    try {
      const { blob, fileName } = await callFile(api.redPkg.exportRedPkgUsers, {
        query: { ...query, checkType },
      });
      downloadBlob(blob, fileName ?? REDPKG_EXPORT_FILE_NAME);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const columns: ColumnsType<RedPkgUserRow> = [
    { title: '姓名', dataIndex: 'realName', width: 100 },
    { title: '身份证号', dataIndex: 'idCard', width: 190 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '红包金额（元）',
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (cents: number) => formatCents(cents),
    },
    { title: '审核状态', dataIndex: 'checkTypeName', width: 100 },
    ...(checkType === RedPkgCheckType.rejected
      ? [{ title: '驳回原因', dataIndex: 'checkRemark', width: 180, ellipsis: true, render: orDash }]
      : []),
    {
      title: '来源',
      dataIndex: 'source',
      width: 90,
      render: (source: number) => redPkgSourceLabels[source] ?? '-',
    },
    { title: '提交时间', dataIndex: 'submitTime', width: 170, render: orDash },
    { title: '审核时间', dataIndex: 'checkTime', width: 170, render: orDash },
    { title: '审核人', dataIndex: 'checkUserName', width: 90, render: orDash },
    actionsColumn(200, (row) => (
      <Space size={0}>
        {REDPKG_EDITABLE_STATES.includes(row.checkType) && (
          <RowAction code="redPkg:edit" onClick={() => void editUser(row)}>
            编辑
          </RowAction>
        )}
        {canApply(redPkgLifecycle, 'submit', row.checkType) && (
          <RowAction
            code="redPkg:edit"
            onClick={async () => {
              try {
                await confirmAction({
                  title: '请确认是否提交审核？',
                  content: `${row.realName}（${formatCents(row.amount)} 元）`,
                  onOk: async () => {
                    await call(api.redPkg.subCheRedPkgUsers, {
                      body: { batchCode: row.batchCode, userCodes: [row.userCode] },
                    });
                    message.success('提交成功');
                    refresh();
                  },
                });
              } catch (error) {
                message.error(errorText(error));
              }
            }}
          >
            提交审核
          </RowAction>
        )}
        {canApply(redPkgLifecycle, 'pass', row.checkType) && (
          <RowAction
            code="redPkg:check"
            onClick={() =>
              review.show({ selection: { userCodes: [row.userCode] }, count: 1, money: row.amount })
            }
          >
            审核
          </RowAction>
        )}
        {REDPKG_EDITABLE_STATES.includes(row.checkType) && (
          <RowAction code="redPkg:remove" danger onClick={() => void remove(row)}>
            删除
          </RowAction>
        )}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        onFinish={(v) => setFilters(clean(v))}
        style={{ marginBottom: 16 }}
      >
        <Form.Item label="红包批次" htmlFor="redPkgBatch">
          <Select
            id="redPkgBatch"
            style={{ width: 260 }}
            value={batchCode}
            onChange={(value) => {
              setBatch(value);
              setSelected([]);
            }}
            placeholder="请选择红包批次"
            options={batchList.map((b) => ({ value: b.batchCode, label: b.batchName }))}
          />
        </Form.Item>
        <Form.Item name="realName" label="姓名">
          <Input placeholder="请输入姓名" allowClear maxLength={30} />
        </Form.Item>
        <Form.Item name="idCard" label="身份证号">
          <Input placeholder="请输入身份证号" allowClear maxLength={18} />
        </Form.Item>
        <Form.Item name="phone" label="手机号">
          <Input placeholder="请输入手机号" allowClear maxLength={11} />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      {summary && (
        <Space size={48} style={{ marginBottom: 16 }} wrap>
          <Statistic title="发放地区" value={summary.areaName} />
          <Statistic title="总人数" value={summary.totalCount} />
          <Statistic title="总金额（元）" value={formatCents(summary.totalMoney)} />
          <Statistic title="待审核金额（元）" value={formatCents(summary.pendingMoney)} />
          <Statistic title="审核通过金额（元）" value={formatCents(summary.passedMoney)} />
        </Space>
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Permission code="redPkg:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => userModal.show(null)}>
            新增
          </Button>
        </Permission>
        <Permission code="redPkg:add">
          <Button onClick={() => batchModal.show(true)}>新增批次</Button>
        </Permission>
        <Permission code="redPkg:import">
          <Button icon={<UploadOutlined />} onClick={() => importModal.show(true)}>
            导入
          </Button>
        </Permission>
        <Permission code="redPkg:export">
          <Button icon={<DownloadOutlined />} onClick={() => void exportUsers()}>
            导出
          </Button>
        </Permission>
        {(checkType === RedPkgCheckType.draft || checkType === RedPkgCheckType.rejected) && (
          <Permission code="redPkg:edit">
            <Space>
              <Button onClick={() => void submit(false)}>提交所选</Button>
              <Button onClick={() => void submit(true)}>整批提交审核</Button>
            </Space>
          </Permission>
        )}
        {checkType === RedPkgCheckType.pending && (
          <Permission code="redPkg:check">
            <Space>
              <Button onClick={() => void openReview(false)}>审核所选</Button>
              <Button onClick={() => void openReview(true)}>整批审核</Button>
            </Space>
          </Permission>
        )}
      </Space>
      <StatusTabs
        items={redPkgCheckTabs}
        counts={tabCounts}
        activeKey={checkType}
        onChange={(key) => {
          setCheckType(key);
          setSelected([]);
        }}
        tabBarExtraContent={<span>本页签合计金额：{formatCents(tabMoney)} 元</span>}
      />
      <PagedTable<RedPkgUserRow>
        ref={tableRef}
        rowKey="userCode"
        columns={columns}
        scroll={{ x: 1500 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        queryKey={['redPkg', 'list', checkType, query]}
        fetcher={(page) => call(api.redPkg.queryRedPkgUserList, { query: { ...page, ...query, checkType } })}
      />
      <RedPkgUserModal
        open={userModal.open}
        user={userModal.data}
        batches={batchList}
        defaultBatch={batchCode}
        onClose={userModal.close}
        onSaved={() => {
          userModal.close();
          refresh();
        }}
      />
      <FormModal<{ batchName: string; areaName: string; remark?: string }>
        open={batchModal.open}
        name="redPkgBatch"
        noun="红包批次"
        editing={false}
        width={520}
        initialValues={{ areaName: '新郑市' }}
        onClose={batchModal.close}
        onSubmit={async (values) => {
          const created = await call(api.redPkg.addRedPkgBatch, { body: values });
          await batches.refetch();
          setBatch(created.batchCode);
        }}
        onSaved={batchModal.close}
      >
        <Form.Item
          name="batchName"
          label="批次名称"
          rules={[{ required: true, whitespace: true, message: '请输入批次名称' }]}
        >
          <Input maxLength={50} placeholder="如：2026年新郑市消费红包第二批" />
        </Form.Item>
        <Form.Item
          name="areaName"
          label="发放地区"
          rules={[{ required: true, whitespace: true, message: '请输入发放地区' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </FormModal>
      <RedPkgImportModal
        open={importModal.open}
        batches={batchList}
        defaultBatch={batchCode}
        onClose={importModal.close}
        onImported={refresh}
      />
      {review.data && batchCode && (
        <ReviewModal
          open={review.open}
          title="红包用户审核"
          subject={`共 ${review.data.count} 人，合计 ${formatCents(review.data.money)} 元`}
          onSubmit={({ pass, remark }) =>
            call(api.redPkg.checkRedPkgUsers, {
              body: {
                batchCode,
                ...review.data!.selection,
                pass,
                ...(remark ? { checkRemark: remark } : {}),
              },
            })
          }
          onClose={review.close}
          onSaved={() => {
            review.close();
            refresh();
          }}
        />
      )}
    </Card>
  );
}

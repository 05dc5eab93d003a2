import { api, HOUSE_STATES, type House, houseStateNames } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../../app/request.ts';
import {
  actionsColumn,
  confirmAction,
  FilterActions,
  FormModal,
  type FormModalBaseProps,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  TableToolbar,
  useCrudTable,
  useFeedback,
  useModalState,
} from '../../../components';
import { CommunitySelect, RentCompanySelect, useRentCompanies } from './rental-options.tsx';
import { houseStateColors, yuan } from './rental-text.ts';

interface Filters {
  communityCode?: string;
  rentCmpyCode?: string;
  houseNumber?: string;
  state?: number;
}

interface DistributeValues {
  rentCmpyCode: string;
  period: [Dayjs, Dayjs];
  remark?: string;
}

/** Allocates the chosen houses to a rental company for a period. */
function DistributeModal({ houses, ...modal }: FormModalBaseProps & { houses: House[] }) {
  const companies = useRentCompanies();
  return (
    <FormModal<DistributeValues>
      {...modal}
      title={`分配房屋（${houses.map((h) => h.houseNumber).join('、')}）`}
      success="分配成功"
      name="distributeForm"
      width={560}
      initialValues={{}}
      onSubmit={(v) =>
        call(api.rental.distribute, {
          body: {
            houseCodes: houses.map((h) => h.houseCode),
            rentCmpyCode: v.rentCmpyCode,
            beginDate: v.period[0].format('YYYY-MM-DD'),
            endDate: v.period[1].format('YYYY-MM-DD'),
            remark: v.remark ?? '',
          },
        })
      }
    >
      <Form.Item name="rentCmpyCode" label="入住企业" rules={[{ required: true, message: '请选择入住企业' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择入住企业"
          options={(companies.data ?? []).map((c) => ({
            value: c.rentCmpyCode,
            label: `${c.cmpyName}（合同至${c.contractEnd}）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="period" label="分配期间" rules={[{ required: true, message: '请选择分配期间' }]}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}

/** One house: its allocations (who and when allocated and vacated) and residents. */
function HouseDetailDrawer({
  houseCode,
  open,
  onClose,
}: {
  houseCode: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['rental', 'house', houseCode],
    queryFn: () => call(api.rental.houseDetail, { query: { houseCode: houseCode! } }),
    enabled: !!houseCode && open,
  });
  const h = detail.data;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={820}
      title={h ? `${h.communityName} ${h.buildingName}${h.unitName}${h.houseNumber}` : '房屋详情'}
    >
      {h ? (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="状态">
              <Tag color={houseStateColors[h.state]!.tag}>{h.stateName}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="户型">{h.layout}</Descriptions.Item>
            <Descriptions.Item label="面积">{h.area}㎡</Descriptions.Item>
            <Descriptions.Item label="床位">{`${h.livingCount}/${h.beds}`}</Descriptions.Item>
            <Descriptions.Item label="月租金">{yuan(h.rentCents)}</Descriptions.Item>
            <Descriptions.Item label="入住企业">{orDash(h.rentCmpyName)}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="allocationCode"
            title={() => '分配记录'}
            pagination={false}
            dataSource={h.allocations}
            columns={[
              { title: '入住企业', dataIndex: 'rentCmpyName' },
              { title: '期间', key: 'p', render: (_, a) => `${a.beginDate} 至 ${a.endDate}` },
              { title: '状态', dataIndex: 'stateName', width: 80 },
              {
                title: '分配',
                key: 'by',
                render: (_, a) => `${a.allocatedBy ?? ''} ${a.allocatedTime ?? ''}`,
              },
              {
                title: '清空',
                key: 'vac',
                render: (_, a) => (a.vacatedTime ? `${a.vacatedBy ?? ''} ${a.vacatedTime}` : '—'),
              },
              { title: '备注', dataIndex: 'remark', render: orDash },
            ]}
          />
          <Table
            size="small"
            rowKey="bizCode"
            title={() => '入住人员'}
            pagination={false}
            dataSource={h.residents}
            columns={[
              { title: '姓名', dataIndex: 'staffName' },
              { title: '入住企业', dataIndex: 'rentCmpyName' },
              { title: '入住日期', dataIndex: 'moveInDate' },
              { title: '退宿日期', dataIndex: 'moveOutDate', render: orDash },
              { title: '状态', dataIndex: 'stateName' },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}

/** 房屋管理 (/oddjobMarket/rental/house): houses by community, company, number and state; allocate, vacate. */
export default function HousePage() {
  const { message } = useFeedback();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<House[]>([]);
  const crud = useCrudTable<House>();
  const distribute = useModalState<House[]>([]);
  const detail = useModalState<string | null>(null);

  const empty = async (h: House) => {
    const done = await confirmAction({
      title: `请确认是否清空房屋 ${h.houseNumber}？`,
      content: '生效中的分配将结束，在住人员当日退宿。',
      onOk: () => call(api.rental.toEmpty, { query: { houseCode: h.houseCode } }),
    });
    if (done) {
      message.success('操作成功');
      crud.tableRef.current?.reload();
    }
  };

  const columns: ColumnsType<House> = [
    { title: '小区', dataIndex: 'communityName', width: 170, ellipsis: true },
    { title: '楼栋单元', key: 'unit', width: 120, render: (_, h) => `${h.buildingName}${h.unitName}` },
    { title: '房号', dataIndex: 'houseNumber', width: 70 },
    { title: '楼层', dataIndex: 'floor', width: 60 },
    { title: '户型', dataIndex: 'layout', width: 90 },
    { title: '面积(㎡)', dataIndex: 'area', width: 80 },
    { title: '床位(在住/总)', key: 'beds', width: 110, render: (_, h) => `${h.livingCount}/${h.beds}` },
    { title: '月租金', dataIndex: 'rentCents', width: 100, render: (v: number) => yuan(v) },
    {
      title: '状态',
      dataIndex: 'state',
      width: 80,
      render: (_, h) => <Tag color={houseStateColors[h.state]!.tag}>{h.stateName}</Tag>,
    },
    { title: '入住企业', dataIndex: 'rentCmpyName', width: 180, ellipsis: true, render: orDash },
    {
      title: '分配期间',
      key: 'period',
      width: 190,
      render: (_, h) => (h.beginDate ? `${h.beginDate} 至 ${h.endDate}` : '—'),
    },
    actionsColumn(150, (h) => (
      <Space size={0}>
        <RowAction code="rental:house:list" onClick={() => detail.show(h.houseCode)}>
          详情
        </RowAction>
        <RowAction code="rental:house:distribute" onClick={() => distribute.show([h])}>
          分配
        </RowAction>
        {h.state !== 0 ? (
          <RowAction code="rental:house:empty" danger onClick={() => void empty(h)}>
            清空
          </RowAction>
        ) : null}
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        onFinish={(v) => setFilters(v)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="communityCode" label="小区">
          <CommunitySelect style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="rentCmpyCode" label="入住企业">
          <RentCompanySelect style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="houseNumber" label="房号">
          <Input allowClear maxLength={20} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select
            allowClear
            style={{ width: 110 }}
            placeholder="全部"
            options={HOUSE_STATES.map((s) => ({ value: s, label: houseStateNames[s] }))}
          />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <Permission code="rental:house:distribute">
          <Button type="primary" disabled={!selected.length} onClick={() => distribute.show(selected)}>
            {selected.length ? `分配所选(${selected.length})` : '分配所选'}
          </Button>
        </Permission>
      </TableToolbar>
      <PagedTable<House>
        ref={crud.tableRef}
        rowKey="houseCode"
        columns={columns}
        scroll={{ x: 1500 }}
        rowSelection={{
          selectedRowKeys: selected.map((h) => h.houseCode),
          onChange: (_k, rows) => setSelected(rows),
        }}
        queryKey={['rental', 'houses', filters]}
        fetcher={(page) => call(api.rental.housePage, { body: { ...page, ...filters } })}
      />
      {distribute.open ? (
        <DistributeModal
          open={distribute.open}
          houses={distribute.data}
          onClose={distribute.close}
          onSaved={() => {
            distribute.close();
            setSelected([]);
            crud.tableRef.current?.reload();
          }}
        />
      ) : null}
      <HouseDetailDrawer houseCode={detail.data} open={detail.open} onClose={detail.close} />
    </Card>
  );
}

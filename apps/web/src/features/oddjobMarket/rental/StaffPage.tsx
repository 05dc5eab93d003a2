import { DownloadOutlined } from '@ant-design/icons';
import { api, MoveInBody, type Resident } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, type FormRule, Input, Radio, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  actionsColumn,
  FilterActions,
  FormModal,
  type FormModalBaseProps,
  orDash,
  PagedTable,
  Permission,
  RowAction,
  TableToolbar,
  useCrudTable,
  useFileExport,
  useModalState,
} from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';
import { CommunitySelect, RentCompanySelect } from './rental-options.tsx';

interface Filters {
  staffName?: string;
  communityCode?: string;
  rentCmpyCode?: string;
  state?: number;
}

interface MoveInValues {
  communityCode?: string;
  houseCode: string;
  staffName: string;
  gender: number;
  idCard: string;
  phone: string;
  moveInDate: Dayjs;
  remark?: string;
}

const rule = (field: string): FormRule => ({
  validator: async (_r, value) => {
    const message = fieldError(MoveInBody, { [field]: value ?? '' }, field);
    if (message) throw new Error(message);
  },
});

/** Moves a person into an allocated house with a free bed. */
function MoveInModal(modal: FormModalBaseProps) {
  const [form] = Form.useForm<MoveInValues>();
  const communityCode = Form.useWatch('communityCode', form);
  const houses = useQuery({
    queryKey: ['rental', 'moveInHouses', communityCode],
    queryFn: () =>
      call(api.rental.housePage, {
        body: { pageNum: 1, pageSize: 300, ...(communityCode ? { communityCode } : {}) },
      }),
  });
  const options = (houses.data?.records ?? [])
    .filter((h) => h.state !== 0 && h.livingCount < h.beds)
    .map((h) => ({
      value: h.houseCode,
      label: `${h.communityName} ${h.buildingName}${h.unitName}${h.houseNumber}（${h.rentCmpyName ?? ''}，空床${h.beds - h.livingCount}）`,
    }));
  return (
    <FormModal<MoveInValues>
      {...modal}
      form={form}
      title="办理入住"
      success="入住成功"
      name="moveInForm"
      width={620}
      initialValues={{ gender: 1, moveInDate: dayjs(), staffName: '', idCard: '', phone: '' }}
      onSubmit={(v) =>
        call(api.rental.moveIn, {
          body: {
            houseCode: v.houseCode,
            staffName: v.staffName,
            gender: v.gender,
            idCard: v.idCard,
            phone: v.phone,
            moveInDate: v.moveInDate.format('YYYY-MM-DD'),
            remark: v.remark ?? '',
          },
        })
      }
    >
      <Form.Item name="communityCode" label="小区">
        <CommunitySelect />
      </Form.Item>
      <Form.Item
        name="houseCode"
        label="房屋"
        rules={[{ required: true, message: '请选择房屋' }]}
        extra="仅列出已分配且有空床位的房屋"
      >
        <Select showSearch optionFilterProp="label" placeholder="请选择房屋" options={options} />
      </Form.Item>
      <Form.Item name="staffName" label="姓名" required rules={[rule('staffName')]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="gender" label="性别" required>
        <Radio.Group
          options={[
            { value: 1, label: '男' },
            { value: 2, label: '女' },
          ]}
        />
      </Form.Item>
      <Form.Item name="idCard" label="身份证号" required rules={[rule('idCard')]}>
        <Input maxLength={18} />
      </Form.Item>
      <Form.Item name="phone" label="联系电话" required rules={[rule('phone')]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="moveInDate" label="入住日期" rules={[{ required: true, message: '请选择入住日期' }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}

function MoveOutModal({ resident, ...modal }: FormModalBaseProps & { resident: Resident }) {
  return (
    <FormModal<{ moveOutDate: Dayjs }>
      {...modal}
      title={`办理退宿：${resident.staffName}`}
      success="退宿成功"
      name="moveOutForm"
      width={420}
      initialValues={{ moveOutDate: dayjs() }}
      onSubmit={(v) =>
        call(api.rental.moveOut, {
          body: { bizCode: resident.bizCode, moveOutDate: v.moveOutDate.format('YYYY-MM-DD') },
        })
      }
    >
      <Form.Item name="moveOutDate" label="退宿日期" rules={[{ required: true, message: '请选择退宿日期' }]}>
        <DatePicker />
      </Form.Item>
    </FormModal>
  );
}

/** 入住人员 (/oddjobMarket/rental/staff): residents by name, community, company and state; move in and out. */
export default function StaffPage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const fileExport = useFileExport();
  const crud = useCrudTable<Resident>();
  const moveOut = useModalState<Resident | null>(null);

  const exportRows = () =>
    fileExport.run(() => callFile(api.rental.staffExport, { query: filters }), '入住人员.xlsx');

  const columns: ColumnsType<Resident> = [
    { title: '姓名', dataIndex: 'staffName', width: 90 },
    { title: '性别', dataIndex: 'genderName', width: 60 },
    { title: '身份证号', dataIndex: 'idCard', width: 180 },
    { title: '联系电话', dataIndex: 'phone', width: 120 },
    { title: '入住企业', dataIndex: 'rentCmpyName', width: 200, ellipsis: true },
    { title: '小区', dataIndex: 'communityName', width: 180, ellipsis: true },
    { title: '房屋', dataIndex: 'houseName', width: 130 },
    { title: '入住日期', dataIndex: 'moveInDate', width: 110 },
    { title: '退宿日期', dataIndex: 'moveOutDate', width: 110, render: orDash },
    {
      title: '状态',
      dataIndex: 'stateName',
      width: 80,
      render: (_, r) => <Tag color={r.state === 1 ? 'orange' : 'default'}>{r.stateName}</Tag>,
    },
    actionsColumn(130, (r) => (
      <Space size={0}>
        {r.state === 1 ? (
          <RowAction code="rental:staff:save" onClick={() => moveOut.show(r)}>
            退宿
          </RowAction>
        ) : null}
        <RowAction
          code="rental:staff:remove"
          danger
          onClick={() =>
            void crud.remove(`此操作将删除入住人员“${r.staffName}”, 是否继续?`, () =>
              call(api.rental.delItemByCode, { params: { bizCode: r.bizCode } }),
            )
          }
        >
          删除
        </RowAction>
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
        <Form.Item name="staffName" label="姓名">
          <Input allowClear maxLength={20} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="communityCode" label="小区">
          <CommunitySelect style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="rentCmpyCode" label="入住企业">
          <RentCompanySelect style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select
            allowClear
            style={{ width: 100 }}
            placeholder="全部"
            options={[
              { value: 1, label: '在住' },
              { value: 2, label: '已退宿' },
            ]}
          />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <Permission code="rental:staff:save">
          <Button type="primary" onClick={() => crud.modal.show(null)}>
            办理入住
          </Button>
        </Permission>
        <Permission code="rental:staff:export">
          <Button
            icon={<DownloadOutlined />}
            loading={fileExport.exporting}
            onClick={() => void exportRows()}
          >
            导出
          </Button>
        </Permission>
      </TableToolbar>
      <PagedTable<Resident>
        ref={crud.tableRef}
        rowKey="bizCode"
        columns={columns}
        scroll={{ x: 1500 }}
        queryKey={['rental', 'residents', filters]}
        fetcher={(page) => call(api.rental.getRentlist, { query: { ...page, ...filters } })}
      />
      {crud.modal.open ? (
        <MoveInModal open={crud.modal.open} onClose={crud.modal.close} onSaved={crud.saved} />
      ) : null}
      {moveOut.data && moveOut.open ? (
        <MoveOutModal
          open={moveOut.open}
          resident={moveOut.data}
          onClose={moveOut.close}
          onSaved={() => {
            moveOut.close();
            crud.tableRef.current?.reload();
          }}
        />
      ) : null}
    </Card>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { api, type Community, type Unit, UnitSaveBody } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Drawer,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import {
  AddButton,
  actionsColumn,
  FilterActions,
  FormModal,
  type FormModalBaseProps,
  PagedTable,
  Permission,
  RowAction,
  TableToolbar,
  useCrudTable,
  useFileExport,
  useModalState,
} from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';
import CommunityFormModal from './CommunityFormModal.tsx';
import UnitDrawer from './UnitFloorPlan.tsx';

interface Filters {
  communityName?: string;
}

interface UnitValues {
  buildingName: string;
  unitName: string;
  floorCount: number;
}
const unitRule = (field: string): FormRule => ({
  validator: async (_r, value) => {
    const message = fieldError(UnitSaveBody, { [field]: value ?? '' }, field);
    if (message) throw new Error(message);
  },
});

function UnitFormModal({
  communityCode,
  unit,
  ...modal
}: FormModalBaseProps & { communityCode: string; unit: Unit | null }) {
  return (
    <FormModal<UnitValues>
      {...modal}
      noun="楼栋单元"
      editing={!!unit}
      name="unitForm"
      width={480}
      initialValues={unit ?? { buildingName: '', unitName: '', floorCount: 6 }}
      onSubmit={async (v) => {
        if (unit) await call(api.rental.unitUpdate, { body: { ...v, unitCode: unit.unitCode } });
        else await call(api.rental.unitSave, { body: { ...v, communityCode } });
      }}
    >
      <Form.Item name="buildingName" label="楼栋" required rules={[unitRule('buildingName')]}>
        <Input placeholder="如 1号楼" maxLength={20} />
      </Form.Item>
      <Form.Item name="unitName" label="单元" required rules={[unitRule('unitName')]}>
        <Input placeholder="如 1单元" maxLength={20} />
      </Form.Item>
      <Form.Item name="floorCount" label="楼层数" required rules={[unitRule('floorCount')]}>
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}

/** A community's units with their house counts; each opens its floor plan. */
function CommunityDrawer({
  community,
  open,
  onClose,
}: {
  community: Community | null;
  open: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const unitModal = useModalState<Unit | null>(null);
  const plan = useModalState<Unit | null>(null);
  const detail = useQuery({
    queryKey: ['rental', 'community', community?.communityCode, 'units'],
    queryFn: () => call(api.rental.communityDetail, { query: { communityCode: community!.communityCode } }),
    enabled: !!community && open,
  });
  const columns: ColumnsType<Unit> = [
    { title: '楼栋', dataIndex: 'buildingName' },
    { title: '单元', dataIndex: 'unitName' },
    { title: '楼层数', dataIndex: 'floorCount', width: 80 },
    { title: '房屋', dataIndex: 'houseTotal', width: 70 },
    { title: '空闲', dataIndex: 'freeCount', width: 70 },
    { title: '已分配', dataIndex: 'allocatedCount', width: 80 },
    { title: '已入住', dataIndex: 'occupiedCount', width: 80 },
    actionsColumn(160, (u) => (
      <Space size={0}>
        <RowAction code="rental:community:list" onClick={() => plan.show(u)}>
          房屋平面图
        </RowAction>
        <RowAction code="rental:unit:save" onClick={() => unitModal.show(u)}>
          编辑
        </RowAction>
      </Space>
    )),
  ];
  const d = detail.data;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={860}
      title={community ? `${community.communityName} 楼栋单元` : ''}
      extra={
        <Permission code="rental:unit:save">
          <Button type="primary" onClick={() => unitModal.show(null)}>
            新增单元
          </Button>
        </Permission>
      }
    >
      {d ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {[d.provinceName, d.cityName, d.countyName, d.streetName, d.committeeName]
              .filter(Boolean)
              .join(' ')}{' '}
            {d.address}
            ，负责人 {d.managerName} {d.managerPhone}
          </Typography.Text>
          {d.photos.length ? (
            <Space wrap>
              {d.photos.map((p, i) =>
                p.url ? (
                  <img
                    key={p.materialCode}
                    src={p.url}
                    alt={`小区照片${i + 1}`}
                    style={{ height: 80, borderRadius: 4 }}
                  />
                ) : null,
              )}
            </Space>
          ) : null}
          <Table<Unit>
            rowKey="unitCode"
            size="small"
            columns={columns}
            dataSource={d.units}
            pagination={false}
          />
        </Space>
      ) : null}
      {community ? (
        <UnitFormModal
          open={unitModal.open}
          communityCode={community.communityCode}
          unit={unitModal.data}
          onClose={unitModal.close}
          onSaved={() => {
            unitModal.close();
            void client.invalidateQueries({ queryKey: ['rental'] });
          }}
        />
      ) : null}
      <UnitDrawer
        unit={plan.data}
        open={plan.open}
        onClose={() => {
          plan.close();
          void client.invalidateQueries({ queryKey: ['rental'] });
        }}
      />
    </Drawer>
  );
}

/** 小区管理 (/oddjobMarket/rental/community): communities with rooms total, occupied, allocated, free. */
export default function CommunityPage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const fileExport = useFileExport();
  const crud = useCrudTable<Community>();
  const units = useModalState<Community | null>(null);

  const exportRows = () =>
    fileExport.run(() => callFile(api.rental.communityExport, { query: filters }), '小区列表.xlsx');

  const columns: ColumnsType<Community> = [
    { title: '小区名称', dataIndex: 'communityName', width: 180, ellipsis: true },
    { title: '所在街道', key: 'street', width: 150, render: (_, c) => `${c.countyName} ${c.streetName}` },
    { title: '详细地址', dataIndex: 'address', ellipsis: true },
    { title: '负责人', key: 'manager', width: 170, render: (_, c) => `${c.managerName} ${c.managerPhone}` },
    { title: '单元', dataIndex: 'unitCount', width: 70 },
    { title: '房屋总数', dataIndex: 'houseTotal', width: 100 },
    { title: '已入住', dataIndex: 'occupiedCount', width: 90 },
    { title: '已分配', dataIndex: 'allocatedCount', width: 90 },
    { title: '空闲', dataIndex: 'freeCount', width: 70 },
    { title: '床位/在住', key: 'beds', width: 110, render: (_, c) => `${c.bedTotal}/${c.livingCount}` },
    actionsColumn(150, (c) => (
      <Space size={0}>
        <RowAction code="rental:community:list" onClick={() => units.show(c)}>
          楼栋单元
        </RowAction>
        <RowAction code="rental:community:save" onClick={() => crud.modal.show(c)}>
          编辑
        </RowAction>
      </Space>
    )),
  ];

  return (
    <Card variant="borderless">
      <Form<Filters> form={form} layout="inline" onFinish={(v) => setFilters(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="communityName" label="小区名称">
          <Input placeholder="请输入小区名称" allowClear maxLength={50} />
        </Form.Item>
        <FilterActions form={form} onReset={() => setFilters({})} />
      </Form>
      <TableToolbar>
        <AddButton code="rental:community:save" onClick={() => crud.modal.show(null)} />
        <Permission code="rental:community:export">
          <Button
            icon={<DownloadOutlined />}
            loading={fileExport.exporting}
            onClick={() => void exportRows()}
          >
            导出
          </Button>
        </Permission>
      </TableToolbar>
      <PagedTable<Community>
        ref={crud.tableRef}
        rowKey="communityCode"
        columns={columns}
        scroll={{ x: 1400 }}
        queryKey={['rental', 'communities', filters]}
        fetcher={(page) => call(api.rental.communityPage, { query: { ...page, ...filters } })}
      />
      {crud.modal.open ? (
        <CommunityFormModal
          open={crud.modal.open}
          community={crud.modal.data}
          onClose={crud.modal.close}
          onSaved={crud.saved}
        />
      ) : null}
      <CommunityDrawer
        community={units.data}
        open={units.open}
        onClose={() => {
          units.close();
          crud.tableRef.current?.reload();
        }}
      />
    </Card>
  );
}

import { api, HOUSE_LAYOUTS, type House, HouseSaveBody, type Unit, type UnitDetail } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Drawer,
  Empty,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps, Permission, useModalState } from '../../../components';
import { fieldError } from '../../system/shared/zod-rule.ts';
import { houseStateColors, yuan } from './rental-text.ts';

interface HouseValues {
  houseNumber: string;
  floor: number;
  layout: string;
  area: number;
  beds: number;
  rentYuan: number;
  remark?: string;
}

const rule = (field: string, map: (v: unknown) => unknown = (v) => v): FormRule => ({
  validator: async (_r, value) => {
    const message = fieldError(HouseSaveBody, { [field]: map(value ?? '') }, field);
    if (message) throw new Error(message);
  },
});

/** Add or edit one house of a unit; rent is typed in yuan and sent in cents. */
export function HouseFormModal({
  unit,
  house,
  ...modal
}: FormModalBaseProps & { unit: { unitCode: string; floorCount: number }; house: House | null }) {
  return (
    <FormModal<HouseValues>
      {...modal}
      noun="房屋"
      editing={!!house}
      name="houseForm"
      width={560}
      initialValues={
        house
          ? { ...house, rentYuan: house.rentCents / 100, remark: house.remark ?? '' }
          : { houseNumber: '', floor: 1, layout: '两室一厅', area: undefined, beds: 4, rentYuan: undefined }
      }
      onSubmit={async (v) => {
        const body = {
          houseNumber: v.houseNumber,
          floor: v.floor,
          layout: v.layout,
          area: v.area,
          beds: v.beds,
          rentCents: Math.round((v.rentYuan ?? Number.NaN) * 100),
          remark: v.remark ?? '',
        };
        if (house) await call(api.rental.houseUpdate, { body: { ...body, houseCode: house.houseCode } });
        else await call(api.rental.houseSave, { body: { ...body, unitCode: unit.unitCode } });
      }}
    >
      <Form.Item name="houseNumber" label="房号" required rules={[rule('houseNumber')]}>
        <Input placeholder="如 301" maxLength={20} />
      </Form.Item>
      <Form.Item name="floor" label="楼层" required rules={[rule('floor')]}>
        <InputNumber min={-5} max={unit.floorCount} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="layout" label="户型" required rules={[rule('layout')]}>
        <Select options={HOUSE_LAYOUTS.map((l) => ({ value: l, label: l }))} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="area" label="面积（㎡）" required rules={[rule('area')]}>
        <InputNumber precision={2} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="beds" label="床位数" required rules={[rule('beds')]}>
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="rentYuan"
        label="月租金（元）"
        required
        rules={[rule('rentCents', (v) => (v === '' ? '' : Math.round(Number(v) * 100)))]}
      >
        <InputNumber precision={2} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}

function HouseCell({ house, onEdit }: { house: House; onEdit: () => void }) {
  const color = houseStateColors[house.state]!;
  const label = `${house.houseNumber} ${house.stateName}${house.rentCmpyName ? `，${house.rentCmpyName}` : ''}，${house.livingCount}/${house.beds}床`;
  return (
    <Tooltip
      title={`${house.layout} ${house.area}㎡ ${yuan(house.rentCents)}/月${house.rentCmpyName ? `，${house.rentCmpyName}` : ''}`}
    >
      <button
        type="button"
        aria-label={label}
        onClick={onEdit}
        data-testid={`house-${house.houseNumber}`}
        style={{
          width: 116,
          minHeight: 64,
          padding: 6,
          background: color.background,
          border: `2px solid ${color.border}`,
          borderRadius: 6,
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <div style={{ fontWeight: 600 }}>{house.houseNumber}</div>
        <div style={{ fontSize: 12 }}>{house.stateName}</div>
        <div style={{ fontSize: 12 }}>
          {house.livingCount}/{house.beds} 床
        </div>
      </button>
    </Tooltip>
  );
}

/** A unit's houses floor by floor, top floor first, each coloured by its state. */
export function FloorPlan({ detail, onEdit }: { detail: UnitDetail; onEdit: (h: House) => void }) {
  if (!detail.houses.length) return <Empty description="暂无房屋" />;
  const floors = [...new Set(detail.houses.map((h) => h.floor))].sort((a, b) => b - a);
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        {[0, 1, 2].map((s) => (
          <Tag key={s} color={houseStateColors[s]!.tag}>
            {['空闲', '已分配', '已入住'][s]}
          </Tag>
        ))}
      </Space>
      {floors.map((floor) => (
        <div key={floor} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <Typography.Text strong style={{ width: 40 }}>
            {floor}层
          </Typography.Text>
          <Space wrap>
            {detail.houses
              .filter((h) => h.floor === floor)
              .map((h) => (
                <HouseCell key={h.houseCode} house={h} onEdit={() => onEdit(h)} />
              ))}
          </Space>
        </div>
      ))}
    </div>
  );
}

/** The drawer of one unit: its floor plan and the house form. */
export default function UnitDrawer({
  unit,
  open,
  onClose,
}: {
  unit: Unit | null;
  open: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const houseModal = useModalState<House | null>(null);
  const key = ['rental', 'unit', unit?.unitCode];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => call(api.rental.unitDetail, { query: { unitCode: unit!.unitCode } }),
    enabled: !!unit && open,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={760}
      title={
        unit ? `${detail.data?.communityName ?? ''} ${unit.buildingName}${unit.unitName} 房屋平面图` : ''
      }
      extra={
        <Permission code="rental:unit:save">
          <Button type="primary" onClick={() => houseModal.show(null)}>
            新增房屋
          </Button>
        </Permission>
      }
    >
      {detail.data ? <FloorPlan detail={detail.data} onEdit={(h) => houseModal.show(h)} /> : null}
      {unit ? (
        <HouseFormModal
          open={houseModal.open}
          unit={unit}
          house={houseModal.data}
          onClose={houseModal.close}
          onSaved={() => {
            houseModal.close();
            void client.invalidateQueries({ queryKey: ['rental'] });
          }}
        />
      ) : null}
    </Drawer>
  );
}

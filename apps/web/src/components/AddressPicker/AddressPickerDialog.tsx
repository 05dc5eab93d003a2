import { AimOutlined } from '@ant-design/icons';
import {
  ADDRESS_DIALOG_TOP,
  type AddressPickerValue,
  addressPickerIssue,
  CompanyAddressType,
} from '@hr/contract';
import { Alert, Button, Card, Col, Form, Modal, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText, useFeedback } from '../feedback';
import { formatLngLat, type LngLat, MapView } from '../MapView';
import { RegionCascader } from '../RegionCascader';
import { AddressSearchInput } from './AddressSearchInput';
import { HistoryList } from './HistoryList';
import { locateBrowser, pickerOutput, usePickerState } from './usePickerState.ts';

export interface AddressPickerDialogProps {
  open: boolean;
  /** The address to start from (editing); none: empty. */
  value?: AddressPickerValue | null;
  onOk: (value: AddressPickerValue) => void;
  onCancel: () => void;
  title?: string;
  /** History list type: 2 work addresses (default, spec §9), 1 company, 3 job fair. */
  historyType?: number;
  /** The company whose history is listed, for operators acting for one; staff always see their own. */
  cmpyCode?: string;
}

/**
 * Address picker (spec §2, §5): region (province/city/county), detail address with search, the company's
 * address history, and a map to place the coordinate (click or 定位), each new position confirmed first.
 */
export function AddressPickerDialog({
  open,
  value,
  onOk,
  onCancel,
  title = '选择地址',
  historyType = CompanyAddressType.job,
  cmpyCode,
}: AddressPickerDialogProps) {
  const { message } = useFeedback();
  const picker = usePickerState();
  const { state } = picker;
  const [locating, setLocating] = useState(false);

  // Each opening starts from the given value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening, not when the parent re-renders
  useEffect(() => {
    if (open) picker.reset(value);
  }, [open]);

  const locate = async () => {
    setLocating(true);
    try {
      await picker.placePending(await locateBrowser(), true);
    } catch (error) {
      message.error(errorText(error, '定位失败'));
    } finally {
      setLocating(false);
    }
  };

  const placeOnMap = (point: LngLat) => {
    // Leaflet keeps the focus where it was: close the detail field's suggestions.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    void picker.placePending(point);
  };

  const submit = () => {
    const issue = addressPickerIssue({
      regionCodes: state.regionCodes,
      detail: state.detail,
      coordinate: state.coordinate,
      pendingCoordinate: state.pending?.point ?? null,
    });
    if (issue) {
      message.warning(issue);
      return;
    }
    onOk(pickerOutput(state));
  };

  const county = state.regionCodes.length >= 3 ? state.regionCodes[2] : undefined;
  const located = state.pending?.located;

  return (
    <Modal
      open={open}
      title={title}
      width={980}
      style={{ top: ADDRESS_DIALOG_TOP }}
      onOk={submit}
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form layout="horizontal" labelCol={{ flex: '80px' }} colon>
        <Form.Item label="所在地区" required htmlFor="address-picker-region" style={{ marginBottom: 12 }}>
          <RegionCascader
            id="address-picker-region"
            value={state.regionCodes}
            valueLabels={state.regionLabels}
            onChange={picker.setRegion}
            placeholder="请选择省/市/区县"
          />
        </Form.Item>
        <Form.Item label="详细地址" required htmlFor="address-picker-detail" style={{ marginBottom: 12 }}>
          <AddressSearchInput
            id="address-picker-detail"
            value={state.detail}
            onChange={picker.setDetail}
            countyCode={county}
            historyType={historyType}
            cmpyCode={cmpyCode}
            onPickHistory={picker.applyHistory}
            onPickRegion={picker.applyRegion}
          />
        </Form.Item>
      </Form>
      <Row gutter={16}>
        <Col span={16}>
          <Space style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text type="secondary">
              {state.coordinate
                ? `当前坐标：${formatLngLat(state.coordinate)}（GCJ-02）`
                : '点击地图放置坐标，或使用定位'}
            </Typography.Text>
            <Button icon={<AimOutlined />} loading={locating} onClick={locate}>
              定位当前位置
            </Button>
          </Space>
          <MapView
            marker={state.coordinate}
            pendingMarker={state.pending?.point ?? null}
            markerTitle={state.detail || '已选坐标'}
            onMapClick={placeOnMap}
            outlineCodes={state.regionCodes.slice(0, 3).filter((_, i) => i === 0 || i === 2)}
            focus={state.focus}
            height={340}
          />
          {state.pending && (
            <Alert
              style={{ marginTop: 8 }}
              type="warning"
              showIcon
              title={`新坐标：${formatLngLat(state.pending.point)}${located ? `，位于${located.address}` : ''}`}
              description="请确认是否保存新坐标"
              action={
                <Space orientation="vertical" size={4}>
                  <Button size="small" type="primary" onClick={picker.confirmPending}>
                    保存新坐标
                  </Button>
                  <Button size="small" onClick={picker.discardPending}>
                    放弃
                  </Button>
                </Space>
              }
            />
          )}
        </Col>
        <Col span={8}>
          <Card size="small" title="历史地址" styles={{ body: { padding: 8 } }}>
            <HistoryList type={historyType} cmpyCode={cmpyCode} onPick={picker.applyHistory} />
          </Card>
        </Col>
      </Row>
    </Modal>
  );
}

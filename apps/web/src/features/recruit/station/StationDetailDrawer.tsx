import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { call } from '../../../app/request.ts';
import { DetailRow, errorText } from '../../../components';
import { regionText } from './station-text.ts';

const stateColors: Record<number, string> = { 0: 'processing', 1: 'success', 3: 'error' };

/** A station's details and its review history (who did what, when). */
export default function StationDetailDrawer({
  stationCode,
  open,
  onClose,
}: {
  stationCode: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const info = useQuery({
    queryKey: ['recruit', 'station', 'info', stationCode],
    queryFn: () => call(api.station.getStationInfo, { query: { stationCode: stationCode ?? '' } }),
    enabled: open && !!stationCode,
  });
  const s = info.data;
  return (
    <Drawer title="服务站详情" open={open} onClose={onClose} size={560} destroyOnHidden>
      {info.isError ? <Alert type="error" title={errorText(info.error, '获取服务站失败')} /> : null}
      {info.isLoading ? <Spin /> : null}
      {s ? (
        <>
          <DetailRow label="服务站编号" value={s.stationCode} />
          <DetailRow label="服务站名称" value={s.applyName} />
          <DetailRow
            label="状态"
            value={<Tag color={stateColors[s.approveState]}>{s.approveStateName}</Tag>}
          />
          {s.approveRemark ? <DetailRow label="驳回原因" value={s.approveRemark} /> : null}
          <DetailRow label="联系人" value={s.contactPerson} />
          <DetailRow label="联系电话" value={s.contactPhone} />
          <DetailRow label="所在地区" value={regionText(s)} />
          <DetailRow label="详细地址" value={s.address} />
          <DetailRow label="坐标" value={`${s.lng}, ${s.lat}`} />
          <DetailRow label="所属企业" value={s.cmpyName ?? '平台'} />
          <DetailRow label="创建时间" value={s.createTime} />
          <DetailRow label="审核时间" value={s.checkTime} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            审核记录
          </Typography.Title>
          {s.history.length ? (
            <Timeline
              items={[...s.history].reverse().map((h) => ({
                key: `${h.createTime}-${h.action}`,
                content: (
                  <>
                    <div>{`${h.actionName}（${h.userName ?? '-'}）`}</div>
                    <Typography.Text type="secondary">{h.createTime}</Typography.Text>
                    {h.remark ? <div>{`原因：${h.remark}`}</div> : null}
                  </>
                ),
              }))}
            />
          ) : (
            <Empty description="暂无记录" />
          )}
        </>
      ) : null}
    </Drawer>
  );
}

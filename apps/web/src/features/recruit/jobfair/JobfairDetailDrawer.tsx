import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Drawer, Image, Spin, Tag, Timeline } from 'antd';
import { call } from '../../../app/request.ts';
import { DetailRow, errorText, MapMarkerView } from '../../../components';
import { jobfairKeys, stateColor } from './jobfairView.ts';

export interface JobfairDetailDrawerProps {
  /** The fair shown; null: closed. */
  jobfairCode: string | null;
  onClose: () => void;
}

/** A fair's details: poster, times, venue on the map, states and the record of its state changes. */
export default function JobfairDetailDrawer({ jobfairCode, onClose }: JobfairDetailDrawerProps) {
  const query = useQuery({
    queryKey: [...jobfairKeys.detail, jobfairCode],
    queryFn: () => call(api.jobfair.getInfoById, { query: { id: jobfairCode ?? '' } }),
    enabled: jobfairCode !== null,
  });
  const fair = query.data;
  return (
    <Drawer title="招聘会详情" open={jobfairCode !== null} onClose={onClose} size="large" destroyOnHidden>
      {query.isError ? (
        <Alert type="error" showIcon title={errorText(query.error, '获取招聘会失败')} />
      ) : null}
      <Spin spinning={query.isFetching}>
        {fair ? (
          <div data-testid="jobfair-detail">
            {fair.posterUrl ? (
              <Image src={fair.posterUrl} alt="招聘会海报" width={160} style={{ marginBottom: 12 }} />
            ) : null}
            <DetailRow label="招聘会名称" value={fair.jobfairName} />
            <DetailRow label="招聘会类型" value={fair.jobfairTypeName} />
            <DetailRow label="举办时间" value={`${fair.beginTime} 至 ${fair.endTime}`} />
            <DetailRow
              label="地区"
              value={[fair.provinceName, fair.cityName, fair.countyName, fair.streetName, fair.committeeName]
                .filter(Boolean)
                .join(' ')}
            />
            <DetailRow label="详细地址" value={fair.address} />
            <DetailRow
              label="审核状态"
              value={<Tag color={stateColor(fair.state)}>{fair.approveStateName}</Tag>}
            />
            <DetailRow label="审核意见" value={fair.approveRemark} />
            <DetailRow label="上线状态" value={fair.onlineStateName} />
            <Divider titlePlacement="start">状态记录</Divider>
            <Timeline
              items={fair.history.map((h) => ({
                content: `${h.time ?? ''} ${h.operator ?? ''} ${h.actionName}（${h.fromStateName ? `${h.fromStateName} → ` : ''}${h.toStateName}）${h.remark ? `：${h.remark}` : ''}`,
              }))}
            />
            <MapMarkerView
              point={{ lng: fair.lng, lat: fair.lat }}
              title={fair.address}
              regionCode={fair.countyCode}
              height={240}
              style={{ marginTop: 4 }}
            />
          </div>
        ) : null}
      </Spin>
    </Drawer>
  );
}

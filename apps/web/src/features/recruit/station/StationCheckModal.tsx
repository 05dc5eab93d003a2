import { api, type Station } from '@hr/contract';
import { call } from '../../../app/request.ts';
import { DetailRow, ReviewModal } from '../../../components';
import { regionText } from './station-text.ts';

export interface StationCheckModalProps {
  station: Station | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 审核: pass (the station starts running) or reject with a reason. */
export default function StationCheckModal({ station, open, onClose, onSaved }: StationCheckModalProps) {
  if (!station) return null;
  return (
    <ReviewModal
      open={open}
      title="审核服务站"
      subject={
        <>
          <DetailRow label="服务站名称" value={station.applyName} />
          <DetailRow label="联系人" value={`${station.contactPerson} ${station.contactPhone}`} />
          <DetailRow label="地址" value={`${regionText(station)} ${station.address}`} />
        </>
      }
      onSubmit={({ pass, remark }) =>
        call(api.station.checkStation, {
          body: { stationCode: station.stationCode, approveState: pass ? 1 : 3, approveRemark: remark ?? '' },
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

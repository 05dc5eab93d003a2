import { api, JOBFAIR_REMARK_MAX, type Jobfair } from '@hr/contract';
import { call } from '../../../app/request.ts';
import { ReviewModal } from '../../../components';

export interface JobfairApproveModalProps {
  /** The fair under review; null: closed. */
  fair: Jobfair | null;
  onClose: () => void;
  onDone: () => void;
}

/** Review of a pending fair: pass with an optional remark, or reject with a reason (saved as approveRemark). */
export default function JobfairApproveModal({ fair, onClose, onDone }: JobfairApproveModalProps) {
  if (!fair) return null;
  return (
    <ReviewModal
      open
      title="审核招聘会"
      subject={fair.jobfairName}
      remarkOnPass
      remarkMax={JOBFAIR_REMARK_MAX}
      onSubmit={({ pass, remark }) =>
        call(api.jobfair.toApproveInfo, {
          body: {
            jobfairCode: fair.jobfairCode,
            approveState: pass ? 1 : 2,
            ...(remark ? { approveRemark: remark } : {}),
          },
        })
      }
      onClose={onClose}
      onSaved={onDone}
    />
  );
}

import { api, type JobRow } from '@hr/contract';
import { Typography } from 'antd';
import { call } from '../../../../app/request.ts';
import { ReviewModal } from '../../../../components';

interface JobModalProps {
  /** The job acted on; null: closed. */
  job: JobRow | null;
  onClose: () => void;
  /** After the action and its 操作成功: the list reloads its rows and counts. */
  onDone: () => void;
}

/** Names the job in the review dialogs: name, company, and (for a review) what passing does. */
function JobSubject({ job, publishHint }: { job: JobRow; publishHint?: boolean }) {
  return (
    <div>
      <Typography.Text strong>{job.jobName}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{job.cmpyName ?? job.cmpyCode}</Typography.Text>
      </div>
      {publishHint ? (
        <Typography.Text type="secondary">
          {job.automaticalPublish === 0 ? '审核通过后自动上线' : '审核通过后需手动上线'}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** 审核 of a pending job: pass sends approveType 2, reject 1 with its reason (checkJobInfo). */
export function JobCheckModal({ job, onClose, onDone }: JobModalProps) {
  return (
    <ReviewModal
      open={job !== null}
      title="职位审核"
      subject={job ? <JobSubject job={job} publishHint /> : null}
      onSubmit={({ pass, remark }) =>
        call(api.job.checkJobInfo, {
          body: { jobCode: job?.jobCode ?? '', approveType: pass ? 2 : 1, remark },
        })
      }
      onClose={onClose}
      onSaved={onDone}
    />
  );
}

/**
 * 强制下线 of an approved or online job by an operator (forcedOfflineJobInfo): the reason is asked for,
 * since the company reads it on the 强制结束 tab.
 */
export function JobForcedEndModal({ job, onClose, onDone }: JobModalProps) {
  return (
    <ReviewModal
      open={job !== null}
      title="强制下线"
      subject={job ? <JobSubject job={job} /> : null}
      rejectOnly
      reasonLabel="下线原因"
      onSubmit={({ remark }) =>
        call(api.job.forcedOfflineJobInfo, { body: { jobCode: job?.jobCode ?? '', remark } })
      }
      onClose={onClose}
      onSaved={onDone}
    />
  );
}

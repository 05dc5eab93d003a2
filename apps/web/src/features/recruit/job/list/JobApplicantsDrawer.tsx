import type { JobRow } from '@hr/contract';
import { Drawer } from 'antd';
import { ApplicantList } from '../../apply/list/index.ts';

export interface JobApplicantsDrawerProps {
  /** The job whose applicants are shown; null: closed. */
  job: JobRow | null;
  onClose: () => void;
}

/**
 * 查看简历: the applicants of one job in a 90% drawer titled with the job's name (spec §2): the applicant
 * list in single mode, with its custom-field filters, stage tabs, batch actions and resume detail.
 */
export function JobApplicantsDrawer({ job, onClose }: JobApplicantsDrawerProps) {
  return (
    <Drawer title={job?.jobName} open={job !== null} onClose={onClose} size="90%" destroyOnHidden>
      {job ? <ApplicantList mode="single" jobCode={job.jobCode} embedded onBack={onClose} /> : null}
    </Drawer>
  );
}

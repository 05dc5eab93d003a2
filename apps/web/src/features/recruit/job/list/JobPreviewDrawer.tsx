import type { JobRow } from '@hr/contract';
import { Drawer } from 'antd';
import { JobDetailView } from '../detail/JobDetailView.tsx';

export interface JobPreviewDrawerProps {
  /** The job previewed; null: closed. */
  job: JobRow | null;
  onClose: () => void;
}

/** 预览: the job detail view in a right-side drawer. */
export function JobPreviewDrawer({ job, onClose }: JobPreviewDrawerProps) {
  return (
    <Drawer title="职位预览" open={job !== null} onClose={onClose} size={820} destroyOnHidden>
      {job ? <JobDetailView jobCode={job.jobCode} /> : null}
    </Drawer>
  );
}

import type { JobRow } from '@hr/contract';
import { Button, Drawer, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';

/** The applicant route of one job (spec §2: /recruitmentMgt/applyList/{jobCode}, under the recruit area). */
export const applyListPath = (jobCode: string) =>
  `/recruit/recruitmentMgt/applyList/${encodeURIComponent(jobCode)}`;

export interface JobApplicantsDrawerProps {
  /** The job whose applicants are shown; null: closed. */
  job: JobRow | null;
  onClose: () => void;
}

/**
 * 查看简历: the applicants of one job in a 90% drawer titled with the job's name (spec §2).
 *
 * For now it shows the job's summary and opens the applicant route in a tag of its own; the applicant
 * list itself (filters, stage tabs, batch actions, resume detail) is built by the applications issue and
 * will be rendered here in single mode for `job.jobCode`.
 */
export function JobApplicantsDrawer({ job, onClose }: JobApplicantsDrawerProps) {
  const navigate = useNavigate();
  return (
    <Drawer title={job?.jobName} open={job !== null} onClose={onClose} size="90%" destroyOnHidden>
      {job ? (
        <Space orientation="vertical" size="middle">
          <Typography.Text data-testid="job-applicants-summary">
            {job.jobName}（{job.cmpyName ?? job.cmpyCode}）· 已投递 {job.deliverCount} 人
          </Typography.Text>
          <Button
            type="primary"
            onClick={() => {
              onClose();
              navigate(applyListPath(job.jobCode));
            }}
          >
            在新标签页打开报名列表
          </Button>
        </Space>
      ) : null}
    </Drawer>
  );
}

import { Result } from 'antd';
import { useParams } from 'react-router';
import { ApplicantList } from './ApplicantList.tsx';

/**
 * 报名列表 (/recruit/recruitmentMgt/applyList/:jobCode): one job's applicants (spec §2 single mode; the
 * route parameter is the job code). Registered as a sub page of 报名管理 in app/pages.tsx.
 */
export default function JobApplicantsPage() {
  const { jobCode } = useParams<{ jobCode: string }>();
  if (!jobCode) return <Result status="404" title="缺少职位编号" />;
  // Keyed by the job: another job's list starts with fresh filters, tab and selection.
  return <ApplicantList key={jobCode} mode="single" jobCode={jobCode} />;
}

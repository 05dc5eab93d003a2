import { ApplicantList } from './ApplicantList.tsx';

/** 简历管理 (/recruit/recruitmentMgt/resume): every job's applicants; export 简历表.xlsx (spec §2). */
export default function ResumeListPage() {
  return <ApplicantList mode="all" variant="resumes" />;
}

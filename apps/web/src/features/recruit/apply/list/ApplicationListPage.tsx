import { ApplicantList } from './ApplicantList.tsx';

/** 报名管理 (/recruit/recruitmentMgt/list): every job's applications; export 报名表.xlsx (spec §2). */
export default function ApplicationListPage() {
  return <ApplicantList mode="all" variant="applications" />;
}

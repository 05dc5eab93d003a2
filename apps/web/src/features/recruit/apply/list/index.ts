export { APPLICANT_PAGE_SIZES, ApplicantList, type ApplicantListProps } from './ApplicantList.tsx';

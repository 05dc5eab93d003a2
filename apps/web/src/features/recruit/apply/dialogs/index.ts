export { answerFileKeys } from './answerFileKeys.ts';
export type * from './contracts.ts';
export { HealthDrawer } from './HealthDrawer.tsx';
export { INTERVIEW_PICKER_FORMAT, InterviewDialog, initialInterviewValues } from './InterviewDialog.tsx';
export { JoinStationDialog, STATION_PAGE_SIZE, StationSelect } from './JoinStationDialog.tsx';
export { LeaveDialog } from './LeaveDialog.tsx';
export { FORM_UNREADABLE, NO_FORM, ViewFormDialog } from './ViewFormDialog.tsx';

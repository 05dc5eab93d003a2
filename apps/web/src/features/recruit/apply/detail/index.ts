export type { ResumeDetailDialogProps } from '../dialogs/contracts.ts';
export { ApplyActions, resumeFileName } from './ApplyActions.tsx';
export { operatorText, ProcessTimeline } from './ProcessTimeline.tsx';
export { RemarkBox } from './RemarkBox.tsx';
export { RESUME_DETAIL_WIDTH, ResumeDetailDialog, resumeDetailKey } from './ResumeDetailDialog.tsx';
export { PRINTING_CLASS, ResumePrint } from './ResumePrint.tsx';
export { periodText, ResumeView, workingYearText } from './ResumeView.tsx';

import type { ApplyRow, BatchResult } from '@hr/contract';
import { lazyDialog } from '../../../../components/LazyDialog/index.ts';
import type {
  HealthDrawerProps,
  InterviewDialogProps,
  LeaveDialogProps,
  ResumeDetailDialogProps,
  ViewFormDialogProps,
} from '../dialogs/contracts.ts';
import { BatchResultModal } from './BatchResultModal.tsx';

// Each dialog's code (the resume view, the form renderer, pickers) is fetched when it first opens.
const ResumeDetailDialog = lazyDialog<ResumeDetailDialogProps>(
  () => import('../detail/ResumeDetailDialog.tsx').then((m) => m.ResumeDetailDialog),
  {
    kind: 'modal',
    title: () => '简历详情',
    isOpen: ({ apply }) => apply !== null,
    onClose: ({ onClose }) => onClose,
    width: 1066, // RESUME_DETAIL_WIDTH: importing it would load the dialog with the list
  },
);
const InterviewDialog = lazyDialog<InterviewDialogProps>(
  () => import('../dialogs/InterviewDialog.tsx').then((m) => m.InterviewDialog),
  {
    kind: 'modal',
    title: ({ applyCodes, batch }) => (batch ? `批量邀约面试（${applyCodes?.length ?? 0}人）` : '邀约面试'),
    isOpen: ({ applyCodes }) => applyCodes !== null,
    onClose: ({ onClose }) => onClose,
    width: 560,
  },
);
const LeaveDialog = lazyDialog<LeaveDialogProps>(
  () => import('../dialogs/LeaveDialog.tsx').then((m) => m.LeaveDialog),
  {
    kind: 'modal',
    title: () => '员工离职',
    isOpen: ({ applyCode }) => applyCode !== null,
    onClose: ({ onClose }) => onClose,
    width: 520,
  },
);
const ViewFormDialog = lazyDialog<ViewFormDialogProps>(
  () => import('../dialogs/ViewFormDialog.tsx').then((m) => m.ViewFormDialog),
  {
    kind: 'modal',
    title: () => '查看表单',
    isOpen: ({ apply }) => apply !== null,
    onClose: ({ onClose }) => onClose,
    width: 800,
  },
);
const HealthDrawer = lazyDialog<HealthDrawerProps>(
  () => import('../dialogs/HealthDrawer.tsx').then((m) => m.HealthDrawer),
  {
    kind: 'drawer',
    title: ({ userName }) => (userName ? `疫情打卡记录 - ${userName}` : '疫情打卡记录'),
    isOpen: ({ userCode }) => userCode !== null,
    onClose: ({ onClose }) => onClose,
    width: 520,
  },
);

/** The dialog or drawer the list has open, with what it works on. */
export type OpenDialog =
  | { kind: 'detail'; row: ApplyRow }
  | { kind: 'interview'; applyCodes: string[]; batch: boolean }
  | { kind: 'leave'; row: ApplyRow }
  | { kind: 'form'; row: ApplyRow }
  | { kind: 'health'; row: ApplyRow }
  | null;

export interface ApplicantDialogsProps {
  open: OpenDialog;
  onClose: () => void;
  /** After a change made in a dialog (the batch invitation hands its outcome). */
  onChanged: (result: BatchResult | null) => void;
  /** After a change made in the resume detail, which stays open (and reloads with the list). */
  onDetailChanged: () => void;
  batchResult: BatchResult | null;
  onBatchResultClose: () => void;
}

/** The list's dialogs (built in apply/dialogs and apply/detail), opened one at a time. */
export function ApplicantDialogs({
  open,
  onClose,
  onChanged,
  onDetailChanged,
  batchResult,
  onBatchResultClose,
}: ApplicantDialogsProps) {
  const rowOf = (kind: 'detail' | 'leave' | 'form' | 'health') => (open?.kind === kind ? open.row : null);
  const interview = open?.kind === 'interview' ? open : null;
  const done = (result: BatchResult | null) => {
    onClose();
    onChanged(result);
  };
  return (
    <>
      <ResumeDetailDialog apply={rowOf('detail')} onClose={onClose} onChanged={onDetailChanged} />
      <InterviewDialog
        applyCodes={interview?.applyCodes ?? null}
        batch={interview?.batch ?? false}
        onClose={onClose}
        onDone={done}
      />
      <LeaveDialog
        applyCode={rowOf('leave')?.applyCode ?? null}
        onClose={onClose}
        onDone={() => done(null)}
      />
      <ViewFormDialog apply={rowOf('form')} onClose={onClose} />
      <HealthDrawer
        userCode={rowOf('health')?.usrCode ?? null}
        userName={rowOf('health')?.usrName}
        onClose={onClose}
      />
      <BatchResultModal result={batchResult} onClose={onBatchResultClose} />
    </>
  );
}

import type { ApplyRow, BatchResult } from '@hr/contract';
import { ResumeDetailDialog } from '../detail/index.ts';
import { HealthDrawer, InterviewDialog, LeaveDialog, ViewFormDialog } from '../dialogs/index.ts';
import { BatchResultModal } from './BatchResultModal.tsx';

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

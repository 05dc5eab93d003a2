import type { ResumeDetail } from '@hr/contract';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { DetailRow } from '../../../../components';
import styles from './ResumeDetail.module.css';
import { ResumeView } from './ResumeView.tsx';

/** The body class that makes the print CSS hide everything but the print view. */
export const PRINTING_CLASS = 'resume-printing';

export interface ResumePrintProps {
  detail: ResumeDetail;
  /** Called once the browser's print dialog has closed. */
  onDone: () => void;
}

/**
 * 打印 (spec recruitment §4, detail only): puts a print view of the resume (the applied job, then the resume as
 * the dialog shows it) directly under <body>, marks the body so the print CSS hides every other child (the
 * page and the dialog), opens the browser's print dialog and cleans up afterwards. On screen the print view
 * stays hidden.
 */
export function ResumePrint({ detail, onDone }: ResumePrintProps) {
  useEffect(() => {
    const body = document.body;
    const finish = () => {
      body.classList.remove(PRINTING_CLASS);
      onDone();
    };
    body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', finish, { once: true });
    // Let images of the print view start loading before the dialog freezes the page.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', finish);
      body.classList.remove(PRINTING_CLASS);
    };
  }, [onDone]);

  const job = detail.jobApplyInfoVO;
  return createPortal(
    <div className={styles.printRoot} data-testid="resume-print">
      <h2 style={{ textAlign: 'center', margin: '0 0 12px' }}>个人简历</h2>
      <DetailRow
        label="应聘职位"
        labelWidth={90}
        value={`${job.jobName}${job.cmpyName ? `（${job.cmpyName}）` : ''}`}
      />
      <DetailRow label="投递时间" labelWidth={90} value={job.createTime} />
      <ResumeView detail={detail} />
    </div>,
    document.body,
  );
}

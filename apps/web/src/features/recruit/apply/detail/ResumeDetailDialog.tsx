/**
 * 简历详情 (spec recruitment §2 resume detail dialog, 1066 wide). Props (dialogs/contracts.ts):
 * - `apply`: the application as its list row gives it; null: closed.
 * - `onClose`.
 * - `onChanged`: after every change made inside (a state change, the remark, a station) and after opening a
 *   new resume, which the server marks viewed (0 → 2), so the list reloads its rows and counts.
 *
 * Left: the resume. Right: the applied job, the action buttons, the remark and the processing record.
 * After each change the detail reloads (its query is under the list's root `['recruit', 'apply']`).
 */
import { api, type ResumeDetail } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { call } from '../../../../app/request.ts';
import { DetailRow, errorText } from '../../../../components';
import type { ResumeDetailDialogProps } from '../dialogs/contracts.ts';
import { ApplyActions } from './ApplyActions.tsx';
import { ProcessTimeline } from './ProcessTimeline.tsx';
import { RemarkBox } from './RemarkBox.tsx';
import styles from './ResumeDetail.module.css';
import { ResumeView } from './ResumeView.tsx';

export const RESUME_DETAIL_WIDTH = 1066;

/** Query key of one application's detail, under the list's root so the list's reload refreshes it. */
export const resumeDetailKey = (applyCode: string) => ['recruit', 'apply', 'detail', applyCode] as const;

const STATE_COLORS: Record<number, string> = {
  0: 'blue',
  1: 'red',
  3: 'cyan',
  4: 'gold',
  5: 'processing',
  9: 'default',
  10: 'green',
  11: 'default',
};

function AppliedJob({ job }: { job: ResumeDetail['jobApplyInfoVO'] }) {
  return (
    <div className={styles.block}>
      <div className={styles.blockTitle}>应聘职位</div>
      <Typography.Title level={5} style={{ margin: '0 0 4px' }}>
        {job.jobName}
      </Typography.Title>
      <DetailRow label="招聘企业" labelWidth={80} value={job.cmpyName} />
      <DetailRow label="薪资" labelWidth={80} value={job.salary} />
      <DetailRow label="投递时间" labelWidth={80} value={job.createTime} />
      <DetailRow label="服务站" labelWidth={80} value={job.stationName ?? '-'} />
      <DetailRow
        label="当前状态"
        labelWidth={80}
        value={<Tag color={STATE_COLORS[job.state] ?? 'default'}>{job.stateName}</Tag>}
      />
    </div>
  );
}

export function ResumeDetailDialog({ apply, onClose, onChanged }: ResumeDetailDialogProps) {
  const applyCode = apply?.applyCode ?? '';
  const detail = useQuery({
    queryKey: resumeDetailKey(applyCode),
    queryFn: () =>
      call(api.apply.queryResumeDetail, {
        query: { applyCode, resumeCode: apply?.resumeCode ?? undefined },
      }),
    enabled: apply !== null,
  });

  // Opening a new resume marks it viewed: tell the list once, so its row shows 已查看.
  const reportedView = useRef<string | null>(null);
  const loadedState = detail.data?.jobApplyInfoVO.state;
  useEffect(() => {
    if (apply?.state !== 0 || loadedState === undefined || loadedState === 0) return;
    if (reportedView.current === apply.applyCode) return;
    reportedView.current = apply.applyCode;
    onChanged();
  }, [apply, loadedState, onChanged]);

  const changed = () => {
    void detail.refetch();
    onChanged();
  };

  let content: ReactNode;
  if (detail.isPending) content = <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  else if (detail.error)
    content = (
      <Alert
        type="error"
        showIcon
        title={errorText(detail.error, '获取简历详情失败')}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            重试
          </Button>
        }
      />
    );
  else {
    const data = detail.data;
    content = (
      <div className={styles.layout}>
        <div className={styles.resume}>
          <ResumeView detail={data} />
        </div>
        <aside className={styles.side}>
          <AppliedJob job={data.jobApplyInfoVO} />
          <div className={styles.block}>
            <ApplyActions detail={data} onChanged={changed} />
          </div>
          <RemarkBox
            applyCode={data.jobApplyInfoVO.applyCode}
            remark={data.jobApplyInfoVO.remark}
            onSaved={changed}
          />
          <ProcessTimeline records={data.operationRecordList} />
        </aside>
      </div>
    );
  }

  return (
    <Modal
      title="简历详情"
      open={apply !== null}
      width={RESUME_DETAIL_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      {content}
    </Modal>
  );
}

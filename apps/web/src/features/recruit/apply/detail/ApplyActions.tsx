import {
  type ApplyButton,
  api,
  applyLifecycle,
  buttonsForState,
  canDownloadResume,
  canPrintResume,
  type ResumeDetail,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { call, callFile } from '../../../../app/request.ts';
import { confirmAction, downloadBlob, errorText, useFeedback, usePermission } from '../../../../components';
import type { ApplyRef } from '../dialogs/contracts.ts';
import { InterviewDialog } from '../dialogs/InterviewDialog.tsx';
import { JoinStationDialog } from '../dialogs/JoinStationDialog.tsx';
import { LeaveDialog } from '../dialogs/LeaveDialog.tsx';
import { ViewFormDialog } from '../dialogs/ViewFormDialog.tsx';
import { ResumePrint } from './ResumePrint.tsx';

type Dialog = 'interview' | 'leave' | 'form' | 'station' | null;

export interface ApplyActionsProps {
  detail: ResumeDetail;
  /** After a change (state, station): the detail reloads and the list refreshes. */
  onChanged: () => void;
}

const actionOf = (button: ApplyButton) => applyLifecycle.actions[button.action];

/** The PDF's name when the server names none. */
export const resumeFileName = (detail: ResumeDetail) =>
  `${detail.resumeVO.usrName}-${detail.jobApplyInfoVO.jobName}-简历.pdf`;

/**
 * The detail's buttons (spec recruitment §4, §6): the pipeline buttons the state allows (buttonsForState),
 * each behind its action's permission, with its confirmation or dialog; 查看表单 when the job has a form;
 * 下载简历 and 打印 while invited to interview; 加入服务站 when the job's station flag is "1".
 */
export function ApplyActions({ detail, onChanged }: ApplyActionsProps) {
  const can = usePermission();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each 打印 mounts a fresh print view (a browser that never reports afterprint cannot block the next one).
  const [printRun, setPrintRun] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const job = detail.jobApplyInfoVO;
  const { applyCode, jobCode, state } = job;
  const ref: ApplyRef = {
    applyCode,
    resumeCode: job.resumeCode,
    jobCode,
    usrCode: detail.resumeVO.usrCode,
    usrName: detail.resumeVO.usrName,
    state,
  };

  const mayJoin = can('recruit:joinStation');
  const stationFlag = useQuery({
    queryKey: ['recruit', 'apply', 'station-flag', jobCode],
    queryFn: () => call(api.station.getShowJoinStationFlag, { query: { jobCode } }),
    enabled: mayJoin,
  });

  const run = async (button: ApplyButton) => {
    if (button.dialog) return setDialog(button.dialog);
    const action = actionOf(button);
    const done = await confirmAction({
      title: button.confirm ?? `请确认是否${action.label}？`,
      onOk: () => call(api.apply.updateState, { query: { applyCode, operateType: action.to } }),
    });
    if (done) {
      message.success(action.success);
      onChanged();
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await callFile(api.apply.downloadResume, {
        query: { applyCode, resumeCode: job.resumeCode ?? undefined },
      });
      downloadBlob(blob, fileName ?? resumeFileName(detail));
    } catch (error) {
      message.error(errorText(error, '下载失败'));
    } finally {
      setDownloading(false);
    }
  };

  const close = () => setDialog(null);
  const changed = () => {
    setDialog(null);
    onChanged();
  };
  const printed = useCallback(() => setPrintRun(0), []);

  return (
    <>
      <Space wrap size={[8, 8]} data-testid="apply-actions">
        {buttonsForState(state)
          .filter((button) => can(actionOf(button).permission))
          .map((button) => (
            <Button
              key={button.action}
              type={button.action === 'notSuitable' ? 'default' : 'primary'}
              danger={button.action === 'notSuitable'}
              onClick={() => void run(button)}
            >
              {actionOf(button).label}
            </Button>
          ))}
        {job.hasForm && can('recruit:resumeDetail') ? (
          <Button onClick={() => setDialog('form')}>查看表单</Button>
        ) : null}
        {canDownloadResume(state) && can('recruit:resumeDownload') ? (
          <Button loading={downloading} onClick={() => void download()}>
            下载简历
          </Button>
        ) : null}
        {canPrintResume(state) && can('recruit:resumePrint') ? (
          <Button onClick={() => setPrintRun((n) => n + 1)}>打印</Button>
        ) : null}
        {mayJoin && stationFlag.data === '1' ? (
          <Button onClick={() => setDialog('station')}>加入服务站</Button>
        ) : null}
      </Space>

      <InterviewDialog
        applyCodes={dialog === 'interview' ? [applyCode] : null}
        onClose={close}
        onDone={changed}
      />
      <LeaveDialog applyCode={dialog === 'leave' ? applyCode : null} onClose={close} onDone={changed} />
      <ViewFormDialog apply={dialog === 'form' ? { applyCode, jobCode } : null} onClose={close} />
      <JoinStationDialog apply={dialog === 'station' ? ref : null} onClose={close} onDone={changed} />
      {printRun ? <ResumePrint key={printRun} detail={detail} onDone={printed} /> : null}
    </>
  );
}

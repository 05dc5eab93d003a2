import {
  api,
  JOB_OPERATOR_ACTIONS,
  JOB_TAB_ACTIONS,
  type JobAction,
  type JobOperatorAction,
  type JobRow,
  type JobRowAction,
  type JobTabState,
  jobLifecycle,
} from '@hr/contract';
import { Space } from 'antd';
import type { RefObject } from 'react';
import { call } from '../../../../app/request.ts';
import {
  confirmAction,
  confirmDelete,
  errorText,
  type PagedTableHandle,
  RowAction,
  useFeedback,
} from '../../../../components';

/** A button of a job row: one of the tab's (spec §4) or an operator's. */
export type JobButton = JobRowAction | JobOperatorAction;

/** The buttons a tab shows, in order: the spec's per-tab table, then the operator actions of that tab. */
export const jobButtonsOf = (tab: JobTabState): JobButton[] => [
  ...JOB_TAB_ACTIONS[tab],
  ...JOB_OPERATOR_ACTIONS.filter((action) => action.tabs.includes(tab)),
];

/** Lifecycle actions the list runs at once (after a confirmation where the contract asks for one). */
type DirectAction = Extract<JobAction, 'refresh' | 'online' | 'offline' | 'remove' | 'end' | 'sendNotice'>;

const requests: Record<DirectAction, (jobCode: string) => Promise<unknown>> = {
  refresh: (id) => call(api.job.refreshJobInfo, { params: { id } }),
  online: (jobInfoCode) => call(api.job.onOrOffLineJobInfo, { body: { onlineType: 1, jobInfoCode } }),
  offline: (jobInfoCode) => call(api.job.onOrOffLineJobInfo, { body: { onlineType: 0, jobInfoCode } }),
  remove: (id) => call(api.job.deleteJobInfo, { params: { id } }),
  end: (id) => call(api.job.endJobInfo, { params: { id } }),
  sendNotice: (jobCode) => call(api.job.toSendRecruitNotice, { body: { jobCode } }),
};

/** The lifecycle action a button runs directly, if it is one (the others open a drawer or a dialog). */
export function directActionOf(button: JobButton): DirectAction | undefined {
  const action = 'action' in button ? button.action : button.key;
  return action && action in requests ? (action as DirectAction) : undefined;
}

/**
 * Runs a job's lifecycle action: asks the contract's confirmation (delete: 提示 with the delete question,
 * cancel says 已取消删除; others cancel with 已取消), calls the route, says the action's success message and
 * reloads. A row that leaves the tab is counted as removed, so emptying a later page steps back.
 */
export function useJobActionRunner(table: RefObject<PagedTableHandle | null>, onChanged: () => void) {
  const { message } = useFeedback();
  return async (action: DirectAction, job: JobRow, question?: string) => {
    const run = async () => {
      await requests[action](job.jobCode);
      message.success(jobLifecycle.actions[action].success);
      if (jobLifecycle.actions[action].to !== job.approveType) table.current?.afterDelete();
      else table.current?.reload();
      onChanged();
    };
    if (action === 'remove') return confirmDelete(run, question);
    if (question) return confirmAction({ title: question, onOk: run });
    try {
      await run();
      return true;
    } catch (error) {
      message.error(errorText(error));
      return false;
    }
  };
}

export interface JobRowActionsProps {
  job: JobRow;
  tab: JobTabState;
  onClick: (button: JobButton, job: JobRow) => void;
}

/** The row's buttons for its tab, each shown only to holders of its permission code (spec §6). */
export function JobRowActions({ job, tab, onClick }: JobRowActionsProps) {
  return (
    <Space size={0} wrap>
      {jobButtonsOf(tab).map((button) => (
        <RowAction
          key={button.key}
          code={button.permission}
          danger={button.key === 'delete' || button.key === 'forcedEnd'}
          onClick={() => onClick(button, job)}
        >
          {button.label}
        </RowAction>
      ))}
    </Space>
  );
}

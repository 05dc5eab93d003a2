import {
  APPLY_MESSAGES,
  type ApplyButton,
  type ApplyButtonAction,
  type ApplyRow,
  api,
  applyLifecycle,
  BATCH_CALL_ACTIONS,
  BATCH_PERMISSION,
  type BatchResult,
  batchButtonsForTab,
  buttonsForState,
} from '@hr/contract';
import { call } from '../../../../app/request.ts';
import { confirmAction, getFeedback } from '../../../../components';

/** The action's permission code (spec §6). */
export const permissionOf = (action: ApplyButtonAction): string => applyLifecycle.actions[action].permission;
/** The button's text: the action's label. */
export const labelOf = (action: ApplyButtonAction): string => applyLifecycle.actions[action].label;

/** Row buttons of an application the user may use: the state's buttons, each behind its permission. */
export const rowButtons = (state: number, can: (code: string) => boolean): ApplyButton[] =>
  buttonsForState(state).filter((button) => can(permissionOf(button.action)));

/** Batch buttons of a tab the user may use: batch processing and the action's own permission. */
export const batchButtons = (tab: number, can: (code: string) => boolean): ApplyButton[] =>
  can(BATCH_PERMISSION) ? batchButtonsForTab(tab).filter((button) => can(permissionOf(button.action))) : [];

type BatchRoute = Exclude<keyof typeof BATCH_CALL_ACTIONS, 'batchInviteInterview'>;

/** The batch call of a confirm-then-call action (the invitation goes through its dialog). */
export function batchRouteOf(action: ApplyButtonAction): BatchRoute | undefined {
  const found = Object.entries(BATCH_CALL_ACTIONS).find(
    ([route, runs]) => runs === action && route !== 'batchInviteInterview',
  );
  return found?.[0] as BatchRoute | undefined;
}

/**
 * Runs a row's confirm-then-call action (pass screening, hire, not suitable, did not join, joined):
 * asks the contract's question, calls updateState with the action's operateType, says its success
 * message and reports the change. Resolves true when it ran.
 */
export function runRowAction(button: ApplyButton, row: ApplyRow, onChanged: () => void): Promise<boolean> {
  const action = applyLifecycle.actions[button.action];
  return confirmAction({
    title: button.confirm ?? `请确认是否${action.label}？`,
    onOk: async () => {
      await call(api.apply.updateState, {
        query: { applyCode: row.applyCode, operateType: action.to },
      });
      getFeedback().message.success(action.success);
      onChanged();
    },
  });
}

/**
 * Runs a batch action on the selected applications: 请先勾选数据 without any, else the contract's question,
 * then the batch call; hands its outcome to `onResult`. Resolves true when it ran.
 */
export async function runBatchAction(
  button: ApplyButton,
  rows: readonly ApplyRow[],
  onResult: (result: BatchResult) => void,
): Promise<boolean> {
  if (!rows.length) {
    getFeedback().message.warning(APPLY_MESSAGES.selectFirst);
    return false;
  }
  const route = batchRouteOf(button.action);
  if (!route) return false;
  return confirmAction({
    title: button.confirm ?? `请确认是否${labelOf(button.action)}？`,
    content: `已选择 ${rows.length} 条数据`,
    onOk: async () => {
      const result = await call(api.apply[route], {
        query: { applyCodes: rows.map((row) => row.applyCode) },
      });
      onResult(result);
    },
  });
}

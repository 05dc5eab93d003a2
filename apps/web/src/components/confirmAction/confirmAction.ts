import { errorText, getFeedback } from '../feedback';

export interface ConfirmActionOptions {
  /** The question, in the spec's full form, e.g. `请确认是否上线？` (glossary decision 7). */
  title: string;
  content?: string;
  /** Runs on 确定; the dialog shows a loading button until it settles. */
  onOk: () => Promise<unknown>;
  /** Shown when the user cancels; default `已取消`. */
  cancelMessage?: string;
  okText?: string;
  cancelText?: string;
}

export const CANCELLED = '已取消';
export const DELETE_CANCELLED = '已取消删除';
export const DELETE_CONTENT = '此操作将删除当前数据, 是否继续?';

/**
 * Asks for confirmation, then runs `onOk`. Resolves true when `onOk` succeeded, false when the user
 * cancelled or `onOk` failed. A failure shows its message (ApiError carries the server's Chinese msg) and
 * closes the dialog; success messages and reloads stay with the caller, who knows which one fits.
 */
export function confirmAction({
  title,
  content,
  onOk,
  cancelMessage = CANCELLED,
  okText = '确定',
  cancelText = '取消',
}: ConfirmActionOptions): Promise<boolean> {
  const { modal, message } = getFeedback();
  return new Promise<boolean>((resolve) => {
    modal.confirm({
      title,
      content,
      okText,
      cancelText,
      // Esc and the mask close count as cancel too.
      onOk: async () => {
        try {
          await onOk();
          resolve(true);
        } catch (error) {
          message.error(errorText(error));
          resolve(false);
        }
      },
      onCancel: () => {
        message.info(cancelMessage);
        resolve(false);
      },
    });
  });
}

/** Delete confirmation: cancelling shows `已取消删除` (spec §8). */
export function confirmDelete(onOk: () => Promise<unknown>, content = DELETE_CONTENT): Promise<boolean> {
  return confirmAction({ title: '提示', content, onOk, cancelMessage: DELETE_CANCELLED });
}

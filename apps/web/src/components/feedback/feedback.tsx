import { App, Modal, type ModalFuncProps, message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect, useMemo } from 'react';

/** The message and confirm-dialog functions shared helpers show feedback with. */
export interface Feedback {
  message: MessageInstance;
  modal: { confirm: (props: ModalFuncProps) => unknown };
}

const staticFeedback: Feedback = { message: staticMessage, modal: Modal };

/** App.useApp() outside <App> yields empty objects; only a real holder has functions. */
const isInsideApp = (app: ReturnType<typeof App.useApp>) => typeof app.message.error === 'function';

let bridged: Feedback | null = null;

/**
 * Put once inside antd's <App>: plain functions (confirmAction, requireSelection) then show their
 * dialogs and messages through the App holder, so they follow the theme and locale. Without it they fall
 * back to antd's static functions, which work but ignore ConfigProvider.
 */
export function FeedbackBridge(): null {
  const app = App.useApp();
  const feedback = useMemo<Feedback | null>(
    () => (isInsideApp(app) ? { message: app.message, modal: app.modal } : null),
    [app],
  );
  // Assigned during render, as antd's own docs do, so it is set before any sibling's effect runs.
  bridged = feedback;
  useEffect(() => {
    bridged = feedback;
    // An unmounted holder shows nothing: fall back to the static functions again.
    return () => {
      if (bridged === feedback) bridged = null;
    };
  }, [feedback]);
  return null;
}

/** For plain functions: the bridged App holder when mounted, else antd's static functions. */
export function getFeedback(): Feedback {
  return bridged ?? staticFeedback;
}

/** For components: the nearest <App> holder, else whatever getFeedback() gives. */
export function useFeedback(): Feedback {
  const app = App.useApp();
  return useMemo(
    () => (isInsideApp(app) ? { message: app.message, modal: app.modal } : getFeedback()),
    [app],
  );
}

/** The text to show for a failed call: ApiError carries the server's Chinese msg. */
export function errorText(error: unknown, fallback = '操作失败'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

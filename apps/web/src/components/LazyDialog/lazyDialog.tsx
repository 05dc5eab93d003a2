import { Drawer, Modal, Spin } from 'antd';
import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

export interface LazyDialogOptions<P> {
  kind: 'modal' | 'drawer';
  /** The dialog's own title, shown while its code loads. */
  title: (props: P) => string;
  /** Whether the props open the dialog. */
  isOpen: (props: P) => boolean;
  /** What closing it (Esc, the close button) calls. */
  onClose: (props: P) => () => void;
  width?: number | string;
}

interface HostProps<P> {
  Dialog: ComponentType<P>;
  options: LazyDialogOptions<P>;
  dialogProps: P;
}

function LazyDialogHost<P extends object>({ Dialog, options, dialogProps }: HostProps<P>) {
  const open = options.isOpen(dialogProps);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  const title = options.title(dialogProps);
  const onClose = options.onClose(dialogProps);
  const loading = (
    <div role="status" style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
      <Spin description="加载中…">
        <div style={{ width: 120, height: 40 }} />
      </Spin>
    </div>
  );
  const fallback =
    options.kind === 'drawer' ? (
      <Drawer open={open} title={title} size={options.width} onClose={onClose}>
        {loading}
      </Drawer>
    ) : (
      <Modal open={open} title={title} width={options.width} footer={null} onCancel={onClose}>
        {loading}
      </Modal>
    );
  return (
    <Suspense fallback={fallback}>
      <Dialog {...dialogProps} />
    </Suspense>
  );
}

/**
 * A dialog or drawer whose code is fetched when it first opens, not with the page that can open it. Until
 * the code arrives, a dialog of the same kind and title stands in: it takes focus, is named, says it is
 * loading (role status) and closes with Esc, so nothing is lost for keyboard and screen-reader users. Once
 * opened, the real one stays mounted, so closing plays its own animation. Call it once, at module level.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyDialogOptions<P>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return (dialogProps: P) => createElement(LazyDialogHost<P>, { Dialog, options, dialogProps });
}

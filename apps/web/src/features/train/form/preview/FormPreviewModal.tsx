import type { FormOptions, FormRule } from '@hr/contract';
import { Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { RendererMode } from '../renderer/types.ts';

// The renderer brings every control (editor, map, uploads): loaded when a dialog first shows a form.
const FormRenderer = lazy(() =>
  import('../renderer/FormRenderer.tsx').then((module) => ({ default: module.FormRenderer })),
);

export interface FormPreviewModalProps {
  open: boolean;
  title?: string;
  rules: FormRule[];
  options?: FormOptions | undefined;
  /** preview (default): a fillable form whose submit shows the answers; view: answers read-only. */
  mode?: Extract<RendererMode, 'preview' | 'view'>;
  value?: Record<string, unknown> | undefined;
  fileUrls?: Record<string, string> | undefined;
  onClose: () => void;
}

/** A form in an 800 px dialog through the renderer: the designer's and the list's 预览, and 查看 of an answer. */
export function FormPreviewModal({
  open,
  title = '预览',
  rules,
  options,
  mode = 'preview',
  value,
  fileUrls,
  onClose,
}: FormPreviewModalProps) {
  return (
    <Modal open={open} title={title} width={800} footer={null} destroyOnHidden onCancel={onClose}>
      <Suspense fallback={<Spin />}>
        {open ? (
          <FormRenderer rules={rules} options={options} mode={mode} value={value} fileUrls={fileUrls} />
        ) : null}
      </Suspense>
    </Modal>
  );
}

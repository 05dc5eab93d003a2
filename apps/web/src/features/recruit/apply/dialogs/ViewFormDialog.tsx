/**
 * 查看表单 (spec recruitment §2 view-form dialog): the applicant's answers to the job's custom form, read-only,
 * through the form renderer's view mode, which already offers the signature preview (查看签名 → 签名预览)
 * and the image preview (click a thumbnail).
 *
 * Props (contracts.ts): `apply` ({applyCode, jobCode}; null: closed), `onClose`.
 */
import { api, type FormRule, parseFormRules } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Modal, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText } from '../../../../components';
import { answerFileKeys } from './answerFileKeys.ts';
import type { ViewFormDialogProps } from './contracts.ts';

export { answerFileKeys };

// The renderer brings every control (editor, map, uploads): loaded when the dialog first shows a form.
const FormRenderer = lazy(() =>
  import('../../../train/form/renderer/FormRenderer.tsx').then((module) => ({
    default: module.FormRenderer,
  })),
);

export const NO_FORM = '该职位没有报名表单';
export const FORM_UNREADABLE = '报名表单格式有误，无法显示';

function readRules(text: string | null | undefined): FormRule[] | null {
  if (!text) return null;
  try {
    return parseFormRules(text);
  } catch {
    return null;
  }
}

export function ViewFormDialog({ apply, onClose }: ViewFormDialogProps) {
  const open = apply !== null;
  const info = useQuery({
    queryKey: ['recruit', 'apply', 'form', apply?.applyCode],
    queryFn: () =>
      call(api.apply.queryJobApplyInfo, {
        query: { jobApplyCode: apply?.applyCode ?? '', jobCode: apply?.jobCode },
      }),
    enabled: open,
  });
  const rules = useMemo(() => readRules(info.data?.formContent), [info.data?.formContent]);
  const answers = info.data?.formValue ?? {};
  const keys = rules ? answerFileKeys(rules, answers) : [];
  // Answers keep object keys; their signed URLs come from batchQueryUrl.
  const urls = useQuery({
    queryKey: ['recruit', 'apply', 'form-files', keys],
    queryFn: () => call(api.fileManage.batchQueryUrl, { query: { objectKeyList: keys.join(',') } }),
    enabled: open && keys.length > 0,
  });
  const fileUrls = useMemo(
    () => Object.fromEntries((urls.data ?? []).map((file) => [file.objectKey, file.url])),
    [urls.data],
  );

  let content: ReactNode;
  if (info.isPending || (keys.length > 0 && urls.isPending))
    content = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (info.error)
    content = <Alert type="error" showIcon title={errorText(info.error, '获取表单失败')} />;
  else if (!info.data?.formContent) content = <Empty description={NO_FORM} />;
  else if (!rules) content = <Alert type="error" showIcon title={FORM_UNREADABLE} />;
  else
    content = (
      <Suspense fallback={<Spin />}>
        <FormRenderer rules={rules} mode="view" value={answers} fileUrls={fileUrls} />
      </Suspense>
    );

  return (
    <Modal
      open={open}
      title={info.data ? `查看表单 - ${info.data.usrName}` : '查看表单'}
      width={800}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      {content}
    </Modal>
  );
}

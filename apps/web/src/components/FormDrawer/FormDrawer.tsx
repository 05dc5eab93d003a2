import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorText, useFeedback } from '../feedback';

export interface RecordFormDrawerProps<D> {
  /** null: closed; a code: edit that record; '': add one. */
  code: string | null;
  /** What is added or edited: the title reads 新增… or 编辑…. */
  noun: string;
  onClose: () => void;
  /** The record's query key (the code is appended); loaded afresh on every open. */
  queryKey: QueryKey;
  load: (code: string) => Promise<D>;
  /** Shown when the record cannot be loaded (after the server's own message, if any). */
  loadError: string;
  /** A warning above the form, e.g. why the record was rejected; nothing when it gives nothing. */
  notice?: (record: D) => string | null | undefined;
  /** The form: given the loaded record when editing, null when adding. */
  children: (record: D | null) => ReactNode;
}

function Loaded<D>({
  code,
  queryKey,
  load,
  loadError,
  notice,
  children,
}: Omit<RecordFormDrawerProps<D>, 'noun' | 'onClose'> & { code: string }) {
  const detail = useQuery({
    queryKey: [...queryKey, code],
    queryFn: () => load(code),
    enabled: !!code,
    gcTime: 0,
    staleTime: 0,
  });
  if (!code) return <>{children(null)}</>;
  if (detail.isError) return <Alert type="error" showIcon title={errorText(detail.error, loadError)} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const warning = notice?.(detail.data);
  return (
    <>
      {warning ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={warning} /> : null}
      {children(detail.data)}
    </>
  );
}

/** A wide add/edit drawer: the record loaded (edit) or none (add), then the caller's form. */
export function RecordFormDrawer<D>({ code, noun, onClose, ...rest }: RecordFormDrawerProps<D>) {
  return (
    <Drawer
      title={code ? `编辑${noun}` : `新增${noun}`}
      open={code !== null}
      onClose={onClose}
      size="80%"
      destroyOnHidden
    >
      {code !== null ? <Loaded code={code} {...rest} /> : null}
    </Drawer>
  );
}

/**
 * The submit of a drawer's form: saves with a loading state, says 新增成功 / 更新成功 and reports the save;
 * a failed save shows its message and leaves the form as it was.
 */
export function useRecordSave<V>(
  editing: boolean,
  save: (values: V) => Promise<unknown>,
  onSaved: () => void,
) {
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await save(values);
      message.success(editing ? '更新成功' : '新增成功');
      onSaved();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}

/** The buttons under a reviewed record's form: 提交审核 (保存并提交审核 when editing) and 取消. */
export function ReviewSubmitButtons({
  editing,
  saving,
  onCancel,
}: {
  editing: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {editing ? '保存并提交审核' : '提交审核'}
      </Button>
      <Button onClick={onCancel}>取消</Button>
    </Space>
  );
}

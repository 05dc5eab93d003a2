import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { checkUploadMeta, type FileRef, fileCap, formFileRule, uploadMessages } from '@hr/contract';
import { Button, Modal, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText, useFeedback } from '../../../../../components/feedback';
import { useRenderer } from '../context.ts';
import type { FieldProps } from './types.ts';

/** How each file type looks: picture cards for images, a list with a button for the others. */
const FILE_LOOKS: Record<string, { listType: UploadProps['listType']; button: string }> = {
  upload: { listType: 'text', button: '上传文件' },
  ImageUpload: { listType: 'picture-card', button: '上传图片' },
  VideoUpload: { listType: 'text', button: '上传视频' },
};

export const NO_UPLOAD_HINT = '保存表单后可在填写页上传文件';

type Item = UploadFile<FileRef>;
/** What the answer keeps of a file: its name and key (signed addresses expire). */
const refOf = ({ name, objectKey }: FileRef): FileRef => ({ name, objectKey });
const itemOf = (file: FileRef, url: string | undefined, uid = file.objectKey): Item => ({
  uid,
  name: file.name,
  status: 'done',
  url,
  thumbUrl: url,
  response: refOf(file),
});
const doneRefs = (items: Item[]) =>
  items.flatMap((item) => (item.status === 'done' && item.response ? [item.response] : []));
const sameKeys = (a: FileRef[], b: FileRef[]) =>
  a.length === b.length && a.every((file, i) => file.objectKey === b[i]?.objectKey);

/** upload, ImageUpload and VideoUpload: each file goes through the renderer's `upload` when picked. */
export function FileField({ rule, value, onChange, id, disabled }: FieldProps<FileRef[]>) {
  const { upload, fileUrls } = useRenderer();
  const { message } = useFeedback();
  const look = FILE_LOOKS[rule.type] ?? FILE_LOOKS.upload!;
  const fileRule = formFileRule(rule)!;
  const cap = fileCap(rule);
  const urlOf = (file: FileRef) => fileUrls[file.objectKey] ?? file.url ?? undefined;
  const [items, setItems] = useState<Item[]>(() => (value ?? []).map((f) => itemOf(f, urlOf(f))));
  const itemsRef = useRef(items);
  const [preview, setPreview] = useState<Item | null>(null);

  const show = (next: Item[]) => {
    itemsRef.current = next;
    setItems(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows outside changes of the value (reset)
  useEffect(() => {
    const given = Array.isArray(value) ? value : [];
    if (sameKeys(given, doneRefs(itemsRef.current))) return;
    show([
      ...given.map((f) => itemOf(f, urlOf(f))),
      ...itemsRef.current.filter((i) => i.status === 'uploading'),
    ]);
  }, [value]);

  const update = (next: Item[]) => {
    const before = doneRefs(itemsRef.current);
    show(next);
    const after = doneRefs(next);
    if (!sameKeys(before, after)) onChange?.(after);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (itemsRef.current.length + batch.length > cap) {
      if (file === batch[0]) message.error(uploadMessages.count(cap));
      return Upload.LIST_IGNORE;
    }
    const problem = checkUploadMeta(fileRule, file);
    if (problem) message.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    upload!(rule.field ?? '', file as File)
      .then((stored) => onSuccess?.(stored))
      .catch((error: Error) => onError?.(error));
  };

  const handleChange: UploadProps<FileRef & { url?: string }>['onChange'] = ({ file, fileList }) => {
    if (file.status === 'error') {
      message.error(errorText(file.error, uploadMessages.failed));
      return update(fileList.filter((f) => f.uid !== file.uid) as Item[]);
    }
    if (file.status !== 'done' || !file.response) return update(fileList as Item[]);
    const stored = file.response;
    update(fileList.map((f) => (f.uid === file.uid ? itemOf(stored, stored.url, f.uid) : f)) as Item[]);
  };

  const off = disabled || !upload;
  const full = items.length >= cap;
  const picture = look.listType === 'picture-card';
  const trigger = picture ? (
    !full && (
      <button type="button" id={id} style={{ border: 0, background: 'none' }} disabled={off}>
        <PlusOutlined />
        <div style={{ marginTop: 8 }}>{look.button}</div>
      </button>
    )
  ) : (
    <Button id={id} icon={<UploadOutlined />} disabled={off || full}>
      {look.button}
    </Button>
  );

  return (
    <>
      <Upload<FileRef>
        accept={fileRule.extensions.map((ext) => `.${ext}`).join(',')}
        multiple={cap > 1}
        listType={look.listType}
        fileList={items}
        disabled={off}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange as UploadProps<FileRef>['onChange']}
        onPreview={picture ? (file) => setPreview(file) : undefined}
      >
        {trigger}
      </Upload>
      <Typography.Text type="secondary">
        {upload ? `最多${cap}个，支持${fileRule.extensions.join('/')}格式` : NO_UPLOAD_HINT}
      </Typography.Text>
      <Modal open={!!preview} title={preview?.name} footer={null} onCancel={() => setPreview(null)}>
        {preview?.url && <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}

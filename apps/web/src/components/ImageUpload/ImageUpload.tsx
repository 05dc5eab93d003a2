import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { api, checkUploadMeta, materialImageRule, uploadMessages } from '@hr/contract';
import { Button, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '../feedback';
import { uploadForm } from '../upload-requests';
import { imageFromAnswer, type UploadedImage, uploadErrorText } from './imageUploadRules';

export interface ImageUploadProps {
  /** The images held (controlled); each is a material of the library. */
  value?: UploadedImage[];
  onChange?: (images: UploadedImage[]) => void;
  /** Most images held at once (文件总数量不能超过 N 个); default 1. The button variant has no limit. */
  maxCount?: number;
  /** Operators: the company whose library receives the images (none: the platform's). */
  cmpyCode?: string | undefined;
  groupCode?: string | undefined;
  /** Size message: the shared upload's by default; the material flow passes 文件大小不能超过…. */
  sizeMessage?: (maxBytes: number) => string;
  /** 'card' (default): picture cards holding the value; 'button': an upload button that only reports. */
  variant?: 'card' | 'button';
  /** Called after each image the server accepted. */
  onUploaded?: (image: UploadedImage) => void;
  disabled?: boolean;
  /** The uploadMaterial route: the common one by default, the training one for course materials. */
  uploadRoute?: typeof api.material.uploadMaterial | typeof api.trainMaterial.uploadMaterial;
}

const ACCEPT = materialImageRule.extensions.map((ext) => `.${ext}`).join(',');

/** A held image as antd's list shows it; its `response` is the image itself. */
const fileOf = (image: UploadedImage, uid = image.materialCode): UploadFile<UploadedImage> => ({
  uid,
  name: image.name,
  status: 'done',
  url: image.url,
  thumbUrl: image.url,
  response: image,
});

const doneImages = (files: UploadFile<UploadedImage>[]) =>
  files.flatMap((file) => (file.status === 'done' && file.response ? [file.response] : []));

const sameCodes = (a: UploadedImage[], b: UploadedImage[]) =>
  a.length === b.length && a.every((image, i) => image.materialCode === b[i]?.materialCode);

/**
 * Image upload (spec §2, §5): png/jpg/jpeg up to 10 MB, checked in the browser before sending; each image
 * goes into the material library through uploadMaterial (multipart field multipartFile) and is held by its
 * materialCode. A refused answer shows 图片未审核通过，请检查 with the reason; a lost request shows 上传失败.
 */
export function ImageUpload({
  value,
  onChange,
  maxCount,
  cmpyCode,
  groupCode,
  sizeMessage = uploadMessages.size,
  variant = 'card',
  onUploaded,
  disabled,
  uploadRoute = api.material.uploadMaterial,
}: ImageUploadProps) {
  const { message } = useFeedback();
  const limit = variant === 'card' ? (maxCount ?? 1) : maxCount;
  const [files, setFiles] = useState<UploadFile<UploadedImage>[]>(() =>
    (value ?? []).map((image) => fileOf(image)),
  );
  const filesRef = useRef(files);
  const [preview, setPreview] = useState<UploadFile | null>(null);

  // A value set from outside (a form reset, a loaded record) replaces what is shown.
  useEffect(() => {
    if (value && !sameCodes(value, doneImages(filesRef.current))) {
      const next = [
        ...value.map((image) => fileOf(image)),
        ...filesRef.current.filter((f) => f.status === 'uploading'),
      ];
      filesRef.current = next;
      setFiles(next);
    }
  }, [value]);

  const update = (next: UploadFile<UploadedImage>[]) => {
    const before = doneImages(filesRef.current);
    filesRef.current = next;
    setFiles(next);
    const after = doneImages(next);
    if (!sameCodes(before, after)) onChange?.(after);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // A batch that would pass the count limit is refused whole, with one message.
    if (limit !== undefined && filesRef.current.length + batch.length > limit) {
      if (file === batch[0]) message.error(uploadMessages.count(limit));
      return Upload.LIST_IGNORE;
    }
    const problem = checkUploadMeta(materialImageRule, file, sizeMessage);
    if (problem) message.error(problem);
    return problem ? Upload.LIST_IGNORE : true;
  };

  const fields = { materialType: '1', cmpyCode, groupCode };

  /** Sends through uploadForm; antd's list then holds the image (or the error) as the file's outcome. */
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    const picked = file as File;
    uploadForm(uploadRoute, picked, {
      fields,
      signal: controller.signal,
      onProgress: (percent) => onProgress?.({ percent }),
    })
      .then((answer) => {
        const image = imageFromAnswer(answer, picked.name);
        if (image) onSuccess?.(image);
        else onError?.(new Error(uploadMessages.failed));
      })
      .catch((error: Error) => onError?.(error));
    return { abort: () => controller.abort() };
  };

  const handleChange: UploadProps<UploadedImage>['onChange'] = ({ file, fileList }) => {
    if (file.status === 'error') {
      const text = uploadErrorText(file.error);
      if (text) message.error(text);
      return update(fileList.filter((f) => f.uid !== file.uid));
    }
    if (file.status !== 'done' || !file.response) return update(fileList);
    const image = file.response;
    onUploaded?.(image);
    if (variant === 'button') return update(fileList.filter((f) => f.uid !== file.uid));
    update(fileList.map((f) => (f.uid === file.uid ? fileOf(image, f.uid) : f)));
  };

  const uploading = files.some((f) => f.status === 'uploading');
  const full = limit !== undefined && files.length >= limit;

  return (
    <>
      <Upload<UploadedImage>
        accept={ACCEPT}
        multiple={limit === undefined || limit > 1}
        listType={variant === 'card' ? 'picture-card' : 'text'}
        showUploadList={variant === 'card'}
        fileList={files}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={(file) => setPreview(file)}
      >
        {variant === 'button' ? (
          <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
            上传图片
          </Button>
        ) : (
          !full && (
            <button type="button" style={{ border: 0, background: 'none' }} disabled={disabled}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>上传图片</div>
            </button>
          )
        )}
      </Upload>
      <Modal open={!!preview} title={preview?.name} footer={null} onCancel={() => setPreview(null)}>
        {preview?.url && <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}

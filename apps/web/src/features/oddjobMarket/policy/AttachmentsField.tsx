import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ATTACHMENTS_MAX, api, uploadRules } from '@hr/contract';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText, uploadForm, useFeedback } from '../../../components';

/** An attachment as the form holds it: the stored file and its shown name (and link, once saved). */
export interface AttachmentValue {
  objectKey: string;
  materialName: string;
  url?: string | null;
}

export interface AttachmentsFieldProps {
  id?: string;
  value?: AttachmentValue[];
  onChange?: (value: AttachmentValue[]) => void;
}

const accept = uploadRules.document.extensions.map((ext) => `.${ext}`).join(',');

/** A filing's attachments: documents uploaded through fileManage (10M each), listed and removable. */
export function AttachmentsField({ id, value = [], onChange }: AttachmentsFieldProps) {
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(false);
  const full = value.length >= ATTACHMENTS_MAX;
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={full || uploading}
        customRequest={async ({ file }) => {
          setUploading(true);
          try {
            const stored = await uploadForm(api.fileManage.uploadFile, file as File);
            onChange?.([
              ...value,
              { objectKey: stored.objectKey, materialName: stored.name, url: stored.url },
            ]);
          } catch (error) {
            message.error(errorText(error, '上传失败'));
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={uploading} disabled={full}>
          上传附件
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        支持 {uploadRules.document.extensions.join('、')}，单个不超过10M，最多{ATTACHMENTS_MAX}个
      </Typography.Text>
      {value.map((a) => (
        <Space key={a.objectKey}>
          <PaperClipOutlined aria-hidden />
          {a.url ? (
            <Typography.Link href={a.url} target="_blank" rel="noreferrer">
              {a.materialName}
            </Typography.Link>
          ) : (
            <span>{a.materialName}</span>
          )}
          <Button
            type="link"
            danger
            size="small"
            aria-label={`移除附件${a.materialName}`}
            onClick={() => onChange?.(value.filter((x) => x.objectKey !== a.objectKey))}
          >
            移除
          </Button>
        </Space>
      ))}
    </Space>
  );
}

/** Attachments as the server takes them. */
export const attachmentsBody = (value: AttachmentValue[] | undefined) =>
  (value ?? []).map(({ objectKey, materialName }) => ({ objectKey, materialName }));

import { IdcardOutlined, UploadOutlined } from '@ant-design/icons';
import type { LicenceResult } from '@hr/contract';
import { Alert, Button, Descriptions, Image, Progress, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import styles from './LicenceUpload.module.css';
import { useLicenceUpload } from './useLicenceUpload';

/** What a company form takes from an uploaded licence; unrecognised fields are null. */
export type LicenceRecognised = Omit<LicenceResult, 'text'>;

export interface LicenceUploadProps {
  /** Called after each successful upload: fill the form's 企业名称 and 统一社会信用代码 from it. */
  onRecognised?: (result: LicenceRecognised) => void;
  /** A licence stored before (editing a company): shown until another one is uploaded. */
  value?: { url: string } | null;
  disabled?: boolean;
}

const ACCEPT = '.png,.jpg,.jpeg';

/** A button that opens the file picker (antd Upload, without its own request and list). */
function PickFile({
  onPick,
  disabled,
  children,
}: {
  onPick: (file: File) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload>
  );
}

const missing = <Typography.Text type="warning">未识别，请手动填写</Typography.Text>;

/**
 * Business-licence image upload with local text recognition (spec §2, §4, §8): idle → progress → success
 * (the image and the recognised fields) or error with 重新上传 (a 400 shows the server's msg; a network
 * failure shows 上传失败 and sends the same file again).
 */
export function LicenceUpload({ onRecognised, value, disabled }: LicenceUploadProps) {
  const { state, start, cancel } = useLicenceUpload(({ text: _text, ...fields }) => onRecognised?.(fields));
  const reupload = (size?: 'small') => (
    <PickFile onPick={start} disabled={disabled}>
      <Button size={size} icon={<UploadOutlined />} disabled={disabled}>
        重新上传
      </Button>
    </PickFile>
  );

  if (state.status === 'progress') {
    return (
      <div className={styles.box} role="status" aria-label="营业执照上传进度">
        <div className={styles.fileName}>{state.fileName}</div>
        <Progress percent={state.percent} status="active" />
        <div className={styles.footer}>
          <Typography.Text type="secondary">
            {state.percent < 100 ? `正在上传 ${state.percent}%` : '上传完成，正在识别营业执照…'}
          </Typography.Text>
          <Button size="small" onClick={cancel}>
            取消
          </Button>
        </div>
      </div>
    );
  }

  if (state.status === 'success') {
    const { result } = state;
    return (
      <div className={styles.result}>
        <Image src={result.url} alt="营业执照" width={220} height={150} className={styles.image} />
        <div className={styles.fields}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'cmpyName', label: '企业名称', children: result.cmpyName ?? missing },
              { key: 'creditCode', label: '统一社会信用代码', children: result.creditCode ?? missing },
              { key: 'legalPerson', label: '法定代表人', children: result.legalPerson ?? missing },
              { key: 'address', label: '住所', children: result.address ?? missing },
            ]}
          />
          <div className={styles.actions}>{reupload()}</div>
        </div>
      </div>
    );
  }

  if (state.status === 'error') {
    const { retryFile } = state;
    return (
      <Alert
        type="error"
        showIcon
        title={state.message}
        action={
          retryFile ? (
            <Button
              size="small"
              icon={<UploadOutlined />}
              onClick={() => start(retryFile)}
              disabled={disabled}
            >
              重新上传
            </Button>
          ) : (
            reupload('small')
          )
        }
      />
    );
  }

  if (value?.url) {
    return (
      <div className={styles.result}>
        <Image src={value.url} alt="营业执照" width={220} height={150} className={styles.image} />
        <div className={styles.fields}>{reupload()}</div>
      </div>
    );
  }

  return (
    <Upload.Dragger
      accept={ACCEPT}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        start(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className={styles.icon}>
        <IdcardOutlined />
      </p>
      <p>点击或将营业执照图片拖到此处上传</p>
      <Typography.Text type="secondary">
        支持 png、jpg、jpeg 格式，10M 以内；上传后自动识别企业名称和统一社会信用代码
      </Typography.Text>
    </Upload.Dragger>
  );
}

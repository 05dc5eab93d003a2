import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  api,
  REDPKG_ERROR_FILE_NAME,
  REDPKG_TEMPLATE_FILE_NAME,
  type RedPkgBatchRow,
  type RedPkgImportJob,
  RedPkgImportState,
  redPkgMessages,
} from '@hr/contract';
import { Alert, Button, Form, Modal, Progress, Select, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import { downloadBlob, errorText, uploadForm, useFeedback } from '../../../components';

const POLL_MS = 500;

/**
 * 导入红包用户: pick the campaign and an xlsx (the template's columns), then watch the upload's progress and
 * the server's checking and writing (the job is polled). A file with any bad row imports nothing: the first
 * bad rows are listed and the error file (every row with 错误原因) can be downloaded.
 */
export default function RedPkgImportModal({
  open,
  batches,
  defaultBatch,
  onClose,
  onImported,
}: {
  open: boolean;
  batches: RedPkgBatchRow[];
  defaultBatch: string | undefined;
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = useFeedback();
  const [batchCode, setBatchCode] = useState<string | undefined>(defaultBatch);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [job, setJob] = useState<RedPkgImportJob | null>(null);
  const running = uploading !== null || (job !== null && job.state < RedPkgImportState.done);

  useEffect(() => {
    if (open) {
      setBatchCode(defaultBatch);
      setFile(null);
      setUploading(null);
      setJob(null);
    }
  }, [open, defaultBatch]);

  useEffect(() => {
    if (!job || job.state >= RedPkgImportState.done) return;
    const timer = setTimeout(async () => {
      try {
        const next = await call(api.redPkg.queryImportJob, { query: { jobCode: job.jobCode } });
        setJob(next);
        if (next.state === RedPkgImportState.done) {
          message.success(next.message ?? '导入成功');
          onImported();
        }
      } catch (error) {
        message.error(errorText(error));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, message, onImported]);

  const start = async () => {
    if (!batchCode) return message.warning(redPkgMessages.batchRequired);
    if (!file) return message.warning(redPkgMessages.fileRequired);
    setUploading(0);
    try {
      const created = await uploadForm(api.redPkg.impRedPkgUsers, file, {
        fields: { batchCode },
        onProgress: setUploading,
      });
      setJob(created);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setUploading(null);
    }
  };

  const download = async (which: 'template' | 'errors') => {
    try {
      const { blob, fileName } =
        which === 'template'
          ? await callFile(api.redPkg.downloadTemplate, {})
          : await callFile(api.redPkg.exportRedPkgUserError, { query: { jobCode: job!.jobCode } });
      downloadBlob(
        blob,
        fileName ?? (which === 'template' ? REDPKG_TEMPLATE_FILE_NAME : REDPKG_ERROR_FILE_NAME),
      );
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const failed = job?.state === RedPkgImportState.failed;
  return (
    <Modal
      open={open}
      title="导入红包用户"
      width={640}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{job && !running ? '关闭' : '取消'}</Button>
          {(!job || failed) && (
            <Button type="primary" loading={running} onClick={() => void start()}>
              {failed ? '重新导入' : '开始导入'}
            </Button>
          )}
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item label="红包批次" required htmlFor="redPkgImportBatch">
          <Select
            id="redPkgImportBatch"
            value={batchCode}
            disabled={running}
            onChange={setBatchCode}
            placeholder="请选择红包批次"
            options={batches.map((b) => ({ value: b.batchCode, label: b.batchName }))}
          />
        </Form.Item>
        <Form.Item label="导入文件" required>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Button icon={<DownloadOutlined />} onClick={() => void download('template')}>
              下载导入模板
            </Button>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              disabled={running}
              beforeUpload={(chosen) => {
                setFile(chosen);
                setJob(null);
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或拖拽 xlsx 文件到此处</p>
              <p className="ant-upload-hint">
                列：姓名、身份证号、手机号、红包金额（元）；任一行有误则整份文件不导入
              </p>
            </Upload.Dragger>
          </Space>
        </Form.Item>
      </Form>
      {uploading !== null && (
        <div>
          <Typography.Text>上传中</Typography.Text>
          <Progress percent={uploading} aria-label="上传进度" />
        </div>
      )}
      {job && (
        <div data-testid="import-job">
          <Typography.Text>
            {job.stateName}
            {job.totalRows ? `（已处理 ${job.processedRows} / ${job.totalRows} 行）` : ''}
          </Typography.Text>
          <Progress
            percent={job.progress}
            status={failed ? 'exception' : job.state === RedPkgImportState.done ? 'success' : 'active'}
            aria-label="处理进度"
          />
          {job.state === RedPkgImportState.done && <Alert type="success" showIcon message={job.message} />}
          {failed && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Alert type="error" showIcon message={job.message} />
              {job.errorRows > 0 && (
                <>
                  <Button danger icon={<DownloadOutlined />} onClick={() => void download('errors')}>
                    下载错误数据
                  </Button>
                  <Table
                    size="small"
                    rowKey="rowNo"
                    pagination={false}
                    scroll={{ y: 200 }}
                    dataSource={job.errors}
                    columns={[
                      { title: '行号', dataIndex: 'rowNo', width: 80 },
                      { title: '错误原因', dataIndex: 'reason' },
                    ]}
                  />
                </>
              )}
            </Space>
          )}
        </div>
      )}
    </Modal>
  );
}

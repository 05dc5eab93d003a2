import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  api,
  bigscreenMessages,
  SOCIAL_TEMPLATE_FILE_NAME,
  type WarningThresholds,
  warningThresholdFields,
} from '@hr/contract';
import { Alert, Button, Form, InputNumber, Modal, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { call, callFile } from '../../../app/request.ts';
import { downloadBlob, errorText, uploadForm, useFeedback } from '../../../components';

/** 预警阈值设置: the four thresholds the warning counts use (defaults until saved). */
export function ThresholdModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<WarningThresholds>();
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    call(api.bigscreen.thresholdInfo, {})
      .then((info) => {
        form.setFieldsValue(info);
        setNote(info.saved ? `上次保存：${info.updateTime}` : '尚未保存，当前为默认阈值');
      })
      .catch((error) => message.error(errorText(error)));
  }, [open, form, message]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call(api.bigscreen.thresholdSave, { body: values });
      message.success('保存成功');
      onSaved();
      onClose();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="预警阈值设置"
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      destroyOnHidden
    >
      {note ? <Typography.Paragraph>{note}</Typography.Paragraph> : null}
      <Form form={form} layout="horizontal" labelCol={{ span: 10 }}>
        {(Object.keys(warningThresholdFields) as (keyof WarningThresholds)[]).map((key) => (
          <Form.Item
            key={key}
            name={key}
            label={warningThresholdFields[key]}
            rules={[{ required: true, message: `请填写${warningThresholdFields[key]}` }]}
          >
            <InputNumber min={1} max={100000} precision={0} style={{ width: 160 }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/** 社保数据导入: the monthly xlsx (template columns); a bad file is refused whole with its bad rows listed. */
export function SocialImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setFile(null);
      setProblem(null);
    }
  }, [open]);

  const template = async () => {
    try {
      const { blob, fileName } = await callFile(api.bigscreen.socialTemplate, {});
      downloadBlob(blob, fileName ?? SOCIAL_TEMPLATE_FILE_NAME);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const start = async () => {
    if (!file) return message.warning(bigscreenMessages.chooseFile);
    setBusy(true);
    setProblem(null);
    try {
      const result = await uploadForm(api.bigscreen.socialImport, file);
      message.success(`导入成功：${result.months.join('、')}，共${result.rowCount}个月`);
      onImported();
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="社保与人员流动数据导入"
      open={open}
      onCancel={onClose}
      onOk={start}
      okText="导入"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>
          每行一个月份（统计月份为 YYYY-MM），同一月份再次导入将覆盖。任一行有误则整份文件不导入。
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={template}>
          下载模板
        </Button>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(picked) => {
            setFile(picked);
            setProblem(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>点击或拖入 xlsx 文件</p>
        </Upload.Dragger>
        {problem ? (
          <Alert type="error" showIcon message={<span style={{ whiteSpace: 'pre-line' }}>{problem}</span>} />
        ) : null}
      </Space>
    </Modal>
  );
}

import { api, CreditCode } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../app/request';
import { type LicenceRecognised, LicenceUpload } from './LicenceUpload';

interface CompanyFields {
  cmpyName?: string;
  creditCode?: string;
  legalPerson?: string;
  address?: string;
}

/**
 * Developer preview of the licence upload (route /common/preview/licence-upload): uploads through the real
 * API, fills a company form from what was recognised, shows the component's output and looks the stored
 * image up again with fileManage/batchQueryUrl.
 */
export default function LicenceUploadPreview() {
  const [form] = Form.useForm<CompanyFields>();
  const [output, setOutput] = useState<LicenceRecognised | null>(null);
  const lookup = useQuery({
    queryKey: ['licence-preview-url', output?.objectKey],
    queryFn: () => call(api.fileManage.batchQueryUrl, { query: { objectKeyList: output?.objectKey ?? '' } }),
    enabled: !!output,
  });

  const recognised = (result: LicenceRecognised) => {
    setOutput(result);
    // Only what was read is filled; the rest stays as typed.
    const filled = Object.fromEntries(
      (['cmpyName', 'creditCode', 'legalPerson', 'address'] as const).flatMap((key) =>
        result[key] ? [[key, result[key]]] : [],
      ),
    );
    form.setFieldsValue(filled);
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Card title="营业执照上传（png/jpg/jpeg，10M以内，自动识别）">
        <LicenceUpload onRecognised={recognised} />
      </Card>
      <Card title="企业表单（由识别结果填写，可修改）">
        <Form form={form} labelCol={{ flex: '140px' }} style={{ maxWidth: 640 }}>
          <Form.Item label="企业名称" name="cmpyName" rules={[{ required: true, message: '请输入企业名称' }]}>
            <Input placeholder="请输入企业名称" maxLength={100} />
          </Form.Item>
          <Form.Item
            label="统一社会信用代码"
            name="creditCode"
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const result = CreditCode.safeParse(value ?? '');
                  if (!result.success) throw new Error(result.error.issues[0]?.message);
                },
              },
            ]}
          >
            <Input placeholder="请输入统一社会信用代码" maxLength={18} />
          </Form.Item>
          <Form.Item label="法定代表人" name="legalPerson">
            <Input placeholder="请输入法定代表人" maxLength={30} />
          </Form.Item>
          <Form.Item label="住所" name="address">
            <Input placeholder="请输入住所" maxLength={200} />
          </Form.Item>
        </Form>
      </Card>
      <Card title="组件输出">
        <pre data-testid="licence-output" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {output ? JSON.stringify(output, null, 2) : '（尚未上传）'}
        </pre>
        {lookup.data?.[0] && (
          <Typography.Paragraph>
            batchQueryUrl 按 objectKey 取回：<a href={lookup.data[0].url}>{lookup.data[0].name}</a>
          </Typography.Paragraph>
        )}
      </Card>
    </Space>
  );
}

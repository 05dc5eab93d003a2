import {
  api,
  promulgationLimits as L,
  PROMULGATION_MESSAGES as M,
  type PromulgationInfo,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal, type FormModalBaseProps, RichTextEditor } from '../../../components';
import { AttachmentsField, type AttachmentValue, attachmentsBody } from './AttachmentsField.tsx';

interface Values {
  title: string;
  businessCode: string;
  content: string;
  attachments: AttachmentValue[];
}

/** Filed (submitted) organisations, for the promulgation's organisation. */
export function useFiledOrgans() {
  return useQuery({
    queryKey: ['policy', 'organ', 'filed'],
    queryFn: () => call(api.skillOrgan.organList, { query: { pageNum: 1, pageSize: 300, status: 1 } }),
    staleTime: 30_000,
  });
}

/** Add or edit a promulgation filing (a draft); `filing` is the one edited (its info, with the body). */
export default function PromulgationFormModal({
  filing,
  ...modal
}: FormModalBaseProps & { filing: PromulgationInfo | null }) {
  const organs = useFiledOrgans();
  return (
    <FormModal<Values>
      {...modal}
      noun="公示备案"
      editing={filing !== null}
      name="promulgationForm"
      width={800}
      layout="vertical"
      initialValues={
        filing
          ? { ...filing, attachments: filing.attachments }
          : { title: '', businessCode: undefined, content: '', attachments: [] }
      }
      onSubmit={async (v) => {
        const body = { ...v, attachments: attachmentsBody(v.attachments) };
        if (filing) await call(api.promulgation.eidtPromulgation, { body: { ...body, id: filing.id } });
        else await call(api.promulgation.addPromulgation, { body });
      }}
    >
      <Form.Item
        name="title"
        label="公示标题"
        rules={[
          { required: true, whitespace: true, message: M.titleRequired },
          { max: L.titleMax, message: M.titleTooLong },
        ]}
      >
        <Input placeholder="请输入公示标题" maxLength={L.titleMax} />
      </Form.Item>
      <Form.Item
        name="businessCode"
        label="技能机构"
        extra="只能选择已提交备案的技能机构"
        rules={[{ required: true, message: M.organRequired }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择技能机构"
          loading={organs.isLoading}
          options={[
            ...(filing && !organs.data?.records.some((o) => o.businessCode === filing.businessCode)
              ? [{ value: filing.businessCode, label: filing.organName }]
              : []),
            ...(organs.data?.records ?? []).map((o) => ({ value: o.businessCode, label: o.organName })),
          ]}
        />
      </Form.Item>
      <Form.Item name="content" label="公示内容" rules={[{ required: true, message: M.contentRequired }]}>
        <RichTextEditor placeholder="请输入公示内容" height={240} width="100%" maxLength={L.contentMax} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField />
      </Form.Item>
    </FormModal>
  );
}

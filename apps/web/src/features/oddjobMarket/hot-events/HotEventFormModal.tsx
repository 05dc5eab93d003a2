import {
  api,
  type HotEventInfo,
  hotEventLimits as L,
  HOT_EVENT_MESSAGES as M,
  MaterialType,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { call } from '../../../app/request.ts';
import {
  type DateTimeRange,
  DateTimeRangePicker,
  FormModal,
  type FormModalBaseProps,
  MediaPickerField,
  type PickedMedia,
  RichTextEditor,
} from '../../../components';

interface Values {
  title: string;
  cover: PickedMedia[];
  window: DateTimeRange | null;
  formCode: string;
  content: string;
}

/** Add or edit a hot event; `event` is the one edited (its info, with the body). */
export default function HotEventFormModal({
  event,
  ...modal
}: FormModalBaseProps & { event: HotEventInfo | null }) {
  const forms = useQuery({
    queryKey: ['train', 'form', 'options'],
    queryFn: () => call(api.form.list, { query: {} }),
    staleTime: 30_000,
  });
  return (
    <FormModal<Values>
      {...modal}
      noun="热点事件"
      editing={event !== null}
      name="hotEventForm"
      width={820}
      layout="vertical"
      initialValues={
        event
          ? {
              title: event.title,
              cover: [{ materialCode: event.coverCode, url: event.coverUrl }],
              window: event.beginTime && event.endTime ? [event.beginTime, event.endTime] : null,
              formCode: event.formCode,
              content: event.content,
            }
          : { title: '', cover: [], window: null, content: '' }
      }
      onSubmit={async (v) => {
        const body = {
          title: v.title,
          content: v.content,
          coverCode: v.cover[0]?.materialCode ?? '',
          beginTime: v.window?.[0] ?? '',
          endTime: v.window?.[1] ?? '',
          formCode: v.formCode,
        };
        if (event) await call(api.hotEvent.edit, { body: { ...body, eventCode: event.eventCode } });
        else await call(api.hotEvent.save, { body });
      }}
    >
      <Form.Item
        name="title"
        label="事件标题"
        rules={[
          { required: true, whitespace: true, message: M.titleRequired },
          { max: L.titleMax, message: M.titleTooLong },
        ]}
      >
        <Input placeholder="请输入事件标题" maxLength={L.titleMax} />
      </Form.Item>
      <Form.Item
        name="cover"
        label="封面"
        rules={[{ required: true, type: 'array', min: 1, message: M.coverRequired }]}
      >
        <MediaPickerField type={MaterialType.image} limit={1} itemName="封面" />
      </Form.Item>
      <Form.Item name="window" label="开放时间" rules={[{ required: true, message: '请选择开放时间' }]}>
        <DateTimeRangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="formCode"
        label="报名表单"
        extra={event?.answerCount ? '已有人填写，不能更换报名表单' : '平台表单（表单管理中设计）'}
        rules={[{ required: true, message: M.formRequired }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="请选择报名表单"
          disabled={!!event?.answerCount}
          loading={forms.isLoading}
          options={(forms.data ?? []).map((f) => ({ value: f.bizCode, label: f.formName }))}
        />
      </Form.Item>
      <Form.Item name="content" label="事件内容" rules={[{ required: true, message: M.contentRequired }]}>
        <RichTextEditor placeholder="请输入事件内容" height={240} width="100%" maxLength={L.contentMax} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * 邀约面试 (spec recruitment §5 interview invitation), for one application or a batch (props: contracts.ts).
 *
 * - `applyCodes` null: closed.
 * - Without `batch`: invites `applyCodes[0]` through `inviteInterview`, says 操作成功, then `onDone(null)`.
 * - With `batch`: invites all through `batchInviteInterview`; shows no message itself and hands the
 *   BatchResult to `onDone(result)`, so the caller says who moved and who did not and why.
 *
 * Every rule and message is the contract's: the time by `interviewTimeProblem` (required, later than now
 * plus ten minutes), the other fields by the `InterviewFields` schema.
 */
import {
  API_TIME_FORMAT,
  api,
  applyLifecycle,
  defaultInterviewTime,
  formatApiTime,
  INTERVIEW_LIMITS,
  InterviewFields,
  interviewTimeProblem,
  isInterviewDayDisabled,
  parseApiTime,
} from '@hr/contract';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useFeedback } from '../../../../components';
import { zodRule } from '../../../system/shared/zod-rule.ts';
import type { InterviewDialogProps } from './contracts.ts';

dayjs.extend(customParseFormat);

export interface InterviewValues {
  /** `YYYY-MM-DD HH:mm:00`, Asia/Shanghai wall-clock time. */
  auditionTime: string;
  auditionContactPerson: string;
  auditionTel: string;
  auditionAddress: string;
  auditionPrecautions: string;
  remark: string;
}

/** The picker shows minutes; the API takes seconds, always 00 (spec §5). */
export const INTERVIEW_PICKER_FORMAT = 'YYYY-MM-DD HH:mm';
const SEND_FORMAT = 'YYYY-MM-DD HH:mm:00';

/** The values a new invitation starts from: the time 12 minutes ahead (spec §5), the rest empty. */
export const initialInterviewValues = (now: Date): InterviewValues => ({
  auditionTime: formatApiTime(defaultInterviewTime(now))!,
  auditionContactPerson: '',
  auditionTel: '',
  auditionAddress: '',
  auditionPrecautions: '',
  remark: '',
});

/** A picker day (Shanghai wall-clock, whatever the browser's zone) as the contract's rule sees it. */
const dayDisabled = (day: Dayjs) => {
  const date = parseApiTime(day.format('YYYY-MM-DD'));
  return date ? isInterviewDayDisabled(date, new Date()) : false;
};

/** DatePicker with minutes speaking the API's text; no time-zone conversion (see DateTimeRangePicker). */
function InterviewTimePicker({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const parsed = value ? dayjs(value, API_TIME_FORMAT, true) : null;
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={INTERVIEW_PICKER_FORMAT}
      value={parsed?.isValid() ? parsed : null}
      disabledDate={dayDisabled}
      placeholder="请选择面试时间"
      style={{ width: '100%' }}
      onChange={(date) => onChange?.(date ? date.format(SEND_FORMAT) : '')}
    />
  );
}

const timeRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const problem = interviewTimeProblem(value, new Date());
    if (problem) throw new Error(problem);
  },
};
const rule = (field: keyof InterviewValues) => [zodRule(InterviewFields, field)];
const L = INTERVIEW_LIMITS;

export function InterviewDialog({ applyCodes, batch = false, onClose, onDone }: InterviewDialogProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<InterviewValues>();
  const [saving, setSaving] = useState(false);
  const codes = applyCodes ?? [];
  const open = applyCodes !== null;
  // The default time is taken when the dialog opens (spec §5: now plus 12 minutes), not when the list
  // rendered: each opening gets its own values, so a dialog opened again later does not propose a time
  // its own rule refuses.
  const [opening, setOpening] = useState<InterviewValues | null>(null);
  if (open && !opening) setOpening(initialInterviewValues(new Date()));
  if (!open && opening) setOpening(null);
  // The form instance outlives the dialog's content: reset it to this opening's values.
  useEffect(() => {
    if (opening) form.setFieldsValue(opening);
  }, [opening, form]);

  const submit = async () => {
    let values: InterviewValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages
    }
    // Trimmed, empty optional fields left out: what the server parses.
    const fields = InterviewFields.parse(values);
    setSaving(true);
    try {
      if (batch) {
        onDone(await call(api.apply.batchInviteInterview, { body: { applyCodes: [...codes], ...fields } }));
      } else {
        await call(api.apply.inviteInterview, { query: { applyCode: codes[0] ?? '', ...fields } });
        message.success(applyLifecycle.actions.invite.success);
        onDone(null);
      }
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={batch ? `批量邀约面试（${codes.length}人）` : '邀约面试'}
      open={applyCodes !== null}
      width={560}
      okText="确定"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<InterviewValues>
        form={form}
        name="interview"
        preserve={false}
        labelCol={{ flex: '90px' }}
        initialValues={opening ?? undefined}
        style={{ marginTop: 24 }}
      >
        <Form.Item name="auditionTime" label="面试时间" required rules={[timeRule]}>
          <InterviewTimePicker />
        </Form.Item>
        <Form.Item name="auditionContactPerson" label="联系人" required rules={rule('auditionContactPerson')}>
          <Input maxLength={L.contactPersonMax} placeholder="请输入联系人" />
        </Form.Item>
        <Form.Item name="auditionTel" label="联系电话" required rules={rule('auditionTel')}>
          <Input maxLength={L.telMax} placeholder="请输入联系电话" />
        </Form.Item>
        <Form.Item name="auditionAddress" label="面试地点" required rules={rule('auditionAddress')}>
          <Input maxLength={L.addressMax} placeholder="请输入面试地点" />
        </Form.Item>
        <Form.Item name="auditionPrecautions" label="注意事项" rules={rule('auditionPrecautions')}>
          <Input.TextArea maxLength={L.precautionsMax} showCount rows={2} placeholder="请输入注意事项" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={rule('remark')}>
          <Input.TextArea maxLength={L.remarkMax} showCount rows={3} placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

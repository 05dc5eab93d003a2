/**
 * 员工离职 (spec recruitment §5 leave dialog): the employee's evaluation, required (请输入员工评价), at most
 * 128 characters, sent with `updateState` operateType 11.
 *
 * Props (contracts.ts): `applyCode` (the joined application; null: closed), `onClose`, `onDone` (after 操作成功).
 */
import { api, applyLifecycle, INTERVIEW_LIMITS, LeaveForm } from '@hr/contract';
import { Form, Input } from 'antd';
import { call } from '../../../../app/request.ts';
import { FormModal } from '../../../../components';
import { zodRule } from '../../../system/shared/zod-rule.ts';
import type { LeaveDialogProps } from './contracts.ts';

interface LeaveValues {
  evaluate: string;
}

const resign = applyLifecycle.actions.resign;

export function LeaveDialog({ applyCode, onClose, onDone }: LeaveDialogProps) {
  return (
    <FormModal<LeaveValues>
      title="员工离职"
      success={resign.success}
      open={applyCode !== null}
      width={520}
      name="leave"
      layout="vertical"
      initialValues={{ evaluate: '' }}
      onSubmit={(values) =>
        call(api.apply.updateState, {
          query: {
            applyCode: applyCode ?? '',
            operateType: resign.to,
            evaluate: LeaveForm.parse(values).evaluate,
          },
        })
      }
      onClose={onClose}
      onSaved={onDone}
    >
      <Form.Item name="evaluate" label="员工评价" required rules={[zodRule(LeaveForm, 'evaluate')]}>
        <Input.TextArea
          rows={4}
          maxLength={INTERVIEW_LIMITS.evaluateMax}
          showCount
          placeholder="请输入员工评价"
        />
      </Form.Item>
    </FormModal>
  );
}

import { api, type CardMovement, CardRefundBody, cardMessages, formatCents } from '@hr/contract';
import { Form, Input } from 'antd';
import { call } from '../../../app/request.ts';
import { FormModal } from '../../../components';
import { centsOf, yuanRule } from './money.ts';

/** What is left to refund of a spend, in cents. */
export const refundableOf = (spend: CardMovement) => -spend.amount - spend.refundedAmount;

/** 退款: the whole rest of a spend by default, or a part of it (never more than is left). */
export default function CardRefundModal({
  spend,
  onClose,
  onSaved,
}: {
  spend: CardMovement;
  onClose: () => void;
  onSaved: () => void;
}) {
  const left = refundableOf(spend);
  const amountRule = yuanRule(
    CardRefundBody.shape.amount,
    cardMessages.refundAmount.replace('（单位：分）', ''),
  );
  return (
    <FormModal<{ money: string }>
      open
      title="消费退款"
      success="退款成功"
      name="cardRefundForm"
      width={520}
      initialValues={{ money: formatCents(left) }}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={({ money }) =>
        call(api.card.refundCard, { body: { movementCode: spend.movementCode, amount: centsOf(money) } })
      }
    >
      <Form.Item label="消费商户">{spend.shopName ?? '-'}</Form.Item>
      <Form.Item label="消费金额">
        {formatCents(-spend.amount)} 元
        {spend.refundedAmount > 0 && `（已退 ${formatCents(spend.refundedAmount)} 元）`}
      </Form.Item>
      <Form.Item
        name="money"
        label="退款金额"
        required
        extra={`最多可退 ${formatCents(left)} 元`}
        rules={[
          {
            // One message at a time: the amount's own rule first, then what is left of the spend.
            validator: async (rule: unknown, value: string | undefined) => {
              await amountRule.validator(rule, value);
              if (centsOf(value) > left) throw new Error(cardMessages.refundTooMuch);
            },
          },
        ]}
      >
        <Input placeholder="0.00" suffix="元" maxLength={10} />
      </Form.Item>
    </FormModal>
  );
}

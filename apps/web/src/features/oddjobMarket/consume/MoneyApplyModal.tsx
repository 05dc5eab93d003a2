import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal } from '../../../components';
import { yuanRule } from './money.ts';

interface MoneyApplyModalProps<V extends { money: string }> {
  modal: { open: boolean; close: () => void };
  title: string;
  success: string;
  name: string;
  initialValues: V;
  /** Forgets what the dialog picked (the shop, the company) when it closes or saves. */
  onForget: () => void;
  /** After a save, its success message and the dialog closing. */
  onSaved: () => void;
  onSubmit: (values: V) => Promise<unknown>;
  /** The amount in yuan, checked in cents against the contract's schema of the call. */
  money: { label: string; schema: z.ZodType };
  /** The fields above the amount. */
  children: ReactNode;
}

/**
 * An application for money of the consumption pages (提现申请, 发放电子卡): mounted only while open, so every
 * open starts empty; the amount in yuan is its last field.
 */
export function MoneyApplyModal<V extends { money: string }>(p: MoneyApplyModalProps<V>) {
  if (!p.modal.open) return null;
  const close = () => {
    p.modal.close();
    p.onForget();
  };
  return (
    <FormModal<V>
      open={p.modal.open}
      title={p.title}
      success={p.success}
      name={p.name}
      width={560}
      initialValues={p.initialValues}
      onClose={close}
      onSaved={() => {
        close();
        p.onSaved();
      }}
      onSubmit={p.onSubmit}
    >
      {p.children}
      <Form.Item
        name="money"
        label={p.money.label}
        required
        rules={[yuanRule(p.money.schema, '请输入大于0的金额，最多两位小数')]}
      >
        <Input placeholder="0.00" suffix="元" maxLength={10} />
      </Form.Item>
    </FormModal>
  );
}

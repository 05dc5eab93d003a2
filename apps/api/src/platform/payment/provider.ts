import type { NoticeStatus, PaymentKind } from '@hr/contract';
import type { Tx } from '../db.ts';

/** Money to collect from a payer for one of our records (a course order). */
export interface ChargeRequest {
  outNo: string;
  amountCents: number;
  /** What the payer sees ("电工职业技能培训 报名费"). */
  subject: string;
}

/** Where the payer goes to pay: a cashier URL (a QR code of it on a phone), valid until `expiresAt`. */
export interface ChargeStart {
  payUrl: string;
  expiresAt: Date;
}

/** Money to send to a shop or a person (a bill withdrawal, a red packet). */
export interface TransferRequest {
  outNo: string;
  amountCents: number;
  payeeName: string;
  /** Bank card or wallet account of the payee. */
  payeeAccount: string;
  remark: string;
}

/**
 * A provider's answer to a transfer: settled at once, or `processing` (a notice follows). Asking again with the
 * same out number answers the same transfer, never a second payment.
 */
export interface TransferResult {
  status: 'processing' | NoticeStatus;
  providerRef: string;
  failReason: string | null;
}

/** A genuine (verified) notification: what happened to one charge or transfer. */
export interface PaymentNotice {
  provider: string;
  kind: PaymentKind;
  outNo: string;
  providerRef: string;
  amountCents: number;
  status: NoticeStatus;
  failReason: string | null;
  occurredAt: Date;
  raw: unknown;
}

/** One payment service. Each real provider (WeChat Pay, Alipay, a bank) implements this and brings its notify route. */
export interface PaymentProvider {
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<ChargeStart>;
  transfer(request: TransferRequest): Promise<TransferResult>;
}

/**
 * A business record that payments settle (training orders, bill withdrawals…): it owns the out numbers that
 * start with `prefix`. `apply` runs inside the transaction that records a first-seen notice: it locks its row,
 * checks the amount and moves its state; throwing refuses the notice, which is then not recorded (the provider
 * retries later).
 */
export interface PaymentTarget {
  prefix: string;
  kind: PaymentKind;
  apply(tx: Tx, notice: PaymentNotice): Promise<void>;
}

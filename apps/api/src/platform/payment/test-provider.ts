import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  formatApiTime,
  type NoticeStatus,
  paymentMessages,
  TEST_CASHIER_PAGE_PATH,
  type TestPaymentNotice,
} from '@hr/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { badRequest, conflict } from '../errors.ts';
import { dataDirSecret } from '../secrets.ts';
import type {
  ChargeRequest,
  PaymentNotice,
  PaymentProvider,
  TransferRequest,
  TransferResult,
} from './provider.ts';
import { paymentTestTransfer } from './tables.ts';

const TICKET_TTL_MS = 30 * 60 * 1000;
/** Transfers to an account ending in these digits fail, so the failure path can be tried in the demo and tests. */
export const TEST_FAILING_ACCOUNT_SUFFIX = '0000';
export const TEST_PROVIDER = 'test';

const secretOf = (config: Config) => dataDirSecret(config, 'payment-test-secret', config.payment.testSecret);
const hmac = (config: Config, text: string) =>
  createHmac('sha256', secretOf(config)).update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

type NoticeFields = Omit<TestPaymentNotice, 'signature'>;
const noticeText = (n: NoticeFields) =>
  [n.kind, n.outNo, n.providerRef, n.amountCents, n.status, n.failReason ?? '', n.occurredAt].join('\n');

/** Signs a notification the way the test provider does (its notify route checks it). */
export const signTestNotice = (config: Config, notice: NoticeFields): TestPaymentNotice => ({
  ...notice,
  signature: hmac(config, noticeText(notice)),
});

/** A notification posted to the test notify route, verified; throws 400 when the signature is wrong. */
export function readTestNotice(config: Config, body: TestPaymentNotice): PaymentNotice {
  const { signature, ...fields } = body;
  if (!sameHex(signature, hmac(config, noticeText(fields)))) throw badRequest(paymentMessages.badSignature);
  return {
    provider: TEST_PROVIDER,
    kind: fields.kind,
    outNo: fields.outNo,
    providerRef: fields.providerRef,
    amountCents: fields.amountCents,
    status: fields.status,
    failReason: fields.failReason ?? null,
    occurredAt: new Date(`${fields.occurredAt.replace(' ', 'T')}+08:00`),
    raw: body,
  };
}

interface TicketContent {
  outNo: string;
  amountCents: number;
  subject: string;
  /** Expiry, epoch milliseconds. */
  expires: number;
}

/** A signed cashier ticket: the payer's link carries it; nobody can change the amount in it. */
export function makeTicket(config: Config, content: TicketContent): string {
  const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
  return `${payload}.${hmac(config, payload)}`;
}

export function readTicket(config: Config, ticket: string, now = Date.now()): TicketContent {
  const [payload = '', signature = ''] = ticket.split('.');
  if (!sameHex(signature, hmac(config, payload))) throw badRequest(paymentMessages.ticketInvalid);
  const content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketContent;
  if (content.expires < now) throw badRequest(paymentMessages.ticketInvalid);
  return content;
}

/**
 * The notification the test provider sends when its payer pays or fails to: the provider's reference is
 * derived from the out number and the result, so paying the same ticket twice is one payment.
 */
export function cashierNotice(
  config: Config,
  ticket: TicketContent,
  result: NoticeStatus,
): TestPaymentNotice {
  return signTestNotice(config, {
    kind: 'charge',
    outNo: ticket.outNo,
    providerRef: `TP${hmac(config, `${ticket.outNo}\n${result}`).slice(0, 30)}`,
    amountCents: ticket.amountCents,
    status: result,
    ...(result === 'failed' ? { failReason: '付款人取消支付（测试）' } : {}),
    occurredAt: formatApiTime(new Date())!,
  });
}

/**
 * The test provider: charges are paid on its cashier page, transfers settle at once and are kept in its own
 * ledger table, one per out number (asked again, it answers the first result and pays nothing more).
 */
export function testPaymentProvider(db: Db, config: Config): PaymentProvider {
  return {
    name: TEST_PROVIDER,
    async createCharge(request: ChargeRequest) {
      const expires = Date.now() + TICKET_TTL_MS;
      const ticket = makeTicket(config, { ...request, expires });
      return { payUrl: `${TEST_CASHIER_PAGE_PATH}?ticket=${ticket}`, expiresAt: new Date(expires) };
    },
    async transfer(request: TransferRequest): Promise<TransferResult> {
      const fails = request.payeeAccount.endsWith(TEST_FAILING_ACCOUNT_SUFFIX);
      const [row] = await db
        .insert(paymentTestTransfer)
        .values({
          outNo: request.outNo,
          providerRef: `TT${randomBytes(12).toString('hex')}`,
          amountCents: request.amountCents,
          payeeName: request.payeeName,
          payeeAccount: request.payeeAccount,
          status: fails ? 'failed' : 'succeeded',
          failReason: fails ? '收款账户状态异常（测试）' : null,
        })
        .onConflictDoUpdate({
          target: paymentTestTransfer.outNo,
          set: { requests: sql`${paymentTestTransfer.requests} + 1` },
        })
        .returning();
      if (row!.amountCents !== request.amountCents || row!.payeeAccount !== request.payeeAccount) {
        throw conflict(paymentMessages.transferConflict);
      }
      return {
        status: row!.status as NoticeStatus,
        providerRef: row!.providerRef,
        failReason: row!.failReason,
      };
    },
  };
}

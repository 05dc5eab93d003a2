import { api, formatApiTime, paymentMessages } from '@hr/contract';
import type { Config } from '../../../platform/config.ts';
import { badRequest } from '../../../platform/errors.ts';
import { handle } from '../../../platform/handler.ts';
import { acceptNotice } from '../../../platform/payment/notices.ts';
import {
  cashierNotice,
  readTestNotice,
  readTicket,
  TEST_PROVIDER,
} from '../../../platform/payment/test-provider.ts';
import { paymentTargets } from '../../payment-targets.ts';

/** The test provider's routes answer only while it is the configured provider. */
function requireTestProvider(config: Config) {
  if (config.payment.provider !== TEST_PROVIDER) throw badRequest(paymentMessages.notConfigured);
}

/** Payment notifications and the test provider's cashier. */
export const paymentHandlers = [
  handle(api.payment.testNotify, async ({ db, config, body }) => {
    requireTestProvider(config);
    const outcome = await acceptNotice(db, readTestNotice(config, body), paymentTargets);
    return { outcome };
  }),
  handle(api.payment.testCashier, async ({ config, query }) => {
    requireTestProvider(config);
    const ticket = readTicket(config, query.ticket);
    return {
      outNo: ticket.outNo,
      subject: ticket.subject,
      amountCents: ticket.amountCents,
      expireTime: formatApiTime(new Date(ticket.expires))!,
    };
  }),
  handle(api.payment.testPay, async ({ db, config, body }) => {
    requireTestProvider(config);
    const ticket = readTicket(config, body.ticket);
    // The provider's notification reaches us as it would over HTTP: signed, then verified.
    const notice = readTestNotice(config, cashierNotice(config, ticket, body.result));
    const outcome = await acceptNotice(db, notice, paymentTargets);
    return { outNo: ticket.outNo, outcome };
  }),
];

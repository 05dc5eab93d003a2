import { paymentMessages } from '@hr/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { badRequest } from '../errors.ts';
import type { PaymentProvider } from './provider.ts';
import { testPaymentProvider } from './test-provider.ts';

export type * from './provider.ts';

/**
 * The configured payment service. Charges and transfers must be asked for outside any transaction: a
 * provider's payment does not roll back with ours (record the out number first, ask, then apply the answer).
 */
export function paymentProvider(deps: { db: Db; config: Config }): PaymentProvider {
  switch (deps.config.payment.provider) {
    case 'test':
      return testPaymentProvider(deps.db, deps.config);
    case 'none':
      throw badRequest(paymentMessages.notConfigured);
  }
}

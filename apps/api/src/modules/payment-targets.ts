import type { PaymentTarget } from '../platform/payment/index.ts';
import { billWithdrawalTarget } from './consume/bill-withdrawal/target.ts';
import { courseOrderTarget } from './train/course-apply/orders.ts';

/**
 * The business records payments settle, each owning the out numbers of its prefix (as allHandlers lists the
 * handlers). A feature that takes or makes payments adds its target here.
 */
export const paymentTargets: PaymentTarget[] = [billWithdrawalTarget, courseOrderTarget];

import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  applyWithdrawal,
  approveWithdrawal,
  billReport,
  countWithdrawals,
  listWithdrawals,
  payToStore,
  remainingTimes,
  withdrawalInfo,
} from './service.ts';

/** Bill withdrawals (账单提现) and paying them to the stores. */
export const billWithdrawalHandlers = [
  handle(api.billWithdrawal.billList, ({ db, query }) => listWithdrawals(db, query)),
  handle(api.billWithdrawal.billCount, ({ db, query }) => countWithdrawals(db, query)),
  handle(api.billWithdrawal.billInfo, ({ db, query }) => withdrawalInfo(db, query.applyCode)),
  handle(api.billWithdrawal.billReport, ({ db, query }) => billReport(db, query)),
  handle(api.billWithdrawal.remainingTimes, ({ db, query }) => remainingTimes(db, query.shopCode)),
  handle(api.billWithdrawal.applyWithdrawal, (ctx) => applyWithdrawal(ctx, ctx.body)),
  handle(api.billWithdrawal.approve, (ctx) => approveWithdrawal(ctx, ctx.body)),
  handle(api.billWithdrawal.toPayStore, (ctx) => payToStore(ctx, ctx.body.applyCode)),
];

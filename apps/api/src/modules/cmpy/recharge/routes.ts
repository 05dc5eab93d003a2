import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  applicationInfo,
  applyRecharge,
  confirmRecharge,
  countApplications,
  listApplications,
  rejectRecharge,
  statusDictionary,
} from './service.ts';

/** Recharge applications (充值申请). */
export const rechargeHandlers = [
  handle(api.recharge.queryRechargeApplyList, ({ db, actor, query }) => listApplications(db, actor, query)),
  handle(api.recharge.queryRechargeApplyStatus, ({ db, actor, query }) =>
    countApplications(db, actor, query),
  ),
  handle(api.recharge.queryRechargeStatus, async () => statusDictionary()),
  handle(api.recharge.queryRechargeApplyInfo, ({ db, actor, query }) =>
    applicationInfo(db, actor, query.applyCode),
  ),
  handle(api.recharge.checkRechargeApplyInfo, (ctx) => applyRecharge(ctx, ctx.body)),
  handle(api.recharge.rechargeApply, (ctx) => confirmRecharge(ctx, ctx.params.id)),
  handle(api.recharge.rejectRecharge, (ctx) => rejectRecharge(ctx, ctx.body)),
];

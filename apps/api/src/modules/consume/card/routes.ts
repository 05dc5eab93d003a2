import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  approveCard,
  cardInfo,
  companyBalance,
  countCards,
  issueCard,
  listCards,
  refundCard,
  spendCard,
} from './service.ts';

/** Electronic cards (电子卡). */
export const cardHandlers = [
  handle(api.card.cardList, ({ db, actor, query }) => listCards(db, actor, query)),
  handle(api.card.cardCount, ({ db, actor, query }) => countCards(db, actor, query)),
  handle(api.card.cardInfo, ({ db, actor, query }) => cardInfo(db, actor, query.cardNo)),
  handle(api.card.cmpyBalance, ({ db, actor, query }) => companyBalance(db, actor, query.cmpyCode)),
  handle(api.card.issueCard, (ctx) => issueCard(ctx, ctx.body)),
  handle(api.card.approveCard, (ctx) => approveCard(ctx, ctx.body)),
  handle(api.card.spendCard, (ctx) => spendCard(ctx, ctx.body)),
  handle(api.card.refundCard, (ctx) => refundCard(ctx, ctx.body)),
];

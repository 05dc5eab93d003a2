import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { listShops, saveShop } from './service.ts';

/** Shops that accept electronic cards (商户). */
export const shopHandlers = [
  handle(api.shop.shopList, ({ db, query }) => listShops(db, query)),
  handle(api.shop.saveShop, (ctx) => saveShop(ctx, ctx.body)),
];

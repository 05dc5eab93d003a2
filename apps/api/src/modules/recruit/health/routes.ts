import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { healthProveList } from './queries.ts';

export const healthHandlers = [
  handle(api.health.queryHealthProveListUser, ({ db, config, actor, query }) =>
    healthProveList(db, config, actor, query.userCode),
  ),
];

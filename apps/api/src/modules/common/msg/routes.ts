import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { queryMsg, queryPageMsg } from './service.ts';

export const msgHandlers = [
  handle(api.msg.queryMsg, ({ db, config, query }) => queryMsg(db, config, query.annoCode)),
  handle(api.msg.queryPageMsg, ({ db, query }) => queryPageMsg(db, query)),
];

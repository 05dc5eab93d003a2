import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { queryHistory } from './service.ts';

export const cmpyHistoryAddressHandlers = [
  handle(api.cmpyHistoryAddress.queryCmpyHistoryAddr, ({ db, actor, query }) =>
    queryHistory(db, actor, query),
  ),
];

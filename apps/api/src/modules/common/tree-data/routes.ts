import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { getTreeListByType, queryTreeByType } from './service.ts';

export const treeDataHandlers = [
  handle(api.treeData.queryTreeByType, ({ db, query }) => queryTreeByType(db, query.type)),
  handle(api.treeData.getTreeListByType, ({ db, query }) => getTreeListByType(db, query.type)),
];

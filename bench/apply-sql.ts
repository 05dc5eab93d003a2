/**
 * The calls of bench/applications.mjs as their handlers run them (`listApplications`, `countByTab`), for the
 * recorder of bench/handler-sql.ts; loaded through tsx with the recorder it re-exports.
 */
import { ApplyCountQuery, ApplyListQuery } from '@hr/contract';
import { countByTab } from '../apps/api/src/modules/recruit/apply/counts.ts';
import { listApplications } from '../apps/api/src/modules/recruit/apply/list.ts';
import type { BenchCall, Handler } from './handler-sql.ts';

export { recordCall, replay, statementOf } from './handler-sql.ts';

/** `list` (queryPageJobApplyInfo) or `counts` (queryStateCount), with its query string. */
export const handlerOf = ({ kind, request }: BenchCall): Handler =>
  kind === 'list'
    ? (db, actor) => listApplications(db, actor, ApplyListQuery.parse(request))
    : (db, actor) => countByTab(db, actor, ApplyCountQuery.parse(request));

/**
 * The calls of bench/jobs.mjs as their handlers run them (`listJobs`, `countJobsByType`), for the recorder of
 * bench/handler-sql.ts; loaded through tsx with the recorder it re-exports.
 */
import { JobListBody, JobTypeQuery } from '@hr/contract';
import { countJobsByType, listJobs } from '../apps/api/src/modules/recruit/job/queries.ts';
import type { BenchCall, Handler } from './handler-sql.ts';

export { recordCall, replay, statementOf } from './handler-sql.ts';

/** `list` (queryJobInfoList, with its JSON body) or `types` (queryJobInfoType, with its query string). */
export const handlerOf = ({ kind, request }: BenchCall): Handler =>
  kind === 'list'
    ? (db, actor) => listJobs(db, actor, JobListBody.parse(request))
    : (db, actor) => countJobsByType(db, actor, JobTypeQuery.parse(request));

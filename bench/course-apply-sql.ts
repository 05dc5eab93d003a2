/**
 * The calls of bench/course-applies.mjs as their handlers run them (`listApplications`, `countApplications` of
 * the course applications), for the recorder of bench/handler-sql.ts; loaded through tsx with the recorder it
 * re-exports.
 */
import { CourseApplyFilters, CourseApplyListQuery } from '@hr/contract';
import { countApplications, listApplications } from '../apps/api/src/modules/train/course-apply/list.ts';
import type { BenchCall, Handler } from './handler-sql.ts';

export { recordCall, replay, statementOf } from './handler-sql.ts';

/** `list` (getApplyBDList / …ByForm) or `counts` (countByApplyState / countApllyBDNumbersByForm). */
export const handlerOf = ({ kind, request }: BenchCall): Handler =>
  kind === 'list'
    ? (db, actor) => listApplications(db, actor, CourseApplyListQuery.parse(request))
    : (db, actor) => countApplications(db, actor, CourseApplyFilters.parse(request));

/**
 * The calls of bench/exams.mjs as their handlers run them (`listTopics`, `listPapers`), for the recorder of
 * bench/handler-sql.ts; loaded through tsx with the recorder it re-exports.
 */
import { api } from '@hr/contract';
import { listPapers } from '../apps/api/src/modules/train/exam/papers.ts';
import { listTopics } from '../apps/api/src/modules/train/exam/topics.ts';
import type { BenchCall, Handler } from './handler-sql.ts';

export { recordCall, replay, statementOf } from './handler-sql.ts';

/** `topics` (queryETopicList) or `papers` (queryEPaperList), with its query string. */
export const handlerOf = ({ kind, request }: BenchCall): Handler =>
  kind === 'topics'
    ? (db, actor) => listTopics(db, actor, api.examTopic.queryETopicList.query!.parse(request))
    : (db, actor) => listPapers(db, actor, api.examPaper.queryEPaperList.query!.parse(request));

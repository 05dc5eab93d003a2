import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { listPapers, paperDetail, paperLabels, savePaper, setPaperStatus } from './papers.ts';
import { attemptDetail, exportAttempts, listAttempts, markAttempt, paperStatis } from './results.ts';
import { paperIntro, startExam, submitExam } from './sitting.ts';
import { listTopics, saveTopic, topicDetail } from './topics.ts';

const t = api.examTopic;
const p = api.examPaper;
const r = api.examResult;
const s = api.examSit;

export const examHandlers = [
  handle(t.queryETopicList, ({ db, actor, query }) => listTopics(db, actor, query)),
  handle(t.queryTopicInfo, ({ db, config, actor, query }) => topicDetail(db, config, actor, query.topicCode)),
  handle(t.saveETopic, ({ db, actor, body, audit, config }) => saveTopic(db, actor, body, audit, config)),
  handle(p.queryEPaperList, ({ db, actor, query }) => listPapers(db, actor, query)),
  handle(p.queryEPaperInfo, ({ db, config, actor, query }) =>
    paperDetail(db, config, actor, query.paperCode),
  ),
  handle(p.queryEPaperLabel, ({ db, actor }) => paperLabels(db, actor)),
  handle(p.saveEPaper, ({ db, actor, body, audit }) => savePaper(db, actor, body, audit)),
  handle(p.updateOpenStatus, ({ db, actor, query, audit }) =>
    setPaperStatus(db, actor, query, 'openStatus', audit),
  ),
  handle(p.updateResitStatus, ({ db, actor, query, audit }) =>
    setPaperStatus(db, actor, query, 'resitStatus', audit),
  ),
  handle(r.queryAttemptList, ({ db, actor, query }) => listAttempts(db, actor, query)),
  handle(r.queryAttemptInfo, ({ db, config, actor, query }) =>
    attemptDetail(db, config, actor, query.attemptCode),
  ),
  handle(r.markAttempt, ({ db, actor, body, audit }) => markAttempt(db, actor, body, audit)),
  handle(r.queryEPaperStatis, ({ db, actor, query }) => paperStatis(db, actor, query.paperCode)),
  handle(r.exportAttempts, ({ db, actor, query, reply }) =>
    exportAttempts(db, actor, query.paperCode, reply),
  ),
  handle(s.paperIntro, ({ db, query }) => paperIntro(db, query.paperCode)),
  handle(s.startExam, ({ db, config, body }) => startExam(db, config, body)),
  handle(s.submitExam, ({ db, body }) => submitExam(db, body)),
];

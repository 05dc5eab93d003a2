import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { editApplication } from './edit.ts';
import { exportApplications } from './export.ts';
import { applicationDetail, countApplications, listApplications } from './list.ts';
import { countOrders, listOrders, orderDetail } from './orders.ts';
import { payAgain, publicCourseInfo, signUp } from './public.ts';

const c = api.courseApply;
const o = api.courseOrder;

/** Course applications (lists, counts, detail, edit, export, the public sign-up page) and their orders. */
export const courseApplyHandlers = [
  handle(c.getApplyBDList, ({ db, actor, query }) => listApplications(db, actor, query)),
  handle(c.getApplyBDListByForm, ({ db, actor, body }) => listApplications(db, actor, body)),
  handle(c.countByApplyState, ({ db, actor, query }) => countApplications(db, actor, query)),
  handle(c.countApllyBDNumbersByForm, ({ db, actor, body }) => countApplications(db, actor, body)),
  handle(c.getApplyInfo, ({ db, actor, query }) => applicationDetail(db, actor, query.applyCode)),
  handle(c.editApplyInfo, ({ db, actor, body, audit }) => editApplication(db, actor, body, audit)),
  handle(c.export, ({ db, config, actor, query, req, reply }) =>
    exportApplications(db, config, actor, query, req, reply),
  ),
  // Public: the services get the database, configuration and storage only (no caller).
  handle(c.publicCourseInfo, ({ db, query }) => publicCourseInfo(db, query.courseCode)),
  handle(c.publicSignUp, ({ db, config, storage, body }) => signUp({ db, config, storage }, body)),
  handle(c.publicPay, ({ db, config, storage, body }) => payAgain({ db, config, storage }, body)),
  handle(o.getBDOrderlist, ({ db, actor, query }) => listOrders(db, actor, query)),
  handle(o.countByPayStatus, ({ db, actor, query }) => countOrders(db, actor, query)),
  handle(o.getOrderInfo, ({ db, actor, query }) => orderDetail(db, actor, query.orderCode)),
];

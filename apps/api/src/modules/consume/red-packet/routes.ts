import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { exportUsers } from './export.ts';
import { exportErrorFile, importJobInfo, startImport } from './import.ts';
import { sendTemplate } from './import-file.ts';
import {
  addBatch,
  addUser,
  checkUsers,
  countByCheckType,
  editUser,
  listBatches,
  listUsers,
  removeUsers,
  selectionMoney,
  statistics,
  submitUsers,
  userInfo,
} from './service.ts';

const r = api.redPkg;

/** Red-packet users (红包用户) and their campaigns, imports and exports. */
export const redPkgHandlers = [
  handle(r.queryRedPkgUserList, ({ db, query }) => listUsers(db, query)),
  handle(r.queryRedPkgUserInfo, ({ db, query }) => userInfo(db, query.userCode)),
  handle(r.queryCheckTypeCount, ({ db, body }) => countByCheckType(db, body)),
  handle(r.queryCheckMoney, ({ db, body }) => selectionMoney(db, 'pass', body)),
  handle(r.querySubCheckMoney, ({ db, body }) => selectionMoney(db, 'submit', body)),
  handle(r.queryRedPkgStatisCount, ({ db, body }) => statistics(db, body)),
  handle(r.addRedPkgUser, (ctx) => addUser(ctx, ctx.body)),
  handle(r.editRedPkgUser, (ctx) => editUser(ctx, ctx.body)),
  handle(r.removeRedPkgUser, (ctx) => removeUsers(ctx, ctx.body)),
  handle(r.subCheRedPkgUsers, (ctx) => submitUsers(ctx, ctx.body)),
  handle(r.checkRedPkgUsers, (ctx) => checkUsers(ctx, ctx.body)),
  handle(r.exportRedPkgUsers, ({ db, query, reply }) => exportUsers(db, query, reply)),
  handle(r.impRedPkgUsers, (ctx) => startImport(ctx, ctx.body.batchCode, ctx.upload)),
  handle(r.queryImportJob, ({ db, query }) => importJobInfo(db, query.jobCode)),
  handle(r.exportRedPkgUserError, ({ db, storage, query, reply }) =>
    exportErrorFile(db, storage, query.jobCode, reply),
  ),
  handle(r.downloadTemplate, ({ reply }) => sendTemplate(reply)),
  handle(r.queryRedPkgBatchList, ({ db }) => listBatches(db)),
  handle(r.addRedPkgBatch, (ctx) => addBatch(ctx, ctx.body)),
];

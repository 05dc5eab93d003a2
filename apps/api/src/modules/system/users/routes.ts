import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { addUser, editUser, listUsers, removeUser, setUserStatus, userInfo } from './service.ts';

export const userHandlers = [
  handle(api.user.list, ({ db, actor, body }) => listUsers(db, actor, body)),
  handle(api.user.info, ({ db, actor, body }) => userInfo(db, actor, body.userCode)),
  handle(api.user.add, ({ db, actor, body, audit }) => addUser(db, actor, body, audit)),
  handle(api.user.edit, async ({ db, actor, body, audit }) => {
    await editUser(db, actor, body, audit);
    return null;
  }),
  handle(api.user.remove, async ({ db, actor, body, audit }) => {
    await removeUser(db, actor, body.userCode, audit);
    return null;
  }),
  handle(api.user.enableUser, async ({ db, actor, body, audit }) => {
    await setUserStatus(db, actor, body.userCode, body.status, audit);
    return null;
  }),
];

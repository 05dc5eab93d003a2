import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { addRole, editRole, listRoles, queryRole, removeRole, saveRoleResources } from './service.ts';

export const roleHandlers = [
  handle(api.role.list, ({ db, body }) => listRoles(db, body)),
  handle(api.role.queryRole, ({ db, body }) => queryRole(db, body.roleCode)),
  handle(api.role.add, ({ db, body, audit }) => addRole(db, body, audit)),
  handle(api.role.edit, async ({ db, actor, body, audit }) => {
    await editRole(db, actor, body, audit);
    return null;
  }),
  handle(api.role.remove, async ({ db, actor, body, audit }) => {
    await removeRole(db, actor, body.roleCode, audit);
    return null;
  }),
  handle(api.role.saveRoleResources, async ({ db, actor, body, audit }) => {
    await saveRoleResources(db, actor, body, audit);
    return null;
  }),
];

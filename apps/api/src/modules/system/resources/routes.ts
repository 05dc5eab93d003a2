import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import {
  addResource,
  editResource,
  listResourcePage,
  listResources,
  queryResource,
  removeResource,
} from './service.ts';

export const resourceHandlers = [
  handle(api.resource.list, ({ db, body }) => listResources(db, body.name)),
  handle(api.resource.listPage, ({ db, body }) => listResourcePage(db, body)),
  handle(api.resource.queryResourcesByCode, ({ db, body }) => queryResource(db, body.resourceCode)),
  handle(api.resource.add, ({ db, actor, body, audit }) => addResource(db, actor, body, audit)),
  handle(api.resource.edit, async ({ db, actor, body, audit }) => {
    await editResource(db, actor, body, audit);
    return null;
  }),
  handle(api.resource.remove, async ({ db, body, audit }) => {
    await removeResource(db, body.resourceCode, audit);
    return null;
  }),
];

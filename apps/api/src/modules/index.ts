import type { BoundRoute } from '../platform/handler.ts';
import { attachmentHandlers } from './common/attachment/routes.ts';
import { msgHandlers } from './common/msg/routes.ts';
import { platformInfoHandlers } from './common/platform-info.routes.ts';
import { authHandlers } from './system/auth/routes.ts';
import { resourceHandlers } from './system/resources/routes.ts';
import { roleHandlers } from './system/roles/routes.ts';
import { userHandlers } from './system/users/routes.ts';

/** Every handler of the API; a test checks it matches the contract's route table one to one. */
export const allHandlers: BoundRoute[] = [
  ...authHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...resourceHandlers,
  ...msgHandlers,
  ...platformInfoHandlers,
  ...attachmentHandlers,
];

import { attachmentRoutes } from './common/attachment.routes.ts';
import { msgRoutes } from './common/msg.routes.ts';
import { platformRoutes } from './common/platform.routes.ts';
import type { RouteDef } from './platform/route.ts';
import { authRoutes } from './system/auth.routes.ts';
import { resourceRoutes } from './system/resource.routes.ts';
import { roleRoutes } from './system/role.routes.ts';
import { userRoutes } from './system/user.routes.ts';

/** The route table: every call of the API, grouped by area and feature. */
export const api = {
  auth: authRoutes,
  user: userRoutes,
  role: roleRoutes,
  resource: resourceRoutes,
  msg: msgRoutes,
  platform: platformRoutes,
  attachment: attachmentRoutes,
} as const;

/** All routes as a flat list, for registration, OpenAPI and the authorization test. */
export const allRoutes: RouteDef[] = Object.values(api).flatMap(
  (group) => Object.values(group) as RouteDef[],
);

import type { RouteDef } from './platform/route.ts';
import * as api from './route-table.ts';

/** The route table: every call of the API, grouped by area and feature (the groups: route-table.ts). */
export { api };

/** All routes as a flat list, for registration, OpenAPI and the authorization test. */
export const allRoutes: RouteDef[] = Object.values(api).flatMap(
  (group) => Object.values(group) as RouteDef[],
);

import { api } from '@hr/contract';
import { handle } from '../../platform/handler.ts';

export const platformInfoHandlers = [
  handle(api.platform.info, async ({ config }) => ({
    ...config.platform,
    map: config.map,
  })),
];

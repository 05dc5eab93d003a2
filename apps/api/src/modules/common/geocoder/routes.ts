import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { boundary, reverseGeocode } from './service.ts';

export const geocoderHandlers = [
  handle(api.geocoder.location, ({ db, query }) => reverseGeocode(db, query)),
  handle(api.geocoder.boundary, async ({ query, reply }) => {
    // Outlines change only with a new version of the data package.
    reply.header('cache-control', 'private, max-age=86400');
    return boundary(query.code);
  }),
];

import { COMMUNITY_EXPORT_COLUMNS, rentalMessages as M, RESIDENT_EXPORT_COLUMNS } from '@hr/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { streamSheet } from '../../platform/file-download.ts';
import type { Actor } from '../../platform/permissions.ts';
import { regionNameOf } from './common.ts';
import { type CommunityFilters, communityRows, communityWhere, withCounts } from './communities.ts';
import { type ResidentFilters, residentsOf, residentWhere } from './residents.ts';

export function exportCommunities(db: Db, filters: CommunityFilters, reply: FastifyReply) {
  const where = communityWhere(filters);
  return streamSheet(
    reply,
    M.exportCommunities,
    '小区',
    COMMUNITY_EXPORT_COLUMNS,
    async (limit, offset) => withCounts(db, await communityRows(db, where, limit, offset)),
    (c) => ({ ...c, regionName: regionNameOf(c) }),
  );
}

export function exportResidents(db: Db, actor: Actor, filters: ResidentFilters, reply: FastifyReply) {
  const where = residentWhere(actor, filters);
  return streamSheet(
    reply,
    M.exportResidents,
    '入住人员',
    RESIDENT_EXPORT_COLUMNS,
    (limit, offset) => residentsOf(db, where, limit, offset, false),
    (r) => r,
  );
}

import { HOT_EVENT_REF_TYPE, type HotEventExportQuery, type HotEventValuesBody } from '@hr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { listAnswers } from '../../train/form/answers.ts';
import { exportAnswers, exportFileName } from '../../train/form/export.ts';
import { findHotEvent } from './service.ts';

/**
 * A hot event's answers are its form's answers given for it (refType hotEvent, refCode the event): the
 * forms module lists, filters (queryMap on the form's filter fields) and exports them.
 */
const answersOf = async (db: Db, eventCode: string) => {
  const event = await findHotEvent(db, eventCode);
  return { event, ref: { bizCode: event.formCode, refType: HOT_EVENT_REF_TYPE, refCode: event.eventCode } };
};

export async function pageHotEventValues(
  db: Db,
  config: Config,
  actor: Actor,
  q: z.output<typeof HotEventValuesBody>,
) {
  const { ref } = await answersOf(db, q.eventCode);
  const { eventCode: _, ...filters } = q;
  return listAnswers(db, config, actor, { ...filters, ...ref });
}

export async function exportHotEventValues(
  db: Db,
  config: Config,
  actor: Actor,
  q: z.output<typeof HotEventExportQuery>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<null> {
  const { event, ref } = await answersOf(db, q.eventCode);
  const { eventCode: _, ...filters } = q;
  return exportAnswers(
    db,
    config,
    actor,
    { ...filters, ...ref },
    req,
    reply,
    exportFileName('热点事件数据', event.title),
  );
}

import type { RouteDef, RouteOutput, RouteParsed } from '@hr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuditEntry, writeAudit } from './audit.ts';
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';
import { unauthorized } from './errors.ts';
import type { UploadedFile } from './multipart.ts';
import type { Actor } from './permissions.ts';
import type { ObjectStorage } from './storage/index.ts';

/** What a handler receives: parsed inputs, the caller, the database and the raw request. */
export type HandlerContext<D extends RouteDef> = RouteParsed<D> & {
  /** The signed-in caller; throws 401 when there is none (only public routes can get there). */
  readonly actor: Actor;
  readonly maybeActor: Actor | null;
  readonly db: Db;
  readonly config: Config;
  readonly storage: ObjectStorage;
  /** The file of an upload route (spooled to disk, removed after the handler); null elsewhere. */
  readonly upload: UploadedFile | null;
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  readonly requestId: string;
  /** Records the change in the audit log, in the transaction of the change (`tx`). */
  audit(entry: AuditEntry, tx: Tx): Promise<void>;
};

export interface BoundRoute {
  def: RouteDef;
  run(ctx: HandlerContext<RouteDef>): Promise<unknown>;
}

/** Binds a handler to its route table entry; the types of inputs and answer come from the contract. */
export function handle<D extends RouteDef>(
  def: D,
  run: (ctx: HandlerContext<D>) => Promise<RouteOutput<D>>,
): BoundRoute {
  return { def, run: run as unknown as BoundRoute['run'] };
}

export function makeContext(
  parsed: { params: unknown; query: unknown; body: unknown },
  actor: Actor | null,
  deps: {
    db: Db;
    config: Config;
    storage: ObjectStorage;
    upload: UploadedFile | null;
    req: FastifyRequest;
    reply: FastifyReply;
  },
): HandlerContext<RouteDef> {
  const requestId = String(deps.req.id);
  return {
    ...(parsed as RouteParsed<RouteDef>),
    get actor() {
      if (!actor) throw unauthorized();
      return actor;
    },
    maybeActor: actor,
    ...deps,
    requestId,
    audit: (entry, tx) => writeAudit(tx, actor?.userId ?? null, requestId, entry),
  };
}

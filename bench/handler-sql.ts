/**
 * "The SQL alone" of a bench call, taken from the handler itself rather than written out again. A bench loads
 * its call mapping (bench/apply-sql.ts, bench/job-sql.ts: a call to its handler) through tsx's tsImport; with
 * the server stopped, `recordCall` runs the handler once on the bench's own connection to the same database,
 * with drizzle-orm set up as the server sets it up, and records every statement the handler sent (the
 * driver's own arguments) and which ones it sent side by side (a page and its `count(*)`). Replaying the
 * recording is "the SQL alone": no HTTP, no session, no validation, no row mapping, the very statements in
 * the same order.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from '../apps/api/src/platform/db.ts';
import type { Actor } from '../apps/api/src/platform/permissions.ts';
import * as schema from '../apps/api/src/platform/schema.ts';

/** A bench's call: which of its handlers, and the request as the API receives it (JSON body or query string). */
export interface BenchCall {
  kind: string;
  request: Record<string, unknown>;
}

/** A handler run for one call, its input already parsed as its route parses it. */
export type Handler<Answer = unknown> = (db: Db, actor: Actor) => Promise<Answer>;

/** A database client whose `query` drizzle calls: a PGlite instance or a node-postgres pool. */
export interface QueryClient {
  query: (...args: never[]) => Promise<unknown>;
}

/** The statements of one call: groups run one after the other, the statements of a group side by side. */
export type Recording = unknown[][][];

/** An operator (every company, every permission), as the bench's admin is. */
const OPERATOR: Actor = {
  userId: 1,
  userCode: 'bench',
  username: 'admin',
  realName: 'bench',
  cmpyCode: null,
  sessionId: 0,
  permissions: new Set(['*:*:*']),
};

/** Runs `handler` once on `client`, recording what it sends; answers its answer and the recording. */
export async function recordCall<Answer>(
  client: QueryClient,
  driver: 'pglite' | 'postgres',
  handler: Handler<Answer>,
): Promise<{ answer: Answer; recording: Recording }> {
  const recording: Recording = [];
  let inFlight = 0;
  const original = client.query;
  const target = client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  target.query = (...args: unknown[]) => {
    if (inFlight === 0) recording.push([]);
    recording[recording.length - 1]!.push(args);
    inFlight++;
    return (original as (...a: unknown[]) => Promise<unknown>).apply(client, args).finally(() => {
      inFlight--;
    });
  };
  try {
    const db = (driver === 'pglite'
      ? drizzlePglite({ client: client as never, schema })
      : drizzleNodePg({ client: client as never, schema })) as unknown as Db;
    return { answer: await handler(db, OPERATOR), recording };
  } finally {
    target.query = original as never;
  }
}

/** Sends a recording again, exactly: the groups in order, each group's statements side by side. */
export async function replay(client: QueryClient, recording: Recording): Promise<void> {
  const query = client.query as unknown as (...args: unknown[]) => Promise<unknown>;
  for (const group of recording) await Promise.all(group.map((args) => query.apply(client, args)));
}

/** The SQL text and parameters of a recorded statement (PGlite: text, params; node-postgres: config, params). */
export function statementOf(args: unknown[]): { text: string; values: unknown[] } {
  const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (typeof first === 'string') return { text: first, values: params ?? [] };
  return { text: first.text, values: params ?? first.values ?? [] };
}

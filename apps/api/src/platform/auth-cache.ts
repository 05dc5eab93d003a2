import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './db.ts';
import type { Actor } from './permissions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's session cache (tests look into it). */
    authCache: AuthCache;
  }
}

/**
 * The session cache across nodes (docs/decisions.md "Session cache across nodes"). The channel is the one the
 * triggers of migration 0038_h20auth notify on (`auth_change_notify`); the test of a direct SQL write checks they agree.
 */
export const AUTH_CHANNEL = 'hr_auth';
/** A node serves from its cache only while it has heard its own heartbeat sent less than this long ago. */
export const LEASE_MS = 2000;
export const HEARTBEAT_MS = 300;
/** The listener's `application_name` on PostgreSQL (pg_stat_activity). */
export const LISTENER_NAME = 'hr-auth-listener';
const RECONNECT_MS = 1000;
const MAX_ENTRIES = 10_000;
/** Change records and silent nodes are forgotten after this long. */
const FORGET_MS = 10 * LEASE_MS;

/** The messages on the channel: `c:<change>` (a trigger), `h:<node>:<sent at>`, `a:<node>:<change>`. */
type Message =
  | { kind: 'change'; change: string }
  | { kind: 'heartbeat'; node: string; sentAt: number }
  | { kind: 'ack'; node: string; change: string };

function parseMessage(payload: string): Message | null {
  if (payload.startsWith('c:')) return { kind: 'change', change: payload.slice(2) };
  const [kind, node, rest] = [payload.slice(0, 1), ...payload.slice(2).split(/:(.*)/s)];
  if (!node || rest === undefined) return null;
  if (kind === 'h') return { kind: 'heartbeat', node, sentAt: Number(rest) };
  if (kind === 'a') return { kind: 'ack', node, change: rest };
  return null;
}

/** A connection that hears the channel and can send on it. */
export interface ChannelConnection {
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}
export interface ChannelHandlers {
  message(payload: string): void;
  /** The connection is lost; messages may have been missed. */
  lost(error: unknown): void;
}
export type OpenChannel = (handlers: ChannelHandlers) => Promise<ChannelConnection>;

/**
 * The channel over the database behind `db`: on PostgreSQL one dedicated connection (not from the pool, whose
 * connections come and go) that LISTENs and sends; on PGlite the embedded database's own listen, which hears
 * a NOTIFY at its transaction's commit exactly as PostgreSQL does.
 */
export function channelOf(db: Db): OpenChannel {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return async (handlers) => {
      const unlisten = await client.listen(AUTH_CHANNEL, handlers.message);
      return {
        send: async (payload) => {
          await client.query('select pg_notify($1, $2)', [AUTH_CHANNEL, payload]);
        },
        close: () => unlisten(),
      };
    };
  }
  const pool = client as pg.Pool;
  return async (handlers) => {
    const connection = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    let closed = false;
    const lost = (error: unknown) => {
      if (closed) return;
      closed = true;
      handlers.lost(error);
      connection.end().catch(() => {});
    };
    connection.on('error', lost);
    connection.on('end', () => lost(new Error('listener connection ended')));
    connection.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL && n.payload !== undefined) handlers.message(n.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (error) {
      closed = true;
      await connection.end().catch(() => {});
      throw error;
    }
    return {
      send: async (payload) => {
        await connection.query('select pg_notify($1, $2)', [AUTH_CHANNEL, payload]);
      },
      close: async () => {
        closed = true;
        await connection.end();
      },
    };
  };
}

interface Entry {
  actor: Actor;
  expiresAt: number;
}
interface ChangeRecord {
  createdAt: number;
  /** Who this node had heard from, and when, as it heard the change itself (null until then). */
  liveAtChange: Map<string, number> | null;
  acks: Set<string>;
  waiters: Set<() => void>;
}

/**
 * tokenHash → actor on one node, kept valid by the change messages of the database's triggers:
 * - any change clears the whole cache (changes are rare) and bumps a generation, so a database read begun
 *   before the change is not stored after it; then the node acknowledges the change on the channel;
 * - the lease: entries are used and stored only while the listener is connected and the node has heard its
 *   own heartbeat sent less than LEASE_MS ago. Messages arrive in commit order, so that heartbeat proves every
 *   change committed before it was sent has been heard and applied;
 * - `settle`: the request that made a change waits until every node heard from lately has acknowledged it, or
 *   LEASE_MS has passed (after which a node that did not hear it has no lease), before its answer goes out.
 */
export class AuthCache {
  readonly node = randomUUID().slice(0, 8);
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private connection: ChannelConnection | null = null;
  private ownHeartbeatSentAt = Number.NEGATIVE_INFINITY;
  private readonly lastHeard = new Map<string, number>();
  private readonly changes = new Map<string, ChangeRecord>();
  private readonly syncs = new Set<() => void>();
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly open: OpenChannel,
    private readonly log: (msg: string, error?: unknown) => void = () => {},
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Opens the listener and starts the heartbeat; a failure leaves the node reading the database and retrying. */
  async start(): Promise<void> {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnect);
    const connection = this.connection;
    this.connection = null;
    this.invalidate();
    for (const record of this.changes.values()) for (const wake of [...record.waiters]) wake();
    this.changes.clear();
    for (const wake of [...this.syncs]) wake();
    if (connection) await connection.close().catch(() => {});
  }

  /** Whether the cache may be used now. */
  leased(): boolean {
    return this.connection !== null && this.now() - this.ownHeartbeatSentAt < LEASE_MS;
  }

  get(tokenHash: string): Actor | null {
    if (!this.leased()) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    this.entries.delete(tokenHash);
    if (entry.expiresAt <= Date.now()) return null;
    this.entries.set(tokenHash, entry); // most recently used last
    return entry.actor;
  }

  /** The generation a database read begins in; pass it to `store` with what the read found. */
  begin(): number {
    return this.generation;
  }

  store(tokenHash: string, actor: Actor, expiresAt: Date, generation: number): void {
    if (generation !== this.generation || !this.leased()) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { actor, expiresAt: expiresAt.getTime() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Resolves once every node heard from within LEASE_MS before `since` (the change's start on this node) has
   * acknowledged `change`, or LEASE_MS after the call (the caller has committed by then): either way no node
   * serves what the change ended from its cache afterwards. A change that was never committed resolves after
   * one heartbeat's round trip.
   */
  async settle(change: string, since: number): Promise<void> {
    if (this.closed) return;
    const record = this.record(change);
    // The request's transaction has ended. If this node has not heard the change once its own heartbeat sent
    // now has come back (messages arrive in commit order), the transaction rolled back: no trigger announced
    // it and no node has anything to drop, so there is nothing to wait for (not the whole lease).
    if (!record.liveAtChange && this.connection) {
      const from = this.now();
      await this.sync();
      if (!record.liveAtChange && this.connection && this.ownHeartbeatSentAt >= from) return;
    }
    return new Promise<void>((resolve) => {
      const settled = () => {
        if (this.closed) return true;
        if (!record.liveAtChange) return false;
        for (const [node, heard] of record.liveAtChange)
          if (heard >= since - LEASE_MS && !record.acks.has(node)) return false;
        return true;
      };
      const done = () => {
        clearTimeout(timer);
        record.waiters.delete(check);
        resolve();
      };
      const check = () => {
        if (settled()) done();
      };
      const timer = setTimeout(done, LEASE_MS);
      record.waiters.add(check);
      check();
    });
  }

  /**
   * Resolves once this node has heard everything committed before the call (its own heartbeat sent now has
   * come back), or at once when it has no listener (then it serves nothing from memory); at most LEASE_MS.
   * For a write the request path did not mark, such as a test's direct SQL, before the next request.
   */
  sync(): Promise<void> {
    if (!this.connection || this.closed) return Promise.resolve();
    const from = this.now();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.syncs.delete(check);
        resolve();
      };
      const check = () => {
        if (this.closed || !this.connection || this.ownHeartbeatSentAt >= from) done();
      };
      const timer = setTimeout(done, LEASE_MS);
      this.syncs.add(check);
      this.beat();
    });
  }

  private record(change: string): ChangeRecord {
    let record = this.changes.get(change);
    if (!record) {
      record = { createdAt: this.now(), liveAtChange: null, acks: new Set(), waiters: new Set() };
      this.changes.set(change, record);
    }
    return record;
  }

  private invalidate() {
    this.generation++;
    this.entries.clear();
  }

  private async connect() {
    if (this.closed) return;
    try {
      const connection = await this.open({
        message: (payload) => this.receive(payload),
        lost: (error) => this.lose(error),
      });
      if (this.closed) {
        await connection.close();
        return;
      }
      // Anything may have changed while no listener heard it.
      this.invalidate();
      this.connection = connection;
      this.beat();
    } catch (error) {
      this.lose(error);
    }
  }

  private lose(error: unknown) {
    this.connection = null;
    this.invalidate();
    for (const wake of [...this.syncs]) wake();
    if (this.closed) return;
    this.log('session cache listener lost; reading sessions from the database until it is back', error);
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.reconnect.unref();
  }

  private beat() {
    this.send(`h:${this.node}:${this.now()}`);
  }

  private send(payload: string) {
    this.connection?.send(payload).catch(() => {
      // A lost connection reports itself through `lost`; a failed heartbeat just lets the lease run out.
    });
  }

  /** Forgets changes and nodes not heard of for FORGET_MS (a few per change; changes are rare). */
  private forget(now: number) {
    for (const [change, record] of this.changes) {
      if (record.waiters.size || record.createdAt > now - FORGET_MS) continue;
      this.changes.delete(change);
    }
    for (const [node, heard] of this.lastHeard) if (heard < now - FORGET_MS) this.lastHeard.delete(node);
  }

  private receive(payload: string) {
    const message = parseMessage(payload);
    if (!message || this.closed) return;
    const now = this.now();
    if (message.kind === 'change') {
      this.invalidate();
      const record = this.record(message.change);
      record.liveAtChange = new Map(this.lastHeard);
      record.acks.add(this.node);
      this.send(`a:${this.node}:${message.change}`);
      this.forget(now);
      for (const wake of [...record.waiters]) wake();
      return;
    }
    this.lastHeard.set(message.node, now);
    if (message.kind === 'heartbeat') {
      if (message.node === this.node) {
        this.ownHeartbeatSentAt = message.sentAt;
        for (const wake of [...this.syncs]) wake();
      }
      return;
    }
    // An ack is sent after its node heard the change, so it arrives after the change: the record exists.
    const record = this.changes.get(message.change);
    if (record) {
      record.acks.add(message.node);
      for (const wake of [...record.waiters]) wake();
    }
  }
}

/** The changes the current request made (platform/register-routes.ts waits for them before answering). */
const requestChanges = new AsyncLocalStorage<{ changes: string[]; since: number }>();

export function withChangeScope<T>(run: () => T): { result: T; scope: { changes: string[]; since: number } } {
  const scope = { changes: [] as string[], since: 0 };
  return { result: requestChanges.run(scope, run), scope };
}

/**
 * Every write to the tables the session look-up reads (sys_session, sys_user, sys_user_role, sys_role,
 * sys_role_resource, sys_resource) calls this first, inside the write's transaction: it names the change the
 * triggers will announce at commit, and records it on the current request, which then answers only once every
 * node has dropped what the change ends.
 */
export async function markAuthChange(tx: Tx): Promise<void> {
  const fresh = randomUUID();
  // One id per transaction: a second call keeps the first (an id no trigger announced would be waited for).
  const { rows } = (await tx.execute(
    sql`select coalesce(nullif(current_setting('app.auth_change', true), ''),
      set_config('app.auth_change', ${fresh}, true)) as change`,
  )) as unknown as { rows: { change: string }[] };
  const scope = requestChanges.getStore();
  if (scope && rows[0]?.change === fresh) {
    const change = fresh;
    if (!scope.changes.length) scope.since = performance.now();
    scope.changes.push(change);
  }
}

import fastifyRateLimit from '@fastify/rate-limit';
import { type RateLimitBucket, ResultCode } from '@hr/contract';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db.ts';
import { ApiError } from './errors.ts';
import { sysRateLimit } from './rate-limit.tables.ts';

/**
 * Requests one client address may make per minute, per bucket (the contract marks which routes fall in
 * which). High enough for a service hall or a job fair sharing one public address, low enough that a script
 * guessing passwords or flooding the public forms is slowed to a crawl; the login lockout per account is the
 * real guard against guessing.
 */
export const RATE_LIMITS: Record<RateLimitBucket, { max: number; windowMs: number }> = {
  login: { max: 20, windowMs: 60_000 },
  captcha: { max: 40, windowMs: 60_000 },
  publicSubmit: { max: 30, windowMs: 60_000 },
  publicUpload: { max: 60, windowMs: 60_000 },
  // The exam page: a classroom sits behind one address, and its candidates start (page + start) within the
  // first minute and submit together when the server's clock runs out. 50 candidates make about 100 calls in
  // that minute; 300 leaves room for a hall of 100 and retries, and still caps a script at 5 calls a second.
  examSit: { max: 300, windowMs: 60_000 },
};

export const rateLimitMessage = (seconds: number) => `操作过于频繁，请${seconds}秒后再试`;

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer: Answer) => void;

/**
 * A store for @fastify/rate-limit in the database: one upsert per limited request counts it in a fixed
 * window that starts with the client's first request. Rows whose window ended are swept at most once a minute.
 */
function databaseStore(db: Db) {
  let lastSweep = 0;
  const count = async (key: string, windowMs: number): Promise<Answer> => {
    const t = sysRateLimit;
    const over = sql`${t.resetAt} <= now()`;
    const resetAt = sql`now() + make_interval(secs => ${windowMs / 1000})`;
    const [row] = await db
      .insert(t)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${over} then 1 else ${t.count} + 1 end`,
          resetAt: sql`case when ${over} then ${resetAt} else ${t.resetAt} end`,
        },
      })
      .returning({
        current: t.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.resetAt} - now()) * 1000))::int`,
      });
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await db.delete(t).where(lt(t.resetAt, sql`now()`));
    }
    return row!;
  };
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      count(key, timeWindow).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }
    child() {
      return new DatabaseStore();
    }
  };
}

/** Registers the limits (before the routes, whose `config.rateLimit` the plugin reads as they are added). */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_req, context) =>
      new ApiError(ResultCode.tooManyRequests, rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
}

/** The route option that puts a route in its bucket (the key is the client address plus the bucket). */
export const rateLimitOption = (bucket: RateLimitBucket) => ({
  max: RATE_LIMITS[bucket].max,
  timeWindow: RATE_LIMITS[bucket].windowMs,
  groupId: bucket,
});

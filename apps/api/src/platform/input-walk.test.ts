import { allRoutes, type RouteDef } from '@hr/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sysUser } from '../modules/system/users/tables.ts';
import { multipartBody, pngBytes } from '../test/files.ts';
import {
  changedSince,
  countWrites,
  type DatabaseMark,
  markDatabase,
  writeCount,
} from '../test/fingerprint.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { arbitraryOf, type Mode } from '../test/zod-arbitrary.ts';
import { createSession, resolveActor } from './session.ts';

/**
 * The input walk of every route: each route of the contract's table is called with inputs generated from
 * its own zod schemas (test/zod-arbitrary.ts) — CASES valid-shaped and CASES hostile ones — by each kind of
 * caller (anonymous, platform operator, company staff). No call may end in a server error, and a refused call
 * (4xx) must change nothing (test/fingerprint.ts). Deterministic: the inputs come from a fixed seed per route.
 *
 * Proving "nothing changed" after each of thousands of calls with an md5 of every table would take minutes,
 * so the walk first asks whether any statement wrote to a table since the last look (a counter every table's
 * statement trigger bumps, `countWrites`); only then does it look for row versions made since, and row counts
 * that moved (test/fingerprint.ts, `changedSince`).
 */
const SEED = 20261126;
const CASES = 5;
const CALLERS = ['anonymous', 'admin', 'hengda01'] as const;
type Caller = (typeof CALLERS)[number];

let t: TestApp;
const userIds = new Map<Caller, number>();
const tokens = new Map<Caller, string>();
let mark: DatabaseMark;
let writes: bigint;

/** What a refusal stores by design: a wrong password counts toward the lockout; a wrong slide spends its challenge. */
const RECORDED_ON_REFUSAL: Record<string, string[]> = {
  // The session the login request carried ends first, whatever the outcome (the spec's old cookie).
  '/pclogin/userauth/login': ['sys_login_attempt', 'sys_login_challenge', 'sys_session'],
  '/pclogin/userauth/captcha/verify': ['sys_login_challenge'],
};

beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    const [row] = await t.database.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, caller));
    userIds.set(caller, row!.id);
  }
  await countWrites(t.database.db);
}, 120_000);
afterAll(() => t?.close());

/** A valid session for the caller: a new one when the walk ended the last (logout, a password change). */
async function tokenFor(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  const current = tokens.get(caller);
  if (current && (await resolveActor(t.database.db, current))) return current;
  const token = await createSession(t.database.db, userIds.get(caller)!, '127.0.0.1', 'input-walk');
  tokens.set(caller, token);
  return token;
}

/** A string for the URL or a form field. */
const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Percent-encodes any text, lone surrogates too (as the three bytes a careless client would send). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

function pathOf(def: RouteDef, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return def.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(asText(values[name])) || 'X');
}

function querystring(value: unknown): string {
  const entries =
    value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['q', value]];
  const pairs = entries.flatMap(([key, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => `${encode(String(key))}=${encode(asText(item))}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

interface Case {
  mode: Mode;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  fileName: string;
}

/** The route's cases: the same for every caller, from a seed of its own (adding a route moves no other). */
function casesOf(def: RouteDef): Case[] {
  let seed = SEED;
  for (const char of `${def.method} ${def.path}`) seed = (seed * 31 + char.charCodeAt(0)) | 0;
  const part = (schema: z.ZodType | undefined, mode: Mode) =>
    schema ? arbitraryOf(schema, mode) : fc.constant(undefined);
  const fileName = (mode: Mode) =>
    mode === 'valid'
      ? fc.constantFrom('照片.png', 'licence.png', 'a.png')
      : mode === 'nul'
        ? fc.constant('照片\u0000.png')
        : mode === 'surrogate'
          ? fc.constant('照片\ud800.png')
          : fc.constantFrom(
              '\u0000.png',
              '\ud800.png',
              '../../x.png',
              '\u202Egnp.exe',
              `${'长'.repeat(300)}.png`,
              '',
            );
  const sample = (mode: Mode, numRuns: number, offset: number) =>
    fc.sample(
      fc.record({
        mode: fc.constant(mode),
        params: part(def.params, mode),
        query: part(def.query, mode),
        body: part(def.body, mode),
        fileName: fileName(mode),
      }),
      { seed: seed + offset, numRuns },
    );
  // CASES valid-shaped; CASES hostile: one with a NUL in every string, one with a lone surrogate, the rest mixed.
  return [
    ...sample('valid', CASES, 0),
    ...sample('nul', 1, 1),
    ...sample('surrogate', 1, 2),
    ...sample('hostile', CASES - 2, 3),
  ];
}

async function send(def: RouteDef, input: Case, token: string | null) {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = `/api${pathOf(def, input.params)}${def.query ? querystring(input.query) : ''}`;
  if (def.upload) {
    const fields = Object.fromEntries(
      Object.entries((input.body && typeof input.body === 'object' ? input.body : {}) as object).map(
        ([k, v]) => [k, asText(v)],
      ),
    );
    const form = await multipartBody(fields, {
      field: def.upload.field,
      name: input.fileName,
      bytes: pngBytes(),
    });
    return t.app.inject({
      method: def.method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  const hasBody = def.method !== 'GET' && input.body !== undefined;
  return t.app.inject({
    method: def.method,
    url,
    headers,
    ...(hasBody
      ? { payload: JSON.stringify(input.body), headers: { ...headers, 'content-type': 'application/json' } }
      : {}),
  });
}

const timings = new Map<string, number>();
const tally = {
  cases: 0,
  refused: 0,
  accepted: 0,
  checks: 0,
  serverErrors: [] as string[],
  changedOnRefusal: [] as string[],
};

describe('the input walk of every route', () => {
  it.each(CALLERS)(
    'as %s: no server error, and a refused call changes nothing',
    async (caller) => {
      const db = t.database.db;
      const remark = async () => {
        writes = await writeCount(db);
        mark = await markDatabase(db);
      };
      await remark();
      for (const def of allRoutes) {
        const token = await tokenFor(caller);
        if ((await writeCount(db)) !== writes) await remark(); // a new session
        const started = performance.now();
        for (const input of casesOf(def)) {
          const res = await send(def, input, token);
          tally.cases++;
          const name = `${caller} ${def.method} ${def.path} [${input.mode}]`;
          const detail = `${res.statusCode} ${res.body.slice(0, 200)} input=${JSON.stringify(input).slice(0, 300)}`;
          if (res.statusCode >= 500) tally.serverErrors.push(`${name} ${detail}`);
          const refused = res.statusCode >= 400 && res.statusCode < 500;
          if (refused) tally.refused++;
          else if (res.statusCode < 400) tally.accepted++;
          if ((await writeCount(db)) === writes) continue;
          // Something took a transaction id: prove a refusal stored nothing, then move the mark on.
          if (refused) {
            tally.checks++;
            const changed = await changedSince(db, mark, RECORDED_ON_REFUSAL[def.path]);
            if (changed.length) tally.changedOnRefusal.push(`${name} changed ${changed.join(',')} ${detail}`);
          }
          await remark();
        }
        const key = `${def.method} ${def.path}`;
        timings.set(key, (timings.get(key) ?? 0) + performance.now() - started);
      }
    },
    600_000,
  );

  it('reports its count of cases', () => {
    const summary = {
      routes: allRoutes.length,
      callers: CALLERS.length,
      casesPerRouteAndCaller: CASES * 2,
      ...tally,
      serverErrors: tally.serverErrors.length,
      changedOnRefusal: tally.changedOnRefusal.length,
    };
    console.info(`input walk: ${JSON.stringify(summary)}`);
    for (const line of [...tally.serverErrors, ...tally.changedOnRefusal]) console.info(line);
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.info(`slowest routes (ms): ${slowest.map(([k, ms]) => `${k} ${Math.round(ms)}`).join('; ')}`);
    expect(tally.cases).toBe(allRoutes.length * CALLERS.length * CASES * 2);
    expect(tally.serverErrors, tally.serverErrors.join('\n')).toEqual([]);
    expect(tally.changedOnRefusal, tally.changedOnRefusal.join('\n')).toEqual([]);
  });
});

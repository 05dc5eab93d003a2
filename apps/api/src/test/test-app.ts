import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db.ts';
import { openStorage } from '../platform/storage/index.ts';
import { writeDemoAttachments } from '../seed/demo-attachments.ts';
import { migrationsFolder, openTestDatabase, TEST_PASSWORD } from './db-template.ts';

export { TEST_PASSWORD };

/** One API node: an app instance with its own connection pool. */
export interface TestNode {
  app: FastifyInstance;
  database: Database;
  /** Logs in (captcha off) and returns the session token. */
  login(username: string, password?: string): Promise<string>;
  /** Calls the API as a token holder, returning the parsed envelope and HTTP status. */
  call(
    method: string,
    url: string,
    options?: { token?: string | null; body?: unknown; query?: Record<string, string> },
  ): Promise<{ status: number; body: { code: number; msg: string; data: any; success: boolean } }>;
}

export interface TestApp extends TestNode {
  /** The app's configuration (its DATA_DIR is a fresh temporary folder). */
  config: Config;
  /**
   * Another API node on the same database and DATA_DIR (scale-out tests): on PostgreSQL its own pool, so
   * the two nodes share nothing but the database; on PGlite (one process owns the data) the same client.
   * `ownDataDir` gives it a DATA_DIR of its own (with the same FILE_URL_SECRET, as a deployment's nodes
   * have), so it shares only the database and the storage (S3, `storage` of the options). Closed with the
   * test app.
   */
  secondNode(options?: { ownDataDir?: boolean }): Promise<TestNode>;
  close(): Promise<void>;
}

async function startNode(database: Database, config: Config): Promise<TestNode> {
  const app = await buildApp({ db: database.db, config, logger: false });
  const call: TestNode['call'] = async (method, url, { token, body, query } = {}) => {
    const response = await app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      query,
      headers: token ? { authorization: token } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    app,
    database,
    call,
    async login(username, password = TEST_PASSWORD) {
      const { body } = await call('POST', '/pclogin/userauth/login', { body: { username, password } });
      if (body.code !== 200) throw new Error(`login ${username} failed: ${body.msg}`);
      return body.data as string;
    },
  };
}

/**
 * A fresh server on a fresh database for one test file: in-memory PGlite by default; with DATABASE_URL
 * set, a new database created on that PostgreSQL server and dropped afterwards. Either starts as a copy of
 * the run's migrated and seeded template (test/db-template.ts).
 */
export interface TestAppOptions {
  captcha?: boolean;
  /** Per-client request limits (off by default: a test file logs in and applies faster than any person). */
  rateLimit?: boolean;
  trustProxy?: Config['trustProxy'];
  /** Where files live (default: local disk in the test's DATA_DIR). */
  storage?: Config['storage'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop: dropDatabase, url } = await openTestDatabase(inject('dbTemplate'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-api-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    loginCaptcha: options.captcha ?? false,
    rateLimit: options.rateLimit ?? false,
    // A fill started in the background would change the database under the tests that prove a call changed
    // nothing (input walk, cross-site); the statistics tests run the job themselves.
    reportJob: false,
    trustProxy: options.trustProxy ?? false,
    storage: options.storage ?? { kind: 'local' },
    fileUrlSecret: 'test-file-url-secret',
  };
  await writeDemoAttachments(openStorage(config));
  const node = await startNode(database, config);
  const others: TestNode[] = [];
  const dataDirs = [dataDir];

  return {
    ...node,
    config,
    async secondNode({ ownDataDir = false } = {}) {
      const own = url ? await openDatabase({ databaseUrl: url, migrationsFolder }) : database;
      const otherDir = ownDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'hr-api-test-')) : dataDir;
      if (ownDataDir) dataDirs.push(otherDir);
      const other = await startNode(own, { ...config, dataDir: otherDir });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        if (other.database !== database) await other.database.close();
      }
      await node.app.close();
      await database.close();
      await dropDatabase();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh test app for the whole test file (created before its tests, closed after), signed in as each of
 * `loginAs`. The returned handle forwards to that app; `token(name)` gives a signed-in user's token.
 */
export function useTestApp(options: TestAppOptions & { loginAs?: string[] } = {}) {
  let current: TestApp | null = null;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    current = await createTestApp(options);
    for (const username of options.loginAs ?? []) tokens.set(username, await current.login(username));
  });
  afterAll(() => current?.close());
  const app = () => {
    if (!current) throw new Error('useTestApp: the app is created in beforeAll');
    return current;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    call: ((...args) => app().call(...args)) as TestApp['call'],
    login: ((...args) => app().login(...args)) as TestApp['login'],
    secondNode: (options?: { ownDataDir?: boolean }) => app().secondNode(options),
    token(username: string): string {
      const token = tokens.get(username);
      if (!token) throw new Error(`useTestApp: ${username} is not in loginAs`);
      return token;
    },
  };
}

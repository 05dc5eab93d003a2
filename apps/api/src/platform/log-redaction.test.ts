import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, TEST_PASSWORD } from '../test/db-template.ts';
import { loadConfig } from './config.ts';
import { redactText, serializeError } from './log-redaction.ts';

/** Failed queries leave no personal data in the server's log. */
const PHONE = '13912345678';
const ID_NUMBER = '11010519491231002X';

describe('redactText and serializeError', () => {
  it('cut the parameters of a failed query and mask phone and ID numbers', () => {
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint "u_phone"`), {
      code: '23505',
      constraint: 'u_phone',
      detail: `Key (phone)=(${PHONE}) already exists.`,
      where: `SQL statement: insert … '${ID_NUMBER}'`,
    });
    const error = new DrizzleQueryError(
      'insert into "sys_user" ("phone", "address", "id_number") values ($1, $2, $3)',
      [PHONE, '北京市朝阳区建国路88号', ID_NUMBER],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    for (const secret of [PHONE, ID_NUMBER, '建国路88号']) expect(logged).not.toContain(secret);
    expect(logged).toContain('insert into \\"sys_user\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('u_phone');
    expect(redactText(`用户 ${PHONE} 身份证 ${ID_NUMBER}`)).toBe(
      '用户 139****5678 身份证 1101**************',
    );
    expect(redactText(`Key (phone)=(${PHONE}) already exists.`)).toBe(
      'Key (phone)=([已隐去]) already exists.',
    );
  });
});

describe('the server log of a request whose query fails', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase(inject('dbTemplate'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-log-test-'));
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = { ...loadConfig({}), dataDir, loginCaptcha: false, rateLimit: false, logLevel: 'info' };
    app = await buildApp({ db: database.db, config, logStream: stream });
    // The user table refuses every new row, quoting the phone number in its message and detail.
    await database.db.execute(sql`
      create or replace function test_refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'refused user with phone %', new.phone using detail = 'phone ' || new.phone; end $$`);
    await database.db.execute(sql`
      create trigger test_refuse_user before insert on sys_user for each row execute function test_refuse_user()`);
    close = async () => {
      await app.close();
      await database.close();
      await drop();
    };
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the error but carries no phone, name, password or address', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/pclogin/userauth/login',
      payload: { username: 'admin', password: TEST_PASSWORD },
    });
    const token = login.json().data as string;
    const res = await app.inject({
      method: 'POST',
      url: `/api/pclogin/user/add?phone=${PHONE}`,
      headers: { authorization: token },
      payload: {
        username: 'loggeduser',
        realName: '日志张三',
        phone: PHONE,
        password: 'Secret-Pass-987',
        roleCodes: ['R_operator'],
      },
    });
    expect(res.statusCode).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('refused user with phone 139****5678');
    for (const secret of [PHONE, '日志张三', 'Secret-Pass-987', 'loggeduser', TEST_PASSWORD, '$argon2']) {
      expect(log).not.toContain(secret);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JobState, uploadRules } from '@hr/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../../../platform/storage/index.ts';
import { pngBytes, testOperator } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobInfo as job_ } from '../../recruit/job/tables.ts';
import { parseRange } from './send-object.ts';
import { checkFile, signStoredText, storeFile, textForStorage } from './service.ts';
import { signedFileUrl, verifyFileSignature } from './signed-url.ts';

const t = useTestApp();

function spool(name: string, bytes: Buffer | string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-spool-')), 'upload');
  fs.writeFileSync(file, bytes);
  return { path: file, fileName: name, size: fs.statSync(file).size, md5: 'x' };
}

const deps = () => ({ db: t.database.db, config: t.config, storage: openStorage(t.config) });

describe('range header', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ])('%s on 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('file checks', () => {
  it('accepts a real PNG and refuses a text file renamed .png, a wrong extension and an empty file', async () => {
    await expect(checkFile(spool('a.png', pngBytes()), uploadRules.image)).resolves.toBe('png');
    await expect(checkFile(spool('a.png', 'hello, not an image'), uploadRules.image)).rejects.toThrow(
      '文件内容与格式不符，请上传真实的文件',
    );
    await expect(checkFile(spool('a.gif', pngBytes()), uploadRules.image)).rejects.toThrow(
      '文件格式不正确,请上传png/jpg/jpeg格式文件',
    );
    await expect(checkFile(spool('a.png', ''), uploadRules.image)).rejects.toThrow('请选择要上传的文件');
  });

  it('checks text documents as UTF-8 text', async () => {
    await expect(
      checkFile(spool('名单.csv', '姓名,电话\n张三,13800000000\n'), uploadRules.document),
    ).resolves.toBe('csv');
    await expect(checkFile(spool('名单.csv', pngBytes()), uploadRules.document)).rejects.toThrow(
      '文件内容与格式不符',
    );
  });
});

describe('signed file URLs', () => {
  it('serves a stored file only through a valid, unexpired signature, with ranges', async () => {
    const bytes = pngBytes(32, 32);
    const stored = await storeFile(deps(), testOperator(), spool('照片.png', bytes), {
      rule: uploadRules.image,
      purpose: 'file',
    });
    expect(stored.objectKey).toMatch(/^file\/\d{6}\/[0-9a-f-]{36}\.png$/);

    const whole = await t.app.inject({ method: 'GET', url: stored.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=8-15' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(8, 16))).toBe(true);

    const outside = await t.app.inject({
      method: 'GET',
      url: stored.url,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(outside.statusCode).toBe(416);

    const tampered = stored.url.replace(/sign=([0-9a-f])/, (_, c: string) => `sign=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).json()).toMatchObject({
      code: 403,
      msg: '链接无效',
    });

    const otherKey = stored.url.replace(/\.png/, '.jpg');
    expect((await t.app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);

    const old = signedFileUrl(t.config, stored.objectKey, Date.now() - 13 * 3600 * 1000);
    expect((await t.app.inject({ method: 'GET', url: old })).json()).toMatchObject({
      code: 403,
      msg: '链接已过期，请刷新页面',
    });
  });

  it('refuses malformed keys before touching storage', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/backend-common/fileManage/object?objectKey=${encodeURIComponent('../../etc/passwd')}&expires=9999999999&sign=${'0'.repeat(64)}`,
    });
    expect(response.json()).toMatchObject({ code: 400, msg: '文件标识不合法' });
  });

  it('verifies signatures in constant form', () => {
    const url = new URL(
      signedFileUrl(t.config, 'file/202611/00000000-0000-0000-0000-000000000000.png'),
      'http://x',
    );
    const input = {
      objectKey: url.searchParams.get('objectKey') ?? '',
      expires: Number(url.searchParams.get('expires')),
      sign: url.searchParams.get('sign') ?? '',
    };
    expect(verifyFileSignature(t.config, input)).toBe('valid');
    expect(verifyFileSignature(t.config, { ...input, sign: 'ab' })).toBe('invalid');
  });
});

describe('file links inside stored text', () => {
  const amp = (url: string) => url.replaceAll('&', '&amp;');
  const plain = (key: string) => `/api/backend-common/fileManage/object?objectKey=${encodeURIComponent(key)}`;
  const srcOf = (html: string) =>
    new URL((/src="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'), 'http://x');
  const verdictOf = (html: string) => {
    const url = srcOf(html);
    return verifyFileSignature(t.config, {
      objectKey: url.searchParams.get('objectKey') ?? '',
      expires: Number(url.searchParams.get('expires')),
      sign: url.searchParams.get('sign') ?? '',
    });
  };
  const companyFile = async (cmpyCode: string, name: string) =>
    (
      await storeFile(deps(), null, spool(name, pngBytes()), {
        rule: uploadRules.image,
        purpose: 'editor',
        cmpyCode,
        pending: false,
      })
    ).objectKey;

  it('stores links this server signed, to files the owner may read, without their signature, and signs them on read', async () => {
    const own = await companyFile('C_HENGDA', 'own.png');
    const expired = signedFileUrl(t.config, own, Date.now() - 24 * 3600 * 1000);
    const stored = await textForStorage(deps(), `<p><img src="${amp(expired)}"></p>`, 'C_HENGDA');
    expect(stored).toBe(`<p><img src="${plain(own)}"></p>`);
    const read = await signStoredText(deps(), stored, 'C_HENGDA');
    expect(srcOf(read).searchParams.get('objectKey')).toBe(own);
    expect(verdictOf(read)).toBe('valid');
  });

  it('never signs again a link that arrives signed: expired, forged or of another company', async () => {
    const foreign = await companyFile('C_YUNFAN', 'foreign.png');
    const expired = amp(signedFileUrl(t.config, foreign, Date.now() - 24 * 3600 * 1000));
    const forged = `/api/backend-common/fileManage/object?objectKey=${foreign}&amp;expires=9999999999&amp;sign=${'ab'.repeat(32)}`;
    for (const link of [expired, forged]) {
      const html = `<p><img src="${link}"></p>`;
      // Kept as it is when saved by another company's text, and never re-signed when read.
      expect(await textForStorage(deps(), html, 'C_HENGDA')).toBe(html);
      expect(await signStoredText(deps(), html, 'C_HENGDA')).toBe(html);
      expect(await signStoredText(deps(), html, null)).toBe(html);
      expect(verdictOf(html)).not.toBe('valid');
    }
  });

  it('signs an unsigned link only for a file the text’s owner may read', async () => {
    const foreign = await companyFile('C_YUNFAN', 'theirs.png');
    const html = `<p><img src="${plain(foreign)}"><img src="https://example.com/a.png?x=1&amp;y=2"></p>`;
    expect(await signStoredText(deps(), html, 'C_HENGDA')).toBe(html);
    const owned = await signStoredText(deps(), html, 'C_YUNFAN');
    expect(verdictOf(owned)).toBe('valid');
    expect(owned).toContain('https://example.com/a.png?x=1&amp;y=2');
  });

  it('a job description passed through a recruit notice does not become a fresh link to another company’s file', async () => {
    const foreign = await companyFile('C_YUNFAN', 'licence-of-another.png');
    const stale = signedFileUrl(t.config, foreign, Date.now() - 24 * 3600 * 1000);
    const [job] = await t.database.db
      .select({ jobCode: job_.jobCode })
      .from(job_)
      .where(and(eq(job_.cmpyCode, 'C_HENGDA'), eq(job_.approveType, JobState.online)))
      .limit(1);
    await t.database.db
      .update(job_)
      .set({ jobIntroduction: `详见 ${stale} 以及 ${plain(foreign)}` })
      .where(eq(job_.jobCode, job!.jobCode));
    const admin = await t.login('admin');
    const sent = await t.call('POST', '/recruit/job-info/toSendRecruitNotice', {
      token: admin,
      body: { jobCode: job!.jobCode },
    });
    expect(sent.body.code).toBe(200);
    const notice = await t.call('GET', '/backend-common/msg/queryMsg', {
      token: admin,
      query: { annoCode: sent.body.data.annoCode },
    });
    const content: string = notice.body.data.annoContent;
    expect(content).toContain(amp(stale));
    for (const match of content.matchAll(/sign=([0-9a-f]{64})/g))
      expect(match[1]).toBe(new URL(stale, 'http://x').searchParams.get('sign'));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { LICENCE_MAX_PIXELS } from '@hr/contract';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/password.ts';
import { createUser } from '../../../seed/users.ts';
import { hugePng, jpegHeader } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sysRole } from '../../system/roles/tables.ts';
import { filesUnder, LICENCE_PNG, multipartBody } from '../file-manage/test-upload.ts';
import { storedFile } from '../files/tables.ts';
import {
  OCR_LIMITS,
  ocrAssets,
  RecognitionBusyError,
  RecognitionTimeoutError,
  recogniseText,
  recognitionBusy,
  stopTextRecognition,
} from './ocr.ts';

const t = useTestApp({ loginAs: ['hengda01', 'yunfan01'] });
afterAll(() => stopTextRecognition());

async function uploadLicence(
  user: string | { token: string },
  file: { name: string; bytes: Uint8Array | string; field?: string },
) {
  const { payload, contentType } = await multipartBody(
    {},
    { field: file.field ?? 'licenceFile', name: file.name, bytes: file.bytes },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backend-common/license/disBusiLicense',
    headers: {
      authorization: typeof user === 'string' ? t.token(user) : user.token,
      'content-type': contentType,
    },
    payload,
  });
  return res.json();
}

/** A white PNG without any text. */
function blankPng(): Buffer {
  const png = new PNG({ width: 200, height: 120 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

describe('text recognition assets', () => {
  it('reads the model, worker and core from node_modules, never from the internet', () => {
    const { langPath, workerPath, corePath } = ocrAssets();
    for (const file of [langPath, workerPath, corePath])
      expect(file).toContain(`${path.sep}node_modules${path.sep}`);
    expect(langPath).toMatch(/@tesseract\.js-data[/\\]chi_sim[/\\]4\.0\.0_best_int$/);
    expect(fs.existsSync(path.join(langPath, 'chi_sim.traineddata.gz'))).toBe(true);
    expect(fs.existsSync(workerPath)).toBe(true);
  });

  it('runs queued jobs one after another on one worker', async () => {
    const cache = path.join(t.config.dataDir, 'tmp', 'ocr');
    const [first, second] = await Promise.all([
      recogniseText(writeTemp('a.png', LICENCE_PNG), cache),
      recogniseText(writeTemp('b.png', blankPng()), cache),
    ]);
    expect(first.replace(/\s+/g, '')).toContain('91410184MA46R8KQ32');
    expect(second.trim()).toBe('');
  });
});

function writeTemp(name: string, bytes: Buffer): string {
  const file = path.join(t.config.dataDir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('license/disBusiLicense', () => {
  it('stores the licence image and reads the company name and credit code from it', async () => {
    const res = await uploadLicence('hengda01', { name: '营业执照.png', bytes: LICENCE_PNG });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      cmpyName: '新郑市恒达机械制造有限公司',
      creditCode: '91410184MA46R8KQ32',
      legalPerson: '王建国',
      address: '河南省郑州市新郑市新区中华北路88号',
      objectKey: expect.stringMatching(/^licence\/\d{6}\/[0-9a-f-]{36}\.png$/),
    });
    expect(res.data.text).toContain('营业执照');
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.rawPayload.equals(LICENCE_PNG)).toBe(true);
    // The licence is the company's file: another company cannot look it up.
    const other = await t.call('GET', '/backend-common/fileManage/batchQueryUrl', {
      token: t.token('yunfan01'),
      query: { objectKeyList: res.data.objectKey },
    });
    expect(other.body.data).toEqual([]);
  });

  it('answers null fields for an image without a licence on it', async () => {
    const res = await uploadLicence('hengda01', { name: 'blank.png', bytes: blankPng() });
    expect(res.data).toMatchObject({
      cmpyName: null,
      creditCode: null,
      legalPerson: null,
      address: null,
      text: '',
    });
  });

  it('still stores an image the recogniser cannot read, with every field null', async () => {
    const truncated = LICENCE_PNG.subarray(0, 2000);
    const res = await uploadLicence('hengda01', { name: 'broken.png', bytes: truncated });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      cmpyName: null,
      creditCode: null,
      objectKey: expect.stringMatching(/^licence\//),
    });
  });

  it('refuses other file types, fake images and the wrong field, storing nothing', async () => {
    const objects = path.join(t.config.dataDir, 'files', 'objects');
    const before = filesUnder(objects).length;
    expect(await uploadLicence('hengda01', { name: 'licence.pdf', bytes: '%PDF-1.4' })).toMatchObject({
      code: 400,
      msg: '文件格式不正确,请上传png/jpg/jpeg格式文件',
    });
    expect(
      await uploadLicence('hengda01', { name: 'licence.png', bytes: 'plain text, not an image' }),
    ).toMatchObject({
      code: 400,
      msg: '文件内容与格式不符，请上传真实的文件',
    });
    expect(
      await uploadLicence('hengda01', { name: 'big.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) }),
    ).toMatchObject({ code: 400, msg: '只能上传10M以内的文件，请重新上传' });
    expect(
      await uploadLicence('hengda01', { name: 'licence.png', bytes: LICENCE_PNG, field: 'multipartFile' }),
    ).toMatchObject({ code: 400, msg: '文件字段应为 licenceFile' });
    expect(filesUnder(objects)).toHaveLength(before);
  });
});

describe('resource limits of licence recognition', () => {
  const storedCount = async () => (await t.database.db.select().from(storedFile)).length;

  it('refuses an image whose header declares more pixels than the limit, before decoding or storing it', async () => {
    const before = await storedCount();
    const rss = process.memoryUsage().rss;
    // 439 KB-class bomb: 20000×20000 declared, a few KB on the wire.
    const res = await uploadLicence('hengda01', { name: '营业执照.png', bytes: hugePng(20000, 20000) });
    expect(res).toMatchObject({ code: 400, msg: expect.stringContaining('20000×20000') });
    expect(res.msg).toContain('2500万像素');
    const tall = await uploadLicence('hengda01', { name: '营业执照.jpg', bytes: jpegHeader(12000, 1000) });
    expect(tall).toMatchObject({ code: 400, msg: expect.stringContaining('12000×1000') });
    expect(await storedCount()).toBe(before);
    // Nothing was decoded: the process did not grow by the 1.6 GB a decode takes.
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  });

  it('accepts an image at the limit', async () => {
    const side = Math.floor(Math.sqrt(LICENCE_MAX_PIXELS));
    const res = await uploadLicence('hengda01', { name: 'limit.png', bytes: hugePng(side, side) });
    expect(res.code).toBe(200);
    expect(res.data.objectKey).toMatch(/^licence\//);
  });

  it('lets only callers who may add or edit a company have a licence recognised', async () => {
    const db = t.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ roleCode: 'R_no_cmpy', roleKey: 'no_cmpy', roleName: '无企业权限' })
      .returning({ id: sysRole.id });
    await createUser(
      db,
      { username: 'nocmpy', realName: '无企业权限', passwordHash: await hashPassword('Nocmpy123') },
      [role!.id],
    );
    const before = await storedCount();
    const res = await uploadLicence(
      { token: await t.login('nocmpy', 'Nocmpy123') },
      { name: '营业执照.png', bytes: LICENCE_PNG },
    );
    expect(res).toMatchObject({ code: 403, msg: '没有新增或修改企业的权限，不能识别营业执照' });
    expect(await storedCount()).toBe(before);
  });

  it('bounds the queue: a job beyond it is refused, and the call answers 429 storing nothing', async () => {
    const cache = path.join(t.config.dataDir, 'tmp', 'ocr');
    const blank = writeTemp('queue.png', blankPng());
    const queued = Array.from({ length: OCR_LIMITS.maxWaiting + 1 }, () => recogniseText(blank, cache));
    expect(recognitionBusy()).toBe(true);
    await expect(recogniseText(blank, cache)).rejects.toBeInstanceOf(RecognitionBusyError);
    const before = await storedCount();
    expect(await uploadLicence('hengda01', { name: '营业执照.png', bytes: LICENCE_PNG })).toMatchObject({
      code: 429,
      msg: '营业执照识别繁忙，请稍后再试',
    });
    expect(await storedCount()).toBe(before);
    await Promise.all(queued);
    expect(recognitionBusy()).toBe(false);
  });

  it('ends a job that overruns its time, and the next job gets a fresh worker', async () => {
    const cache = path.join(t.config.dataDir, 'tmp', 'ocr');
    const licence = writeTemp('slow.png', LICENCE_PNG);
    await expect(recogniseText(licence, cache, { timeoutMs: 1 })).rejects.toBeInstanceOf(
      RecognitionTimeoutError,
    );
    expect((await recogniseText(licence, cache)).replace(/\s+/g, '')).toContain('91410184MA46R8KQ32');
  });
});

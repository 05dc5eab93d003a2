import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { filesUnder, LICENCE_PNG, multipartBody } from '../file-manage/test-upload.ts';
import { ocrAssets, recogniseText, stopTextRecognition } from './ocr.ts';

const t = useTestApp({ loginAs: ['hengda01', 'yunfan01'] });
afterAll(() => stopTextRecognition());

async function uploadLicence(
  user: string,
  file: { name: string; bytes: Uint8Array | string; field?: string },
) {
  const { payload, contentType } = await multipartBody(
    {},
    { field: file.field ?? 'licenceFile', name: file.name, bytes: file.bytes },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backend-common/license/disBusiLicense',
    headers: { authorization: t.token(user), 'content-type': contentType },
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

import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { storedFile } from '../files/tables.ts';
import { filesUnder, LICENCE_PNG, multipartBody } from './test-upload.ts';

const t = useTestApp({ loginAs: ['admin', 'hengda01', 'hengda02', 'yunfan01'] });

const KEY = (purpose: string, extension: string) =>
  new RegExp(`^${purpose}/\\d{6}/[0-9a-f-]{36}\\.${extension}$`);
/** Smallest bytes file-type takes for an mp4: an ftyp box. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(64),
]);

async function upload(
  url: string,
  user: string,
  file?: { name: string; bytes: Uint8Array | string; field?: string },
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = await multipartBody(
    fields,
    file && { field: file.field ?? 'multipartFile', name: file.name, bytes: file.bytes },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backend-common${url}`,
    headers: { authorization: t.token(user), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const lookup = (route: string, user: string, keys: string[]) =>
  t.call('GET', `/backend-common/${route}`, {
    token: t.token(user),
    query: { objectKeyList: keys.join(',') },
  });

const objectsDir = () => path.join(t.config.dataDir, 'files', 'objects');
const storedCount = async () => (await t.database.db.select().from(storedFile)).length;

/** Runs a request that must be refused with `msg`, and checks nothing was stored. */
async function expectRefused(
  request: () => Promise<{ body: { code: number; msg: string } }>,
  code: number,
  msg: string,
) {
  const [rows, files] = [await storedCount(), filesUnder(objectsDir()).length];
  const res = await request();
  expect(res.body).toMatchObject({ code, msg });
  expect(await storedCount()).toBe(rows);
  expect(filesUnder(objectsDir())).toHaveLength(files);
}

describe('fileManage/uploadFile', () => {
  it('stores an image or a document and answers name, signed url and objectKey', async () => {
    const png = await upload('/fileManage/uploadFile', 'hengda01', {
      name: '营业执照.png',
      bytes: LICENCE_PNG,
    });
    expect(png.body.code).toBe(200);
    expect(png.body.data).toMatchObject({
      name: '营业执照.png',
      objectKey: expect.stringMatching(KEY('file', 'png')),
    });
    const served = await t.app.inject({ method: 'GET', url: png.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(LICENCE_PNG)).toBe(true);

    const csv = await upload('/fileManage/uploadFile', 'admin', {
      name: '名单.csv',
      bytes: '姓名,电话\n张三,13800000000\n',
    });
    expect(csv.body.data.objectKey).toMatch(KEY('file', 'csv'));
  });

  it('keeps only the base name of a file name with folders in it', async () => {
    const res = await upload('/fileManage/uploadFile', 'admin', {
      name: '../../etc/passwd.png',
      bytes: LICENCE_PNG,
    });
    expect(res.body.data.name).toBe('passwd.png');
    expect(res.body.data.objectKey).toMatch(KEY('file', 'png'));
    expect(filesUnder(objectsDir()).every((file) => file.startsWith(objectsDir()))).toBe(true);
  });

  it('refuses a wrong type, a text file renamed .png, an oversized file and a missing file, storing nothing', async () => {
    await expectRefused(
      () => upload('/fileManage/uploadFile', 'admin', { name: 'tool.exe', bytes: 'MZ' }),
      400,
      '文件格式不正确,请上传png/jpg/jpeg/pdf/docx/xlsx/txt/csv格式文件',
    );
    await expectRefused(
      () => upload('/fileManage/uploadFile', 'admin', { name: 'fake.png', bytes: 'just some text' }),
      400,
      '文件内容与格式不符，请上传真实的文件',
    );
    await expectRefused(
      () =>
        upload('/fileManage/uploadFile', 'admin', {
          name: 'big.pdf',
          bytes: Buffer.alloc(10 * 1024 * 1024 + 1),
        }),
      400,
      '只能上传10M以内的文件，请重新上传',
    );
    await expectRefused(() => upload('/fileManage/uploadFile', 'admin'), 400, '请选择要上传的文件');
    await expectRefused(
      () => upload('/fileManage/uploadFile', 'admin', { name: 'a.png', bytes: LICENCE_PNG, field: 'file' }),
      400,
      '文件字段应为 multipartFile',
    );
  });
});

describe('avatar and editor images', () => {
  it('stores an avatar and answers its url and objectKey', async () => {
    const res = await upload('/fileManage/uploadAvatar', 'hengda01', {
      name: '头像.png',
      bytes: LICENCE_PNG,
    });
    expect(res.body.data).toEqual({
      url: expect.any(String),
      objectKey: expect.stringMatching(KEY('avatar', 'png')),
    });
    expect((await t.app.inject({ method: 'GET', url: res.body.data.url })).statusCode).toBe(200);
  });

  it('stores an editor image and answers data.url and data.objectKey', async () => {
    const res = await upload('/fileManage/uploadEditorImage', 'admin', { name: 'x.png', bytes: LICENCE_PNG });
    expect(res.body.data).toEqual({
      url: expect.any(String),
      objectKey: expect.stringMatching(KEY('editor', 'png')),
    });
  });

  it('refuses documents and fake images', async () => {
    await expectRefused(
      () => upload('/fileManage/uploadAvatar', 'admin', { name: 'a.pdf', bytes: '%PDF-1.4' }),
      400,
      '文件格式不正确,请上传png/jpg/jpeg格式文件',
    );
    await expectRefused(
      () => upload('/fileManage/uploadEditorImage', 'admin', { name: 'a.jpg', bytes: 'not a jpeg' }),
      400,
      '文件内容与格式不符，请上传真实的文件',
    );
    await expectRefused(
      () =>
        upload('/fileManage/uploadAvatar', 'admin', {
          name: 'big.png',
          bytes: Buffer.alloc(10 * 1024 * 1024 + 1),
        }),
      400,
      '只能上传10M以内的文件，请重新上传',
    );
  });
});

describe('third/uploadFile', () => {
  it('stores an image for the caller’s own company, named by materialName', async () => {
    const res = await upload(
      '/third/uploadFile',
      'hengda01',
      { name: 'IMG_001.png', bytes: LICENCE_PNG },
      {
        cmpyCode: 'C_HENGDA',
        materialType: '1',
        materialName: '厂区照片',
        returnUrl: '1',
      },
    );
    expect(res.body.data).toEqual({
      name: '厂区照片.png',
      url: expect.stringContaining('/api/backend-common/fileManage/object?'),
      objectKey: expect.stringMatching(KEY('third', 'png')),
    });
    const [row] = await t.database.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.objectKey, res.body.data.objectKey));
    expect(row).toMatchObject({ cmpyCode: 'C_HENGDA', fileName: '厂区照片.png', purpose: 'third' });
  });

  it('answers without a url when returnUrl is 0, and takes videos of the shared rule', async () => {
    const res = await upload(
      '/third/uploadFile',
      'hengda01',
      { name: 'clip.mp4', bytes: MP4 },
      {
        materialType: '2',
        returnUrl: '0',
      },
    );
    expect(res.body.data).toEqual({
      name: 'clip.mp4',
      url: null,
      objectKey: expect.stringMatching(KEY('third', 'mp4')),
    });
  });

  it('refuses another company, the wrong type for materialType and oversized images, storing nothing', async () => {
    await expectRefused(
      () =>
        upload(
          '/third/uploadFile',
          'hengda01',
          { name: 'a.png', bytes: LICENCE_PNG },
          { cmpyCode: 'C_YUNFAN', materialType: '1' },
        ),
      403,
      '只能操作本企业的素材',
    );
    await expectRefused(
      () =>
        upload('/third/uploadFile', 'hengda01', { name: 'a.png', bytes: LICENCE_PNG }, { materialType: '2' }),
      400,
      '文件格式不正确,请上传mkv/flv/3gp/mp4/mov/f4v/rmvb/avi/ts/wmv格式文件',
    );
    await expectRefused(
      () => upload('/third/uploadFile', 'hengda01', { name: 'a.mp4', bytes: MP4 }, { materialType: '1' }),
      400,
      '文件格式不正确,请上传png/jpg/jpeg格式文件',
    );
    await expectRefused(
      () =>
        upload(
          '/third/uploadFile',
          'hengda01',
          { name: 'big.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) },
          {
            materialType: '1',
          },
        ),
      400,
      '只能上传10M以内的文件，请重新上传',
    );
    await expectRefused(
      () =>
        upload('/third/uploadFile', 'hengda01', { name: 'a.png', bytes: LICENCE_PNG }, { materialType: '9' }),
      400,
      '素材类型只能是1（图片）或2（视频）',
    );
    await expectRefused(
      () =>
        upload(
          '/third/uploadFile',
          'admin',
          { name: 'a.png', bytes: LICENCE_PNG },
          { cmpyCode: 'C_NONE', materialType: '1' },
        ),
      400,
      '企业不存在',
    );
  });

  it('files an operator’s upload for the company named, visible to its staff only', async () => {
    const res = await upload(
      '/third/uploadFile',
      'admin',
      { name: 'a.png', bytes: LICENCE_PNG },
      {
        cmpyCode: 'C_HENGDA',
        materialType: '1',
      },
    );
    const key = res.body.data.objectKey;
    expect((await lookup('third/batchQueryUrl', 'hengda02', [key])).body.data).toHaveLength(1);
    expect((await lookup('third/batchQueryUrl', 'yunfan01', [key])).body.data).toEqual([]);
  });
});

describe('batchQueryUrl', () => {
  it('gives fresh urls for visible files, once each, in the order asked', async () => {
    const a = (await upload('/fileManage/uploadFile', 'hengda01', { name: 'a.png', bytes: LICENCE_PNG })).body
      .data;
    const b = (await upload('/fileManage/uploadFile', 'hengda02', { name: 'b.png', bytes: LICENCE_PNG })).body
      .data;
    for (const route of ['fileManage/batchQueryUrl', 'third/batchQueryUrl']) {
      const res = await lookup(route, 'hengda01', [b.objectKey, a.objectKey, b.objectKey]);
      expect(res.body.data.map((f: { objectKey: string }) => f.objectKey)).toEqual([
        b.objectKey,
        a.objectKey,
      ]);
      expect(res.body.data[1]).toMatchObject({ name: 'a.png', url: expect.stringContaining('sign=') });
      const served = await t.app.inject({ method: 'GET', url: res.body.data[0].url });
      expect(served.statusCode).toBe(200);
    }
  });

  it('gives another company’s staff nothing, and operators everything', async () => {
    const a = (await upload('/fileManage/uploadFile', 'hengda01', { name: 'a.png', bytes: LICENCE_PNG })).body
      .data;
    expect((await lookup('fileManage/batchQueryUrl', 'yunfan01', [a.objectKey])).body.data).toEqual([]);
    expect((await lookup('third/batchQueryUrl', 'yunfan01', [a.objectKey])).body.data).toEqual([]);
    expect((await lookup('fileManage/batchQueryUrl', 'admin', [a.objectKey])).body.data).toHaveLength(1);
  });

  it('setOrder answers one entry per key asked, with null where the file is not visible', async () => {
    const a = (await upload('/fileManage/uploadFile', 'hengda01', { name: 'a.png', bytes: LICENCE_PNG })).body
      .data;
    const b = (await upload('/fileManage/uploadFile', 'yunfan01', { name: 'b.png', bytes: LICENCE_PNG })).body
      .data;
    const unknown = 'file/202601/00000000-0000-0000-0000-000000000000.png';
    const res = await lookup('third/setOrder/batchQueryUrl', 'hengda01', [
      a.objectKey,
      b.objectKey,
      unknown,
      a.objectKey,
    ]);
    expect(res.body.data).toEqual([
      { objectKey: a.objectKey, name: 'a.png', url: expect.stringContaining('sign=') },
      { objectKey: b.objectKey, name: null, url: null },
      { objectKey: unknown, name: null, url: null },
      { objectKey: a.objectKey, name: 'a.png', url: expect.stringContaining('sign=') },
    ]);
  });

  it('refuses path traversal and malformed keys', async () => {
    for (const route of ['fileManage/batchQueryUrl', 'third/batchQueryUrl', 'third/setOrder/batchQueryUrl']) {
      for (const key of ['../../etc/passwd', 'material/202611/../x.png', '']) {
        const res = await lookup(route, 'admin', [key]);
        expect(res.body.code, `${route} ${key}`).toBe(400);
        expect(res.body.msg).toMatch(/文件标识/);
      }
    }
  });
});

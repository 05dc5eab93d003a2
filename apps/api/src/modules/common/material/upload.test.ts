import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/password.ts';
import { createUser } from '../../../seed/users.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sysRole } from '../../system/roles/tables.ts';
import { pngBytes, uploadMaterial, uploadPng, uploadTraces } from './material-test-kit.ts';
import { material } from './tables.ts';

const t = useTestApp({ loginAs: ['hengda01', 'yunying01', 'yunfan01'] });
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('uploadMaterial: images', () => {
  it('stores a PNG of a company user under review and serves it at its signed url', async () => {
    const bytes = pngBytes(10);
    const res = await uploadMaterial(
      t,
      t.token('hengda01'),
      {
        cmpyCode: 'C_HENGDA',
        materialType: '1',
        materialName: '厂区大门',
        fileName: '大门.png',
        fileSize: String(bytes.length),
        md5: md5(bytes),
      },
      { name: '大门.png', bytes },
    );
    expect(res.body).toMatchObject({ code: 200, data: { materialName: '厂区大门', applyState: 0 } });
    expect(res.body.data.objectKey).toMatch(/^material\/\d{6}\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(material)
      .where(eq(material.materialCode, res.body.data.materialCode));
    expect(row).toMatchObject({
      cmpyCode: 'C_HENGDA',
      materialType: 1,
      fileName: '大门.png',
      md5: md5(bytes),
    });
  });

  it('names a material after its file when no name is given; operators upload passed', async () => {
    const code = await uploadPng(t, t.token('yunying01'), '平台宣传图.jpeg.png', 20);
    const [row] = await t.database.db.select().from(material).where(eq(material.materialCode, code));
    expect(row).toMatchObject({ materialName: '平台宣传图.jpeg', cmpyCode: null, applyState: 1 });
    expect(row?.auditedAt).toBeInstanceOf(Date);
  });

  it('lets an operator upload into a company library, and refuses an unknown company', async () => {
    const code = await uploadPng(t, t.token('yunying01'), 'a.png', 21, { cmpyCode: 'C_YUNFAN' });
    const [row] = await t.database.db.select().from(material).where(eq(material.materialCode, code));
    expect(row?.cmpyCode).toBe('C_YUNFAN');
    const before = await uploadTraces(t);
    const res = await uploadMaterial(
      t,
      t.token('yunying01'),
      { materialType: '1', cmpyCode: 'C_NOPE' },
      { name: 'a.png', bytes: pngBytes(22) },
    );
    expect(res.body).toMatchObject({ code: 400, msg: '企业不存在' });
    expect(await uploadTraces(t)).toEqual(before);
  });

  it('refuses a company user uploading into another company', async () => {
    const before = await uploadTraces(t);
    const res = await uploadMaterial(
      t,
      t.token('hengda01'),
      { materialType: '1', cmpyCode: 'C_YUNFAN' },
      { name: 'a.png', bytes: pngBytes(23) },
    );
    expect(res.body).toMatchObject({ code: 403, msg: '只能操作本企业的素材' });
    expect(await uploadTraces(t)).toEqual(before);
  });

  const refusals: [
    string,
    Record<string, string>,
    { name: string; bytes: Buffer; field?: string } | undefined,
    string,
  ][] = [
    [
      'a wrong extension',
      { materialType: '1' },
      { name: '简历.pdf', bytes: Buffer.from('%PDF-1.4') },
      '文件格式不正确,请上传png/jpg/jpeg格式文件',
    ],
    [
      'a text file renamed .png',
      { materialType: '1' },
      { name: '假图片.png', bytes: Buffer.from('这不是图片，只是文字') },
      '文件内容与格式不符，请上传真实的文件',
    ],
    [
      'a PNG renamed .jpg',
      { materialType: '1' },
      { name: '图.jpg', bytes: pngBytes(1) },
      '文件内容与格式不符，请上传真实的文件',
    ],
    [
      'a file over 10 MB',
      { materialType: '1' },
      { name: '大图.png', bytes: Buffer.concat([pngBytes(2), Buffer.alloc(10 * 1024 * 1024)]) },
      '文件大小不能超过10M',
    ],
    [
      'an empty file',
      { materialType: '1' },
      { name: '空.png', bytes: Buffer.alloc(0) },
      '请选择要上传的文件',
    ],
    ['no file', { materialType: '1' }, undefined, '请选择要上传的文件'],
    [
      'a file in another field',
      { materialType: '1' },
      { name: 'a.png', bytes: pngBytes(3), field: 'file' },
      '文件字段应为 multipartFile',
    ],
    [
      'a wrong material type',
      { materialType: '3' },
      { name: 'a.png', bytes: pngBytes(4) },
      '素材类型只能是1图片或2视频',
    ],
    [
      'a md5 that does not match',
      { materialType: '1', md5: 'd41d8cd98f00b204e9800998ecf8427e' },
      { name: 'a.png', bytes: pngBytes(5) },
      '文件校验失败，请重新上传',
    ],
    [
      'a group of another company',
      { materialType: '1', groupCode: 'G_NOPE' },
      { name: 'a.png', bytes: pngBytes(6) },
      '分组不存在',
    ],
    [
      'a name over 50 characters',
      { materialType: '1', materialName: '名'.repeat(51) },
      { name: 'a.png', bytes: pngBytes(7) },
      '素材名称不能超过50个字符',
    ],
    [
      'a video file sent whole',
      { materialType: '2', fileName: 'a.mp4', fileSize: '100', md5: 'd41d8cd98f00b204e9800998ecf8427e' },
      { name: 'a.mp4', bytes: Buffer.alloc(100, 1) },
      '视频请使用分片上传，不要直接上传文件',
    ],
  ];

  it.each(refusals)('refuses %s with a Chinese 400 and keeps nothing', async (_name, fields, file, msg) => {
    const before = await uploadTraces(t);
    const res = await uploadMaterial(t, t.token('hengda01'), fields, file);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg });
    expect(await uploadTraces(t)).toEqual(before);
  });

  it('refuses a JSON body', async () => {
    const res = await t.call('POST', '/backend-common/material/uploadMaterial', {
      token: t.token('hengda01'),
      body: { materialType: 1 },
    });
    expect(res.body).toMatchObject({ code: 400, msg: '请使用 multipart/form-data 上传文件' });
  });

  it('needs material:uploadPic for an image, whatever else the user holds', async () => {
    const db = t.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ roleCode: 'R_viewer', roleKey: 'material_viewer', roleName: '素材查看' })
      .returning({ id: sysRole.id });
    await db.execute(
      sql`insert into sys_role_resource (role_id, resource_id) select ${role!.id}, id from sys_resource where perms in ('plateform:recruit', 'material:list')`,
    );
    await createUser(
      db,
      {
        username: 'viewer',
        realName: '只读',
        cmpyCode: 'C_HENGDA',
        passwordHash: await hashPassword('Viewer123'),
      },
      [role!.id],
    );
    const token = await t.login('viewer', 'Viewer123');
    const before = await uploadTraces(t);
    const image = await uploadMaterial(
      t,
      token,
      { materialType: '1' },
      { name: 'a.png', bytes: pngBytes(8) },
    );
    expect(image.body).toMatchObject({ code: 403, msg: '没有上传图片的权限' });
    const video = await uploadMaterial(t, token, {
      materialType: '2',
      fileName: 'a.mp4',
      fileSize: '100',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
    });
    expect(video.body).toMatchObject({ code: 403, msg: '没有上传视频的权限' });
    expect(await uploadTraces(t)).toEqual(before);
  });
});

describe('uploadMaterial: video tasks', () => {
  const videoFields = {
    materialType: '2',
    materialName: '车间宣传片',
    fileName: '车间.mp4',
    fileSize: String(5 * 1024 * 1024),
    md5: '0123456789abcdef0123456789abcdef',
  };

  it('creates a chunked-upload task whose material shows as processing, and resumes it', async () => {
    const first = await uploadMaterial(t, t.token('yunfan01'), videoFields);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ total_block: 3, blocks: [], vid: videoFields.md5 });
    const again = await uploadMaterial(t, t.token('yunfan01'), videoFields);
    expect(again.body.data.task_id).toBe(first.body.data.task_id);
    const list = await t.call('GET', '/backend-common/material/queryPageMaterial', {
      token: t.token('yunfan01'),
      query: { materialType: '2' },
    });
    expect(list.body.data.records).toEqual([
      expect.objectContaining({
        materialCode: first.body.data.materialCode,
        materialName: '车间宣传片',
        url: null,
      }),
    ]);
  });

  it('puts an operator video into a company library as passed, like an operator image', async () => {
    const res = await uploadMaterial(t, t.token('yunying01'), {
      ...videoFields,
      cmpyCode: 'C_HENGDA',
      md5: 'fedcba9876543210fedcba9876543210',
    });
    expect(res.body.code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(material)
      .where(eq(material.materialCode, res.body.data.materialCode));
    expect(row).toMatchObject({ cmpyCode: 'C_HENGDA', materialType: 2, applyState: 1, objectKey: null });
  });

  it('refuses a video outside the material rule and a missing md5', async () => {
    const before = await uploadTraces(t);
    const wrongType = await uploadMaterial(t, t.token('yunfan01'), { ...videoFields, fileName: 'a.avi' });
    expect(wrongType.body).toMatchObject({ code: 400, msg: '文件格式不正确,请上传mp4格式文件' });
    const tooBig = await uploadMaterial(t, t.token('yunfan01'), {
      ...videoFields,
      fileSize: String(101 * 1024 * 1024),
    });
    expect(tooBig.body).toMatchObject({ code: 400, msg: '文件大小不能超过100M' });
    const noMd5 = await uploadMaterial(t, t.token('yunfan01'), { ...videoFields, md5: '' });
    expect(noMd5.body).toMatchObject({ code: 400, msg: '上传视频需提供文件名、文件大小和MD5' });
    expect(await uploadTraces(t)).toEqual(before);
  });
});

describe('addMaterial', () => {
  it('registers a stored image by its objectKey, and refuses unknown or foreign keys', async () => {
    const uploaded = await uploadMaterial(
      t,
      t.token('hengda01'),
      { materialType: '1' },
      { name: 'x.png', bytes: pngBytes(30) },
    );
    const objectKey: string = uploaded.body.data.objectKey;
    const added = await t.call('POST', '/backend-common/material/addMaterial', {
      token: t.token('hengda01'),
      body: { objectKey, materialName: '再次登记' },
    });
    expect(added.body).toMatchObject({
      code: 200,
      data: { materialName: '再次登记', objectKey, applyState: 0 },
    });
    const foreign = await t.call('POST', '/backend-common/material/addMaterial', {
      token: t.token('yunfan01'),
      body: { objectKey },
    });
    expect(foreign.body).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
    const bad = await t.call('POST', '/backend-common/material/addMaterial', {
      token: t.token('hengda01'),
      body: { objectKey: '../../etc/passwd' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '文件标识不合法' });
  });
});

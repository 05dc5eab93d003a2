import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { storedFile } from '../files/tables.ts';
import { material } from '../material/tables.ts';
import { chunkKey } from './chunks.ts';
import { CHUNK, complete, createTask, md5, mp4Bytes, sendBlock, videoUrls } from './test-helpers.ts';

const t = useTestApp({ loginAs: ['admin', 'hengda01', 'hengda02', 'yunfan01'] });
// Chunks are objects of the storage (local disk here; across nodes on S3 in video-nodes.test.ts).
const chunkFile = (taskId: string, block: number) =>
  path.join(t.config.dataDir, 'files', 'objects', chunkKey(taskId, block));
const chunkDir = (taskId: string) => path.dirname(chunkFile(taskId, 0));

describe('chunked video upload', () => {
  const video = mp4Bytes(2 * CHUNK + 12345);

  it('uploads three chunks, assembles them and plays the result with range requests', async () => {
    const created = await createTask(t, 'hengda01', { name: '企业宣传片.mp4', bytes: video });
    expect(created.code).toBe(200);
    const task = created.data;
    expect(task).toMatchObject({ total_block: 3, blocks: [], vid: md5(video), uid: expect.any(String) });

    // Processing: the material exists without a url.
    expect((await videoUrls(t, 'hengda01', [task.vid])).data).toEqual([
      { fileCode: task.vid, materialCode: task.materialCode, materialName: '企业宣传片', url: null },
    ]);

    for (const block of [0, 1, 2]) {
      const sent = await sendBlock(t, 'hengda01', task, block, video);
      expect(sent).toMatchObject({ code: 200, data: { block, blocks: block + 1, total_block: 3 } });
    }
    expect(fs.readdirSync(chunkDir(task.task_id)).sort()).toEqual(['0', '1', '2']);

    const done = await complete(t, 'hengda01', task);
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ materialCode: task.materialCode, vid: task.vid });
    expect(fs.existsSync(chunkDir(task.task_id))).toBe(false);

    const [row] = await t.database.db
      .select()
      .from(material)
      .where(eq(material.materialCode, task.materialCode));
    expect(row).toMatchObject({ materialType: 2, fileSize: video.length, md5: md5(video) });
    expect(row!.objectKey).toMatch(/^video\/\d{6}\/[0-9a-f-]{36}\.mp4$/);

    const [url] = (await videoUrls(t, 'hengda01', [task.vid])).data;
    expect(url.url).toMatch(/^\/api\/backend-common\/fileManage\/object\?objectKey=video%2F/);
    const part = await t.app.inject({
      method: 'GET',
      url: url.url,
      headers: { range: `bytes=${CHUNK - 4}-${CHUNK + 3}` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes ${CHUNK - 4}-${CHUNK + 3}/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(CHUNK - 4, CHUNK + 4))).toBe(true);

    // Reporting complete again answers the same file (a retry after a lost answer).
    expect((await complete(t, 'hengda01', task)).data.materialCode).toBe(task.materialCode);
  });

  it("answers '0' when the company already has the video, but not for another company", async () => {
    expect(await createTask(t, 'hengda02', { name: '再传一次.mp4', bytes: video })).toMatchObject({
      code: 200,
      data: '0',
    });
    const other = await createTask(t, 'yunfan01', { name: '企业宣传片.mp4', bytes: video });
    expect(other.data).toMatchObject({ total_block: 3, blocks: [] });
  });

  it('shows a video only to its company and the platform', async () => {
    const vid = md5(video);
    expect((await videoUrls(t, 'hengda02', [vid])).data).toHaveLength(1);
    const admin = (await videoUrls(t, 'admin', [vid])).data;
    expect(admin[0].url).not.toBeNull(); // the finished copy is preferred to yunfan's unfinished one
    const yunfan = (await videoUrls(t, 'yunfan01', [vid])).data;
    expect(yunfan).toEqual([expect.objectContaining({ url: null })]); // only its own, still processing
    expect((await videoUrls(t, 'yunfan01', ['0'.repeat(32)])).data).toEqual([]);
  });

  it('resumes: a second create-task returns the chunks received, which are not stored twice', async () => {
    const bytes = mp4Bytes(3 * CHUNK);
    const task = (await createTask(t, 'hengda01', { name: '续传.mp4', bytes })).data;
    expect((await sendBlock(t, 'hengda01', task, 2, bytes)).code).toBe(200);
    expect((await sendBlock(t, 'hengda01', task, 0, bytes)).code).toBe(200);
    const again = (await createTask(t, 'hengda01', { name: '续传.mp4', bytes })).data;
    expect(again).toMatchObject({ task_id: task.task_id, materialCode: task.materialCode, blocks: [0, 2] });

    const before = fs.statSync(chunkFile(task.task_id, 0)).mtimeMs;
    const resent = await sendBlock(t, 'hengda01', task, 0, bytes);
    expect(resent).toMatchObject({ code: 200, data: { blocks: 2 } });
    expect(fs.statSync(chunkFile(task.task_id, 0)).mtimeMs).toBe(before);

    expect(await complete(t, 'hengda01', task)).toMatchObject({
      code: 400,
      msg: '还有1个分片未上传（共3个），请继续上传',
    });
    expect((await sendBlock(t, 'hengda01', task, 1, bytes)).code).toBe(200);
    expect((await complete(t, 'hengda01', task)).code).toBe(200);
  });

  it('refuses a chunk with a wrong md5, out of range, or of the wrong size, storing nothing', async () => {
    const bytes = mp4Bytes(CHUNK + 100);
    const task = (await createTask(t, 'hengda01', { name: '坏分片.mp4', bytes })).data;
    expect(task.total_block).toBe(2);

    expect(await sendBlock(t, 'hengda01', task, 0, bytes, { md5: md5(Buffer.from('other')) })).toMatchObject({
      code: 400,
      msg: '分片校验失败，请重新上传该分片',
    });
    expect(await sendBlock(t, 'hengda01', task, 2, bytes, { chunk: bytes.subarray(0, 100) })).toMatchObject({
      code: 400,
      msg: '分片序号超出范围（共2个分片）',
    });
    expect(await sendBlock(t, 'hengda01', task, 0, bytes, { chunk: bytes.subarray(0, 100) })).toMatchObject({
      code: 400,
      msg: `分片大小不正确，应为${CHUNK}字节`,
    });
    expect(await sendBlock(t, 'hengda01', task, 1, bytes, { chunk: bytes.subarray(0, 99) })).toMatchObject({
      code: 400,
      msg: '分片大小不正确，应为100字节',
    });
    expect(fs.existsSync(chunkDir(task.task_id))).toBe(false);
    expect((await createTask(t, 'hengda01', { name: '坏分片.mp4', bytes })).data.blocks).toEqual([]);
  });

  it('keeps other users out of a task', async () => {
    const bytes = mp4Bytes(CHUNK);
    const task = (await createTask(t, 'hengda01', { name: '他人.mp4', bytes })).data;
    expect(await sendBlock(t, 'hengda02', task, 0, bytes)).toMatchObject({
      code: 403,
      msg: '无权操作该上传任务',
    });
    expect(await sendBlock(t, 'hengda01', task, 0, bytes, { userId: 'U_other' })).toMatchObject({
      code: 403,
    });
    expect((await sendBlock(t, 'hengda01', task, 0, bytes)).code).toBe(200);
    expect(await complete(t, 'yunfan01', task)).toMatchObject({ code: 403 });
    expect(await complete(t, 'hengda01', { ...task, materialCode: 'Mnope' })).toMatchObject({
      code: 400,
      msg: '素材与上传任务不一致',
    });
    expect(await sendBlock(t, 'hengda01', { ...task, task_id: 'VTnope' }, 0, bytes)).toMatchObject({
      code: 404,
      msg: '上传任务不存在或已过期，请重新上传',
    });
  });

  it('discards the chunks when the whole file does not match its md5', async () => {
    const bytes = mp4Bytes(CHUNK + 10);
    const claimed = md5(mp4Bytes(CHUNK + 10)); // the md5 of other bytes of the same size
    const task = (await createTask(t, 'hengda01', { name: '不一致.mp4', bytes, md5: claimed })).data;
    await sendBlock(t, 'hengda01', task, 0, bytes);
    await sendBlock(t, 'hengda01', task, 1, bytes);
    const files = await t.database.db.select().from(storedFile);
    expect(await complete(t, 'hengda01', task)).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
    expect(await t.database.db.select().from(storedFile)).toHaveLength(files.length);
    expect(fs.existsSync(chunkDir(task.task_id))).toBe(false);
    const again = (await createTask(t, 'hengda01', { name: '不一致.mp4', bytes, md5: claimed })).data;
    expect(again).toMatchObject({ task_id: task.task_id, blocks: [] });
  });

  it('refuses a file that is not an mp4 though named .mp4, and drops its material', async () => {
    const bytes = Buffer.alloc(CHUNK + 5, '这不是视频。');
    const task = (await createTask(t, 'hengda01', { name: '假视频.mp4', bytes })).data;
    await sendBlock(t, 'hengda01', task, 0, bytes);
    await sendBlock(t, 'hengda01', task, 1, bytes);
    const files = await t.database.db.select().from(storedFile);
    expect(await complete(t, 'hengda01', task)).toMatchObject({
      code: 400,
      msg: '文件内容与格式不符，请上传真实的文件',
    });
    expect(await t.database.db.select().from(storedFile)).toHaveLength(files.length);
    const [row] = await t.database.db
      .select()
      .from(material)
      .where(eq(material.materialCode, task.materialCode));
    expect(row).toMatchObject({ deleted: true, objectKey: null });
    expect(await sendBlock(t, 'hengda01', task, 0, bytes)).toMatchObject({ code: 404 });
  });

  it('takes the shared upload flow from uploadMaterial: a .mov is accepted and stored as .mov', async () => {
    const bytes = mp4Bytes(CHUNK + 3);
    const task = (await createTask(t, 'hengda01', { name: '通用.mov', bytes, flow: 'shared' })).data;
    expect(task.total_block).toBe(2);
    await sendBlock(t, 'hengda01', task, 0, bytes);
    await sendBlock(t, 'hengda01', task, 1, bytes);
    expect((await complete(t, 'hengda01', task)).code).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(material)
      .where(eq(material.materialCode, task.materialCode));
    expect(row!.objectKey).toMatch(/\.mov$/);
  });

  it('checks the name and size when the task is created', async () => {
    expect(await createTask(t, 'hengda01', { name: '片子.mov', bytes: mp4Bytes(100) })).toMatchObject({
      code: 400,
      msg: '文件格式不正确,请上传mp4格式文件',
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double } from '../../../../../../scripts/s3-double.mjs';
import { S3Storage } from '../../../platform/storage/s3-storage.ts';
import { type TestNode, useTestApp } from '../../../test/test-app.ts';
import { chunkKey } from './chunks.ts';
import { CHUNK, complete, createTask, md5, mp4Bytes, sendBlock, videoUrls } from './test-helpers.ts';

// Two API nodes with DATA_DIRs of their own on one database and one S3-compatible storage (s3rver, as in
// platform/storage/storage.test.ts): a chunk may land on either node and either node assembles the video.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-video-nodes-'));
const double = await startS3Double(path.join(work, 's3'));
const { s3 } = double;
const storage = new S3Storage(s3);

const t = useTestApp({ loginAs: ['hengda01'], storage: { kind: 's3', s3 } });
let b: TestNode;
beforeAll(async () => {
  b = await t.secondNode({ ownDataDir: true });
});
afterAll(async () => {
  await double.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The test helpers aimed at node B (the same session token works on every node). */
const onB = () => ({ ...b, token: t.token }) as unknown as typeof t;

const stored = async (taskId: string, total: number) => {
  const blocks: number[] = [];
  for (let block = 0; block < total; block++)
    if (await storage.stat(chunkKey(taskId, block))) blocks.push(block);
  return blocks;
};

describe('chunked video across two nodes on S3', () => {
  it('takes chunks on either node, assembles on the other and plays from both', async () => {
    const video = mp4Bytes(2 * CHUNK + 777);
    const task = (await createTask(t, 'hengda01', { name: '两节点.mp4', bytes: video })).data;
    expect(await sendBlock(t, 'hengda01', task, 0, video)).toMatchObject({ code: 200, data: { blocks: 1 } });
    expect(await sendBlock(onB(), 'hengda01', task, 1, video)).toMatchObject({
      code: 200,
      data: { blocks: 2 },
    });
    expect(await sendBlock(t, 'hengda01', task, 2, video)).toMatchObject({ code: 200, data: { blocks: 3 } });
    expect(await stored(task.task_id, 3)).toEqual([0, 1, 2]);
    // Node A's disk holds no chunk (it took two of them).
    for (const where of ['files/objects/chunks', 'tmp/video'])
      expect(fs.existsSync(path.join(t.config.dataDir, where))).toBe(false);

    expect(await complete(onB(), 'hengda01', task)).toMatchObject({ code: 200 });
    expect(await stored(task.task_id, 3)).toEqual([]);
    for (const node of [t, onB()]) {
      const [url] = (await videoUrls(node, 'hengda01', [task.vid])).data;
      const whole = await node.app.inject({ method: 'GET', url: url.url });
      expect(whole.statusCode).toBe(200);
      expect(md5(whole.rawPayload)).toBe(md5(video));
    }
  });

  it('starts over from block 0 when a chunk is gone from the storage', async () => {
    const video = mp4Bytes(CHUNK + 10);
    const task = (await createTask(t, 'hengda01', { name: '丢失.mp4', bytes: video })).data;
    await sendBlock(t, 'hengda01', task, 0, video);
    await sendBlock(onB(), 'hengda01', task, 1, video);
    await storage.remove(chunkKey(task.task_id, 1));
    expect(await complete(t, 'hengda01', task)).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
    expect(await stored(task.task_id, 2)).toEqual([]);
    const again = (await createTask(onB(), 'hengda01', { name: '丢失.mp4', bytes: video })).data;
    expect(again).toMatchObject({ task_id: task.task_id, blocks: [] });
  });
});

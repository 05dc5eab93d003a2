import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../platform/permissions.ts';
import { openStorage } from '../../../platform/storage/index.ts';
import { testOperator } from '../../../test/files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { material } from '../material/tables.ts';
import { createVideoTask, sweepExpiredTasks, TASK_LIFETIME_MS } from './service.ts';
import { videoTask } from './tables.ts';
import { CHUNK, complete, createTask, md5, mp4Bytes, sendBlock } from './test-helpers.ts';

const t = useTestApp({ loginAs: ['hengda01'] });
const deps = () => ({ db: t.database.db, config: t.config, storage: openStorage(t.config) });
const MB = 1024 * 1024;
const input = (fileName: string, fileSize: number) => ({
  materialName: fileName,
  fileName,
  fileSize,
  md5: md5(Buffer.from(`${fileName}:${fileSize}`)),
});
const staff = (permissions: string[], cmpyCode = 'C_HENGDA'): Actor => ({
  ...testOperator(9999),
  userCode: 'U_STAFF',
  cmpyCode,
  permissions: new Set(['plateform:recruit', ...permissions]),
});

describe('createVideoTask rules per flow', () => {
  it('material flow: mp4 only, up to 100 MB, with its own size message', async () => {
    const ok = await createVideoTask(deps(), testOperator(), input('a.mp4', 100 * MB));
    expect(ok).toMatchObject({ total_block: 50, blocks: [] });
    await expect(createVideoTask(deps(), testOperator(), input('b.mp4', 100 * MB + 1))).rejects.toThrow(
      '文件大小不能超过100M',
    );
    await expect(createVideoTask(deps(), testOperator(), input('c.avi', 1000))).rejects.toThrow(
      '文件格式不正确,请上传mp4格式文件',
    );
  });

  it('shared flow: the ten extensions up to 30 MB, with the shared size message', async () => {
    const shared = { flow: 'shared' as const };
    for (const name of [
      'a.mkv',
      'b.flv',
      'c.3gp',
      'd.MOV',
      'e.f4v',
      'f.rmvb',
      'g.avi',
      'h.ts',
      'i.wmv',
      'j.mp4',
    ])
      await expect(
        createVideoTask(deps(), testOperator(), { ...input(name, 30 * MB), ...shared }),
      ).resolves.not.toBe('0');
    await expect(
      createVideoTask(deps(), testOperator(), { ...input('k.mp4', 30 * MB + 1), ...shared }),
    ).rejects.toThrow('只能上传30M以内的文件，请重新上传');
    await expect(
      createVideoTask(deps(), testOperator(), { ...input('l.webm', 10), ...shared }),
    ).rejects.toThrow('文件格式不正确,请上传mkv/flv/3gp/mp4/mov/f4v/rmvb/avi/ts/wmv格式文件');
  });

  it('refuses a bad md5, the material flow without material:uploadVideo, and another company', async () => {
    await expect(
      createVideoTask(deps(), testOperator(), { ...input('a.mp4', 10), md5: 'not-an-md5' }),
    ).rejects.toThrow('文件校验码不正确');
    await expect(createVideoTask(deps(), staff(['material:list']), input('a.mp4', 10))).rejects.toThrow(
      '没有上传视频的权限',
    );
    await expect(
      createVideoTask(deps(), staff(['material:uploadVideo']), {
        ...input('a.mp4', 10),
        cmpyCode: 'C_YUNFAN',
      }),
    ).rejects.toThrow('无权上传到其他企业');
    const own = await createVideoTask(deps(), staff(['material:uploadVideo']), input('own.mp4', 10));
    expect(own).not.toBe('0');
    const [task] = await t.database.db
      .select()
      .from(videoTask)
      .where(eq(videoTask.taskId, (own as { task_id: string }).task_id));
    expect(task).toMatchObject({ cmpyCode: 'C_HENGDA', uploaderCode: 'U_STAFF', flow: 'material' });
  });

  it('does not resume a task of the other flow', async () => {
    const file = input('both.mp4', 5 * MB);
    const material = await createVideoTask(deps(), testOperator(), file);
    const shared = await createVideoTask(deps(), testOperator(), { ...file, flow: 'shared' });
    expect(shared).not.toBe('0');
    expect((shared as { task_id: string }).task_id).not.toBe((material as { task_id: string }).task_id);
  });
});

describe('assembly in progress', () => {
  it('refuses chunks and a second report while assembling; a cut-off assembly is taken up again', async () => {
    const bytes = mp4Bytes(CHUNK + 7);
    const task = (await createTask(t, 'hengda01', { name: '合并中.mp4', bytes })).data;
    await sendBlock(t, 'hengda01', task, 0, bytes);
    await sendBlock(t, 'hengda01', task, 1, bytes);
    const setTask = (fields: Partial<typeof videoTask.$inferInsert>) =>
      t.database.db.update(videoTask).set(fields).where(eq(videoTask.taskId, task.task_id));
    await setTask({ state: 3, updatedAt: new Date() });
    expect(await sendBlock(t, 'hengda01', task, 0, bytes)).toMatchObject({
      code: 409,
      msg: '视频正在处理中，请稍候',
    });
    expect(await complete(t, 'hengda01', task)).toMatchObject({ code: 409, msg: '视频正在处理中，请稍候' });
    await setTask({ updatedAt: new Date(Date.now() - 11 * 60 * 1000) });
    expect((await complete(t, 'hengda01', task)).code).toBe(200);
  });
});

describe('expired tasks', () => {
  it('are swept after a day without a chunk: chunks deleted, the unfinished material leaves the library', async () => {
    const bytes = mp4Bytes(CHUNK + 1);
    const task = (await createTask(t, 'hengda01', { name: '过期.mp4', bytes })).data;
    expect((await sendBlock(t, 'hengda01', task, 0, bytes)).code).toBe(200);
    const dir = path.join(t.config.dataDir, 'files', 'objects', 'chunks', task.task_id);
    expect(fs.existsSync(dir)).toBe(true);

    await sweepExpiredTasks(deps());
    expect(fs.existsSync(dir)).toBe(true); // fresh tasks stay

    await sweepExpiredTasks(deps(), Date.now() + TASK_LIFETIME_MS + 60_000);
    expect(fs.existsSync(dir)).toBe(false);
    expect(await t.database.db.select().from(videoTask).where(eq(videoTask.taskId, task.task_id))).toEqual(
      [],
    );
    const [row] = await t.database.db
      .select()
      .from(material)
      .where(eq(material.materialCode, task.materialCode));
    expect(row?.deleted).toBe(true);
    expect(await sendBlock(t, 'hengda01', task, 1, bytes)).toMatchObject({ code: 404 });
    // The same file starts over with a new task.
    const again = (await createTask(t, 'hengda01', { name: '过期.mp4', bytes })).data;
    expect(again.task_id).not.toBe(task.task_id);
    expect(again.blocks).toEqual([]);
  });
});

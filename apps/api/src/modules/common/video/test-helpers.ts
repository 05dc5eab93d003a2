import { createHash, randomBytes } from 'node:crypto';
import { videoUpload } from '@hr/contract';
import { multipartBody } from '../../../test/files.ts';
import type { TestApp, useTestApp } from '../../../test/test-app.ts';

type T = ReturnType<typeof useTestApp>;
/** The envelope as the test app's `call` types it. */
type Answer = Awaited<ReturnType<TestApp['call']>>['body'];

export const CHUNK = videoUpload.chunkSize;
export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * Bytes that pass the server's mp4 magic-byte check: an ISO-BMFF `ftyp` box (brand isom) followed by
 * random bytes. The server only sniffs the type; it does not decode video (the browser test plays a real
 * recorded mp4).
 */
export function mp4Bytes(size: number): Buffer {
  const ftyp = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');
  return Buffer.concat([ftyp, randomBytes(size - ftyp.length)]);
}

/** `uploadMaterial` for a video (materialType 2, no file): the task, or '0'. */
export async function createTask(
  t: T,
  user: string,
  file: { name: string; bytes: Buffer; md5?: string; cmpyCode?: string; flow?: 'material' | 'shared' },
) {
  const form = await multipartBody({
    materialType: '2',
    materialName: file.name.replace(/\.\w+$/, ''),
    fileName: file.name,
    fileSize: String(file.bytes.length),
    md5: file.md5 ?? md5(file.bytes),
    ...(file.cmpyCode ? { cmpyCode: file.cmpyCode } : {}),
    ...(file.flow ? { flow: file.flow } : {}),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backend-common/material/uploadMaterial',
    headers: { authorization: t.token(user), ...form.headers },
    payload: form.payload,
  });
  return res.json() as Answer;
}

/** Sends one chunk of `bytes` to the chunk endpoint (override its bytes or md5 to send a bad one). */
export async function sendBlock(
  t: T,
  user: string,
  task: { task_id: string; uid: string },
  block: number,
  bytes: Buffer,
  override: { chunk?: Buffer; md5?: string; userId?: string } = {},
) {
  const chunk = override.chunk ?? bytes.subarray(block * CHUNK, (block + 1) * CHUNK);
  const form = await multipartBody({}, { field: 'file', name: 'blob', bytes: chunk });
  const query = new URLSearchParams({
    task_id: task.task_id,
    user_id: override.userId ?? task.uid,
    block: String(block),
    md5: override.md5 ?? md5(chunk),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backend-common/video/uploadBlock?${query}`,
    headers: { authorization: t.token(user), ...form.headers },
    payload: form.payload,
  });
  return res.json() as Answer;
}

export async function complete(t: T, user: string, task: { task_id: string; materialCode: string }) {
  const res = await t.call('POST', '/backend-common/material/updateVideoState', {
    token: t.token(user),
    body: { materialCode: task.materialCode, taskId: task.task_id, state: 2 },
  });
  return res.body;
}

export async function videoUrls(t: T, user: string, codes: string[]) {
  const res = await t.call('GET', '/backend-common/video/queryVideoUrl', {
    token: t.token(user),
    query: { fileCodeList: codes.join(',') },
  });
  return res.body;
}

import { z } from 'zod';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';
import { type UploadRule, uploadMessages, uploadRules, videoUpload } from './upload-rules.ts';

/**
 * Chunked, resumable video upload (platform §2, §4, §7, §9).
 *
 * Flow: the browser computes the file's md5, creates a task with `material/uploadMaterial` (materialType 2),
 * sends the chunks the task has not received yet one at a time to `video/uploadBlock`, then reports the
 * upload complete with `material/updateVideoState` (state 2): the server assembles the chunks, checks the
 * whole file's md5 and content, stores it, and the material becomes playable.
 */

/**
 * Which rule a video upload follows (GLOSSARY decision 4): 'material' (the material library and job flows:
 * mp4 up to 100 MB, message 文件大小不能超过100M) or 'shared' (the shared upload: ten extensions up to 30 MB).
 * `uploadMaterial` takes it as the optional form field `flow` (default 'material') and passes it on to
 * `createVideoTask`; the task keeps it, so the assembled file is checked by the same rule.
 */
export const VideoFlow = z.enum(['material', 'shared'], { error: '上传方式不正确' });
export type VideoFlow = z.infer<typeof VideoFlow>;

/** The rule and size message of each flow: the material (and job) flow mp4 ≤ 100 MB, the shared upload 30 MB. */
export const videoFlowRules: Record<
  VideoFlow,
  { rule: UploadRule; sizeMessage: (maxBytes: number) => string }
> = {
  material: { rule: uploadRules.materialVideo, sizeMessage: uploadMessages.sizeMaterial },
  shared: { rule: uploadRules.sharedVideo, sizeMessage: uploadMessages.size },
};

/** Hex md5 as the browser (spark-md5) and the server compute it. */
export const Md5 = z
  .string({ error: '缺少文件校验码' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, '文件校验码不正确');

/** Number of chunks a file of `fileSize` bytes is cut into. */
export const totalBlocks = (fileSize: number, chunkSize: number = videoUpload.chunkSize) =>
  Math.max(1, Math.ceil(fileSize / chunkSize));

/** Bytes chunk `block` (0-based) must hold: every chunk is full except the last. */
export function blockSize(
  fileSize: number,
  block: number,
  chunkSize: number = videoUpload.chunkSize,
): number {
  const total = totalBlocks(fileSize, chunkSize);
  if (!Number.isInteger(block) || block < 0 || block >= total) return -1;
  return block < total - 1 ? chunkSize : fileSize - chunkSize * (total - 1);
}

/** The chunk indexes still to send, in order. */
export const missingBlocks = (total: number, received: readonly number[]): number[] => {
  const done = new Set(received);
  return Array.from({ length: total }, (_, i) => i).filter((i) => !done.has(i));
};

/**
 * State of an upload task: 1 uploading, 3 assembling (server side), 2 complete. The client reports only 2
 * (complete) with `updateVideoState`.
 */
export const VIDEO_STATE = { uploading: 1, complete: 2, assembling: 3 } as const;

/**
 * Answer of `uploadMaterial` for a video (materialType 2) when the upload must (still) be sent.
 * - task_id: the task; uid: the uploader (sent back as `user_id` with each chunk);
 * - total_block: number of 2 MB chunks; blocks: 0-based indexes already received (a resume skips them);
 * - vid: the video's id for `queryVideoUrl` (its content md5: a company's library holds a video once);
 * - materialCode: the material row created for the video (no url until assembled = processing).
 */
export const VideoTask = z.object({
  task_id: z.string(),
  uid: z.string(),
  total_block: z.number().int().positive(),
  blocks: z.array(z.number().int().nonnegative()),
  vid: z.string(),
  materialCode: z.string(),
});
export type VideoTask = z.infer<typeof VideoTask>;

/** Answer of creating a task: '0' when the company already has this video (counts as done). */
export const VideoTaskAnswer = z.union([z.literal('0'), VideoTask]);
export type VideoTaskAnswer = z.infer<typeof VideoTaskAnswer>;

/** Chinese messages of the video upload. */
export const videoMessages = {
  taskNotFound: '上传任务不存在或已过期，请重新上传',
  notYourTask: '无权操作该上传任务',
  blockOutOfRange: (total: number) => `分片序号超出范围（共${total}个分片）`,
  blockSize: (expected: number) => `分片大小不正确，应为${expected}字节`,
  blockMd5: '分片校验失败，请重新上传该分片',
  blocksMissing: (missing: number, total: number) => `还有${missing}个分片未上传（共${total}个），请继续上传`,
  fileMd5: '文件校验失败，请重新上传',
  alreadyAssembling: '视频正在处理中，请稍候',
  alreadyDone: '视频已上传完成',
  wrongState: '视频状态不正确',
  materialMismatch: '素材与上传任务不一致',
  materialGone: '素材不存在或已删除',
  noVideoPermission: '没有上传视频的权限',
} as const;

const TaskId = z
  .string({ error: '缺少上传任务编号' })
  .trim()
  .min(1, '缺少上传任务编号')
  .max(40, '上传任务编号不正确');

const FileCodeList = z
  .string({ error: '缺少视频编号' })
  .trim()
  .min(1, '缺少视频编号')
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[0-9a-f]{32}$/, '视频编号不正确'))
      .min(1, '缺少视频编号')
      .max(100, '一次最多查询100个视频'),
  );

export const VideoUrl = z.object({
  fileCode: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  /** Signed URL (range requests supported); null while the video is still processing. */
  url: z.string().nullable(),
});
export type VideoUrl = z.infer<typeof VideoUrl>;

export const videoRoutes = {
  uploadBlock: defineRoute({
    method: 'POST',
    path: '/backend-common/video/uploadBlock',
    summary: '上传视频分片（multipart 字段 file；查询参数 task_id、user_id、block 从 0 起、分片 md5）',
    access: LOGGED_IN,
    changesData: true,
    chosenPath: true,
    upload: { field: 'file', maxBytes: videoUpload.chunkSize, tooLarge: '分片过大' },
    query: z.object({
      task_id: TaskId,
      user_id: z.string({ error: '缺少用户编号' }).trim().min(1, '缺少用户编号').max(40, '用户编号不正确'),
      block: z.coerce
        .number({ error: '分片序号不正确' })
        .int('分片序号不正确')
        .min(0, '分片序号不正确')
        .max(100_000, '分片序号不正确'),
      md5: Md5,
    }),
    response: z.object({ block: z.number(), blocks: z.number(), total_block: z.number() }),
  }),
  updateVideoState: defineRoute({
    method: 'POST',
    path: '/backend-common/material/updateVideoState',
    summary: '报告视频上传完成（state 2）：服务器合并分片、校验 md5 与文件内容后存储，视频可播放',
    access: LOGGED_IN,
    changesData: true,
    body: z.object({
      materialCode: z
        .string({ error: '缺少素材编号' })
        .trim()
        .min(1, '缺少素材编号')
        .max(40, '素材编号不正确'),
      taskId: TaskId,
      state: z.literal(VIDEO_STATE.complete, { error: '视频状态不正确' }),
    }),
    response: z.object({ materialCode: z.string(), vid: z.string(), url: z.string() }),
  }),
  queryVideoUrl: defineRoute({
    method: 'GET',
    path: '/backend-common/video/queryVideoUrl',
    summary: '按视频编号（fileCodeList，逗号分隔）批量获取播放地址；处理中的视频 url 为 null',
    access: LOGGED_IN,
    changesData: false,
    chosenPath: true,
    query: z.object({ fileCodeList: FileCodeList }),
    response: z.array(VideoUrl),
  }),
};

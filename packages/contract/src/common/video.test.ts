import { describe, expect, it } from 'vitest';
import { videoUpload } from './upload-rules.ts';
import {
  blockSize,
  Md5,
  missingBlocks,
  totalBlocks,
  VIDEO_STATE,
  VideoTaskAnswer,
  videoFlowRules,
  videoMessages,
  videoRoutes,
} from './video.routes.ts';

const MB = 1024 * 1024;

describe('video upload constants (spec §9)', () => {
  it('cuts files into 2 MB chunks, retries 5 times 10 s apart, with the spec timeouts', () => {
    expect(videoUpload).toEqual({
      chunkSize: 2097152,
      retries: 5,
      retryDelayMs: 10_000,
      createTaskTimeoutMs: 3_000,
      statusTimeoutMs: 30_000,
      defaultTimeoutMs: 60_000,
    });
    expect(videoRoutes.uploadBlock.upload?.maxBytes).toBe(videoUpload.chunkSize);
  });
});

describe('chunks', () => {
  it.each([
    [1, 1],
    [2 * MB, 1],
    [2 * MB + 1, 2],
    [100 * MB, 50],
    [0, 1],
  ])('a file of %d bytes has %d chunks', (size, total) => {
    expect(totalBlocks(size)).toBe(total);
  });

  it('every chunk is full except the last; out of range is -1', () => {
    const size = 2 * 2 * MB + 10;
    expect([0, 1, 2].map((block) => blockSize(size, block))).toEqual([2 * MB, 2 * MB, 10]);
    expect(blockSize(size, 3)).toBe(-1);
    expect(blockSize(size, -1)).toBe(-1);
    expect(blockSize(size, 0.5)).toBe(-1);
    expect(blockSize(4 * MB, 1)).toBe(2 * MB);
  });

  it('lists the chunks still to send, in order', () => {
    expect(missingBlocks(5, [3, 0])).toEqual([1, 2, 4]);
    expect(missingBlocks(2, [0, 1])).toEqual([]);
  });
});

describe('flows (GLOSSARY decision 4)', () => {
  it('material: mp4 up to 100 MB with 文件大小不能超过100M', () => {
    const { rule, sizeMessage } = videoFlowRules.material;
    expect(rule).toEqual({ extensions: ['mp4'], maxBytes: 100 * MB });
    expect(sizeMessage(rule.maxBytes)).toBe('文件大小不能超过100M');
  });

  it('shared: ten extensions up to 31457280 bytes', () => {
    const { rule, sizeMessage } = videoFlowRules.shared;
    expect(rule.extensions).toEqual(['mkv', 'flv', '3gp', 'mp4', 'mov', 'f4v', 'rmvb', 'avi', 'ts', 'wmv']);
    expect(rule.maxBytes).toBe(31457280);
    expect(sizeMessage(rule.maxBytes)).toBe('只能上传30M以内的文件，请重新上传');
  });
});

describe('schemas', () => {
  it('accepts a hex md5 in either case and refuses anything else', () => {
    expect(Md5.parse(' ABCDEF0123456789abcdef0123456789 ')).toBe('abcdef0123456789abcdef0123456789');
    expect(Md5.safeParse('xyz').error?.issues[0]?.message).toBe('文件校验码不正确');
  });

  it("answers either '0' (already uploaded) or a task", () => {
    expect(VideoTaskAnswer.parse('0')).toBe('0');
    const task = {
      task_id: 'VT1',
      uid: 'U1',
      total_block: 3,
      blocks: [0, 2],
      vid: 'a'.repeat(32),
      materialCode: 'M1',
    };
    expect(VideoTaskAnswer.parse(task)).toEqual(task);
    expect(VideoTaskAnswer.safeParse('1').success).toBe(false);
  });

  it('updateVideoState takes only state 2 (complete)', () => {
    const body = videoRoutes.updateVideoState.body!;
    expect(VIDEO_STATE.complete).toBe(2);
    expect(body.safeParse({ materialCode: 'M1', taskId: 'VT1', state: 2 }).success).toBe(true);
    expect(body.safeParse({ materialCode: 'M1', taskId: 'VT1', state: 1 }).error?.issues[0]?.message).toBe(
      '视频状态不正确',
    );
  });

  it('splits fileCodeList and refuses ids that are not video ids', () => {
    const query = videoRoutes.queryVideoUrl.query!;
    const vid = 'b'.repeat(32);
    expect(query.parse({ fileCodeList: ` ${vid}, ${vid.toUpperCase()} ,` }).fileCodeList).toEqual([vid, vid]);
    expect(query.safeParse({ fileCodeList: 'abc' }).error?.issues[0]?.message).toBe('视频编号不正确');
  });

  it('phrases the missing-chunk message with counts', () => {
    expect(videoMessages.blocksMissing(2, 5)).toBe('还有2个分片未上传（共5个），请继续上传');
  });
});

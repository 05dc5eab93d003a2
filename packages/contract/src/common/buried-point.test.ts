import { describe, expect, it } from 'vitest';
import { EVENT_PARAMS_MAX_BYTES, EventListQuery, RecordEventBody } from './buried-point.routes.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('event tracking rules', () => {
  it('limits params to 4 KB of UTF-8 JSON', () => {
    const base = { eventCode: 'job.share', eventName: '分享职位' };
    // {"k":"…"} is 8 bytes of wrapping; each 汉 is 3 bytes.
    const fits = { k: 'x'.repeat(EVENT_PARAMS_MAX_BYTES - 8) };
    expect(RecordEventBody.safeParse({ ...base, params: fits }).success).toBe(true);
    const tooBig = { k: '汉'.repeat(1366) };
    expect(firstMessage(RecordEventBody.safeParse({ ...base, params: tooBig }))).toBe('事件参数不能超过4KB');
    expect(firstMessage(RecordEventBody.safeParse({ ...base, params: [1, 2] }))).toBe(
      '事件参数必须是JSON对象',
    );
    expect(RecordEventBody.parse(base)).toEqual({ ...base, pagePath: '', params: {} });
  });

  it('requires a code of letters, digits and _ . : - and a name', () => {
    expect(firstMessage(RecordEventBody.safeParse({ eventName: '分享' }))).toBe('请输入事件编码');
    expect(firstMessage(RecordEventBody.safeParse({ eventCode: 'a b', eventName: '分享' }))).toBe(
      '事件编码只能包含字母、数字和 _ . : -',
    );
    expect(firstMessage(RecordEventBody.safeParse({ eventCode: 'a', eventName: ' ' }))).toBe(
      '请输入事件名称',
    );
  });

  it('checks the time range of the list', () => {
    expect(firstMessage(EventListQuery.safeParse({ beginTime: '2026-13-01 00:00:00' }))).toBe(
      '开始时间格式应为 YYYY-MM-DD HH:mm:ss',
    );
    expect(
      firstMessage(
        EventListQuery.safeParse({ beginTime: '2026-05-02 00:00:00', endTime: '2026-05-01 00:00:00' }),
      ),
    ).toBe('开始时间不能晚于结束时间');
    expect(EventListQuery.parse({ beginTime: '2026-05-01 00:00:00' })).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });
  });
});

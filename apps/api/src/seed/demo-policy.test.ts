import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', url, { token: t.token('yunying01'), query });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('demo skill organisations, promulgation filings and hot events', () => {
  it('shows filings in every state, with their history', async () => {
    const organs = await get('/hrr/policy/skill/organ/organList', { pageSize: '50' });
    const states = new Set(organs.records.map((o: { status: number }) => o.status));
    expect([...states].sort()).toEqual([0, 1, 2]);
    const info = await get('/hrr/policy/skill/organ/getInfo/SO_DEMO_04');
    expect(info.history.map((h: { action: string }) => h.action)).toEqual(['create', 'submit', 'cancel']);
    const filings = await get('/hrr/policy/skill/promulgation/getList', { pageSize: '50' });
    expect(new Set(filings.records.map((p: { status: number }) => p.status)).size).toBe(3);
  });

  it('shows an open, an upcoming and an ended hot event, the open one with answers', async () => {
    const events = await get('/hrbd-recruit/hot-events/page', { pageSize: '50' });
    const byCode = Object.fromEntries(events.records.map((e: { eventCode: string }) => [e.eventCode, e]));
    expect(byCode.HE_DEMO_01).toMatchObject({
      statusName: '进行中',
      answerCount: 8,
      formName: '热点事件报名表',
    });
    expect(byCode.HE_DEMO_02).toMatchObject({ statusName: '未开始', answerCount: 0 });
    expect(byCode.HE_DEMO_03).toMatchObject({ statusName: '已结束', answerCount: 4 });
    expect(byCode.HE_DEMO_01.coverUrl).toBeTruthy();
  });
});

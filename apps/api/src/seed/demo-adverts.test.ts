import { describe, expect, it } from 'vitest';
import { advertBanner, advertRecommend } from '../modules/advert/tables.ts';
import { material } from '../modules/common/material/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });
const get = (path: string) => t.call('GET', path, { token: t.token('yunying01') });

describe('demo banners and recommendations', () => {
  it('banners of the three kinds in every window state, linking to each kind of target', async () => {
    const rows = (await get('/advert/banner/queryBanner')).body.data;
    expect(rows.map((r: { windowStateName: string }) => r.windowStateName)).toEqual([
      '展示中',
      '展示中',
      '未开始',
      '已结束',
    ]);
    expect(rows.map((r: { linkTypeName: string }) => r.linkTypeName)).toEqual([
      '公告',
      '课程',
      '无跳转',
      '网页链接',
    ]);
    expect(
      rows.every((r: { linkName: string | null; linkType: number }) => r.linkType === 0 || r.linkName),
    ).toBe(true);
    expect(
      (await get('/advert/jobBanner/queryBanner')).body.data.map((r: { linkName: string }) => r.linkName),
    ).toEqual(['数控车床操作工', '快递分拣员（日结）']);
    expect((await get('/advert/AuthBanner/queryBanner')).body.data).toHaveLength(1);
  });

  it('recommendations with one offline target and one disabled; seeded once', async () => {
    const courses = (await get('/advert/recommend-course/queryRecommendCourse')).body.data;
    expect(courses.map((r: { shown: boolean }) => r.shown)).toEqual([true, true, false]);
    const jobs = (await get('/advert/recommend-job/queryRecommendJob')).body.data;
    expect(
      jobs.map((r: { available: number; targetOnline: boolean }) => [r.available, r.targetOnline]),
    ).toEqual([
      [1, true],
      [1, true],
      [0, true],
      [1, false],
    ]);
    await expectSeededOnce(t.database.db, [advertBanner, advertRecommend, material]);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { courseBody, courseKit, HUAXIN, JINQIAO, MEDIA, OP, USERS } from './course-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = courseKit(t);

describe('course input: bad input is refused and changes nothing', () => {
  it('refuses malformed fields with the field message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [courseBody({ courseName: '课'.repeat(51) }), '课程名称最多50个字符'],
      [courseBody({ courseName: '' }), '请输入课程名称'],
      [courseBody({ courseType: 7 }), '课程类型只能是1技能、2学历'],
      [courseBody({ courseNature: 0 }), '请选择培训性质'],
      [courseBody({ price: -1 }), '课程价格须为不小于0的整数（分）'],
      [courseBody({ price: 99.5 }), '课程价格须为不小于0的整数（分）'],
      [courseBody({ price: 'abc' }), '课程价格须为不小于0的整数（分）'],
      [courseBody({ price: undefined }), '收费课程请填写价格'],
      [courseBody({ capacity: 0 }), '招生人数须为1到10000之间的整数'],
      [courseBody({ coverCodes: [] }), '请选择课程封面'],
      [courseBody({ courseIntro: '<p> </p>' }), '请输入课程介绍'],
      [courseBody({ applyEndTime: '2026-10-01 00:00:00' }), '报名截止时间须晚于报名开始时间'],
      [courseBody({ labelCodes: Array.from({ length: 9 }, (_, i) => `TL${i}`) }), '课程标签最多8个'],
    ];
    for (const [body, msg] of cases) await k.refused(() => k.add(HUAXIN, body), 400, msg);
  });

  it('refuses references it may not use', async () => {
    await k.refused(
      () => k.add(HUAXIN, courseBody({ videoCode: MEDIA.jinqiaoVideo })),
      400,
      '课程视频须为本企业或平台素材库中审核通过的视频',
    );
    await k.refused(
      () => k.add(HUAXIN, courseBody({ coverCodes: [MEDIA.huaxinVideo] })),
      400,
      '课程封面须为本企业或平台素材库中审核通过的图片',
    );
    await k.refused(
      () => k.add(HUAXIN, courseBody({ labelCodes: ['TL_NOPE'] })),
      400,
      '课程标签不存在或不是技能标签，请重新选择',
    );
    await k.refused(
      () => k.add(HUAXIN, courseBody({ formCode: 'F_NOPE' })),
      400,
      '报名表不存在或不属于本企业',
    );
    await k.refused(
      () => k.add(HUAXIN, courseBody({ streetCode: '410184999', committeeCode: '' })),
      400,
      '所选地区不存在',
    );
    await k.refused(() => k.add(OP, courseBody({ cmpyCode: 'C_NOPE' })), 400, '所属企业不存在');
    await k.refused(() => k.add(JINQIAO, courseBody({ cmpyCode: 'C_HUAXIN' })), 403, '只能为本企业发布课程');
  });

  it('stores money in cents, a free course at 0, sanitised HTML and the region names of the table', async () => {
    const code = await k.addOk(HUAXIN);
    const d = k.ok(await k.detail(HUAXIN, code)) as Record<string, unknown>;
    expect(d).toMatchObject({
      price: 128000,
      isFree: false,
      cmpyCode: 'C_HUAXIN',
      provinceName: '河南省',
      countyName: '新郑市',
      courseTypeName: '技能',
      courseNatureName: '就业技能培训',
      onlineType: 2,
    });
    expect(d.courseIntro).not.toContain('<script');
    const free = await k.addOk(HUAXIN, courseBody({ isFree: true, price: 5000 }));
    expect(k.ok(await k.detail(HUAXIN, free))).toMatchObject({ isFree: true, price: 0 });
  });

  it('filters the list and the counts alike: name, price range in cents, type (0 all), nature', async () => {
    const cheap = await k.addOk(
      HUAXIN,
      courseBody({ courseName: '筛选测试 中式面点师', price: 30000, courseType: 2, courseNature: 3 }),
    );
    const dear = await k.addOk(HUAXIN, courseBody({ courseName: '筛选测试 焊工', price: 250000 }));
    const list = async (query: Record<string, string>) =>
      (
        k.ok(await k.get(OP, 'getBDCourseList', { courseName: '筛选测试', pageSize: '50', ...query })) as {
          records: { courseCode: string }[];
        }
      ).records.map((r) => r.courseCode);
    expect(await list({})).toEqual([dear, cheap]);
    // Two characters (the bigram index), one (no piece to look up), pieces across a space.
    expect(await list({ courseName: '面点' })).toEqual([cheap]);
    expect(await list({ courseName: '焊' })).toEqual([dear]);
    expect(await list({ courseName: '面_' })).toEqual([]);
    expect(await list({ courseName: '测试 焊' })).toEqual([dear]);
    expect(await k.counts(OP, { courseName: '面点' })).toMatchObject({ 0: 1, 1: 0 });
    expect(await list({ beginPrice: '30000', endPrice: '30000' })).toEqual([cheap]);
    expect(await list({ beginPrice: '100000' })).toEqual([dear]);
    expect(await list({ courseType: '0' })).toEqual([dear, cheap]);
    expect(await list({ courseType: '2' })).toEqual([cheap]);
    expect(await list({ courseNature: '3' })).toEqual([cheap]);
    expect(await list({ approveType: '0' })).toEqual([dear, cheap]);
    expect(await list({ approveType: '1' })).toEqual([]);
    expect(await k.counts(OP, { courseName: '筛选测试', beginPrice: '100000' })).toEqual({
      0: 1,
      1: 0,
      2: 0,
      4: 0,
      5: 0,
      9: 0,
    });
    await k.refused(
      () => k.get(OP, 'getBDCourseList', { beginPrice: '500', endPrice: '100' }),
      400,
      '价格下限不能大于价格上限',
    );
    await k.refused(
      () => k.get(OP, 'countByCompany', { beginPrice: '-1' }),
      400,
      '价格须为不小于0的整数（分）',
    );
    await k.refused(
      () => k.get(OP, 'getBDCourseList', { courseType: '5' }),
      400,
      '课程类型只能是0全部、1技能、2学历',
    );
    await k.refused(
      () => k.get(OP, 'getBDCourseList', { courseName: '课'.repeat(51) }),
      400,
      '课程名称最多50个字符',
    );
  });
});

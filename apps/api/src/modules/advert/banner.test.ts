import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { advertKit, bannerBody, daysFromNow, OP, STAFF, USERS } from './advert-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = advertKit(t);

/** The three kinds' bases, spelled as the spec spells them. */
const BASES = ['/advert/banner', '/advert/jobBanner', '/advert/AuthBanner'];
const codesOf = (rows: { bannerCode: string }[]) => rows.map((r) => r.bannerCode);

describe('banners: one implementation, three kinds', () => {
  it.each(BASES)('%s: save, query, edit, remove', async (base) => {
    const before = await k.ok(k.get(OP, `${base}/queryBanner`));
    const { bannerCode } = await k.ok(k.post(OP, `${base}/saveBanner`, bannerBody()));
    const rows = await k.ok(k.get(OP, `${base}/queryBanner`));
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.at(-1)).toMatchObject({
      bannerCode,
      title: '就业援助月专场招聘',
      materialCode: 'M_DEMO_AD_01',
      materialName: '春风行动招聘月横幅',
      linkType: 3,
      linkTypeName: '公告',
      linkTarget: 'A2026110002',
      linkName: '2026年第四季度职业技能培训补贴申领指南',
      sortNo: rows.length,
      windowState: 1,
      windowStateName: '展示中',
    });
    expect(rows.at(-1).pictureUrl).toMatch(/^\/api\//);

    await k.ok(
      k.post(OP, `${base}/editBanner`, {
        ...bannerBody({ title: '数控车床操作工急招', linkType: 1, linkTarget: 'J_DEMO_01' }),
        bannerCode,
      }),
    );
    const edited = (await k.ok(k.get(OP, `${base}/queryBanner`))).at(-1);
    expect(edited).toMatchObject({
      bannerCode,
      title: '数控车床操作工急招',
      linkName: '数控车床操作工',
      sortNo: rows.length,
    });

    await k.ok(k.post(OP, `${base}/removeBanner`, { bannerCode }));
    expect(codesOf(await k.ok(k.get(OP, `${base}/queryBanner`)))).toEqual(codesOf(before));
    await k.refused(() => k.post(OP, `${base}/removeBanner`, { bannerCode }), 404, '轮播图不存在');
  });

  it('keeps the kinds apart: a banner of one kind is not found through another', async () => {
    const { bannerCode } = await k.ok(k.post(OP, '/advert/jobBanner/saveBanner', bannerBody()));
    expect(codesOf(await k.ok(k.get(OP, '/advert/banner/queryBanner')))).not.toContain(bannerCode);
    await k.refused(
      () => k.post(OP, '/advert/AuthBanner/editBanner', { ...bannerBody(), bannerCode }),
      404,
      '轮播图不存在',
    );
    await k.refused(() => k.post(OP, '/advert/banner/removeBanner', { bannerCode }), 404, '轮播图不存在');
    await k.ok(k.post(OP, '/advert/jobBanner/removeBanner', { bannerCode }));
  });

  it('shows the public only what is inside its window, in order', async () => {
    const base = '/advert/AuthBanner';
    const save = async (title: string, begin: number, end: number) =>
      (
        await k.ok(
          k.post(
            OP,
            `${base}/saveBanner`,
            bannerBody({ title, beginTime: daysFromNow(begin), endTime: daysFromNow(end) }),
          ),
        )
      ).bannerCode as string;
    const before = await save('窗口未开始', 1, 5);
    const inside = await save('窗口内', -1, 1);
    const after = await save('窗口已结束', -5, -1);
    const states = Object.fromEntries(
      (await k.ok(k.get(OP, `${base}/queryBanner`))).map(
        (r: { bannerCode: string; windowStateName: string }) => [r.bannerCode, r.windowStateName],
      ),
    );
    expect([states[before], states[inside], states[after]]).toEqual(['未开始', '展示中', '已结束']);

    // No login needed; only banners inside their window (the demo's 企业认证 one and ours), in carousel order.
    const shown = await k.ok(k.get(null, `${base}/public/queryBanner`));
    expect(codesOf(shown)).toEqual(['BN_DEMO_07', inside]);
    expect(shown[1]).toEqual({
      bannerCode: inside,
      title: '窗口内',
      pictureUrl: expect.stringMatching(/^\/api\//),
      linkType: 3,
      linkTarget: 'A2026110002',
    });
    // Dragged first, it comes first for the public too.
    const all = codesOf(await k.ok(k.get(OP, `${base}/queryBanner`)));
    await k.ok(k.post(OP, `${base}/sortBanner`, { codes: [inside, ...all.filter((c) => c !== inside)] }));
    expect(codesOf(await k.ok(k.get(null, `${base}/public/queryBanner`)))).toEqual([inside, 'BN_DEMO_07']);
    for (const code of [before, inside, after])
      await k.ok(k.post(OP, `${base}/removeBanner`, { bannerCode: code }));
  });

  it('persists the order of a drag and refuses an order of a list that changed', async () => {
    const base = '/advert/banner';
    const codes = codesOf(await k.ok(k.get(OP, `${base}/queryBanner`)));
    expect(codes.length).toBeGreaterThanOrEqual(3);
    const dragged = [codes.at(-1)!, ...codes.slice(0, -1)];
    await k.ok(k.post(OP, `${base}/sortBanner`, { codes: dragged }));
    const rows = await k.ok(k.get(OP, `${base}/queryBanner`));
    expect(codesOf(rows)).toEqual(dragged);
    expect(rows.map((r: { sortNo: number }) => r.sortNo)).toEqual(dragged.map((_, i) => i + 1));

    await k.refused(
      () => k.post(OP, `${base}/sortBanner`, { codes: dragged.slice(1) }),
      409,
      '列表已变化，请刷新后重试',
    );
    await k.refused(
      () => k.post(OP, `${base}/sortBanner`, { codes: [...dragged.slice(1), 'BN_DEMO_05'] }),
      409,
      '列表已变化，请刷新后重试',
    );
    await k.refused(
      () => k.post(OP, `${base}/sortBanner`, { codes: [dragged[0], ...dragged.slice(0, -1)] }),
      400,
      '排序中有重复的项',
    );
    // Removing one closes the gap; the rest keep their order.
    const { bannerCode } = await k.ok(k.post(OP, `${base}/saveBanner`, bannerBody()));
    await k.ok(k.post(OP, `${base}/sortBanner`, { codes: [bannerCode, ...dragged] }));
    await k.ok(k.post(OP, `${base}/removeBanner`, { bannerCode }));
    const after = await k.ok(k.get(OP, `${base}/queryBanner`));
    expect(codesOf(after)).toEqual(dragged);
    expect(after.map((r: { sortNo: number }) => r.sortNo)).toEqual(dragged.map((_, i) => i + 1));
  });

  it('refuses link targets that do not exist and pictures that are not passed platform images', async () => {
    const save = (extra: Record<string, unknown>) => () =>
      k.post(OP, '/advert/banner/saveBanner', bannerBody(extra));
    await k.refused(save({ linkType: 1, linkTarget: 'J_NOPE' }), 400, '跳转的职位不存在');
    await k.refused(save({ linkType: 2, linkTarget: 'TC_NOPE' }), 400, '跳转的课程不存在');
    await k.refused(save({ linkType: 3, linkTarget: 'A_NOPE' }), 400, '跳转的公告不存在');
    // An online course (not a training course) is not a course a banner can open.
    await k.refused(save({ linkType: 2, linkTarget: 'OC_DEMO_01' }), 400, '跳转的课程不存在');
    const badUrl = '网页链接须为 http:// 或 https:// 开头的有效地址';
    await k.refused(save({ linkType: 4, linkTarget: 'ftp://example.com/a' }), 400, badUrl);
    await k.refused(save({ linkType: 4, linkTarget: 'javascript:alert(1)' }), 400, badUrl);
    await k.refused(save({ linkType: 4, linkTarget: 'www.example.com' }), 400, badUrl);
    await k.refused(save({ linkType: 1, linkTarget: '' }), 400, '请选择跳转目标');
    await k.refused(save({ linkType: 7 }), 400, '跳转类型只能是0无跳转、1职位、2课程、3公告或4网页链接');
    const pictureMissing = '图片不存在或未通过审核，请从素材库重新选择';
    await k.refused(save({ materialCode: 'M_DEMO_AD_04' }), 400, pictureMissing); // under review
    await k.refused(save({ materialCode: 'M_DEMO_JF_04' }), 400, pictureMissing); // failed review
    await k.refused(save({ materialCode: 'M_DEMO_OC_01' }), 400, pictureMissing); // a school's own
    await k.refused(save({ materialCode: 'M_DEMO_OC_03' }), 400, pictureMissing); // a video
    await k.refused(save({ materialCode: 'M_NOPE' }), 400, pictureMissing);
    await k.refused(save({ materialCode: '' }), 400, '请选择图片');
    // The same checks on edit.
    await k.refused(
      () =>
        k.post(OP, '/advert/banner/editBanner', {
          ...bannerBody({ linkType: 1, linkTarget: 'J_NOPE' }),
          bannerCode: 'BN_DEMO_01',
        }),
      400,
      '跳转的职位不存在',
    );
    // Valid targets of every type pass.
    for (const [linkType, linkTarget] of [
      [0, ''],
      [1, 'J_DEMO_08'],
      [2, 'TC_DEMO_05'],
      [4, 'https://www.12333.gov.cn/zcfg?id=1'],
    ] as const) {
      const { bannerCode } = await k.ok(
        k.post(OP, '/advert/jobBanner/saveBanner', bannerBody({ linkType, linkTarget })),
      );
      const row = (await k.ok(k.get(OP, '/advert/jobBanner/queryBanner'))).find(
        (r: { bannerCode: string }) => r.bannerCode === bannerCode,
      );
      expect(row.linkTarget).toBe(linkType === 0 ? null : linkTarget);
      await k.ok(k.post(OP, '/advert/jobBanner/removeBanner', { bannerCode }));
    }
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const save = (extra: Record<string, unknown>) => () =>
      k.post(OP, '/advert/banner/saveBanner', bannerBody(extra));
    await k.refused(save({ title: '' }), 400, '请输入标题');
    await k.refused(save({ title: '标'.repeat(31) }), 400, '标题最多30个字符');
    await k.refused(save({ beginTime: '2026-13-01 00:00:00' }), 400, '上线时间格式应为 YYYY-MM-DD HH:mm:ss');
    await k.refused(save({ endTime: undefined }), 400, '请选择下线时间');
    await k.refused(
      save({ beginTime: daysFromNow(2), endTime: daysFromNow(1) }),
      400,
      '下线时间须晚于上线时间',
    );
    await k.refused(
      save({ linkType: 4, linkTarget: `https://a.cn/${'x'.repeat(500)}` }),
      400,
      '网页链接最多500个字符',
    );
    await k.refused(
      () => k.post(OP, '/advert/banner/editBanner', { ...bannerBody(), bannerCode: 'BN_NOPE' }),
      404,
      '轮播图不存在',
    );
    await k.refused(() => k.post(OP, '/advert/banner/sortBanner', { codes: [] }), 400, '请提供排序');
  });

  it('is for holders of the kind’s codes only; the public query needs no login', async () => {
    for (const base of BASES) {
      await k.refused(() => k.post(STAFF, `${base}/saveBanner`, bannerBody()), 403, '没有权限访问该功能');
      expect((await k.get(STAFF, `${base}/queryBanner`)).body.code).toBe(403);
      expect((await k.get(null, `${base}/queryBanner`)).body.code).toBe(401);
      expect((await k.get(null, `${base}/public/queryBanner`)).body.code).toBe(200);
    }
  });
});

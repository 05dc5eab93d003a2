import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { UPLOAD_PATHS, uploadPng } from '../../common/material/material-test-kit.ts';
import { courseBody, HUAXIN, MEDIA, OP, onlineCourseKit, USERS } from './online-course-test-kit.ts';

const t = useTestApp({ loginAs: USERS });
const k = onlineCourseKit(t);

const lessonWith = (lesson: Record<string, unknown>) =>
  courseBody({ chapters: [{ chapterName: '第一章', lessons: [{ lessonName: '课时一', ...lesson }] }] });

describe('online course input: bad input is refused and changes nothing', () => {
  it('refuses malformed fields with the field message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [courseBody({ courseName: '课'.repeat(51) }), '课程名称最多50个字符'],
      [courseBody({ courseName: '' }), '请输入课程名称'],
      [courseBody({ courseType: 9 }), '课程类型只能是1技能、2学历'],
      [courseBody({ coverCode: '' }), '请选择课程封面'],
      [courseBody({ courseIntro: '<p></p>' }), '请输入课程介绍'],
      [courseBody({ chapters: [] }), '请至少添加一个章节'],
      [
        courseBody({
          chapters: [{ chapterName: '   ', lessons: [{ lessonName: '一', videoCode: MEDIA.huaxinVideo }] }],
        }),
        '请输入章节名称',
      ],
      [lessonWith({ lessonName: '', videoCode: MEDIA.huaxinVideo }), '请输入课时名称'],
      [lessonWith({}), '每个课时须选择视频或图片'],
      [
        courseBody({
          chapters: Array(31).fill({ chapterName: '章', lessons: [{ lessonName: '节', videoCode: 'M' }] }),
        }),
        '章节最多30个',
      ],
    ];
    for (const [body, msg] of cases) await k.refused(() => k.add(HUAXIN, body), 400, msg);
  });

  it('refuses a lesson pointing at another school’s material, an unreviewed one or the wrong type', async () => {
    await k.refused(
      () => k.add(HUAXIN, lessonWith({ videoCode: MEDIA.jinqiaoVideo })),
      400,
      '课时视频须为本企业或平台素材库中审核通过的视频',
    );
    // A picture given as the video, and a video given as a picture.
    await k.refused(
      () => k.add(HUAXIN, lessonWith({ videoCode: MEDIA.huaxinPicture })),
      400,
      '课时视频须为本企业或平台素材库中审核通过的视频',
    );
    await k.refused(
      () => k.add(HUAXIN, lessonWith({ pictureCodes: [MEDIA.huaxinVideo] })),
      400,
      '课时图片须为本企业或平台素材库中审核通过的图片',
    );
    const pending = await uploadPng(t, t.token(HUAXIN), '未审核讲义.png', 41, {}, UPLOAD_PATHS.train);
    await k.refused(
      () => k.add(HUAXIN, lessonWith({ pictureCodes: [pending] })),
      400,
      '课时图片须为本企业或平台素材库中审核通过的图片',
    );
    await k.refused(
      () => k.add(HUAXIN, courseBody({ coverCode: pending })),
      400,
      '课程封面须为本企业或平台素材库中审核通过的图片',
    );
    await k.refused(
      () => k.add(HUAXIN, lessonWith({ videoCode: 'M_NOT_THERE' })),
      400,
      '课时视频须为本企业或平台素材库中审核通过的视频',
    );
  });

  it('refuses labels that are not live skill labels, and unknown or uncertified schools', async () => {
    await k.refused(
      () => k.add(HUAXIN, courseBody({ labelCodes: ['TL201'] })),
      400,
      '课程标签不存在或不是技能标签，请重新选择',
    );
    await k.refused(
      () => k.add(HUAXIN, courseBody({ labelCodes: ['TL_GONE'] })),
      400,
      '课程标签不存在或不是技能标签，请重新选择',
    );
    await k.refused(() => k.add(OP, courseBody({ cmpyCode: 'C_NOBODY' })), 400, '所属企业不存在');
    await k.refused(
      () => k.add(OP, courseBody({ cmpyCode: 'C_ZHONGYUAN' })),
      400,
      '该企业尚未通过认证，不能发布线上课程',
    );
  });

  it('refuses an edit that breaks a rule and keeps the course as it was', async () => {
    const code = await k.addOk(HUAXIN);
    await k.refused(
      () => k.edit(HUAXIN, courseBody({ courseCode: code, courseName: 'x'.repeat(51) })),
      400,
      '课程名称最多50个字符',
    );
    await k.refused(
      () => k.edit(HUAXIN, { ...lessonWith({ videoCode: MEDIA.jinqiaoVideo }), courseCode: code }),
      400,
      '课时视频须为本企业或平台素材库中审核通过的视频',
    );
  });
});

describe('online course content', () => {
  it('stores sanitised rich text, labels, the outline in order, and signs playable media', async () => {
    const code = await k.addOk(
      HUAXIN,
      courseBody({
        labelCodes: ['TL101', 'TL105'],
        chapters: [
          {
            chapterName: '第一章 安全用电',
            lessons: [{ lessonName: '安全用电常识', videoCode: MEDIA.huaxinVideo }],
          },
          {
            chapterName: '第二章 接线',
            lessons: [
              { lessonName: '照明电路', videoCode: MEDIA.huaxinVideo, pictureCodes: [MEDIA.huaxinPicture] },
              { lessonName: '讲义', pictureCodes: [MEDIA.huaxinPicture], lessonIntro: '课后阅读' },
            ],
          },
        ],
      }),
    );
    const d = (await k.detail(HUAXIN, code)).body.data;
    expect(d.courseIntro).toBe('<p>维修电工中级工培训，<strong>理论与实操</strong>结合。</p>');
    expect(d.labels).toEqual([
      { labelCode: 'TL101', labelName: '电工' },
      { labelCode: 'TL105', labelName: '中式烹调师' },
    ]);
    expect(d).toMatchObject({ chapterCount: 2, lessonCount: 3, cmpyName: '新郑市华信职业技能培训学校' });
    expect(
      d.chapters.map((c: { chapterName: string; lessons: { lessonName: string }[] }) => [
        c.chapterName,
        c.lessons.map((l) => l.lessonName),
      ]),
    ).toEqual([
      ['第一章 安全用电', ['安全用电常识']],
      ['第二章 接线', ['照明电路', '讲义']],
    ]);
    const video = d.chapters[0].lessons[0].video;
    expect(video).toMatchObject({ materialCode: MEDIA.huaxinVideo, materialName: '安全用电演示' });
    const file = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-99' } });
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    expect(d.chapters[1].lessons[1]).toMatchObject({ video: null, lessonIntro: '课后阅读' });
    expect(d.chapters[1].lessons[1].pictures[0].url).toMatch(/^\/api\//);
  });

  it('keeps chapter and lesson codes across an edit that reorders them, never taking another course’s codes', async () => {
    const code = await k.addOk(
      HUAXIN,
      courseBody({
        chapters: [
          { chapterName: '甲', lessons: [{ lessonName: '甲一', videoCode: MEDIA.huaxinVideo }] },
          { chapterName: '乙', lessons: [{ lessonName: '乙一', videoCode: MEDIA.huaxinVideo }] },
        ],
      }),
    );
    const before = (await k.detail(HUAXIN, code)).body.data.chapters;
    const [a, b] = before;
    const res = await k.edit(
      HUAXIN,
      courseBody({
        courseCode: code,
        chapters: [
          {
            chapterCode: b.chapterCode,
            chapterName: '乙（改）',
            lessons: [{ ...b.lessons[0], videoCode: MEDIA.huaxinVideo, pictureCodes: [] }],
          },
          {
            chapterCode: a.chapterCode,
            chapterName: '甲',
            lessons: [
              { lessonName: '甲零', videoCode: MEDIA.huaxinVideo, lessonCode: 'OC_DEMO_01_C1_L1' },
              { lessonCode: a.lessons[0].lessonCode, lessonName: '甲一', videoCode: MEDIA.huaxinVideo },
            ],
          },
        ],
      }),
    );
    expect(res.body.code, res.body.msg).toBe(200);
    const after = (await k.detail(HUAXIN, code)).body.data.chapters;
    expect(
      after.map((c: { chapterCode: string; chapterName: string }) => [c.chapterCode, c.chapterName]),
    ).toEqual([
      [b.chapterCode, '乙（改）'],
      [a.chapterCode, '甲'],
    ]);
    expect(after[1].lessons[0].lessonCode).not.toBe('OC_DEMO_01_C1_L1');
    expect(after[1].lessons[1].lessonCode).toBe(a.lessons[0].lessonCode);
    // The demo course whose code was offered is untouched.
    expect((await k.detail(OP, 'OC_DEMO_01')).body.data.chapters[0].lessons[0].lessonCode).toBe(
      'OC_DEMO_01_C1_L1',
    );
  });

  it('filters the list by name, type, school and label, and counts under the same filters', async () => {
    const list = async (query: Record<string, string>) =>
      (await k.get(OP, 'getOnlineCourseList', { pageSize: '100', ...query })).body.data;
    const byName = await list({ courseName: '直播' });
    expect(byName.records.map((r: { courseCode: string }) => r.courseCode)).toEqual(['OC_DEMO_04']);
    expect(byName.records[0]).toMatchObject({
      stateName: '已下线',
      labelNames: ['电子商务师', '直播销售员'],
      chapterCount: 2,
    });
    const jinqiao = await list({ cmpyCode: 'C_JINQIAO' });
    expect(jinqiao.total).toBe(3);
    expect(await k.counts(OP, { cmpyCode: 'C_JINQIAO' })).toEqual({ 0: 0, 1: 1, 2: 1, 4: 1 });
    expect(
      (await list({ labelCode: 'TL114' })).records.map((r: { courseCode: string }) => r.courseCode),
    ).toEqual(['OC_DEMO_05']);
    expect((await list({ state: '2', cmpyCode: 'C_JINQIAO' })).records[0]).toMatchObject({
      courseCode: 'OC_DEMO_03',
      rejectReason: '第一章视频时长过短，请补充完整的刀工演示后重新提交',
    });
    expect((await list({ courseType: '2' })).total).toBe(0);
    expect((await k.get(OP, 'getOnlineCourseList', { state: '9' })).body).toMatchObject({ code: 400 });
  });

  it('lets operators publish for a school or for the platform, with the platform library only', async () => {
    const platform = await k.add(OP, courseBody());
    // 华信's materials are not the platform's.
    expect(platform.body).toMatchObject({ code: 400, msg: '课程封面须为本企业或平台素材库中审核通过的图片' });
    const forSchool = await k.addOk(OP, courseBody({ cmpyCode: 'C_HUAXIN' }));
    expect((await k.detail(HUAXIN, forSchool)).body.data.cmpyCode).toBe('C_HUAXIN');
    await t.database.db.update(cmpy).set({ status: 2 }).where(eq(cmpy.cmpyCode, 'C_HUAXIN'));
    await k.refused(() => k.add(HUAXIN, courseBody()), 400, '该企业尚未通过认证，不能发布线上课程');
    await t.database.db.update(cmpy).set({ status: 1 }).where(eq(cmpy.cmpyCode, 'C_HUAXIN'));
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MaterialApplyState, MaterialGroupType, MaterialType, OnlineCourseState } from '@hr/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { storedFile } from '../modules/common/files/tables.ts';
import { material, materialGroup } from '../modules/common/material/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import { trainLabel } from '../modules/train/label/tables.ts';
import {
  onlineCourse,
  onlineCourseChapter,
  onlineCourseLesson,
} from '../modules/train/online-course/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import type { ObjectStorage } from '../platform/storage/index.ts';
import { png } from './demo-applications-health.ts';
import { demoMp4 } from './demo-video.ts';

/**
 * Online courses of the demo's training schools, one or more in every state, with chapters and lessons
 * that show real videos and pictures of the material library. The media are generated here (PNG pictures,
 * H.264 MP4 videos; fixed keys and bytes, so seeding and writing the files are repeatable) and stored like
 * uploads, as passed materials of each school's 课程素材 group.
 */

const DAY = 24 * 60 * 60 * 1000;

interface Media {
  code: string;
  cmpyCode: string;
  type: MaterialType;
  name: string;
  draw: () => Buffer;
}

/** A stable object key of the upload shape (`material/yyyymm/<uuid>.ext`). */
function keyOf(code: string, type: MaterialType): string {
  const h = createHash('md5').update(`online-course:${code}`).digest('hex');
  const ext = type === MaterialType.video ? 'mp4' : 'png';
  return `material/202611/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.${ext}`;
}

/** A course cover: a coloured field, a white card with a band of the colour and three text-like bars. */
const cover = (color: number) => () =>
  png(320, 180, (x, y) => {
    if (x >= 40 && x < 280 && y >= 36 && y < 144) {
      if (y < 64) return color;
      if ((y >= 84 && y < 94 && x < 240) || (y >= 106 && y < 114 && x < 200)) return 0x9ca3af;
      return 0xffffff;
    }
    return ((x + y) >> 4) % 2 ? color : (color & 0xfefefe) >> 1;
  });

/** A lecture slide: a title bar and grey lines of different lengths. */
const slide = (color: number, lines: number[]) => () =>
  png(320, 200, (x, y) => {
    if (y < 32) return color;
    const line = Math.floor((y - 48) / 24);
    if (y >= 48 && (y - 48) % 24 < 10 && line < lines.length && x >= 24 && x < 24 + lines[line]!)
      return 0xd1d5db;
    return 0xfafafa;
  });

/** A short video: two colour bands and a white bar moving across. */
const video = (top: number, bottom: number) => () =>
  demoMp4({
    seconds: 4,
    draw: (x, y, frame, frames) =>
      Math.abs(x - 12 - (frame / frames) * 136) < 10 ? 0xffffff : y < 48 ? top : bottom,
  });

const HUAXIN = 'C_HUAXIN';
const JINQIAO = 'C_JINQIAO';
const IMAGE = MaterialType.image;
const VIDEO = MaterialType.video;

const MEDIA: Media[] = [
  { code: 'M_DEMO_OC_01', cmpyCode: HUAXIN, type: IMAGE, name: '低压电工课程封面', draw: cover(0x1677ff) },
  { code: 'M_DEMO_OC_02', cmpyCode: HUAXIN, type: IMAGE, name: '育婴员课程封面', draw: cover(0xeb2f96) },
  {
    code: 'M_DEMO_OC_03',
    cmpyCode: HUAXIN,
    type: VIDEO,
    name: '安全用电演示',
    draw: video(0x1677ff, 0xfadb14),
  },
  {
    code: 'M_DEMO_OC_04',
    cmpyCode: HUAXIN,
    type: VIDEO,
    name: '婴儿抚触示范',
    draw: video(0xeb2f96, 0xfff0f6),
  },
  {
    code: 'M_DEMO_OC_05',
    cmpyCode: HUAXIN,
    type: IMAGE,
    name: '照明电路接线讲义',
    draw: slide(0x1677ff, [240, 200, 260, 120]),
  },
  {
    code: 'M_DEMO_OC_06',
    cmpyCode: HUAXIN,
    type: IMAGE,
    name: '婴儿喂养要点讲义',
    draw: slide(0xeb2f96, [220, 260, 180]),
  },
  { code: 'M_DEMO_OC_07', cmpyCode: JINQIAO, type: IMAGE, name: '中式烹调课程封面', draw: cover(0xfa8c16) },
  { code: 'M_DEMO_OC_08', cmpyCode: JINQIAO, type: IMAGE, name: '直播运营课程封面', draw: cover(0x722ed1) },
  { code: 'M_DEMO_OC_09', cmpyCode: JINQIAO, type: IMAGE, name: '家政服务课程封面', draw: cover(0x13c2c2) },
  {
    code: 'M_DEMO_OC_10',
    cmpyCode: JINQIAO,
    type: VIDEO,
    name: '刀工基本功示范',
    draw: video(0xfa8c16, 0xfff7e6),
  },
  {
    code: 'M_DEMO_OC_11',
    cmpyCode: JINQIAO,
    type: VIDEO,
    name: '直播间搭建演示',
    draw: video(0x722ed1, 0xf9f0ff),
  },
  {
    code: 'M_DEMO_OC_12',
    cmpyCode: JINQIAO,
    type: IMAGE,
    name: '家庭保洁流程图',
    draw: slide(0x13c2c2, [200, 260, 230, 160]),
  },
];

const GROUPS = [
  { groupCode: 'G_DEMO_HUAXIN_COURSE', cmpyCode: HUAXIN },
  { groupCode: 'G_DEMO_JINQIAO_COURSE', cmpyCode: JINQIAO },
];

type Lesson = [name: string, video: string | null, pictures: string[]];
interface DemoCourse {
  code: string;
  cmpyCode: string;
  name: string;
  type: 1 | 2;
  teacher: string;
  cover: string;
  labels: string[];
  intro: string;
  chapters: [string, Lesson[]][];
  /** The actions after creation, each with days ago and remark: the course's state is where they lead. */
  story: [action: 'pass' | 'reject' | 'downLine', daysAgo: number, remark?: string][];
  createdDaysAgo: number;
}

const COURSES: DemoCourse[] = [
  {
    code: 'OC_DEMO_01',
    cmpyCode: HUAXIN,
    name: '低压电工作业（特种作业操作证）线上课程',
    type: 1,
    teacher: '王建军',
    cover: 'M_DEMO_OC_01',
    labels: ['TL101'],
    intro:
      '<p>面向准备参加低压电工特种作业操作证考试的学员，讲解电工基础、安全用电与常用电路接线。</p><p>学完全部课时后可报名线下实操考核。</p>',
    chapters: [
      [
        '第一章 电工基础与安全用电',
        [
          ['安全用电常识', 'M_DEMO_OC_03', []],
          ['触电急救方法', 'M_DEMO_OC_03', []],
        ],
      ],
      [
        '第二章 常用电路接线',
        [
          ['照明电路接线', 'M_DEMO_OC_03', ['M_DEMO_OC_05']],
          ['接线讲义', null, ['M_DEMO_OC_05']],
        ],
      ],
    ],
    story: [['pass', 18]],
    createdDaysAgo: 20,
  },
  {
    code: 'OC_DEMO_02',
    cmpyCode: HUAXIN,
    name: '育婴员（五级）岗位技能课程',
    type: 1,
    teacher: '李秀兰',
    cover: 'M_DEMO_OC_02',
    labels: ['TL103', 'TL115'],
    intro: '<p>0—3岁婴幼儿生活照料、日常保健与早期教育，适合家政从业人员及新手父母。</p>',
    chapters: [
      [
        '第一章 生活照料',
        [
          ['婴儿喂养要点', null, ['M_DEMO_OC_06']],
          ['婴儿抚触', 'M_DEMO_OC_04', []],
        ],
      ],
    ],
    story: [],
    createdDaysAgo: 1,
  },
  {
    code: 'OC_DEMO_03',
    cmpyCode: JINQIAO,
    name: '中式烹调师（初级）理论与实操',
    type: 1,
    teacher: '张国强',
    cover: 'M_DEMO_OC_07',
    labels: ['TL105'],
    intro: '<p>中式烹调基础理论、刀工与火候，配合实操视频讲解。</p>',
    chapters: [['第一章 刀工基本功', [['直刀法与平刀法', 'M_DEMO_OC_10', []]]]],
    story: [['reject', 3, '第一章视频时长过短，请补充完整的刀工演示后重新提交']],
    createdDaysAgo: 5,
  },
  {
    code: 'OC_DEMO_04',
    cmpyCode: JINQIAO,
    name: '电子商务直播运营入门',
    type: 1,
    teacher: '刘晓雯',
    cover: 'M_DEMO_OC_08',
    labels: ['TL107', 'TL108'],
    intro: '<p>直播间搭建、选品与话术、平台规则，帮助返乡青年开展农产品直播销售。</p>',
    chapters: [
      ['第一章 直播间搭建', [['设备与场景布置', 'M_DEMO_OC_11', []]]],
      ['第二章 直播话术', [['开场与互动', 'M_DEMO_OC_11', []]]],
    ],
    story: [
      ['pass', 28],
      ['downLine', 6, undefined],
    ],
    createdDaysAgo: 30,
  },
  {
    code: 'OC_DEMO_05',
    cmpyCode: JINQIAO,
    name: '家政服务员岗前培训',
    type: 1,
    teacher: '赵玉梅',
    cover: 'M_DEMO_OC_09',
    labels: ['TL114'],
    intro: '<p>家居保洁、衣物整理与家庭餐制作，结业后推荐到新郑市家政企业上岗。</p>',
    chapters: [['第一章 家居保洁', [['家庭保洁流程', null, ['M_DEMO_OC_12']]]]],
    story: [['pass', 9]],
    createdDaysAgo: 12,
  },
];

const NEXT_STATE = {
  pass: OnlineCourseState.online,
  reject: OnlineCourseState.rejected,
  downLine: OnlineCourseState.offline,
};

async function seedMedia(tx: DbOrTx, now: number) {
  await tx
    .insert(materialGroup)
    .values(GROUPS.map((g) => ({ ...g, groupName: '课程素材', groupType: MaterialGroupType.train })))
    .onConflictDoNothing();
  const files = MEDIA.map((m) => {
    const bytes = m.draw();
    return { m, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') };
  });
  await tx
    .insert(storedFile)
    .values(
      files.map(({ m, size, md5 }) => ({
        objectKey: keyOf(m.code, m.type),
        fileName: `${m.name}.${m.type === VIDEO ? 'mp4' : 'png'}`,
        size,
        contentType: m.type === VIDEO ? 'video/mp4' : 'image/png',
        md5,
        purpose: 'material',
        cmpyCode: m.cmpyCode,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(material)
    .values(
      files.map(({ m, size, md5 }) => ({
        materialCode: m.code,
        cmpyCode: m.cmpyCode,
        groupCode: GROUPS.find((g) => g.cmpyCode === m.cmpyCode)!.groupCode,
        materialType: m.type,
        materialName: m.name,
        fileName: `${m.name}.${m.type === VIDEO ? 'mp4' : 'png'}`,
        fileSize: size,
        md5,
        objectKey: keyOf(m.code, m.type),
        applyState: MaterialApplyState.passed,
        auditedAt: new Date(now - 25 * DAY),
        createdAt: new Date(now - 26 * DAY),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Seeds the demo's online courses once, into an online-course table that never had a row (also into an
 * existing demo database), with their media, outlines and review history (reviewed by operator 王丽).
 */
export async function seedDemoOnlineCourses(tx: DbOrTx, now = Date.now()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(onlineCourse);
  if ((existing?.n ?? 0) > 0) return;
  const [reviewer] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, 'yunying01'), eq(sysUser.deleted, false)))
    .limit(1);
  const liveLabels = new Set(
    (
      await tx
        .select({ code: trainLabel.labelCode })
        .from(trainLabel)
        .where(
          and(
            inArray(
              trainLabel.labelCode,
              COURSES.flatMap((c) => c.labels),
            ),
            eq(trainLabel.deleted, false),
          ),
        )
    ).map((r) => r.code),
  );
  await seedMedia(tx, now);
  for (const course of COURSES) {
    const createdAt = new Date(now - course.createdDaysAgo * DAY);
    let state: number = OnlineCourseState.review;
    const history: (typeof stateChange.$inferInsert)[] = [
      {
        entity: 'onlineCourse',
        code: course.code,
        action: 'create',
        fromState: null,
        toState: state,
        createdAt,
      },
    ];
    let onlineAt: Date | null = null;
    let rejectReason: string | null = null;
    for (const [action, daysAgo, remark] of course.story) {
      const at = new Date(now - daysAgo * DAY);
      const to = NEXT_STATE[action];
      history.push({
        entity: 'onlineCourse',
        code: course.code,
        action,
        fromState: state,
        toState: to,
        userId: reviewer?.id ?? null,
        remark: remark ?? null,
        createdAt: at,
      });
      if (action === 'pass') onlineAt = at;
      rejectReason = action === 'reject' ? (remark ?? null) : null;
      state = to;
    }
    const lessons = course.chapters.flatMap(([, list]) => list);
    const [row] = await tx
      .insert(onlineCourse)
      .values({
        courseCode: course.code,
        courseName: course.name,
        courseType: course.type,
        cmpyCode: course.cmpyCode,
        teacherName: course.teacher,
        coverCode: course.cover,
        courseIntro: course.intro,
        labelCodes: course.labels.filter((code) => liveLabels.has(code)),
        state,
        rejectReason,
        onlineAt,
        chapterCount: course.chapters.length,
        lessonCount: lessons.length,
        createdAt,
        updatedAt: history.at(-1)!.createdAt!,
      })
      .returning({ id: onlineCourse.id });
    for (const [sort, [chapterName, list]] of course.chapters.entries()) {
      const [chapter] = await tx
        .insert(onlineCourseChapter)
        .values({ chapterCode: `${course.code}_C${sort + 1}`, courseId: row!.id, chapterName, sort })
        .returning({ id: onlineCourseChapter.id });
      await tx.insert(onlineCourseLesson).values(
        list.map(([lessonName, videoCode, pictureCodes], i) => ({
          lessonCode: `${course.code}_C${sort + 1}_L${i + 1}`,
          courseId: row!.id,
          chapterId: chapter!.id,
          lessonName,
          videoCode,
          pictureCodes,
          sort: i,
        })),
      );
    }
    await tx.insert(stateChange).values(history);
  }
}

/** Puts the demo courses' pictures and videos into the storage when they are not there yet. */
export async function writeDemoCourseMedia(storage: ObjectStorage): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-demo-course-'));
  try {
    for (const m of MEDIA) {
      const objectKey = keyOf(m.code, m.type);
      if (await storage.stat(objectKey)) continue;
      const source = path.join(dir, 'media');
      fs.writeFileSync(source, m.draw());
      await storage.putFile(objectKey, source, m.type === VIDEO ? 'video/mp4' : 'image/png');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

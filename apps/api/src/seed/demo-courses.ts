import { CourseApproveType } from '@hr/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { sysUser } from '../modules/system/users/tables.ts';
import { beijingToday } from '../modules/train/course/classes.ts';
import {
  trainClassSession,
  trainCourse,
  trainCourseClass,
  trainEnrolment,
  trainSignIn,
} from '../modules/train/course/tables.ts';
import { trainLabel } from '../modules/train/label/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';

/**
 * Training courses of the demo's 新郑市 training schools, one or more in every approveType, with classes
 * (past, running today, coming), students placed in them and sign-ins of the sessions held. Seeded once,
 * into a course table that never had a row (also into an existing demo database).
 */

const DAY = 86_400_000;
const HUAXIN = 'C_HUAXIN';
const JINQIAO = 'C_JINQIAO';

type Step = [
  action: 'pass' | 'reject' | 'online' | 'offline' | 'forcedOffline',
  daysAgo: number,
  remark?: string,
];

interface DemoClass {
  name: string;
  /** Days from today (negative: past). */
  start: number;
  end: number;
  times: [string, string];
  place: string;
  teacher: string;
  capacity: number;
  students: number;
}

interface DemoCourse {
  code: string;
  cmpyCode: string;
  name: string;
  type: 1 | 2;
  nature: number;
  price: number;
  covers: string[];
  video: string | null;
  labels: string[];
  intro: string;
  address: string;
  lng: number;
  lat: number;
  capacity: number;
  createdDaysAgo: number;
  story: Step[];
  classes: DemoClass[];
}

const COURSES: DemoCourse[] = [
  {
    code: 'TC_DEMO_01',
    cmpyCode: HUAXIN,
    name: '低压电工作业（特种作业操作证）培训班',
    type: 1,
    nature: 1,
    price: 98000,
    covers: ['M_DEMO_OC_01'],
    video: 'M_DEMO_OC_03',
    labels: ['TL101'],
    intro:
      '<p>面向准备参加低压电工特种作业操作证考试的学员：电工基础、安全用电、照明与动力电路接线，理论 40 学时、实操 40 学时。</p><p>结业后统一报名应急管理部门组织的考试。</p>',
    address: '人民路88号华信培训楼三层',
    lng: 113.7338,
    lat: 34.3962,
    capacity: 80,
    createdDaysAgo: 40,
    story: [
      ['pass', 38],
      ['online', 37],
    ],
    classes: [
      {
        name: '2026年第3期',
        start: -30,
        end: -12,
        times: ['08:30', '11:30'],
        place: '华信培训楼301实训室',
        teacher: '王建军',
        capacity: 30,
        students: 12,
      },
      {
        name: '2026年第4期',
        start: -3,
        end: 12,
        times: ['14:00', '17:00'],
        place: '华信培训楼302实训室',
        teacher: '王建军',
        capacity: 30,
        students: 10,
      },
    ],
  },
  {
    code: 'TC_DEMO_02',
    cmpyCode: HUAXIN,
    name: '育婴员（五级）职业技能培训',
    type: 1,
    nature: 1,
    price: 0,
    covers: ['M_DEMO_OC_02'],
    video: 'M_DEMO_OC_04',
    labels: ['TL103'],
    intro: '<p>0—3岁婴幼儿生活照料、日常保健与早期教育，政府补贴性培训，符合条件的学员免费参加。</p>',
    address: '人民路88号华信培训楼二层',
    lng: 113.7338,
    lat: 34.3962,
    capacity: 40,
    createdDaysAgo: 15,
    story: [['pass', 13]],
    classes: [
      {
        name: '周末班',
        start: 3,
        end: 24,
        times: ['09:00', '12:00'],
        place: '华信培训楼205教室',
        teacher: '李秀兰',
        capacity: 20,
        students: 6,
      },
    ],
  },
  {
    code: 'TC_DEMO_03',
    cmpyCode: HUAXIN,
    name: '企业人力资源管理师（四级）提升班',
    type: 1,
    nature: 2,
    price: 168000,
    covers: ['M_DEMO_OC_01'],
    video: null,
    labels: [],
    intro: '<p>面向在职人事专员：招聘配置、薪酬管理与劳动关系，岗位技能提升补贴范围内课程。</p>',
    address: '人民路88号华信培训楼四层',
    lng: 113.7338,
    lat: 34.3962,
    capacity: 50,
    createdDaysAgo: 2,
    story: [],
    classes: [],
  },
  {
    code: 'TC_DEMO_04',
    cmpyCode: HUAXIN,
    name: '成人高考（专升本）辅导班',
    type: 2,
    nature: 5,
    price: 260000,
    covers: ['M_DEMO_OC_02'],
    video: null,
    labels: [],
    intro: '<p>成人高考专升本政治、英语与专业课辅导。</p>',
    address: '人民路88号华信培训楼五层',
    lng: 113.7338,
    lat: 34.3962,
    capacity: 60,
    createdDaysAgo: 6,
    story: [['reject', 4, '学历类课程须提供合作院校的招生授权文件，请补充后重新提交']],
    classes: [],
  },
  {
    code: 'TC_DEMO_05',
    cmpyCode: JINQIAO,
    name: '中式烹调师（初级）培训班',
    type: 1,
    nature: 1,
    price: 120000,
    covers: ['M_DEMO_OC_07'],
    video: 'M_DEMO_OC_10',
    labels: ['TL105'],
    intro: '<p>中式烹调基础理论、刀工与火候、地方名菜实操，结业参加初级工职业技能等级认定。</p>',
    address: '轩辕路16号金桥实训基地',
    lng: 113.7512,
    lat: 34.4021,
    capacity: 60,
    createdDaysAgo: 50,
    story: [
      ['pass', 48],
      ['online', 47],
      ['offline', 5],
    ],
    classes: [
      {
        name: '2026年秋季班',
        start: -45,
        end: -20,
        times: ['09:00', '16:00'],
        place: '金桥实训基地烹饪教室',
        teacher: '张国强',
        capacity: 30,
        students: 14,
      },
    ],
  },
  {
    code: 'TC_DEMO_06',
    cmpyCode: JINQIAO,
    name: '电子商务直播运营创业培训',
    type: 1,
    nature: 3,
    price: 80000,
    covers: ['M_DEMO_OC_08'],
    video: 'M_DEMO_OC_11',
    labels: ['TL107'],
    intro: '<p>直播间搭建、选品与话术、平台规则与创业扶持政策，帮助返乡青年开展农产品直播销售。</p>',
    address: '轩辕路16号金桥实训基地二楼',
    lng: 113.7512,
    lat: 34.4021,
    capacity: 40,
    createdDaysAgo: 25,
    story: [
      ['pass', 23],
      ['online', 22],
      ['forcedOffline', 2, '课程宣传页含“包就业、包月入过万”等承诺，请删除后重新提交审核'],
    ],
    classes: [
      {
        name: '第1期',
        start: -20,
        end: -1,
        times: ['19:00', '21:00'],
        place: '金桥实训基地直播间',
        teacher: '刘晓雯',
        capacity: 20,
        students: 8,
      },
    ],
  },
  {
    code: 'TC_DEMO_07',
    cmpyCode: JINQIAO,
    name: '家政服务员岗前培训',
    type: 1,
    nature: 1,
    price: 0,
    covers: ['M_DEMO_OC_09'],
    video: null,
    labels: ['TL114'],
    intro: '<p>家居保洁、衣物整理与家庭餐制作，结业后推荐到新郑市家政企业上岗。</p>',
    address: '轩辕路16号金桥实训基地三楼',
    lng: 113.7512,
    lat: 34.4021,
    capacity: 30,
    createdDaysAgo: 10,
    story: [
      ['pass', 8],
      ['online', 8],
    ],
    classes: [
      {
        name: '第2期',
        start: 0,
        end: 6,
        times: ['08:30', '11:30'],
        place: '金桥实训基地家政实训室',
        teacher: '赵玉梅',
        capacity: 30,
        students: 9,
      },
    ],
  },
  {
    code: 'TC_DEMO_08',
    cmpyCode: JINQIAO,
    name: '新型学徒制（数控车工）培训',
    type: 1,
    nature: 4,
    price: 350000,
    covers: ['M_DEMO_OC_07'],
    video: null,
    labels: [],
    intro: '<p>企业新型学徒制：企业导师带教与学校理论教学结合，培养数控车工中级工。</p>',
    address: '轩辕路16号金桥实训基地四楼',
    lng: 113.7512,
    lat: 34.4021,
    capacity: 20,
    createdDaysAgo: 1,
    story: [],
    classes: [],
  },
];

const NEXT = {
  pass: CourseApproveType.approved,
  reject: CourseApproveType.rejected,
  online: CourseApproveType.online,
  offline: CourseApproveType.offline,
  forcedOffline: CourseApproveType.forcedOffline,
} as const;

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const GIVEN = [
  '建国',
  '秀英',
  '桂兰',
  '志强',
  '晓明',
  '丽娟',
  '海燕',
  '国庆',
  '春梅',
  '伟',
  '敏',
  '磊',
  '静',
  '洋',
  '婷',
];

const dayOf = (offset: number, today: string) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** Seeded once. */
export async function seedDemoCourses(tx: DbOrTx, now = Date.now()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(trainCourse);
  if ((existing?.n ?? 0) > 0) return;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['yunying01', 'huaxin01', 'jinqiao01']));
  const idOf = (name: string) => users.find((u) => u.username === name)?.id ?? null;
  const reviewer = idOf('yunying01');
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
  const today = beijingToday(new Date(now));
  let person = 0;
  for (const course of COURSES) {
    const staff = idOf(course.cmpyCode === HUAXIN ? 'huaxin01' : 'jinqiao01');
    const createdAt = new Date(now - course.createdDaysAgo * DAY);
    let state: number = CourseApproveType.review;
    let onlineAt: Date | null = null;
    let remark: string | null = null;
    const history: (typeof stateChange.$inferInsert)[] = [
      {
        entity: 'course',
        code: course.code,
        action: 'create',
        fromState: null,
        toState: 0,
        userId: staff,
        createdAt,
      },
    ];
    for (const [action, daysAgo, why] of course.story) {
      const at = new Date(now - daysAgo * DAY);
      const to = NEXT[action];
      const byReviewer = action === 'pass' || action === 'reject' || action === 'forcedOffline';
      history.push({
        entity: 'course',
        code: course.code,
        action,
        fromState: state,
        toState: to,
        userId: byReviewer ? reviewer : staff,
        remark: why ?? null,
        createdAt: at,
      });
      if (action === 'online') onlineAt = at;
      remark = why ?? (action === 'pass' ? null : remark);
      state = to;
    }
    const [row] = await tx
      .insert(trainCourse)
      .values({
        courseCode: course.code,
        courseName: course.name,
        courseType: course.type,
        courseNature: course.nature,
        isFree: course.price === 0,
        price: course.price,
        cmpyCode: course.cmpyCode,
        labelCodes: course.labels.filter((code) => liveLabels.has(code)),
        coverCodes: course.covers,
        videoCode: course.video,
        courseIntro: course.intro,
        provinceCode: '41',
        provinceName: '河南省',
        cityCode: '4101',
        cityName: '郑州市',
        countyCode: '410184',
        countyName: '新郑市',
        streetCode: '410184001',
        streetName: '新建路街道',
        address: course.address,
        lng: course.lng,
        lat: course.lat,
        capacity: course.capacity,
        applyBeginAt: createdAt,
        applyEndAt: new Date(now + 30 * DAY),
        contactName: course.cmpyCode === HUAXIN ? '周文静' : '郭志远',
        contactPhone: course.cmpyCode === HUAXIN ? '13703710601' : '13503710702',
        approveType: state,
        approveRemark: state === 2 || state === 9 ? remark : null,
        onlineAt,
        sortAt: onlineAt ?? createdAt,
        createdBy: staff,
        createdAt,
        updatedAt: history.at(-1)!.createdAt!,
      })
      .returning({ id: trainCourse.id });
    await tx.insert(stateChange).values(history);
    for (const [ci, cls] of course.classes.entries()) {
      const startDate = dayOf(cls.start, today);
      const endDate = dayOf(cls.end, today);
      const [c] = await tx
        .insert(trainCourseClass)
        .values({
          classCode: `${course.code}_CL${ci + 1}`,
          courseId: row!.id,
          className: cls.name,
          startDate,
          endDate,
          startTime: cls.times[0],
          endTime: cls.times[1],
          place: cls.place,
          teacherName: cls.teacher,
          capacity: cls.capacity,
          createdBy: staff,
          createdAt,
        })
        .returning({ id: trainCourseClass.id });
      const sessions = await tx
        .insert(trainClassSession)
        .values(
          Array.from({ length: cls.end - cls.start + 1 }, (_, i) => {
            const day = dayOf(cls.start + i, today);
            return {
              sessionCode: `${course.code}_CL${ci + 1}_S${String(i + 1).padStart(3, '0')}`,
              classId: c!.id,
              courseId: row!.id,
              sessionDate: day,
              startAt: new Date(`${day}T${cls.times[0]}:00+08:00`),
              endAt: new Date(`${day}T${cls.times[1]}:00+08:00`),
            };
          }),
        )
        .returning({
          id: trainClassSession.id,
          day: trainClassSession.sessionDate,
          startAt: trainClassSession.startAt,
        });
      const enrolments = await tx
        .insert(trainEnrolment)
        .values(
          Array.from({ length: cls.students }, (_, i) => {
            person++;
            return {
              enrolmentCode: `${course.code}_CL${ci + 1}_E${String(i + 1).padStart(2, '0')}`,
              courseId: row!.id,
              classId: c!.id,
              studentName: `${SURNAMES[person % SURNAMES.length]}${GIVEN[(person * 7) % GIVEN.length]}`,
              studentPhone: `1${['38', '39', '37', '35', '58'][person % 5]}0371${String(1000 + person).slice(-4)}`,
              placedBy: staff,
              placedAt: new Date(createdAt.getTime() + DAY),
            };
          }),
        )
        .returning({ id: trainEnrolment.id });
      // Sessions held (up to yesterday): most students sign in, a few miss a day now and then.
      const held = sessions.filter((s) => s.day < today);
      const signIns = held.flatMap((s, si) =>
        enrolments
          .filter((_, ei) => (ei * 5 + si * 3) % 11 !== 0)
          .map((e, ei) => ({
            sessionId: s.id,
            enrolmentId: e.id,
            classId: c!.id,
            courseId: row!.id,
            signedAt: new Date(s.startAt.getTime() - (10 - (ei % 8)) * 60_000),
            recordedBy: staff,
          })),
      );
      if (signIns.length) await tx.insert(trainSignIn).values(signIns);
    }
  }
}

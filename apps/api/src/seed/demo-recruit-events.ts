import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ActivityStatus,
  ActivityType,
  activityLifecycle,
  JobfairState,
  JobfairType,
  jobfairLifecycle,
  MaterialApplyState,
  MaterialGroupType,
  MaterialType,
} from '@hr/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { buriedPointEvent } from '../modules/common/buried-point/tables.ts';
import { storedFile } from '../modules/common/files/tables.ts';
import { material, materialGroup } from '../modules/common/material/tables.ts';
import { activity, activityCmpy } from '../modules/recruit/activity/tables.ts';
import { jobfair } from '../modules/recruit/jobfair/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import type { ObjectStorage } from '../platform/storage/index.ts';
import { png } from './demo-applications-health.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The platform's own recruitment material group, holding the job-fair posters and activity pictures. */
const GROUP = { groupCode: 'MG_DEMO_RECRUIT', groupName: '招聘会海报', groupType: MaterialGroupType.recruit };

/** A poster: a coloured background, a white title card and a row of "booth" squares. */
const poster = (color: number) => () =>
  png(240, 320, (x, y) => {
    if (x >= 24 && x < 216 && y >= 40 && y < 120) {
      if ((y >= 64 && y < 78 && x < 190) || (y >= 90 && y < 100 && x < 150)) return color;
      return 0xffffff;
    }
    if (y >= 170 && y < 250 && (x - 24) % 50 < 36 && x >= 24 && x < 216) return 0xfff1b8;
    return color;
  });

const DEMO_POSTERS = [
  {
    code: 'M_DEMO_JF_01',
    name: '春风行动招聘会海报',
    draw: poster(0xcf1322),
    state: MaterialApplyState.passed,
  },
  {
    code: 'M_DEMO_JF_02',
    name: '退役军人专场招聘会海报',
    draw: poster(0x389e0d),
    state: MaterialApplyState.passed,
  },
  {
    code: 'M_DEMO_JF_03',
    name: '高校毕业生校园招聘会海报',
    draw: poster(0x1d39c4),
    state: MaterialApplyState.passed,
  },
  {
    code: 'M_DEMO_JF_04',
    name: '网络直播带岗海报',
    draw: poster(0xd46b08),
    state: MaterialApplyState.failed,
  },
] as const;

function keyOf(code: string): string {
  const h = createHash('md5').update(`recruit-poster:${code}`).digest('hex');
  return `material/202611/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.png`;
}

const XINZHENG = {
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
};

/** Job fairs in every live state: pending review, passed (not yet online), online, rejected. */
const DEMO_JOBFAIRS = [
  {
    jobfairCode: 'JF_DEMO_01',
    jobfairName: '2026年新郑市“春风行动”大型综合招聘会',
    jobfairType: JobfairType.general,
    poster: 'M_DEMO_JF_01',
    streetCode: '410184002',
    streetName: '新华路街道',
    address: '新郑市新华路街道中华北路126号人力资源市场一楼大厅',
    lng: 113.7406,
    lat: 34.3988,
    beginInDays: 5,
    story: ['pass', 'online'] as const,
    cmpyCode: null,
    remark: null,
  },
  {
    jobfairCode: 'JF_DEMO_02',
    jobfairName: '退役军人就业专场招聘会',
    jobfairType: JobfairType.special,
    poster: 'M_DEMO_JF_02',
    streetCode: '410184106',
    streetName: '薛店镇',
    address: '新郑市薛店镇政府便民服务中心广场',
    lng: 113.6811,
    lat: 34.5209,
    beginInDays: 12,
    story: ['pass'] as const,
    cmpyCode: null,
    remark: null,
  },
  {
    jobfairCode: 'JF_DEMO_03',
    jobfairName: '恒达机械2026届高校毕业生校园招聘会',
    jobfairType: JobfairType.campus,
    poster: 'M_DEMO_JF_03',
    streetCode: '410184109',
    streetName: '龙湖镇',
    address: '新郑市龙湖镇双湖大道郑州工商学院第二报告厅',
    lng: 113.6915,
    lat: 34.5583,
    beginInDays: 9,
    story: [] as const,
    cmpyCode: 'C_HENGDA',
    remark: null,
  },
  {
    jobfairCode: 'JF_DEMO_04',
    jobfairName: '云帆物流旺季分拣员专场招聘会',
    jobfairType: JobfairType.special,
    poster: 'M_DEMO_JF_01',
    streetCode: '410184002',
    streetName: '新华路街道',
    address: '新郑市新华路街道郑韩路88号',
    lng: 113.7432,
    lat: 34.3951,
    beginInDays: 3,
    story: ['reject'] as const,
    cmpyCode: 'C_YUNFAN',
    remark: '海报未写明招聘岗位与薪资待遇，请补充后重新提交',
  },
];

/** Activities of the demo stations through every state of the lifecycle (money in cents). */
const DEMO_ACTIVITIES = [
  {
    code: 'ACT_DEMO_01',
    name: '薛店镇返乡青年就业招聘周',
    type: ActivityType.recruit,
    station: 'S_DEMO_02',
    begin: 3,
    days: 7,
    budget: 2_000_000,
    perReward: 20_000,
    desc: '面向返乡青年，组织辖区企业进村入户宣传岗位，每成功入职一人奖励200元。',
    story: [] as const,
    cmpys: ['C_HENGDA', 'C_YUNFAN'],
  },
  {
    code: 'ACT_DEMO_02',
    name: '新华路街道家政服务员技能培训班',
    type: ActivityType.train,
    station: 'S_DEMO_01',
    begin: 6,
    days: 10,
    budget: 1_500_000,
    perReward: 30_000,
    desc: '育婴、保洁、家庭餐制作三项技能培训，结业考核合格每人补贴300元。',
    story: ['pass'] as const,
    cmpys: ['C_ANJU'],
  },
  {
    code: 'ACT_DEMO_03',
    name: '物流园区分拣员专项招聘',
    type: ActivityType.recruit,
    station: 'S_DEMO_01',
    begin: 4,
    days: 5,
    budget: 5_000_000,
    perReward: 100_000,
    desc: '为云帆物流招募分拣员100名。',
    story: ['reject'] as const,
    reason: '单人奖励标准过高，不符合活动补贴规定，请调整后重新提交',
    cmpys: ['C_YUNFAN'],
  },
  {
    code: 'ACT_DEMO_04',
    name: '新华路街道春季招聘月',
    type: ActivityType.recruit,
    station: 'S_DEMO_01',
    begin: -5,
    days: 20,
    budget: 3_000_000,
    perReward: 20_000,
    desc: '每周三上午在街道便民服务中心举办小型招聘会，企业现场收简历。',
    story: ['pass', 'start'] as const,
    cmpys: ['C_HENGDA', 'C_YUNFAN'],
  },
  {
    code: 'ACT_DEMO_05',
    name: '数控车床操作工岗前培训',
    type: ActivityType.train,
    station: 'S_DEMO_02',
    begin: -30,
    days: 14,
    budget: 1_200_000,
    perReward: 40_000,
    desc: '与恒达机械联合开展，培训合格直接上岗。',
    story: ['pass', 'start', 'end'] as const,
    cmpys: ['C_HENGDA'],
  },
  {
    code: 'ACT_DEMO_06',
    name: '电商直播带岗招聘活动',
    type: ActivityType.recruit,
    station: 'S_DEMO_02',
    begin: -40,
    days: 10,
    budget: 800_000,
    perReward: 10_000,
    desc: '通过短视频直播推介辖区岗位，按入职人数奖励。',
    story: ['pass', 'start', 'end', 'submitSettle'] as const,
    settle: 560_000,
    cmpys: ['C_YUNFAN'],
  },
  {
    code: 'ACT_DEMO_07',
    name: '冬季农民工就业帮扶招聘会',
    type: ActivityType.recruit,
    station: 'S_DEMO_01',
    begin: -60,
    days: 7,
    budget: 1_000_000,
    perReward: 20_000,
    desc: '帮助农闲季节农民工就近就业。',
    story: ['pass', 'start', 'end', 'submitSettle', 'agreeSettle', 'settle'] as const,
    settle: 760_000,
    cmpys: ['C_HENGDA'],
  },
];

type Step = 'pass' | 'reject' | 'start' | 'end' | 'submitSettle' | 'agreeSettle' | 'settle';
const ACTIVITY_TO: Record<Step, number> = {
  pass: ActivityStatus.pendingStart,
  reject: ActivityStatus.rejected,
  start: ActivityStatus.inProgress,
  end: ActivityStatus.pendingSettlement,
  submitSettle: ActivityStatus.settlementReview,
  agreeSettle: ActivityStatus.ended,
  settle: ActivityStatus.ended,
};

/** Tracked events of the demo users over the last days (the mini program's and the back office's). */
const DEMO_EVENTS: [
  username: string,
  eventCode: string,
  eventName: string,
  pagePath: string,
  params: object,
][] = [
  ['yunying01', 'notice.open', '查看公告', '/notice/detail', { noticeCode: 'N_DEMO_01' }],
  ['yunying01', 'job.audit.open', '打开岗位审核', '/recruit/job/audit', {}],
  ['hengda01', 'job.share', '分享岗位', '/recruit/job/detail', { jobCode: 'J_DEMO_01', channel: '微信好友' }],
  ['hengda01', 'resume.view', '查看简历', '/recruit/resume/detail', { applyCode: 'A_DEMO_01' }],
  ['yunfan01', 'job.share', '分享岗位', '/recruit/job/detail', { jobCode: 'J_DEMO_04', channel: '朋友圈' }],
  ['yunfan01', 'jobfair.view', '查看招聘会', '/recruit/jobfair/detail', { jobfairCode: 'JF_DEMO_01' }],
  ['hengda02', 'activity.view', '查看活动详情', '/recruit/activity/detail', { activityCode: 'ACT_DEMO_04' }],
  ['yunying01', 'course.view', '查看课程详情', '/train/course/detail', { courseCode: 'OC_DEMO_01' }],
  ['hengda01', 'export.click', '导出名单', '/recruit/apply/list', { rows: 36 }],
  ['yunfan01', 'notice.open', '查看公告', '/notice/detail', { noticeCode: 'N_DEMO_02' }],
];

async function seedPosters(tx: DbOrTx, now: number): Promise<void> {
  await tx.insert(materialGroup).values(GROUP).onConflictDoNothing();
  const files = DEMO_POSTERS.map((m) => {
    const bytes = m.draw();
    return { m, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') };
  });
  await tx
    .insert(storedFile)
    .values(
      files.map(({ m, size, md5 }) => ({
        objectKey: keyOf(m.code),
        fileName: `${m.name}.png`,
        size,
        contentType: 'image/png',
        md5,
        purpose: 'material',
        cmpyCode: null,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(material)
    .values(
      files.map(({ m, size, md5 }) => ({
        materialCode: m.code,
        cmpyCode: null,
        groupCode: GROUP.groupCode,
        materialType: MaterialType.image,
        materialName: m.name,
        fileName: `${m.name}.png`,
        fileSize: size,
        md5,
        objectKey: keyOf(m.code),
        applyState: m.state,
        auditJson: m.state === MaterialApplyState.failed ? '海报含有个人手机号码，请删除后重新上传' : null,
        auditedAt: new Date(now - 19 * DAY),
        createdAt: new Date(now - 20 * DAY),
      })),
    )
    .onConflictDoNothing();
}

async function seedJobfairs(tx: DbOrTx, now: number, user: (name: string) => number | null): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(jobfair)
    .where(
      inArray(
        jobfair.jobfairCode,
        DEMO_JOBFAIRS.map((j) => j.jobfairCode),
      ),
    );
  if ((existing?.n ?? 0) > 0) return;
  const created = (j: (typeof DEMO_JOBFAIRS)[number]) => new Date(now - (8 + j.beginInDays) * DAY);
  await tx.insert(jobfair).values(
    DEMO_JOBFAIRS.map((j) => {
      const begin = new Date(now + j.beginInDays * DAY);
      begin.setUTCHours(1, 0, 0, 0);
      const state =
        j.story.length === 0 ? JobfairState.pending : jobfairLifecycle.actions[j.story.at(-1)!].to;
      return {
        jobfairCode: j.jobfairCode,
        jobfairName: j.jobfairName,
        jobfairType: j.jobfairType,
        beginTime: begin,
        endTime: new Date(begin.getTime() + 7 * HOUR),
        posterCode: j.poster,
        posterKey: keyOf(j.poster),
        ...XINZHENG,
        streetCode: j.streetCode,
        streetName: j.streetName,
        address: j.address,
        lng: j.lng,
        lat: j.lat,
        state,
        approveRemark: j.remark,
        cmpyCode: j.cmpyCode,
        createdBy: null,
        createdAt: created(j),
        updatedAt: created(j),
      };
    }),
  );
  const creator = (j: (typeof DEMO_JOBFAIRS)[number]) =>
    user(j.cmpyCode === 'C_HENGDA' ? 'hengda01' : j.cmpyCode === 'C_YUNFAN' ? 'yunfan01' : 'yunying01');
  await tx.insert(stateChange).values(
    DEMO_JOBFAIRS.flatMap((j) => {
      let from: number = JobfairState.pending;
      const rows = [
        {
          entity: jobfairLifecycle.entity,
          code: j.jobfairCode,
          action: 'create',
          toState: JobfairState.pending,
          userId: creator(j),
          createdAt: created(j),
        },
      ];
      j.story.forEach((step, i) => {
        const to = jobfairLifecycle.actions[step].to;
        rows.push({
          entity: jobfairLifecycle.entity,
          code: j.jobfairCode,
          action: step,
          fromState: from,
          toState: to,
          userId: user('yunying01'),
          remark: step === 'reject' ? j.remark : null,
          createdAt: new Date(created(j).getTime() + (i + 1) * DAY),
        } as (typeof rows)[number]);
        from = to;
      });
      return rows;
    }),
  );
}

async function seedActivities(tx: DbOrTx, now: number, user: (name: string) => number | null): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(activity)
    .where(
      inArray(
        activity.activityCode,
        DEMO_ACTIVITIES.map((a) => a.code),
      ),
    );
  if ((existing?.n ?? 0) > 0) return;
  const companies = await tx
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName })
    .from(cmpy)
    .where(inArray(cmpy.cmpyCode, [...new Set(DEMO_ACTIVITIES.flatMap((a) => a.cmpys))]));
  const timesOf = (a: (typeof DEMO_ACTIVITIES)[number]) => {
    const begin = new Date(now + a.begin * DAY);
    begin.setUTCHours(1, 0, 0, 0);
    const end = new Date(begin.getTime() + a.days * DAY - 2 * HOUR);
    const created = new Date(Math.min(begin.getTime(), now) - 6 * DAY);
    return { begin, end, created };
  };
  const creator = user('yunying01');
  await tx.insert(activity).values(
    DEMO_ACTIVITIES.map((a) => {
      const { begin, end, created } = timesOf(a);
      const last = a.story.at(-1) as Step | undefined;
      const settled = last === 'settle';
      return {
        activityCode: a.code,
        activityName: a.name,
        type: a.type,
        status: last ? ACTIVITY_TO[last] : ActivityStatus.underReview,
        beginTime: begin,
        endTime: end,
        activityBudget: a.budget,
        perReward: a.perReward,
        stationCode: a.station,
        activityDesc: a.desc,
        auditReason: 'reason' in a ? a.reason : null,
        settleAmount: 'settle' in a ? a.settle : null,
        settleTime: settled ? new Date(end.getTime() + 5 * DAY) : null,
        settleUserId: settled ? creator : null,
        createUserId: creator,
        createdAt: created,
        updatedAt: created,
      };
    }),
  );
  const joined = DEMO_ACTIVITIES.flatMap((a) =>
    a.cmpys.flatMap((code) => {
      const c = companies.find((x) => x.cmpyCode === code);
      return c ? [{ activityCode: a.code, cmpyCode: c.cmpyCode, cmpyName: c.cmpyName }] : [];
    }),
  );
  if (joined.length) await tx.insert(activityCmpy).values(joined).onConflictDoNothing();
  await tx.insert(stateChange).values(
    DEMO_ACTIVITIES.flatMap((a) => {
      const { begin, end, created } = timesOf(a);
      const at: Record<Step, Date> = {
        pass: new Date(created.getTime() + DAY),
        reject: new Date(created.getTime() + DAY),
        start: begin,
        end,
        submitSettle: new Date(end.getTime() + 2 * DAY),
        agreeSettle: new Date(end.getTime() + 3 * DAY),
        settle: new Date(end.getTime() + 5 * DAY),
      };
      let from: number = ActivityStatus.underReview;
      const rows = [
        {
          entity: activityLifecycle.entity,
          code: a.code,
          action: 'create',
          toState: ActivityStatus.underReview,
          userId: creator,
          createdAt: created,
        },
      ];
      for (const step of a.story as readonly Step[]) {
        const to = ACTIVITY_TO[step];
        rows.push({
          entity: activityLifecycle.entity,
          code: a.code,
          action: step,
          fromState: from,
          toState: to,
          // The clock moves start and end (no user).
          userId: step === 'start' || step === 'end' ? null : user('yunying01'),
          remark: step === 'reject' && 'reason' in a ? a.reason : null,
          createdAt: at[step],
        } as (typeof rows)[number]);
        from = to;
      }
      return rows;
    }),
  );
}

async function seedEvents(tx: DbOrTx, now: number): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(buriedPointEvent);
  if ((existing?.n ?? 0) > 0) return;
  const users = await tx
    .select({
      username: sysUser.username,
      userCode: sysUser.userCode,
      realName: sysUser.realName,
      cmpyCode: sysUser.cmpyCode,
    })
    .from(sysUser)
    .where(inArray(sysUser.username, [...new Set(DEMO_EVENTS.map((e) => e[0]))]));
  const rows = DEMO_EVENTS.flatMap(([username, eventCode, eventName, pagePath, params], i) => {
    const u = users.find((x) => x.username === username);
    if (!u) return [];
    return [
      {
        eventCode,
        eventName,
        pagePath,
        params: params as Record<string, unknown>,
        userCode: u.userCode,
        username: u.username,
        realName: u.realName,
        cmpyCode: u.cmpyCode ?? null,
        clientIp: `171.8.${20 + i}.${100 + i * 7}`,
        userAgent:
          i % 2
            ? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
            : 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) MicroMessenger/8.0.47',
        eventTime: new Date(now - (i * 7 + 3) * HOUR),
      },
    ];
  });
  if (rows.length) await tx.insert(buriedPointEvent).values(rows);
}

/**
 * Seeds once (also into an existing demo database, each part only when its own demo rows are missing):
 * the platform's recruitment posters in the material library, job fairs in every state, station activities
 * through the whole lifecycle with their history, and tracked events of the demo users.
 */
export async function seedDemoRecruitEvents(tx: DbOrTx, now = Date.now()): Promise<void> {
  const [demoCompany] = await tx.select({ n: count() }).from(cmpy).where(eq(cmpy.cmpyCode, 'C_HENGDA'));
  // Without the demo companies (a database seeded without demo data) there is nothing to show.
  if ((demoCompany?.n ?? 0) === 0) return;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['yunying01', 'hengda01', 'yunfan01']));
  const user = (name: string) => users.find((u) => u.username === name)?.id ?? null;
  await seedPosters(tx, now);
  await seedJobfairs(tx, now, user);
  await seedActivities(tx, now, user);
  await seedEvents(tx, now);
}

/** Puts the demo posters into the storage when they are not there yet. */
export async function writeDemoPosters(storage: ObjectStorage): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-demo-poster-'));
  try {
    for (const m of DEMO_POSTERS) {
      if (await storage.stat(keyOf(m.code))) continue;
      const source = path.join(dir, 'poster');
      fs.writeFileSync(source, m.draw());
      await storage.putFile(keyOf(m.code), source, 'image/png');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BannerKind,
  BannerLinkType,
  MaterialApplyState,
  MaterialGroupType,
  MaterialType,
} from '@hr/contract';
import { count, eq } from 'drizzle-orm';
import { advertBanner, advertRecommend } from '../modules/advert/tables.ts';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { storedFile } from '../modules/common/files/tables.ts';
import { material, materialGroup } from '../modules/common/material/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { ObjectStorage } from '../platform/storage/index.ts';
import { png } from './demo-applications-health.ts';

/**
 * The public apps' front pages in the demo: banner pictures in the platform's material library (three
 * passed, one still under review, so the picker's "passed only" shows), banners of the three kinds in every
 * window state (showing, not yet begun, ended) linking to a notice, a course, a job and a web page, and
 * recommended courses and jobs — one of each whose target is offline, one disabled.
 */

const DAY = 24 * 60 * 60 * 1000;
const GROUP = { groupCode: 'MG_DEMO_ADVERT', groupName: '广告图片', groupType: MaterialGroupType.recruit };

/** A 2.5:1 banner: a colour gradient, a white headline bar and a button-like pill. */
const banner = (from: number, to: number) => () =>
  png(375, 150, (x, y) => {
    if (y >= 48 && y < 66 && x >= 28 && x < 220) return 0xffffff;
    if (y >= 78 && y < 88 && x >= 28 && x < 170) return 0xf0f0f0;
    if (y >= 104 && y < 126 && x >= 28 && x < 120) return 0xfadb14;
    const t = x / 375;
    const mix = (shift: number) =>
      Math.round(((from >> shift) & 0xff) * (1 - t) + ((to >> shift) & 0xff) * t) << shift;
    return mix(16) | mix(8) | mix(0);
  });

const PICTURES = [
  {
    code: 'M_DEMO_AD_01',
    name: '春风行动招聘月横幅',
    draw: banner(0xcf1322, 0xfa8c16),
    state: MaterialApplyState.passed,
  },
  {
    code: 'M_DEMO_AD_02',
    name: '职业技能提升行动横幅',
    draw: banner(0x1677ff, 0x13c2c2),
    state: MaterialApplyState.passed,
  },
  {
    code: 'M_DEMO_AD_03',
    name: '企业认证指引横幅',
    draw: banner(0x389e0d, 0x95de64),
    state: MaterialApplyState.passed,
  },
  {
    code: 'M_DEMO_AD_04',
    name: '零工市场开市横幅',
    draw: banner(0x722ed1, 0xeb2f96),
    state: MaterialApplyState.underReview,
  },
] as const;

function keyOf(code: string): string {
  const h = createHash('md5').update(`advert-banner:${code}`).digest('hex');
  return `material/202611/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.png`;
}

interface DemoBanner {
  code: string;
  kind: BannerKind;
  title: string;
  picture: string;
  link: [type: number, target: string | null];
  /** Window in days from now: [begin, end). */
  window: [number, number];
}

const BANNERS: DemoBanner[] = [
  {
    code: 'BN_DEMO_01',
    kind: 'banner',
    title: '2026年春风行动专场招聘',
    picture: 'M_DEMO_AD_01',
    link: [BannerLinkType.notice, 'A2026110001'],
    window: [-10, 20],
  },
  {
    code: 'BN_DEMO_02',
    kind: 'banner',
    title: '低压电工培训班火热报名中',
    picture: 'M_DEMO_AD_02',
    link: [BannerLinkType.course, 'TC_DEMO_01'],
    window: [-5, 25],
  },
  {
    code: 'BN_DEMO_03',
    kind: 'banner',
    title: '元旦职业技能公益课',
    picture: 'M_DEMO_AD_02',
    link: [BannerLinkType.none, null],
    window: [20, 40],
  },
  {
    code: 'BN_DEMO_04',
    kind: 'banner',
    title: '秋季校园招聘会',
    picture: 'M_DEMO_AD_01',
    link: [BannerLinkType.url, 'https://www.mohrss.gov.cn/'],
    window: [-60, -30],
  },
  {
    code: 'BN_DEMO_05',
    kind: 'jobBanner',
    title: '恒达机械招聘数控车床操作工',
    picture: 'M_DEMO_AD_01',
    link: [BannerLinkType.job, 'J_DEMO_01'],
    window: [-3, 27],
  },
  {
    code: 'BN_DEMO_06',
    kind: 'jobBanner',
    title: '云帆物流快递分拣员日结',
    picture: 'M_DEMO_AD_02',
    link: [BannerLinkType.job, 'J_DEMO_13'],
    window: [-1, 14],
  },
  {
    code: 'BN_DEMO_07',
    kind: 'authBanner',
    title: '企业认证三步完成',
    picture: 'M_DEMO_AD_03',
    link: [BannerLinkType.url, 'https://www.gsxt.gov.cn/'],
    window: [-30, 335],
  },
];

/** [kind, target, enabled]: in list order. */
const RECOMMENDS: ['course' | 'job', string, boolean][] = [
  ['course', 'TC_DEMO_01', true],
  ['course', 'TC_DEMO_07', true],
  ['course', 'TC_DEMO_05', true],
  ['job', 'J_DEMO_01', true],
  ['job', 'J_DEMO_13', true],
  ['job', 'J_DEMO_14', false],
  ['job', 'J_DEMO_08', true],
];

async function seedPictures(tx: DbOrTx, now: number) {
  await tx.insert(materialGroup).values(GROUP).onConflictDoNothing();
  const files = PICTURES.map((m) => {
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
        auditedAt: m.state === MaterialApplyState.passed ? new Date(now - 14 * DAY) : null,
        createdAt: new Date(now - 15 * DAY),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Seeds the demo's advertising once: banners into a banner table that never had a row, recommendations
 * into an empty recommendation table (also into an existing demo database).
 */
export async function seedDemoAdverts(tx: DbOrTx, now = Date.now()): Promise<void> {
  const [demoCompany] = await tx.select({ n: count() }).from(cmpy).where(eq(cmpy.cmpyCode, 'C_HENGDA'));
  if ((demoCompany?.n ?? 0) === 0) return;
  const [banners] = await tx.select({ n: count() }).from(advertBanner);
  if ((banners?.n ?? 0) === 0) {
    await seedPictures(tx, now);
    const position = new Map<string, number>();
    await tx.insert(advertBanner).values(
      BANNERS.map((b) => {
        const sortNo = (position.get(b.kind) ?? 0) + 1;
        position.set(b.kind, sortNo);
        return {
          bannerCode: b.code,
          kind: b.kind,
          title: b.title,
          materialCode: b.picture,
          linkType: b.link[0],
          linkTarget: b.link[1],
          sortNo,
          beginAt: new Date(now + b.window[0] * DAY),
          endAt: new Date(now + b.window[1] * DAY),
          createdAt: new Date(now - 12 * DAY),
          updatedAt: new Date(now - 12 * DAY),
        };
      }),
    );
  }
  const [recommends] = await tx.select({ n: count() }).from(advertRecommend);
  if ((recommends?.n ?? 0) === 0) {
    const position = new Map<string, number>();
    await tx.insert(advertRecommend).values(
      RECOMMENDS.map(([kind, targetCode, available], i) => {
        const sortNo = (position.get(kind) ?? 0) + 1;
        position.set(kind, sortNo);
        return { recommendCode: `RC_DEMO_0${i + 1}`, kind, targetCode, available, sortNo };
      }),
    );
  }
}

/** Puts the demo banner pictures into the storage when they are not there yet. */
export async function writeDemoBannerPictures(storage: ObjectStorage): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-demo-banner-'));
  try {
    for (const m of PICTURES) {
      if (await storage.stat(keyOf(m.code))) continue;
      const source = path.join(dir, 'banner');
      fs.writeFileSync(source, m.draw());
      await storage.putFile(keyOf(m.code), source, 'image/png');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

import { creditCodeCheckChar, FilingState, organLifecycle, promulgationLifecycle } from '@hr/contract';
import { count, inArray } from 'drizzle-orm';
import { XINZHENG_REGION } from '../modules/cmpy/history-address/demo.ts';
import { skillOrgan, skillPromulgation } from '../modules/skill-policy/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { demoAttachment } from './demo-attachments.ts';

const DAY = 24 * 60 * 60 * 1000;
const credit = (first17: string) => first17 + creditCodeCheckChar(first17);
const { draft, submitted, cancelled } = FilingState;

/** Fictional skill-training schools of 新郑市 (codes with a correct check character). */
const ORGANS = [
  {
    businessCode: 'SO_DEMO_01',
    organName: '新郑市龙湖职业技能培训学校',
    creditCode: credit('52410184MJ8K3LQ2T'),
    legalPerson: '王建国',
    contactPerson: '李娜',
    contactPhone: '13838125601',
    address: '龙湖镇中华北路188号',
    lng: 113.7322,
    lat: 34.5317,
    labelCodes: ['TL101', 'TL102', 'TL106'],
    status: submitted,
    daysAgo: 40,
  },
  {
    businessCode: 'SO_DEMO_02',
    organName: '新郑市轩辕家政服务职业培训学校',
    creditCode: credit('52410184MJ8K4N7W1'),
    legalPerson: '张秀兰',
    contactPerson: '陈敏',
    contactPhone: '13937184402',
    address: '新华路街道人民路56号',
    lng: 113.7411,
    lat: 34.3962,
    labelCodes: ['TL103', 'TL104', 'TL114', 'TL115'],
    status: submitted,
    daysAgo: 32,
  },
  {
    businessCode: 'SO_DEMO_03',
    organName: '新郑市薛店烹饪技术培训中心',
    creditCode: credit('52410184MJ8K5P2X6'),
    legalPerson: '刘德华',
    contactPerson: '刘洋',
    contactPhone: '15036172203',
    address: '薛店镇商贸大道12号',
    lng: 113.6811,
    lat: 34.5209,
    labelCodes: ['TL105', 'TL109'],
    status: draft,
    daysAgo: 3,
  },
  {
    businessCode: 'SO_DEMO_04',
    organName: '新郑市华南电商直播培训学校',
    creditCode: credit('52410184MJ8K6R9Y3'),
    legalPerson: '赵鹏',
    contactPerson: '孙倩',
    contactPhone: '18638105505',
    address: '和庄镇电商产业园3号楼',
    lng: 113.6517,
    lat: 34.4582,
    labelCodes: ['TL107', 'TL108'],
    status: cancelled,
    daysAgo: 60,
  },
] as const;

const PROMULGATIONS = [
  {
    title: '2026年第一期焊工（初级）培训合格人员公示',
    organ: 'SO_DEMO_01',
    body: '<p>根据《职业技能提升行动补贴管理办法》，现将我校2026年第一期焊工（初级）培训合格人员名单予以公示，公示期7天。</p><p>公示期内如有异议，请拨打监督电话 0371-62688000。</p>',
    status: submitted,
    daysAgo: 20,
  },
  {
    title: '2026年第二期养老护理员培训开班公示',
    organ: 'SO_DEMO_02',
    body: '<p>我校拟于下月开设第二期养老护理员（五级）培训班，计划招收学员40人，培训课时120学时。</p>',
    status: draft,
    daysAgo: 2,
  },
  {
    title: '2026年电工培训补贴申领人员公示（已撤销）',
    organ: 'SO_DEMO_01',
    body: '<p>因名单有误，本公示已撤销，更正后重新公示。</p>',
    status: cancelled,
    daysAgo: 15,
  },
  {
    title: '2026年第一期育婴师培训合格人员公示',
    organ: 'SO_DEMO_02',
    body: '<p>现将2026年第一期育婴师（五级）培训合格人员名单予以公示。</p><table><tr><th>姓名</th><th>证书等级</th></tr><tr><td>李秀英</td><td>五级</td></tr><tr><td>刘芳</td><td>五级</td></tr></table>',
    status: submitted,
    daysAgo: 8,
  },
] as const;

/** The actions that brought a filing to `status`, each a day after the last. */
const storyOf = (status: number) =>
  status === submitted ? (['submit'] as const) : status === cancelled ? (['submit', 'cancel'] as const) : [];

/**
 * Seeds the demo skill organisations and promulgation filings once, into tables that never had a row (also
 * into an existing demo database): filed, draft and cancelled ones, with their history.
 */
export async function seedDemoPolicy(tx: DbOrTx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(skillOrgan);
  if ((existing?.n ?? 0) > 0) return;
  const [user] = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(inArray(sysUser.username, ['yunying01']));
  const userId = user?.id ?? null;
  const now = Date.now();
  const attachments = [demoAttachment('培训补贴标准.csv'), demoAttachment('补贴申领表.csv')].map((a) => ({
    ...a,
    materialName: decodeURIComponent(a.materialName),
  }));
  const history = (entity: string, code: string, status: number, daysAgo: number) => [
    { entity, code, action: 'create', toState: 0, userId, createdAt: new Date(now - daysAgo * DAY) },
    ...storyOf(status).map((action, i) => ({
      entity,
      code,
      action,
      fromState: action === 'submit' ? draft : submitted,
      toState: action === 'submit' ? submitted : cancelled,
      userId,
      createdAt: new Date(now - (daysAgo - i - 1) * DAY),
    })),
  ];
  await tx.insert(skillOrgan).values(
    ORGANS.map(({ daysAgo, labelCodes, ...organ }, i) => ({
      ...organ,
      ...XINZHENG_REGION,
      labelCodes: [...labelCodes],
      attachments: attachments.slice(0, (i % 2) + 1),
      submitTime: organ.status === draft ? null : new Date(now - (daysAgo - 1) * DAY),
      createdBy: userId,
      createdAt: new Date(now - daysAgo * DAY),
      updatedAt: new Date(now - daysAgo * DAY),
    })),
  );
  const rows = await tx
    .insert(skillPromulgation)
    .values(
      PROMULGATIONS.map(({ organ, body, daysAgo, ...p }) => ({
        ...p,
        content: body,
        businessCode: organ,
        attachments: attachments.slice(0, 1),
        submitTime: p.status === draft ? null : new Date(now - (daysAgo - 1) * DAY),
        createdBy: userId,
        createdAt: new Date(now - daysAgo * DAY),
        updatedAt: new Date(now - daysAgo * DAY),
      })),
    )
    .returning({ id: skillPromulgation.id });
  await tx
    .insert(stateChange)
    .values([
      ...ORGANS.flatMap((o) => history(organLifecycle.entity, o.businessCode, o.status, o.daysAgo)),
      ...PROMULGATIONS.flatMap((p, i) =>
        history(promulgationLifecycle.entity, String(rows[i]!.id), p.status, p.daysAgo),
      ),
    ]);
}

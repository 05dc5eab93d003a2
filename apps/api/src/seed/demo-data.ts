import { cmpy } from '../modules/cmpy/company/tables.ts';
import { seedDemoAddresses } from '../modules/cmpy/history-address/demo.ts';
import { storedFile } from '../modules/common/files/tables.ts';
import { sanitizeAnnouncementHtml } from '../modules/common/msg/service.ts';
import { announcement } from '../modules/common/msg/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { demoAttachment, demoAttachmentRows } from './demo-attachments.ts';
import { createUser } from './users.ts';

/** Fictional companies of 新郑市 (郑州市, 河南省) with plausible names. */
export const DEMO_COMPANIES = [
  { cmpyCode: 'C_HENGDA', cmpyName: '新郑市恒达机械制造有限公司', status: 1 },
  { cmpyCode: 'C_YUNFAN', cmpyName: '郑州云帆物流有限公司', status: 1 },
  { cmpyCode: 'C_ZHONGYUAN', cmpyName: '河南中原优品食品有限公司', status: 0 },
  { cmpyCode: 'C_ANJU', cmpyName: '新郑市安居家政服务有限公司', status: 2 },
];

const DEMO_USERS = [
  { username: 'yunying01', realName: '王丽', phone: '13838112201', cmpyCode: null, role: 'operator' },
  { username: 'yunying02', realName: '赵建国', phone: '13938223302', cmpyCode: null, role: 'operator' },
  {
    username: 'hengda01',
    realName: '李强',
    phone: '15037134403',
    cmpyCode: 'C_HENGDA',
    role: 'companyStaff',
  },
  {
    username: 'hengda02',
    realName: '孙晓燕',
    phone: '15137145504',
    cmpyCode: 'C_HENGDA',
    role: 'companyStaff',
  },
  {
    username: 'yunfan01',
    realName: '张敏',
    phone: '18637156605',
    cmpyCode: 'C_YUNFAN',
    role: 'companyStaff',
  },
] as const;

const DAY = 24 * 60 * 60 * 1000;

const DEMO_ANNOUNCEMENTS = [
  {
    annoCode: 'A2026110001',
    annoTitle: '关于举办2026年冬季新郑市专场招聘会的通知',
    annoContent:
      '<p>为促进高校毕业生、农民工等重点群体就业，新郑市人力资源和社会保障局定于<strong>2026年12月6日</strong>在新郑市人力资源市场举办冬季专场招聘会。</p><p>参会企业请于11月30日前通过平台完成报名，并提交岗位信息。</p><ul><li>地点：新郑市人民路88号人力资源市场一楼</li><li>时间：上午9:00—12:00</li></ul>',
    materialList: [demoAttachment('冬季招聘会参会须知.txt')],
    daysAgo: 2,
  },
  {
    annoCode: 'A2026110002',
    annoTitle: '2026年第四季度职业技能培训补贴申领指南',
    annoContent:
      '<p>参加平台发布的职业技能培训并取得证书的学员，可按规定申领培训补贴。</p><p>申领材料：身份证、结业证书、培训机构开具的发票。补贴标准详见附件。</p>',
    materialList: [demoAttachment('培训补贴标准.csv'), demoAttachment('补贴申领表.csv')],
    daysAgo: 9,
  },
  {
    annoCode: 'A2026110003',
    annoTitle: '平台系统升级维护公告',
    annoContent:
      '<p>平台将于本周六 22:00—24:00 进行系统升级，期间职位发布与简历处理功能暂停使用，请各企业提前安排工作。</p>',
    materialList: [],
    daysAgo: 15,
  },
];

export async function seedDemoData(
  tx: DbOrTx,
  ctx: { passwordHash: string; roleIds: { operator: number; companyStaff: number } },
): Promise<void> {
  await tx.insert(cmpy).values(DEMO_COMPANIES);
  for (const user of DEMO_USERS) {
    const { role, ...fields } = user;
    await createUser(tx, { ...fields, passwordHash: ctx.passwordHash }, [ctx.roleIds[role]]);
  }
  await tx.insert(storedFile).values(demoAttachmentRows());
  const now = Date.now();
  await tx.insert(announcement).values(
    DEMO_ANNOUNCEMENTS.map(({ daysAgo, annoContent, ...rest }) => ({
      ...rest,
      annoContent: sanitizeAnnouncementHtml(annoContent),
      publishTime: new Date(now - daysAgo * DAY),
    })),
  );
  await seedDemoAddresses(tx);
}

import { and, eq, inArray } from 'drizzle-orm';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { sysRole } from '../modules/system/roles/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { grantKeys } from './resources.ts';
import { createUser } from './users.ts';

/** Certified training schools of 新郑市 (fictional), the owners of the demo's training content. */
export const DEMO_TRAIN_SCHOOLS = [
  { cmpyCode: 'C_HUAXIN', cmpyName: '新郑市华信职业技能培训学校', status: 1 },
  { cmpyCode: 'C_JINQIAO', cmpyName: '新郑市金桥职业培训学校有限公司', status: 1 },
] as const;

/**
 * The staff role of a training school: its own courses, applications, orders, statistics, exams, online
 * courses and course materials, without review, which stays with the platform's operators. The seed offers
 * these grants once each (seed/resources.ts offerGrants), so a data dir made before a screen existed gets it.
 */
export const TRAIN_SCHOOL_ROLE = {
  roleKey: 'train_school',
  roleName: '培训机构人员',
  remark: '培训机构人员：发布和维护本机构的课程、班级签到、线上课程与课程素材，只能看到本机构数据',
  grants: grantKeys(
    [
      'train:home',
      'train:courseList',
      'train:applyList',
      'train:orders',
      'train:onlineCourse',
      'train:materials',
      'train:statis',
      'train:exams',
    ],
    ['btn:course:approve', 'btn:onlineCourse:check', 'btn:trainMaterial:audit'],
  ),
};

const DEMO_SCHOOL_USERS = [
  { username: 'huaxin01', realName: '周文静', phone: '13703710601', cmpyCode: 'C_HUAXIN' },
  { username: 'jinqiao01', realName: '郭志远', phone: '13503710702', cmpyCode: 'C_JINQIAO' },
] as const;

/**
 * Seeds what the demo's training schools need and is missing (also into an existing demo database): the
 * schools, their staff role (its grants: seed.ts) and one staff user each, who share admin's password (as every demo user does).
 */
export async function seedDemoTrainSchools(tx: DbOrTx): Promise<void> {
  await tx
    .insert(cmpy)
    .values([...DEMO_TRAIN_SCHOOLS])
    .onConflictDoNothing();
  let [role] = await tx
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, TRAIN_SCHOOL_ROLE.roleKey), eq(sysRole.deleted, false)))
    .limit(1);
  if (!role) {
    [role] = await tx
      .insert(sysRole)
      .values({
        roleCode: `R_${TRAIN_SCHOOL_ROLE.roleKey}`,
        roleKey: TRAIN_SCHOOL_ROLE.roleKey,
        roleName: TRAIN_SCHOOL_ROLE.roleName,
        remark: TRAIN_SCHOOL_ROLE.remark,
        sort: 3,
      })
      .onConflictDoNothing()
      .returning({ id: sysRole.id });
    if (!role) return;
  }
  const [admin] = await tx
    .select({ passwordHash: sysUser.passwordHash })
    .from(sysUser)
    .where(and(eq(sysUser.username, 'admin'), eq(sysUser.deleted, false)))
    .limit(1);
  if (!admin) return;
  const existing = await tx
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(
      inArray(
        sysUser.username,
        DEMO_SCHOOL_USERS.map((u) => u.username),
      ),
    );
  for (const user of DEMO_SCHOOL_USERS) {
    if (existing.some((e) => e.username === user.username)) continue;
    await createUser(tx, { ...user, passwordHash: admin.passwordHash }, [role.id]);
  }
}

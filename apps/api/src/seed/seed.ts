import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { loadRegions, type RegionDataset } from '../modules/common/region/loader.ts';
import { seedDictionaries } from '../modules/common/tree-data/seed.ts';
import { seedJobCategories } from '../modules/recruit/job-category/seed.ts';
import { seedJobLabels } from '../modules/recruit/job-label/seed.ts';
import { sysRole } from '../modules/system/roles/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import { seedTrainLabels } from '../modules/train/label/seed.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { hashPassword } from '../platform/password.ts';
import { seedDemoAdverts } from './demo-adverts.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoCompanyDetails } from './demo-company-details.ts';
import { seedDemoConsume } from './demo-consume.ts';
import { seedDemoCourseApplies } from './demo-course-applies.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoExams } from './demo-exams.ts';
import { seedDemoExportRecords } from './demo-export-records.ts';
import { seedDemoForms } from './demo-forms.ts';
import { seedDemoHotEvents } from './demo-hot-events.ts';
import { seedDemoJobs } from './demo-jobs-seed.ts';
import { seedDemoOnlineCourses } from './demo-online-courses.ts';
import { seedDemoPolicy } from './demo-policy.ts';
import { seedDemoRecharges } from './demo-recharges.ts';
import { seedDemoRecruitEvents } from './demo-recruit-events.ts';
import { seedDemoRedPackets } from './demo-red-packets.ts';
import { seedDemoRentals } from './demo-rentals.ts';
import { seedDemoStations } from './demo-stations.ts';
import { seedDemoTrainSchools, TRAIN_SCHOOL_ROLE } from './demo-train-schools.ts';
import { grantKeys, offerGrants, syncResourceTree } from './resources.ts';
import { createUser } from './users.ts';

/** The three seeded roles: what each may open, as keys of the contract's resource tree. */
export const SEEDED_ROLES = {
  superAdmin: {
    roleKey: 'admin',
    roleName: '超级管理员',
    remark: '拥有全部权限（*:*:*）',
    grants: [] as string[],
  },
  operator: {
    roleKey: 'operator',
    roleName: '平台运营',
    remark: '平台运营人员：招聘、培训、零工业务全部功能及用户管理',
    grants: grantKeys(['area:recruit', 'area:train', 'area:oddjobMarket', 'system:users', 'system:notices']),
  },
  companyStaff: {
    roleKey: 'company_staff',
    roleName: '企业人员',
    remark: '企业招聘人员：发布职位、处理简历，只能看到本企业数据',
    grants: grantKeys(
      ['recruit:jobs', 'recruit:materials', 'recruit:companies', 'system:users', 'system:notices'],
      [
        'btn:recruit:check',
        'btn:recruit:forcedOffline',
        'btn:material:audit',
        'btn:system:user:remove',
        'btn:cmpy:approve',
        'btn:cmpy:export',
        'btn:recharge:check',
      ],
    ),
  },
} as const;
export type SeededRole = keyof typeof SEEDED_ROLES;

export interface SeedResult {
  createdAdmin: boolean;
  /** Set only when the password was generated: printed once, never stored in clear. */
  generatedPassword: string | null;
}

const generatePassword = () => `${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}7a`;

async function insertRole(tx: DbOrTx, role: SeededRole): Promise<number> {
  const spec = SEEDED_ROLES[role];
  const [row] = await tx
    .insert(sysRole)
    .values({
      roleCode: `R_${spec.roleKey}`,
      roleKey: spec.roleKey,
      roleName: spec.roleName,
      remark: spec.remark,
      superAdmin: role === 'superAdmin',
      sort: Object.keys(SEEDED_ROLES).indexOf(role),
    })
    .returning({ id: sysRole.id });
  return row!.id;
}

/**
 * The built-in roles' grants (the demo's training-school role too, with demo data), each resource offered
 * once: a fresh role gets its list, an older data dir's role what the tree or the list gained since.
 */
async function offerSeededGrants(tx: DbOrTx, demo: boolean): Promise<void> {
  for (const spec of Object.values(SEEDED_ROLES)) await offerGrants(tx, spec.roleKey, spec.grants);
  if (demo) await offerGrants(tx, TRAIN_SCHOOL_ROLE.roleKey, TRAIN_SCHOOL_ROLE.grants);
}

/**
 * The demo's jobs, applications, stations, training schools, online courses and rental apartments: each seeded once into its
 * empty tables (the schools: whatever is missing), whenever that is.
 */
async function seedDemoRecords(tx: DbOrTx): Promise<void> {
  await seedDemoJobs(tx);
  await seedDemoApplications(tx);
  await seedDemoStations(tx);
  await seedDemoTrainSchools(tx);
  await seedDemoCompanyDetails(tx);
  await seedDemoRecharges(tx);
  await seedDemoOnlineCourses(tx);
  await seedDemoRentals(tx);
  await seedDemoCourses(tx);
  await seedDemoCourseApplies(tx);
  await seedDemoExams(tx);
  await seedDemoConsume(tx);
  await seedDemoRedPackets(tx);
  await seedDemoRecruitEvents(tx);
  await seedDemoExportRecords(tx);
  await seedDemoAdverts(tx);
  await seedDemoPolicy(tx);
  await seedDemoHotEvents(tx);
}

/**
 * Runs at every start: syncs the resource tree; on the first start (no user yet) creates the roles, the
 * `admin` user and the demo data in one transaction, so a crash half-way leaves nothing half-made.
 */
export async function seed(
  db: Db,
  options: {
    adminPassword?: string | undefined;
    demo: boolean;
    /** Region hierarchy: the whole country (default; the first start loads it) or the test sample. */
    regions?: RegionDataset;
  },
): Promise<SeedResult> {
  const regions = options.regions ?? 'full';
  await loadRegions(db, regions, regions === 'full' ? (line) => console.log(`  ${line}`) : undefined);
  return db.transaction(async (tx) => {
    await syncResourceTree(tx);
    await seedDictionaries(tx);
    await seedJobLabels(tx);
    await seedJobCategories(tx);
    await seedTrainLabels(tx);
    // Also on later starts, so a demo database made before forms existed gets its demo form once.
    if (options.demo) await seedDemoForms(tx);
    const [users] = await tx.select({ n: count() }).from(sysUser);
    if ((users?.n ?? 0) > 0) {
      // Also on later starts, so a demo database made before jobs or stations existed gets them once.
      if (options.demo) await seedDemoRecords(tx);
      await offerSeededGrants(tx, options.demo);
      return { createdAdmin: false, generatedPassword: null };
    }
    const password = options.adminPassword ?? generatePassword();
    const passwordHash = await hashPassword(password);
    const roleIds = {
      superAdmin: await insertRole(tx, 'superAdmin'),
      operator: await insertRole(tx, 'operator'),
      companyStaff: await insertRole(tx, 'companyStaff'),
    };
    await createUser(tx, { username: 'admin', realName: '系统管理员', passwordHash }, [roleIds.superAdmin]);
    if (options.demo) {
      await seedDemoData(tx, { passwordHash, roleIds });
      await seedDemoRecords(tx);
    }
    await offerSeededGrants(tx, options.demo);
    return { createdAdmin: true, generatedPassword: options.adminPassword ? null : password };
  });
}

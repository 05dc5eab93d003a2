import { and, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import { APPLY_EXPORT_FILE, RESUME_EXPORT_FILE } from '../modules/recruit/apply/export-columns.ts';
import type { ExportType } from '../modules/recruit/apply/export-records.ts';
import { resumeFileName } from '../modules/recruit/apply/resume-pdf.ts';
import { applyExportRecord, jobApplyInfo } from '../modules/recruit/apply/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';

const HOUR = 60 * 60 * 1000;

/**
 * One past export of the demo pipeline, as its user would have made it: the same detail the export writes
 * (export.ts, resume-pdf.ts) and the row count it would have written, counted from the demo applications
 * that user may see (company staff: their company's).
 */
interface DemoExport {
  username: string;
  exportType: ExportType;
  /** The applications the export takes (for a resume export: their resumes). */
  where: SQL;
  detail: Record<string, unknown>;
  hoursAgo: number;
  /** A download left half-way: rows written until then. */
  stoppedAfter?: number;
}

const demoExports = (): DemoExport[] => [
  {
    username: 'yunying01',
    exportType: 'apply',
    where: eq(jobApplyInfo.tab, 0),
    detail: { state: 0 },
    hoursAgo: 6 * 24 + 3,
  },
  {
    username: 'hengda01',
    exportType: 'apply',
    where: eq(jobApplyInfo.jobCode, 'J_DEMO_01'),
    detail: { applyCodes: ['AP_DEMO_01', 'AP_DEMO_02', 'AP_DEMO_03', 'AP_DEMO_04'], jobCode: 'J_DEMO_01' },
    hoursAgo: 4 * 24 + 5,
  },
  {
    username: 'yunying02',
    exportType: 'resume',
    where: inArray(jobApplyInfo.applyCode, ['AP_DEMO_05', 'AP_DEMO_06', 'AP_DEMO_07']),
    detail: { resumeCodes: ['R_DEMO_05', 'R_DEMO_06', 'R_DEMO_07'] },
    hoursAgo: 3 * 24 + 1,
  },
  {
    username: 'hengda01',
    exportType: 'resumePdf',
    where: eq(jobApplyInfo.applyCode, 'AP_DEMO_04'),
    detail: { applyCode: 'AP_DEMO_04', resumeCode: 'R_DEMO_04' },
    hoursAgo: 2 * 24 + 2,
  },
  {
    username: 'yunying01',
    exportType: 'apply',
    where: eq(jobApplyInfo.tab, 5),
    detail: { state: 5 },
    hoursAgo: 26,
    stoppedAfter: 1,
  },
  {
    username: 'yunfan01',
    exportType: 'apply',
    where: eq(jobApplyInfo.tab, 0),
    detail: { state: 0 },
    hoursAgo: 5,
  },
  {
    username: 'admin',
    exportType: 'apply',
    where: eq(jobApplyInfo.tab, 4),
    detail: { state: 4 },
    hoursAgo: 1,
  },
];

/**
 * The demo's 导出记录: who exported the demo applicants and resumes, seeded once into an export record table
 * that never had a row, where the demo applications exist (so also into a data dir from before).
 */
export async function seedDemoExportRecords(tx: DbOrTx): Promise<void> {
  const [records] = await tx.select({ n: count() }).from(applyExportRecord);
  if ((records?.n ?? 0) > 0) return;
  const applies = await tx
    .select({ applyCode: jobApplyInfo.applyCode, usrName: jobApplyInfo.usrName })
    .from(jobApplyInfo)
    .where(like(jobApplyInfo.applyCode, 'AP_DEMO_%'));
  if (!applies.length) return;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username, cmpyCode: sysUser.cmpyCode })
    .from(sysUser)
    .where(inArray(sysUser.username, ['admin', 'yunying01', 'yunying02', 'hengda01', 'yunfan01']));
  const userOf = new Map(users.map((u) => [u.username, u]));
  const now = Date.now();
  const rows: (typeof applyExportRecord.$inferInsert)[] = [];
  for (const e of demoExports()) {
    const user = userOf.get(e.username);
    if (!user) continue;
    const visible = await tx
      .select({ usrName: jobApplyInfo.usrName, state: jobApplyInfo.state })
      .from(jobApplyInfo)
      .where(
        and(
          e.where,
          like(jobApplyInfo.applyCode, 'AP_DEMO_%'),
          user.cmpyCode ? eq(jobApplyInfo.cmpyCode, user.cmpyCode) : undefined,
        ),
      );
    if (!visible.length) continue;
    const written = Math.min(visible.length, e.stoppedAfter ?? visible.length);
    rows.push({
      exportType: e.exportType,
      fileName:
        e.exportType === 'apply'
          ? APPLY_EXPORT_FILE
          : e.exportType === 'resume'
            ? RESUME_EXPORT_FILE
            : resumeFileName(visible[0]!.usrName),
      rowCount: e.exportType === 'resumePdf' ? 1 : written,
      userId: user.id,
      cmpyCode: user.cmpyCode,
      detail: { ...e.detail, complete: e.stoppedAfter === undefined },
      createdAt: new Date(now - e.hoursAgo * HOUR - (rows.length % 3) * 7 * 60 * 1000),
    });
  }
  if (rows.length) await tx.insert(applyExportRecord).values(rows);
}

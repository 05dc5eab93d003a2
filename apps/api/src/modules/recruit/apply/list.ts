import {
  type ApplyListQuery,
  type ApplyRow,
  type ApplyState,
  applyStateNames,
  formatApiTime,
} from '@hr/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { indexedSearch } from '../../../platform/query.ts';
import { fetchShapedPage } from '../../../platform/query-shape.ts';
import { jobInfo } from '../job/tables.ts';
import { station } from '../station/tables.ts';
import { withClock } from './clock.ts';
import { tabCountsSource, tabTotal, tabTotalSql } from './counts.ts';
import { applyWhere, newestFirst, newestMatchesFirst } from './filters.ts';
import type { ApplyRecord } from './scope.ts';
import { jobApplyInfo } from './tables.ts';

type ListInput = z.output<typeof ApplyListQuery>;

export function toApplyRow(
  row: ApplyRecord,
  names: { jobName: string | null; stationName: string | null },
): ApplyRow {
  return {
    applyCode: row.applyCode,
    resumeCode: row.resumeCode,
    jobCode: row.jobCode,
    jobName: names.jobName ?? '',
    cmpyCode: row.cmpyCode,
    usrCode: row.usrCode,
    usrName: row.usrName,
    usrTel: row.usrTel,
    usrAge: row.usrAge,
    usrGender: row.usrGender,
    state: row.state,
    stateName: applyStateNames[row.state as ApplyState] ?? '',
    createTime: formatApiTime(row.createdAt),
    updateTime: formatApiTime(row.updatedAt),
    stateTime: formatApiTime(row.stateTime),
    interviewTime: formatApiTime(row.interviewTime),
    stationCode: row.stationCode,
    stationName: names.stationName,
    remark: row.remark,
    formValue: row.formValue ?? null,
  };
}

/** Applications with their job's and station's names (each a unique-key lookup per row of the page). */
export const selectApplications = (db: DbOrTx) =>
  db
    .select({ row: jobApplyInfo, jobName: jobInfo.jobName, stationName: station.applyName })
    .from(jobApplyInfo)
    .leftJoin(jobInfo, eq(jobInfo.jobCode, jobApplyInfo.jobCode))
    .leftJoin(station, eq(station.stationCode, jobApplyInfo.stationCode));

type ApplySelection = Awaited<ReturnType<typeof selectApplications>>[number];

/**
 * queryPageJobApplyInfo(ByForm): one resume tab's page, newest first. The tab is the generated `tab`
 * column, so a page is one range of `job_apply_info_tab` (operators), `_cmpy_tab` (company staff) or
 * `_job_tab` (one job); the total comes from the tab counters when only job filters apply. The page and its
 * total are one statement, built and prepared once per shape of the filters (`fetchShapedPage`). The page's due
 * invitations are expired before they are shown.
 */
export async function listApplications(db: DbOrTx, actor: Actor, q: ListInput) {
  const { records: found, total } = await fetchShapedPage<ApplySelection>(
    db,
    'applications',
    q,
    async (bind) => {
      const where = await applyWhere(db, actor, q, bind);
      if (!where) return null;
      const condition = and(eq(jobApplyInfo.tab, bind('tab', q.state)), ...where.conditions);
      const byName = indexedSearch(q.usrName);
      return {
        where: condition,
        variant: `${tabCountsSource(where)}${byName ? ', matches first' : ''}`,
        rows: (limit, offset) =>
          selectApplications(db)
            .where(condition)
            .orderBy(...(byName ? newestMatchesFirst : newestFirst))
            .limit(limit)
            .offset(offset),
        total: () => tabTotalSql(db, where, q.state),
        countAlone: (values) => tabTotal(db, where, q.state, values),
      };
    },
  );
  const rows = await withClock(
    db,
    found.map((r) => r.row),
  );
  return { total, records: rows.map((row, i) => toApplyRow(row, found[i]!)) };
}

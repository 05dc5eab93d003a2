import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buriedPointEvent } from '../modules/common/buried-point/tables.ts';
import { storedFile } from '../modules/common/files/tables.ts';
import { material, materialGroup } from '../modules/common/material/tables.ts';
import { activity, activityCmpy } from '../modules/recruit/activity/tables.ts';
import { jobfair } from '../modules/recruit/jobfair/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['admin'] });

describe('demo job fairs, activities, tracked events and recruitment posters', () => {
  it('job fairs in every tab: pending, passed, online and rejected', async () => {
    const counts = await t.call('POST', '/hrbd-enterprise/jobfairsInfo/selectStateCount', {
      token: t.token('admin'),
      body: {},
    });
    expect(counts.status).toBe(200);
    expect(counts.body.data).toMatchObject({ all: 4, '0': 1, '1': 1, '2': 1, '3': 1 });
    const history = await t.database.db
      .select()
      .from(stateChange)
      .where(eq(stateChange.code, 'JF_DEMO_01'))
      .orderBy(stateChange.id);
    expect(history.map((h) => h.action)).toEqual(['create', 'pass', 'online']);
  });

  it('activities through the whole lifecycle, with their history and companies', async () => {
    const counts = await t.call('POST', '/recruit/station/activity/queryStateCount', {
      token: t.token('admin'),
    });
    expect(counts.status).toBe(200);
    // Tabs: 待开始 (with under review and rejected), 进行中, 待结算 (with settlement review), 已结束.
    expect(counts.body.data).toMatchObject({ '0': 3, '3': 1, '4': 2, '6': 1 });
    const rows = await t.database.db.select({ status: activity.status }).from(activity);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const history = await t.database.db
      .select()
      .from(stateChange)
      .where(eq(stateChange.code, 'ACT_DEMO_07'))
      .orderBy(stateChange.id);
    expect(history.map((h) => [h.action, h.toState])).toEqual([
      ['create', 1],
      ['pass', 0],
      ['start', 3],
      ['end', 4],
      ['submitSettle', 5],
      ['agreeSettle', 6],
      ['settle', 6],
    ]);
    const joined = await t.database.db.select().from(activityCmpy);
    expect(joined.length).toBeGreaterThanOrEqual(7);
  });

  it('tracked events of several users, and the posters in the recruitment material group', async () => {
    const events = await t.call('POST', '/barry-system/buriedpoint/eventinfo/list', {
      token: t.token('admin'),
      body: { pageNum: 1, pageSize: 20 },
    });
    expect(events.status).toBe(200);
    const records = events.body.data.records as { username: string; eventCode: string }[];
    expect(records.length).toBe(10);
    expect(new Set(records.map((r) => r.username)).size).toBeGreaterThanOrEqual(4);
    const posters = await t.database.db
      .select()
      .from(material)
      .where(eq(material.groupCode, 'MG_DEMO_RECRUIT'));
    expect(posters.map((p) => p.applyState).sort()).toEqual([1, 1, 1, 2]);
    const files = await t.database.db
      .select()
      .from(storedFile)
      .where(
        inArray(
          storedFile.objectKey,
          posters.map((p) => p.objectKey!),
        ),
      );
    expect(files).toHaveLength(4);
    // Every fair's poster is one of them.
    const fairs = await t.database.db.select({ posterKey: jobfair.posterKey }).from(jobfair);
    for (const f of fairs) expect(posters.map((p) => p.objectKey)).toContain(f.posterKey);
  });

  it('are seeded once: a later start adds nothing', async () => {
    await expectSeededOnce(t.database.db, [
      jobfair,
      activity,
      activityCmpy,
      buriedPointEvent,
      material,
      materialGroup,
      storedFile,
      stateChange,
    ]);
  });
});

import { isValidCreditCode } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { DEMO_COMPANY_DETAILS, seedDemoCompanyDetails } from './demo-company-details.ts';

const t = useTestApp({ loginAs: ['yunying01'] });

describe('demo company details', () => {
  it('fill credit code, legal person, contact, phone and region of every demo company, in every state', async () => {
    const statuses = new Set<number>();
    for (const status of [0, 1, 2]) {
      const res = await t.call('GET', `/cmpy/list?status=${status}&pageNum=1&pageSize=50`, {
        token: t.token('yunying01'),
      });
      for (const row of res.body.data.records) {
        if (!(row.cmpyCode in DEMO_COMPANY_DETAILS)) continue;
        statuses.add(status);
        expect(isValidCreditCode(row.creditCode), row.cmpyName).toBe(true);
        for (const field of [
          'legalPerson',
          'contactName',
          'contactPhone',
          'provinceName',
          'cityName',
          'countyName',
        ])
          expect(row[field], `${row.cmpyName} ${field}`).toMatch(/\S/);
      }
    }
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    const codes = Object.values(DEMO_COMPANY_DETAILS).map((d) => d.creditCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('fill a data dir from before once, and keep what someone has since changed', async () => {
    const { db } = t.database;
    // A database seeded before the details existed: no credit code, no region.
    await db
      .update(cmpy)
      .set({ creditCode: null, legalPerson: null, countyName: null })
      .where(eq(cmpy.cmpyCode, 'C_YUNFAN'));
    await db.update(cmpy).set({ legalPerson: '王改名' }).where(eq(cmpy.cmpyCode, 'C_HENGDA'));
    await seedDemoCompanyDetails(db);
    const [yunfan] = await db.select().from(cmpy).where(eq(cmpy.cmpyCode, 'C_YUNFAN'));
    expect(yunfan).toMatchObject({
      creditCode: DEMO_COMPANY_DETAILS.C_YUNFAN!.creditCode,
      legalPerson: '刘云帆',
      countyName: '管城回族区',
    });
    const [hengda] = await db.select().from(cmpy).where(eq(cmpy.cmpyCode, 'C_HENGDA'));
    expect(hengda!.legalPerson).toBe('王改名');
  });
});

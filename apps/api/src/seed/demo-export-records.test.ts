import { describe, expect, it } from 'vitest';
import { applyExportRecord } from '../modules/recruit/apply/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });

describe('demo export records', () => {
  it('show who exported the demo applicants and resumes, with the rows each export took', async () => {
    const res = await t.call('GET', '/recruit/applyInfo/queryExportRecord', {
      token: t.token('yunying01'),
      query: { pageNum: '1', pageSize: '50' },
    });
    const records = res.body.data.records as Record<string, unknown>[];
    expect(new Set(records.map((r) => r.exportTypeName))).toEqual(new Set(['报名表', '简历表', '简历PDF']));
    expect(records.find((r) => r.exportType === 'resume')).toMatchObject({ rowCount: 3, operator: '赵建国' });
    expect(records.find((r) => r.exportType === 'resumePdf')).toMatchObject({
      fileName: '林海涛的简历.pdf',
      rowCount: 1,
      cmpyName: '新郑市恒达机械制造有限公司',
    });
    // Company staff exported only their company's applications: 恒达's job J_DEMO_01 has four.
    expect(
      records.find((r) => r.exportType === 'apply' && r.cmpyName === '新郑市恒达机械制造有限公司'),
    ).toMatchObject({ rowCount: 4, operator: '李强' });
    const times = records.map((r) => r.createTime as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('are seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [applyExportRecord]));
});

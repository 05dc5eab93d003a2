import { APPLY_MESSAGES as M } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { FILE_OBJECT_PATH } from '../../common/files/signed-url.ts';
import { healthProve } from '../apply/tables.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01', 'yunfan01'] });

const list = (user: string, userCode: string) =>
  t.call('GET', '/recruit/health/queryHealthProveListUser', { token: t.token(user), query: { userCode } });

interface Day {
  subDate: string;
  healthProveList: {
    healthCode: string;
    createTime: string;
    healthImgUrl: string | null;
    proveImgUrl: string | null;
  }[];
}

/** Demo applicant 林海涛 applied to 恒达's 数控车床操作工 and checked in on four days (seed). */
const LIN = 'U_DEMO_13526631119';

describe('epidemic check-ins', () => {
  it('group by day, newest day and newest entry first, with signed pictures that load', async () => {
    const res = await list('yunying01', LIN);
    expect(res.body.code).toBe(200);
    const days = res.body.data as Day[];
    expect(days.map((d) => d.healthProveList.length)).toEqual([2, 1, 1, 2]);
    expect([...days.map((d) => d.subDate)].sort().reverse()).toEqual(days.map((d) => d.subDate));
    for (const day of days) {
      const times = day.healthProveList.map((e) => e.createTime);
      expect([...times].sort().reverse()).toEqual(times);
      for (const entry of day.healthProveList) expect(entry.createTime.startsWith(day.subDate)).toBe(true);
    }
    const entry = days[0]!.healthProveList[0]!;
    for (const url of [entry.healthImgUrl!, entry.proveImgUrl!]) {
      expect(url.startsWith(FILE_OBJECT_PATH)).toBe(true);
      const picture = await t.app.inject({ method: 'GET', url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/png');
      expect(picture.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });

  it('groups rows written in any order', async () => {
    const usrCode = 'U_DEMO_13613848807'; // 赵鹏飞, an applicant of 恒达 without check-ins
    expect((await list('hengda01', usrCode)).body.data).toEqual([]);
    const at = (text: string) => new Date(`${text}+08:00`);
    await t.database.db.insert(healthProve).values([
      {
        healthCode: 'HP_T1',
        usrCode,
        subDate: '2026-03-01',
        healthImgKey: null,
        createdAt: at('2026-03-01T08:00:00'),
      },
      {
        healthCode: 'HP_T2',
        usrCode,
        subDate: '2026-03-03',
        healthImgKey: null,
        createdAt: at('2026-03-03T09:00:00'),
      },
      {
        healthCode: 'HP_T3',
        usrCode,
        subDate: '2026-03-01',
        healthImgKey: null,
        createdAt: at('2026-03-01T18:00:00'),
      },
    ]);
    const days = (await list('hengda01', usrCode)).body.data as Day[];
    expect(days.map((d) => [d.subDate, d.healthProveList.map((e) => e.healthCode)])).toEqual([
      ['2026-03-03', ['HP_T2']],
      ['2026-03-01', ['HP_T3', 'HP_T1']],
    ]);
    expect(days[1]!.healthProveList[0]).toEqual({
      healthCode: 'HP_T3',
      createTime: '2026-03-01 18:00:00',
      healthImgUrl: null,
      proveImgUrl: null,
    });
  });

  it('company staff see only people who applied to their company', async () => {
    expect((await list('hengda01', LIN)).body.data).toHaveLength(4);
    expect((await list('yunfan01', LIN)).body).toMatchObject({ code: 404, msg: M.notFound, success: false });
    // 陈磊 applied to 云帆 only.
    expect((await list('yunfan01', 'U_DEMO_15838296605')).body.data).toHaveLength(3);
    expect((await list('hengda01', 'U_DEMO_15838296605')).body.code).toBe(404);
    // Operators: anyone; nobody known answers no records.
    expect((await list('yunying01', 'U_NOBODY')).body.data).toEqual([]);
    expect((await list('hengda01', 'U_NOBODY')).body.code).toBe(404);
    expect((await list('yunying01', ' ')).body).toMatchObject({ code: 400 });
  });
});

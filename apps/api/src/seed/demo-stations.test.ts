import { describe, expect, it } from 'vitest';
import { station, stationMember } from '../modules/recruit/station/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'hengda01'] });

describe('demo stations', () => {
  it('run, wait for review, and show 加入服务站 on the demo applications', async () => {
    const counts = await t.call('GET', '/recruit/station/countNumByApproveState', {
      token: t.token('yunying01'),
    });
    expect(counts.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ approveState: 1, num: 2 }),
        expect.objectContaining({ approveState: 0, num: 1 }),
      ]),
    );
    const flag = await t.call('GET', '/recruit/station/getShowJoinStationFlag?jobCode=J_DEMO_01', {
      token: t.token('hengda01'),
    });
    expect(flag.body.data).toBe('1');
  });

  it('name the station a hired applicant joined in the applications list', async () => {
    const res = await t.call(
      'GET',
      '/recruit/applyInfo/queryPageJobApplyInfo?state=4&pageNum=1&pageSize=50',
      {
        token: t.token('hengda01'),
      },
    );
    const joined = res.body.data.records.find((r: { usrTel: string }) => r.usrTel === '13783651210');
    expect(joined).toMatchObject({ stationCode: 'S_DEMO_01', stationName: '新郑市新华路街道就业服务站' });
  });

  it('are seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [station, stationMember, stateChange]));
});

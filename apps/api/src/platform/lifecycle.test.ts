import { defineLifecycle } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { testOperator } from '../test/files.ts';
import { useTestApp } from '../test/test-app.ts';
import { recordCreation, recordTransition, stateHistory } from './lifecycle.ts';

const t = useTestApp();

const review = defineLifecycle({
  entity: 'sample',
  states: { 0: '待审核', 1: '已通过', 2: '已驳回' },
  actions: {
    pass: { from: [0], to: 1, permission: 'cmpy:approve', label: '审核通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'cmpy:approve', label: '驳回', success: '操作成功' },
  },
});

const staff = {
  ...testOperator(7),
  cmpyCode: 'C_HENGDA',
  permissions: new Set(['plateform:recruit', 'cmpy:list']),
};

describe('recordTransition', () => {
  it('records an allowed action with who, from and to, and answers the new state', async () => {
    const db = t.database.db;
    await recordCreation(db, { entity: 'sample', code: 'S1', state: 0, actor: testOperator() });
    const next = await db.transaction((tx) =>
      recordTransition(tx, review, {
        action: 'reject',
        code: 'S1',
        state: 0,
        actor: testOperator(),
        remark: '材料不全',
      }),
    );
    expect(next).toBe(2);
    const history = await stateHistory(db, 'sample', 'S1');
    expect(history.map((row) => [row.action, row.fromState, row.toState, row.remark])).toEqual([
      ['create', null, 0, null],
      ['reject', 0, 2, '材料不全'],
    ]);
  });

  it('refuses an action from a state the table does not allow, and records nothing', async () => {
    const db = t.database.db;
    await expect(
      db.transaction((tx) =>
        recordTransition(tx, review, { action: 'pass', code: 'S2', state: 2, actor: testOperator() }),
      ),
    ).rejects.toThrow('当前状态为“已驳回”，不能审核通过');
    expect(await stateHistory(db, 'sample', 'S2')).toEqual([]);
  });

  it('refuses a caller without the action permission', async () => {
    const db = t.database.db;
    await expect(
      db.transaction((tx) =>
        recordTransition(tx, review, { action: 'pass', code: 'S3', state: 0, actor: staff }),
      ),
    ).rejects.toMatchObject({ code: 403 });
    expect(await stateHistory(db, 'sample', 'S3')).toEqual([]);
  });
});

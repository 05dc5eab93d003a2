import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply } from '../../platform/lifecycle.ts';
import { permissionAreas } from '../../system/resource-tree.ts';
import {
  editModeOfState,
  extractWorkTags,
  JOB_DEFAULT_TAB,
  JOB_OPERATOR_ACTIONS,
  JOB_TAB_ACTIONS,
  JOB_TABS,
  jobLifecycle,
  salaryText,
} from './job.ts';

describe('job tabs (spec §4)', () => {
  it('has the seven approveType tabs and defaults to online', () => {
    expect(Object.fromEntries(JOB_TABS.map((t) => [t.key, t.label]))).toEqual({
      0: '待审核',
      1: '审核驳回',
      2: '审核通过',
      3: '已上线',
      4: '已下线',
      5: '强制结束',
      6: '草稿',
    });
    expect(JOB_DEFAULT_TAB).toBe(3);
  });

  // The spec's "Actions per tab", line by line, in its words.
  const spec: Record<number, string[]> = {
    3: ['refresh', 'queryResume', 'preview', 'offline'],
    2: ['queryResume', 'preview', 'edit', 'online'],
    0: ['preview'],
    1: ['preview', 'edit', 'delete'],
    4: ['queryResume', 'preview', 'delete', 'copy'],
    5: ['queryResume', 'preview', 'delete', 'copy'],
    6: ['edit', 'delete'],
  };
  for (const [tab, keys] of Object.entries(spec)) {
    it(`tab ${tab} offers ${keys.join(', ')}`, () => {
      expect(JOB_TAB_ACTIONS[Number(tab) as 3].map((a) => a.key)).toEqual(keys);
    });
  }

  it('gates each button by the spec §6 code', () => {
    const codes: Record<string, string> = {
      refresh: 'recruit:refresh',
      queryResume: 'recruit:queryResume',
      edit: 'recruit:edit',
      delete: 'recruit:delete',
      copy: 'recruit:copyEdit',
      online: 'recruit:online',
      offline: 'recruit:downline',
      preview: 'recruit:list',
    };
    for (const actions of Object.values(JOB_TAB_ACTIONS))
      for (const a of actions) expect(a.permission).toBe(codes[a.key]);
  });

  it('asks the spec §8 confirmations', () => {
    const confirm = (key: string) =>
      JOB_TAB_ACTIONS[3].concat(JOB_TAB_ACTIONS[2], JOB_TAB_ACTIONS[1]).find((a) => a.key === key)?.confirm;
    expect(confirm('online')).toBe('请确认是否上线？');
    expect(confirm('offline')).toBe('请确认是否下线？');
    expect(confirm('delete')).toBe('此操作将删除当前招聘信息, 是否继续?');
  });

  it('opens the edit form in the mode of its tab', () => {
    expect(JOB_TAB_ACTIONS[2].find((a) => a.key === 'edit')?.mode).toBe('edit');
    expect(JOB_TAB_ACTIONS[1].find((a) => a.key === 'edit')?.mode).toBe('editRefuse');
    expect(JOB_TAB_ACTIONS[6].find((a) => a.key === 'edit')?.mode).toBe('editDraft');
    expect(JOB_TAB_ACTIONS[4].find((a) => a.key === 'copy')?.mode).toBe('copy');
    expect([2, 1, 6].map(editModeOfState)).toEqual(['edit', 'editRefuse', 'editDraft']);
  });

  it('every tab button that changes state is one the lifecycle allows from that tab', () => {
    for (const [tab, actions] of Object.entries(JOB_TAB_ACTIONS))
      for (const a of actions) if (a.action) expect(canApply(jobLifecycle, a.action, Number(tab))).toBe(true);
    // Edit from its tabs: resubmit and save as draft.
    for (const tab of [1, 2, 6])
      expect(actionsFrom(jobLifecycle, tab)).toEqual(expect.arrayContaining(['resubmit', 'saveDraft']));
    for (const op of JOB_OPERATOR_ACTIONS) {
      const action = op.key === 'check' ? 'pass' : op.key;
      for (const tab of op.tabs) expect(canApply(jobLifecycle, action as 'pass', tab)).toBe(true);
    }
  });

  it('uses only permission codes of the resource tree', () => {
    const codes = new Set(permissionAreas.keys());
    const used = [
      ...Object.values(jobLifecycle.actions).map((a) => a.permission),
      ...Object.values(JOB_TAB_ACTIONS).flatMap((list) => list.map((a) => a.permission)),
      ...JOB_OPERATOR_ACTIONS.map((a) => a.permission),
    ];
    for (const code of used) expect(codes, code).toContain(code);
  });
});

describe('job lifecycle transitions', () => {
  const to = (action: keyof typeof jobLifecycle.actions) => jobLifecycle.actions[action].to;
  it('publishing review: pending passes online or approved, or is rejected', () => {
    expect([to('passAndPublish'), to('pass'), to('reject')]).toEqual([3, 2, 1]);
    expect(actionsFrom(jobLifecycle, 0)).toEqual(['passAndPublish', 'pass', 'reject']);
  });
  it('online/offline toggle and ends', () => {
    expect(to('online')).toBe(3);
    expect(to('offline')).toBe(4);
    expect(to('forcedEnd')).toBe(5);
    expect(actionsFrom(jobLifecycle, 3)).toEqual(['offline', 'refresh', 'end', 'forcedEnd', 'sendNotice']);
    expect(actionsFrom(jobLifecycle, 4)).toEqual(['remove']);
    expect(actionsFrom(jobLifecycle, 9)).toEqual([]);
  });
  it('edited drafts and rejected jobs resubmit with 0, or stay drafts', () => {
    expect(to('resubmit')).toBe(0);
    expect(to('saveDraft')).toBe(6);
  });
});

describe('salary text (spec §3, §9)', () => {
  const job = { flag: 2, jobMinSalary: 350_049, jobMaxSalary: 600_050, salaryDescribe: null, payCycle: 3 };
  it('shows the range rounded to whole yuan per pay cycle', () => {
    expect(salaryText(job)).toBe('3500-6001元/月');
  });
  it('shows 面议 for flag 1 and the text for flag 3', () => {
    expect(salaryText({ ...job, flag: 1 })).toBe('面议');
    expect(salaryText({ ...job, flag: 3, salaryDescribe: '按件计酬' })).toBe('按件计酬');
  });
  it('shows nothing for a draft without a salary yet', () => {
    expect(
      salaryText({
        flag: null,
        jobMinSalary: null,
        jobMaxSalary: null,
        salaryDescribe: null,
        payCycle: null,
      }),
    ).toBe('');
  });
  it('shows the range for any other flag', () => {
    expect(salaryText({ ...job, flag: 7, payCycle: 1 })).toBe('3500-6001元/日');
  });
});

describe('work-description tags from the introduction', () => {
  it('takes the labels found in the text, in order, at most 8', () => {
    const labels = ['叉车', '仓库管理', '夜班', '搬运', '理货', '驾驶', '盘点', '配送', '打包', '质检'];
    const text = '负责仓库管理、理货、盘点、打包、质检、配送，会驾驶叉车，能上夜班，搬运';
    expect(extractWorkTags(text, labels)).toEqual([
      '仓库管理',
      '理货',
      '盘点',
      '打包',
      '质检',
      '配送',
      '驾驶',
      '叉车',
    ]);
    expect(extractWorkTags('无关内容', labels)).toEqual([]);
  });
});

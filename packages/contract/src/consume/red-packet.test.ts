import { describe, expect, it } from 'vitest';
import { actionsFrom, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import {
  amountToCents,
  checkImportRow,
  idCardCheckChar,
  idCardProblem,
  REDPKG_EDITABLE_STATES,
  RedPkgCheckBody,
  RedPkgSelectionBody,
  RedPkgUserBody,
  redPkgCheckTabs,
  redPkgLifecycle,
} from './red-packet.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const today = new Date('2026-11-26T00:00:00Z');
// 410184 新郑市, born 1990-03-07; check character 5.
const ID = '410184199003071235';

describe('red-packet user lifecycle (0 待提交, 1 待审核, 2 审核通过, 3 审核驳回)', () => {
  it('names the tabs in order', () => {
    expect(redPkgLifecycle.states).toEqual({ 0: '待提交', 1: '待审核', 2: '审核通过', 3: '审核驳回' });
    expect(redPkgCheckTabs.map((tab) => [tab.key, tab.label])).toEqual([
      [0, '待提交'],
      [1, '待审核'],
      [2, '审核通过'],
      [3, '审核驳回'],
    ]);
  });

  it('has exactly this table, line by line', () => {
    expect(redPkgLifecycle.actions).toEqual({
      submit: { from: [0, 3], to: 1, permission: 'redPkg:edit', label: '提交审核', success: '提交成功' },
      pass: { from: [1], to: 2, permission: 'redPkg:check', label: '审核通过', success: '审核成功' },
      reject: { from: [1], to: 3, permission: 'redPkg:check', label: '审核驳回', success: '审核成功' },
    });
    expect(actionsFrom(redPkgLifecycle, 0)).toEqual(['submit']);
    expect(actionsFrom(redPkgLifecycle, 1)).toEqual(['pass', 'reject']);
    expect(actionsFrom(redPkgLifecycle, 2)).toEqual([]);
    expect(actionsFrom(redPkgLifecycle, 3)).toEqual(['submit']);
    expect(REDPKG_EDITABLE_STATES).toEqual([0, 3]);
    expect(refusedMessage(redPkgLifecycle, 'submit', 2)).toBe('当前状态为“审核通过”，不能提交审核');
    expect(refusedMessage(redPkgLifecycle, 'pass', 0)).toBe('当前状态为“待提交”，不能审核通过');
    for (const code of [
      'redPkg:list',
      'redPkg:add',
      'redPkg:edit',
      'redPkg:remove',
      'redPkg:check',
      'redPkg:import',
      'redPkg:export',
    ]) {
      expect(permissionAreas.get(code), code).toBe('oddjobMarket');
    }
  });
});

describe('ID numbers (GB 11643 check character)', () => {
  it('accepts a valid number, lower-case x included, and names what is wrong otherwise', () => {
    expect(idCardCheckChar(ID.slice(0, 17))).toBe('5');
    expect(idCardProblem(ID, today)).toBeNull();
    // 11010519491231002X is the standard's own example.
    expect(idCardProblem('11010519491231002x', today)).toBeNull();
    expect(idCardProblem('410184199003071230', today)).toBe('身份证号码校验位不正确');
    expect(idCardProblem('41018419900307123', today)).toBe('身份证号码格式不正确');
    expect(idCardProblem('410184199002301235', today)).toBe('身份证号码格式不正确');
    expect(idCardProblem('', today)).toBe('请输入身份证号');
  });
});

describe('amounts: yuan with at most 2 decimals → cents', () => {
  it('converts without float drift and refuses zero, negative, 3 decimals and text', () => {
    expect(amountToCents('200')).toEqual({ cents: 20_000 });
    expect(amountToCents('0.29')).toEqual({ cents: 29 });
    expect(amountToCents(12.5)).toEqual({ cents: 1250 });
    expect(amountToCents(' 88.80 ')).toEqual({ cents: 8880 });
    for (const bad of ['0', '0.00', '-5', '12.345', 12.345, 'abc', '1e3', Number.NaN]) {
      expect(amountToCents(bad), String(bad)).toEqual({ problem: '红包金额必须大于0，最多两位小数' });
    }
    expect(amountToCents('')).toEqual({ problem: '请输入红包金额' });
    expect(amountToCents('50000.01')).toEqual({ problem: '红包金额不能超过50000元' });
  });
});

describe('an import row', () => {
  it('is kept as stored (ID upper-case, mobile without prefix, cents) or lists every problem', () => {
    expect(
      checkImportRow({ realName: ' 张伟 ', idCard: ID, phone: '+8613838112201', amount: '200.5' }, today),
    ).toEqual({ row: { realName: '张伟', idCard: ID, phone: '13838112201', amount: 20_050 } });
    expect(checkImportRow({ realName: '', idCard: '123', phone: '1234', amount: '-1' }, today)).toEqual({
      problem: '请输入姓名；身份证号码格式不正确；手机号格式不正确；红包金额必须大于0，最多两位小数',
    });
    expect(checkImportRow({ realName: '李娜', idCard: ID, phone: 13838112201, amount: 300 }, today)).toEqual({
      row: { realName: '李娜', idCard: ID, phone: '13838112201', amount: 30_000 },
    });
  });
});

describe('request bodies', () => {
  const user = { batchCode: 'RB_DEMO', realName: '张伟', idCard: ID, phone: '13838112201', amount: 20_000 };
  it('takes money in integer cents only', () => {
    expect(RedPkgUserBody.parse(user).amount).toBe(20_000);
    for (const amount of [-100, 0, 99.5, '100', null]) {
      expect(firstMessage(RedPkgUserBody.safeParse({ ...user, amount }))).toBe(
        '红包金额必须是大于0的整数（单位：分）',
      );
    }
    expect(firstMessage(RedPkgUserBody.safeParse({ ...user, amount: 5_000_001 }))).toBe(
      '红包金额不能超过50000元',
    );
    expect(firstMessage(RedPkgUserBody.safeParse({ ...user, idCard: '410184199003071230' }))).toBe(
      '身份证号码校验位不正确',
    );
  });

  it('needs chosen users or the whole campaign, and a reason to reject', () => {
    expect(firstMessage(RedPkgSelectionBody.safeParse({ batchCode: 'RB_DEMO' }))).toBe('请选择红包用户');
    expect(RedPkgSelectionBody.safeParse({ batchCode: 'RB_DEMO', all: true }).success).toBe(true);
    expect(
      firstMessage(RedPkgCheckBody.safeParse({ batchCode: 'RB_DEMO', userCodes: ['RU1'], pass: false })),
    ).toBe('请输入驳回原因');
    expect(RedPkgCheckBody.safeParse({ batchCode: 'RB_DEMO', userCodes: ['RU1'], pass: true }).success).toBe(
      true,
    );
  });
});

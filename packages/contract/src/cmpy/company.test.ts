import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import {
  COMPANY_PICKER,
  CompanyApproveBody,
  CompanySubmitBody,
  companyLifecycle,
  companyStatusTabs,
  STAFF_EDITABLE_COMPANY_STATES,
} from './company.ts';

const valid = {
  cmpyName: '新郑市宏图建材有限公司',
  creditCode: '91410184MA46R8KQ32',
  licenceObjectKey: 'licence/202611/0b7e4a52-8e0c-4d43-9a55-0e0b3f0b1c2d.png',
  legalPerson: '王建国',
  contactName: '刘洋',
  contactPhone: '13838112201',
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  address: '轩辕路18号',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('company certification lifecycle (spec §4: 1 certified, 0 under review, 2 rejected)', () => {
  it('names the states as the tabs do', () => {
    expect(companyLifecycle.states).toEqual({ 0: '审核中', 1: '已认证', 2: '已驳回' });
    expect(companyStatusTabs.map((tab) => [tab.key, tab.label, tab.countField])).toEqual([
      [1, '已认证', 'passCount'],
      [0, '审核中', 'checkCount'],
      [2, '已驳回', 'rejectCount'],
    ]);
  });

  it('has exactly this table, line by line', () => {
    expect(companyLifecycle.actions).toEqual({
      submit: { from: [0, 2], to: 0, permission: 'cmpy:submit', label: '提交认证', success: '提交成功' },
      pass: { from: [0], to: 1, permission: 'cmpy:approve', label: '审核通过', success: '操作成功' },
      reject: { from: [0], to: 2, permission: 'cmpy:approve', label: '驳回', success: '操作成功' },
    });
  });

  it('offers the buttons of each state and refuses the rest', () => {
    expect(actionsFrom(companyLifecycle, 0)).toEqual(['submit', 'pass', 'reject']);
    expect(actionsFrom(companyLifecycle, 1)).toEqual([]);
    expect(actionsFrom(companyLifecycle, 2)).toEqual(['submit']);
    expect(canApply(companyLifecycle, 'pass', 2)).toBe(false);
    expect(refusedMessage(companyLifecycle, 'submit', 1)).toBe('当前状态为“已认证”，不能提交认证');
    expect(STAFF_EDITABLE_COMPANY_STATES).toEqual([0, 2]);
  });

  it('uses permission codes of the resource tree', () => {
    for (const action of Object.values(companyLifecycle.actions)) {
      expect(permissionAreas.get(action.permission), action.permission).toBe('recruit');
    }
  });

  it('keeps the picker constants of spec §9', () => {
    expect(COMPANY_PICKER).toEqual({ cmpyType: 10, pageSize: 10 });
  });
});

describe('company submission', () => {
  it('accepts a complete submission and normalises the credit code', () => {
    const parsed = CompanySubmitBody.parse({ ...valid, creditCode: ' 91410184ma46r8kq32 ' });
    expect(parsed.creditCode).toBe('91410184MA46R8KQ32');
  });

  it('refuses a missing licence, a bad credit code and a bad phone in Chinese', () => {
    const { licenceObjectKey: _, ...noLicence } = valid;
    expect(firstMessage(CompanySubmitBody.safeParse(noLicence))).toBe('请上传营业执照');
    expect(firstMessage(CompanySubmitBody.safeParse({ ...valid, licenceObjectKey: '' }))).toBe(
      '请上传营业执照',
    );
    expect(firstMessage(CompanySubmitBody.safeParse({ ...valid, licenceObjectKey: '../x' }))).toBe(
      '文件标识不合法',
    );
    expect(firstMessage(CompanySubmitBody.safeParse({ ...valid, creditCode: '91410184MA46R8KQ33' }))).toBe(
      '统一社会信用代码格式不正确',
    );
    expect(firstMessage(CompanySubmitBody.safeParse({ ...valid, contactPhone: '1234' }))).toBe(
      '手机号格式不正确',
    );
    expect(firstMessage(CompanySubmitBody.safeParse({ ...valid, cmpyName: ' ' }))).toBe('请输入企业名称');
  });

  it('needs a reason to reject and a known result', () => {
    expect(CompanyApproveBody.safeParse({ cmpyCode: 'C_A', status: 1 }).success).toBe(true);
    expect(firstMessage(CompanyApproveBody.safeParse({ cmpyCode: 'C_A', status: 2 }))).toBe('请输入驳回原因');
    expect(firstMessage(CompanyApproveBody.safeParse({ cmpyCode: 'C_A', status: 3 }))).toBe(
      '审核结果只能是1（通过）或2（驳回）',
    );
  });
});

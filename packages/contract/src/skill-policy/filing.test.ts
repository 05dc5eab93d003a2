import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, refusedMessage } from '../platform/lifecycle.ts';
import { HotEventExportQuery, HotEventSaveBody, hotEventRoutes } from '../recruit/hot-events.routes.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import { FilingState, organLifecycle, promulgationLifecycle } from './filing.ts';
import { PromulgationAddBody, promulgationRoutes } from './promulgation.routes.ts';
import { OrganAddBody, skillOrganRoutes } from './skill-organ.routes.ts';

describe('filing lifecycle (platform §4: add, edit, submit, cancel, delete)', () => {
  it('names the states', () => {
    expect(promulgationLifecycle.states).toEqual({ 0: '草稿', 1: '已提交', 2: '已撤销', 9: '已删除' });
    expect(organLifecycle.states).toEqual(promulgationLifecycle.states);
  });

  it('states each action line by line', () => {
    expect(promulgationLifecycle.actions).toEqual({
      edit: { from: [0], to: 0, permission: 'policy:promulgation:edit', label: '修改', success: '更新成功' },
      submit: {
        from: [0],
        to: 1,
        permission: 'policy:promulgation:submit',
        label: '提交',
        success: '提交成功',
      },
      cancel: {
        from: [1],
        to: 2,
        permission: 'policy:promulgation:cancel',
        label: '撤销',
        success: '操作成功',
      },
      remove: {
        from: [0],
        to: 9,
        permission: 'policy:promulgation:remove',
        label: '删除',
        success: '删除成功',
      },
    });
    expect(organLifecycle.entity).toBe('skillOrgan');
    expect(Object.values(organLifecycle.actions).map((a) => a.permission)).toEqual([
      'policy:organ:edit',
      'policy:organ:submit',
      'policy:organ:cancel',
      'policy:organ:remove',
    ]);
  });

  it('offers the buttons of each state: a draft is edited, submitted or deleted; a submitted one cancelled', () => {
    expect(actionsFrom(promulgationLifecycle, FilingState.draft)).toEqual(['edit', 'submit', 'remove']);
    expect(actionsFrom(promulgationLifecycle, FilingState.submitted)).toEqual(['cancel']);
    expect(actionsFrom(promulgationLifecycle, FilingState.cancelled)).toEqual([]);
    expect(actionsFrom(promulgationLifecycle, FilingState.deleted)).toEqual([]);
  });

  it('refuses the rest in Chinese', () => {
    expect(canApply(promulgationLifecycle, 'edit', FilingState.submitted)).toBe(false);
    expect(refusedMessage(promulgationLifecycle, 'edit', 1)).toBe('当前状态为“已提交”，不能修改');
    expect(refusedMessage(promulgationLifecycle, 'remove', 1)).toBe('当前状态为“已提交”，不能删除');
    expect(refusedMessage(promulgationLifecycle, 'submit', 2)).toBe('当前状态为“已撤销”，不能提交');
    expect(refusedMessage(organLifecycle, 'cancel', 0)).toBe('当前状态为“草稿”，不能撤销');
  });

  it('uses permission codes of the resource tree', () => {
    const codes = new Set(permissionAreas.keys());
    for (const lifecycle of [organLifecycle, promulgationLifecycle])
      for (const action of Object.values(lifecycle.actions)) expect(codes).toContain(action.permission);
    for (const route of [
      ...Object.values(skillOrganRoutes),
      ...Object.values(promulgationRoutes),
      ...Object.values(hotEventRoutes),
    ])
      if (route.access.kind === 'perm') expect(codes).toContain(route.access.code);
  });

  it('keeps the paths as the spec spells them', () => {
    expect(promulgationRoutes.eidtPromulgation.path).toBe('/hrr/policy/skill/promulgation/eidtPromulgation');
    expect(promulgationRoutes.canclePromulgation.path).toBe(
      '/hrr/policy/skill/promulgation/canclePromulgation/{id}',
    );
    expect(skillOrganRoutes.cancleItem.path).toBe('/hrr/policy/skill/organ/cancleItem/{businessCode}');
  });
});

const organ = {
  organName: '新郑市龙湖职业技能培训学校',
  creditCode: '91410184MA9XXXXX0Q',
  legalPerson: '王建国',
  contactPerson: '李娜',
  contactPhone: '13838125601',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  address: '龙湖镇中华北路1号',
  lng: 113.74,
  lat: 34.4,
  labelCodes: ['L1'],
};

describe('filing input', () => {
  const issue = (schema: typeof OrganAddBody | typeof PromulgationAddBody, input: object) =>
    schema.safeParse(input).error?.issues[0]?.message;

  it('checks the credit code as the company licence does', () => {
    expect(issue(OrganAddBody, organ)).toBe('统一社会信用代码格式不正确');
    expect(issue(OrganAddBody, { ...organ, creditCode: '91350100M000100Y43' })).toBeUndefined();
    expect(issue(OrganAddBody, { ...organ, creditCode: '91350100m000100y43' })).toBeUndefined();
    expect(issue(OrganAddBody, { ...organ, creditCode: '' })).toBe('请输入统一社会信用代码');
  });

  it('needs the organisation fields', () => {
    const ok = { ...organ, creditCode: '91350100M000100Y43' };
    expect(issue(OrganAddBody, { ...ok, contactPhone: '123' })).toBe('请输入正确的手机号');
    expect(issue(OrganAddBody, { ...ok, labelCodes: [] })).toBe('请选择培训范围');
    expect(issue(OrganAddBody, { ...ok, cityCode: '4201', countyCode: '420101' })).toBe('请选择省市县');
    expect(issue(OrganAddBody, { ...ok, legalPerson: ' ' })).toBe('请输入法定代表人');
  });

  it('needs a title, a body with content and an organisation', () => {
    const ok = { title: '2026年第一期焊工培训公示', content: '<p>名单</p>', businessCode: 'O1' };
    expect(issue(PromulgationAddBody, ok)).toBeUndefined();
    expect(issue(PromulgationAddBody, { ...ok, content: '<p> </p>' })).toBe('请输入公示内容');
    expect(issue(PromulgationAddBody, { ...ok, businessCode: '' })).toBe('请选择技能机构');
    expect(issue(PromulgationAddBody, { ...ok, attachments: [{ objectKey: 'k', materialName: '' }] })).toBe(
      '请输入附件名称',
    );
  });
});

describe('hot event input', () => {
  const ok = {
    title: '春风行动招聘周',
    content: '<p>欢迎报名</p>',
    coverCode: 'M1',
    beginTime: '2026-03-01 09:00:00',
    endTime: '2026-03-31 18:00:00',
    formCode: 'F_JOB_INTENT',
  };
  const issue = (input: object) => HotEventSaveBody.safeParse(input).error?.issues[0]?.message;

  it('needs a window that ends after it begins, a cover and a form', () => {
    expect(issue(ok)).toBeUndefined();
    expect(issue({ ...ok, endTime: ok.beginTime })).toBe('结束时间须晚于开始时间');
    expect(issue({ ...ok, coverCode: '' })).toBe('请选择封面');
    expect(issue({ ...ok, formCode: '' })).toBe('请选择报名表单');
  });

  it('reads the export filters from the query string', () => {
    const parsed = HotEventExportQuery.parse({ eventCode: 'E1', ids: '3,5', queryMap: '{"name":"王"}' });
    expect(parsed).toMatchObject({ ids: [3, 5], queryMap: { name: '王' } });
    expect(HotEventExportQuery.safeParse({ eventCode: 'E1', ids: '3;5' }).success).toBe(false);
    expect(HotEventExportQuery.safeParse({ eventCode: 'E1', queryMap: '{' }).success).toBe(false);
  });
});

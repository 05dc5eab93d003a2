import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, refusedMessage } from '../platform/lifecycle.ts';
import { api } from '../routes.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import {
  ClassSaveBody,
  CourseAddBody,
  CourseListQuery,
  CourseReviewBody,
  CourseSaveBody,
} from './course.routes.ts';
import { courseLifecycle, courseTabs } from './course.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const course = {
  courseName: '电工上岗证培训（低压）',
  courseType: 1,
  courseNature: 1,
  isFree: false,
  price: 128000,
  coverCodes: ['M_COVER'],
  courseIntro: '<p>面向零基础学员</p>',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  streetCode: '410184001',
  address: '新建路88号',
  lng: 113.74,
  lat: 34.39,
  capacity: 60,
  applyBeginTime: '2026-11-01 00:00:00',
  applyEndTime: '2026-12-01 00:00:00',
};

describe('course lifecycle', () => {
  it('names the states and the tabs in the spec order', () => {
    expect(courseLifecycle.states).toEqual({
      0: '审核中',
      1: '已上线',
      2: '审核驳回',
      4: '已下线',
      5: '审核通过',
      9: '强制下线',
      99: '已删除',
    });
    expect(courseTabs.map((tab) => [tab.key, tab.label])).toEqual([
      ['all', '全部'],
      ['0', '审核中'],
      ['2', '审核驳回'],
      ['5', '审核通过'],
      ['9', '强制下线'],
      ['1', '已上线'],
      ['4', '已下线'],
    ]);
  });

  it('has exactly this table, line by line', () => {
    expect(courseLifecycle.entity).toBe('course');
    const a = courseLifecycle.actions;
    expect(a.edit).toEqual({
      from: [0, 2, 4, 5, 9],
      to: 0,
      permission: 'course:edit',
      label: '编辑',
      success: '更新成功',
    });
    expect(a.pass).toEqual({
      from: [0],
      to: 5,
      permission: 'course:approve',
      label: '审核通过',
      success: '操作成功',
    });
    expect(a.reject).toEqual({
      from: [0],
      to: 2,
      permission: 'course:approve',
      label: '审核驳回',
      success: '操作成功',
    });
    expect(a.forcedOffline).toEqual({
      from: [1, 4, 5],
      to: 9,
      permission: 'course:approve',
      label: '强制下线',
      success: '操作成功',
    });
    expect(a.online).toEqual({
      from: [4, 5],
      to: 1,
      permission: 'course:online',
      label: '上线',
      success: '上线成功',
    });
    expect(a.offline).toEqual({
      from: [1],
      to: 4,
      permission: 'course:online',
      label: '下线',
      success: '下线成功',
    });
    expect(a.refresh).toEqual({
      from: [1],
      to: 1,
      permission: 'course:refresh',
      label: '刷新',
      success: '刷新成功',
    });
    expect(a.remove).toEqual({
      from: [0, 2, 4, 5, 9],
      to: 99,
      permission: 'course:remove',
      label: '删除',
      success: '删除成功',
    });
    expect(Object.keys(a)).toEqual([
      'edit',
      'pass',
      'reject',
      'forcedOffline',
      'online',
      'offline',
      'refresh',
      'remove',
    ]);
  });

  it('allows from each state only what the table says', () => {
    expect(actionsFrom(courseLifecycle, 0)).toEqual(['edit', 'pass', 'reject', 'remove']);
    expect(actionsFrom(courseLifecycle, 2)).toEqual(['edit', 'remove']);
    expect(actionsFrom(courseLifecycle, 5)).toEqual(['edit', 'forcedOffline', 'online', 'remove']);
    expect(actionsFrom(courseLifecycle, 9)).toEqual(['edit', 'remove']);
    expect(actionsFrom(courseLifecycle, 1)).toEqual(['forcedOffline', 'offline', 'refresh']);
    expect(actionsFrom(courseLifecycle, 4)).toEqual(['edit', 'forcedOffline', 'online', 'remove']);
    expect(actionsFrom(courseLifecycle, 99)).toEqual([]);
    expect(canApply(courseLifecycle, 'remove', 1)).toBe(false);
    expect(canApply(courseLifecycle, 'online', 9)).toBe(false);
  });

  it('refuses in Chinese naming the state', () => {
    expect(refusedMessage(courseLifecycle, 'remove', 1)).toBe('当前状态为“已上线”，不能删除');
    expect(refusedMessage(courseLifecycle, 'online', 9)).toBe('当前状态为“强制下线”，不能上线');
    expect(refusedMessage(courseLifecycle, 'pass', 5)).toBe('当前状态为“审核通过”，不能审核通过');
  });

  it('guards every action and route by a training code of the resource tree', () => {
    for (const action of Object.values(courseLifecycle.actions))
      expect(permissionAreas.get(action.permission), action.permission).toBe('train');
    for (const route of Object.values(api.course)) {
      expect(route.access.kind).toBe('perm');
      if (route.access.kind === 'perm')
        expect(permissionAreas.get(route.access.code), route.path).toBe('train');
      expect(route.path.startsWith('/train/course/'), route.path).toBe(true);
    }
  });
});

describe('course input', () => {
  it('accepts a paid course and a free one', () => {
    expect(CourseAddBody.parse(course).price).toBe(128000);
    expect(CourseAddBody.parse({ ...course, isFree: true, price: undefined }).isFree).toBe(true);
  });

  it('refuses each kind of bad input with its message', () => {
    const cases: [unknown, string][] = [
      [{ ...course, courseName: '课'.repeat(51) }, '课程名称最多50个字符'],
      [{ ...course, courseName: ' ' }, '请输入课程名称'],
      [{ ...course, courseType: 0 }, '课程类型只能是1技能、2学历'],
      [{ ...course, courseType: 3 }, '课程类型只能是1技能、2学历'],
      [{ ...course, courseNature: 8 }, '请选择培训性质'],
      [{ ...course, price: -100 }, '课程价格须为不小于0的整数（分）'],
      [{ ...course, price: 12.5 }, '课程价格须为不小于0的整数（分）'],
      [{ ...course, price: 10_000_001 }, '课程价格不能超过100000元'],
      [{ ...course, price: undefined }, '收费课程请填写价格'],
      [{ ...course, capacity: 0 }, '招生人数须为1到10000之间的整数'],
      [{ ...course, capacity: 2.5 }, '招生人数须为1到10000之间的整数'],
      [{ ...course, coverCodes: [] }, '请选择课程封面'],
      [{ ...course, courseIntro: '<p></p>' }, '请输入课程介绍'],
      [{ ...course, applyEndTime: '2026-10-01 00:00:00' }, '报名截止时间须晚于报名开始时间'],
      [{ ...course, streetCode: '410183001' }, '所选省、市、区县、街道不属于同一地区'],
      [{ ...course, address: '' }, '请输入详细地址'],
    ];
    for (const [input, message] of cases) expect(firstMessage(CourseAddBody.safeParse(input))).toBe(message);
    expect(firstMessage(CourseSaveBody.safeParse(course))).toBe('缺少课程编号');
  });

  it('filters: prices in whole cents, the lower not above the upper, course type 0 all', () => {
    expect(firstMessage(CourseListQuery.safeParse({ beginPrice: '500', endPrice: '100' }))).toBe(
      '价格下限不能大于价格上限',
    );
    expect(firstMessage(CourseListQuery.safeParse({ beginPrice: '-1' }))).toBe('价格须为不小于0的整数（分）');
    expect(firstMessage(CourseListQuery.safeParse({ courseType: '3' }))).toBe(
      '课程类型只能是0全部、1技能、2学历',
    );
    expect(firstMessage(CourseListQuery.safeParse({ approveType: '99' }))).toBe(
      '审核状态只能是0、1、2、4、5或9',
    );
    expect(CourseListQuery.parse({ courseType: '0', beginPrice: '100', endPrice: '100' })).toMatchObject({
      courseType: 0,
      beginPrice: 100,
      endPrice: 100,
    });
  });

  it('needs a reason to reject or force offline', () => {
    expect(firstMessage(CourseReviewBody.safeParse({ courseCode: 'TC1', approveType: 2 }))).toBe(
      '请输入原因',
    );
    expect(firstMessage(CourseReviewBody.safeParse({ courseCode: 'TC1', approveType: 9 }))).toBe(
      '请输入原因',
    );
    expect(firstMessage(CourseReviewBody.safeParse({ courseCode: 'TC1', approveType: 1 }))).toBe(
      '审核结果只能是5通过、2驳回或9强制下线',
    );
    expect(CourseReviewBody.parse({ courseCode: 'TC1', approveType: '5' }).approveType).toBe(5);
  });

  it('classes: dates in order, times in order, at most 180 days', () => {
    const cls = {
      courseCode: 'TC1',
      className: '第一期',
      startDate: '2026-11-02',
      endDate: '2026-11-20',
      startTime: '09:00',
      endTime: '11:30',
      place: '实训楼201',
      capacity: 30,
    };
    expect(ClassSaveBody.parse(cls).teacherName).toBe('');
    expect(firstMessage(ClassSaveBody.safeParse({ ...cls, endDate: '2026-11-01' }))).toBe(
      '结班日期不能早于开班日期',
    );
    expect(firstMessage(ClassSaveBody.safeParse({ ...cls, endTime: '08:00' }))).toBe(
      '下课时间须晚于上课时间',
    );
    expect(firstMessage(ClassSaveBody.safeParse({ ...cls, endDate: '2027-06-01' }))).toBe(
      '一个班级最多180天',
    );
    expect(firstMessage(ClassSaveBody.safeParse({ ...cls, capacity: 0 }))).toBe(
      '班级人数须为1到10000之间的整数',
    );
    expect(firstMessage(ClassSaveBody.safeParse({ ...cls, startTime: '9点' }))).toBe(
      '上课时间格式应为 HH:mm',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, refusedMessage } from '../platform/lifecycle.ts';
import { api } from '../routes.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import { OnlineCourseAddBody, OnlineCourseCheckQuery, OnlineCourseEditBody } from './online-course.routes.ts';
import { htmlHasContent, onlineCourseLifecycle, onlineCourseTabs } from './online-course.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const lesson = { lessonName: '安全用电常识', videoCode: 'M1' };
const course = {
  courseName: '电工上岗证培训',
  courseType: 1,
  coverCode: 'M_COVER',
  courseIntro: '<p>面向零基础学员</p>',
  labelCodes: ['TL1'],
  chapters: [{ chapterName: '第一章 电工基础', lessons: [lesson] }],
};

describe('online course lifecycle', () => {
  it('names the states and tabs', () => {
    expect(onlineCourseLifecycle.states).toEqual({
      0: '审核中',
      1: '已上线',
      2: '审核驳回',
      4: '已下线',
      9: '已删除',
    });
    expect(onlineCourseTabs.map((tab) => [tab.key, tab.label])).toEqual([
      ['all', '全部'],
      ['0', '审核中'],
      ['1', '已上线'],
      ['2', '审核驳回'],
      ['4', '已下线'],
    ]);
  });

  it('has exactly this table, line by line', () => {
    expect(onlineCourseLifecycle.entity).toBe('onlineCourse');
    expect(onlineCourseLifecycle.actions).toEqual({
      edit: { from: [0, 2, 4], to: 0, permission: 'onlineCourse:edit', label: '编辑', success: '更新成功' },
      pass: { from: [0], to: 1, permission: 'onlineCourse:check', label: '审核通过', success: '上线成功' },
      reject: { from: [0], to: 2, permission: 'onlineCourse:check', label: '审核驳回', success: '操作成功' },
      downLine: { from: [1], to: 4, permission: 'onlineCourse:downline', label: '下线', success: '下线成功' },
      remove: {
        from: [0, 2, 4],
        to: 9,
        permission: 'onlineCourse:remove',
        label: '删除',
        success: '删除成功',
      },
    });
  });

  it('allows from each state only what the table says', () => {
    expect(actionsFrom(onlineCourseLifecycle, 0)).toEqual(['edit', 'pass', 'reject', 'remove']);
    expect(actionsFrom(onlineCourseLifecycle, 1)).toEqual(['downLine']);
    expect(actionsFrom(onlineCourseLifecycle, 2)).toEqual(['edit', 'remove']);
    expect(actionsFrom(onlineCourseLifecycle, 4)).toEqual(['edit', 'remove']);
    expect(actionsFrom(onlineCourseLifecycle, 9)).toEqual([]);
    expect(canApply(onlineCourseLifecycle, 'remove', 1)).toBe(false);
    expect(canApply(onlineCourseLifecycle, 'edit', 1)).toBe(false);
  });

  it('refuses in Chinese naming the state', () => {
    expect(refusedMessage(onlineCourseLifecycle, 'remove', 1)).toBe('当前状态为“已上线”，不能删除');
    expect(refusedMessage(onlineCourseLifecycle, 'edit', 1)).toBe('当前状态为“已上线”，不能编辑');
    expect(refusedMessage(onlineCourseLifecycle, 'downLine', 4)).toBe('当前状态为“已下线”，不能下线');
    expect(refusedMessage(onlineCourseLifecycle, 'pass', 2)).toBe('当前状态为“审核驳回”，不能审核通过');
  });

  it('guards every action and route by a training code of the resource tree', () => {
    for (const action of Object.values(onlineCourseLifecycle.actions))
      expect(permissionAreas.get(action.permission), action.permission).toBe('train');
    for (const route of [...Object.values(api.onlineCourse), ...Object.values(api.trainMaterial)]) {
      expect(route.access.kind).toBe('perm');
      if (route.access.kind === 'perm')
        expect(permissionAreas.get(route.access.code), route.path).toBe('train');
      expect(typeof route.changesData, route.path).toBe('boolean');
    }
  });
});

describe('online course input', () => {
  it('accepts a course with one chapter and one video lesson', () => {
    const parsed = OnlineCourseAddBody.parse(course);
    expect(parsed.chapters[0]?.lessons[0]).toEqual({ ...lesson, lessonIntro: '', pictureCodes: [] });
    expect(parsed.teacherName).toBe('');
  });

  it('refuses each kind of bad input with its message', () => {
    const cases: [unknown, string][] = [
      [{ ...course, courseName: 'x'.repeat(51) }, '课程名称最多50个字符'],
      [{ ...course, courseName: '  ' }, '请输入课程名称'],
      [{ ...course, courseType: 3 }, '课程类型只能是1技能、2学历'],
      [{ ...course, coverCode: '' }, '请选择课程封面'],
      [{ ...course, courseIntro: '<p> </p>' }, '请输入课程介绍'],
      [{ ...course, labelCodes: Array.from({ length: 9 }, (_, i) => `L${i}`) }, '课程标签最多8个'],
      [{ ...course, chapters: [] }, '请至少添加一个章节'],
      [{ ...course, chapters: [{ chapterName: ' ', lessons: [lesson] }] }, '请输入章节名称'],
      [{ ...course, chapters: [{ chapterName: '一', lessons: [] }] }, '每个章节至少添加一个课时'],
      [
        { ...course, chapters: [{ chapterName: '一', lessons: [{ lessonName: '无素材' }] }] },
        '每个课时须选择视频或图片',
      ],
      [
        {
          ...course,
          chapters: [
            { chapterName: '一', lessons: [{ lessonName: '图', pictureCodes: Array(10).fill('M') }] },
          ],
        },
        '每个课时最多9张图片',
      ],
      [
        {
          ...course,
          chapters: [
            { chapterCode: 'C1', chapterName: '一', lessons: [lesson] },
            { chapterCode: 'C1', chapterName: '二', lessons: [lesson] },
          ],
        },
        '章节或课时编号重复',
      ],
    ];
    for (const [input, message] of cases)
      expect(firstMessage(OnlineCourseAddBody.safeParse(input))).toBe(message);
    expect(firstMessage(OnlineCourseEditBody.safeParse(course))).toBe('缺少课程编号');
  });

  it('counts a picture as content of the introduction', () => {
    expect(htmlHasContent('<p><img src="https://x/a.png"></p>')).toBe(true);
    expect(htmlHasContent('<p>&nbsp;</p>')).toBe(false);
  });

  it('needs a reason to reject', () => {
    expect(firstMessage(OnlineCourseCheckQuery.safeParse({ courseCode: 'OC1', checkState: '2' }))).toBe(
      '请输入驳回原因',
    );
    expect(firstMessage(OnlineCourseCheckQuery.safeParse({ courseCode: 'OC1', checkState: '3' }))).toBe(
      '审核结果只能是1通过或2驳回',
    );
    expect(OnlineCourseCheckQuery.parse({ courseCode: 'OC1', checkState: '1' }).checkState).toBe(1);
  });
});

import { OnlineCourseAddBody, type OnlineCourseDetail } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyCourseForm, formValuesOf } from './onlineCourseForm.ts';
import { tabCounts } from './onlineCourseView.ts';

const media = (code: string) => ({ materialCode: code, materialName: code, url: `/api/f/${code}` });
const detail = {
  courseCode: 'OC1',
  courseName: '电工',
  courseType: 1,
  cmpyCode: 'C_HUAXIN',
  teacherName: '王建军',
  cover: media('M_COVER'),
  courseIntro: '<p>介绍</p>',
  labels: [{ labelCode: 'TL101', labelName: '电工' }],
  chapters: [
    {
      chapterCode: 'CH1',
      chapterName: '第一章',
      lessons: [
        { lessonCode: 'LS1', lessonName: '视频课', lessonIntro: '', video: media('M_V'), pictures: [] },
        {
          lessonCode: 'LS2',
          lessonName: '讲义',
          lessonIntro: '读',
          video: null,
          pictures: [media('M_P1'), media('M_P2')],
        },
      ],
    },
  ],
} as unknown as OnlineCourseDetail;

describe('online course form values', () => {
  it('turn a loaded course into the body it was saved from, codes kept', () => {
    const body = bodyOf(formValuesOf(detail));
    expect(body).toEqual({
      courseName: '电工',
      courseType: 1,
      cmpyCode: 'C_HUAXIN',
      teacherName: '王建军',
      coverCode: 'M_COVER',
      courseIntro: '<p>介绍</p>',
      labelCodes: ['TL101'],
      chapters: [
        {
          chapterCode: 'CH1',
          chapterName: '第一章',
          lessons: [
            { lessonCode: 'LS1', lessonName: '视频课', lessonIntro: '', videoCode: 'M_V', pictureCodes: [] },
            { lessonCode: 'LS2', lessonName: '讲义', lessonIntro: '读', pictureCodes: ['M_P1', 'M_P2'] },
          ],
        },
      ],
    });
    expect(OnlineCourseAddBody.safeParse(body).success).toBe(true);
  });

  it('start a new course with one empty chapter and lesson, which the contract refuses until filled', () => {
    const result = OnlineCourseAddBody.safeParse(bodyOf(emptyCourseForm()));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('请输入章节名称');
  });

  it('count 全部 as the sum of the states', () => {
    expect(
      tabCounts([
        { state: 0, stateName: '审核中', num: 2 },
        { state: 1, stateName: '已上线', num: 3 },
        { state: 4, stateName: '已下线', num: 1 },
      ]),
    ).toEqual({ all: 6, 0: 2, 1: 3, 4: 1 });
  });
});

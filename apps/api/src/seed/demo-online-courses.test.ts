import { describe, expect, it } from 'vitest';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { material } from '../modules/common/material/tables.ts';
import { sysRole } from '../modules/system/roles/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import {
  onlineCourse,
  onlineCourseChapter,
  onlineCourseLesson,
} from '../modules/train/online-course/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01', 'huaxin01'] });

describe('demo online courses', () => {
  it('hold courses of 新郑市 training schools in every state', async () => {
    const counts = await t.call('GET', '/train/getCountByState', { token: t.token('yunying01') });
    expect(counts.body.data).toEqual([
      { state: 0, stateName: '审核中', num: 1 },
      { state: 1, stateName: '已上线', num: 2 },
      { state: 2, stateName: '审核驳回', num: 1 },
      { state: 4, stateName: '已下线', num: 1 },
    ]);
    const mine = await t.call('GET', '/train/getOnlineCourseList', { token: t.token('huaxin01') });
    expect(mine.body.data.records.map((r: { courseName: string }) => r.courseName)).toEqual([
      '育婴员（五级）岗位技能课程',
      '低压电工作业（特种作业操作证）线上课程',
    ]);
  });

  it('play real generated videos and show real pictures', async () => {
    const detail = (
      await t.call('GET', '/train/getOnlineCourseInfo', {
        token: t.token('huaxin01'),
        query: { courseCode: 'OC_DEMO_01' },
      })
    ).body.data;
    expect(
      detail.history.map((h: { actionName: string; operator: string }) => [h.actionName, h.operator]),
    ).toEqual([
      ['创建', null],
      ['审核通过', '王丽'],
    ]);
    const lesson = detail.chapters[1].lessons[0];
    const video = await t.app.inject({ method: 'GET', url: lesson.video.url });
    expect(video.statusCode).toBe(200);
    const bytes = video.rawPayload;
    // An MP4 with an H.264 (avc1) track.
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    expect(bytes.includes(Buffer.from('avcC'))).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: lesson.pictures[0].url });
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('are seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [
      onlineCourse,
      onlineCourseChapter,
      onlineCourseLesson,
      material,
      stateChange,
      cmpy,
      sysUser,
      sysRole,
    ]));
});

import { api, type OnlineCourseRow, onlineCourseLimits } from '@hr/contract';
import { call } from '../../../app/request.ts';
import { DetailRow, ReviewModal } from '../../../components';

/** 审核线上课程: pass puts the course online at once; reject needs a reason the school then reads. */
export function OnlineCourseReviewModal({
  course,
  onClose,
  onDone,
}: {
  course: OnlineCourseRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  if (!course) return null;
  return (
    <ReviewModal
      open
      title="审核线上课程"
      passLabel="审核通过并上线"
      subject={
        <>
          <DetailRow label="课程名称" value={course.courseName} />
          <DetailRow label="所属机构" value={course.cmpyName ?? '平台'} />
          <DetailRow label="章节/课时" value={`${course.chapterCount} 章 / ${course.lessonCount} 课时`} />
        </>
      }
      remarkMax={onlineCourseLimits.reasonMax}
      onSubmit={({ pass, remark }) =>
        call(api.onlineCourse.checkOnlineCourse, {
          query: { courseCode: course.courseCode, checkState: pass ? 1 : 2, ...(remark ? { remark } : {}) },
        })
      }
      onClose={onClose}
      onSaved={onDone}
    />
  );
}

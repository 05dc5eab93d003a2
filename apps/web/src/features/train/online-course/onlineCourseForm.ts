import type { OnlineCourseAddBody, OnlineCourseDetail } from '@hr/contract';
import type { PickedMedia } from '../../../components';

/** A lesson as the form holds it: media as picker values (at most one video). */
export interface LessonValues {
  lessonCode?: string | undefined;
  lessonName: string;
  lessonIntro: string;
  video: PickedMedia[];
  pictures: PickedMedia[];
}

export interface ChapterValues {
  chapterCode?: string | undefined;
  chapterName: string;
  lessons: LessonValues[];
}

export interface OnlineCourseFormValues {
  courseName: string;
  courseType: number;
  cmpyCode?: string | undefined;
  teacherName: string;
  cover: PickedMedia[];
  labelCodes: string[];
  courseIntro: string;
  chapters: ChapterValues[];
}

export const emptyLesson = (): LessonValues => ({ lessonName: '', lessonIntro: '', video: [], pictures: [] });
export const emptyChapter = (): ChapterValues => ({ chapterName: '', lessons: [emptyLesson()] });

/** A new course: one chapter with one lesson, skill type; company staff's school is their own. */
export const emptyCourseForm = (): OnlineCourseFormValues => ({
  courseName: '',
  courseType: 1,
  teacherName: '',
  cover: [],
  labelCodes: [],
  courseIntro: '',
  chapters: [emptyChapter()],
});

const media = (
  m: { materialCode: string; url: string | null; materialName: string } | null,
): PickedMedia[] => (m ? [{ materialCode: m.materialCode, url: m.url, name: m.materialName }] : []);

/** The loaded course as form values (codes kept so chapters and lessons keep their identity). */
export function formValuesOf(course: OnlineCourseDetail): OnlineCourseFormValues {
  return {
    courseName: course.courseName,
    courseType: course.courseType,
    cmpyCode: course.cmpyCode ?? undefined,
    teacherName: course.teacherName,
    cover: media(course.cover),
    labelCodes: course.labels.map((label) => label.labelCode),
    courseIntro: course.courseIntro,
    chapters: course.chapters.map((chapter) => ({
      chapterCode: chapter.chapterCode,
      chapterName: chapter.chapterName,
      lessons: chapter.lessons.map((lesson) => ({
        lessonCode: lesson.lessonCode,
        lessonName: lesson.lessonName,
        lessonIntro: lesson.lessonIntro,
        video: media(lesson.video),
        pictures: lesson.pictures.flatMap((picture) => media(picture)),
      })),
    })),
  };
}

/** The body the API takes (add; edit adds courseCode). */
export function bodyOf(values: OnlineCourseFormValues): OnlineCourseAddBody {
  return {
    courseName: values.courseName,
    courseType: values.courseType,
    ...(values.cmpyCode ? { cmpyCode: values.cmpyCode } : {}),
    teacherName: values.teacherName ?? '',
    coverCode: values.cover[0]?.materialCode ?? '',
    courseIntro: values.courseIntro ?? '',
    labelCodes: values.labelCodes ?? [],
    chapters: (values.chapters ?? []).map((chapter) => ({
      ...(chapter.chapterCode ? { chapterCode: chapter.chapterCode } : {}),
      chapterName: chapter.chapterName ?? '',
      lessons: (chapter.lessons ?? []).map((lesson) => ({
        ...(lesson.lessonCode ? { lessonCode: lesson.lessonCode } : {}),
        lessonName: lesson.lessonName ?? '',
        lessonIntro: lesson.lessonIntro ?? '',
        ...(lesson.video?.[0] ? { videoCode: lesson.video[0].materialCode } : {}),
        pictureCodes: (lesson.pictures ?? []).map((picture) => picture.materialCode),
      })),
    })),
  };
}

import { api, type FormRule, formFilterFields, parseFormRules } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../app/request.ts';

function readRules(text: string | null | undefined): FormRule[] | null {
  if (!text) return null;
  try {
    return parseFormRules(text);
  } catch {
    return null;
  }
}

/** The custom sign-up form of a course (by its formCode) and its filterable fields, for 更多筛选. */
export function useCourseFormFields(courseCode: string | undefined) {
  const course = useQuery({
    queryKey: ['train', 'course', 'detail', courseCode],
    queryFn: () => call(api.course.getBDCourseInfo, { query: { courseCode: courseCode ?? '' } }),
    enabled: !!courseCode,
  });
  const formCode = course.data?.formCode ?? null;
  const form = useQuery({
    queryKey: ['train', 'form', 'byCode', formCode],
    queryFn: () => call(api.form.getFormInfoByCode, { query: { bizCode: formCode ?? '' } }),
    enabled: !!courseCode && !!formCode,
  });
  return useMemo(() => {
    const rules = courseCode ? readRules(form.data?.formContent) : null;
    return rules ? formFilterFields(rules) : [];
  }, [courseCode, form.data?.formContent]);
}

export { readRules };

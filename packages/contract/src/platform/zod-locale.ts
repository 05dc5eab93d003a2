import { z } from 'zod';

const zhCN = z.locales.zhCN();

/**
 * Chinese messages for every zod issue that has no message of its own, naming the field, e.g.
 * `pageSize：数值过大：期望 number <=300`. Messages written in the schemas (the spec's own) are kept as is.
 */
export function useChineseValidationMessages(): void {
  z.config({
    ...zhCN,
    customError: (issue) => {
      const base = zhCN.localeError(issue);
      const text = typeof base === 'string' ? base : (base?.message ?? '参数有误');
      const field = issue.path?.length ? issue.path.join('.') : '';
      return field ? `${field}：${text}` : text;
    },
  });
}

useChineseValidationMessages();

/** The first issue's message: what a Chinese user is shown for a rejected input. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? '请求参数有误';
}

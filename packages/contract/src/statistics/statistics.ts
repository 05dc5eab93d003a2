import { z } from 'zod';

/**
 * Figures and charts of the statistics pages (统计分析, 课程统计) and the gig-employment monitor. Every call
 * answers one shape: named figures and charts whose points are counts read by SQL from the live tables
 * (docs/decisions.md "Statistics and the monitor"), so one chart component draws them and one export writes
 * any of them as xlsx.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

/** The longest date range a statistics call accepts (days, both ends included). */
export const STATIS_MAX_DAYS = 366;
/** Days the range covers when the caller sends none (ending today). */
export const STATIS_DEFAULT_DAYS = 30;

const day = (label: string) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${label}不是有效日期`),
  );

const dayMs = (text: string) => Date.parse(`${text}T00:00:00Z`);

/** Date range (Beijing days, both included), region and, for operators, one company. */
export const statisFilterFields = {
  beginDate: day('开始日期'),
  endDate: day('结束日期'),
  /** A province (2 digits), city (4) or county (6) code. */
  regionCode: optional(
    z
      .string()
      .trim()
      .regex(/^(\d{2}|\d{4}|\d{6})$/, '地区代码应为2、4或6位数字'),
  ),
  /** Operators may narrow to one company; company staff always see their own. */
  cmpyCode: optional(z.string().trim().max(40, '企业编码过长')),
};

const rangeRule = (v: { beginDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (!v.beginDate || !v.endDate) return;
  const days = (dayMs(v.endDate) - dayMs(v.beginDate)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
  else if (days > STATIS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `统计区间不能超过${STATIS_MAX_DAYS}天` });
};

export const StatisFilter = z.object(statisFilterFields).superRefine(rangeRule);
export type StatisFilter = z.input<typeof StatisFilter>;
export type StatisFilterParsed = z.output<typeof StatisFilter>;

export const StatisFigure = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** 人, 个, 次, %, … */
  unit: z.string(),
  /** The back-office list the figure counts (monitor), with its filter in the query. */
  link: z.string().optional(),
});
export type StatisFigure = z.infer<typeof StatisFigure>;

export const StatisSeries = z.object({ name: z.string(), data: z.array(z.number()) });

export const StatisChart = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['bar', 'line', 'pie']),
  /** Category axis (days, months, names); pie: the slices. */
  x: z.array(z.string()),
  series: z.array(StatisSeries),
});
export type StatisChart = z.infer<typeof StatisChart>;

export const StatisResult = z.object({
  /** The range the figures cover (defaults applied). */
  beginDate: z.string(),
  endDate: z.string(),
  figures: z.array(StatisFigure),
  charts: z.array(StatisChart),
});
export type StatisResult = z.infer<typeof StatisResult>;

/** Export one chart of one call as xlsx: which call, which chart, and the call's filter. */
export const statisExportBody = <K extends readonly [string, ...string[]]>(calls: K) =>
  z
    .object({
      call: z.enum(calls, { error: '统计项不存在' }),
      chart: z.string().trim().min(1, '请选择图表').max(60),
      ...statisFilterFields,
    })
    .superRefine(rangeRule);

/** Age bands of applicants (usr_age). */
export const AGE_BANDS = [
  { label: '18岁以下', min: 0, max: 17 },
  { label: '18-25岁', min: 18, max: 25 },
  { label: '26-35岁', min: 26, max: 35 },
  { label: '36-45岁', min: 36, max: 45 },
  { label: '46-55岁', min: 46, max: 55 },
  { label: '56岁以上', min: 56, max: 200 },
] as const;

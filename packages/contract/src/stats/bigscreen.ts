import { z } from 'zod';
import { DICTIONARIES } from '../common/dictionaries.ts';

/**
 * The big screen (数据大屏, platform.md §3 big-screen data, §7 `/hrbd-bigscreen/*`): what its calls answer,
 * the warning thresholds an operator sets, and the monthly social-security import (the figures the platform
 * does not hold itself). Figures the platform holds are counted from the live tables by the server.
 */

export const bigscreenMessages = {
  reportTime: '统计月份格式应为YYYY-MM',
  cityCode: '城市编码应为6位行政区划代码',
  weatherNotConfigured: '天气服务未配置',
  weatherUnavailable: '天气服务暂时不可用，请稍后再试',
  chooseFile: '请选择要导入的xlsx文件',
  fileTooLarge: '导入文件不能超过1MB',
  notXlsx: '文件不是有效的xlsx表格，请下载模板后填写',
  badHeader: '表头与模板不一致，请下载模板后填写',
  noRows: '文件中没有数据行',
  tooManyRows: '一次最多导入600行',
  threshold: '阈值须为0到100000的整数',
} as const;

/** The spec's defaults and constants (§9): weather city, rows a list shows at once, where rolling starts. */
export const BIGSCREEN = {
  defaultCityCode: '410184',
  listRows: 6,
  pushIndexStart: 5,
  importMaxBytes: 1024 * 1024,
  importMaxRows: 600,
  /** Months the social-security trend shows. */
  trendMonths: 12,
  /** Companies the overview list holds (busiest first). */
  cmpyListSize: 30,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isReportMonth = (text: string) => MONTH.test(text);

/** The month `date` falls in, Shanghai time (UTC+8), as `YYYY-MM`. */
export function reportMonthOf(date: Date): string {
  const d = new Date(date.getTime() + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `reportTime`: a month `YYYY-MM` (a day `YYYY-MM-DD` is taken as its month); this month when absent. */
export const ReportTime = z
  .string({ error: bigscreenMessages.reportTime })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, bigscreenMessages.reportTime)
  .transform((text) => text.slice(0, 7))
  .optional();
export const ReportTimeQuery = z.object({ reportTime: ReportTime });

export const CmpyOverview = z.object({
  reportTime: z.string(),
  /** Companies on the platform (not deleted), certified ones, and those registered in the month. */
  cmpyTotal: z.number(),
  certifiedNum: z.number(),
  newCmpyNum: z.number(),
  /** Companies with at least one online job, those jobs and the headcount they want. */
  recruitingCmpyNum: z.number(),
  onlineJobNum: z.number(),
  needNum: z.number(),
  list: z.array(
    z.object({
      cmpyCode: z.string(),
      cmpyName: z.string(),
      countyName: z.string().nullable(),
      jobNum: z.number(),
      needNum: z.number(),
    }),
  ),
});
export type CmpyOverview = z.infer<typeof CmpyOverview>;

/** Per month (index 0 = January); the current year's months after reportTime are null. */
export const RecruitAnalysis = z.object({
  reportTime: z.string(),
  year: z.number(),
  lastYear: z.number(),
  /** Applications (投递) made in each month. */
  currentYearList: z.array(z.number().nullable()),
  lastYearList: z.array(z.number()),
  /** Applicants hired (录用) in each month. */
  currentYearHireList: z.array(z.number().nullable()),
  lastYearHireList: z.array(z.number()),
});
export type RecruitAnalysis = z.infer<typeof RecruitAnalysis>;

export const ShortageRow = z.object({
  jobCategory: z.string(),
  jobCategoryName: z.string(),
  jobNum: z.number(),
  needNum: z.number(),
  applyNum: z.number(),
  /** Applications hired or joined (待入职, 已入职). */
  hireNum: z.number(),
  /** needNum − hireNum, above 0. */
  gapNum: z.number(),
});
export const WorkerAnalysis = z.object({ reportTime: z.string(), list: z.array(ShortageRow) });
export type WorkerAnalysis = z.infer<typeof WorkerAnalysis>;

export const warningThresholdFields = {
  recruitDays: '招聘预警：上线满天数',
  recruitMinApply: '招聘预警：投递少于',
  resignNum: '用工预警：当月离职达到',
  vacancyGap: '空缺预警：工种缺口达到',
} as const;
const threshold = z.coerce
  .number({ error: bigscreenMessages.threshold })
  .int(bigscreenMessages.threshold)
  .min(0, bigscreenMessages.threshold)
  .max(100_000, bigscreenMessages.threshold);
export const WarningThresholdBody = z.object({
  recruitDays: threshold.pipe(z.number().min(1, '上线天数至少为1')),
  recruitMinApply: threshold.pipe(z.number().min(1, '投递人数至少为1')),
  resignNum: threshold.pipe(z.number().min(1, '离职人数至少为1')),
  vacancyGap: threshold.pipe(z.number().min(1, '缺口人数至少为1')),
});
export type WarningThresholds = z.infer<typeof WarningThresholdBody>;
/** Used until an operator saves thresholds of their own. */
export const DEFAULT_WARNING_THRESHOLDS: WarningThresholds = {
  recruitDays: 7,
  recruitMinApply: 3,
  resignNum: 3,
  vacancyGap: 10,
};
export const WarningThresholdInfo = WarningThresholdBody.extend({
  /** False while the defaults apply. */
  saved: z.boolean(),
  updateTime: z.string().nullable(),
});

export const UserCount = z.object({
  reportTime: z.string(),
  /** Job seekers (resumes) on the platform, and those who joined in the month. */
  userNum: z.number(),
  newUserNum: z.number(),
  /** Online jobs online for recruitDays or more with fewer than recruitMinApply applications. */
  recruitConNum: z.number(),
  /** Companies with resignNum or more resignations recorded in the month. */
  userConNum: z.number(),
  /** Job categories whose gap (online headcount wanted − hired) reaches vacancyGap. */
  vacancyConNum: z.number(),
  thresholds: WarningThresholdBody,
});
export type UserCount = z.infer<typeof UserCount>;

/** One day of the forecast, in the weather provider's (AMap) field names. */
export const WeatherCast = z.object({
  date: z.string(),
  week: z.string(),
  dayweather: z.string(),
  nightweather: z.string(),
  daytemp: z.string(),
  nighttemp: z.string(),
  daywind: z.string(),
  nightwind: z.string(),
  daypower: z.string(),
  nightpower: z.string(),
});
export const WeatherForecast = z.object({
  city: z.string(),
  adcode: z.string(),
  province: z.string(),
  reporttime: z.string(),
  casts: z.array(WeatherCast),
});
export type WeatherForecast = z.infer<typeof WeatherForecast>;
export const WeatherQuery = z.object({
  cityCode: z
    .string({ error: bigscreenMessages.cityCode })
    .trim()
    .regex(/^\d{6}$/, bigscreenMessages.cityCode)
    .default(BIGSCREEN.defaultCityCode),
});

/** The columns of the monthly import, in template order: key, header, and whether it is a person count. */
export const SOCIAL_IMPORT_COLUMNS = [
  { key: 'reportTime', header: '统计月份(YYYY-MM)' },
  { key: 'insuredNum', header: '参保总人数' },
  { key: 'pensionNum', header: '养老保险参保人数' },
  { key: 'medicalNum', header: '医疗保险参保人数' },
  { key: 'unemploymentNum', header: '失业保险参保人数' },
  { key: 'injuryNum', header: '工伤保险参保人数' },
  { key: 'newInsuredNum', header: '本月新增参保人数' },
  { key: 'inflowNum', header: '流入人数' },
  { key: 'outflowNum', header: '流出人数' },
] as const;
export const SOCIAL_TEMPLATE_FILE_NAME = '社保与人员流动月度数据导入模板.xlsx';

export const SocialMonth = z.object({
  reportTime: z.string(),
  insuredNum: z.number(),
  pensionNum: z.number(),
  medicalNum: z.number(),
  unemploymentNum: z.number(),
  injuryNum: z.number(),
  newInsuredNum: z.number(),
  inflowNum: z.number(),
  outflowNum: z.number(),
});
export type SocialMonth = z.infer<typeof SocialMonth>;
export const SocialTotal = SocialMonth.extend({ importTime: z.string().nullable() });
export const SocialImportResult = z.object({ rowCount: z.number(), months: z.array(z.string()) });

export const AreaRow = z.object({
  areaCode: z.string().nullable(),
  areaName: z.string(),
  userNum: z.number(),
});
export const EducationRow = z.object({
  education: z.number().nullable(),
  educationName: z.string(),
  userNum: z.number(),
});

export const educationNames: Record<number, string> = Object.fromEntries(
  DICTIONARIES.education.map((item) => [Number(item.code), item.name]),
);

const COUNT_MAX = 100_000_000;

/**
 * Checks one data row of the import (cells in template order) against `thisMonth`: a month not after it,
 * whole non-negative counts, and each insurance's count and the new insured within the total. Returns the
 * row or the reasons it is refused.
 */
export function checkSocialRow(
  cells: readonly unknown[],
  thisMonth: string,
): { row: SocialMonth; errors: [] } | { row: null; errors: string[] } {
  const errors: string[] = [];
  const monthText = typeof cells[0] === 'string' ? cells[0].trim() : '';
  if (!isReportMonth(monthText)) errors.push('统计月份应为YYYY-MM格式，如2026-01');
  else if (monthText > thisMonth) errors.push('统计月份不能晚于本月');
  const values: Record<string, number> = {};
  SOCIAL_IMPORT_COLUMNS.slice(1).forEach((column, i) => {
    const raw = cells[i + 1];
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    const n = Number(text);
    if (text === '') errors.push(`${column.header}不能为空`);
    else if (!/^\d+(\.0+)?$/.test(text) || !Number.isSafeInteger(n) || n > COUNT_MAX) {
      errors.push(`${column.header}应为0到${COUNT_MAX}的整数`);
    } else values[column.key] = n;
  });
  const total = values.insuredNum;
  if (total !== undefined) {
    for (const column of SOCIAL_IMPORT_COLUMNS.slice(2, 7)) {
      const n = values[column.key];
      if (n !== undefined && n > total) errors.push(`${column.header}不能大于参保总人数`);
    }
  }
  if (errors.length) return { row: null, errors };
  return { row: { reportTime: monthText, ...values } as SocialMonth, errors: [] };
}

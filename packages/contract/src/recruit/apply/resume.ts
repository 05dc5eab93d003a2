import { z } from 'zod';
import { CityCode, CountyCode, ProvinceCode } from '../../common/region.ts';
import { parseApiTime } from '../../platform/time.ts';
import { isIdCardNumber, isMobilePhone } from '../../train/form/validate.ts';
import { jobEducationNames, workTypeNames } from '../job/job.ts';

/**
 * A person's resume (spec recruitment §3 resume detail) and the public apply page's body: what an
 * applicant enters when applying from a job's QR code.
 */

/** Education on a resume: the job's codes, but 1 reads 其他 (glossary decision 5). */
export const resumeEducationNames: Record<number, string> = { ...jobEducationNames, 1: '其他' };
export const usrGenderNames: Record<number, string> = { 1: '男', 2: '女' };
/** recruit on a resume: 0 regular (统招), 1 non-regular (非统招). */
export const recruitNames: Record<number, string> = { 0: '统招', 1: '非统招' };

export const RESUME_LIMITS = {
  nameMax: 20,
  expectPositionMax: 30,
  companyMax: 50,
  jobNameMax: 30,
  contentMax: 500,
  schoolMax: 50,
  professionMax: 30,
  organizationMax: 50,
  certificateMax: 30,
  entriesMax: 10,
  certificateImagesMax: 3,
  workingYearMax: 60,
} as const;
const L = RESUME_LIMITS;

export const RESUME_MESSAGES = {
  nameRequired: '请输入姓名',
  phoneRequired: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  idCardRequired: '请输入身份证号',
  idCardInvalid: '身份证号码格式不正确',
  genderRequired: '请选择性别',
  educationRequired: '请选择学历',
  workingYearInvalid: `工作年限应为0到${L.workingYearMax}的整数`,
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  dateOrder: '结束时间不能早于开始时间',
  tooMany: `最多填写${L.entriesMax}条`,
} as const;
const M = RESUME_MESSAGES;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number, label: string) =>
  z.preprocess(blank, z.string().trim().max(max, `${label}不能超过${max}个字符`).optional());
const requiredText = (max: number, label: string, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label}不能超过${max}个字符`);
const day = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine(
      (t) => /^\d{4}-\d{2}(-\d{2})?$/.test(t) && parseApiTime(t.length === 7 ? `${t}-01` : t),
      M.dateInvalid,
    )
    .optional(),
);
const choice = (names: Record<number, string>, required: string) =>
  z.coerce.number({ error: required }).pipe(z.literal(Object.keys(names).map(Number), { error: required }));

const periodInOrder = (p: { beginTime?: string; endTime?: string }) =>
  !p.beginTime || !p.endTime || p.beginTime <= p.endTime;

/** A period whose end, when given, is not before its start. */
const period = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ beginTime: day, endTime: day, ...shape })
    .refine((p) => periodInOrder(p as { beginTime?: string; endTime?: string }), {
      message: M.dateOrder,
      path: ['endTime'],
    });

export const WorkEntry = period({
  compyName: requiredText(L.companyMax, '公司名称', '请输入公司名称'),
  jobName: requiredText(L.jobNameMax, '职位名称', '请输入职位名称'),
  jobCategoryName: text(L.jobNameMax, '职位类别'),
  workContent: text(L.contentMax, '工作内容'),
});
export const EducationEntry = period({
  schoolName: requiredText(L.schoolMax, '学校名称', '请输入学校名称'),
  professionName: text(L.professionMax, '专业'),
  academicRequirement: choice(resumeEducationNames, M.educationRequired),
  recruit: z.preprocess(blank, choice(recruitNames, '请选择是否统招').optional()),
});
export const TrainEntry = period({
  trainOrganizaName: requiredText(L.organizationMax, '培训机构', '请输入培训机构'),
  trainContent: text(L.contentMax, '培训内容'),
});
export const CertificateEntry = z.object({
  vcName: requiredText(L.certificateMax, '证书名称', '请输入证书名称'),
  issueTime: day,
  /** Stored files of the certificate's pictures (uploaded through the public upload first). */
  objectKeys: z
    .array(z.string().max(200))
    .max(L.certificateImagesMax, `证书图片最多${L.certificateImagesMax}张`)
    .default([]),
});

const entries = <T extends z.ZodType>(entry: T) => z.array(entry).max(L.entriesMax, M.tooMany).default([]);

/** The resume fields of the public apply page (spec §3 resumeVO and its lists). */
export const resumeFields = {
  usrName: requiredText(L.nameMax, '姓名', M.nameRequired),
  usrTel: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .refine((t) => isMobilePhone(t) && t.length === 11, M.phoneInvalid),
  usrIdCard: z
    .string({ error: M.idCardRequired })
    .trim()
    .min(1, M.idCardRequired)
    .transform((t) => t.toUpperCase())
    .refine((t) => isIdCardNumber(t), M.idCardInvalid),
  usrGender: choice(usrGenderNames, M.genderRequired),
  workingYear: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.workingYearInvalid })
      .int(M.workingYearInvalid)
      .min(0, M.workingYearInvalid)
      .max(L.workingYearMax, M.workingYearInvalid)
      .default(0),
  ),
  academicRequirement: choice(resumeEducationNames, M.educationRequired),
  recruit: z.preprocess(blank, choice(recruitNames, '请选择是否统招').optional()),
  usrProvince: z.preprocess(blank, ProvinceCode.optional()),
  usrCity: z.preprocess(blank, CityCode.optional()),
  usrCountry: z.preprocess(blank, CountyCode.optional()),
  expectPosition: text(L.expectPositionMax, '期望职位'),
  workType: z.preprocess(blank, choice(workTypeNames, '请选择工作性质').optional()),
  /** Skills: job category codes. */
  specialSkills: z.array(z.string().max(40)).max(L.entriesMax, M.tooMany).default([]),
  /** The head picture, a stored file uploaded through the public upload first. */
  headPictureKey: z.preprocess(blank, z.string().max(200).optional()),
  workList: entries(WorkEntry),
  educationList: entries(EducationEntry),
  trainList: entries(TrainEntry),
  certificateVOS: entries(CertificateEntry),
};
export const ResumeInput = z.object(resumeFields);
export type ResumeInput = z.input<typeof ResumeInput>;

/** Age in whole years on `today` from an 18-digit ID number's birth date. */
export function ageFromIdCard(idCard: string, today: Date = new Date()): number {
  const y = Number(idCard.slice(6, 10));
  const m = Number(idCard.slice(10, 12));
  const d = Number(idCard.slice(12, 14));
  const shanghai = new Date(today.getTime() + 8 * 60 * 60_000);
  const ty = shanghai.getUTCFullYear();
  const tm = shanghai.getUTCMonth() + 1;
  const td = shanghai.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Gender from an ID number: the 17th digit, odd for men (1), even for women (2). */
export const genderFromIdCard = (idCard: string): 1 | 2 => (Number(idCard[16]) % 2 === 1 ? 1 : 2);

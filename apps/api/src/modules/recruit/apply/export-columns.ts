import {
  type ApplyRow,
  type ResumeDetail,
  recruitNames,
  resumeEducationNames,
  usrGenderNames,
  workTypeNames,
} from '@hr/contract';
import type { XlsxColumn } from '../../../platform/xlsx-stream.ts';
import { cellText } from '../../train/form/export.ts';

/**
 * What the two exports write, as people read it (spec §2: 报名表.xlsx from the application list, 简历表.xlsx
 * from the resume list): codes become names, lists become one line per entry.
 */

export const APPLY_EXPORT_FILE = '报名表.xlsx';
export const RESUME_EXPORT_FILE = '简历表.xlsx';

/**
 * The application list's columns (spec §2 table columns), before the job's custom form fields. Multi-line
 * cells (one entry per line) are wrapped and top-aligned (`wrap`).
 */
export const APPLY_COLUMNS: XlsxColumn[] = [
  { header: '姓名', width: 12 },
  { header: '手机号', width: 14 },
  { header: '年龄', width: 6 },
  { header: '性别', width: 6 },
  { header: '报名职位', width: 24 },
  { header: '报名时间', width: 20 },
  { header: '状态', width: 10 },
  { header: '服务站', width: 20 },
  { header: '备注', width: 30, wrap: true },
];

export const applyCells = (row: ApplyRow): (string | number)[] => [
  row.usrName,
  row.usrTel,
  row.usrAge ?? '',
  row.usrGender === null ? '' : (usrGenderNames[row.usrGender] ?? ''),
  row.jobName,
  row.createTime ?? '',
  row.stateName,
  row.stationName ?? '',
  cellText(row.remark ?? ''),
];

export const RESUME_COLUMNS: XlsxColumn[] = [
  { header: '姓名', width: 12 },
  { header: '性别', width: 6 },
  { header: '年龄', width: 6 },
  { header: '手机号', width: 14 },
  { header: '身份证号', width: 20 },
  { header: '学历', width: 10 },
  { header: '工作年限', width: 8 },
  { header: '是否统招', width: 8 },
  { header: '所在地区', width: 20 },
  { header: '期望职位', width: 16 },
  { header: '工作性质', width: 10 },
  { header: '技能', width: 20 },
  { header: '工作/实习经历', width: 50, wrap: true },
  { header: '教育经历', width: 40, wrap: true },
  { header: '培训经历', width: 40, wrap: true },
  { header: '证书/荣誉', width: 30, wrap: true },
];

const nameOf = (names: Record<number, string>, code: number | null | undefined) =>
  code === null || code === undefined ? '' : (names[code] ?? '');

/** `2019-09 至 2023-06`, `2019-09 至今`, or nothing when neither end is known. */
export function periodText(beginTime: string | null, endTime: string | null): string {
  if (!beginTime && !endTime) return '';
  if (!endTime) return `${beginTime} 至今`;
  return `${beginTime ?? ''} 至 ${endTime}`;
}

/** Parts joined by spaces, empty parts left out. */
const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('  ');

type Parts = Pick<
  ResumeDetail,
  'resumeVO' | 'specialSkillNames' | 'workList' | 'educationList' | 'trainList' | 'certificateVOS'
>;

/** One line per entry of each list, as a reader of the resume reads it. */
export function resumeListLines(p: Parts) {
  return {
    work: p.workList.map((w) =>
      line(
        periodText(w.beginTime, w.endTime),
        w.compyName,
        w.jobCategoryName ? `${w.jobName}（${w.jobCategoryName}）` : w.jobName,
        w.workContent ? `工作内容：${w.workContent}` : null,
      ),
    ),
    education: p.educationList.map((e) =>
      line(
        periodText(e.beginTime, e.endTime),
        e.schoolName,
        e.professionName,
        nameOf(resumeEducationNames, e.academicRequirement),
        nameOf(recruitNames, e.recruit),
      ),
    ),
    train: p.trainList.map((t) =>
      line(
        periodText(t.beginTime, t.endTime),
        t.trainOrganizaName,
        t.trainContent ? `培训内容：${t.trainContent}` : null,
      ),
    ),
    certificates: p.certificateVOS.map((c) => (c.issueTime ? `${c.vcName}（${c.issueTime}）` : c.vcName)),
  };
}

/** The base facts of a resume, named (shared by the xlsx row and the PDF). */
export function resumeFacts(p: Parts, age: number | null) {
  const v = p.resumeVO;
  return {
    gender: nameOf(usrGenderNames, v.usrGender),
    age: age ?? '',
    education: nameOf(resumeEducationNames, v.academicRequirement),
    workingYear: v.workingYear === null ? '' : `${v.workingYear}年`,
    recruit: nameOf(recruitNames, v.recruit),
    region: v.regionName ?? '',
    expectPosition: v.expectPosition ?? '',
    workType: nameOf(workTypeNames, v.workType),
    skills: p.specialSkillNames.map((s) => s.categorieName).join('、'),
  };
}

export function resumeCells(p: Parts, age: number | null): (string | number)[] {
  const v = p.resumeVO;
  const f = resumeFacts(p, age);
  const lists = resumeListLines(p);
  return [
    v.usrName,
    f.gender,
    f.age,
    v.usrTel,
    v.usrIdCard,
    f.education,
    f.workingYear,
    f.recruit,
    f.region,
    f.expectPosition,
    f.workType,
    f.skills,
    ...[lists.work, lists.education, lists.train, lists.certificates].map((l) => cellText(l.join('\n'))),
  ];
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  type ApplyState,
  ageFromIdCard,
  applyStateNames,
  canDownloadResume,
  formatApiTime,
  APPLY_MESSAGES as M,
  type ResumeDetail,
  recruitNames,
  resumeEducationNames,
  salaryText,
} from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { attachment } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { jobInfo } from '../job/tables.ts';
import { withClock } from './clock.ts';
import { periodText, resumeFacts } from './export-columns.ts';
import { startExportRecord } from './export-records.ts';
import { resumeParts } from './resume-view.ts';
import { findApply } from './scope.ts';
import { resumeCertificate } from './tables.ts';

/**
 * downloadResume: one applicant's resume as a PDF (A4, Chinese text), for an application invited to
 * interview (contract `canDownloadResume`: state 5) that the caller may see. The text is set in Noto Sans SC
 * (SIL OFL 1.1), read from the npm package @expo-google-fonts/noto-sans-sc, so no system font is needed;
 * pdfkit embeds only the glyphs used (a subset), so a resume is tens of KB and its text can be copied and
 * searched. pdfkit is loaded on the first PDF and stays outside the bundle (it reads data files of its own).
 */

export const resumeFileMessages = {
  stateRefused: (state: number) =>
    `当前状态为“${applyStateNames[state as ApplyState] ?? state}”，不能下载简历（仅已邀约面试的报名可下载）`,
} as const;

const localRequire = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
/** The two faces, read once per process (about 10 MB each) and kept for later PDFs. */
function loadFonts() {
  fonts ??= Promise.all([
    fs.promises.readFile(localRequire.resolve(FONT_FILES.regular)),
    fs.promises.readFile(localRequire.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}

/** Pictures larger than the upload rule are not read (they cannot have been uploaded). */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

async function readPicture(storage: ObjectStorage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await storage.read(key)) {
      size += (chunk as Buffer).length;
      if (size > PICTURE_MAX_BYTES) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch {
    // A picture that cannot be read leaves its place empty; the resume still prints.
    return null;
  }
}

type Parts = Pick<
  ResumeDetail,
  'resumeVO' | 'specialSkillNames' | 'workList' | 'educationList' | 'trainList' | 'certificateVOS'
>;

export interface ResumePdfInput {
  parts: Parts;
  age: number | null;
  job: { jobName: string; cmpyName: string | null; salary: string };
  apply: { stateName: string; createTime: string | null };
  headPicture: Buffer | null;
  /** Pictures per certificate, in the certificates' order. */
  certificatePictures: Buffer[][];
  printedAt: Date;
}

const INK = '#1f2329';
const GREY = '#646a73';
const ACCENT = '#1677ff';
const RULE = '#dee0e3';

/** Renders the resume; answers the PDF's bytes. */
export async function renderResumePdf(input: ResumePdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const face = await loadFonts();
  const v = input.parts.resumeVO;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 56, left: 50, right: 50 },
    bufferPages: true,
    font: face.regular as unknown as string,
    info: { Title: `${v.usrName}的简历`, Author: '公共就业与职业培训服务平台', Subject: '个人简历' },
  });
  doc.registerFont('regular', face.regular);
  doc.registerFont('bold', face.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Title and the applied job.
  doc.font('bold').fontSize(20).fillColor(INK).text('个人简历', left, doc.y, { width, align: 'center' });
  doc.moveDown(0.2);
  const applied = [input.job.jobName, input.job.cmpyName].filter(Boolean).join(' · ');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(GREY)
    .text(`应聘职位：${applied || '—'}`, { width, align: 'center' });
  doc.moveDown(0.8);

  // The person: name and facts at the left, the head picture at the right.
  const facts = resumeFacts(input.parts, input.age);
  const top = doc.y;
  const photo = { w: 78, h: 100 };
  let photoDrawn = false;
  if (input.headPicture) {
    try {
      doc.image(input.headPicture, left + width - photo.w, top, { fit: [photo.w, photo.h], align: 'center' });
      doc
        .rect(left + width - photo.w, top, photo.w, photo.h)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      photoDrawn = true;
    } catch {
      photoDrawn = false;
    }
  }
  const textWidth = photoDrawn ? width - photo.w - 16 : width;
  doc.font('bold').fontSize(18).fillColor(INK).text(v.usrName, left, top, { width: textWidth });
  doc.moveDown(0.2);
  const summary = [
    facts.gender,
    facts.age === '' ? '' : `${facts.age}岁`,
    facts.education,
    facts.workingYear ? `工作${facts.workingYear}` : '',
  ]
    .filter(Boolean)
    .join('  |  ');
  if (summary) doc.font('regular').fontSize(11).fillColor(GREY).text(summary, { width: textWidth });
  doc.moveDown(0.4);
  const pair = (label: string, value: string | number | null | undefined, w = textWidth) => {
    if (value === null || value === undefined || value === '') return;
    doc.font('regular').fontSize(10.5).fillColor(GREY).text(`${label}：`, { continued: true, width: w });
    doc.fillColor(INK).text(String(value), { width: w });
    doc.moveDown(0.15);
  };
  pair('手机号', v.usrTel);
  pair('身份证号', v.usrIdCard);
  pair('所在地区', facts.region);
  pair('是否统招', facts.recruit);
  doc.y = Math.max(doc.y, photoDrawn ? top + photo.h + 8 : doc.y);

  const section = (title: string) => {
    ensure(48);
    doc.moveDown(0.6);
    const y = doc.y;
    doc.rect(left, y + 3, 3, 13).fill(ACCENT);
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(INK)
      .text(title, left + 10, y, { width: width - 10 });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.moveDown(0.5);
  };
  const entry = (head: string, period: string, lines: (string | null | undefined)[]) => {
    ensure(36);
    const y = doc.y;
    if (period)
      doc.font('regular').fontSize(10).fillColor(GREY).text(period, left, y, { width, align: 'right' });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(head, left, y, { width: width - 150 });
    for (const text of lines.filter(Boolean))
      doc
        .font('regular')
        .fontSize(10.5)
        .fillColor(INK)
        .text(text!, left, doc.y + 2, { width, lineGap: 2 });
    doc.moveDown(0.5);
  };
  const none = (text: string) =>
    doc.font('regular').fontSize(10.5).fillColor(GREY).text(text, left, doc.y, { width });

  section('求职意向');
  pair('期望职位', facts.expectPosition || '—', width);
  pair('工作性质', facts.workType || '—', width);
  pair('技能', facts.skills || '—', width);

  section('应聘信息');
  pair('应聘职位', input.job.jobName, width);
  pair('招聘企业', input.job.cmpyName, width);
  pair('薪资待遇', input.job.salary, width);
  pair('投递时间', input.apply.createTime, width);
  pair('当前状态', input.apply.stateName, width);

  const p = input.parts;
  section('工作/实习经历');
  if (!p.workList.length) none('未填写');
  for (const w of p.workList)
    entry(
      `${w.compyName}　${w.jobName}${w.jobCategoryName ? `（${w.jobCategoryName}）` : ''}`,
      periodText(w.beginTime, w.endTime),
      [w.workContent],
    );

  section('教育经历');
  if (!p.educationList.length) none('未填写');
  for (const e of p.educationList) {
    const degree = [
      e.academicRequirement === null ? '' : (resumeEducationNames[e.academicRequirement] ?? ''),
      e.recruit === null ? '' : (recruitNames[e.recruit] ?? ''),
    ].filter(Boolean);
    entry([e.schoolName, e.professionName].filter(Boolean).join('　'), periodText(e.beginTime, e.endTime), [
      degree.join('，'),
    ]);
  }

  section('培训经历');
  if (!p.trainList.length) none('未填写');
  for (const t of p.trainList)
    entry(t.trainOrganizaName, periodText(t.beginTime, t.endTime), [t.trainContent]);

  section('证书与荣誉');
  if (!p.certificateVOS.length) none('未填写');
  p.certificateVOS.forEach((c, i) => {
    const pictures = input.certificatePictures[i] ?? [];
    const box = { w: 150, h: 100 };
    // A certificate stays on one page with its pictures.
    if (pictures.length) ensure(36 + box.h + 10);
    entry(c.vcName, c.issueTime ? `获得时间 ${c.issueTime}` : '', []);
    if (!pictures.length) return;
    const y = doc.y;
    let x = left;
    for (const picture of pictures) {
      try {
        doc.image(picture, x, y, { fit: [box.w, box.h], align: 'center', valign: 'center' });
        doc.rect(x, y, box.w, box.h).lineWidth(0.5).strokeColor(RULE).stroke();
        x += box.w + 10;
      } catch {
        // Not a picture pdfkit can draw: left out.
      }
    }
    doc.x = left;
    doc.y = y + (x > left ? box.h + 10 : 0);
  });

  // Footer on every page: when it was printed, and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin: without lifting the margin, pdfkit would open a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 18;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(
        `导出时间 ${formatApiTime(input.printedAt)}　第 ${i + 1 - range.start} / ${range.count} 页`,
        left,
        y,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

/** The PDF's file name: the person's name, without characters file systems refuse. */
export const resumeFileName = (usrName: string) => `${usrName.replace(/[\\/:*?"<>|\s]/g, '_')}的简历.pdf`;

/** downloadResume: checks the application (visible, state 5 after the interview clock), renders, records, sends. */
export async function downloadResume(
  deps: { db: DbOrTx; config: Config; storage: ObjectStorage },
  actor: Actor,
  q: { applyCode: string; resumeCode?: string | undefined },
  reply: FastifyReply,
): Promise<null> {
  const { db, config, storage } = deps;
  const found = await findApply(db, actor, q.applyCode);
  if (q.resumeCode && found.resumeCode !== q.resumeCode) throw notFound(M.notFound);
  const [apply] = await withClock(db, [found]);
  if (!canDownloadResume(apply!.state)) throw badRequest(resumeFileMessages.stateRefused(apply!.state));
  const [job] = await db
    .select({ job: jobInfo, cmpyName: cmpy.cmpyName })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .where(eq(jobInfo.jobCode, apply!.jobCode))
    .limit(1);
  const parts = await resumeParts(db, config, apply!);
  const [headPicture, certificatePictures] = await Promise.all([
    readPicture(storage, parts.resumeVO.headPictureCode),
    certificateKeys(db, parts).then((lists) =>
      Promise.all(
        lists.map(async (keys) =>
          (await Promise.all(keys.map((k) => readPicture(storage, k)))).filter((b) => !!b),
        ),
      ),
    ),
  ]);
  const idCard = parts.resumeVO.usrIdCard;
  const pdf = await renderResumePdf({
    parts,
    age: idCard ? ageFromIdCard(idCard) : apply!.usrAge,
    job: {
      jobName: job?.job.jobName ?? '',
      cmpyName: job?.cmpyName ?? null,
      salary: job ? salaryText(job.job) : '',
    },
    apply: {
      stateName: applyStateNames[apply!.state as ApplyState] ?? '',
      createTime: formatApiTime(apply!.createdAt),
    },
    headPicture,
    certificatePictures: certificatePictures as Buffer[][],
    printedAt: new Date(),
  });
  const fileName = resumeFileName(parts.resumeVO.usrName);
  const record = await startExportRecord(db, actor, {
    exportType: 'resumePdf',
    fileName,
    detail: { applyCode: apply!.applyCode, resumeCode: apply!.resumeCode },
  });
  await record.finish(1);
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachment(fileName))
    .header('content-length', pdf.length)
    .send(pdf);
  return null;
}

/** The stored keys of each certificate's pictures (resumeParts answers signed URLs; the PDF needs the bytes). */
async function certificateKeys(db: DbOrTx, parts: Parts): Promise<string[][]> {
  const code = parts.resumeVO.resumeCode;
  if (!code || !parts.certificateVOS.length) return parts.certificateVOS.map(() => []);
  const rows = await db
    .select({ objectKeys: resumeCertificate.objectKeys })
    .from(resumeCertificate)
    .where(eq(resumeCertificate.resumeCode, code))
    .orderBy(resumeCertificate.sort, resumeCertificate.id);
  return rows.map((r) => r.objectKeys);
}

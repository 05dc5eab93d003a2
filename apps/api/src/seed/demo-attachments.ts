import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStorage } from '../platform/storage/index.ts';
import { writeDemoHealthImages } from './demo-applications-health.ts';
import { writeDemoCourseMedia } from './demo-online-courses.ts';

// CSV with a byte-order mark, so that Excel opens the Chinese text correctly.
const BOM = '\uFEFF';

/** Files attached to the demo announcements, stored like any upload (fixed keys, so seeding is repeatable). */
export const DEMO_ATTACHMENTS = [
  {
    objectKey: 'notice/202611/6f1c2a40-1d3e-4b8a-9c55-0a7e2f3b9d01.txt',
    fileName: '冬季招聘会参会须知.txt',
    contentType: 'text/plain; charset=utf-8',
    content:
      '2026年冬季新郑市专场招聘会参会须知\n\n一、时间：2026年12月6日 上午9:00—12:00\n二、地点：新郑市人民路88号人力资源市场一楼\n' +
      '三、参会企业请携带营业执照复印件、招聘简章，提前30分钟布展。\n四、求职者请携带身份证和个人简历，入场免费。\n',
  },
  {
    objectKey: 'notice/202611/8b0d5e72-5f4c-4e1a-8d2b-3c9f1a6e7b02.csv',
    fileName: '培训补贴标准.csv',
    contentType: 'text/csv; charset=utf-8',
    content: `${BOM}培训类别,补贴标准(元/人),取证要求\n初级工,1000,取得职业资格证书或职业技能等级证书\n中级工,1500,取得职业资格证书或职业技能等级证书\n高级工,2000,取得职业资格证书或职业技能等级证书\n专项职业能力,600,取得专项职业能力证书\n`,
  },
  {
    objectKey: 'notice/202611/a3e9c1b4-7d2f-4c6e-b1a8-5e4d2f9c0a03.csv',
    fileName: '补贴申领表.csv',
    contentType: 'text/csv; charset=utf-8',
    content: `${BOM}姓名,身份证号,培训项目,培训机构,结业日期,证书编号,联系电话\n`,
  },
] as const;

/** The `stored_file` rows of the demo attachments. */
export const demoAttachmentRows = () =>
  DEMO_ATTACHMENTS.map(({ objectKey, fileName, contentType, content }) => ({
    objectKey,
    fileName,
    contentType,
    size: Buffer.byteLength(content),
    md5: createHash('md5').update(content).digest('hex'),
    purpose: 'notice',
  }));

/** An announcement's attachment entry: the name is URL-encoded, as the old platform sent it. */
export const demoAttachment = (fileName: (typeof DEMO_ATTACHMENTS)[number]['fileName']) => {
  const file = DEMO_ATTACHMENTS.find((entry) => entry.fileName === fileName);
  if (!file) throw new Error(`no demo attachment ${fileName}`);
  return { objectKey: file.objectKey, materialName: encodeURIComponent(fileName) };
};

/** Puts the demo attachments into the storage when they are not there yet. */
export async function writeDemoAttachments(storage: ObjectStorage): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-demo-'));
  try {
    for (const file of DEMO_ATTACHMENTS) {
      if (await storage.stat(file.objectKey)) continue;
      const source = path.join(dir, 'file');
      fs.writeFileSync(source, file.content);
      await storage.putFile(file.objectKey, source, file.contentType);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await writeDemoHealthImages(storage);
  await writeDemoCourseMedia(storage);
}

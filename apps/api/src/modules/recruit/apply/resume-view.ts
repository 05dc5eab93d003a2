import type { ResumeDetail } from '@hr/contract';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { namesOf } from '../../common/region/service.ts';
import { jobCategory } from '../job-category/tables.ts';
import { anyOf } from './filters.ts';
import type { ApplyRecord } from './scope.ts';
import { resume, resumeCertificate, resumeEducation, resumeTrain, resumeWork } from './tables.ts';

type ResumeParts = Pick<
  ResumeDetail,
  'resumeVO' | 'specialSkillNames' | 'workList' | 'educationList' | 'trainList' | 'certificateVOS'
>;

/**
 * What an application without a resume shows (a job that asks for none): the person as the application
 * names them. The person's resume sent to other jobs is not shown to this one.
 */
function withoutResume(apply: ApplyRecord): ResumeParts {
  return {
    resumeVO: {
      resumeCode: '',
      usrCode: apply.usrCode,
      usrName: apply.usrName,
      usrTel: apply.usrTel,
      usrIdCard: '',
      usrGender: apply.usrGender,
      workingYear: null,
      academicRequirement: null,
      recruit: null,
      usrProvince: null,
      usrCity: null,
      usrCountry: null,
      regionName: null,
      headPictureCode: null,
      headPictureUrl: null,
      expectPosition: null,
      workType: null,
    },
    specialSkillNames: [],
    workList: [],
    educationList: [],
    trainList: [],
    certificateVOS: [],
  };
}

/** The resume sent with an application: the person, skills and region by name, lists in their order, signed pictures. */
export async function resumeParts(db: DbOrTx, config: Config, apply: ApplyRecord): Promise<ResumeParts> {
  if (!apply.resumeCode) return withoutResume(apply);
  const code = apply.resumeCode;
  const [found] = await db.select().from(resume).where(eq(resume.resumeCode, code)).limit(1);
  if (!found) return withoutResume(apply);
  const regionCodes = [found.usrProvince, found.usrCity, found.usrCountry].filter((c): c is string => !!c);
  const names = await namesOf(db, regionCodes);
  const skills = found.specialSkills.length
    ? await db
        .select({ code: jobCategory.categorieCode, name: jobCategory.categorieName })
        .from(jobCategory)
        .where(anyOf(jobCategory.categorieCode, found.specialSkills))
    : [];
  const skillName = new Map(skills.map((s) => [s.code, s.name]));
  const work = await db
    .select()
    .from(resumeWork)
    .where(eq(resumeWork.resumeCode, code))
    .orderBy(asc(resumeWork.sort), asc(resumeWork.id));
  const education = await db
    .select()
    .from(resumeEducation)
    .where(eq(resumeEducation.resumeCode, code))
    .orderBy(asc(resumeEducation.sort), asc(resumeEducation.id));
  const train = await db
    .select()
    .from(resumeTrain)
    .where(eq(resumeTrain.resumeCode, code))
    .orderBy(asc(resumeTrain.sort), asc(resumeTrain.id));
  const certificates = await db
    .select()
    .from(resumeCertificate)
    .where(eq(resumeCertificate.resumeCode, code))
    .orderBy(asc(resumeCertificate.sort), asc(resumeCertificate.id));
  const regionName = regionCodes.map((c) => names.get(c) ?? '').join('');
  return {
    resumeVO: {
      resumeCode: found.resumeCode,
      usrCode: found.usrCode,
      usrName: found.usrName,
      usrTel: found.usrTel,
      usrIdCard: found.usrIdCard,
      usrGender: found.usrGender,
      workingYear: found.workingYear,
      academicRequirement: found.academicRequirement,
      recruit: found.recruit,
      usrProvince: found.usrProvince,
      usrCity: found.usrCity,
      usrCountry: found.usrCountry,
      regionName: regionName || null,
      headPictureCode: found.headPictureKey,
      headPictureUrl: found.headPictureKey ? signedFileUrl(config, found.headPictureKey) : null,
      expectPosition: found.expectPosition,
      workType: found.workType,
    },
    specialSkillNames: found.specialSkills
      .filter((c) => skillName.has(c))
      .map((c) => ({ categorieName: skillName.get(c)! })),
    workList: work.map((w) => ({
      experienceCode: w.experienceCode,
      compyName: w.compyName,
      beginTime: w.beginTime,
      endTime: w.endTime,
      jobCategoryName: w.jobCategoryName,
      jobName: w.jobName,
      workContent: w.workContent,
    })),
    educationList: education.map((e) => ({
      educationCode: e.educationCode,
      schoolName: e.schoolName,
      professionName: e.professionName,
      beginTime: e.beginTime,
      endTime: e.endTime,
      academicRequirement: e.academicRequirement,
      recruit: e.recruit,
    })),
    trainList: train.map((t) => ({
      trainCode: t.trainCode,
      trainOrganizaName: t.trainOrganizaName,
      beginTime: t.beginTime,
      endTime: t.endTime,
      trainContent: t.trainContent,
    })),
    certificateVOS: certificates.map((c) => ({
      vcName: c.vcName,
      issueTime: c.issueTime,
      vcMaterialCodeUrls: c.objectKeys.map((key) => ({ url: signedFileUrl(config, key) })),
    })),
  };
}

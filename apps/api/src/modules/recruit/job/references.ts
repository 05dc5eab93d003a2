import {
  CompanyStatus,
  type JobSaveInput,
  JOB_MESSAGES as M,
  MaterialType,
  type RegionChain,
} from '@hr/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { requireUsableMaterials } from '../../common/material/usable.ts';
import { chosenRegion } from '../../common/region/service.ts';
import { trainFormInfo } from '../../train/form/tables.ts';
import { jobCategory } from '../job-category/tables.ts';

/**
 * What a saved job refers to, checked on the server whatever the form allowed: the company, the category,
 * the region chain, the materials and the application form. Each refusal names what is wrong.
 */

/** The hiring company: staff only their own (403), it must exist (400) and be certified (400). */
export async function hiringCompany(db: DbOrTx, actor: Actor, cmpyCode: string) {
  const scope = companyScope(actor);
  if (scope !== null && scope !== cmpyCode) throw forbidden(M.companyNotOwn);
  const [company] = await db
    .select({ cmpyCode: cmpy.cmpyCode, cmpyName: cmpy.cmpyName, status: cmpy.status })
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, cmpyCode), eq(cmpy.deleted, false)))
    .limit(1);
  if (!company) throw badRequest(M.companyMissing);
  if (company.status !== CompanyStatus.certified) throw badRequest(M.companyNotCertified);
  return company;
}

/** A live child category (a job is filed under a job category, not a top-level one) and its parent. */
export async function childCategory(db: DbOrTx, code: string) {
  const [found] = await db
    .select({ code: jobCategory.categorieCode, parent: jobCategory.categorieParentCode })
    .from(jobCategory)
    .where(and(eq(jobCategory.categorieCode, code), eq(jobCategory.deleted, false)))
    .limit(1);
  if (!found?.parent) throw badRequest(M.categoryMissing);
  return found;
}

/** The province, city and county chosen; the codes must exist and nest. */
export const jobRegion = (db: DbOrTx, input: JobSaveInput): Promise<RegionChain> =>
  chosenRegion(
    db,
    {
      provinceCode: input.provinceCode ?? '',
      cityCode: input.cityCode ?? '',
      countyCode: input.countyCode ?? '',
    },
    { missing: M.regionMissing, mismatch: M.regionMissing },
  );

/** Images or videos of the library the job may show (the hiring company's or the platform's, passed). */
const requireMaterials = (db: DbOrTx, cmpyCode: string, codes: string[], type: MaterialType) =>
  requireUsableMaterials(db, cmpyCode, codes, type, M.materialMissing);

export const requireImages = (db: DbOrTx, cmpyCode: string, codes: string[]) =>
  requireMaterials(db, cmpyCode, codes, MaterialType.image);
export const requireVideos = (db: DbOrTx, cmpyCode: string, codes: string[]) =>
  requireMaterials(db, cmpyCode, codes, MaterialType.video);

/**
 * The application form and the copy of its rules the job keeps: a live form of the platform (no company)
 * or of the hiring company. No form: both null.
 */
export async function chosenForm(db: DbOrTx, cmpyCode: string, formId: number | undefined) {
  if (formId === undefined) return { formId: null, formContent: null };
  const [form] = await db
    .select({ id: trainFormInfo.id, formContent: trainFormInfo.formContent })
    .from(trainFormInfo)
    .where(
      and(
        eq(trainFormInfo.id, formId),
        eq(trainFormInfo.deleted, false),
        or(isNull(trainFormInfo.cmpyCode), eq(trainFormInfo.cmpyCode, cmpyCode)),
      ),
    )
    .limit(1);
  if (!form) throw badRequest(M.formMissing);
  return { formId: form.id, formContent: form.formContent };
}

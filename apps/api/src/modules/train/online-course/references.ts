import {
  CompanyStatus,
  onlineCourseMessages as M,
  MaterialType,
  ONLINE_COURSE_LABEL_TYPE,
  type OnlineCourseInput,
} from '@hr/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { requireUsableMaterials } from '../../common/material/usable.ts';
import { requireTrainLabels } from '../label/names.ts';

/**
 * The school a course belongs to: company staff their own (naming another is 403); operators the certified
 * company they name, or none (a platform course).
 */
export async function courseOwner(db: DbOrTx, actor: Actor, requested: string | undefined) {
  const scope = companyScope(actor);
  if (scope !== null && requested && requested !== scope) throw forbidden(M.companyNotOwn);
  const owner = scope ?? requested ?? null;
  if (owner === null) return null;
  const [company] = await db
    .select({ status: cmpy.status })
    .from(cmpy)
    .where(and(eq(cmpy.cmpyCode, owner), eq(cmpy.deleted, false)))
    .limit(1);
  if (!company) throw badRequest(M.companyMissing);
  if (company.status !== CompanyStatus.certified) throw badRequest(M.companyNotCertified);
  return owner;
}

/**
 * What a course refers to, checked whatever the form allowed: its labels are live skill labels; its cover,
 * lesson videos and pictures are passed materials of its school or of the platform library.
 */
export async function checkReferences(db: DbOrTx, owner: string | null, input: OnlineCourseInput) {
  await requireTrainLabels(db, input.labelCodes, ONLINE_COURSE_LABEL_TYPE, M.labelMissing);
  const lessons = input.chapters.flatMap((chapter) => chapter.lessons);
  await requireUsableMaterials(db, owner, [input.coverCode], MaterialType.image, M.coverMissing);
  await requireUsableMaterials(
    db,
    owner,
    lessons.flatMap((lesson) => (lesson.videoCode ? [lesson.videoCode] : [])),
    MaterialType.video,
    M.videoMissing,
  );
  await requireUsableMaterials(
    db,
    owner,
    lessons.flatMap((lesson) => lesson.pictureCodes),
    MaterialType.image,
    M.pictureMissing,
  );
}

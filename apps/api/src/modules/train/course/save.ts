import {
  COURSE_LABEL_TYPE,
  CompanyStatus,
  CourseApproveType,
  type CourseInput,
  courseLifecycle,
  courseMessages as M,
  MaterialType,
  parseApiTime,
  type RegionChain,
} from '@hr/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { textForStorage } from '../../common/files/service.ts';
import { requireUsableMaterials } from '../../common/material/usable.ts';
import { sanitizeAnnouncementHtml } from '../../common/msg/service.ts';
import { chosenRegion } from '../../common/region/service.ts';
import { trainFormInfo } from '../form/tables.ts';
import { requireTrainLabels } from '../label/names.ts';
import { classCapacityTotal } from './classes.ts';
import { liveCourse } from './queries.ts';
import { trainCourse } from './tables.ts';

/**
 * The school organising a course: company staff their own (naming another is 403); operators the certified
 * company they name, or none (a platform course).
 */
async function courseOwner(db: DbOrTx, actor: Actor, requested: string | undefined) {
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
 * What a course refers to, checked whatever the form allowed: live skill labels; passed covers and video of
 * its school's or the platform's library; a live application form of its school or the platform; a region
 * chain of the region table (the names saved are the table's).
 */
async function checkReferences(db: DbOrTx, owner: string | null, input: CourseInput): Promise<RegionChain> {
  await requireTrainLabels(db, input.labelCodes, COURSE_LABEL_TYPE, M.labelMissing);
  await requireUsableMaterials(db, owner, input.coverCodes, MaterialType.image, M.coverMissing);
  if (input.videoCode)
    await requireUsableMaterials(db, owner, [input.videoCode], MaterialType.video, M.videoMissing);
  if (input.formCode) {
    const [form] = await db
      .select({ id: trainFormInfo.id })
      .from(trainFormInfo)
      .where(
        and(
          eq(trainFormInfo.bizCode, input.formCode),
          eq(trainFormInfo.deleted, false),
          owner === null
            ? isNull(trainFormInfo.cmpyCode)
            : or(eq(trainFormInfo.cmpyCode, owner), isNull(trainFormInfo.cmpyCode)),
        ),
      )
      .limit(1);
    if (!form) throw badRequest(M.formMissing);
  }
  return chosenRegion(db, input, { missing: M.regionMissing, mismatch: M.regionChain });
}

const columnsOf = (input: CourseInput, owner: string | null, chain: RegionChain) => ({
  courseName: input.courseName,
  courseType: input.courseType,
  courseNature: input.courseNature,
  isFree: input.isFree,
  price: input.isFree ? 0 : (input.price ?? 0),
  cmpyCode: owner,
  labelCodes: [...new Set(input.labelCodes)],
  coverCodes: input.coverCodes,
  videoCode: input.videoCode ?? null,
  courseIntro: sanitizeAnnouncementHtml(input.courseIntro),
  provinceCode: chain.proCode,
  provinceName: chain.proName,
  cityCode: chain.cityCode!,
  cityName: chain.cityName!,
  countyCode: chain.countryCode!,
  countyName: chain.countryName!,
  streetCode: chain.streetCode!,
  streetName: chain.streetName!,
  committeeCode: chain.committeeCode,
  committeeName: chain.committeeName,
  address: input.address,
  lng: input.lng,
  lat: input.lat,
  capacity: input.capacity,
  applyBeginAt: parseApiTime(input.applyBeginTime)!,
  applyEndAt: parseApiTime(input.applyEndTime)!,
  formCode: input.formCode ?? null,
  contactName: input.contactName ?? null,
  contactPhone: input.contactPhone ?? null,
});

/** addBDCourse: a new course under review (0), recorded as created. */
export async function addCourse(
  db: Db,
  actor: Actor,
  input: CourseInput,
  audit: AuditFn,
  config?: Config,
): Promise<{ courseCode: string }> {
  return db.transaction(async (tx) => {
    const owner = await courseOwner(tx, actor, input.cmpyCode);
    const chain = await checkReferences(tx, owner, input);
    // The editor's images arrive as signed links: stored unsigned, signed again on each read.
    if (config)
      input = { ...input, courseIntro: await textForStorage({ db: tx, config }, input.courseIntro, owner) };
    const courseCode = newCode('TC');
    await tx.insert(trainCourse).values({
      courseCode,
      ...columnsOf(input, owner, chain),
      approveType: CourseApproveType.review,
      createdBy: actor.userId,
    });
    await recordCreation(tx, {
      entity: courseLifecycle.entity,
      code: courseCode,
      state: CourseApproveType.review,
      actor,
    });
    await audit({ action: 'course.add', target: courseCode, detail: { courseName: input.courseName } }, tx);
    return { courseCode };
  });
}

/**
 * saveCourseInfo: under the row lock, the lifecycle's edit (not from 已上线) sends the course back to review
 * with its new content. The classes already made stay; their capacities must still fit the course's.
 */
export async function saveCourse(
  db: Db,
  actor: Actor,
  input: CourseInput & { courseCode: string },
  audit: AuditFn,
  config?: Config,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await liveCourse(tx, actor, input.courseCode, true);
    const state = await recordTransition(tx, courseLifecycle, {
      action: 'edit',
      code: row.courseCode,
      state: row.approveType,
      actor,
    });
    const owner = await courseOwner(tx, actor, input.cmpyCode ?? row.cmpyCode ?? undefined);
    const chain = await checkReferences(tx, owner, input);
    if (config)
      input = { ...input, courseIntro: await textForStorage({ db: tx, config }, input.courseIntro, owner) };
    if ((await classCapacityTotal(tx, row.id)) > input.capacity) throw badRequest(M.classCapacityOverCourse);
    await tx
      .update(trainCourse)
      .set({
        ...columnsOf(input, owner, chain),
        approveType: state,
        approveRemark: null,
        updatedAt: new Date(),
      })
      .where(eq(trainCourse.id, row.id));
    await audit(
      { action: 'course.edit', target: row.courseCode, detail: { courseName: input.courseName } },
      tx,
    );
  });
  return null;
}

import type { MaterialLibrary } from '@hr/contract';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
import type { FileDeps } from '../files/service.ts';
import { addGroup, listGroups } from './groups.ts';
import {
  auditMaterial,
  deleteMaterial,
  editMaterial,
  listMaterials,
  type MaterialListQuery,
} from './service.ts';
import { addMaterial, type UploadMaterialInput, uploadMaterial } from './upload.ts';

type GroupInput = { cmpyCode?: string | undefined; groupType?: number | undefined };

/**
 * The library's services as one door into it offers them: the common paths and the training paths bind
 * the same functions, each with its own permission codes and default group type. Nothing is copied.
 */
export function materialDoor(library: MaterialLibrary) {
  const groupType = (input: GroupInput) => input.groupType ?? library.groupType;
  return {
    listGroups: (db: Db, actor: Actor, input: GroupInput) =>
      listGroups(db, actor, { cmpyCode: input.cmpyCode, groupType: groupType(input) }),
    async addGroup(db: Db, actor: Actor, input: GroupInput & { groupName: string }, audit: AuditFn) {
      return db.transaction(async (tx) => {
        const created = await addGroup(tx, actor, { ...input, groupType: groupType(input) });
        await audit({ action: 'material.addGroup', target: created.groupCode, detail: input }, tx);
        return created;
      });
    },
    addMaterial: (deps: FileDeps, actor: Actor, input: Parameters<typeof addMaterial>[2], audit: AuditFn) =>
      addMaterial(deps, actor, input, audit, library),
    listMaterials,
    editMaterial,
    uploadMaterial: (
      deps: FileDeps,
      actor: Actor,
      input: UploadMaterialInput,
      upload: UploadedFile | null,
      audit: AuditFn,
    ) => uploadMaterial(deps, actor, input, upload, audit, library),
    auditMaterial,
    deleteMaterial,
  };
}

export type { MaterialListQuery };

import { api, materialLibraries } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { materialDoor } from '../../common/material/library.ts';

/** Course materials: the material library's own services behind the training paths and codes. */
const door = materialDoor(materialLibraries.train);

export const courseMaterialHandlers = [
  handle(api.trainMaterial.getGroupList, ({ db, actor, body }) => door.listGroups(db, actor, body)),
  handle(api.trainMaterial.addGroup, ({ db, actor, body, audit }) => door.addGroup(db, actor, body, audit)),
  handle(api.trainMaterial.addMaterial, ({ db, config, storage, actor, body, audit }) =>
    door.addMaterial({ db, config, storage }, actor, body, audit),
  ),
  handle(api.trainMaterial.queryPageMaterial, ({ db, config, actor, body }) =>
    door.listMaterials(db, config, actor, body),
  ),
  handle(api.trainMaterial.editMaterial, ({ db, actor, body, audit }) =>
    door.editMaterial(db, actor, body, audit),
  ),
  handle(api.trainMaterial.uploadMaterial, ({ db, config, storage, actor, body, upload, audit }) =>
    door.uploadMaterial({ db, config, storage }, actor, body, upload, audit),
  ),
  handle(api.trainMaterial.auditMaterial, ({ db, actor, body, audit }) =>
    door.auditMaterial(db, actor, body, audit),
  ),
  handle(api.trainMaterial.deleteMaterial, ({ db, actor, body, audit }) =>
    door.deleteMaterial(db, actor, body.materialCode, audit),
  ),
];

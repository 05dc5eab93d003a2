import { api, materialLibraries } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { materialDoor } from './library.ts';
import { materialUrls } from './service.ts';

const door = materialDoor(materialLibraries.common);

export const materialHandlers = [
  handle(api.material.getGroupList, ({ db, actor, query }) => door.listGroups(db, actor, query)),
  handle(api.material.addGroup, ({ db, actor, body, audit }) => door.addGroup(db, actor, body, audit)),
  handle(api.material.addMaterial, ({ db, config, storage, actor, body, audit }) =>
    door.addMaterial({ db, config, storage }, actor, body, audit),
  ),
  handle(api.material.queryPageMaterial, ({ db, config, actor, query }) =>
    door.listMaterials(db, config, actor, query),
  ),
  handle(api.material.editMaterial, ({ db, actor, body, audit }) =>
    door.editMaterial(db, actor, body, audit),
  ),
  handle(api.material.queryMaterialUrl, ({ db, config, actor, query }) =>
    materialUrls(db, config, actor, query.materialCodes),
  ),
  handle(api.material.uploadMaterial, ({ db, config, storage, actor, body, upload, audit }) =>
    door.uploadMaterial({ db, config, storage }, actor, body, upload, audit),
  ),
  handle(api.material.auditMaterial, ({ db, actor, body, audit }) =>
    door.auditMaterial(db, actor, body, audit),
  ),
  handle(api.material.deleteMaterial, ({ db, actor, body, audit }) =>
    door.deleteMaterial(db, actor, body.materialCode, audit),
  ),
];

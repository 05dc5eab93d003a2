import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { addGroup, listGroups } from './groups.ts';
import { auditMaterial, deleteMaterial, editMaterial, listMaterials, materialUrls } from './service.ts';
import { addMaterial, uploadMaterial } from './upload.ts';

export const materialHandlers = [
  handle(api.material.getGroupList, ({ db, actor, query }) => listGroups(db, actor, query.cmpyCode)),
  handle(api.material.addGroup, async ({ db, actor, body, audit }) => {
    const created = await addGroup(db, actor, body);
    await audit({ action: 'material.addGroup', target: created.groupCode, detail: body });
    return created;
  }),
  handle(api.material.addMaterial, ({ db, config, storage, actor, body, audit }) =>
    addMaterial({ db, config, storage }, actor, body, audit),
  ),
  handle(api.material.queryPageMaterial, ({ db, config, actor, query }) =>
    listMaterials(db, config, actor, query),
  ),
  handle(api.material.editMaterial, ({ db, actor, body, audit }) => editMaterial(db, actor, body, audit)),
  handle(api.material.queryMaterialUrl, ({ db, config, actor, query }) =>
    materialUrls(db, config, actor, query.materialCodes),
  ),
  handle(api.material.uploadMaterial, ({ db, config, storage, actor, body, upload, audit }) =>
    uploadMaterial({ db, config, storage }, actor, body, upload, audit),
  ),
  handle(api.material.auditMaterial, ({ db, actor, body, audit }) => auditMaterial(db, actor, body, audit)),
  handle(api.material.deleteMaterial, ({ db, actor, body, audit }) =>
    deleteMaterial(db, actor, body.materialCode, audit),
  ),
];

import {
  type AddGroupBody,
  type AuditMaterialBody,
  api,
  type EditMaterialBody,
  type MaterialLibraryName,
  materialLibraries,
  type RouteInput,
} from '@hr/contract';
import { call } from '../../app/request';

export type { MaterialLibraryName };

export type MaterialPageQuery = NonNullable<RouteInput<typeof api.material.queryPageMaterial>['query']>;
export type GroupListQuery = NonNullable<RouteInput<typeof api.material.getGroupList>['query']>;

/**
 * The two doors into the one material library as the web calls them: the common paths (GET lists,
 * recruitment codes) and the training paths (`/train/course/*`, all POST, training codes and groupType 1).
 */
export function materialLibrary(name: MaterialLibraryName = 'common') {
  const { perms, groupType } = materialLibraries[name];
  const train = name === 'train';
  return {
    name,
    perms,
    groupType,
    /** The uploadMaterial route of this door (images through ImageUpload, video tasks through VideoUpload). */
    uploadRoute: train ? api.trainMaterial.uploadMaterial : api.material.uploadMaterial,
    page: (query: MaterialPageQuery) =>
      train
        ? call(api.trainMaterial.queryPageMaterial, { body: query })
        : call(api.material.queryPageMaterial, { query }),
    groups: (query: GroupListQuery) =>
      train
        ? call(api.trainMaterial.getGroupList, { body: query })
        : call(api.material.getGroupList, { query }),
    addGroup: (body: AddGroupBody) =>
      call(train ? api.trainMaterial.addGroup : api.material.addGroup, { body }),
    edit: (body: EditMaterialBody) =>
      call(train ? api.trainMaterial.editMaterial : api.material.editMaterial, { body }),
    audit: (body: AuditMaterialBody) =>
      call(train ? api.trainMaterial.auditMaterial : api.material.auditMaterial, { body }),
    remove: (materialCode: string) =>
      call(train ? api.trainMaterial.deleteMaterial : api.material.deleteMaterial, {
        body: { materialCode },
      }),
  };
}
export type MaterialLibraryApi = ReturnType<typeof materialLibrary>;

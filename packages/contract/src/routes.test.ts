import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes.ts';
import { AREA_CODES, permissionAreas, resourceTree, walkResources } from './system/resource-tree.ts';

describe('route table', () => {
  it('has each method and path once, under the spec style', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of allRoutes) expect(route.path).toMatch(/^\/[\w\-/{}.]+$/);
  });

  it('guards every route by a permission code that exists in the resource tree', () => {
    for (const route of allRoutes) {
      if (route.access.kind === 'perm') expect(permissionAreas.has(route.access.code), route.path).toBe(true);
    }
  });
});

describe('resource tree', () => {
  it('has unique keys and one area code at each root', () => {
    const keys: string[] = [];
    walkResources((node) => keys.push(node.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(resourceTree.map((r) => r.perms)).toEqual(Object.values(AREA_CODES));
  });

  it('names every permission code of both specs', () => {
    const specCodes = [
      'plateform:recruit',
      'plateform:train',
      'plateform:oddjobMarket',
      'plateform:system',
      'material:uploadPic',
      'checkResume:export',
      'recruit:resumeBatchEdit',
      'recruit:resumePass',
      'recruit:resumeInterview',
      'recruit:resumeEmploy',
      'recruit:resumeReject',
      'recruit:noEmployed',
      'recruit:employed',
      'recruit:quit',
      'recruit:resumeDetail',
      'recruit:resumeDownload',
      'recruit:resumePrint',
      'recruit:joinStation',
      'recruit:add',
      'recruit:refresh',
      'recruit:queryResume',
      'recruit:edit',
      'recruit:delete',
      'recruit:copyEdit',
      'recruit:online',
      'recruit:downline',
    ];
    for (const code of specCodes) expect(permissionAreas.has(code), code).toBe(true);
  });

  it('gives every menu a route path under its area', () => {
    walkResources((node, _parent, area) => {
      if (node.type === 1)
        expect(node.path?.startsWith(resourceTree.find((r) => r.key === `area:${area}`)!.path!)).toBe(true);
    });
  });
});

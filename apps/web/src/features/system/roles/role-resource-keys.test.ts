import type { ResourceRow } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { buildResourceTree } from '../resources/build-resource-tree.ts';
import { allLeafKeys, checkedLeafKeys, keysToSave } from './role-resource-keys.ts';

const row = (resourceCode: string, parentCode: string | null): ResourceRow => ({
  resourceCode,
  parentCode,
  name: resourceCode,
  type: 1,
  path: null,
  icon: null,
  perms: null,
  sort: 0,
  visible: true,
  builtin: false,
});

const tree = buildResourceTree([
  row('area:system', null),
  row('system:users', 'area:system'),
  row('btn:system:user:add', 'system:users'),
  row('btn:system:user:edit', 'system:users'),
  row('system:notices', 'area:system'),
  row('area:train', null),
]);

describe('checkedLeafKeys', () => {
  it('checks only leaves, so a saved half-checked parent does not check all its children', () => {
    const saved = ['area:system', 'system:users', 'btn:system:user:add'];
    expect(checkedLeafKeys(tree, saved)).toEqual(['btn:system:user:add']);
  });

  it('checks a leaf menu without buttons', () => {
    expect(checkedLeafKeys(tree, ['area:system', 'system:notices'])).toEqual(['system:notices']);
  });
});

describe('keysToSave', () => {
  it('adds every ancestor (the half-checked parents up to the area root) of a checked key', () => {
    expect(keysToSave(tree, ['btn:system:user:add']).sort()).toEqual([
      'area:system',
      'btn:system:user:add',
      'system:users',
    ]);
  });

  it('adds each ancestor once and drops keys that are not in the tree', () => {
    const keys = keysToSave(tree, ['btn:system:user:add', 'btn:system:user:edit', 'system:notices', 'stale']);
    expect(keys.sort()).toEqual([
      'area:system',
      'btn:system:user:add',
      'btn:system:user:edit',
      'system:notices',
      'system:users',
    ]);
  });

  it('saves nothing when nothing is checked', () => {
    expect(keysToSave(tree, [])).toEqual([]);
  });
});

describe('allLeafKeys', () => {
  it('lists every leaf in tree order', () => {
    expect(allLeafKeys(tree)).toEqual([
      'btn:system:user:add',
      'btn:system:user:edit',
      'system:notices',
      'area:train',
    ]);
  });
});

import type { ResourceRow } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { buildResourceTree, filterResourceTree, parentCodes, subtreeCodes } from './build-resource-tree.ts';

const row = (resourceCode: string, parentCode: string | null, sort = 0, type = 1): ResourceRow => ({
  resourceCode,
  parentCode,
  name: resourceCode,
  type,
  path: null,
  icon: null,
  perms: null,
  sort,
  visible: true,
  builtin: false,
});

const codes = (nodes: { resourceCode: string; children?: unknown[] }[]): unknown =>
  nodes.map((n) => (n.children ? { [n.resourceCode]: codes(n.children as typeof nodes) } : n.resourceCode));

describe('buildResourceTree', () => {
  it('nests rows under their parentCode and sorts each level by sort', () => {
    const tree = buildResourceTree([
      row('b', null, 2),
      row('a', null, 1),
      row('a2', 'a', 2),
      row('a1', 'a', 1),
      row('a1x', 'a1', 0, 2),
    ]);
    expect(codes(tree)).toEqual([{ a: [{ a1: ['a1x'] }, 'a2'] }, 'b']);
  });

  it('keeps the server order for equal sort values', () => {
    const tree = buildResourceTree([row('x', null), row('y', null), row('z', null)]);
    expect(codes(tree)).toEqual(['x', 'y', 'z']);
  });

  it('gives leaves no children property (no expand icon)', () => {
    const [root] = buildResourceTree([row('a', null), row('b', 'a')]);
    expect(root?.children?.[0]).not.toHaveProperty('children');
  });

  it('lifts rows whose parent is missing to the top level', () => {
    const tree = buildResourceTree([row('orphan', 'gone', 2), row('root', null, 1)]);
    expect(codes(tree)).toEqual(['root', 'orphan']);
  });

  it('never loses rows caught in a parent cycle or pointing at themselves', () => {
    const tree = buildResourceTree([row('self', 'self'), row('p', 'q'), row('q', 'p')]);
    expect(codes(tree)).toEqual(['self', { p: ['q'] }]);
  });

  it('does not change the rows it was given', () => {
    const rows = [row('a', null), row('b', 'a')];
    buildResourceTree(rows);
    expect(rows[0]).not.toHaveProperty('children');
  });
});

describe('tree helpers', () => {
  const tree = buildResourceTree([
    row('sys', null),
    row('users', 'sys'),
    row('user:add', 'users'),
    row('roles', 'sys'),
    row('train', null),
  ]);

  it('filters by name keeping ancestors and the subtree of each match', () => {
    expect(codes(filterResourceTree(tree, (n) => n.name === 'users'))).toEqual([
      { sys: [{ users: ['user:add'] }] },
    ]);
    expect(filterResourceTree(tree, () => false)).toEqual([]);
  });

  it('lists the codes of nodes with children and the codes of a subtree', () => {
    expect(parentCodes(tree)).toEqual(['sys', 'users']);
    expect([...subtreeCodes(tree, 'sys')].sort()).toEqual(['roles', 'sys', 'user:add', 'users']);
    expect([...subtreeCodes(tree, 'nope')]).toEqual([]);
  });
});

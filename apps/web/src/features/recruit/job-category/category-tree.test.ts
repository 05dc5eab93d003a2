import type { JobCategoryNode } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { filterCategories, toRows } from './category-tree.ts';

const node = (
  code: string,
  name: string,
  children: JobCategoryNode[] = [],
  parent: string | null = null,
) => ({
  categorieCode: code,
  categorieName: name,
  categorieParentCode: parent,
  categorieSort: 0,
  children,
});
const tree = [
  node('JC01', '生产制造', [node('JC0101', '焊工', [], 'JC01'), node('JC0102', '电工', [], 'JC01')]),
  node('JC02', '餐饮服务', [node('JC0201', '厨师', [], 'JC02')]),
  node('JC03', '电力能源'),
];

describe('filterCategories', () => {
  it('keeps a matching parent whole and cuts others down to matching children', () => {
    expect(
      filterCategories(tree, '电').map((n) => [n.categorieName, n.children.map((c) => c.categorieName)]),
    ).toEqual([
      ['生产制造', ['电工']],
      ['电力能源', []],
    ]);
    expect(filterCategories(tree, '餐饮')[0]!.children).toHaveLength(1);
    expect(filterCategories(tree, '')).toHaveLength(3);
    expect(filterCategories(tree, '没有')).toEqual([]);
  });
});

describe('toRows', () => {
  it('drops the children of leaves so that they show no expand icon', () => {
    const rows = toRows(tree);
    expect(rows[0]!.children?.[0]).not.toHaveProperty('children');
    expect(rows[2]).not.toHaveProperty('children');
  });
});

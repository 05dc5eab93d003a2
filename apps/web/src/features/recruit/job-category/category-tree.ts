import type { JobCategoryNode } from '@hr/contract';

/** Query key of the category tree; the job form and filters read the same list. */
export const jobCategoriesQueryKey = ['recruit', 'jobCategories'] as const;

/** A table row: a leaf has no `children` (an empty array would still show an expand icon). */
export interface CategoryRow extends Omit<JobCategoryNode, 'children'> {
  children?: CategoryRow[];
}

export const toRows = (nodes: readonly JobCategoryNode[]): CategoryRow[] =>
  nodes.map(({ children, ...node }) => (children.length ? { ...node, children: toRows(children) } : node));

/**
 * The tree cut down to names containing `keyword`: a matching top-level category keeps all its children,
 * otherwise only the matching ones; categories with no match anywhere are dropped.
 */
export function filterCategories(nodes: readonly JobCategoryNode[], keyword: string): JobCategoryNode[] {
  if (!keyword) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.categorieName.includes(keyword)) return [node];
    const children = node.children.filter((c) => c.categorieName.includes(keyword));
    return children.length ? [{ ...node, children }] : [];
  });
}

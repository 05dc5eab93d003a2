import type { ResourceRow } from '@hr/contract';

/** A resource with its children; leaves carry no `children` so tables and trees show no expand icon. */
export type ResourceNode = ResourceRow & { children?: ResourceNode[] };

const bySort = (a: ResourceNode, b: ResourceNode) => a.sort - b.sort;

/**
 * Turns the flat list of `api.resource.list` into a tree by `parentCode`, each level sorted by `sort`
 * (ties keep the server's order). A row whose parent is missing becomes a root, and a row caught in a
 * parent cycle is lifted to the root too, so no row is ever lost.
 */
export function buildResourceTree(rows: readonly ResourceRow[]): ResourceNode[] {
  const nodes = new Map<string, ResourceNode>();
  for (const row of rows) nodes.set(row.resourceCode, { ...row });
  const childrenOf = new Map<string, ResourceNode[]>();
  const roots: ResourceNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode;
    if (parent && parent !== node.resourceCode && nodes.has(parent)) {
      const siblings = childrenOf.get(parent) ?? [];
      siblings.push(node);
      childrenOf.set(parent, siblings);
    } else {
      roots.push(node);
    }
  }

  const reached = new Set<string>();
  const attach = (level: ResourceNode[]): ResourceNode[] => {
    const sorted = [...level].sort(bySort);
    for (const node of sorted) {
      reached.add(node.resourceCode);
      const children = childrenOf.get(node.resourceCode)?.filter((child) => !reached.has(child.resourceCode));
      if (children?.length) node.children = attach(children);
    }
    return sorted;
  };
  const tree = attach(roots);
  // Rows in a cycle (A → B → A) are not reachable from any root: lift each such cycle to the top level.
  for (const node of nodes.values()) {
    if (!reached.has(node.resourceCode)) tree.push(...attach([node]));
  }
  return tree;
}

/** Keeps the nodes that match, plus their ancestors (for context) and their whole subtrees. */
export function filterResourceTree(
  tree: readonly ResourceNode[],
  matches: (node: ResourceNode) => boolean,
): ResourceNode[] {
  const result: ResourceNode[] = [];
  for (const node of tree) {
    if (matches(node)) {
      result.push(node);
      continue;
    }
    const children = node.children ? filterResourceTree(node.children, matches) : [];
    if (children.length) result.push({ ...node, children });
  }
  return result;
}

/** Codes of every node that has children (for "expand all"). */
export function parentCodes(tree: readonly ResourceNode[]): string[] {
  const codes: string[] = [];
  const walk = (level: readonly ResourceNode[]) => {
    for (const node of level) {
      if (node.children?.length) {
        codes.push(node.resourceCode);
        walk(node.children);
      }
    }
  };
  walk(tree);
  return codes;
}

/** The code of a node and of all its descendants (a node cannot move under itself). */
export function subtreeCodes(tree: readonly ResourceNode[], code: string): Set<string> {
  const codes = new Set<string>();
  const collect = (node: ResourceNode) => {
    codes.add(node.resourceCode);
    for (const child of node.children ?? []) collect(child);
  };
  const find = (level: readonly ResourceNode[]): boolean => {
    for (const node of level) {
      if (node.resourceCode === code) {
        collect(node);
        return true;
      }
      if (node.children && find(node.children)) return true;
    }
    return false;
  };
  find(tree);
  return codes;
}

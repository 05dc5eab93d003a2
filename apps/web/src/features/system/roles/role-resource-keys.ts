import type { ResourceNode } from '../resources/build-resource-tree.ts';

/** Parent code of every node of the tree, as the tree holds it (roots map to null). */
export function parentIndex(tree: readonly ResourceNode[]): Map<string, string | null> {
  const index = new Map<string, string | null>();
  const walk = (level: readonly ResourceNode[], parent: string | null) => {
    for (const node of level) {
      index.set(node.resourceCode, parent);
      if (node.children) walk(node.children, node.resourceCode);
    }
  };
  walk(tree, null);
  return index;
}

/**
 * The keys to check in an antd Tree (not checkStrictly) for the codes a role holds: only the leaves.
 * A saved role also holds the half-checked parents of its leaves; handing those to the Tree would check
 * every child under them, granting far more than was saved.
 */
export function checkedLeafKeys(tree: readonly ResourceNode[], codes: readonly string[]): string[] {
  const held = new Set(codes);
  return allLeafKeys(tree).filter((code) => held.has(code));
}

/**
 * What to save for a role: the checked keys plus every ancestor of them, which is exactly the Tree's
 * checked and half-checked keys. It is computed from the tree so that it also holds before the user has
 * touched a checkbox (antd reports half-checked keys only in `onCheck`). This is how the area root
 * `plateform:*` of a checked button gets granted.
 */
export function keysToSave(tree: readonly ResourceNode[], checked: readonly string[]): string[] {
  const parents = parentIndex(tree);
  const result = new Set<string>();
  for (const key of checked) {
    if (!parents.has(key)) continue;
    let code: string | null | undefined = key;
    while (code && !result.has(code)) {
      result.add(code);
      code = parents.get(code);
    }
  }
  return [...result];
}

/** Every leaf of the tree ("全选": the Tree checks all parents from them). */
export function allLeafKeys(tree: readonly ResourceNode[]): string[] {
  const keys: string[] = [];
  const walk = (level: readonly ResourceNode[]) => {
    for (const node of level) {
      if (node.children?.length) walk(node.children);
      else keys.push(node.resourceCode);
    }
  };
  walk(tree);
  return keys;
}

import { type TreeDataItem, type TreeDataNode, UNKNOWN_TREE_TYPE } from '@hr/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { treeData } from './tables.ts';

/** Every entry of a type in display order; a type without entries is refused. */
export async function getTreeListByType(db: DbOrTx, type: string): Promise<TreeDataItem[]> {
  const rows = await db
    .select({
      code: treeData.code,
      name: treeData.name,
      parentCode: treeData.parentCode,
      sort: treeData.sort,
    })
    .from(treeData)
    .where(eq(treeData.type, type))
    .orderBy(asc(treeData.sort), asc(treeData.id));
  if (!rows.length) throw badRequest(`${UNKNOWN_TREE_TYPE}：${type}`);
  return rows;
}

export async function queryTreeByType(db: DbOrTx, type: string): Promise<TreeDataNode[]> {
  return buildTree(await getTreeListByType(db, type));
}

/**
 * Nests a flat, ordered list under `parentCode`, keeping the order within each level. An entry whose
 * parent does not exist is shown as a root rather than lost; leaves have no `children`.
 */
export function buildTree(items: readonly TreeDataItem[]): TreeDataNode[] {
  const nodes = new Map<string, TreeDataNode>(items.map((item) => [item.code, { ...item }]));
  const roots: TreeDataNode[] = [];
  for (const item of items) {
    const node = nodes.get(item.code)!;
    const parent =
      item.parentCode !== null && item.parentCode !== item.code ? nodes.get(item.parentCode) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

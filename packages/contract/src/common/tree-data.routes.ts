import { z } from 'zod';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';

export const TreeDataItem = z.object({
  code: z.string(),
  name: z.string(),
  /** Null for a root entry. */
  parentCode: z.string().nullable(),
  sort: z.number().int(),
});
export type TreeDataItem = z.infer<typeof TreeDataItem>;

export interface TreeDataNode extends TreeDataItem {
  /** Present on entries that have children. */
  children?: TreeDataNode[];
}
export const TreeDataNode: z.ZodType<TreeDataNode> = TreeDataItem.extend({
  children: z.lazy(() => z.array(TreeDataNode)).optional(),
});

const TreeTypeQuery = z.object({
  type: z
    .string({ error: '请输入字典类型' })
    .trim()
    .min(1, '请输入字典类型')
    .max(40, '字典类型最多40个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字典类型格式不正确'),
});

/** The message for a type with no entries. */
export const UNKNOWN_TREE_TYPE = '字典类型不存在';

export const treeDataRoutes = {
  queryTreeByType: defineRoute({
    method: 'GET',
    path: '/backend-common/treeData/queryTreeByType',
    summary: '按类型查询字典树（嵌套 children）',
    access: LOGGED_IN,
    changesData: false,
    query: TreeTypeQuery,
    response: z.array(TreeDataNode),
  }),
  getTreeListByType: defineRoute({
    method: 'GET',
    path: '/backend-common/treeData/getTreeListByType',
    summary: '按类型查询字典平铺列表（按 sort 排序）',
    access: LOGGED_IN,
    changesData: false,
    query: TreeTypeQuery,
    response: z.array(TreeDataItem),
  }),
};

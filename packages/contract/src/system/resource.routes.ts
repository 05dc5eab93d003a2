import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';

const resourceCode = z.string({ error: '缺少资源编号' }).min(1, '缺少资源编号').max(80);

export const ResourceRow = z.object({
  resourceCode: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  type: z.number(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  perms: z.string().nullable(),
  sort: z.number(),
  visible: z.boolean(),
  builtin: z.boolean(),
});
export type ResourceRow = z.infer<typeof ResourceRow>;

export const ResourceBody = z
  .object({
    parentCode: z.string().max(80).nullable().optional(),
    name: z
      .string({ error: '请输入资源名称' })
      .trim()
      .min(1, '请输入资源名称')
      .max(30, '资源名称最多30个字符'),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择资源类型' }),
    path: z
      .string()
      .trim()
      .max(200, '路由地址最多200个字符')
      .regex(/^(\/[\w\-.:{}]*)*$/, '路由地址需以 / 开头')
      .optional()
      .default(''),
    icon: z.string().trim().max(60).optional().default(''),
    perms: z
      .string()
      .trim()
      .max(100, '权限标识最多100个字符')
      .regex(/^([\w-]+(:[\w-]+)*)?$/, '权限标识格式如 recruit:add')
      .optional()
      .default(''),
    sort: z.coerce.number().int('排序必须是整数').min(0).max(9999).optional().default(0),
    visible: z.boolean().optional().default(true),
  })
  .refine((r) => r.type !== 1 || r.path.length > 0, { message: '菜单必须填写路由地址', path: ['path'] })
  .refine((r) => r.type !== 2 || r.perms.length > 0, { message: '按钮必须填写权限标识', path: ['perms'] })
  .refine((r) => r.perms !== '*:*:*', { message: '不能使用超级权限标识', path: ['perms'] });

export const resourceRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/pclogin/resources/list',
    summary: '全部资源（扁平，按排序），由前端组成树',
    access: perm('system:resource:list'),
    changesData: false,
    body: z.object({ name: z.string().trim().max(30).optional() }),
    response: z.array(ResourceRow),
  }),
  listPage: defineRoute({
    method: 'POST',
    path: '/pclogin/resources/listPage',
    summary: '资源分页列表',
    access: perm('system:resource:list'),
    changesData: false,
    body: z.object({
      ...pageParams,
      name: z.string().trim().max(30).optional(),
      type: z.coerce.number().int().min(0).max(2).optional(),
    }),
    response: pageOf(ResourceRow),
  }),
  queryResourcesByCode: defineRoute({
    method: 'POST',
    path: '/pclogin/resources/queryResourcesByCode',
    summary: '资源详情',
    access: perm('system:resource:query'),
    changesData: false,
    body: z.object({ resourceCode }),
    response: ResourceRow,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/pclogin/resources/add',
    summary: '新增资源',
    access: perm('system:resource:add'),
    changesData: true,
    body: ResourceBody,
    response: z.object({ resourceCode: z.string() }),
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/pclogin/resources/edit',
    summary: '修改资源',
    access: perm('system:resource:edit'),
    changesData: true,
    body: ResourceBody.safeExtend({ resourceCode }),
    response: z.null(),
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/pclogin/resources/remove',
    summary: '删除资源（有下级时不能删除）',
    access: perm('system:resource:remove'),
    changesData: true,
    body: z.object({ resourceCode }),
    response: z.null(),
  }),
};

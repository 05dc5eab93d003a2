import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';

const roleName = z
  .string({ error: '请输入角色名称' })
  .trim()
  .min(1, '请输入角色名称')
  .max(30, '角色名称最多30个字符');
const roleKey = z
  .string({ error: '请输入权限字符' })
  .trim()
  .min(1, '请输入权限字符')
  .max(30, '权限字符最多30个字符')
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '权限字符只能包含字母、数字和下划线，且以字母开头');
const roleCode = z.string({ error: '缺少角色编号' }).min(1, '缺少角色编号').max(40);

export const RoleRow = z.object({
  roleCode: z.string(),
  roleName: z.string(),
  roleKey: z.string(),
  remark: z.string(),
  sort: z.number(),
  /** The built-in super-admin role holds `*:*:*`: it cannot be edited or removed. */
  superAdmin: z.boolean(),
  userCount: z.number(),
  createTime: z.string().nullable(),
});
export type RoleRow = z.infer<typeof RoleRow>;

export const RoleBody = z.object({
  roleName,
  roleKey,
  remark: z.string().trim().max(200, '备注最多200个字符').optional().default(''),
  sort: z.coerce.number().int('排序必须是整数').min(0).max(9999).optional().default(0),
});

export const roleRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/pclogin/role/list',
    summary: '角色分页列表',
    access: perm('system:role:list'),
    changesData: false,
    body: z.object({ ...pageParams, roleName: z.string().trim().max(30).optional() }),
    response: pageOf(RoleRow),
  }),
  queryRole: defineRoute({
    method: 'POST',
    path: '/pclogin/role/queryRole',
    summary: '角色详情及其已分配的资源编号',
    access: perm('system:role:query'),
    changesData: false,
    body: z.object({ roleCode }),
    response: RoleRow.extend({ resourceCodes: z.array(z.string()) }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/pclogin/role/add',
    summary: '新增角色',
    access: perm('system:role:add'),
    changesData: true,
    body: RoleBody,
    response: z.object({ roleCode: z.string() }),
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/pclogin/role/edit',
    summary: '修改角色',
    access: perm('system:role:edit'),
    changesData: true,
    body: RoleBody.extend({ roleCode }),
    response: z.null(),
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/pclogin/role/remove',
    summary: '删除角色（已分配给用户的角色不能删除）',
    access: perm('system:role:remove'),
    changesData: true,
    body: z.object({ roleCode }),
    response: z.null(),
  }),
  saveRoleResources: defineRoute({
    method: 'POST',
    path: '/pclogin/role/saveRoleResources',
    summary: '保存角色的资源（树形勾选，含半选的上级）',
    access: perm('system:role:grant'),
    changesData: true,
    body: z.object({ roleCode, resourceCodes: z.array(z.string().max(80)).max(2000) }),
    response: z.null(),
  }),
};

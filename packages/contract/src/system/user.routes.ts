import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';

export const UserStatus = { disabled: 0, enabled: 1 } as const;
export const userStatusLabels: Record<number, string> = { 0: '停用', 1: '启用' };

const username = z
  .string({ error: '请输入账号' })
  .trim()
  .min(1, '请输入账号')
  .max(20, '账号最多20个字符')
  .regex(/^[A-Za-z0-9_.@-]+$/, '账号只能包含字母、数字和 _ . @ -');
const realName = z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多20个字符');
const phone = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, '手机号格式不正确')
  .optional()
  .default('');
const password = z
  .string({ error: '请输入密码' })
  .trim()
  .min(8, '密码至少8位')
  .max(64, '密码最多64位')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '密码需同时包含字母和数字');
const roleCodes = z.array(z.string().max(40)).min(1, '请选择角色').max(20, '角色最多20个');
const cmpyCode = z.string().trim().max(40).nullable().optional();

export const UserRow = z.object({
  userCode: z.string(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  status: z.number(),
  roleCodes: z.array(z.string()),
  roleNames: z.array(z.string()),
  /** Holds a super-admin role: only a super admin edits, disables or removes it. */
  superAdmin: z.boolean(),
  /** Why the caller may not edit this user (system/policy.ts), or null when it may. */
  editRefusal: z.string().nullable(),
  /** Why the caller may not enable, disable or remove this user, or null when it may. */
  disableRefusal: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type UserRow = z.infer<typeof UserRow>;

export const UserListQuery = z.object({
  ...pageParams,
  username: z.string().trim().max(20).optional(),
  realName: z.string().trim().max(20).optional(),
  phone: z.string().trim().max(11).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  cmpyCode: z.string().trim().max(40).optional(),
});
export const UserAddBody = z.object({ username, realName, phone, password, roleCodes, cmpyCode });
export const UserEditBody = z.object({
  userCode: z.string({ error: '缺少用户编号' }).min(1, '缺少用户编号'),
  realName,
  phone,
  roleCodes,
  cmpyCode,
  /** A new password; empty keeps the current one. Changing it ends the user's sessions. */
  password: password.optional().or(z.literal('')),
});
export const UserCodeBody = z.object({
  userCode: z.string({ error: '缺少用户编号' }).min(1, '缺少用户编号'),
});
export const UserEnableBody = z.object({
  userCode: z.string({ error: '缺少用户编号' }).min(1, '缺少用户编号'),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是0或1' }),
});

export const userRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/pclogin/user/list',
    summary: '用户分页列表（企业人员只见本企业用户）',
    access: perm('system:user:list'),
    changesData: false,
    body: UserListQuery,
    response: pageOf(UserRow),
  }),
  info: defineRoute({
    method: 'POST',
    path: '/pclogin/user/info',
    summary: '用户详情',
    access: perm('system:user:query'),
    changesData: false,
    body: UserCodeBody,
    response: UserRow,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/pclogin/user/add',
    summary: '新增用户',
    access: perm('system:user:add'),
    changesData: true,
    body: UserAddBody,
    response: z.object({ userCode: z.string() }),
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/pclogin/user/edit',
    summary: '修改用户（角色变更下一次请求即生效）',
    access: perm('system:user:edit'),
    changesData: true,
    body: UserEditBody,
    response: z.null(),
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/pclogin/user/remove',
    summary: '删除用户（逻辑删除，并结束其会话）',
    access: perm('system:user:remove'),
    changesData: true,
    body: UserCodeBody,
    response: z.null(),
  }),
  enableUser: defineRoute({
    method: 'POST',
    path: '/pclogin/user/enableUser',
    summary: '启用或停用用户（停用即结束其会话）',
    access: perm('system:user:enable'),
    changesData: true,
    body: UserEnableBody,
    response: z.null(),
  }),
};

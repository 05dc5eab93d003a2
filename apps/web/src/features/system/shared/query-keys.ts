/** TanStack Query keys of the system pages, so that a change on one page refreshes the others' caches. */
export const systemKeys = {
  users: ['system', 'users'] as const,
  roles: ['system', 'roles'] as const,
  /** Every role, for pickers (pageSize 300, the contract's maximum). */
  roleOptions: ['system', 'roles', 'options'] as const,
  role: (roleCode: string) => ['system', 'role', roleCode] as const,
  /** The flat list of all resources. */
  resources: ['system', 'resources'] as const,
  notices: ['system', 'notices'] as const,
};

export {
  holdsPermission,
  Permission,
  PermissionContext,
  type PermissionProps,
  PermissionProvider,
  type PermissionProviderProps,
  usePermission,
} from './Permission';

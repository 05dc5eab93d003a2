import { AREA_CODES, permissionAreas, SUPER_PERMISSION } from '@hr/contract';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';

/*
 * A convenience only: hiding a button spares the user a refusal. The server checks every call's permission
 * code itself, whatever the page shows.
 */

/** The signed-in user's permission codes; `*:*:*` holds all. Empty until the user info arrives. */
export const PermissionContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Same rule as the server (apps/api permissions): `*:*:*` holds every code; any other code also needs its
 * area's `plateform:*` code, so nothing shows that the server would refuse.
 */
export function holdsPermission(codes: ReadonlySet<string>, code: string): boolean {
  if (codes.has(SUPER_PERMISSION)) return true;
  if (!codes.has(code)) return false;
  const area = permissionAreas.get(code);
  return !area || codes.has(AREA_CODES[area]);
}

export interface PermissionProviderProps {
  /** The user's permission codes, as the user-info answer lists them. */
  codes: ReadonlySet<string> | readonly string[];
  children?: ReactNode;
}

export function PermissionProvider({ codes, children }: PermissionProviderProps) {
  const set = useMemo(() => (codes instanceof Set ? codes : new Set(codes)), [codes]);
  return <PermissionContext value={set}>{children}</PermissionContext>;
}

/** `const can = usePermission(); can('recruit:add')`. */
export function usePermission(): (code: string) => boolean {
  const codes = useContext(PermissionContext);
  return useCallback((code: string) => holdsPermission(codes, code), [codes]);
}

export interface PermissionProps {
  /** A code, or several of which any one suffices. */
  code: string | readonly string[];
  /** Shown instead when the code is missing; default nothing. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders children only for users holding `code`. */
export function Permission({ code, fallback = null, children }: PermissionProps) {
  const can = usePermission();
  const codes: readonly string[] = typeof code === 'string' ? [code] : code;
  return <>{codes.some(can) ? children : fallback}</>;
}

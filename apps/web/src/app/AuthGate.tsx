import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LazyResult } from '../components/LazyResult/index.ts';
import { PermissionProvider } from '../components/Permission/index.ts';
import { FullPageSpin } from './FullPageSpin.tsx';
import { ApiError } from './request.ts';
import { loginUrlFor, useCurrentUser, usePlatformInfo } from './session.ts';

/** Renders its children once the signed-in user is known, with their permission codes; else to /login. */
export function AuthGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  // The shell's title (the page's largest text) comes from the platform info: ask for it beside the user,
  // not once the shell has rendered.
  usePlatformInfo();
  const location = useLocation();
  if (user.error instanceof ApiError && user.error.code === 401) {
    return <Navigate to={loginUrlFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (user.data) return <PermissionProvider codes={user.data.permissions}>{children}</PermissionProvider>;
  if (user.error) {
    return (
      <LazyResult
        status="error"
        title="用户信息加载失败"
        subTitle={user.error.message}
        extra={
          <Button type="primary" onClick={() => user.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return <FullPageSpin />;
}

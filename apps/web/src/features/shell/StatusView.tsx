import type { CurrentUser } from '@hr/contract';
import { Navigate, useLocation } from 'react-router';
import type { Resolution } from '../../app/routing.ts';
import { PlatformList } from './PlatformList.tsx';
import { StatusResult } from './StatusResult.tsx';

type NonPage = Exclude<Resolution, { kind: 'page' }>;

/** What the main area shows when the path is not a page with a tag: redirects, 403, 404, platform list. */
export function StatusView({
  resolution,
  user,
  home,
}: {
  resolution: NonPage;
  user: CurrentUser;
  home: string;
}) {
  const location = useLocation();
  switch (resolution.kind) {
    case 'redirect':
      return (
        <Navigate
          to={resolution.dropQuery ? resolution.to : `${resolution.to}${location.search}${location.hash}`}
          replace
        />
      );
    case 'platformList':
      return <PlatformList user={user} />;
    case 'forbidden':
    case 'notFound':
      return <StatusResult kind={resolution.kind} home={home} />;
  }
}

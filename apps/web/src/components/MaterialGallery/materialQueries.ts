import {
  api,
  type MaterialGroup,
  type MaterialRecord,
  materialMessages,
  type RouteInput,
} from '@hr/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { call } from '../../app/request';
import { useFeedback } from '../feedback';

export type MaterialPageQuery = NonNullable<RouteInput<typeof api.material.queryPageMaterial>['query']>;

/** Query keys of the material library; invalidate `all` after any change to it. */
export const materialKeys = {
  all: ['material'] as const,
  page: (query: MaterialPageQuery) => ['material', 'page', query] as const,
  groups: (cmpyCode: string | undefined) => ['material', 'groups', cmpyCode ?? ''] as const,
};

/** Shows `text` once each time a query fails (spec §8: 获取素材失败！, 获取分组失败！). */
function useFailureMessage(failed: boolean, text: string) {
  const { message } = useFeedback();
  useEffect(() => {
    if (failed) message.error(text);
  }, [failed, text, message]);
}

const EMPTY_PAGE = { records: [] as MaterialRecord[], total: 0 };

/** One page of the library; a failed load shows 获取素材失败！ and an empty list. */
export function useMaterialPage(query: MaterialPageQuery) {
  const result = useQuery({
    queryKey: materialKeys.page(query),
    queryFn: () => call(api.material.queryPageMaterial, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureMessage(result.isError, materialMessages.loadMaterialsFailed);
  return { page: result.isError ? EMPTY_PAGE : (result.data ?? EMPTY_PAGE), loading: result.isFetching };
}

/** The groups the caller may file into; a failed load shows 获取分组失败！. */
export function useMaterialGroups(cmpyCode: string | undefined): MaterialGroup[] {
  const result = useQuery({
    queryKey: materialKeys.groups(cmpyCode),
    queryFn: () => call(api.material.getGroupList, { query: cmpyCode ? { cmpyCode } : {} }),
    retry: false,
  });
  useFailureMessage(result.isError, materialMessages.loadGroupsFailed);
  return result.data ?? [];
}

/** Reloads every list and group of the library (after an upload, edit, review or delete). */
export function useReloadMaterials() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: materialKeys.all }), [client]);
}

/** How a group reads in a select: operators see whose group it is. */
export const groupLabel = (group: MaterialGroup, showCompany: boolean) =>
  showCompany ? `${group.groupName}（${group.cmpyName ?? '平台'}）` : group.groupName;

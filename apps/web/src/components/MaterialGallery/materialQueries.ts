import { type MaterialGroup, type MaterialRecord, materialMessages } from '@hr/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useFeedback } from '../feedback';
import { type MaterialLibraryName, type MaterialPageQuery, materialLibrary } from './libraries';

export type { MaterialPageQuery };

/** Query keys of the material library (both doors); invalidate `all` after any change to it. */
export const materialKeys = {
  all: ['material'] as const,
  page: (library: MaterialLibraryName, query: MaterialPageQuery) =>
    ['material', 'page', library, query] as const,
  groups: (library: MaterialLibraryName, cmpyCode: string | undefined) =>
    ['material', 'groups', library, cmpyCode ?? ''] as const,
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
export function useMaterialPage(query: MaterialPageQuery, library: MaterialLibraryName = 'common') {
  const result = useQuery({
    queryKey: materialKeys.page(library, query),
    queryFn: () => materialLibrary(library).page(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureMessage(result.isError, materialMessages.loadMaterialsFailed);
  return { page: result.isError ? EMPTY_PAGE : (result.data ?? EMPTY_PAGE), loading: result.isFetching };
}

/** The groups the caller may file into (of the door's group type); a failed load shows 获取分组失败！. */
export function useMaterialGroups(
  cmpyCode: string | undefined,
  library: MaterialLibraryName = 'common',
): MaterialGroup[] {
  const result = useQuery({
    queryKey: materialKeys.groups(library, cmpyCode),
    queryFn: () => materialLibrary(library).groups(cmpyCode ? { cmpyCode } : {}),
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

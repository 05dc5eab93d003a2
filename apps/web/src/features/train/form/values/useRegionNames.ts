import { regionChainCodes } from '@hr/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadRegionChildren } from '../../../../components';

/** The parent whose children list names a code: null (the provinces) for a province. */
const parentOf = (code: string) => {
  const chain = regionChainCodes(code);
  return chain.length > 1 ? chain[chain.length - 2]! : null;
};

/**
 * Names of region codes from the cached region levels (each level is loaded once a session and shared
 * with the cascaders). Until they arrive, or for a code that names nothing, the lookup answers undefined.
 */
export function useRegionNames(codes: readonly string[]): (code: string) => string | undefined {
  const client = useQueryClient();
  const parents = [...new Set(codes.map(parentOf))].sort();
  const names = useQuery({
    queryKey: ['train', 'form', 'region-names', parents],
    queryFn: async () => {
      const levels = await Promise.all(parents.map((parent) => loadRegionChildren(client, parent)));
      return new Map(levels.flat().map((region) => [region.code, region.name]));
    },
    enabled: parents.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (code) => names.data?.get(code);
}

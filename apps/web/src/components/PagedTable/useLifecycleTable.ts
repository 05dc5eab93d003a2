import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCrudTable } from './useCrudTable';

/**
 * A reviewed list (useCrudTable) with its tab counts: every save, delete and action reloads the page and
 * refreshes the counts and the open details (`keys.counts`, `keys.detail`).
 */
export function useLifecycleTable<Row, C>(
  keys: { counts: QueryKey; detail: QueryKey },
  filters: unknown,
  fetchCounts: () => Promise<C>,
) {
  const queryClient = useQueryClient();
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: keys.counts });
    void queryClient.invalidateQueries({ queryKey: keys.detail });
  };
  const crud = useCrudTable<Row>(refreshAll);
  const counts = useQuery({ queryKey: [...keys.counts, filters], queryFn: fetchCounts });
  return {
    ...crud,
    counts,
    /** After a row action: the page and the counts again. */
    afterAction: () => {
      crud.tableRef.current?.reload();
      refreshAll();
    },
  };
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request.ts';

/** Only network failures (code 0) are worth retrying; the server's own answers are final. */
const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!(error instanceof ApiError) || error.code === 0);

/**
 * A change invalidates the queries that show it, and TanStack refetches them, except a query whose first
 * load is still on its way: invalidation hands back that load, sent before the change, and keeps its answer
 * (query-core's `Query.fetch` starts afresh only for a query that already has data). A material picker opened
 * on a slow server showed no trace of the image just uploaded into it. Such a query is fetched once more
 * when that first load is in.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries(...args: Parameters<QueryClient['invalidateQueries']>): Promise<void> {
    const [filters] = args;
    const inFirstLoad =
      filters?.refetchType === 'none'
        ? []
        : this.getQueryCache()
            .findAll(filters)
            .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching');
    await super.invalidateQueries(...args);
    await Promise.all(
      inFirstLoad.map((query) =>
        this.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }),
      ),
    );
  }
}

export const createQueryClient = (): QueryClient =>
  new AppQueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request.ts';

/** Only network failures (code 0) are worth retrying; the server's own answers are final. */
const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!(error instanceof ApiError) || error.code === 0);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

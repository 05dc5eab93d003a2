import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient.ts';

/** A server whose answer is what it holds when the request arrives, answered when the test says. */
function slowServer() {
  let stored = 'before';
  const pending: (() => void)[] = [];
  let requests = 0;
  return {
    requests: () => requests,
    change: (value: string) => {
      stored = value;
    },
    fetch: () => {
      requests++;
      const answer = stored;
      return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
    },
    answerAll: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

describe('invalidating a query', () => {
  it('during its first load ends with the answer after the change, not the load sent before it', async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => {});
    server.change('after');
    const invalidated = client.invalidateQueries({ queryKey: ['list'] });
    server.answerAll(); // the first load, sent before the change
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll(); // the load sent after it
    await invalidated;
    expect(client.getQueryData(['list'])).toBe('after');
    expect(server.requests()).toBe(2);
    unsubscribe();
  });

  it('with refetchType none fetches nothing more', async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => {});
    const invalidated = client.invalidateQueries({ queryKey: ['list'], refetchType: 'none' });
    await invalidated;
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(['list'])).toBe('before');
    expect(server.requests()).toBe(1);
    unsubscribe();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthCache, type ChannelHandlers, HEARTBEAT_MS, LEASE_MS, type OpenChannel } from './auth-cache.ts';
import type { Actor } from './permissions.ts';

/**
 * The cache's rules against a stand-in channel: one ordered stream of messages (PostgreSQL's commit order),
 * each listener receiving it through its own queue, which a test may hold back (a slow or cut listener).
 */
class Channel {
  readonly listeners: { handlers: ChannelHandlers; queue: string[]; held: boolean; open: boolean }[] = [];
  opens = 0;
  refuse = false;

  readonly open: OpenChannel = async (handlers) => {
    this.opens++;
    if (this.refuse) throw new Error('connection refused');
    const listener = { handlers, queue: [] as string[], held: false, open: true };
    this.listeners.push(listener);
    return {
      send: async (payload) => this.commit(payload),
      close: async () => {
        listener.open = false;
      },
    };
  };

  /** A committed NOTIFY: queued for every open listener, in this order. */
  commit(payload: string) {
    for (const listener of this.listeners) if (listener.open) listener.queue.push(payload);
    this.deliver();
  }

  deliver() {
    for (let more = true; more; ) {
      more = false;
      for (const listener of this.listeners) {
        if (listener.held || !listener.open) continue;
        const payload = listener.queue.shift();
        if (payload === undefined) continue;
        listener.handlers.message(payload);
        more = true;
      }
    }
  }

  cut(index: number) {
    const listener = this.listeners[index]!;
    listener.open = false;
    listener.handlers.lost(new Error('cut'));
  }
}

const actor = (userId: number): Actor => ({
  userId,
  userCode: `U${userId}`,
  username: `u${userId}`,
  realName: '',
  cmpyCode: null,
  sessionId: userId,
  permissions: new Set(),
});
const LATER = new Date(Date.now() + 3_600_000);

const now = () => Date.now();
/** Lets the clock and the timers run `ms` forward, the heartbeat's sends delivered as they go. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function node(channel: Channel) {
  const cache = new AuthCache(channel.open, () => {}, now);
  await cache.start();
  await vi.advanceTimersByTimeAsync(0);
  return cache;
}

describe('session cache lease', () => {
  it('serves from memory only while its own heartbeat comes back within the lease', async () => {
    const channel = new Channel();
    const cache = await node(channel);
    expect(cache.leased()).toBe(true);
    cache.store('t1', actor(1), LATER, cache.begin());
    expect(cache.get('t1')?.userId).toBe(1);

    // A listener that stops hearing (its messages held back): the lease runs out, the cache is not used.
    channel.listeners[0]!.held = true;
    await advance(LEASE_MS);
    expect(cache.leased()).toBe(false);
    expect(cache.get('t1')).toBeNull();
    cache.store('t2', actor(2), LATER, cache.begin());
    expect(cache.size).toBe(1);

    // Hearing again: the heartbeats held back were sent within the lease, which they renew.
    channel.listeners[0]!.held = false;
    channel.deliver();
    expect(cache.leased()).toBe(true);
    await cache.close();
  });

  it('drops everything when its listener is lost, and reads the database until it is back', async () => {
    const channel = new Channel();
    const cache = await node(channel);
    cache.store('t1', actor(1), LATER, cache.begin());
    channel.refuse = true;
    channel.cut(0);
    expect(cache.leased()).toBe(false);
    expect(cache.get('t1')).toBeNull();
    expect(cache.size).toBe(0);
    await advance(1000);
    expect(channel.opens).toBe(2); // retried, refused
    channel.refuse = false;
    await advance(1000);
    expect(channel.opens).toBe(3);
    expect(cache.leased()).toBe(true);
    await cache.close();
  });

  it('never serves an entry past its session expiry', async () => {
    const channel = new Channel();
    const cache = await node(channel);
    cache.store('t1', actor(1), new Date(Date.now() - 1), cache.begin());
    expect(cache.get('t1')).toBeNull();
    await cache.close();
  });
});

describe('session cache invalidation', () => {
  it('a change clears the cache, and a read begun before it is not stored after it', async () => {
    const channel = new Channel();
    const cache = await node(channel);
    cache.store('t1', actor(1), LATER, cache.begin());
    const before = cache.begin();
    channel.commit('c:x1');
    expect(cache.get('t1')).toBeNull();
    cache.store('t2', actor(2), LATER, before); // the read that started before the change
    expect(cache.get('t2')).toBeNull();
    cache.store('t2', actor(2), LATER, cache.begin());
    expect(cache.get('t2')?.userId).toBe(2);
    await cache.close();
  });

  /** Nodes a and b that have heard each other; b holds a cached entry and stops hearing; a change commits. */
  async function changeWhileBHears(change: string) {
    const channel = new Channel();
    const a = await node(channel);
    const b = await node(channel);
    await advance(HEARTBEAT_MS);
    b.store('t1', actor(1), LATER, b.begin());
    channel.listeners[1]!.held = true;
    const since = now();
    channel.commit(`c:${change}`);
    const state = { settled: false };
    const waiting = a.settle(change, since).then(() => {
      state.settled = true;
    });
    const close = async () => {
      await a.close();
      await b.close();
    };
    return { channel, b, state, waiting, close };
  }

  it('the changing node waits for the other node to acknowledge, not longer', async () => {
    const { channel, b, state, waiting, close } = await changeWhileBHears('change-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    expect(b.get('t1')?.userId).toBe(1); // b has not heard yet: the answer must not go out

    channel.listeners[1]!.held = false;
    channel.deliver(); // b hears, clears, acknowledges
    await waiting;
    expect(state.settled).toBe(true);
    expect(b.size).toBe(0);
    await close();
  });

  it('a node that never acknowledges delays the answer by the lease, after which it holds no lease', async () => {
    const { b, state, waiting, close } = await changeWhileBHears('change-2');
    await advance(LEASE_MS - HEARTBEAT_MS);
    expect(state.settled).toBe(false);
    await advance(HEARTBEAT_MS);
    await waiting;
    expect(b.leased()).toBe(false);
    expect(b.get('t1')).toBeNull();
    await close();
  });

  it('a node not heard from within the lease before the change is not waited for', async () => {
    const channel = new Channel();
    const a = await node(channel);
    const b = await node(channel);
    await advance(HEARTBEAT_MS);
    await b.close(); // gone: its last message is older than the lease when the change comes
    await advance(LEASE_MS + HEARTBEAT_MS);
    const since = now();
    channel.commit('c:change-3');
    await a.settle('change-3', since); // resolves on a's own hearing; the timers do not move
    await a.close();
  });

  /** Nodes a and b that have heard each other. */
  async function twoNodes() {
    const channel = new Channel();
    const a = await node(channel);
    const b = await node(channel);
    await advance(HEARTBEAT_MS);
    return { channel, a, b };
  }

  /** a settling `change`, and whether it has. */
  function settling(a: AuthCache, change: string, since: number) {
    const state = { settled: false };
    const waiting = a.settle(change, since).then(() => {
      state.settled = true;
    });
    return { state, waiting };
  }

  it('a change whose transaction rolled back (never announced) is not waited for', async () => {
    const { a, b } = await twoNodes();
    b.store('t1', actor(1), LATER, b.begin());
    const { state, waiting } = settling(a, 'rolled-back', now());
    await vi.advanceTimersByTimeAsync(0); // a's own heartbeat comes back, and no change came before it
    expect(state.settled).toBe(true);
    await waiting;
    expect(b.get('t1')?.userId).toBe(1); // nothing changed: b keeps its entry
    await a.close();
    await b.close();
  });

  it('a committed change the changing node has not heard yet is still waited for', async () => {
    const { channel, a, b } = await twoNodes();
    channel.listeners[0]!.held = true; // a hears nothing yet: not its heartbeat, not the change
    const since = now();
    channel.commit('c:change-4');
    const { state, waiting } = settling(a, 'change-4', since);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    channel.listeners[0]!.held = false;
    channel.deliver(); // the change, then a's heartbeat: a heard it, and so did b
    await waiting;
    expect(state.settled).toBe(true);
    await a.close();
    await b.close();
  });

  it('close stops the heartbeat, the retry timer and the connection', async () => {
    const channel = new Channel();
    const cache = await node(channel);
    expect(vi.getTimerCount()).toBe(1);
    await cache.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(channel.listeners[0]!.open).toBe(false);

    const lost = await node(channel);
    channel.refuse = true;
    channel.cut(1);
    expect(vi.getTimerCount()).toBe(2); // heartbeat and retry
    await lost.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});

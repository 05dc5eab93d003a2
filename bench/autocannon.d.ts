// The part of autocannon's API that run.mjs uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds per request. */
    timeout?: number;
  }

  interface Result {
    /** Seconds the run took. */
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  /** An event emitter that is also the promise of the result. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}

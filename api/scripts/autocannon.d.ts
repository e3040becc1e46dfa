// The part of autocannon's API scripts/bench-api.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  }

  type Instance = EventEmitter & PromiseLike<unknown>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}

/**
 * What the scale-out stack (scale-out-stack.ts) runs, as its global set-up hands it to the tests
 * (SCALE_OUT_STATE), and the load balancer's access log.
 */
import { readFileSync } from 'node:fs';

export interface ScaleOutInstance {
  name: string;
  /** http://127.0.0.1:<port>, the instance itself (past the load balancer). */
  origin: string;
  /** 127.0.0.1:<port>, as nginx names it in `$upstream_addr` (the X-Upstream header, the log). */
  upstream: string;
}

export interface ScaleOutState {
  /** The load balancer: the shop's public origin. */
  origin: string;
  instances: ScaleOutInstance[];
  /** nginx's access log (the `scale_out` format: see nginx-config.ts). */
  accessLog: string;
  /** The PostgreSQL database every instance shares. */
  database: string;
  /** The Redis the instances count in, and the start of every key they write. */
  redis: { url: string; prefix: string };
  /** The stack's temporary folder (deployment, logs, nginx's files). */
  folder: string;
  /** The stack's process (it stops everything it started when it ends). */
  pid: number;
}

export const STATE_ENV = 'SCALE_OUT_STATE';

/** The running stack, in a test of the scale-out run. */
export function scaleOutState(): ScaleOutState {
  const raw = process.env[STATE_ENV];
  if (!raw) throw new Error('Run the scale-out tests with e2e/scale-out/playwright.config.ts');
  return JSON.parse(raw) as ScaleOutState;
}

export interface LoggedRequest {
  /** Seconds since the epoch, with milliseconds. */
  time: number;
  /** The instance that answered (`127.0.0.1:<port>`), or '-' when nginx answered itself. */
  upstream: string;
  status: number;
  method: string;
  uri: string;
}

/** Every request nginx has logged so far. */
export function readAccessLog(file: string): LoggedRequest[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^(\S+) (\S+) (\d{3}) (\S+) "([^"]*)"/.exec(line);
      if (!match) throw new Error(`unexpected access log line: ${line}`);
      const [, time, upstream, status, method, uri] = match;
      return {
        time: Number(time),
        upstream: upstream ?? '-',
        status: Number(status),
        method: method ?? '',
        uri: uri ?? '',
      };
    });
}

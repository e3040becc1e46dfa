/**
 * Renders pages on the server through the deployed shell's renderer, in worker threads
 * (the API's event loop stays free for API calls, which the renderer itself makes over HTTP).
 *
 * Each worker belongs to one generation of the deployment, named by the registry and the build
 * ids (`builds/latest.json`): after a release, the next page starts a new generation and the old
 * workers finish their pages and stop. A page the renderer cannot give in time (deadline), or
 * any failure of the renderer, is answered with null: the browser renders that page.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  DEPLOYMENT_RECORD,
  type RendererSetup,
  type RenderOutcome,
  type RenderRequest,
} from '@shop/shared/contract';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './render-protocol';

export interface RendererPoolOptions {
  deployDir: string;
  /** The folder of the shell's version in use (its renderer is `server/render.js` in it). */
  shellFolder: () => Promise<string | null>;
  /** The origin the server answers on (filled in once it listens). */
  internalOrigin: () => string | null;
  /** The deployment's setup, without the origins (registry, config, remote origins). */
  describe: () => Promise<Omit<RendererSetup, 'internalOrigin' | 'apiBaseUrl'>>;
  /** Worker threads per generation. */
  workers: number;
  /** How long a page may take before the browser renders it instead. */
  deadlineMs: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** Headers the workers send with their requests to the server itself (WorkerSetup). */
  internalHeaders?: Record<string, string>;
}

interface Generation {
  key: string;
  workers: RenderWorker[];
  startedAt: number;
}

/** A generation whose renderer failed is tried again after this long. */
const RETRY_FAILED_MS = 30_000;

interface Pending {
  resolve: (outcome: RenderOutcome) => void;
  timer: NodeJS.Timeout;
}

class RenderWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failed: string | null = null;
  private retiring = false;

  constructor(data: WorkerSetup, log: RendererPoolOptions['log']) {
    this.worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: data });
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'failed') {
        this.failed = reply.message;
        log?.('the server renderer did not start: pages render in the browser', {
          reason: reply.message,
        });
        this.settleAll(`renderer failed: ${reply.message}`);
      } else if (reply.type === 'outcome') {
        const entry = this.pending.get(reply.id);
        if (entry) {
          clearTimeout(entry.timer);
          this.pending.delete(reply.id);
          entry.resolve(reply.outcome);
        }
        this.stopIfRetired();
      }
    });
    this.worker.on('error', (error) => {
      this.failed = String(error);
      log?.('a render worker stopped', { reason: String(error) });
      this.settleAll(`renderer stopped: ${String(error)}`);
    });
    this.worker.on('exit', () => {
      this.failed ??= 'exited';
      this.settleAll('renderer exited');
    });
  }

  /** Why the worker cannot render (its renderer failed to start, or it exited), or null. */
  get failure(): string | null {
    return this.failed;
  }

  get usable(): boolean {
    return this.failed === null && !this.retiring;
  }

  get load(): number {
    return this.pending.size;
  }

  render(request: RenderRequest): Promise<RenderOutcome> {
    if (this.failed) return Promise.resolve({ kind: 'browser', reason: this.failed });
    const id = this.nextId++;
    return new Promise((resolve) => {
      // The worker answers by the deadline itself; this is the guard for a worker that hangs.
      const timer = setTimeout(
        () => {
          this.pending.delete(id);
          resolve({ kind: 'browser', reason: 'render deadline' });
          this.stopIfRetired();
        },
        Math.max(0, request.deadline - Date.now()) + 250,
      );
      this.pending.set(id, { resolve, timer });
      this.worker.postMessage({ id, request } satisfies WorkerRequest);
    });
  }

  retire(): void {
    this.retiring = true;
    this.stopIfRetired();
  }

  /** A retired worker stops once it has no page left, answered or given up past its deadline. */
  private stopIfRetired(): void {
    if (this.retiring && this.pending.size === 0) void this.worker.terminate();
  }

  stop(): Promise<number> {
    this.settleAll('server closing');
    return this.worker.terminate();
  }

  private settleAll(reason: string): void {
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.resolve({ kind: 'browser', reason });
      this.pending.delete(id);
    }
  }
}

export interface RendererPool {
  /** The page, a redirect, or null: the browser renders the page. */
  render(url: string, cookies: Record<string, string>): Promise<RenderOutcome>;
  close(): Promise<void>;
}

/** When the deployment's record and its build ids last changed. */
async function deploymentStamp(deployDir: string): Promise<string> {
  const files = [DEPLOYMENT_RECORD, path.join('builds', 'latest.json')];
  const times = await Promise.all(
    files.map((file) =>
      stat(path.join(deployDir, file)).then(
        (found) => found.mtimeMs,
        () => 0,
      ),
    ),
  );
  return times.join(':');
}

/** The deployed build ids (`builds/latest.json`); none before the first release. */
async function deployedBuilds(deployDir: string): Promise<Record<string, string>> {
  try {
    const builds = JSON.parse(
      await readFile(path.join(deployDir, 'builds', 'latest.json'), 'utf8'),
    );
    return builds && typeof builds === 'object' ? (builds as Record<string, string>) : {};
  } catch {
    return {};
  }
}

// Long: the pool's methods are closures over its workers and queue.
export function createRendererPool(options: RendererPoolOptions): RendererPool {
  let generation: Generation | null = null;
  let checked: { at: number; stamp: string; key: Promise<Generation | null> } | null = null;

  async function currentGeneration(): Promise<Generation | null> {
    const origin = options.internalOrigin();
    const shellFolder = await options.shellFolder();
    if (!origin || !shellFolder) return null;
    const rendererFile = path.join(shellFolder, 'server', 'render.js');
    if (!existsSync(rendererFile)) return null;
    const described = await options.describe();
    const builds = await deployedBuilds(options.deployDir);
    // The generation's name: the renderer, the registry and the deployed build ids.
    const key = JSON.stringify([rendererFile, described, builds]);
    if (
      generation?.key === key &&
      (generation.workers.some((worker) => worker.usable) ||
        Date.now() - generation.startedAt < RETRY_FAILED_MS)
    ) {
      return generation;
    }
    const setup: RendererSetup = {
      ...described,
      builds,
      internalOrigin: origin,
      apiBaseUrl: `${origin}/api`,
    };
    const previous = generation;
    generation = {
      key,
      startedAt: Date.now(),
      workers: Array.from(
        { length: options.workers },
        () =>
          new RenderWorker(
            {
              rendererFile,
              setup,
              ...(options.internalHeaders ? { internalHeaders: options.internalHeaders } : {}),
            },
            options.log,
          ),
      ),
    };
    for (const worker of previous?.workers ?? []) worker.retire();
    return generation;
  }

  /**
   * The generation is looked up again when the deployment's record or build ids change (their
   * modification times, read on every page), so the page after a release is rendered with it,
   * and otherwise at most once a second (a registry of remotes hosted elsewhere).
   */
  async function generationNow(): Promise<Generation | null> {
    const now = Date.now();
    const stamp = await deploymentStamp(options.deployDir);
    if (!checked || checked.stamp !== stamp || now - checked.at > 1000) {
      checked = { at: now, stamp, key: currentGeneration() };
    }
    return checked.key;
  }

  return {
    async render(url, cookies) {
      const deadline = Date.now() + options.deadlineMs;
      let current: Generation | null;
      try {
        current = await generationNow();
      } catch (error) {
        return { kind: 'browser', reason: `no renderer: ${String(error)}` };
      }
      if (!current) return { kind: 'browser', reason: 'no renderer deployed' };
      const workers = current.workers.filter((worker) => worker.usable);
      if (workers.length === 0) {
        // The deployed renderer failed: the browser renders the page, and is told why.
        const failure = current.workers.find((worker) => worker.failure)?.failure;
        return { kind: 'browser', reason: `renderer failed: ${failure ?? 'no worker ready'}` };
      }
      const worker = workers.reduce((best, next) => (next.load < best.load ? next : best));
      return worker.render({ url, cookies, deadline });
    },
    async close() {
      const workers = generation?.workers ?? [];
      generation = null;
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}

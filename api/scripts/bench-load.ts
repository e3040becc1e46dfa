// npm run bench:load [-- --shoppers 200 --seconds 60 --db pglite|postgres|both --think-ms 1000]
// npm run bench:load -- --target http://127.0.0.1:8080 [--shoppers 20 --seconds 10]
//
// Shoppers at once: each virtual shopper lists a category (POST /api/products with the form the
// catalogue sends), opens a product (GET /api/product/:id), sometimes searches (POST /api/products
// with search_text), and sometimes puts the product in its cart (POST /api/cart/generate once, then
// POST /api/cart/update: an Add, or once the cart holds a few lines a Response changing their
// quantities), thinking for a while (think-ms, ±50 %) after every answer. Each shopper runs until
// the time is up; a request unanswered after --timeout seconds (default 30) is abandoned and counted
// as a timeout, so the run always ends.
//
// The server is the shop's own (src/server.ts, as `npm start` runs it, in a child process so the
// shoppers do not share its event loop) on 127.0.0.1, on a fresh database: PGlite in a temporary
// folder as `npm start` keeps it (or in memory with --pglite memory), and/or
// a throw-away database created on the PostgreSQL server (--postgres-url, default DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards. Environment variables given
// to this command reach the server (e.g. LOG_LEVEL, or the overload limits of the README).
//
// --target <base URL> (or BENCH_TARGET) sends the shoppers to a shop already running there instead
// (one instance, or several behind a load balancer), on whatever database it has; --db, --pglite,
// --postgres-url, --profile and --server-log then do not apply. Its target is PostgreSQL's.
//
// --profile <folder> writes the server's CPU profile there (open it in Chrome's DevTools);
// --server-log <file> keeps the server's log (with LOG_LEVEL=info, each request's responseTime).
// --json <file> also writes each run's figures there, as JSON.
//
// Per database: requests, req/s, latency percentiles (all answers, and 2xx only), answers by
// status, timeouts, network errors, and the same per step. Exit code 1 when a target is missed:
// PostgreSQL: no error and p95 <= 300 ms; PGlite: no timeout, and every refusal a 503 with
// Retry-After.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type {
  CartGenerateResponse,
  CartUpdate,
  CategoriesResponse,
  ProductsResponse,
} from '@shop/shared/contract';
import pg from 'pg';
import { freePort } from '../src/test/free-port';

const { values: args } = parseArgs({
  options: {
    shoppers: { type: 'string', default: process.env.BENCH_SHOPPERS ?? '200' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '60' },
    db: { type: 'string', default: process.env.BENCH_DB ?? 'both' },
    'think-ms': { type: 'string', default: process.env.BENCH_THINK_MS ?? '1000' },
    timeout: { type: 'string', default: process.env.BENCH_TIMEOUT ?? '30' },
    'postgres-url': {
      type: 'string',
      default: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'log-level': { type: 'string', default: process.env.LOG_LEVEL ?? 'info' },
    /** PGlite on disk (a temporary folder, as `npm start` keeps it in api/.data) or in memory. */
    pglite: { type: 'string', default: process.env.BENCH_PGLITE ?? 'dir' },
    /** A folder for the server's CPU profile (node --cpu-prof), one .cpuprofile per run. */
    profile: { type: 'string' },
    /** A file for the server's log (appended; default: dropped). */
    'server-log': { type: 'string' },
    /** The base URL of a running shop to send the shoppers to (no server of its own). */
    target: { type: 'string', default: process.env.BENCH_TARGET || undefined },
    /** A file for each run's figures, as JSON. */
    json: { type: 'string' },
  },
});

function positive(name: string, value: string | undefined, max: number): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > max) {
    console.error(`--${name} must be a number above 0 and at most ${max}, got "${value}"`);
    process.exit(2);
  }
  return number;
}

const SHOPPERS = Math.round(positive('shoppers', args.shoppers, 5000));
const SECONDS = positive('seconds', args.seconds, 3600);
const THINK_MS = positive('think-ms', args['think-ms'], 60_000);
const TIMEOUT_MS = positive('timeout', args.timeout, 600) * 1000;
const DATABASES = { pglite: ['pglite'], postgres: ['postgres'], both: ['pglite', 'postgres'] }[
  args.db ?? ''
] as Array<'pglite' | 'postgres'> | undefined;
if (args.pglite !== 'dir' && args.pglite !== 'memory') {
  console.error(`--pglite must be dir or memory, got "${args.pglite}"`);
  process.exit(2);
}
if (!DATABASES) {
  console.error(`--db must be pglite, postgres or both, got "${args.db}"`);
  process.exit(2);
}
/** The running shop's base URL (--target), without a trailing slash; undefined: start our own. */
const TARGET = (() => {
  if (args.target === undefined) return undefined;
  try {
    const url = new URL(args.target);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {}
  console.error(`--target must be an http(s) base URL, got "${args.target}"`);
  process.exit(2);
})();

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));

// ---------------------------------------------------------------- the server

interface Server {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.setTimeout(2000, () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** src/server.ts in a child process on 127.0.0.1; resolves once /api/health answers. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: args['log-level'],
    },
    // The log goes to --server-log or nowhere; the last of stderr is kept for errors.
    stdio: ['ignore', args['server-log'] ? openSync(args['server-log'], 'a') : 'ignore', 'pipe'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const giveUp = performance.now() + 180_000;
  while (!(await healthy(port))) {
    if (exited) throw new Error(`the server ended before answering\n${stderr}`);
    if (performance.now() > giveUp) {
      await stop();
      throw new Error(`the server did not answer /api/health within 180 s\n${stderr}`);
    }
    await sleep(200);
  }
  return { port, child, stop };
}

/** A fresh database on the PostgreSQL server, dropped by the returned function. */
async function createPostgresDatabase(serverUrl: string) {
  const name = `shop_load_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

// ---------------------------------------------------------------- the shoppers

type Step = 'list' | 'detail' | 'search' | 'cart-generate' | 'cart-update';

interface Sample {
  step: Step;
  /** HTTP status, or 'timeout' / 'network' when no answer came. */
  outcome: number | 'timeout' | 'network';
  ms: number;
  retryAfter: boolean;
}

interface Answer {
  status: number;
  body: string;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function form(fields: Record<string, string | number | undefined>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(key, String(value));
  }
  return body.toString();
}

class Client {
  readonly samples: Sample[] = [];
  private readonly agent: http.Agent;
  private readonly open = new Set<http.ClientRequest>();

  private readonly transport: typeof http | typeof https;

  constructor(
    private readonly base: URL,
    connections: number,
  ) {
    this.transport = base.protocol === 'https:' ? https : http;
    this.agent = new this.transport.Agent({ keepAlive: true, maxSockets: connections });
  }

  /** One request; never rejects: no answer within the timeout is a 'timeout' sample. */
  send(step: Step, method: string, path: string, body?: string): Promise<Answer | undefined> {
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: Sample['outcome'], answer?: Answer, retryAfter = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.open.delete(request);
        this.samples.push({ step, outcome, ms: performance.now() - started, retryAfter });
        resolve(answer);
      };
      const request = this.transport.request(
        {
          protocol: this.base.protocol,
          hostname: this.base.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: this.base.port,
          method,
          path: `${this.base.pathname.replace(/\/+$/, '')}${path}`,
          agent: this.agent,
          headers: body === undefined ? {} : { ...FORM, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            finish(
              status,
              { status, body: Buffer.concat(chunks).toString() },
              response.headers['retry-after'] !== undefined,
            );
          });
          response.on('error', () => finish('network'));
        },
      );
      const timer = setTimeout(() => {
        finish('timeout');
        request.destroy();
      }, TIMEOUT_MS);
      this.open.add(request);
      request.on('error', () => finish('network'));
      request.end(body);
    });
  }

  close() {
    for (const request of this.open) request.destroy();
    this.agent.destroy();
  }
}

const SEARCHES = [
  'aputure',
  'sony',
  'canon',
  'objektiv',
  'stativ',
  'led',
  'mikrofon',
  'blackmagic',
];
const SORTS = ['sort_old_desc', 'sort_newest', 'sort_price_asc', 'sort_name_asc'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

function parse<T>(answer: Answer | undefined): T | undefined {
  if (answer?.status !== 200) return undefined;
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

interface CartLine {
  id: number;
  type: 'product' | 'bundle';
  quantity: number;
  isSale: boolean;
}

async function shopper(client: Client, categoryIds: number[], deadline: number): Promise<void> {
  const lang = Math.random() < 0.7 ? 'cs' : 'en';
  let cartCode: string | undefined;
  const lines: CartLine[] = [];
  // Shoppers do not all arrive in the same millisecond.
  await sleep(Math.random() * THINK_MS);
  while (performance.now() < deadline) {
    const list = parse<ProductsResponse>(
      await client.send(
        'list',
        'POST',
        '/api/products',
        form({
          lang,
          limit: 24,
          page: Math.random() < 0.2 ? 2 : 1,
          [pick(SORTS)]: 1,
          category_id: pick(categoryIds),
        }),
      ),
    );
    await think();
    if (performance.now() >= deadline) break;
    const product = list?.products.length ? pick(list.products) : undefined;
    if (!product) continue;
    await client.send('detail', 'GET', `/api/product/${product.id}`);
    await think();
    if (performance.now() >= deadline) break;

    if (Math.random() < 0.3) {
      await client.send(
        'search',
        'POST',
        '/api/products',
        form({ lang, limit: 24, page: 1, search_text: pick(SEARCHES) }),
      );
      await think();
      if (performance.now() >= deadline) break;
    }

    if (Math.random() < 0.4 && product.kind !== 'dynamicProduct') {
      if (!cartCode) {
        cartCode = parse<CartGenerateResponse>(
          await client.send('cart-generate', 'POST', '/api/cart/generate', ''),
        )?.cartCode;
        await think();
        if (!cartCode || performance.now() >= deadline) continue;
      }
      let update: CartUpdate;
      if (lines.length < 4) {
        const line: CartLine = {
          id: product.id,
          type: product.kind === 'bundle' ? 'bundle' : 'product',
          quantity: 1,
          isSale: false,
        };
        update = { kind: 'Add', items: [line] };
        const same = lines.find((existing) => existing.id === line.id);
        if (same) same.quantity += 1;
        else lines.push(line);
      } else {
        // A full cart: change quantities (the cart page's quantity buttons send the whole list).
        for (const line of lines) line.quantity = 1 + Math.floor(Math.random() * 3);
        update = { kind: 'Response', items: lines.map((line) => ({ ...line })) };
      }
      await client.send(
        'cart-update',
        'POST',
        '/api/cart/update',
        form({ cartCode, cart: JSON.stringify(update) }),
      );
      await think();
    }
  }
}

// ---------------------------------------------------------------- figures

interface Figures {
  requests: number;
  answered: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ok: { p50: number; p95: number; p99: number; count: number };
  byStatus: Record<string, number>;
  timeouts: number;
  network: number;
  refusedWithoutRetryAfter: number;
  /** Per step: requests, 2xx answers, other answers, unanswered, latency of the answers. */
  steps: Record<Step, StepFigures>;
}

interface StepFigures {
  requests: number;
  ok: number;
  other: number;
  unanswered: number;
  p50: number;
  p95: number;
  p99: number;
}

const STEPS: Step[] = ['list', 'detail', 'search', 'cart-generate', 'cart-update'];

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0
      ? 0
      : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: sorted.length };
}

function figures(samples: Sample[], seconds: number): Figures {
  const answered = samples.filter((s) => typeof s.outcome === 'number');
  const all = percentiles(answered.map((s) => s.ms));
  const byStatus: Record<string, number> = {};
  for (const sample of answered) {
    byStatus[String(sample.outcome)] = (byStatus[String(sample.outcome)] ?? 0) + 1;
  }
  return {
    requests: samples.length,
    answered: answered.length,
    perSecond: answered.length / seconds,
    p50: all.p50,
    p95: all.p95,
    p99: all.p99,
    ok: percentiles(
      answered
        .filter((s) => (s.outcome as number) >= 200 && (s.outcome as number) < 300)
        .map((s) => s.ms),
    ),
    byStatus,
    timeouts: samples.filter((s) => s.outcome === 'timeout').length,
    network: samples.filter((s) => s.outcome === 'network').length,
    refusedWithoutRetryAfter: answered.filter((s) => s.outcome === 503 && !s.retryAfter).length,
    steps: Object.fromEntries(
      STEPS.map((step) => {
        const ofStep = samples.filter((s) => s.step === step);
        const stepAnswered = ofStep.filter((s) => typeof s.outcome === 'number');
        const ok = stepAnswered.filter(
          (s) => (s.outcome as number) >= 200 && (s.outcome as number) < 300,
        ).length;
        const { p50, p95, p99 } = percentiles(stepAnswered.map((s) => s.ms));
        return [
          step,
          {
            requests: ofStep.length,
            ok,
            other: stepAnswered.length - ok,
            unanswered: ofStep.length - stepAnswered.length,
            p50,
            p95,
            p99,
          },
        ];
      }),
    ) as Record<Step, StepFigures>,
  };
}

const ms = (value: number) => `${value < 100 ? value.toFixed(1) : value.toFixed(0)} ms`;
const statuses = (byStatus: Record<string, number>) =>
  Object.entries(byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

function errorsOf(result: Figures): number {
  const failed = Object.entries(result.byStatus)
    .filter(([status]) => Number(status) >= 400)
    .reduce((sum, [, count]) => sum + count, 0);
  return failed + result.timeouts + result.network;
}

// ---------------------------------------------------------------- a run

/** The shoppers against the shop at `base` (warmed up first); its figures. */
async function shop(base: URL, label: string): Promise<Figures> {
  const warmUp = new Client(base, 4);
  // A server just started may still refuse (its first event loop samples include the start).
  let categories: CategoriesResponse['categories'] | undefined;
  for (let attempt = 0; attempt < 60 && !categories; attempt++) {
    if (attempt > 0) await sleep(500);
    categories = parse<CategoriesResponse>(
      await warmUp.send('list', 'GET', '/api/categories'),
    )?.categories;
  }
  const categoryIds = (categories ?? []).filter((c) => c.productCount > 0).map((c) => c.id);
  if (categoryIds.length === 0) throw new Error(`${label}: no category with products`);
  for (const id of categoryIds) {
    await warmUp.send('list', 'POST', '/api/products', form({ category_id: id, limit: 24 }));
  }
  warmUp.close();

  console.log(
    `${label}: ${SHOPPERS} shoppers for ${SECONDS} s, thinking ${THINK_MS} ms ±50 %, ` +
      `timeout ${TIMEOUT_MS / 1000} s, ${categoryIds.length} categories`,
  );
  const client = new Client(base, SHOPPERS + 10);
  const begun = performance.now();
  const deadline = begun + SECONDS * 1000;
  await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(client, categoryIds, deadline)));
  const elapsed = (performance.now() - begun) / 1000;
  client.close();
  const result = figures(client.samples, elapsed);
  print(label, result, elapsed);
  return result;
}

/** The shop's own server on a fresh database, and the shoppers against it. */
async function run(database: 'pglite' | 'postgres'): Promise<{ label: string; result: Figures }> {
  let drop = async () => {};
  let env: NodeJS.ProcessEnv;
  let label: string;
  if (database === 'postgres') {
    const serverUrl = args['postgres-url'] ?? '';
    const created = await createPostgresDatabase(serverUrl);
    drop = created.drop;
    env = { DATABASE_URL: created.url };
    label = `PostgreSQL (${new URL(serverUrl).host})`;
  } else if (args.pglite === 'memory') {
    env = { DATABASE_URL: '', PGLITE_DIR: 'memory' };
    label = 'PGlite (in memory)';
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'shop-load-pglite-'));
    drop = () => rm(dir, { recursive: true, force: true });
    env = { DATABASE_URL: '', PGLITE_DIR: dir };
    label = 'PGlite (on disk)';
  }
  let server: Server | undefined;
  try {
    const started = performance.now();
    server = await startServer(env);
    console.log(
      `${label}: server up (migrated and seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const result = await shop(new URL(`http://127.0.0.1:${server.port}`), label);
    return { label, result };
  } finally {
    await server?.stop();
    await drop();
  }
}

function print(label: string, result: Figures, elapsed: number) {
  console.log(
    `\n${label}\n` +
      `  requests ${result.requests} in ${elapsed.toFixed(1)} s (answered ${result.answered}, ` +
      `${result.perSecond.toFixed(1)} req/s)\n` +
      `  latency, all answers: p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}\n` +
      `  latency, 2xx only:    p50 ${ms(result.ok.p50)}, p95 ${ms(result.ok.p95)}, p99 ${ms(result.ok.p99)} (${result.ok.count})\n` +
      `  answers by status: ${statuses(result.byStatus)}` +
      (result.refusedWithoutRetryAfter
        ? ` (${result.refusedWithoutRetryAfter} 503 without Retry-After)`
        : '') +
      `\n  timeouts (no answer within ${TIMEOUT_MS / 1000} s): ${result.timeouts}; network errors: ${result.network}`,
  );
  console.log(
    '  | step          | requests |  2xx | other | timeouts |      p50 |      p95 |      p99 |',
  );
  console.log(
    '  | ------------- | -------: | ---: | ----: | -------: | -------: | -------: | -------: |',
  );
  for (const step of STEPS) {
    const figures = result.steps[step];
    console.log(
      `  | ${step.padEnd(13)} | ${String(figures.requests).padStart(8)} | ${String(figures.ok).padStart(4)} | ` +
        `${String(figures.other).padStart(5)} | ${String(figures.unanswered).padStart(8)} | ` +
        `${ms(figures.p50).padStart(8)} | ${ms(figures.p95).padStart(8)} | ${ms(figures.p99).padStart(8)} |`,
    );
  }
}

/** What a run missed: PostgreSQL (and a running shop) no errors and p95 <= 300 ms; PGlite… */
function missesOf(kind: 'pglite' | 'postgres' | 'target', result: Figures): string[] {
  const misses: string[] = [];
  if (kind !== 'pglite') {
    if (errorsOf(result) > 0) misses.push(`${errorsOf(result)} errors (target 0)`);
    if (result.p95 > 300) misses.push(`p95 ${ms(result.p95)} (target <= 300 ms)`);
  } else {
    if (result.timeouts > 0) misses.push(`${result.timeouts} timeouts (target 0)`);
    const other = Object.entries(result.byStatus).filter(
      ([status]) => Number(status) >= 400 && status !== '503',
    );
    if (other.length)
      misses.push(`answers other than 2xx/503: ${statuses(Object.fromEntries(other))}`);
    if (result.refusedWithoutRetryAfter) misses.push('503 without Retry-After');
    if (result.network) misses.push(`${result.network} network errors`);
  }
  return misses;
}

const runs: Array<{ label: string; target: string | null; result: Figures; misses: string[] }> = [];
const plan: Array<'pglite' | 'postgres' | 'target'> = TARGET ? ['target'] : DATABASES;
for (const kind of plan) {
  const { label, result } =
    kind === 'target' && TARGET
      ? { label: TARGET.href, result: await shop(TARGET, TARGET.href) }
      : await run(kind as 'pglite' | 'postgres');
  const misses = missesOf(kind, result);
  console.log(misses.length ? `  TARGET MISSED: ${misses.join('; ')}\n` : '  targets met\n');
  runs.push({ label, target: TARGET?.href ?? null, result, misses });
}
if (args.json) {
  const settings = {
    shoppers: SHOPPERS,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    timeoutMs: TIMEOUT_MS,
  };
  await writeFile(args.json, `${JSON.stringify({ settings, runs }, null, 2)}\n`);
}
process.exit(runs.some((one) => one.misses.length > 0) ? 1 : 0);

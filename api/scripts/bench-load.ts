// npm run bench:load [-- --shoppers 200 --seconds 60 --databases pglite,postgres --think-ms 1000]
// npm run bench:load -- --target http://127.0.0.1:8080 [--shoppers 20 --seconds 10]
// npm run bench:load -- --help   (every option with its default)
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
// shoppers do not share its event loop) on 127.0.0.1, on a fresh database it migrates and seeds on
// start: PGlite in a temporary folder as `npm start` keeps it (or in memory with --pglite memory),
// and a throw-away database created on the PostgreSQL server (--postgres-url, default DATABASE_URL
// or postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards, also when the run is
// interrupted. --databases picks them; by default both when that PostgreSQL server answers, else
// PGlite alone. Environment variables given to this command reach the server (e.g. LOG_LEVEL, or
// the overload limits of the README).
//
// --target <base URL> (or BENCH_TARGET) sends the shoppers to a shop already running there instead
// (one instance, or several behind a load balancer), on whatever database it has; --databases,
// --pglite, --postgres-url, --profile and --server-log then do not apply. Its targets are
// PostgreSQL's.
//
// Per database: requests, req/s, latency percentiles (all answers, and 2xx only), answers by
// status, refusals, errors, and the same per step; then all databases side by side. The verdict
// is FAIL (exit code 1) when any request was refused (503, 429) or failed (any other 4xx or 5xx,
// no answer within the timeout, a network error), naming how many and at which steps, when
// PostgreSQL's (or the target's) p95 is above 300 ms, or when a database could not be run.
// Exit code 2: a wrong option (the usage is printed).
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

type Database = 'pglite' | 'postgres';
const DATABASE_NAMES: readonly Database[] = ['pglite', 'postgres'];
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface OptionHelp {
  /** What the value looks like in the usage ('' for a flag). */
  value: string;
  /** The default as the usage states it. */
  shown: string;
  text: string;
}

/** Every option: its parseArgs form (with the default in effect) and its line in the usage. */
const OPTIONS = {
  shoppers: {
    type: 'string',
    default: process.env.BENCH_SHOPPERS || '200',
    help: { value: '<n>', shown: '200, or $BENCH_SHOPPERS', text: 'virtual shoppers at once' },
  },
  seconds: {
    type: 'string',
    default: process.env.BENCH_SECONDS || '60',
    help: {
      value: '<s>',
      shown: '60, or $BENCH_SECONDS',
      text: 'how long each database is shopped',
    },
  },
  'think-ms': {
    type: 'string',
    default: process.env.BENCH_THINK_MS || '1000',
    help: {
      value: '<ms>',
      shown: '1000, or $BENCH_THINK_MS',
      text: "a shopper's pause after every answer (±50 %)",
    },
  },
  timeout: {
    type: 'string',
    default: process.env.BENCH_TIMEOUT || '30',
    help: {
      value: '<s>',
      shown: '30, or $BENCH_TIMEOUT',
      text: 'a request unanswered this long is abandoned (an error)',
    },
  },
  databases: {
    type: 'string',
    default: process.env.BENCH_DATABASES || undefined,
    help: {
      value: '<list>',
      shown:
        '$BENCH_DATABASES, or pglite,postgres when PostgreSQL answers at --postgres-url, else pglite',
      text: 'the databases to run, comma-separated: pglite, postgres',
    },
  },
  db: {
    type: 'string',
    default: process.env.BENCH_DB || undefined,
    help: {
      value: 'pglite|postgres|both',
      shown: 'none, or $BENCH_DB',
      text: 'the older spelling of --databases',
    },
  },
  pglite: {
    type: 'string',
    default: process.env.BENCH_PGLITE || 'dir',
    help: {
      value: 'dir|memory',
      shown: 'dir, or $BENCH_PGLITE',
      text: 'PGlite in a temporary folder (as `npm start` keeps it) or in memory',
    },
  },
  'postgres-url': {
    type: 'string',
    default: process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
    help: {
      value: '<url>',
      shown: `$DATABASE_URL, or ${DEFAULT_POSTGRES_URL}`,
      text: 'the PostgreSQL server a fresh database is created on (and dropped from)',
    },
  },
  'log-level': {
    type: 'string',
    default: process.env.LOG_LEVEL || 'info',
    help: { value: '<level>', shown: 'info, or $LOG_LEVEL', text: "the server's log level" },
  },
  'server-log': {
    type: 'string',
    help: {
      value: '<file>',
      shown: 'none: the log is dropped',
      text: "appends the server's log there (at info, each request's responseTime)",
    },
  },
  profile: {
    type: 'string',
    help: {
      value: '<folder>',
      shown: 'none',
      text: "writes the server's CPU profile there, one .cpuprofile per database",
    },
  },
  target: {
    type: 'string',
    default: process.env.BENCH_TARGET || undefined,
    help: {
      value: '<url>',
      shown: 'none, or $BENCH_TARGET',
      text: "shops at a shop running there instead of starting one (PostgreSQL's targets)",
    },
  },
  json: {
    type: 'string',
    help: { value: '<file>', shown: 'none', text: "also writes each run's figures there, as JSON" },
  },
  help: {
    type: 'boolean',
    short: 'h',
    help: { value: '', shown: '', text: 'prints this usage' },
  },
} as const satisfies Record<
  string,
  { type: 'string' | 'boolean'; default?: string; short?: string; help: OptionHelp }
>;

function usage(): string {
  const lines = Object.entries(OPTIONS).flatMap(([name, option]) => {
    const short = 'short' in option ? `-${option.short}, ` : '';
    const flag = `${short}--${name}${option.help.value ? ` ${option.help.value}` : ''}`;
    const text = `  ${flag.padEnd(28)} ${option.help.text}`;
    return option.help.shown
      ? [text, `  ${''.padEnd(28)}   default: ${option.help.shown}`]
      : [text];
  });
  return [
    'usage: npm run bench:load [-- options]',
    '',
    'Virtual shoppers list categories, open products, search and fill carts against the shop',
    'started on a fresh database (or at --target), then the figures of every database side by',
    'side. Verdict FAIL (exit 1) when any request is refused (503/429) or fails (other 4xx, 5xx,',
    'timeout, network error), when p95 on PostgreSQL (or --target) is above 300 ms, or when a',
    'database could not be run; exit 2 on a wrong option.',
    '',
    'options:',
    ...lines,
  ].join('\n');
}

function wrongOption(message: string): never {
  console.error(`${message}\n\n${usage()}`);
  process.exit(2);
}

const args = (() => {
  const options = Object.fromEntries(
    Object.entries(OPTIONS).map(([name, { help: _help, ...option }]) => [name, option]),
  ) as { [Name in keyof typeof OPTIONS]: Omit<(typeof OPTIONS)[Name], 'help'> };
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return wrongOption(error instanceof Error ? error.message : String(error));
  }
})();
if (args.help) {
  console.log(usage());
  process.exit(0);
}

function positive(name: string, value: string | undefined, max: number): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || number > max) {
    wrongOption(`--${name} must be a number above 0 and at most ${max}, got "${value}"`);
  }
  return number;
}

const SHOPPERS = Math.round(positive('shoppers', args.shoppers, 5000));
const SECONDS = positive('seconds', args.seconds, 3600);
const THINK_MS = positive('think-ms', args['think-ms'], 60_000);
const TIMEOUT_MS = positive('timeout', args.timeout, 600) * 1000;
if (args.pglite !== 'dir' && args.pglite !== 'memory') {
  wrongOption(`--pglite must be dir or memory, got "${args.pglite}"`);
}
/** The databases asked for (--databases, or --db), or undefined: decided by what answers. */
const ASKED_DATABASES = ((): Database[] | undefined => {
  if (args.databases !== undefined) {
    const names = args.databases
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const wrong = names.filter((name) => !DATABASE_NAMES.includes(name as Database));
    if (names.length === 0 || wrong.length > 0) {
      wrongOption(
        `--databases takes pglite and/or postgres, comma-separated, got "${args.databases}"`,
      );
    }
    return [...new Set(names as Database[])];
  }
  if (args.db !== undefined) {
    const databases = (
      { pglite: ['pglite'], postgres: ['postgres'], both: [...DATABASE_NAMES] } as const
    )[args.db as 'pglite' | 'postgres' | 'both'];
    if (!databases) wrongOption(`--db must be pglite, postgres or both, got "${args.db}"`);
    return [...databases];
  }
  return undefined;
})();
/** The running shop's base URL (--target); undefined: start our own. */
const TARGET = (() => {
  if (args.target === undefined) return undefined;
  try {
    const url = new URL(args.target);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {}
  return wrongOption(`--target must be an http(s) base URL, got "${args.target}"`);
})();
const POSTGRES_URL = (() => {
  try {
    return new URL(args['postgres-url'] ?? DEFAULT_POSTGRES_URL);
  } catch {
    return wrongOption('--postgres-url must be a postgres:// URL');
  }
})();

// Whatever a run leaves (a server, a database) goes also when the run is interrupted.
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the database…`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() =>
      process.exit(130),
    );
  });
}

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

/** Whether the PostgreSQL server at `url` takes a connection (within 3 s); why not, if not. */
async function postgresAnswers(url: URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database on the PostgreSQL server, dropped by the returned function. */
async function createPostgresDatabase(serverUrl: URL) {
  const name = `shop_load_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.href, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl.href });
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
  /** The socket error's code of a 'network' sample, e.g. ECONNRESET. */
  errorCode?: string;
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
      const finish = (
        outcome: Sample['outcome'],
        answer?: Answer,
        retryAfter = false,
        errorCode?: string,
      ) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.open.delete(request);
        const ms = performance.now() - started;
        this.samples.push({ step, outcome, ms, retryAfter, ...(errorCode ? { errorCode } : {}) });
        resolve(answer);
      };
      const failed = (error: NodeJS.ErrnoException) =>
        finish('network', undefined, false, error.code ?? error.message);
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
          response.on('error', failed);
        },
      );
      const timer = setTimeout(() => {
        finish('timeout');
        request.destroy();
      }, TIMEOUT_MS);
      this.open.add(request);
      request.on('error', failed);
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
  /** Network errors by the socket error's code. */
  networkCodes: Record<string, number>;
  /** Answers 503 or 429: the shop turned the request away. */
  refused: number;
  /** Other 4xx and 5xx answers, timeouts and network errors. */
  errors: number;
  refusedWithoutRetryAfter: number;
  /** Per step: requests, 2xx answers, other answers, unanswered, latency of the answers. */
  steps: Record<Step, StepFigures>;
}

interface StepFigures {
  requests: number;
  ok: number;
  other: number;
  unanswered: number;
  refused: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

const STEPS: Step[] = ['list', 'detail', 'search', 'cart-generate', 'cart-update'];

const isOk = (sample: Sample) =>
  typeof sample.outcome === 'number' && sample.outcome >= 200 && sample.outcome < 300;
const isRefused = (sample: Sample) => sample.outcome === 503 || sample.outcome === 429;
/** No answer, or an answer other than 1xx–3xx that is no refusal. */
const isError = (sample: Sample) =>
  typeof sample.outcome !== 'number' || (sample.outcome >= 400 && !isRefused(sample));

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0
      ? 0
      : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: sorted.length };
}

function countBy(values: ReadonlyArray<string | undefined>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value ?? 'unknown'] = (counts[value ?? 'unknown'] ?? 0) + 1;
  return counts;
}

function figures(samples: Sample[], seconds: number): Figures {
  const answered = samples.filter((s) => typeof s.outcome === 'number');
  const all = percentiles(answered.map((s) => s.ms));
  const byStatus = countBy(answered.map((s) => String(s.outcome)));
  return {
    requests: samples.length,
    answered: answered.length,
    perSecond: answered.length / seconds,
    p50: all.p50,
    p95: all.p95,
    p99: all.p99,
    ok: percentiles(answered.filter(isOk).map((s) => s.ms)),
    byStatus,
    timeouts: samples.filter((s) => s.outcome === 'timeout').length,
    network: samples.filter((s) => s.outcome === 'network').length,
    networkCodes: countBy(samples.filter((s) => s.outcome === 'network').map((s) => s.errorCode)),
    refused: samples.filter(isRefused).length,
    errors: samples.filter(isError).length,
    refusedWithoutRetryAfter: answered.filter((s) => s.outcome === 503 && !s.retryAfter).length,
    steps: Object.fromEntries(
      STEPS.map((step) => {
        const ofStep = samples.filter((s) => s.step === step);
        const stepAnswered = ofStep.filter((s) => typeof s.outcome === 'number');
        const ok = stepAnswered.filter(isOk).length;
        const { p50, p95, p99 } = percentiles(stepAnswered.map((s) => s.ms));
        return [
          step,
          {
            requests: ofStep.length,
            ok,
            other: stepAnswered.length - ok,
            unanswered: ofStep.length - stepAnswered.length,
            refused: ofStep.filter(isRefused).length,
            errors: ofStep.filter(isError).length,
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
/** "list 12, detail 3": the steps with a count above 0. */
const bySteps = (result: Figures, count: (step: StepFigures) => number) =>
  STEPS.filter((step) => count(result.steps[step]) > 0)
    .map((step) => `${step} ${count(result.steps[step])}`)
    .join(', ');

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

function labelOf(database: Database): string {
  if (database === 'postgres') return `PostgreSQL (${POSTGRES_URL.host})`;
  return args.pglite === 'memory' ? 'PGlite (in memory)' : 'PGlite (on disk)';
}

/** The shop's own server on a fresh database, and the shoppers against it. */
async function run(database: Database): Promise<Figures> {
  const label = labelOf(database);
  const cleanup: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    cleanups.delete(cleanUp);
    // The server first, then its database.
    for (const step of cleanup.splice(0).reverse()) await step();
  };
  cleanups.add(cleanUp);
  try {
    let env: NodeJS.ProcessEnv;
    if (database === 'postgres') {
      const created = await createPostgresDatabase(POSTGRES_URL);
      cleanup.push(created.drop);
      env = { DATABASE_URL: created.url };
    } else if (args.pglite === 'memory') {
      env = { DATABASE_URL: '', PGLITE_DIR: 'memory' };
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'shop-load-pglite-'));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      env = { DATABASE_URL: '', PGLITE_DIR: dir };
    }
    const started = performance.now();
    const server = await startServer(env);
    cleanup.push(server.stop);
    console.log(
      `${label}: server up (migrated and seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return await shop(new URL(`http://127.0.0.1:${server.port}`), label);
  } finally {
    await cleanUp();
  }
}

function print(label: string, result: Figures, elapsed: number) {
  console.log(
    `\n${label}\n` +
      `  requests ${result.requests} in ${elapsed.toFixed(1)} s (answered ${result.answered}, ` +
      `${result.perSecond.toFixed(1)} req/s)\n` +
      `  latency, all answers: p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}\n` +
      `  latency, 2xx only:    p50 ${ms(result.ok.p50)}, p95 ${ms(result.ok.p95)}, p99 ${ms(result.ok.p99)} (${result.ok.count})\n` +
      `  answers by status: ${statuses(result.byStatus) || 'none'}` +
      (result.refusedWithoutRetryAfter
        ? ` (${result.refusedWithoutRetryAfter} 503 without Retry-After)`
        : '') +
      `\n  refused (503/429): ${result.refused}; errors: ${result.errors} ` +
      `(timeouts after ${TIMEOUT_MS / 1000} s: ${result.timeouts}, network errors: ${result.network}` +
      (result.network ? ` – ${statuses(result.networkCodes)}` : '') +
      ')',
  );
  console.log(
    '  | step          | requests |  2xx | refused | errors |      p50 |      p95 |      p99 |',
  );
  console.log(
    '  | ------------- | -------: | ---: | ------: | -----: | -------: | -------: | -------: |',
  );
  for (const step of STEPS) {
    const figures = result.steps[step];
    console.log(
      `  | ${step.padEnd(13)} | ${String(figures.requests).padStart(8)} | ${String(figures.ok).padStart(4)} | ` +
        `${String(figures.refused).padStart(7)} | ${String(figures.errors).padStart(6)} | ` +
        `${ms(figures.p50).padStart(8)} | ${ms(figures.p95).padStart(8)} | ${ms(figures.p99).padStart(8)} |`,
    );
  }
}

/** What a run missed: nothing refused, nothing failed; PostgreSQL (and a running shop) p95 <= 300 ms. */
function missesOf(kind: Database | 'target', result: Figures): string[] {
  const misses: string[] = [];
  if (result.refused > 0) {
    const refusals = statuses(
      Object.fromEntries(
        Object.entries(result.byStatus).filter(([status]) => status === '503' || status === '429'),
      ),
    );
    misses.push(
      `${result.refused} of ${result.requests} requests refused ` +
        `(${((100 * result.refused) / Math.max(1, result.requests)).toFixed(1)} %; ${refusals}` +
        (result.refusedWithoutRetryAfter
          ? `, ${result.refusedWithoutRetryAfter} 503 without Retry-After`
          : '') +
        `) at ${bySteps(result, (step) => step.refused)}`,
    );
  }
  if (result.errors > 0) {
    const kinds = Object.entries(result.byStatus)
      .filter(([status]) => Number(status) >= 400 && status !== '503' && status !== '429')
      .map(([status, count]) => `${status}: ${count}`);
    if (result.timeouts) kinds.push(`timeout: ${result.timeouts}`);
    if (result.network) kinds.push(`network: ${result.network}`);
    misses.push(
      `${result.errors} requests failed (${kinds.join(', ')}) at ${bySteps(result, (step) => step.errors)}`,
    );
  }
  if (kind !== 'pglite' && result.p95 > 300) {
    misses.push(`p95 ${ms(result.p95)} (target <= 300 ms)`);
  }
  return misses;
}

/** The figures of every run in one table, a column per run. */
function sideBySide(runs: Array<{ label: string; result: Figures | null }>) {
  const rows: Array<[string, (result: Figures) => string]> = [
    ['req/s', (r) => r.perSecond.toFixed(1)],
    ['p50', (r) => ms(r.p50)],
    ['p95', (r) => ms(r.p95)],
    ['p99', (r) => ms(r.p99)],
    ['requests', (r) => String(r.requests)],
    ['answered', (r) => String(r.answered)],
    ['refused', (r) => String(r.refused)],
    ['errors', (r) => String(r.errors)],
  ];
  const widths = runs.map((one) => Math.max(10, one.label.length));
  const line = (cells: string[]) =>
    `  | ${cells[0]?.padEnd(8)} | ${cells
      .slice(1)
      .map((cell, i) => cell.padStart(widths[i] ?? 10))
      .join(' | ')} |`;
  console.log('\nSide by side');
  console.log(line(['', ...runs.map((one) => one.label)]));
  console.log(`  | -------- | ${widths.map((width) => `${'-'.repeat(width - 1)}:`).join(' | ')} |`);
  for (const [name, value] of rows) {
    console.log(line([name, ...runs.map((one) => (one.result ? value(one.result) : 'n/a'))]));
  }
}

interface RunReport {
  label: string;
  database: Database | null;
  target: string | null;
  result: Figures | null;
  misses: string[];
}

/** The runs to make: the target, the databases asked for, or those at hand. */
async function planRuns(): Promise<Array<Database | 'target'>> {
  if (TARGET) return ['target'];
  if (ASKED_DATABASES) return ASKED_DATABASES;
  const why = await postgresAnswers(POSTGRES_URL);
  if (why === undefined) return ['pglite', 'postgres'];
  console.log(
    `PostgreSQL at ${POSTGRES_URL.host} does not answer (${why}): PGlite alone ` +
      '(--databases pglite,postgres and --postgres-url to insist)\n',
  );
  return ['pglite'];
}

const runs: RunReport[] = [];
for (const kind of await planRuns()) {
  const label = kind === 'target' && TARGET ? TARGET.href : labelOf(kind as Database);
  let result: Figures | null = null;
  let misses: string[];
  try {
    result = kind === 'target' && TARGET ? await shop(TARGET, label) : await run(kind as Database);
    misses = missesOf(kind, result);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${label}: could not be run: ${message}`);
    misses = [`could not be run: ${message.split('\n')[0]}`];
  }
  console.log(misses.length ? `  FAIL: ${misses.join('; ')}\n` : '  PASS\n');
  runs.push({
    label,
    database: kind === 'target' ? null : kind,
    target: TARGET?.href ?? null,
    result,
    misses,
  });
}
if (runs.length > 1) sideBySide(runs);
if (args.json) {
  const settings = {
    shoppers: SHOPPERS,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    timeoutMs: TIMEOUT_MS,
  };
  await writeFile(args.json, `${JSON.stringify({ settings, runs }, null, 2)}\n`);
}
const failed = runs.filter((one) => one.misses.length > 0);
console.log(
  failed.length
    ? `\nVerdict: FAIL\n${failed.map((one) => `  ${one.label}: ${one.misses.join('; ')}`).join('\n')}`
    : `\nVerdict: PASS (${runs.map((one) => one.label).join(', ')}: nothing refused, nothing failed)`,
);
process.exit(failed.length ? 1 : 0);

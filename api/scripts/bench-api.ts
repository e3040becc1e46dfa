// npm run bench:api -w @shop/api [-- --products 10000 --duration 10 --connections 10]
//
// Load test of the catalogue list on a database seeded with a large catalogue: autocannon sends
// POST /api/products to the API (its own process, on 127.0.0.1), then the same SQL statements the
// API issues for that request run straight through the database driver in a loop with the same
// concurrency. The API's overhead is the ratio of the two throughputs (at saturation, `connections`
// requests always in flight). Latency is measured separately with one request in flight at a
// time: at saturation a latency is mostly queueing (connections ÷ throughput) and says nothing
// about how fast one shopper is served. (autocannon's rate limit sends each second's requests in a
// burst, so a "steady rate" run would measure its own bursts.)
//
// A cart line update: a cart of CART_LINES lines, one line's quantity changed by a Response update
// (the checkout's quantity change) through the app in process; the statements it runs are counted
// by a wrapper of the database client (a second app on it, used only for counting), the time is
// the median of CART_RUNS updates on the plain app. `--only cart` measures just this case.
//
// Database: PGlite in memory, or with DATABASE_URL a fresh database shop_bench_<pid> on that server
// (dropped at the end). The server and the database live in a child process so that the load
// generator does not share their event loop.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CategoryResponse, ProductsRequest } from '@shop/shared/contract';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    serve: { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
  },
});
const PRODUCTS = Number(args.products);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const CART_LINES = 10;
const CART_RUNS = 200;

interface Scenario {
  name: string;
  request: ProductsRequest;
}

interface Stats {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function stats(latencies: number[], seconds: number, errors = 0): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

/** What one cart line update runs: statements by their first word, and the median time. */
interface CartUpdateFigures {
  lines: number;
  statements: Record<string, number>;
  medianMs: number;
  runs: number;
}

type ChildMessage =
  | {
      type: 'ready';
      port: number;
      driver: string;
      seedSeconds: number;
      scenarios: Scenario[];
      cartUpdate: CartUpdateFigures;
    }
  | { type: 'driver'; stats: Stats; statements: number }
  | { type: 'error'; message: string };

// ---------------------------------------------------------------- the server process

/**
 * The database client with every statement it is sent counted by its first word (BEGIN and
 * COMMIT included): PGlite's query/exec and transaction (which sends BEGIN and COMMIT itself), a
 * pool's query and the clients it lends.
 */
function countingClient<T extends object>(client: T, counts: Map<string, number>): T {
  const note = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? '');
    const verb = sql.trim().split(/\s+/)[0]?.toLowerCase() ?? '?';
    counts.set(verb, (counts.get(verb) ?? 0) + 1);
  };
  const wrap = <O extends object>(target: O): O =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver);
        if (typeof value !== 'function') return value;
        if (key === 'query' || key === 'exec') {
          return (text: unknown, ...rest: unknown[]) => {
            note(text);
            return value.call(object, text, ...rest);
          };
        }
        if (key === 'transaction') {
          return async (fn: (tx: object) => Promise<unknown>) => {
            note('begin');
            try {
              return await value.call(object, (tx: object) => fn(wrap(tx)));
            } finally {
              note('commit');
            }
          };
        }
        if (key === 'connect') {
          return async (...rest: unknown[]) => wrap(await value.apply(object, rest));
        }
        return value.bind(object);
      },
    });
  return wrap(client);
}

/**
 * A cart line update as the checkout sends it (a Response with the full list, one line's quantity
 * changed): the statements one update runs and the median time of CART_RUNS of them.
 */
async function measureCartUpdate(
  app: import('fastify').FastifyInstance,
  countingApp: import('fastify').FastifyInstance,
  counts: Map<string, number>,
  productIds: number[],
): Promise<CartUpdateFigures> {
  const post = async (target: import('fastify').FastifyInstance, url: string, body: object) => {
    const response = await target.inject({ method: 'POST', url, payload: body });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json() as { cartCode: string; success: boolean; errorKey: string | null };
  };
  const { cartCode } = await post(app, '/api/cart/generate', {});
  const lines = productIds.map((id) => ({ id, type: 'product', quantity: 1, isSale: false }));
  await post(app, '/api/cart/update', { cartCode, cart: { kind: 'Add', items: lines } });
  const change = (target: import('fastify').FastifyInstance, quantity: number) =>
    post(target, '/api/cart/update', {
      cartCode,
      cart: {
        kind: 'Response',
        items: lines.map((line, i) => (i === 1 ? { ...line, quantity } : line)),
      },
    }).then((reply) => {
      if (!reply.success) throw new Error(`the cart update was refused: ${reply.errorKey}`);
    });
  for (let i = 0; i < 20; i++) await change(app, 2 + (i % 2)); // warm-up
  const times: number[] = [];
  for (let i = 0; i < CART_RUNS; i++) {
    const started = performance.now();
    await change(app, 2 + (i % 2));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  await change(countingApp, 5); // warm-up of the counting app
  counts.clear();
  await change(countingApp, 6);
  return {
    lines: productIds.length,
    statements: Object.fromEntries(counts),
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    runs: CART_RUNS,
  };
}

async function serve(): Promise<void> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { drizzle: drizzleNodePostgres } = await import('drizzle-orm/node-postgres');
  const pg = (await import('pg')).default;
  const { buildApp } = await import('../src/app');
  const { openDatabase } = await import('../src/db/client');
  const { migrate } = await import('../src/db/migrate');
  const { seed } = await import('../src/db/seed/seed');
  const schema = await import('../src/db/schema');
  const { getProducts } = await import('../src/modules/catalog');
  const { cartProducts } = await import('../src/modules/cart');
  type Database = import('../src/db/client').Database;

  const serverUrl = process.env.DATABASE_URL;
  let benchUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `shop_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    benchUrl = url.href;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const handle = await openDatabase(benchUrl ? { databaseUrl: benchUrl } : { pgliteDir: 'memory' });
  const send = (message: ChildMessage) => process.send?.(message);
  try {
    await migrate(handle.db);
    const started = performance.now();
    await seed(handle.db, { products: PRODUCTS });
    const seedSeconds = (performance.now() - started) / 1000;

    const app = buildApp({ db: handle.db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // The cart line update, on a second app whose database client counts what it is sent.
    const rawClient = (handle.db as unknown as { $client: object }).$client;
    const counts = new Map<string, number>();
    const counted = countingClient(rawClient, counts);
    const countingDb = (handle.driver === 'pglite'
      ? drizzlePglite({ client: counted as never, schema })
      : drizzleNodePostgres({ client: counted as never, schema })) as unknown as Database;
    const countingApp = buildApp({ db: countingDb });
    // The first rentable plain products of the catalogue, as the cart reads them.
    const firstIds = Array.from({ length: 500 }, (_, i) => i + 1);
    const rentable = [...(await cartProducts(handle.db, firstIds)).values()]
      .filter((product) => product.kind === 'product' && product.isForRent)
      .slice(0, CART_LINES);
    const cartUpdate = await measureCartUpdate(
      app,
      countingApp,
      counts,
      rentable.map((product) => product.id),
    );
    await countingApp.close();

    // The scenarios: a category with two filters and a price range, and a search.
    const lights = (await app.inject('/api/category/3')).json() as CategoryResponse;
    const filterId = (key: string) => lights.category.filters.find((f) => f.key === key);
    const lightType = filterId('lightType');
    const features = filterId('features');
    const rgb = lightType?.values.find((v) => v.translations.en.value === 'RGB (full colour)');
    const dmx = features?.values.find((v) => v.translations.en.value === 'DMX / app control');
    if (!lightType || !features || !rgb || !dmx) throw new Error('the lights filters are missing');
    const scenarios: Scenario[] = [
      {
        name: 'category + 2 filters + price range',
        request: {
          category_id: 3,
          min_price: 300,
          max_price: 3000,
          filter: JSON.stringify({
            [lightType.id]: { type: 'select', values: [rgb.id] },
            [features.id]: { type: 'checkbox', values: [dmx.id] },
          }),
        },
      },
      { name: 'search "aputure"', request: { search_text: 'aputure' } },
    ];

    // The statements the API runs for a scenario, captured with drizzle's logger on the same client.
    const client = (handle.db as unknown as { $client: unknown }).$client;
    const capture = async (request: ProductsRequest) => {
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const logger = {
        logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }),
      };
      const capturing = (handle.driver === 'pglite'
        ? drizzlePglite({ client: client as never, schema, logger })
        : drizzleNodePostgres({ client: client as never, schema, logger })) as unknown as Database;
      await getProducts(capturing, request);
      return statements;
    };
    const query =
      handle.driver === 'pglite'
        ? (sql: string, params: unknown[]) =>
            (client as import('@electric-sql/pglite').PGlite).query(sql, params)
        : (sql: string, params: unknown[]) =>
            (client as import('pg').Pool).query(sql, params as never[]);

    process.on('message', async (message: { type: string; scenario?: number }) => {
      if (message.type === 'exit') {
        await app.close();
        await handle.close();
        await dropDatabase();
        process.exit(0);
      }
      if (message.type !== 'driver') return;
      const scenario = scenarios[message.scenario ?? 0];
      if (!scenario) return;
      const statements = await capture(scenario.request);
      const run = () => Promise.all(statements.map((s) => query(s.sql, s.params)));
      const loop = async (seconds: number, latencies: number[]) => {
        const end = performance.now() + seconds * 1000;
        const worker = async () => {
          while (performance.now() < end) {
            const t = performance.now();
            await run();
            latencies.push(performance.now() - t);
          }
        };
        await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      };
      await loop(1, []); // warm-up
      const latencies: number[] = [];
      await loop(DURATION, latencies);
      send({ type: 'driver', stats: stats(latencies, DURATION), statements: statements.length });
    });
    send({
      type: 'ready',
      port,
      driver: handle.driver,
      seedSeconds,
      scenarios: args.only === 'cart' ? [] : scenarios,
      cartUpdate,
    });
  } catch (error) {
    send({ type: 'error', message: (error as Error).stack ?? String(error) });
    await handle.close();
    await dropDatabase();
    process.exit(1);
  }
}

// ---------------------------------------------------------------- the load generator

function form(request: ProductsRequest): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) body.set(key, String(value));
  return body.toString();
}

async function load(
  port: number,
  scenario: Scenario,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}/api/products`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(scenario.request),
    connections,
    duration: seconds,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, time: number) => {
    if (statusCode !== 200) errors += 1;
    latencies.push(time);
  });
  await instance;
  return stats(latencies, seconds, errors);
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', ...process.argv.slice(2)], {
    execArgv: ['--import', 'tsx'],
    env: process.env,
  });
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      child.once('message', (message) => resolve(message as ChildMessage));
      child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
    });

  const ready = await next();
  if (ready.type !== 'ready') throw new Error(ready.type === 'error' ? ready.message : 'no server');
  console.log(
    `${ready.driver === 'pglite' ? 'PGlite (in memory)' : `PostgreSQL (${new URL(process.env.DATABASE_URL ?? '').host})`}: ` +
      `${PRODUCTS} products seeded in ${ready.seedSeconds.toFixed(1)} s; ` +
      `throughput at ${CONNECTIONS} connections, latency one request at a time; ${DURATION} s per run\n`,
  );

  const rows: string[] = [];
  const ms = (n: number) => n.toFixed(1).padStart(6);
  let failed = false;
  for (const [index, scenario] of ready.scenarios.entries()) {
    await load(ready.port, scenario, 2); // warm-up
    const api = await load(ready.port, scenario, DURATION);
    child.send({ type: 'driver', scenario: index });
    const driver = await next();
    if (driver.type !== 'driver') throw new Error('the driver loop failed');
    const single = await load(ready.port, scenario, DURATION, 1);
    const ratio = api.perSecond / driver.stats.perSecond;
    const ok = single.p95 <= 20 && ratio >= 0.5 && api.errors + single.errors === 0;
    failed ||= !ok;
    rows.push(
      `| ${scenario.name.padEnd(36)} | API  | ${api.perSecond.toFixed(0).padStart(6)} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.p99)} | ${String(api.errors).padStart(6)} |`,
      `| ${`  (${driver.statements} statements)`.padEnd(36)} | SQL  | ${driver.stats.perSecond.toFixed(0).padStart(6)} | ${ms(driver.stats.p50)} | ${ms(driver.stats.p95)} | ${ms(driver.stats.p99)} |      - |`,
      `| ${'  one at a time'.padEnd(36)} | API  | ${single.perSecond.toFixed(0).padStart(6)} | ${ms(single.p50)} | ${ms(single.p95)} | ${ms(single.p99)} | ${String(single.errors).padStart(6)} |`,
      `| ${''.padEnd(36)} | API/SQL throughput ${ratio.toFixed(2)} ${ok ? '(targets met)' : '(TARGET MISSED: p95 one at a time <= 20 ms, ratio >= 0.5)'} |`,
    );
  }
  const { cartUpdate } = ready;
  const verbs = Object.entries(cartUpdate.statements)
    .map(([verb, n]) => `${n} ${verb}`)
    .join(', ');
  const total = Object.values(cartUpdate.statements).reduce((sum, n) => sum + n, 0);
  console.log(
    `Cart line update (Response, one line of ${cartUpdate.lines} changed): ${total} statements ` +
      `(${verbs}); median ${cartUpdate.medianMs.toFixed(2)} ms of ${cartUpdate.runs}\n`,
  );
  console.log(
    `| scenario                             | via  |  req/s | p50 ms | p95 ms | p99 ms | errors |`,
  );
  console.log(
    `| ------------------------------------ | ---- | -----: | -----: | -----: | -----: | -----: |`,
  );
  for (const row of rows) console.log(row);
  child.send({ type: 'exit' });
  await new Promise((resolve) => child.once('exit', resolve));
  if (failed) process.exitCode = 1;
}

if (args.serve) await serve();
else await main();

/**
 * npm run bench [-- --check] [-- --smoke] [-- --only sizes|lighthouse|render|build]
 *
 * Builds every app and the monolith (timing the builds and one remote after a one-line change),
 * seeds a catalogue of 10,000 products, serves the federated shop and then the monolith with the
 * real server, and measures home, a product list, a product detail, the cart and a signed-in
 * account page: first-load JS and CSS (gzip and brotli, JS split into shell, remotes, shared
 * libraries and runtime), Lighthouse mobile (median of 5), and the product detail's server render
 * time. Prints one table and writes it as JSON into bench-results/. A piece that is missing (no
 * monolith build, no server rendering yet) is "n/a" with its reason.
 *
 * --check   exit 1 listing every missed budget (and every budget that could not be measured).
 * --smoke   one quick pass of the harness (no build; the monolith only if it builds within 15 s;
 *           sizes of home, one Lighthouse run of home, ~20 render timings): exit 1 when a figure
 *           comes back empty.
 * --only    one part (sizes is also `npm run bench:size`); nothing is built.
 * --detail  also print each measured page's heaviest sources of first-load JS (also in the JSON),
 *           and keep each Lighthouse run's whole report in bench-results/lighthouse-reports/.
 *
 * BENCH_PORT (default 8282): the port the shop is served on; BENCH_PRODUCTS (default 10000),
 * BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_RENDER_REQUESTS (default 200).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildMonolith, measureBuildTimes } from './build-time';
import { lighthouseMedian } from './lighthouse';
import { measureRenderTime } from './render-time';
import {
  type BenchResults,
  checkBudgets,
  emptyFigures,
  formatHeaviest,
  formatTable,
  type Measured,
} from './report';
import {
  benchPages,
  deploy,
  monolithAvailable,
  type PageSpec,
  removeAll,
  root,
  type SeededShop,
  ShopServer,
  seedDatabase,
  type Variant,
} from './shop-server';
import { launchBrowser, measurePageSize } from './sizes';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    detail: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Accepted for `bench:size -- --monolith`: the monolith is measured whenever it is built. */
    monolith: { type: 'boolean', default: false },
  },
});
const parts = ['sizes', 'lighthouse', 'render', 'build'] as const;
type BenchPart = (typeof parts)[number];
if (args.only !== undefined && !parts.includes(args.only as BenchPart)) {
  console.error(`--only takes one of ${parts.join(', ')}`);
  process.exit(2);
}
const only = args.only as BenchPart | undefined;
const smoke = args.smoke;
const wanted = (part: BenchPart) => (only ? only === part : !(smoke && part === 'build'));

const port = Number(process.env.BENCH_PORT ?? 8282);
const productCount = smoke || only === 'sizes' ? 1 : Number(process.env.BENCH_PRODUCTS ?? 10_000);
const lighthouseRuns = smoke ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const renderRequests = smoke ? 20 : Number(process.env.BENCH_RENDER_REQUESTS ?? 200);
const renderWarmUp = smoke ? 5 : 20;
/** Where --detail keeps each Lighthouse run's report. */
const reportsDir = path.join(root, 'bench-results', 'lighthouse-reports');

function log(message: string) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function failure(error: unknown): { reason: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { reason: message.split('\n')[0]?.slice(0, 160) ?? 'failed' };
}

async function measure<T>(what: string, work: () => Promise<T>): Promise<Measured<T>> {
  log(what);
  try {
    return { value: await work() };
  } catch (error) {
    log(`${what}: ${failure(error).reason}`);
    return failure(error);
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<number> {
  const results: BenchResults = {
    date: new Date().toISOString(),
    commit: commit(),
    mode: only ?? (smoke ? 'smoke' : 'full'),
    products: 0,
    pages: [],
    sizes: { federated: {}, monolith: {} },
    lighthouse: { federated: {}, monolith: {} },
  };

  const scratch: string[] = [];
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-db-'));
  scratch.push(pgliteDir);
  const seed = (background = false) => {
    log(`seeding a catalogue of ${productCount} products`);
    return seedDatabase(
      pgliteDir,
      productCount,
      Math.max(renderRequests, renderWarmUp),
      background,
    );
  };
  let seeding: Promise<SeededShop> | undefined;

  // Builds: timed in a full run (before anything else runs); the smoke run builds only the
  // monolith, and only when that is quick, while the database is seeded.
  if (!only && !smoke) {
    results.builds = await measure(
      'building every app, then the catalogue after a one-line change',
      () => measureBuildTimes(),
    );
    log('building the monolith');
    const monolith = await buildMonolith();
    results.monolithBuild = 'seconds' in monolith ? { value: monolith } : monolith;
  } else if (smoke) {
    seeding = seed(true);
    // Awaited below; until then a failure must not count as unhandled.
    seeding.catch(() => undefined);
    log('building the monolith (skipped if over 15 s)');
    const monolith = await buildMonolith(15_000);
    results.monolithBuild = 'seconds' in monolith ? { value: monolith } : monolith;
  }
  if (only === 'build') {
    results.builds = await measure('build times', () => measureBuildTimes());
  }
  const monolithReason = (): string | undefined => {
    if (results.monolithBuild && 'reason' in results.monolithBuild)
      return results.monolithBuild.reason;
    return monolithAvailable() ? undefined : 'no monolith build (npm run build -- --monolith)';
  };

  try {
    if (only !== 'build') {
      const shop = await (seeding ?? seed());
      results.products = shop.products;
      const pages = benchPages(shop);
      results.pages = pages.map(({ key, label, path: pagePath }) => ({
        key,
        label,
        path: pagePath,
      }));
      const sizePages = smoke ? pages.filter((page) => page.key === 'home') : pages;
      const lighthousePages = smoke ? pages.filter((page) => page.key === 'home') : pages;

      for (const variant of ['federated', 'monolith'] as Variant[]) {
        const variantWanted =
          wanted('sizes') ||
          (wanted('lighthouse') && !smoke) ||
          (variant === 'federated' && wanted('render'));
        if (!variantWanted) continue;
        const missing = variant === 'monolith' ? monolithReason() : undefined;
        if (missing) {
          if (wanted('sizes'))
            for (const page of sizePages) results.sizes.monolith[page.key] = { reason: missing };
          if (wanted('lighthouse') && !smoke)
            for (const page of lighthousePages)
              results.lighthouse.monolith[page.key] = { reason: missing };
          continue;
        }
        const deployDir = deploy(variant);
        scratch.push(deployDir);
        log(`serving the ${variant} shop on port ${port}`);
        const server = await ShopServer.start(port, deployDir, pgliteDir);
        try {
          if (wanted('sizes'))
            await measureSizes(results, variant, server, deployDir, sizePages, shop);
          if (wanted('lighthouse') && !(smoke && variant === 'monolith'))
            for (const page of lighthousePages)
              results.lighthouse[variant][page.key] = await measure(
                `Lighthouse ${variant} ${page.label} ×${lighthouseRuns}`,
                () =>
                  lighthouseMedian(
                    `${server.base}${page.path}`,
                    lighthouseRuns,
                    () => server.cookiesFor(page, shop),
                    args.detail ? path.join(reportsDir, `${variant}-${page.key}`) : undefined,
                  ),
              );
          if (wanted('render') && variant === 'federated')
            results.render = await measure(`server render time ×${renderRequests}`, () =>
              measureRenderTime(server.base, shop.sampleSlugs, renderRequests, renderWarmUp),
            );
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    removeAll(scratch);
  }

  const checks = checkBudgets(results);
  console.log(formatTable(results, checks));
  if (args.detail) console.log(formatHeaviest(results));
  const folder = path.join(root, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${results.mode}-${results.date.replace(/[:.]/g, '-')}.json`);
  const json = `${JSON.stringify({ ...results, checks }, null, 2)}\n`;
  writeFileSync(file, json);
  writeFileSync(path.join(folder, `${results.mode}-latest.json`), json);
  console.log(`\nJSON: ${path.relative(root, file)}`);

  let exitCode = 0;
  if (smoke) {
    const empty = emptyFigures(results);
    if (empty.length) {
      console.error(
        `\nSmoke run: ${empty.length} figure(s) came back empty:\n  ${empty.join('\n  ')}`,
      );
      exitCode = 1;
    }
  }
  if (args.check) {
    const missed = checks.filter((check) => check.status !== 'ok');
    if (missed.length) {
      console.error(`\n${missed.length} budget(s) missed or not measured:`);
      for (const check of missed)
        console.error(
          `  ${check.status} ${check.figure}: ${check.reason ?? check.shown} (budget ${check.budget})`,
        );
      exitCode = 1;
    }
  }
  return exitCode;
}

async function measureSizes(
  results: BenchResults,
  variant: Variant,
  server: ShopServer,
  deployDir: string,
  pages: PageSpec[],
  shop: SeededShop,
): Promise<void> {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  try {
    browser = await launchBrowser();
  } catch (error) {
    for (const page of pages) results.sizes[variant][page.key] = failure(error);
    return;
  }
  try {
    for (const page of pages)
      results.sizes[variant][page.key] = await measure(
        `first-load sizes ${variant} ${page.label}`,
        async () =>
          measurePageSize(
            browser,
            server.base,
            deployDir,
            page,
            await server.cookiesFor(page, shop),
          ),
      );
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

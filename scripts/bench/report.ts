/**
 * The bench's results, its budgets and the table printed from them. A figure is either measured
 * or "n/a" with the reason (a piece the bench depends on is missing, or its measurement failed).
 */
import type { BuildTimes } from './build-time';
import { type LighthouseFigures, median } from './lighthouse';
import type { RenderTime } from './render-time';
import { type PageKey, type Variant, variants } from './shop-server';
import type { PageSize } from './sizes';

export type Measured<T> = { value: T } | { reason: string };

export interface BenchResults {
  date: string;
  commit: string;
  /** 'full', 'smoke', or the one part measured ('sizes', 'lighthouse', 'render', 'build'). */
  mode: string;
  /** Products in the catalogue the pages were measured on. */
  products: number;
  pages: Array<{ key: PageKey; label: string; path: string }>;
  sizes: Record<Variant, Partial<Record<PageKey, Measured<PageSize>>>>;
  lighthouse: Record<Variant, Partial<Record<PageKey, Measured<LighthouseFigures>>>>;
  render?: Measured<RenderTime>;
  builds?: Measured<BuildTimes>;
  monolithBuild?: Measured<{ seconds: number }>;
}

export const KiB = 1024;

/** The pages a shopper lands on from outside (search, ads): the tighter budgets hold there. */
const landingPages: ReadonlySet<PageKey> = new Set(['home', 'product-list', 'product-detail']);

/** One shopper's pages: never indexed (`noindex`), by design. */
const privatePages: ReadonlySet<PageKey> = new Set(['cart', 'account']);

/** The budgets (sizes: 1 KB = 1024 bytes of gzip). */
export const budgets = {
  /** First-load JS of a landing page, and of the cart and account pages. */
  firstLoadJsGzip: { landing: 190 * KiB, other: 210 * KiB },
  /** What federation may cost over the same page built as one bundle. */
  overMonolithGzip: 20 * KiB,
  performance: { landing: 95, other: 90 },
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  lcpMs: 1800,
  tbtMs: 200,
  cls: 0.05,
  renderP95Ms: 40,
} as const;

/** A page's budget of a figure that differs between landing pages and the others. */
export function pageBudget<T>(page: PageKey, budget: { landing: T; other: T }): T {
  return landingPages.has(page) ? budget.landing : budget.other;
}

export interface Check {
  figure: string;
  budget: string;
  /** The figure as measured, or n/a with its reason. */
  shown: string;
  status: 'ok' | 'MISS' | 'n/a';
  /** Why an n/a figure is missing. */
  reason?: string;
}

export function measuredValue<T>(measured: Measured<T> | undefined): T | undefined {
  return measured && 'value' in measured ? measured.value : undefined;
}

function reasonOf<T>(measured: Measured<T> | undefined): string {
  return measured && 'reason' in measured ? measured.reason : 'not measured';
}

const kib = (bytes: number) => (bytes / KiB).toFixed(1);

/** First-load JS of the federated page over the monolith's. */
export function ratio(results: BenchResults, page: PageKey): number | undefined {
  const federated = measuredValue(results.sizes.federated[page]);
  const monolith = measuredValue(results.sizes.monolith[page]);
  return federated && monolith && monolith.jsGzip > 0
    ? federated.jsGzip / monolith.jsGzip
    : undefined;
}

/** How many bytes of gzip JS the federated page loads over the monolith's. */
export function overMonolith(results: BenchResults, page: PageKey): number | undefined {
  const federated = measuredValue(results.sizes.federated[page]);
  const monolith = measuredValue(results.sizes.monolith[page]);
  return federated && monolith ? federated.jsGzip - monolith.jsGzip : undefined;
}

/** Every budget of the pages measured (and of the render time, when measured). */
export function checkBudgets(results: BenchResults): Check[] {
  const checks: Check[] = [];
  const check = (
    figure: string,
    budget: string,
    value: number | undefined,
    within: (value: number) => boolean,
    format: (value: number) => string,
    reason: string,
  ) =>
    checks.push(
      value === undefined || Number.isNaN(value)
        ? { figure, budget, shown: 'n/a', status: 'n/a', reason }
        : { figure, budget, shown: format(value), status: within(value) ? 'ok' : 'MISS' },
    );
  for (const page of results.pages) {
    const size = results.sizes.federated[page.key];
    if (size !== undefined) {
      const firstLoad = pageBudget(page.key, budgets.firstLoadJsGzip);
      check(
        `${page.label}: first-load JS gzip`,
        `≤ ${kib(firstLoad)} KiB`,
        measuredValue(size)?.jsGzip,
        (value) => value <= firstLoad,
        (value) => `${kib(value)} KiB`,
        reasonOf(size),
      );
      const monolith = results.sizes.monolith[page.key];
      check(
        `${page.label}: JS gzip over the monolith's`,
        `≤ ${kib(budgets.overMonolithGzip)} KiB`,
        overMonolith(results, page.key),
        (value) => value <= budgets.overMonolithGzip,
        (value) => `${kib(value)} KiB`,
        measuredValue(size) ? reasonOf(monolith) : reasonOf(size),
      );
    }
    const lighthouse = results.lighthouse.federated[page.key];
    if (lighthouse !== undefined) {
      const figures = measuredValue(lighthouse);
      const reason = reasonOf(lighthouse);
      const score = (name: string, value: number | undefined, minimum: number) =>
        check(
          `${page.label}: Lighthouse ${name}`,
          `≥ ${minimum}`,
          value,
          (v) => v >= minimum,
          String,
          reason,
        );
      score('performance', figures?.performance, pageBudget(page.key, budgets.performance));
      score('accessibility', figures?.accessibility, budgets.accessibility);
      if (privatePages.has(page.key)) {
        // One shopper's page says noindex (search engines must leave it alone), which Lighthouse
        // counts against SEO: every other SEO audit must pass.
        score('SEO apart from noindex', figures?.seoApartFromNoindex, budgets.seo);
      } else {
        score('SEO', figures?.seo, budgets.seo);
      }
      score('best practices', figures?.bestPractices, budgets.bestPractices);
      check(
        `${page.label}: LCP`,
        `≤ ${budgets.lcpMs / 1000} s`,
        figures?.lcpMs,
        (v) => v <= budgets.lcpMs,
        (v) => `${(v / 1000).toFixed(2)} s`,
        reason,
      );
      check(
        `${page.label}: TBT`,
        `≤ ${budgets.tbtMs} ms`,
        figures?.tbtMs,
        (v) => v <= budgets.tbtMs,
        (v) => `${Math.round(v)} ms`,
        reason,
      );
      check(
        `${page.label}: CLS`,
        `≤ ${budgets.cls}`,
        figures?.cls,
        (v) => v <= budgets.cls,
        (v) => v.toFixed(3),
        reason,
      );
    }
  }
  if (results.render !== undefined) {
    const render = measuredValue(results.render);
    check(
      `product detail: server render p95 (${render?.source ?? 'n/a'})`,
      `≤ ${budgets.renderP95Ms} ms`,
      render?.p95Ms,
      (value) => value <= budgets.renderP95Ms,
      (value) => `${value.toFixed(1)} ms`,
      reasonOf(results.render),
    );
  }
  return checks;
}

/**
 * What the smoke run demands: every figure it set out to measure came back (a harness that broke
 * leaves one empty). The monolith may be missing (its build is optional there).
 */
export function emptyFigures(results: BenchResults): string[] {
  const empty: string[] = [];
  const demand = <T>(
    name: string,
    measured: Measured<T> | undefined,
    filled: (value: T) => boolean,
  ) => {
    const value = measuredValue(measured);
    if (value === undefined) empty.push(`${name}: ${reasonOf(measured)}`);
    else if (!filled(value)) empty.push(`${name}: came back empty`);
  };
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  for (const variant of ['federated', 'monolith'] as const) {
    for (const [page, size] of Object.entries(results.sizes[variant])) {
      if (variant === 'monolith' && size && 'reason' in size) continue;
      demand(
        `${variant} ${page} sizes`,
        size,
        (value) =>
          value.scripts > 0 &&
          positive(value.jsGzip) &&
          positive(value.jsBrotli) &&
          positive(value.parts.shell + value.parts.remotes) &&
          positive(value.parts['shared libraries']),
      );
    }
    for (const [page, figures] of Object.entries(results.lighthouse[variant]))
      demand(
        `${variant} ${page} Lighthouse`,
        figures,
        (value) =>
          [value.performance, value.accessibility, value.seo, value.bestPractices].every(
            (score) => score >= 0 && score <= 100,
          ) &&
          positive(value.lcpMs) &&
          Number.isFinite(value.tbtMs) &&
          Number.isFinite(value.cls),
      );
  }
  demand('render time', results.render, (value) => positive(value.p50Ms) && positive(value.p95Ms));
  return empty;
}

function pad(text: string, width: number, left = false): string {
  return left ? text.padEnd(width) : text.padStart(width);
}

function line(cells: Array<[string, number, boolean?]>): string {
  return cells
    .map(([text, width, left]) => pad(text, width, left))
    .join(' ')
    .trimEnd();
}

/** Each measured page's heaviest sources of first-load JS, gzip KiB. */
export function formatHeaviest(results: BenchResults, count = 25): string {
  const out: string[] = [];
  for (const variant of variants)
    for (const [page, size] of Object.entries(results.sizes[variant])) {
      const value = measuredValue(size);
      if (!value) continue;
      out.push('', `Heaviest first-load JS, ${variant} ${page} (gzip KiB)`);
      for (const { source, gzip } of value.heaviest.slice(0, count))
        out.push(
          line([
            [kib(gzip), 8],
            [source, 70, true],
          ]),
        );
    }
  return out.join('\n');
}

/** The one table: sizes, Lighthouse, render time, build times, budgets. */
export function formatTable(results: BenchResults, checks: Check[]): string {
  const out: string[] = [];
  const statusOf = (prefix: string) => {
    const mine = checks.filter((check) => check.figure.startsWith(prefix));
    if (mine.length === 0) return '';
    if (mine.some((check) => check.status === 'MISS')) return 'MISS';
    return mine.some((check) => check.status === 'n/a') ? 'n/a' : 'ok';
  };
  out.push(
    `Shop bench (${results.mode}) ${results.date} at ${results.commit.slice(0, 10)}, ${results.products} products`,
    '',
    'First-load JS and CSS, KiB (JS split: gzip)   federated                                                        monolith',
    line([
      ['page', 20, true],
      ['JS gz', 7],
      ['JS br', 7],
      ['CSS gz', 7],
      ['CSS br', 7],
      ['shell', 7],
      ['remotes', 8],
      ['shared', 7],
      ['runtime', 8],
      ['|', 1],
      ['JS gz', 7],
      ['JS br', 7],
      ['CSS gz', 7],
      ['CSS br', 7],
      ['|', 1],
      ['ratio', 6],
      ['over', 7],
      ['budget', 7],
    ]),
  );
  for (const page of results.pages) {
    const federated = results.sizes.federated[page.key];
    const monolith = results.sizes.monolith[page.key];
    if (federated === undefined && monolith === undefined) continue;
    const f = measuredValue(federated);
    const m = measuredValue(monolith);
    const r = ratio(results, page.key);
    const over = overMonolith(results, page.key);
    const cells: Array<[string, number, boolean?]> = [[page.label, 20, true]];
    if (f)
      cells.push(
        [kib(f.jsGzip), 7],
        [kib(f.jsBrotli), 7],
        [kib(f.cssGzip), 7],
        [kib(f.cssBrotli), 7],
        [kib(f.parts.shell), 7],
        [kib(f.parts.remotes), 8],
        [kib(f.parts['shared libraries']), 7],
        [kib(f.parts.runtime), 8],
      );
    else cells.push([`n/a: ${reasonOf(federated)}`.slice(0, 68), 68, true]);
    cells.push(['|', 1]);
    if (m)
      cells.push(
        [kib(m.jsGzip), 7],
        [kib(m.jsBrotli), 7],
        [kib(m.cssGzip), 7],
        [kib(m.cssBrotli), 7],
      );
    else cells.push(['n/a', 31]);
    cells.push(
      ['|', 1],
      [r === undefined ? 'n/a' : `${r.toFixed(2)}×`, 6],
      [over === undefined ? 'n/a' : `${over < 0 ? '' : '+'}${kib(over)}`, 7],
      [
        statusOf(`${page.label}: first-load`) === 'MISS' ||
        statusOf(`${page.label}: JS gzip over`) === 'MISS'
          ? 'MISS'
          : statusOf(`${page.label}: first-load`),
        7,
      ],
    );
    out.push(line(cells));
  }
  const monolithReasons = new Set(
    Object.values(results.sizes.monolith).flatMap((size) =>
      size && 'reason' in size ? [size.reason] : [],
    ),
  );
  for (const reason of monolithReasons) out.push(`  monolith n/a: ${reason}`);

  const lighthouseRows = results.pages.filter(
    (page) => results.lighthouse.federated[page.key] || results.lighthouse.monolith[page.key],
  );
  if (lighthouseRows.length) {
    const runs = Math.max(
      0,
      ...lighthouseRows.flatMap((page) =>
        [results.lighthouse.federated[page.key], results.lighthouse.monolith[page.key]].map(
          (m) => measuredValue(m)?.runs ?? 0,
        ),
      ),
    );
    out.push(
      '',
      `Lighthouse mobile (simulated throttling), median of ${runs}   federated                                     monolith`,
      line([
        ['page', 20, true],
        ['perf', 5],
        ['a11y', 5],
        ['SEO', 5],
        ['BP', 5],
        ['LCP s', 6],
        ['TBT ms', 7],
        ['CLS', 6],
        ['|', 1],
        ['perf', 5],
        ['a11y', 5],
        ['SEO', 5],
        ['BP', 5],
        ['LCP s', 6],
        ['TBT ms', 7],
        ['CLS', 6],
        ['|', 1],
        ['budget', 7],
      ]),
    );
    const figures = (
      measured: Measured<LighthouseFigures> | undefined,
    ): Array<[string, number]> => {
      const value = measuredValue(measured);
      if (!value) return [[measured ? `n/a: ${reasonOf(measured)}`.slice(0, 45) : 'n/a', 45]];
      return [
        [String(value.performance), 5],
        [String(value.accessibility), 5],
        [String(value.seo), 5],
        [String(value.bestPractices), 5],
        [(value.lcpMs / 1000).toFixed(2), 6],
        [String(Math.round(value.tbtMs)), 7],
        [value.cls.toFixed(3), 6],
      ];
    };
    for (const page of lighthouseRows) {
      const lighthouseChecks = checks.filter(
        (check) =>
          check.figure.startsWith(`${page.label}: `) &&
          !/first-load|over the monolith/.test(check.figure),
      );
      const status = lighthouseChecks.some((c) => c.status === 'MISS')
        ? 'MISS'
        : lighthouseChecks.some((c) => c.status === 'n/a')
          ? 'n/a'
          : lighthouseChecks.length
            ? 'ok'
            : '';
      out.push(
        line([
          [page.label, 20, true],
          ...figures(results.lighthouse.federated[page.key]),
          ['|', 1],
          ...figures(results.lighthouse.monolith[page.key]),
          ['|', 1],
          [status, 7],
        ]),
      );
    }
    const indexes = lighthouseRows.flatMap((page) =>
      [results.lighthouse.federated[page.key], results.lighthouse.monolith[page.key]].flatMap(
        (measured) => {
          const value = measuredValue(measured);
          return value ? [value.benchmarkIndex] : [];
        },
      ),
    );
    if (indexes.length)
      out.push(
        `  this machine's Lighthouse CPU benchmark index: ${Math.round(median(indexes))} (the throttling is simulated from it)`,
      );
  }

  if (results.render !== undefined) {
    const render = measuredValue(results.render);
    out.push(
      '',
      render
        ? `Server render, product detail, ${results.products} products, ${render.requests} pages in turn (${render.source === 'server-timing' ? 'Server-Timing render;dur' : 'whole response time: no Server-Timing render'}): p50 ${render.p50Ms.toFixed(1)} ms, p95 ${render.p95Ms.toFixed(1)} ms${render.dataP50Ms === undefined ? '' : ` (of it waiting for data: p50 ${render.dataP50Ms.toFixed(1)} ms, p95 ${(render.dataP95Ms ?? 0).toFixed(1)} ms)`}${render.passesP50 === undefined ? '' : `; passes p50 ${render.passesP50}, max ${render.passesMax}`}${render.apiCallsP50 === undefined ? '' : `; API calls p50 ${render.apiCallsP50}, p95 ${render.apiCallsP95}`}  ${statusOf('product detail: server render')}`
        : `Server render, product detail: n/a (${reasonOf(results.render)})`,
    );
  }
  if (results.builds !== undefined) {
    const builds = measuredValue(results.builds);
    out.push(
      '',
      builds
        ? `Build: all apps ${builds.allSeconds.toFixed(1)} s; ${builds.remote} alone after a one-line change ${builds.remoteSeconds.toFixed(1)} s`
        : `Build: n/a (${reasonOf(results.builds)})`,
    );
  }
  if (results.monolithBuild !== undefined) {
    const monolith = measuredValue(results.monolithBuild);
    if (results.builds === undefined) out.push('');
    out.push(
      monolith
        ? `Build: monolith ${monolith.seconds.toFixed(1)} s`
        : `Build: monolith n/a (${reasonOf(results.monolithBuild)})`,
    );
  }

  if (checks.length) {
    out.push('', 'Budgets');
    for (const check of checks)
      out.push(
        line([
          [check.status, 5, true],
          [check.figure, 56, true],
          [check.shown, 12],
          [check.budget, 12],
          [check.reason ? `  ${check.reason.slice(0, 100)}` : '', 0, true],
        ]),
      );
  }
  return out.join('\n');
}

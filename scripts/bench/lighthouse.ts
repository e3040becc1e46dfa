/**
 * Lighthouse (the `lighthouse` package, its default mobile profile with simulated throttling)
 * driving Debian's Chromium. Each run gets a fresh browser (a new profile: cold caches) and fresh
 * cookies (a signed-in page needs a new session each time: a refresh token is used once). Of
 * several runs, each figure's median is kept.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import type { BrowserCookie } from './shop-server';
import { chromiumArgs, chromiumPath } from './sizes';

export interface LighthouseFigures {
  runs: number;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  seo: number;
  /**
   * The SEO score apart from `is-crawlable`: what a page that must not be indexed (one shopper's
   * cart or account, `noindex` by design) scores on everything else.
   */
  seoApartFromNoindex: number;
  bestPractices: number;
  /** Largest contentful paint and total blocking time in ms; cumulative layout shift. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed (its throttling is simulated from it). */
  benchmarkIndex: number;
}

type RunFigures = Omit<LighthouseFigures, 'runs'>;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * One Lighthouse run of `url`, with `cookies` set in the browser first; its whole report is
 * written to `reportFile` when given (what each audit found: the LCP element, the scripts' time).
 */
export async function runLighthouse(
  url: string,
  cookies: BrowserCookie[],
  reportFile?: string,
): Promise<RunFigures> {
  // chrome-launcher reports a missing browser as an unhandled 'error' event that ends the process.
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (CHROMIUM_PATH)`);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      const { hostname } = new URL(url);
      if (cookies.length)
        await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname })));
      // Loaded as ES modules (a dynamic import): compiled to CommonJS through the TypeScript
      // loader, the functions Lighthouse runs in the page would call a helper that is not there.
      const { default: lighthouse } = await import('lighthouse');
      const result = await lighthouse(
        url,
        { output: 'json', logLevel: 'error', onlyCategories: [...categories] },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      if (reportFile) {
        mkdirSync(path.dirname(reportFile), { recursive: true });
        writeFileSync(reportFile, JSON.stringify(lhr));
      }
      const score = (id: (typeof categories)[number]) => {
        const value = lhr.categories[id]?.score;
        if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
        return Math.round(value * 100);
      };
      const seoApartFromNoindex = () => {
        let total = 0;
        let weights = 0;
        for (const ref of lhr.categories.seo?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.id === 'is-crawlable' || !ref.weight || typeof audit?.score !== 'number')
            continue;
          total += audit.score * ref.weight;
          weights += ref.weight;
        }
        return weights > 0 ? Math.round((total / weights) * 100) : Number.NaN;
      };
      const metric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
        return value;
      };
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}`);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        seoApartFromNoindex: seoApartFromNoindex(),
        bestPractices: score('best-practices'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** `runs` runs of one page; the median of each figure. `reports`: each run's report, `<reports>-<run>.json`. */
export async function lighthouseMedian(
  url: string,
  runs: number,
  cookies: () => Promise<BrowserCookie[]>,
  reports?: string,
): Promise<LighthouseFigures> {
  const results: RunFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Lighthouse sometimes loses a run's trace (NO_NAVSTART, NO_FCP): such a run is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const reportFile = reports ? `${reports}-${run + 1}.json` : undefined;
        results.push(await runLighthouse(url, await cookies(), reportFile));
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }
  const of = (key: keyof RunFigures) => median(results.map((result) => result[key]));
  return {
    runs,
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    seoApartFromNoindex: of('seoApartFromNoindex'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

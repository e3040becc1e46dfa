/**
 * First-load JS and CSS of a page: the page is loaded in Chromium with data saving on (so the
 * pages the shell would prefetch when idle are left out) until the network is idle; every script
 * and style sheet it fetched is read from the deployment folder and compressed (gzip level 9 and
 * brotli quality 11, as a static server would precompress them). Each script's gzip bytes are
 * split into shell, remotes, shared libraries and runtime by its source map: the bytes each
 * source maps to, classified by the source's path; bytes no source claims (chunk wrappers, the
 * bundler's bootstrap) count as runtime.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import type { BrowserCookie, PageSpec } from './shop-server';

export const parts = ['shell', 'remotes', 'shared libraries', 'runtime'] as const;
export type Part = (typeof parts)[number];

export interface PageSize {
  /** Scripts and style sheets of the first load. */
  scripts: number;
  styleSheets: number;
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  /** gzip bytes of JS per part. */
  parts: Record<Part, number>;
  /** Where the page ended (a guarded page sends a guest elsewhere). */
  finalPath: string;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Keeps Chromium quiet on a closed network (as the browser tests launch it). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function brotliSize(bytes: Buffer): number {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
}

/** The part a source of a source map belongs to, by its path. */
export function classifySource(source: string): Part | 'app' {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/@module-federation\/|^webpack\/|(^|\/)(rspack|webpack)\/runtime/.test(file))
    return 'runtime';
  if (file.includes('node_modules/') || /(^|\/)shared\/src\//.test(file)) return 'shared libraries';
  if (/(^|\/)mf-[a-z]+\/src\//.test(file)) return 'remotes';
  if (/(^|\/)shell\/src\//.test(file)) return 'shell';
  // The app's own sources appear relative to it ('./src/…'): its app decides.
  return 'app';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of a source map's mappings (base64 VLQ) into its fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/**
 * Share of a script's characters per part, from its source map; `ownPart` is the part of the
 * app's own relative sources ('shell' for the shell, 'remotes' for a remote).
 */
export function attributeScript(code: string, map: SourceMap, ownPart: Part): Map<Part, number> {
  const lines = code.split('\n');
  const chars = new Map<Part, number>();
  const add = (part: Part, n: number) => chars.set(part, (chars.get(part) ?? 0) + Math.max(0, n));
  const partOf = map.sources.map((source) => {
    const part = classifySource(source);
    return part === 'app' ? ownPart : part;
  });
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const length = (lines[lineNumber]?.length ?? 0) + 1;
    let column = 0;
    let start = 0;
    let current: Part = 'runtime';
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(current, column - start);
      start = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        current = partOf[sourceIndex] ?? 'runtime';
      } else {
        current = 'runtime';
      }
    }
    add(current, length - start);
  });
  const total = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
  return new Map([...chars].map(([part, n]) => [part, n / total]));
}

/** Splits a script file's gzip bytes into parts (all runtime when it has no source map). */
function scriptParts(file: string, gzip: number, ownPart: Part): Map<Part, number> {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Map([['runtime', gzip]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const shares = attributeScript(readFileSync(file, 'utf8'), map, ownPart);
  return new Map([...shares].map(([part, share]) => [part, share * gzip]));
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Loads `page` of the shop at `base` (deployment folder `deployDir`) with `cookies` set, and adds
 * up what it fetched. `monolith`: the shell's files are the whole shop (its remotes' sources are
 * counted as remotes by their paths).
 */
export async function measurePageSize(
  browser: Browser,
  base: string,
  deployDir: string,
  page: PageSpec,
  cookies: BrowserCookie[],
): Promise<PageSize> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1' })));
    const tab = await context.newPage();
    // Data saving on: the shell then prefetches no linked pages when idle.
    await tab.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const fetched: Array<{ pathname: string; type: 'script' | 'stylesheet' }> = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      const url = new URL(response.url());
      if ((type === 'script' || type === 'stylesheet') && url.origin === base)
        fetched.push({ pathname: url.pathname, type });
    });
    const answer = await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${page.path} answered ${answer?.status()}`);
    // The page's heading, when it has one, says the page has rendered.
    await tab
      .locator('h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await tab.waitForLoadState('networkidle');
    const finalPath = new URL(tab.url()).pathname;
    if (finalPath !== page.path) throw new Error(`${page.path} ended at ${finalPath}`);

    const size: PageSize = {
      scripts: 0,
      styleSheets: 0,
      jsGzip: 0,
      jsBrotli: 0,
      cssGzip: 0,
      cssBrotli: 0,
      parts: { shell: 0, remotes: 0, 'shared libraries': 0, runtime: 0 },
      finalPath,
    };
    for (const { pathname, type } of new Map(
      fetched.map((entry) => [entry.pathname, entry]),
    ).values()) {
      const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
      const file = remote
        ? path.join(deployDir, 'remotes', remote[1] as string, remote[2] as string)
        : path.join(deployDir, 'shell', pathname.slice(1));
      if (!existsSync(file)) continue; // generated answers (the runtime config) are not build output
      const bytes = readFileSync(file);
      const gzip = gzipSize(bytes);
      if (type === 'stylesheet') {
        size.styleSheets += 1;
        size.cssGzip += gzip;
        size.cssBrotli += brotliSize(bytes);
        continue;
      }
      size.scripts += 1;
      size.jsGzip += gzip;
      size.jsBrotli += brotliSize(bytes);
      for (const [part, bytesOfPart] of scriptParts(file, gzip, remote ? 'remotes' : 'shell'))
        size.parts[part] += bytesOfPart;
    }
    return size;
  } finally {
    await context.close();
  }
}

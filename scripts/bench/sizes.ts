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
import { versionFolder } from '../../shared/src/contract/deployment';
import { readRecord } from '../release/releases';
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
  /** The heaviest sources of the JS (a package, or an app's folder), gzip bytes, largest first. */
  heaviest: Array<{ source: string; gzip: number }>;
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

/**
 * Module federation's start-up code, which the bundler inlines into each entry: its source map
 * names it by the (URL-encoded) code itself.
 */
const federationStartup = /runtimeRequire\.federation/;

/** The part a source of a source map belongs to, by its path. */
export function classifySource(source: string): Part | 'app' {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (
    federationStartup.test(file) ||
    /@module-federation\/|^webpack\/|(^|\/)(rspack|webpack)\/runtime/.test(file)
  )
    return 'runtime';
  if (file.includes('node_modules/') || /(^|\/)shared\/src\//.test(file)) return 'shared libraries';
  if (/(^|\/)mf-[a-z]+\/src\//.test(file)) return 'remotes';
  if (/(^|\/)shell\/src\//.test(file)) return 'shell';
  // The app's own sources appear relative to it ('./src/…'): its app decides.
  return 'app';
}

/**
 * What a source is counted under in the list of the heaviest: its package for a library, else its
 * app folder (`mf-catalog/src/features/product-image`).
 */
export function sourceGroup(source: string, app: string): string {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '');
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (lib) return lib[1] as string;
  if (federationStartup.test(file)) return 'federation start-up code';
  if (/^webpack\/|(^|\/)(rspack|webpack)\/runtime/.test(file)) return 'bundler runtime';
  const own = /^(?:\.\.\/)*((?:shell|shared|mf-[a-z]+)\/src\/.*)\/[^/]+$/.exec(file);
  if (own) return own[1] as string;
  const relative = /^\.\/(src\/.*)\/[^/]+$/.exec(file);
  return relative ? `${app}/${relative[1]}` : file;
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
  return shares(code, map, (source) => {
    const part = classifySource(source);
    return part === 'app' ? ownPart : part;
  });
}

/** Share of a script's characters per key of its sources (`keyOf`); unmapped characters: runtime. */
function shares<K extends string>(
  code: string,
  map: SourceMap,
  keyOf: (source: string) => K,
): Map<K | 'runtime', number> {
  const lines = code.split('\n');
  const chars = new Map<K | 'runtime', number>();
  const add = (key: K | 'runtime', n: number) =>
    chars.set(key, (chars.get(key) ?? 0) + Math.max(0, n));
  const keys = map.sources.map(keyOf);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const length = (lines[lineNumber]?.length ?? 0) + 1;
    let column = 0;
    let start = 0;
    let current: K | 'runtime' = 'runtime';
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(current, column - start);
      start = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        current = keys[sourceIndex] ?? 'runtime';
      } else {
        current = 'runtime';
      }
    }
    add(current, length - start);
  });
  const total = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
  return new Map([...chars].map(([key, n]) => [key, n / total]));
}

/**
 * Splits a script file's gzip bytes into parts and into source groups (all runtime when it has no
 * source map). `app`: the app the file belongs to.
 */
function scriptParts(
  file: string,
  gzip: number,
  app: string,
): { parts: Map<Part, number>; groups: Map<string, number> } {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile))
    return { parts: new Map([['runtime', gzip]]), groups: new Map([['runtime', gzip]]) };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const code = readFileSync(file, 'utf8');
  const scale = <K>(byKey: Map<K, number>) =>
    new Map([...byKey].map(([key, share]) => [key, share * gzip]));
  return {
    parts: scale(attributeScript(code, map, app === 'shell' ? 'shell' : 'remotes')),
    groups: scale(shares(code, map, (source) => sourceGroup(source, app))),
  };
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
      heaviest: [],
      finalPath,
    };
    const groups = new Map<string, number>();
    // A remote's files are at their path (the version is in it); the shell's in its version in use.
    const shell = readRecord(deployDir).apps.shell;
    const shellDir = path.join(deployDir, versionFolder('shell', shell?.current ?? ''));
    for (const { pathname, type } of new Map(
      fetched.map((entry) => [entry.pathname, entry]),
    ).values()) {
      const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
      const file = remote ? path.join(deployDir, pathname) : path.join(shellDir, pathname.slice(1));
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
      const split = scriptParts(file, gzip, remote ? `mf-${remote[1]}` : 'shell');
      for (const [part, bytesOfPart] of split.parts) size.parts[part] += bytesOfPart;
      for (const [group, bytes] of split.groups)
        groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
    size.heaviest = [...groups]
      .map(([source, gzip]) => ({ source, gzip: Math.round(gzip) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 40);
    return size;
  } finally {
    await context.close();
  }
}

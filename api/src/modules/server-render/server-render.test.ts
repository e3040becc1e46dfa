import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Locale, locales, type RemoteManifest } from '@shop/shared/routes';
import type { FastifyInstance } from 'fastify';
import { remoteManifest as catalogRoutes } from '../../../../mf-catalog/src/routes';
import { remoteManifest as checkoutRoutes } from '../../../../mf-checkout/src/routes';
import { remoteManifest as documentRoutes } from '../../../../mf-documents/src/routes';
import { buildApp } from '../../app';
import staticApps from '../../plugins/static-apps';
import { deployedFile, makeDeployment } from '../../test/deployment';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

// Server rendering over real HTTP: the pool hands the renderer the origin the server listens on,
// so each shop here listens on a free port. The renderer is a stand-in written into the
// deployment (the shop's own renderer is covered by the browser journeys): it answers by URL and
// shows on its page what it was given (its setup, the request's cookies), which release it is and
// which worker thread it runs in. Each time a worker loads it, it adds its release to
// `renderer-loads.txt` at the deployment's root (its file is shell/<version>/server/render.js); while a started worker lives, it writes the time
// to `beat-<release>.txt` there every 50 ms.

const SHELL_PAGE = '<!doctype html><div id="root"></div>';
const PUBLIC_ORIGIN = 'https://shop.example.cz';
const RENDER_MS = 12.5;

/** The stand-in renderer of a release: plain CommonJS, as the deployed `render.js` is. */
function fakeRenderer(release: string): string {
  return `'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { threadId } = require('node:worker_threads');
const RELEASE = ${JSON.stringify(release)};
fs.appendFileSync(path.join(__dirname, '..', '..', '..', 'renderer-loads.txt'), RELEASE + '\\n');
let setup = null;
let hasWindow = false;
exports.start = async (given, host) => {
  setup = given;
  hasWindow = typeof host.window.document.createElement === 'function';
  const beat = path.join(__dirname, '..', '..', '..', 'beat-' + RELEASE + '.txt');
  // Written whole and renamed into place, so a reader never sees a half-written time.
  setInterval(() => {
    fs.writeFileSync(beat + '.next', String(Date.now()));
    fs.renameSync(beat + '.next', beat);
  }, 50);
};
const page = (status, seen) => ({
  kind: 'page',
  status,
  html: '<!doctype html><title>' + RELEASE + '</title><script type="application/json" id="seen">' +
    JSON.stringify({ release: RELEASE, thread: threadId, ...seen }) + '</script>',
  renderMs: ${RENDER_MS},
});
exports.render = async (request) => {
  const url = new URL(request.url, 'http://renderer.invalid');
  switch (url.pathname) {
    case '/page':
      return page(200, { url: request.url, cookies: request.cookies });
    case '/setup':
      return page(200, { setup, hasWindow });
    case '/gone':
      return page(404, { gone: true });
    case '/timed':
      return { ...page(200, {}), dataMs: 7.25, passes: 3, apiCalls: 5 };
    case '/moved':
      return { kind: 'redirect', status: 301, location: '/new-place' };
    case '/slow':
      // A renderer that hangs: it answers long after the page's deadline.
      await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('ms') ?? 3000)));
      return page(200, { slow: true });
    case '/throw':
      throw new Error('the renderer broke');
    case '/server-entry': {
      // The remote's server container, fetched from the server as the federation runtime does.
      const response = await fetch(setup.internalOrigin + '/remotes/catalog/v1/server/remoteEntry.js');
      return page(200, { entry: { status: response.status, body: await response.text() } });
    }
    default:
      return { kind: 'browser', reason: 'not a server-rendered page' };
  }
};
`;
}

/** A remote's server container: the server renderer's, no browser's. */
const SERVER_ENTRY = 'module.exports = "the catalogue for the server";';

const routes = {
  remote: 'catalog',
  routes: [
    { name: 'home', path: { cs: '/', en: '/en' }, layout: 'default', guard: null, page: 'home' },
  ],
  services: [],
};

function deployment(renderer: string): Record<string, string> {
  return {
    'shell/index.html': SHELL_PAGE,
    'shell/server/render.js': renderer,
    'builds/latest.json': JSON.stringify({ shell: 'build-1', catalog: 'build-1' }),
    'remotes/catalog/routes.json': JSON.stringify(routes),
    'remotes/catalog/mf-manifest.json': '{}',
    'remotes/catalog/server/remoteEntry.js': SERVER_ENTRY,
  };
}

/** What the stand-in renderer shows on its page. */
interface Seen {
  release: string;
  thread: number;
  url?: string;
  cookies?: Record<string, string>;
  entry?: { status: number; body: string };
  hasWindow?: boolean;
  setup?: {
    internalOrigin: string;
    apiBaseUrl: string;
    publicOrigin: string;
    registry: Record<string, { entry: string }>;
    remoteOrigins: string[];
    builds?: Record<string, string>;
    config: { apiBaseUrl: string; demo?: boolean };
  };
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
  ms: number;
}

interface Shop {
  app: FastifyInstance;
  origin: string;
  deployDir: string;
  /** The server's warnings and errors, one JSON line each. */
  logs: string[];
  get(url: string, headers?: Record<string, string>): Promise<Answer>;
  /** The releases the workers loaded, in order. */
  loads(): string[];
  /** When a worker of the release last showed it was alive (epoch ms), or null. */
  beat(release: string): number | null;
  close(): Promise<void>;
}

let database: TestDatabase;

before(async () => {
  database = await createTestDatabase({ seed: false });
});
after(async () => {
  await database?.close();
});

async function startShop(
  files: Record<string, string>,
  serverRender: { workers: number; deadlineMs: number } | undefined,
): Promise<Shop> {
  const deployDir = makeDeployment(files);
  const logs: string[] = [];
  const app = buildApp({
    db: database.db,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    config: { publicOrigin: PUBLIC_ORIGIN },
  });
  await app.register(staticApps, { deployDir, apiBaseUrl: '/api', serverRender });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  const origin = `http://127.0.0.1:${address.port}`;
  const loadsFile = path.join(deployDir, 'renderer-loads.txt');
  return {
    app,
    origin,
    deployDir,
    logs,
    async get(url, headers = {}) {
      const started = performance.now();
      const response = await fetch(`${origin}${url}`, { headers, redirect: 'manual' });
      const body = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body,
        ms: performance.now() - started,
      };
    },
    beat(release) {
      const file = path.join(deployDir, `beat-${release}.txt`);
      return existsSync(file) ? Number(readFileSync(file, 'utf8')) : null;
    },
    loads() {
      return existsSync(loadsFile) ? readFileSync(loadsFile, 'utf8').trim().split('\n') : [];
    },
    async close() {
      await app.close();
      rmSync(deployDir, { recursive: true, force: true });
    },
  };
}

/** What the stand-in renderer put on the page, or null for any other answer (the shell's page). */
function seen(answer: Answer): Seen | null {
  const match = answer.body.match(/<script type="application\/json" id="seen">(.*)<\/script>/);
  return match ? (JSON.parse(match[1] as string) as Seen) : null;
}

/**
 * The shell's page, which the browser renders: no render time; when the renderer gave the page up
 * (it broke, hung, could not start), the reason in Server-Timing (`because`).
 */
function assertShellPage(answer: Answer, what: string, because?: RegExp): void {
  assert.equal(answer.status, 200, what);
  assert.equal(answer.body, SHELL_PAGE, what);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/html/, what);
  const timing = answer.headers.get('server-timing');
  if (because) assert.match(timing ?? '', because, what);
  else assert.ok(timing === null || /^fallback;desc="[^"]*"$/.test(timing), `${what}: ${timing}`);
}

/** Asks for `/page` until the renderer answers it (its worker has started). */
async function untilRendered(shop: Shop, ms = 20_000): Promise<Answer> {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await shop.get('/page');
    if (seen(answer)) return answer;
    if (Date.now() > until) assert.fail(`the renderer never answered /page: ${answer.body}`);
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('server rendering of public pages', () => {
  let shop: Shop;
  before(async () => {
    // A deadline long enough for a new worker to start (jsdom loads in about a second here).
    shop = await startShop(deployment(fakeRenderer('release-1')), {
      workers: 1,
      deadlineMs: 5000,
    });
  });
  after(async () => {
    await shop?.close();
  });

  it('answers a page with its status, as HTML not to be cached, with its render time', async () => {
    const answer = await untilRendered(shop);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    assert.equal(answer.headers.get('server-timing'), `render;dur=${RENDER_MS.toFixed(1)}`);
    assert.match(answer.body, /^<!doctype html><title>release-1<\/title>/);
    assert.equal(seen(answer)?.url, '/page');
    // One worker, loaded once, by the time the first page is rendered.
    assert.deepEqual(shop.loads(), ['release-1']);
  });

  it("adds the renderer's wait for data, its passes and its calls to the API to the render time", async () => {
    const answer = await shop.get('/timed');
    assert.equal(
      answer.headers.get('server-timing'),
      `render;dur=${RENDER_MS.toFixed(1)}, data;dur=7.3;desc="3 passes", api;desc="5 calls"`,
    );
  });

  it('passes the query of the page to the renderer', async () => {
    const answer = await shop.get('/page?sort=price&page=2');
    assert.equal(seen(answer)?.url, '/page?sort=price&page=2');
  });

  it("answers the renderer's not-found page with 404 and its body", async () => {
    const answer = await shop.get('/gone');
    assert.equal(answer.status, 404);
    assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    assert.match(answer.headers.get('server-timing') ?? '', /^render;dur=\d+\.\d$/);
    assert.equal(seen(answer)?.release, 'release-1');
    assert.match(answer.body, /"gone":true/);
  });

  it('answers a redirect with its status and Location, and no page', async () => {
    const answer = await shop.get('/moved');
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.get('location'), '/new-place');
    assert.equal(answer.body, '');
    assert.equal(answer.headers.get('server-timing'), null);
  });

  it("hands the renderer the shop's cookies only", async () => {
    const answer = await shop.get('/page', { cookie: 'shop_currency=eur; other=secret' });
    assert.deepEqual(seen(answer)?.cookies, { shop_currency: 'eur' });
    assert.doesNotMatch(answer.body, /secret/);
    assert.deepEqual(seen(await shop.get('/page'))?.cookies, {});
  });

  it('sets the renderer up with the origin the server listens on and the public origin', async () => {
    const answer = await shop.get('/setup');
    const given = seen(answer);
    assert.ok(given?.setup, answer.body);
    assert.equal(given.setup.internalOrigin, shop.origin);
    assert.equal(given.setup.apiBaseUrl, `${shop.origin}/api`);
    assert.equal(given.setup.publicOrigin, PUBLIC_ORIGIN);
    assert.deepEqual(Object.keys(given.setup.registry), ['catalog']);
    assert.equal(given.setup.registry.catalog?.entry, '/remotes/catalog/v1/mf-manifest.json');
    // The build ids in use when it started, which its pages carry to the browser.
    assert.deepEqual(given.setup.builds, { shell: 'build-1', catalog: 'build-1' });
    assert.equal(given.setup.config.apiBaseUrl, '/api');
    // The browser's config, a demo shop's (the app's own sandbox gateway) included: the page the
    // server renders shows the banner the browser's hydration expects.
    assert.equal(given.setup.config.demo, true);
    assert.deepEqual(given.setup.remoteOrigins, [PUBLIC_ORIGIN]);
    // The host lends the renderer a DOM (for sanitising HTML).
    assert.equal(given.hasWindow, true);
    // The renderer reaches the server at that origin.
    const health = await fetch(`${given.setup.internalOrigin}/remotes.json`);
    assert.equal(health.status, 200);
  });

  it("lets the renderer fetch the remotes' server containers, which no one else gets", async () => {
    const answer = await shop.get('/server-entry');
    assert.deepEqual(seen(answer)?.entry, { status: 200, body: SERVER_ENTRY });
    const url = '/remotes/catalog/v1/server/remoteEntry.js';
    assert.equal((await shop.get(url)).status, 404);
    assert.equal((await shop.get(url, { 'x-shop-renderer': 'a guess' })).status, 404);
    assert.equal((await shop.get('/shell/v1/server/render.js')).status, 404);
    assert.equal((await shop.get('/server/render.js')).status, 404);
  });

  it('renders with the next release from the next page on, in a new generation', async () => {
    const before = seen(await shop.get('/page'));
    assert.equal(before?.release, 'release-1');
    writeFileSync(
      deployedFile(shop.deployDir, 'shell', 'server/render.js'),
      fakeRenderer('release-2'),
    );
    writeFileSync(
      path.join(shop.deployDir, 'builds/latest.json'),
      JSON.stringify({ shell: 'build-2', catalog: 'build-1' }),
    );
    const released = Date.now();
    // The pool sees the release at the next page, without waiting out its once-a-second look.
    const answer = await untilRendered(shop);
    const after = seen(answer);
    assert.equal(after?.release, 'release-2', answer.body);
    assert.notEqual(after?.thread, before?.thread);
    assert.deepEqual(shop.loads(), ['release-1', 'release-2']);
    console.log(
      `first page of a new release: ${Math.round(answer.ms)} ms (worker start included), ` +
        `${Date.now() - released} ms after the release`,
    );
    // And it stays on it.
    assert.equal(seen(await shop.get('/page'))?.release, 'release-2');
    assert.deepEqual(shop.loads(), ['release-1', 'release-2']);
  });
});

describe('a renderer that gives up or breaks', () => {
  let shop: Shop;
  before(async () => {
    shop = await startShop(deployment(fakeRenderer('release-1')), {
      workers: 1,
      deadlineMs: 200,
    });
    await untilRendered(shop);
  });
  after(async () => {
    await shop?.close();
  });

  it("answers the shell's page when the renderer throws, and renders the next page", async () => {
    assertShellPage(
      await shop.get('/throw'),
      '/throw',
      /^fallback;desc="Error: the renderer broke"$/,
    );
    assert.ok(seen(await shop.get('/page')), 'the worker renders on after a failure');
  });

  it("answers the shell's page soon after the deadline when the renderer hangs", async () => {
    const answer = await shop.get('/slow');
    assertShellPage(answer, '/slow', /^fallback;desc="render deadline"$/);
    // The deadline (200 ms) and the pool's grace for a hanging worker (250 ms), not the 3 s.
    assert.ok(answer.ms < 1500, `answered after ${Math.round(answer.ms)} ms`);
    assert.ok(answer.ms >= 200, `answered after ${Math.round(answer.ms)} ms`);
  });
});

describe('a release while a page hangs', () => {
  let shop: Shop;
  before(async () => {
    shop = await startShop(deployment(fakeRenderer('release-1')), {
      workers: 1,
      deadlineMs: 2000,
    });
    await untilRendered(shop);
  });
  after(async () => {
    await shop?.close();
  });

  it('stops the old worker once its last page is answered, even past its deadline', async () => {
    assert.equal(seen(await untilRendered(shop))?.release, 'release-1');
    // A page goes to the worker and hangs there (4 s; deadline 2 s) …
    const hanging = shop.get('/slow?ms=4000');
    await sleep(200);
    const looked = Date.now();
    // … a release lands meanwhile, and the next page starts it, which retires the old worker.
    writeFileSync(
      deployedFile(shop.deployDir, 'shell', 'server/render.js'),
      fakeRenderer('release-2'),
    );
    writeFileSync(
      path.join(shop.deployDir, 'builds/latest.json'),
      JSON.stringify({ shell: 'build-2', catalog: 'build-1' }),
    );
    await shop.get('/page');
    assertShellPage(await hanging, 'the page past its deadline');
    assert.equal(seen(await untilRendered(shop))?.release, 'release-2');
    // The old worker's hanging render ends (4 s after it began); it must not live on after it.
    await sleep(Math.max(0, looked + 4600 - Date.now()));
    const beat = shop.beat('release-1');
    assert.ok(beat !== null, 'the old worker was alive once');
    await sleep(500);
    assert.equal(shop.beat('release-1'), beat, 'the retired worker still runs');
    // The new worker beats on: its time moves within a few of its beats (a loaded machine may
    // hold a thread back for a while, so this waits for the next beat rather than timing it).
    const newBeat = shop.beat('release-2');
    assert.ok(newBeat !== null, 'the new worker never beat');
    const until = Date.now() + 5_000;
    while ((shop.beat('release-2') ?? 0) <= newBeat) {
      if (Date.now() > until) assert.fail('the new worker stopped beating');
      await sleep(50);
    }
  });
});

describe('a renderer that fails to start', () => {
  let shop: Shop;
  before(async () => {
    shop = await startShop(deployment(`throw new Error('the renderer cannot load');\n`), {
      workers: 1,
      deadlineMs: 1500,
    });
  });
  after(async () => {
    await shop?.close();
  });

  it("answers the shell's page and says why in the log", async () => {
    assertShellPage(await shop.get('/page'), '/page');
    const until = Date.now() + 10_000;
    while (!shop.logs.some((line) => line.includes('the server renderer did not start'))) {
      if (Date.now() > until) assert.fail(`no log of the failed start: ${shop.logs.join('')}`);
      await sleep(50);
    }
    assert.ok(shop.logs.some((line) => line.includes('the renderer cannot load')));
    const again = await shop.get('/page');
    assertShellPage(
      again,
      '/page once the renderer failed',
      /^fallback;desc="renderer failed: Error: the renderer cannot load"$/,
    );
    // Each fallback said in the log with its address and reason.
    assert.ok(
      shop.logs.some(
        (line) =>
          line.includes('server rendering fell back to the browser') && line.includes('"/page"'),
      ),
    );
    assert.ok(again.ms < 1000, `answered after ${Math.round(again.ms)} ms`);
  });
});

/**
 * A stand-in renderer that renders the route of the registry the path matches (the most specific
 * one, as the shell's router picks it) and, as the shell's renderer does, says when that route is
 * private; a path of no route is left to the browser.
 */
const ROUTE_TABLE_RENDERER = `'use strict';
let setup = null;
exports.start = async (given) => {
  setup = given;
};
const matches = (pattern, pathname) => {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]));
};
const fixed = (pattern) => pattern.split('/').filter((part) => !part.startsWith(':')).join('/').length;
exports.render = async (request) => {
  const { pathname } = new URL(request.url, 'http://renderer.invalid');
  const found = Object.entries(setup.registry)
    .flatMap(([remote, entry]) => entry.routes.map((route) => ({ remote, route })))
    .flatMap(({ remote, route }) =>
      Object.values(route.path).map((pattern) => ({ remote, route, pattern })),
    )
    .filter(({ pattern }) => matches(pattern, pathname))
    .sort((a, b) => fixed(b.pattern) - fixed(a.pattern))[0];
  if (!found) return { kind: 'browser', reason: 'no route' };
  // Checkout's pages are left to the browser, as when the renderer gives up on a page.
  if (found.remote === 'checkout') return { kind: 'browser', reason: 'checkout' };
  return {
    kind: 'page',
    status: 200,
    html: '<!doctype html><title>' + found.route.name + '</title>',
    renderMs: 1,
    ...(found.route.private ? { private: true } : {}),
  };
};
`;

/** Every page path of a route table, in both languages, its parameters filled in. */
function pagePaths(manifest: RemoteManifest): { route: string; locale: Locale; path: string }[] {
  return manifest.routes.flatMap((route) =>
    locales.map((locale) => ({
      route: route.name,
      locale,
      path: route.path[locale].replace(/:[A-Za-z0-9_]+\??/g, 'a1b2c3'),
    })),
  );
}

/** Checkout's private pages (the cart, its steps and its capability pages), as its route table says. */
const PRIVATE_CHECKOUT_PAGES = new Set<string>(
  checkoutRoutes.routes.filter((route) => route.private === true).map((route) => route.name),
);

describe('pages of one person’s data', () => {
  let shop: Shop;
  before(async () => {
    shop = await startShop(
      {
        'shell/index.html': SHELL_PAGE,
        'shell/server/render.js': ROUTE_TABLE_RENDERER,
        'remotes/catalog/routes.json': JSON.stringify(catalogRoutes),
        'remotes/catalog/mf-manifest.json': '{}',
        'remotes/documents/routes.json': JSON.stringify(documentRoutes),
        'remotes/documents/mf-manifest.json': '{}',
        'remotes/checkout/routes.json': JSON.stringify(checkoutRoutes),
        'remotes/checkout/mf-manifest.json': '{}',
      },
      { workers: 1, deadlineMs: 5000 },
    );
    // Until the worker has started and renders.
    const until = Date.now() + 20_000;
    while (!(await shop.get('/')).headers.get('server-timing')?.startsWith('render;')) {
      if (Date.now() > until) assert.fail('the renderer never rendered /');
      await sleep(100);
    }
  });
  after(async () => {
    await shop?.close();
  });

  it('sends the pages of every document route to be stored by no cache, indexed or referred', async () => {
    // The short links (/e/…, /i/…) are answered by the API itself: a redirect to the document's
    // page, or its 404. Every other route is a page the renderer renders.
    const shortLinks = new Set(['short-estimate', 'short-invoice']);
    const pages = pagePaths(documentRoutes).filter((page) => !shortLinks.has(page.route));
    assert.ok(pages.length >= 14, `${pages.length} pages`);
    for (const page of pages) {
      const answer = await shop.get(page.path);
      const what = `${page.route} (${page.locale}) ${page.path}`;
      assert.equal(answer.status, 200, what);
      // Rendered by the renderer as that route, not the shell's page.
      assert.equal(answer.body, `<!doctype html><title>${page.route}</title>`, what);
      assert.equal(answer.headers.get('cache-control'), 'no-store', what);
      assert.equal(answer.headers.get('x-robots-tag'), 'noindex', what);
      assert.equal(answer.headers.get('referrer-policy'), 'no-referrer', what);
    }
  });

  it('sends the shell’s page at the addresses of checkout’s private pages (the cart, its steps, capability pages) to be stored by no cache', async () => {
    // The renderer leaves these pages to the browser: the shell's page is sent, fetched by the
    // page's own URL, and stored nowhere either.
    const pages = pagePaths(checkoutRoutes).filter((page) =>
      PRIVATE_CHECKOUT_PAGES.has(page.route),
    );
    // The cart and its steps, a shared cart, an order received and a GoPay return.
    assert.deepEqual([...PRIVATE_CHECKOUT_PAGES].sort(), [
      'cart-share',
      'checkout-billing-data',
      'checkout-cart',
      'checkout-date-and-shipping',
      'checkout-personal-data',
      'checkout-summary',
      'order-received',
      'payment-gopay',
    ]);
    assert.equal(pages.length, 16, 'each in both languages');
    for (const page of pages) {
      const answer = await shop.get(page.path);
      const what = `${page.route} (${page.locale}) ${page.path}`;
      assertShellPage(answer, what);
      assert.equal(answer.headers.get('cache-control'), 'no-store', what);
      assert.equal(answer.headers.get('x-robots-tag'), 'noindex', what);
      assert.equal(answer.headers.get('referrer-policy'), 'no-referrer', what);
    }
    // Upper case and a trailing slash open the same route.
    const upper = await shop.get('/KOSIK/sdilet/a1b2c3/');
    assert.equal(upper.headers.get('cache-control'), 'no-store');
    // Checkout's other pages: revalidated.
    for (const page of pagePaths(checkoutRoutes).filter(
      (p) => !PRIVATE_CHECKOUT_PAGES.has(p.route),
    )) {
      const answer = await shop.get(page.path);
      const what = `${page.route} (${page.locale}) ${page.path}`;
      assertShellPage(answer, what);
      assert.equal(answer.headers.get('cache-control'), 'no-cache', what);
      assert.equal(answer.headers.get('x-robots-tag'), null, what);
    }
  });

  it('sends the catalogue’s pages to be revalidated, and indexed', async () => {
    for (const page of pagePaths(catalogRoutes)) {
      const answer = await shop.get(page.path);
      const what = `${page.route} (${page.locale}) ${page.path}`;
      assert.equal(answer.status, 200, what);
      assert.match(answer.body, /^<!doctype html><title>[^<]+<\/title>$/, what);
      assert.equal(answer.headers.get('cache-control'), 'no-cache', what);
      assert.equal(answer.headers.get('x-robots-tag'), null, what);
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
    }
  });
});

/** Checkout's pages opened by a link that is their only key. */
describe('private pages with server rendering off', () => {
  let shop: Shop;
  before(async () => {
    shop = await startShop(
      {
        'shell/index.html': SHELL_PAGE,
        'remotes/catalog/routes.json': JSON.stringify(catalogRoutes),
        'remotes/catalog/mf-manifest.json': '{}',
        'remotes/documents/routes.json': JSON.stringify(documentRoutes),
        'remotes/documents/mf-manifest.json': '{}',
        'remotes/checkout/routes.json': JSON.stringify(checkoutRoutes),
        'remotes/checkout/mf-manifest.json': '{}',
      },
      undefined,
    );
  });
  after(async () => {
    await shop?.close();
  });

  it('sends the shell’s page of every private route to be stored by no cache, from the route tables', async () => {
    const shortLinks = new Set(['short-estimate', 'short-invoice']);
    const pages = [
      ...pagePaths(documentRoutes).filter((page) => !shortLinks.has(page.route)),
      ...pagePaths(checkoutRoutes).filter((page) => PRIVATE_CHECKOUT_PAGES.has(page.route)),
    ];
    assert.ok(pages.length >= 20, `${pages.length} pages`);
    for (const page of pages) {
      const answer = await shop.get(page.path);
      const what = `${page.route} (${page.locale}) ${page.path}`;
      assertShellPage(answer, what);
      assert.equal(answer.headers.get('cache-control'), 'no-store', what);
      assert.equal(answer.headers.get('x-robots-tag'), 'noindex', what);
      assert.equal(answer.headers.get('referrer-policy'), 'no-referrer', what);
    }
  });

  it('sends the shell’s page of the other routes to be revalidated', async () => {
    const pages = [
      ...pagePaths(catalogRoutes),
      ...pagePaths(checkoutRoutes).filter((page) => !PRIVATE_CHECKOUT_PAGES.has(page.route)),
    ];
    for (const page of pages) {
      const answer = await shop.get(page.path);
      const what = `${page.route} (${page.locale}) ${page.path}`;
      assertShellPage(answer, what);
      assert.equal(answer.headers.get('cache-control'), 'no-cache', what);
      assert.equal(answer.headers.get('x-robots-tag'), null, what);
    }
  });
});

describe('server rendering off', () => {
  let shop: Shop;
  before(async () => {
    shop = await startShop(deployment(fakeRenderer('release-1')), undefined);
  });
  after(async () => {
    await shop?.close();
  });

  it("answers the shell's page and starts no renderer", async () => {
    for (const url of ['/page', '/gone', '/moved', '/']) {
      const answer = await shop.get(url);
      assertShellPage(answer, url);
      assert.equal(answer.headers.get('cache-control'), 'no-cache', url);
    }
    // A worker loads the renderer within this time when rendering is on (the first case above).
    await sleep(500);
    assert.deepEqual(shop.loads(), []);
  });
});

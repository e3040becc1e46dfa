import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { RouteDefinition } from '@shop/shared/routes';
import { CAPABILITY_LINK_PREFIXES } from '@shop/shared/routes/capability-links';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { remoteManifest as accountRoutes } from '../../../mf-account/src/routes';
import { remoteManifest as catalogRoutes } from '../../../mf-catalog/src/routes';
import { remoteManifest as checkoutRoutes } from '../../../mf-checkout/src/routes';
import { remoteManifest as documentRoutes } from '../../../mf-documents/src/routes';
import { buildApp } from '../app';
import { parseRemoteOrigins } from '../lib/origins';
import { makeDeployment } from '../test/deployment';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { allowedRemoteOrigins, isCapabilityLink } from './security-headers';
import staticApps from './static-apps';

/** A deployment with one remote. */
const DEPLOYED = {
  'remotes/catalog/routes.json': JSON.stringify({ remote: 'catalog', routes: [] }),
  'remotes/catalog/mf-manifest.json': '{}',
  'remotes/catalog/remoteEntry.js': '',
  'remotes/catalog/__federation_expose_pages__home.abcdef1234.js': '',
};

/** The policy as a map of directive → sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'no Content-Security-Policy header');
  const policy = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

let database: TestDatabase;
let deployDir: string;
let app: FastifyInstance;
/** Every answer these tests saw: none may carry `Access-Control-Allow-Origin: *`. */
const seen: Array<{ url: string; response: LightMyRequestResponse }> = [];

async function get(url: string, on: FastifyInstance = app) {
  const response = await on.inject(url);
  seen.push({ url, response });
  return response;
}

const CDN = 'https://cdn.example.com';

/** What every answer carries, whatever it is. */
function assertBaseHeaders(response: LightMyRequestResponse, url: string) {
  assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
  assert.equal(response.headers['x-frame-options'], 'DENY', url);
  const csp = parseCsp(response.headers['content-security-policy']);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], url);
  assert.equal(response.headers['strict-transport-security'], undefined, `${url}: http origin`);
  assert.notEqual(response.headers['access-control-allow-origin'], '*', url);
}

/** The shop's own policy (API answers, the shell, the remotes' files). */
function assertShopPolicy(response: LightMyRequestResponse, url: string) {
  assertBaseHeaders(response, url);
  const csp = parseCsp(response.headers['content-security-policy']);
  const own = ["'self'", 'http://localhost:8080', CDN];
  assert.deepEqual(csp.get('default-src'), ["'self'"], url);
  assert.deepEqual(csp.get('script-src'), ["'self'", "'wasm-unsafe-eval'", ...own.slice(1)], url);
  assert.deepEqual(csp.get('script-src-attr'), ["'none'"], url);
  assert.deepEqual(csp.get('connect-src'), own, url);
  assert.deepEqual(csp.get('style-src'), [...own, "'unsafe-inline'"], url);
  assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'http://localhost:8080', CDN], url);
  assert.deepEqual(csp.get('object-src'), ["'none'"], url);
  assert.deepEqual(csp.get('base-uri'), ["'none'"], url);
  assert.deepEqual(csp.get('form-action'), ["'self'"], url);
  assert.equal(csp.has('upgrade-insecure-requests'), false, url);
  for (const sources of csp.values()) {
    assert.ok(!sources.includes('*') && !sources.includes("'unsafe-eval'"), url);
  }
}

describe('security headers', () => {
  before(async () => {
    database = await createTestDatabase();
    deployDir = makeDeployment(DEPLOYED);
    app = buildApp({ db: database.db, config: { devPages: true, remoteOrigins: [CDN] } });
    await app.register(staticApps, { deployDir, apiBaseUrl: '/api' });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await database?.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  it('an API answer carries the shop policy and the default referrer policy', async () => {
    const response = await get('/api/health');
    assert.equal(response.statusCode, 200);
    assertShopPolicy(response, '/api/health');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('API errors and unknown paths carry them too', async () => {
    for (const url of ['/api/nothing', '/api/product/abc']) {
      const response = await get(url);
      assert.ok(response.statusCode >= 400, url);
      assertShopPolicy(response, url);
    }
  });

  it("the shell's page (the SPA fallback) and its files carry the shop policy", async () => {
    for (const url of ['/', '/checkout/kosik', '/en/search?q=canon', '/main.0123456789.js']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assertShopPolicy(response, url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
    }
  });

  it("a remote's files carry the shop policy and no CORS header", async () => {
    for (const url of [
      '/remotes/catalog/v1/mf-manifest.json',
      '/remotes/catalog/v1/remoteEntry.js',
      '/remotes/catalog/v1/__federation_expose_pages__home.abcdef1234.js',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assertShopPolicy(response, url);
      assert.equal(response.headers['access-control-allow-origin'], undefined, url);
    }
  });

  it('capability-link pages send no referrer; the pages next to them do', async () => {
    const cases: Array<[string, string]> = [
      ['/e/4f9a1c', 'no-referrer'],
      ['/en/i/4f9a1c', 'no-referrer'],
      ['/p/ABC123', 'no-referrer'],
      ['/en/t/ABC123', 'no-referrer'],
      ['/document/estimate/ABC', 'no-referrer'],
      ['/en/document/invoice/ABC', 'no-referrer'],
      ['/price-offer/ABC', 'no-referrer'],
      ['/en/preview-price-offer/ABC', 'no-referrer'],
      ['/kosik/sdilet/ABC', 'no-referrer'],
      ['/en/checkout/share/ABC', 'no-referrer'],
      ['/objednavka-odeslana/2024001?code=abc', 'no-referrer'],
      ['/en/order-received/2024001?code=abc', 'no-referrer'],
      ['/online-platby/gopay/123?id=123', 'no-referrer'],
      ['/en/online-platby/gopay/123', 'no-referrer'],
      ['/E/4f9a1c', 'no-referrer'],
      ['/kosik/sdilet%2FABC', 'no-referrer'],
      ['/', 'strict-origin-when-cross-origin'],
      ['/en', 'strict-origin-when-cross-origin'],
      ['/elektro', 'strict-origin-when-cross-origin'],
      ['/en/eshop', 'strict-origin-when-cross-origin'],
      ['/checkout/kosik', 'strict-origin-when-cross-origin'],
      ['/kosik/refresh-cart-by-order-number', 'strict-origin-when-cross-origin'],
      ['/blog/price-offer', 'strict-origin-when-cross-origin'],
    ];
    for (const [url, policy] of cases) {
      const response = await get(url);
      // Short links are the server's: an unknown hash is its 404 (with the same policy).
      assert.equal(response.statusCode, /^\/(en\/)?[ei]\//.test(url) ? 404 : 200, url);
      assert.equal(response.headers['referrer-policy'], policy, url);
      // A capability page is not indexed either; its neighbours are.
      assert.equal(
        response.headers['x-robots-tag'],
        policy === 'no-referrer' ? 'noindex' : undefined,
        url,
      );
      assertShopPolicy(response, url);
    }
  });

  it("the sandbox gateway's card page: no scripts, its style block allowed by hash, no referrer", async () => {
    const created = await app.paymentGateway.createPayment({
      orderNumber: '2024001',
      amount: 1210,
      currency: 'CZK',
      description: 'Test',
      returnUrl: 'http://localhost:8080/online-platby/gopay/1',
      notifyUrl: 'http://localhost:8080/api/payment/notify',
      lang: 'cs',
    });
    const url = created.gatewayUrl.replace('http://localhost:8080', '');
    const response = await get(url);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assertBaseHeaders(response, url);
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    const csp = parseCsp(response.headers['content-security-policy']);
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.equal(csp.has('script-src'), false, 'no scripts (default-src none)');
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'none'"]);
    assert.deepEqual(csp.get('form-action'), ["'self'", 'http://localhost:8080']);
    // Every inline style block of the page as served is allowed by its hash, and nothing else is.
    const blocks = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    );
    assert.equal(blocks.length, 1);
    assert.deepEqual(csp.get('style-src'), blocks);
    assert.doesNotMatch(response.body, /<script/i);
  });

  it('the development pages carry a policy of their own, framing still blocked', async () => {
    const response = await get('/api/dev/emails');
    assert.equal(response.statusCode, 200);
    assertBaseHeaders(response, '/api/dev/emails');
    const csp = parseCsp(response.headers['content-security-policy']);
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.equal(csp.has('script-src'), false);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
  });

  it("PDFs keep frame-ancestors only (Chrome's viewer fails under object-src 'none')", async () => {
    const product = (await get('/api/product/17')).json() as {
      product: { manuals: Array<{ url: string }> };
    };
    const url = product.product.manuals[0]?.url ?? '';
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-security-policy'], "frame-ancestors 'none'");
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('HSTS with subdomains only when the public origin is https, with upgrade-insecure-requests', async () => {
    const secure = buildApp({
      db: database.db,
      config: { publicOrigin: 'https://shop.example.cz' },
    });
    await secure.ready();
    try {
      const response = await get('/api/health', secure);
      // The subdomains too (api.<shop domain>, …): a first visit to one of them over http would
      // otherwise be open to a downgrade, and cookies set for the domain could be planted there.
      assert.equal(
        response.headers['strict-transport-security'],
        'max-age=31536000; includeSubDomains',
      );
      const csp = parseCsp(response.headers['content-security-policy']);
      assert.deepEqual(csp.get('upgrade-insecure-requests'), []);
      assert.deepEqual(csp.get('script-src'), [
        "'self'",
        "'wasm-unsafe-eval'",
        'https://shop.example.cz',
      ]);
    } finally {
      await secure.close();
    }
  });

  it("Google Tag Manager's hosts only for a valid container id; an absolute API URL's origin", async () => {
    const cases: Array<[string | undefined, boolean]> = [
      ['GTM-ABC123', true],
      ['GTM-abc"; script-src *', false],
      [undefined, false],
    ];
    for (const [gtmId, allowed] of cases) {
      const other = buildApp({
        db: database.db,
        config: { gtmId, publicApiUrl: 'https://api.example.cz/api' },
      });
      await other.ready();
      try {
        const csp = parseCsp((await get('/api/health', other)).headers['content-security-policy']);
        const scripts = csp.get('script-src') ?? [];
        assert.equal(scripts.includes('https://*.googletagmanager.com'), allowed, String(gtmId));
        assert.equal(
          (csp.get('connect-src') ?? []).includes('https://*.google-analytics.com'),
          allowed,
        );
        assert.ok(csp.get('connect-src')?.includes('https://api.example.cz'));
        assert.ok(csp.get('img-src')?.includes('https://api.example.cz'));
        assert.ok(!scripts.includes('https://api.example.cz'), 'the API serves no scripts');
      } finally {
        await other.close();
      }
    }
  });

  it('/config.json publishes exactly the remote origins the CSP allows scripts and fetches from', async () => {
    const response = await get('/config.json');
    const { remoteOrigins } = response.json() as { remoteOrigins: string[] };
    assert.deepEqual(remoteOrigins, ['http://localhost:8080', CDN]);
    const csp = parseCsp(response.headers['content-security-policy']);
    const hosts = (directive: string) =>
      (csp.get(directive) ?? []).filter((source) => /^https?:\/\//.test(source));
    assert.deepEqual(hosts('script-src'), remoteOrigins);
    assert.deepEqual(hosts('connect-src'), remoteOrigins);
    assert.deepEqual(hosts('style-src'), remoteOrigins);
  });

  it('no answer carried Access-Control-Allow-Origin: *', () => {
    assert.ok(seen.length > 20);
    for (const { url, response } of seen) {
      assert.notEqual(response.headers['access-control-allow-origin'], '*', url);
    }
  });
});

describe('REMOTE_ORIGINS', () => {
  const valid: Array<[string | undefined, string[]]> = [
    [undefined, []],
    ['', []],
    ['https://cdn.example.com', ['https://cdn.example.com']],
    ['https://cdn.example.com/', ['https://cdn.example.com']],
    [
      ' https://a.example.com , http://localhost:3001,',
      ['https://a.example.com', 'http://localhost:3001'],
    ],
    ['HTTPS://CDN.Example.com:443', ['https://cdn.example.com']],
    ['https://cdn.example.com:8443', ['https://cdn.example.com:8443']],
    ['https://a.example.com,https://a.example.com', ['https://a.example.com']],
  ];
  for (const [value, expected] of valid) {
    it(`accepts ${JSON.stringify(value)}`, () => {
      assert.deepEqual(parseRemoteOrigins(value), expected);
    });
  }
  const invalid = [
    '*',
    'cdn.example.com',
    'https://*.example.com',
    'https://cdn.example.com/remotes',
    'https://cdn.example.com?x=1',
    'https://user:pw@cdn.example.com',
    "https://cdn.example.com'; script-src *",
    "https://a';b.example.com",
    'https://cdn.example.com/#x',
    'https://cdn.example.com/?',
    'ftp://cdn.example.com',
    'javascript:alert(1)',
    'https://ok.example.com,nope',
  ];
  for (const value of invalid) {
    it(`refuses ${JSON.stringify(value)}`, () => {
      assert.throws(() => parseRemoteOrigins(value), /^Error: REMOTE_ORIGINS: /);
    });
  }

  it('the allowlist is the public origin first, each origin once', () => {
    assert.deepEqual(
      allowedRemoteOrigins('https://shop.example.cz/', [
        'https://cdn.example.com',
        'https://shop.example.cz',
      ]),
      ['https://shop.example.cz', 'https://cdn.example.com'],
    );
  });
});

describe('capability links and the route tables', () => {
  const tables = [catalogRoutes, checkoutRoutes, accountRoutes, documentRoutes];
  // Whoever has the URL has the page: every document, a shared cart, the order received page
  // (?code=) and the card payment's result.
  const capability = (remote: string, route: RouteDefinition) =>
    remote === 'documents' ||
    ['cart-share', 'order-received', 'payment-gopay'].includes(route.name);
  const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

  it('every capability route, in both languages, sends no referrer; no other route does', () => {
    let capabilityPaths = 0;
    for (const table of tables) {
      for (const route of table.routes) {
        for (const pattern of Object.values(route.path)) {
          const expected = capability(table.remote, route);
          if (expected) capabilityPaths += 1;
          assert.equal(isCapabilityLink(sample(pattern)), expected, `${route.name} ${pattern}`);
        }
      }
    }
    assert.ok(capabilityPaths >= 20);
  });

  it('every prefix belongs to a capability route', () => {
    const paths = tables.flatMap((table) =>
      table.routes
        .filter((route) => capability(table.remote, route))
        .flatMap((route) => Object.values(route.path).map(sample)),
    );
    for (const prefix of CAPABILITY_LINK_PREFIXES) {
      assert.ok(
        paths.some((pathname) => pathname.startsWith(prefix)),
        `${prefix} matches no route`,
      );
    }
  });
});

import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeDeployment } from '../test/deployment';
import { productionApp } from '../test/production-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import staticApps, { isAllowedEntry } from './static-apps';

const routes = {
  remote: 'catalog',
  routes: [
    { name: 'home', path: { cs: '/', en: '/en' }, layout: 'default', guard: null, page: 'home' },
  ],
  services: [],
};

/**
 * A deployment with two remotes, one of them without a route table. The catalogue is on v1, with
 * v0 before it and v2 after it (rolled back from); the shell on v1, with v0 before it.
 */
const DEPLOYED = {
  'remotes/catalog/routes.json': JSON.stringify({ ...routes, contractRange: '^1.0' }),
  'remotes/catalog/mf-manifest.json': '{}',
  'remotes/catalog/remoteEntry.js': '',
  'remotes/catalog/__federation_expose_pages__home.abcdef1234.js': '',
  'remotes/catalog@v0/routes.json': JSON.stringify(routes),
  'remotes/catalog@v2/routes.json': JSON.stringify(routes),
  'remotes/half-deployed/remoteEntry.js': '',
  'remotes/catalog/remoteEntry.js.map': '{"sources":["secret.tsx"]}',
  'remotes/catalog/__federation_expose_pages__home.abcdef1234.js.map': '{}',
  'remotes/catalog/server/remoteEntry.js': 'module.exports = {}',
  'remotes/catalog/server/__federation_expose_pages__home.0123456789.js': '',
  'shell/main.bbbbbbbbbb.js': 'console.log("the shell")',
  'shell/main.bbbbbbbbbb.js.map': '{"sources":["main.tsx"]}',
  'shell/main.bbbbbbbbbb.js.map.br': 'compressed map',
  'shell/server/render.js': 'module.exports = {}',
  'shell/server/render.js.map': '{}',
  'shell@v0/index.html': '<!doctype html><p>the shell before</p>',
  'shell@v0/main.aaaaaaaaaa.js': 'console.log("the shell before")',
  'shell@v0/main.0123456789.js': 'console.log("the shell before, same name")',
};

let database: TestDatabase;
let deployDir: string;
let app: FastifyInstance;

before(async () => {
  database = await createTestDatabase({ seed: false });
  deployDir = makeDeployment(DEPLOYED);
  app = buildApp({ db: database.db });
  await app.register(staticApps, { deployDir, apiBaseUrl: '/api' });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('static apps', () => {
  it('composes the registry from the versions in use and their route tables', async () => {
    const response = await app.inject('/remotes.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const registry = response.json();
    assert.deepEqual(Object.keys(registry), ['catalog']);
    assert.equal(registry.catalog.version, 'v1');
    assert.equal(registry.catalog.entry, '/remotes/catalog/v1/mf-manifest.json');
    assert.equal(registry.catalog.contractRange, '^1.0');
    assert.equal(registry.catalog.routes[0].name, 'home');
    // The versions before the one in use, to fall back on; not v2, published after it.
    assert.deepEqual(registry.catalog.previous, [
      { version: 'v0', entry: '/remotes/catalog/v0/mf-manifest.json' },
    ]);
  });

  it('serves the shell in use, and an earlier shell’s hashed files to the tabs still on it', async () => {
    assert.match((await app.inject('/')).body, /id="root"/);
    assert.equal(
      (await app.inject('/main.0123456789.js')).body,
      'console.log("shell")',
      'the version in use wins',
    );
    const earlier = await app.inject('/main.aaaaaaaaaa.js');
    assert.equal(earlier.statusCode, 200);
    assert.equal(earlier.body, 'console.log("the shell before")');
    assert.equal(earlier.headers['cache-control'], 'public, max-age=31536000, immutable');
    // A file that is not hashed comes only from the version in use.
    assert.equal((await app.inject('/index.html')).body.includes('the shell before'), false);
  });

  it('serves the runtime config; the app’s own sandbox gateway makes it a demo shop', async () => {
    assert.equal(app.demo, true);
    const response = await app.inject('/config.json');
    assert.deepEqual(response.json(), {
      apiBaseUrl: '/api',
      remoteOrigins: ['http://localhost:8080'],
      demo: true,
    });
  });

  it('says nothing of a demo when the shop takes real payments (a payment gateway given)', async () => {
    const production = productionApp(database.db);
    await production.register(staticApps, { deployDir, apiBaseUrl: '/api' });
    try {
      assert.equal(production.demo, false);
      const config = (await production.inject('/config.json')).json();
      assert.deepEqual(config, { apiBaseUrl: '/api', remoteOrigins: ['http://localhost:8080'] });
      assert.equal('demo' in config, false);
    } finally {
      await production.close();
    }
  });

  it('publishes the public origin and REMOTE_ORIGINS as the origins remotes may come from', async () => {
    const other = buildApp({
      db: database.db,
      config: {
        publicOrigin: 'https://shop.example.cz',
        remoteOrigins: ['https://cdn.example.com'],
      },
    });
    await other.register(staticApps, {
      deployDir,
      apiBaseUrl: '/api',
      gtmId: 'GTM-ABC1',
      googleClientId: 'shop.apps.googleusercontent.com',
    });
    try {
      assert.deepEqual((await other.inject('/config.json')).json(), {
        apiBaseUrl: '/api',
        gtmId: 'GTM-ABC1',
        googleClientId: 'shop.apps.googleusercontent.com',
        remoteOrigins: ['https://shop.example.cz', 'https://cdn.example.com'],
        demo: true,
      });
    } finally {
      await other.close();
    }
  });

  it('serves remote files same-origin only: no CORS header', async () => {
    for (const url of [
      '/remotes/catalog/v1/mf-manifest.json',
      '/remotes/catalog/v1/remoteEntry.js',
    ]) {
      const response = await app.inject({ url, headers: { origin: 'https://elsewhere.example' } });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['access-control-allow-origin'], undefined, url);
    }
  });

  it('tells registry entries on allowed origins from the others', () => {
    const origins = ['http://localhost:8080', 'https://cdn.example.com'];
    const cases: Array<[string, boolean]> = [
      ['/remotes/catalog/mf-manifest.json', true],
      ['http://localhost:8080/remotes/catalog/mf-manifest.json', true],
      ['https://cdn.example.com/catalog/mf-manifest.json', true],
      ['https://cdn.example.com:8443/catalog/mf-manifest.json', false],
      ['http://cdn.example.com/catalog/mf-manifest.json', false],
      ['https://evil.example/remotes/catalog/mf-manifest.json', false],
      ['//evil.example/remotes/catalog/mf-manifest.json', false],
      ['remotes/catalog/mf-manifest.json', false],
      ['javascript:alert(1)', false],
    ];
    for (const [entry, allowed] of cases) {
      assert.equal(isAllowedEntry(entry, origins), allowed, entry);
    }
  });

  it('serves manifests and entries no-cache and hashed chunks immutable', async () => {
    const manifest = await app.inject('/remotes/catalog/v1/mf-manifest.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const entry = await app.inject('/remotes/catalog/v1/remoteEntry.js');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const chunk = await app.inject(
      '/remotes/catalog/v1/__federation_expose_pages__home.abcdef1234.js',
    );
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const shellChunk = await app.inject('/main.0123456789.js');
    assert.equal(shellChunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers client routes with the shell page, no-cache', async () => {
    for (const url of ['/', '/checkout/kosik', '/en/checkout/cart?x=1']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /id="root"/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  it('keeps JSON 404s for unknown API paths and missing files', async () => {
    const api = await app.inject('/api/nothing');
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().message, 'Page not found: /api/nothing');
    const file = await app.inject('/missing.0123456789.js');
    assert.equal(file.statusCode, 404);
    const remoteFile = await app.inject('/remotes/catalog/v1/missing.js');
    assert.equal(remoteFile.statusCode, 404);
  });

  it('serves no source map and no server build, and every file the browser needs', async () => {
    for (const url of [
      '/main.bbbbbbbbbb.js.map',
      '/main.bbbbbbbbbb.js.map.br',
      '/MAIN.bbbbbbbbbb.js.MAP',
      '/server/render.js',
      '/server/render.js.map',
      '/Server/render.js',
      '/%73erver/render.js',
      '/server%2Frender.js',
      '/remotes/catalog/v1/remoteEntry.js.map',
      '/remotes/catalog/v1/__federation_expose_pages__home.abcdef1234.js.map',
      '/remotes/catalog/v1/server/remoteEntry.js',
      '/remotes/catalog/v1/server/__federation_expose_pages__home.0123456789.js',
      '/remotes/catalog/v1/%73erver/remoteEntry.js',
      '/remotes/catalog/v1/server%2FremoteEntry.js',
      '/remotes/catalog/v1/x/../server/remoteEntry.js',
    ]) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const response = await app.inject({ url, headers });
        assert.equal(response.statusCode, 404, `${url} ${JSON.stringify(headers)}`);
        assert.doesNotMatch(response.body, /sources|module\.exports/, url);
      }
    }
    for (const url of [
      '/main.bbbbbbbbbb.js',
      '/index.html',
      '/remotes/catalog/v1/remoteEntry.js',
      '/remotes/catalog/v1/mf-manifest.json',
      '/remotes/catalog/v1/__federation_expose_pages__home.abcdef1234.js',
    ]) {
      assert.equal((await app.inject(url)).statusCode, 200, url);
    }
  });

  it('does not serve files outside the deployment', async () => {
    const response = await app.inject('/../../etc/passwd');
    assert.notEqual(response.body.includes('root:'), true);
  });

  it('uses a registry override with route tables read beside local manifests', async () => {
    const other = buildApp({ db: database.db });
    await other.register(staticApps, {
      deployDir,
      apiBaseUrl: '/api',
      registryOverride: {
        catalog: '/remotes/catalog/v1/mf-manifest.json',
        gone: 'http://127.0.0.1:9/remotes/gone/mf-manifest.json',
      },
    });
    const registry = (await other.inject('/remotes.json')).json();
    assert.deepEqual(Object.keys(registry), ['catalog']);
    await other.close();
  });
});

import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import {
  ConfigError,
  DEFAULT_DEPLOY_DIR,
  DEFAULT_PGLITE_DIR,
  ENV_VARIABLES,
  loadConfig,
  OVERLOAD_DEFAULTS,
  productionProblems,
} from './config';
import { PRODUCTION_ENV } from './test/production-env';

describe('loadConfig', () => {
  it('has defaults', () => {
    assert.deepEqual(loadConfig({}), {
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'shop-rate-limit:',
      pgliteDir: DEFAULT_PGLITE_DIR,
      logLevel: 'info',
      deployDir: DEFAULT_DEPLOY_DIR,
      remoteRegistry: undefined,
      remoteOrigins: [],
      publicApiUrl: '/api',
      gtmId: undefined,
      publicOrigin: 'http://localhost:8080',
      addressProvider: 'local',
      mapyApiKey: undefined,
      companyRegistry: 'local',
      paymentProvider: 'sandbox',
      gopay: undefined,
      smtpUrl: undefined,
      mailFrom: 'Půjčovna techniky <obchod@localhost>',
      devPages: false,
      trustProxy: undefined,
      overload: {
        concurrency: 4,
        queue: 64,
        queueWaitMs: 5000,
        maxEventLoopDelayMs: 1000,
        maxEventLoopUtilization: 0,
      },
      google: undefined,
      watchSweepIntervalSeconds: 300,
      accountRequestsPerHour: 10,
      staffStatusCode: undefined,
      serverRender: { workers: 1, deadlineMs: 1500 },
      staffToken: undefined,
      shopUrl: undefined,
      production: false,
      demo: true,
    });
    assert.match(DEFAULT_DEPLOY_DIR, /[\\/]\.deploy$/);
    assert.match(DEFAULT_PGLITE_DIR, /api[\\/]\.data[\\/]pglite$/);
  });

  it('takes the public origin from the port it serves on unless PUBLIC_ORIGIN is set', () => {
    assert.equal(loadConfig({ PORT: '8580' }).publicOrigin, 'http://localhost:8580');
    assert.equal(loadConfig({}).publicOrigin, 'http://localhost:8080');
    assert.equal(
      loadConfig({ PORT: '8580', PUBLIC_ORIGIN: '' }).publicOrigin,
      'http://localhost:8580',
    );
    assert.equal(
      loadConfig({ PORT: '8580', PUBLIC_ORIGIN: 'https://www.example.cz' }).publicOrigin,
      'https://www.example.cz',
    );
    // PORT 0 asks for any free port: no port to name, so the default one stands in.
    assert.equal(loadConfig({ PORT: '0' }).publicOrigin, 'http://localhost:8080');
  });

  it('reads the environment', () => {
    assert.deepEqual(
      loadConfig({
        PORT: '8099',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'shop-staging:',
        PGLITE_DIR: 'tmp/db',
        LOG_LEVEL: 'WARN',
        DEPLOY_DIR: 'releases/current',
        INIT_CWD: '/srv/shop',
        REMOTE_REGISTRY: '{"catalog":"https://cdn.example/catalog/mf-manifest.json"}',
        REMOTE_ORIGINS: 'https://CDN.example/, https://cdn2.example:8443',
        PUBLIC_API_URL: 'https://api.example/api',
        GTM_ID: 'GTM-ABC123',
        PUBLIC_ORIGIN: 'https://www.example.cz/',
        ADDRESS_PROVIDER: 'Mapy',
        MAPY_API_KEY: 'key',
        COMPANY_REGISTRY: 'ares',
        PAYMENT_PROVIDER: 'GoPay',
        GOPAY_URL: 'https://gw.sandbox.gopay.com/api/',
        GOPAY_GOID: '8123456789',
        GOPAY_CLIENT_ID: 'client',
        GOPAY_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtp://user:pass@mail.example.cz:587',
        MAIL_FROM: 'Shop <shop@example.cz>',
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        OIDC_ISSUER: 'https://issuer.example.cz',
        OIDC_JWKS_URL: 'https://issuer.example.cz/keys',
        WATCH_SWEEP_INTERVAL_SECONDS: '0',
        ACCOUNT_REQUESTS_PER_HOUR: '40',
        STAFF_STATUS_CODE: 'status-page-code-2026',
        RENDER_WORKERS: '4',
        RENDER_DEADLINE_MS: '800',
        NODE_ENV: 'production',
        STAFF_TOKEN: 'staff-token-of-the-shop-0123456789abcdef',
        SHOP_URL: 'https://shop.example.cz/',
      }),
      {
        port: 8099,
        host: '127.0.0.1',
        databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
        redisUrl: 'redis://127.0.0.1:6379',
        redisKeyPrefix: 'shop-staging:',
        pgliteDir: resolve('tmp/db'),
        logLevel: 'warn',
        deployDir: '/srv/shop/releases/current',
        remoteRegistry: { catalog: 'https://cdn.example/catalog/mf-manifest.json' },
        remoteOrigins: ['https://cdn.example', 'https://cdn2.example:8443'],
        publicApiUrl: 'https://api.example/api',
        gtmId: 'GTM-ABC123',
        publicOrigin: 'https://www.example.cz',
        addressProvider: 'mapy',
        mapyApiKey: 'key',
        companyRegistry: 'ares',
        paymentProvider: 'gopay',
        gopay: {
          url: 'https://gw.sandbox.gopay.com/api',
          goid: '8123456789',
          clientId: 'client',
          clientSecret: 'secret',
        },
        smtpUrl: 'smtp://user:pass@mail.example.cz:587',
        mailFrom: 'Shop <shop@example.cz>',
        devPages: false,
        trustProxy: undefined,
        overload: {
          concurrency: 16,
          queue: 1024,
          queueWaitMs: 10_000,
          maxEventLoopDelayMs: 1000,
          maxEventLoopUtilization: 0,
        },
        google: {
          clientId: '1234-abc.apps.googleusercontent.com',
          issuer: 'https://issuer.example.cz',
          jwksUrl: 'https://issuer.example.cz/keys',
        },
        watchSweepIntervalSeconds: 0,
        accountRequestsPerHour: 40,
        staffStatusCode: 'status-page-code-2026',
        serverRender: { workers: 4, deadlineMs: 800 },
        staffToken: 'staff-token-of-the-shop-0123456789abcdef',
        shopUrl: 'https://shop.example.cz',
        production: true,
        demo: false,
      },
    );
  });

  it("checks Google's sign-in against Google's issuer and keys unless told otherwise", () => {
    assert.deepEqual(loadConfig({ GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com' }).google, {
      clientId: 'shop.apps.googleusercontent.com',
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    assert.throws(
      () => loadConfig({ GOOGLE_CLIENT_ID: 'a b' }),
      /GOOGLE_CLIENT_ID must be a Google OAuth client id/,
    );
    assert.throws(() => loadConfig({ OIDC_JWKS_URL: 'keys.json' }), /OIDC_JWKS_URL must be/);
  });

  it('renders pages on the server unless RENDER_WORKERS is 0', () => {
    assert.deepEqual(loadConfig({ RENDER_WORKERS: '2' }).serverRender, {
      workers: 2,
      deadlineMs: 1500,
    });
    assert.deepEqual(loadConfig({ RENDER_DEADLINE_MS: '50' }).serverRender, {
      workers: 1,
      deadlineMs: 50,
    });
    assert.equal(loadConfig({ RENDER_WORKERS: '0' }).serverRender, undefined);
    assert.equal(
      loadConfig({ RENDER_WORKERS: '0', RENDER_DEADLINE_MS: '3000' }).serverRender,
      undefined,
    );
    assert.deepEqual(loadConfig({ RENDER_WORKERS: '' }).serverRender, {
      workers: 1,
      deadlineMs: 1500,
    });
  });

  it('trusts no proxy unless TRUST_PROXY names them or counts them', () => {
    assert.equal(loadConfig({}).trustProxy, undefined);
    assert.equal(
      loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy,
      '127.0.0.1,10.0.0.0/8',
    );
    // A hop count: that many addresses nearest the server are proxies (hop 0: the socket's peer).
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    assert.equal(typeof twoHops, 'function');
    if (typeof twoHops !== 'function') return;
    assert.deepEqual(
      [0, 1, 2, 3].map((hop) => twoHops('10.0.0.1', hop)),
      [true, true, false, false],
    );
  });

  it('gives Fastify proxies whose X-Forwarded-For it believes, and no further', async () => {
    const clientIp = async (trustProxy: string, remoteAddress: string) => {
      const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy });
      app.get('/', async (request) => request.ip);
      // The client wrote 6.6.6.6 itself; the proxy (10.0.0.1) added the address it saw.
      const response = await app.inject({
        url: '/',
        remoteAddress,
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' },
      });
      await app.close();
      return response.body;
    };
    assert.equal(await clientIp('1', '10.0.0.1'), '203.0.113.5');
    assert.equal(await clientIp('10.0.0.0/8', '10.0.0.1'), '203.0.113.5');
    // A request not from a named proxy: its header is not believed.
    assert.equal(await clientIp('10.0.0.0/8', '198.51.100.7'), '198.51.100.7');
  });

  it('refuses to trust every proxy, saying why', () => {
    // Every proxy would include the client itself: its own X-Forwarded-For would be believed.
    for (const value of ['true', 'TRUE', ' true ']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError, String(error));
          assert.equal(error.problems.length, 1, error.message);
          assert.match(error.message, /TRUST_PROXY=true is refused/);
          assert.match(error.message, /X-Forwarded-For/);
          assert.match(error.message, /whatever the client sent/);
          assert.match(error.message, /TRUST_PROXY=1/);
          return true;
        },
        value,
      );
    }
    // Reported with the other problems of the environment.
    assert.throws(
      () => loadConfig({ TRUST_PROXY: 'true', PORT: 'x' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.length === 2 &&
        /TRUST_PROXY=true is refused/.test(error.message) &&
        /PORT must be/.test(error.message),
    );
  });

  it('keeps the dev pages off unless DEV_PAGES turns them on, whatever NODE_ENV says', () => {
    assert.equal(loadConfig({}).devPages, false);
    assert.equal(loadConfig({ NODE_ENV: 'development' }).devPages, false);
    assert.equal(loadConfig({ DEV_PAGES: '' }).devPages, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', DEV_PAGES: '1' }).devPages, true);
    assert.equal(loadConfig({ DEV_PAGES: 'true' }).devPages, true);
    assert.equal(loadConfig({ DEV_PAGES: 'TRUE' }).devPages, true);
    assert.equal(loadConfig({ NODE_ENV: 'development', DEV_PAGES: '0' }).devPages, false);
    assert.equal(loadConfig({ DEV_PAGES: 'false' }).devPages, false);
  });

  it('ignores GoPay settings with the sandbox provider, and needs all four for gopay', () => {
    assert.equal(loadConfig({ GOPAY_GOID: '1' }).gopay, undefined);
    assert.throws(
      () => loadConfig({ PAYMENT_PROVIDER: 'gopay', GOPAY_URL: 'https://gate.gopay.cz/api' }),
      /PAYMENT_PROVIDER=gopay needs GOPAY_GOID, GOPAY_CLIENT_ID, GOPAY_CLIENT_SECRET/,
    );
  });

  it('bounds the API load by the database, or by API_CONCURRENCY and the rest', () => {
    assert.deepEqual(loadConfig({}).overload, {
      ...OVERLOAD_DEFAULTS.pglite,
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
    });
    assert.deepEqual(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).overload, {
      ...OVERLOAD_DEFAULTS.postgres,
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
    });
    assert.deepEqual(
      loadConfig({
        API_CONCURRENCY: '0',
        API_QUEUE: '10',
        API_QUEUE_WAIT_MS: '500',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_EVENT_LOOP_UTILIZATION: '0.75',
      }).overload,
      {
        concurrency: 0,
        queue: 10,
        queueWaitMs: 500,
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0.75,
      },
    );
  });

  it('keeps PGLITE_DIR=memory and treats an empty DATABASE_URL as unset', () => {
    const config = loadConfig({ PGLITE_DIR: 'memory', DATABASE_URL: '' });
    assert.equal(config.pgliteDir, 'memory');
    assert.equal(config.databaseUrl, undefined);
  });

  it('refuses a bad port or log level', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be an integer/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL must be one of/);
    assert.throws(() => loadConfig({ REMOTE_REGISTRY: '{nope' }), /REMOTE_REGISTRY must be JSON/);
    assert.throws(() => loadConfig({ REMOTE_REGISTRY: '{"catalog":1}' }), /map remote names/);
    for (const origins of [
      '*',
      'https://cdn.example/remotes',
      'https://*.example',
      'cdn.example',
    ]) {
      assert.throws(() => loadConfig({ REMOTE_ORIGINS: origins }), /REMOTE_ORIGINS must be/);
    }
    assert.throws(() => loadConfig({ PUBLIC_ORIGIN: 'example.cz' }), /PUBLIC_ORIGIN must be/);
    assert.throws(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://example.cz' }), /PUBLIC_ORIGIN must/);
    assert.throws(() => loadConfig({ ADDRESS_PROVIDER: 'google' }), /ADDRESS_PROVIDER must be/);
    assert.throws(() => loadConfig({ ADDRESS_PROVIDER: 'mapy' }), /needs MAPY_API_KEY/);
    assert.throws(() => loadConfig({ COMPANY_REGISTRY: 'x' }), /COMPANY_REGISTRY must be/);
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' }), /PAYMENT_PROVIDER must be/);
    const gopay = {
      PAYMENT_PROVIDER: 'gopay',
      GOPAY_URL: 'https://gate.gopay.cz/api',
      GOPAY_GOID: '8123456789',
      GOPAY_CLIENT_ID: 'id',
      GOPAY_CLIENT_SECRET: 'secret',
    };
    assert.throws(() => loadConfig({ ...gopay, GOPAY_URL: 'gate.gopay.cz' }), /GOPAY_URL must be/);
    assert.throws(() => loadConfig({ ...gopay, GOPAY_GOID: 'abc' }), /GOPAY_GOID must be a number/);
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail.example.cz' }), /SMTP_URL must be/);
    assert.throws(() => loadConfig({ DEV_PAGES: 'yes' }), /DEV_PAGES must be 1 or 0/);
  });

  // Each bad value stops the start with a ConfigError naming the variable and what it must be.
  const badValues: Array<[name: string, value: string, expected: RegExp]> = [
    [
      'PORT',
      'eighty',
      /^Invalid configuration: PORT must be an integer between 0 and 65535, got "eighty"$/,
    ],
    ['PORT', '65536', /PORT must be an integer between 0 and 65535, got "65536"/],
    ['PORT', '-1', /PORT must be an integer between 0 and 65535/],
    ['PORT', '80.5', /PORT must be an integer/],
    ['HOST', 'local host', /HOST must be a host name or IP address/],
    ['DATABASE_URL', 'mysql://root:pw@db/shop', /DATABASE_URL must be a PostgreSQL connection URL/],
    [
      'REMOTE_REGISTRY',
      '["catalog"]',
      /REMOTE_REGISTRY must be JSON: \{"<remote>": "<manifest URL>"\}/,
    ],
    [
      'REMOTE_REGISTRY',
      '{"catalog": ""}',
      /REMOTE_REGISTRY must map remote names to manifest URLs/,
    ],
    [
      'PUBLIC_API_URL',
      'api',
      /PUBLIC_API_URL must be a path \(\/api\) or an absolute http\(s\) URL/,
    ],
    ['PUBLIC_API_URL', 'ftp://api.example.cz', /PUBLIC_API_URL must be/],
    [
      'LOG_LEVEL',
      'verbose',
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    [
      'PUBLIC_ORIGIN',
      'https://www.example.cz/shop',
      /PUBLIC_ORIGIN must be an absolute http\(s\) origin without a path/,
    ],
    ['PUBLIC_ORIGIN', 'www.example.cz', /PUBLIC_ORIGIN must be/],
    ['ADDRESS_PROVIDER', 'google', /ADDRESS_PROVIDER must be one of local, mapy, got "google"/],
    ['COMPANY_REGISTRY', 'orsr', /COMPANY_REGISTRY must be one of local, ares/],
    ['PAYMENT_PROVIDER', 'paypal', /PAYMENT_PROVIDER must be one of sandbox, gopay/],
    ['GOPAY_URL', 'gate.gopay.cz/api', /GOPAY_URL must be an absolute http\(s\) URL/],
    ['GOPAY_GOID', '81234x', /GOPAY_GOID must be a number/],
    ['SMTP_URL', 'smtp://user:pass@:587', /SMTP_URL must be smtp:\/\/user:pass@host:port/],
    ['SMTP_URL', 'mail.example.cz', /SMTP_URL must be/],
    ['MAIL_FROM', 'Shop', /MAIL_FROM must be a sender on one line/],
    ['MAIL_FROM', 'Shop <shop@example.cz>\nBcc: x@example.cz', /MAIL_FROM must be/],
    ['DEV_PAGES', 'on', /DEV_PAGES must be 1 or 0 \(true or false\), got "on"/],
    ['REDIS_KEY_PREFIX', 'shop rate', /REDIS_KEY_PREFIX must be 1 to 64 letters, digits/],
    ['REDIS_KEY_PREFIX', 'x'.repeat(65), /REDIS_KEY_PREFIX must be/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be false, a number of proxy hops \(1 to 10\), or a/],
    ['TRUST_PROXY', '10.0.0.0/8;evil', /TRUST_PROXY must be/],
    ['TRUST_PROXY', '0', /TRUST_PROXY must be/],
    ['TRUST_PROXY', '11', /TRUST_PROXY must be/],
    ['TRUST_PROXY', 'true,10.0.0.1', /TRUST_PROXY must be/],
    ['API_CONCURRENCY', 'many', /API_CONCURRENCY must be an integer from 0 \(no limit\) to 10000/],
    ['API_CONCURRENCY', '-1', /API_CONCURRENCY must be/],
    ['API_QUEUE', '1.5', /API_QUEUE must be an integer from 0 to 100000, got "1.5"/],
    ['API_QUEUE_WAIT_MS', '2s', /API_QUEUE_WAIT_MS must be a number of milliseconds/],
    ['MAX_EVENT_LOOP_DELAY_MS', '1e9', /MAX_EVENT_LOOP_DELAY_MS must be a number of milliseconds/],
    ['MAX_EVENT_LOOP_UTILIZATION', '90%', /MAX_EVENT_LOOP_UTILIZATION must be a share of the time/],
    ['MAX_EVENT_LOOP_UTILIZATION', '1.5', /MAX_EVENT_LOOP_UTILIZATION must be/],
    ['GTM_ID', 'UA-12345', /GTM_ID must be a Google Tag Manager container id/],
    ['GTM_ID', 'GTM-abc', /GTM_ID must be/],
    ['PGLITE_DIR', 'data\u0000', /PGLITE_DIR must be a folder, or memory/],
    [
      'WATCH_SWEEP_INTERVAL_SECONDS',
      '5m',
      /WATCH_SWEEP_INTERVAL_SECONDS must be a number of seconds/,
    ],
    ['WATCH_SWEEP_INTERVAL_SECONDS', '-1', /WATCH_SWEEP_INTERVAL_SECONDS must be/],
    ['ACCOUNT_REQUESTS_PER_HOUR', '0', /ACCOUNT_REQUESTS_PER_HOUR must be a whole number/],
    ['ACCOUNT_REQUESTS_PER_HOUR', 'many', /ACCOUNT_REQUESTS_PER_HOUR must be/],
    ['STAFF_STATUS_CODE', 'short', /STAFF_STATUS_CODE must be 16 to 200/],
    ['STAFF_STATUS_CODE', 'has spaces in it, sixteen', /STAFF_STATUS_CODE must be/],
    [
      'RENDER_WORKERS',
      '65',
      /^Invalid configuration: RENDER_WORKERS must be a number of render worker threads from 0 \(the browser renders every page\) to 64, got "65"$/,
    ],
    ['RENDER_WORKERS', '-1', /RENDER_WORKERS must be a number of render worker threads/],
    ['RENDER_WORKERS', '1.5', /RENDER_WORKERS must be a number of render worker threads/],
    ['RENDER_WORKERS', 'two', /RENDER_WORKERS must be a number of render worker threads/],
    [
      'RENDER_DEADLINE_MS',
      '49',
      /^Invalid configuration: RENDER_DEADLINE_MS must be milliseconds from 50 to 30000 a page may take on the server before the browser renders it, got "49"$/,
    ],
    ['RENDER_DEADLINE_MS', '30001', /RENDER_DEADLINE_MS must be milliseconds from 50 to 30000/],
    ['RENDER_DEADLINE_MS', '1.5s', /RENDER_DEADLINE_MS must be milliseconds from 50 to 30000/],
  ];
  for (const [name, value, expected] of badValues) {
    it(`refuses ${name}=${JSON.stringify(value)}`, () => {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError, `a ConfigError, not ${String(error)}`);
          assert.match(error.message, expected);
          return true;
        },
      );
    });
  }

  it('never repeats a secret in its message', () => {
    const secrets: Array<[string, string]> = [
      ['DATABASE_URL', 'mysql://root:hunter2@db/shop'],
      ['SMTP_URL', 'http://user:hunter2@mail.example.cz'],
      ['MAPY_API_KEY', 'hunter2 x'],
      ['GOPAY_CLIENT_SECRET', 'hunter2 x'],
    ];
    for (const [name, value] of secrets) {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: Error) =>
          error.message.includes(`${name} must be`) && !error.message.includes('hunter2'),
      );
    }
  });

  it('lists every bad variable at once', () => {
    assert.throws(
      () =>
        loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', PAYMENT_PROVIDER: 'gopay', GOPAY_GOID: 'a' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(error.problems, [
          'PORT must be an integer between 0 and 65535, got "x"',
          'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
          'GOPAY_GOID must be a number (the GoPay shop id, up to 18 digits), got "a"',
        ]);
        assert.match(error.message, /^Invalid configuration:\n- PORT must be/);
        return true;
      },
    );
  });

  it('accepts the documented forms of each variable', () => {
    const good: Array<Record<string, string>> = [
      { PORT: '0' },
      { PORT: '65535' },
      { HOST: '::' },
      { HOST: 'localhost' },
      { DATABASE_URL: 'postgresql://shop:secret@db.internal:5432/shop?sslmode=require' },
      { PUBLIC_API_URL: 'https://api.example.cz/api' },
      { PUBLIC_ORIGIN: 'http://127.0.0.1:8181' },
      { SMTP_URL: 'smtps://user:p%40ss@[::1]:465' },
      { SMTP_URL: 'smtp://mail.example.cz' },
      { MAIL_FROM: 'shop@example.cz' },
      { TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' },
      { TRUST_PROXY: 'false' },
      { TRUST_PROXY: '10' },
      { LOG_LEVEL: 'Silent' },
    ];
    for (const env of good) assert.doesNotThrow(() => loadConfig(env), JSON.stringify(env));
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, undefined);
  });

  it('declares a type and an expected form for every variable it reads', () => {
    for (const [name, variable] of Object.entries(ENV_VARIABLES)) {
      const schema: Record<string, unknown> = { ...variable.schema };
      assert.ok(schema.type ?? schema.enum, `${name} has a type, or its values`);
      assert.ok(
        'pattern' in schema || 'enum' in schema || 'maximum' in schema,
        `${name} has a pattern, an enum or a range`,
      );
      assert.ok(variable.expected.length > 0, `${name} says what it expects`);
    }
  });
});

describe('productionProblems', () => {
  it('has none for a production shop set up right, nor for a demo or development start', () => {
    assert.deepEqual(productionProblems(loadConfig(PRODUCTION_ENV)), []);
    assert.deepEqual(productionProblems(loadConfig({})), []);
    assert.deepEqual(productionProblems(loadConfig({ NODE_ENV: 'test', DEV_PAGES: '1' })), []);
  });

  it('names each unsafe setting of a production start', () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['the sandbox gateway', { PAYMENT_PROVIDER: 'sandbox' }, /^PAYMENT_PROVIDER is sandbox/],
      [
        'an http origin',
        { PUBLIC_ORIGIN: 'http://www.pujcovna.example.cz' },
        /^PUBLIC_ORIGIN must be the shop's https origin/,
      ],
      ['no origin', { PUBLIC_ORIGIN: '' }, /^PUBLIC_ORIGIN .* got http:\/\/localhost:8080$/],
      ['no SMTP', { SMTP_URL: '' }, /^SMTP_URL is not set/],
      ['the dev pages', { DEV_PAGES: '1' }, /^DEV_PAGES is on/],
    ];
    for (const [label, change, problem] of cases) {
      const problems = productionProblems(loadConfig({ ...PRODUCTION_ENV, ...change }));
      assert.equal(problems.length, 1, `${label}: ${problems.join('; ')}`);
      assert.match(problems[0] ?? '', problem, label);
    }
  });

  it('lists every problem at once', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production', DEV_PAGES: 'true' }));
    assert.equal(problems.length, 4);
    assert.match(new ConfigError(problems).message, /^Invalid configuration:\n- PAYMENT_PROVIDER/);
  });

  it('calls a start with the sandbox gateway a demo, and no other', () => {
    assert.equal(loadConfig({}).demo, true);
    assert.equal(loadConfig({ PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'production' }).demo, true);
    assert.equal(loadConfig(PRODUCTION_ENV).demo, false);
  });

  it('takes a staff token of 32 characters or more, and never repeats it', () => {
    assert.equal(loadConfig({ STAFF_TOKEN: 'a'.repeat(32) }).staffToken, 'a'.repeat(32));
    assert.throws(
      () => loadConfig({ STAFF_TOKEN: 'b'.repeat(31) }),
      (error: Error) =>
        /^Invalid configuration: STAFF_TOKEN must be 32 to 200/.test(error.message) &&
        !error.message.includes('bbbb'),
    );
  });
});

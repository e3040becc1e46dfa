import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_DEPLOY_DIR, DEFAULT_PGLITE_DIR, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults', () => {
    assert.deepEqual(loadConfig({}), {
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      pgliteDir: DEFAULT_PGLITE_DIR,
      logLevel: 'info',
      deployDir: DEFAULT_DEPLOY_DIR,
      remoteRegistry: undefined,
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
      devPages: true,
      trustProxy: undefined,
    });
    assert.match(DEFAULT_DEPLOY_DIR, /[\\/]\.deploy$/);
    assert.match(DEFAULT_PGLITE_DIR, /api[\\/]\.data[\\/]pglite$/);
  });

  it('reads the environment', () => {
    assert.deepEqual(
      loadConfig({
        PORT: '8099',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
        PGLITE_DIR: 'tmp/db',
        LOG_LEVEL: 'WARN',
        DEPLOY_DIR: 'releases/current',
        INIT_CWD: '/srv/shop',
        REMOTE_REGISTRY: '{"catalog":"https://cdn.example/catalog/mf-manifest.json"}',
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
        NODE_ENV: 'production',
      }),
      {
        port: 8099,
        host: '127.0.0.1',
        databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
        pgliteDir: resolve('tmp/db'),
        logLevel: 'warn',
        deployDir: '/srv/shop/releases/current',
        remoteRegistry: { catalog: 'https://cdn.example/catalog/mf-manifest.json' },
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
      },
    );
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    assert.equal(loadConfig({}).trustProxy, undefined);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(
      loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy,
      '127.0.0.1,10.0.0.0/8',
    );
  });

  it('turns the dev pages on outside production, or by DEV_PAGES', () => {
    assert.equal(loadConfig({ NODE_ENV: 'development' }).devPages, true);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).devPages, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', DEV_PAGES: '1' }).devPages, true);
    assert.equal(loadConfig({ DEV_PAGES: '0' }).devPages, false);
  });

  it('ignores GoPay settings with the sandbox provider, and needs all four for gopay', () => {
    assert.equal(loadConfig({ GOPAY_GOID: '1' }).gopay, undefined);
    assert.throws(
      () => loadConfig({ PAYMENT_PROVIDER: 'gopay', GOPAY_URL: 'https://gate.gopay.cz/api' }),
      /PAYMENT_PROVIDER=gopay needs GOPAY_GOID, GOPAY_CLIENT_ID, GOPAY_CLIENT_SECRET/,
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
});

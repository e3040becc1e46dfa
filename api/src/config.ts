import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server connection; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or 'memory' for a throw-away database (ignored when databaseUrl is set). */
  pgliteDir: string;
  logLevel: LogLevel;
  /** The folder the built shell and remotes are served from (see scripts/deploy.ts). */
  deployDir: string;
  /** Remote name → manifest URL, replacing the remotes found in deployDir. */
  remoteRegistry: Record<string, string> | undefined;
  /** The API base URL the pages use. */
  publicApiUrl: string;
  /** Google Tag Manager container id for the pages (GTM-…); unset keeps analytics off. */
  gtmId: string | undefined;
  /** Absolute origin of the public site (sitemaps), without a trailing slash. */
  publicOrigin: string;
  /** Address autocomplete: the seeded local data set, or the Mapy.com suggest API. */
  addressProvider: 'local' | 'mapy';
  mapyApiKey: string | undefined;
  /** Company registry lookups: the seeded local data set, or ARES. */
  companyRegistry: 'local' | 'ares';
  /** Card payments: the API's own sandbox gateway (GoPay protocol), or GoPay itself. */
  paymentProvider: 'sandbox' | 'gopay';
  /** GoPay API base and credentials (PAYMENT_PROVIDER=gopay only; the sandbox has its own). */
  gopay: GoPayConfig | undefined;
  /** SMTP server (smtp(s)://user:pass@host:port); unset → messages are stored in the database. */
  smtpUrl: string | undefined;
  /** From header of the shop's e-mails. */
  mailFrom: string;
  /** Development pages (/api/dev/emails): on unless NODE_ENV=production; DEV_PAGES=1/0 forces. */
  devPages: boolean;
  /** Proxies to trust for the client's address (Fastify's trustProxy); undefined: none. */
  trustProxy: boolean | string | undefined;
}

export interface GoPayConfig {
  /** The gateway's API base, e.g. https://gw.sandbox.gopay.com/api. */
  url: string;
  goid: string;
  clientId: string;
  clientSecret: string;
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** api/.data/pglite, resolved from this file so it does not depend on the working directory. */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** The repository's .deploy folder. */
export const DEFAULT_DEPLOY_DIR = fileURLToPath(new URL('../../.deploy', import.meta.url));

/** A relative folder is taken from where the command was started (npm keeps it in INIT_CWD). */
function parseFolder(value: string | undefined, fallback: string, env: NodeJS.ProcessEnv): string {
  if (value === undefined || value === '') return fallback;
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

function parseRegistry(value: string | undefined): Record<string, string> | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('REMOTE_REGISTRY must be JSON: {"<remote>": "<manifest URL>"}');
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((url) => typeof url === 'string' && url.length > 0)
  ) {
    throw new Error('REMOTE_REGISTRY must map remote names to manifest URLs');
  }
  return parsed as Record<string, string>;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** 'memory' stays as it is; a relative folder is resolved against the working directory. */
function parsePgliteDir(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_PGLITE_DIR;
  return value === 'memory' ? value : resolve(value);
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level;
}

function parseOrigin(value: string | undefined): string {
  if (value === undefined || value === '') return 'http://localhost:8080';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL, got "${value}"`);
  }
  return url.origin;
}

function parseChoice<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
): T {
  if (value === undefined || value === '') return choices[0] as T;
  const choice = value.toLowerCase() as T;
  if (!choices.includes(choice)) {
    throw new Error(`${name} must be one of ${choices.join(', ')}, got "${value}"`);
  }
  return choice;
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function parseGoPay(env: NodeJS.ProcessEnv): GoPayConfig {
  const values = {
    GOPAY_URL: env.GOPAY_URL || undefined,
    GOPAY_GOID: env.GOPAY_GOID || undefined,
    GOPAY_CLIENT_ID: env.GOPAY_CLIENT_ID || undefined,
    GOPAY_CLIENT_SECRET: env.GOPAY_CLIENT_SECRET || undefined,
  };
  const missing = Object.entries(values)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROVIDER=gopay needs ${missing.join(', ')}`);
  }
  if (!/^\d{1,18}$/.test(values.GOPAY_GOID ?? '')) {
    throw new Error(`GOPAY_GOID must be a number, got "${values.GOPAY_GOID}"`);
  }
  return {
    url: parseHttpUrl('GOPAY_URL', values.GOPAY_URL ?? ''),
    goid: values.GOPAY_GOID ?? '',
    clientId: values.GOPAY_CLIENT_ID ?? '',
    clientSecret: values.GOPAY_CLIENT_SECRET ?? '',
  };
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be smtp://user:pass@host:port or smtps://…');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error('SMTP_URL must be smtp://user:pass@host:port or smtps://…');
  }
  return value;
}

/**
 * TRUST_PROXY: unset → the direct peer is the client; `true` → every proxy; else a
 * comma-separated list of proxy addresses or subnets (e.g. `127.0.0.1,10.0.0.0/8`).
 */
function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '' || value === 'false') return undefined;
  return value === 'true' ? true : value;
}

function parseDevPages(env: NodeJS.ProcessEnv): boolean {
  const value = env.DEV_PAGES;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  if (value !== undefined && value !== '') {
    throw new Error(`DEV_PAGES must be 1 or 0, got "${value}"`);
  }
  return env.NODE_ENV !== 'production';
}

/** The shop's default sender. */
export const DEFAULT_MAIL_FROM = 'Půjčovna techniky <obchod@localhost>';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const addressProvider = parseChoice('ADDRESS_PROVIDER', env.ADDRESS_PROVIDER, [
    'local',
    'mapy',
  ] as const);
  const mapyApiKey = env.MAPY_API_KEY || undefined;
  if (addressProvider === 'mapy' && !mapyApiKey) {
    throw new Error('ADDRESS_PROVIDER=mapy needs MAPY_API_KEY');
  }
  const paymentProvider = parseChoice('PAYMENT_PROVIDER', env.PAYMENT_PROVIDER, [
    'sandbox',
    'gopay',
  ] as const);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: parsePgliteDir(env.PGLITE_DIR),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    deployDir: parseFolder(env.DEPLOY_DIR, DEFAULT_DEPLOY_DIR, env),
    remoteRegistry: parseRegistry(env.REMOTE_REGISTRY),
    publicApiUrl: env.PUBLIC_API_URL || '/api',
    gtmId: env.GTM_ID || undefined,
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN),
    addressProvider,
    mapyApiKey,
    companyRegistry: parseChoice('COMPANY_REGISTRY', env.COMPANY_REGISTRY, [
      'local',
      'ares',
    ] as const),
    paymentProvider,
    gopay: paymentProvider === 'gopay' ? parseGoPay(env) : undefined,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    devPages: parseDevPages(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { type Static, type TSchema, Type } from 'typebox';
import { parseRemoteOrigins } from './lib/origins';
import { RATE_LIMIT_NAMESPACE } from './lib/rate-limit-store';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Bounds on the API's load: what plugins/overload.ts takes on at once and when it refuses. */
export interface OverloadOptions {
  /** API requests handled at once; 0: no limit (and no queue). */
  concurrency: number;
  /** API requests waiting for a place; one more is refused. */
  queue: number;
  /** Longest wait for a place, in milliseconds; then the request is refused. */
  queueWaitMs: number;
  /** Refuse API requests while the event loop's mean delay is above this (ms); 0: no check. */
  maxEventLoopDelayMs: number;
  /** Refuse API requests while the loop is busy more than this share of the time; 0: no check. */
  maxEventLoopUtilization: number;
  /** Retry-After of a refusal, in seconds (default 2). */
  retryAfterSeconds?: number;
  /** How often the event loop delay and utilisation are sampled, in milliseconds (default 250). */
  sampleIntervalMs?: number;
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server connection; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /**
   * Redis for the rate-limit and throttling counters, shared by every API instance; unset: each
   * instance counts in its own memory.
   */
  redisUrl: string | undefined;
  /** The start of every key the API keeps in Redis (instances of one shop share it). */
  redisKeyPrefix: string;
  /** PGlite data directory, or 'memory' for a throw-away database (ignored when databaseUrl is set). */
  pgliteDir: string;
  logLevel: LogLevel;
  /** The folder the built shell and remotes are served from (see scripts/deploy.ts). */
  deployDir: string;
  /** Remote name → manifest URL, replacing the remotes found in deployDir. */
  remoteRegistry: Record<string, string> | undefined;
  /** Origins besides publicOrigin that remotes may be loaded from (the CSP and /config.json). */
  remoteOrigins: string[];
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
  /** Development pages (/api/dev/emails, every stored e-mail): off unless DEV_PAGES=1. */
  devPages: boolean;
  /**
   * Proxies to trust for the client's address (Fastify's trustProxy): their addresses or subnets,
   * or, for a hop count, a function trusting that many hops nearest the server; undefined: none.
   * Never every proxy (`true`).
   */
  trustProxy: string | ((address: string, hop: number) => boolean) | undefined;
  /** Bounds on the API's load (plugins/overload.ts); defaults depend on the database. */
  overload: OverloadOptions;
  /** Sign-in with Google (OpenID Connect); unset without GOOGLE_CLIENT_ID. */
  google: GoogleSignInConfig | undefined;
  /** Seconds between runs of the watched-periods e-mail sweep; 0: no sweep. */
  watchSweepIntervalSeconds: number;
  /** Registrations, and password-reset requests, one client address may make an hour. */
  accountRequestsPerHour: number;
  /** The code that opens the staff's status page of remote failures; unset: no status page. */
  staffStatusCode: string | undefined;
  /** Server rendering: worker threads and each page's deadline; unset: off. */
  serverRender: { workers: number; deadlineMs: number } | undefined;
  /**
   * The staff tool's token (STAFF_TOKEN): who sends it as `Authorization: Bearer` may run the staff
   * commands over HTTP. Unset: a demo server makes one at each start (and tells the staff tool on
   * this machine through its database's owner file); a production server serves no staff route.
   */
  staffToken: string | undefined;
  /** SHOP_URL: the running shop the staff tool asks (with STAFF_TOKEN); unset: the local one. */
  shopUrl: string | undefined;
  /** NODE_ENV=production: the server refuses to start with a demo's settings or data. */
  production: boolean;
  /**
   * A demo shop: card payments go to the API's own sandbox gateway (PAYMENT_PROVIDER=sandbox), so
   * nothing paid is real; every page, e-mail and document says so.
   */
  demo: boolean;
}

export interface GoogleSignInConfig {
  /** The OAuth client id: the audience an ID token must be issued for. */
  clientId: string;
  /** The issuer an ID token must name (`iss`). */
  issuer: string;
  /** Where the issuer publishes its signing keys (JWKS). */
  jwksUrl: string;
}

/** Google's OpenID Connect issuer and the keys it signs ID tokens with. */
export const DEFAULT_OIDC_ISSUER = 'https://accounts.google.com';
export const DEFAULT_OIDC_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export interface GoPayConfig {
  /** The gateway's API base, e.g. https://gw.sandbox.gopay.com/api. */
  url: string;
  goid: string;
  clientId: string;
  clientSecret: string;
}

/** api/.data/pglite, resolved from this file so it does not depend on the working directory. */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** The repository's .deploy folder. */
export const DEFAULT_DEPLOY_DIR = fileURLToPath(new URL('../../.deploy', import.meta.url));

/** The shop's default sender. */
export const DEFAULT_MAIL_FROM = 'Půjčovna techniky <obchod@localhost>';

/**
 * One environment variable: its schema (TypeBox: type, and a pattern, enum or range), what a valid
 * value looks like in words (the error message says "<NAME> must be <expected>"), its default,
 * and whether its value may be repeated in that message (not for secrets).
 */
interface VariableFlags<Default> {
  /** Compared in lower case (enum values are written in lower case). */
  caseInsensitive?: true;
  /** Never echoed in an error message (passwords, keys). */
  secret?: true;
  /** The value when the variable is unset or empty. */
  default?: Default;
  /** What it is for, in the words of docs/configuration.md. */
  meaning?: string;
  /** The default in words, when it is worked out at start or there is none. */
  shownDefault?: string;
  /** When a shop must set it, besides the settings that need it (DEPENDENCIES). */
  neededWhen?: string;
}

interface Variable<Schema extends TSchema = TSchema, Default = unknown>
  extends VariableFlags<Default> {
  schema: Schema;
  expected: string;
}

function variable<
  Schema extends TSchema,
  const Flags extends VariableFlags<Static<Schema>> = VariableFlags<Static<Schema>>,
>(schema: Schema, expected: string, flags?: Flags): Variable<Schema, Static<Schema>> & Flags {
  return { schema, expected, ...(flags as Flags) };
}

const HTTP_URL = '^https?://[^\\s/?#]+(/\\S*)?$';
const FOLDER = '^[^\\u0000]+$';
const NO_SPACE = '^\\S+$';
/** scheme://host[:port], nothing more (REMOTE_ORIGINS). */
const ORIGIN = 'https?://([a-z0-9][a-z0-9.-]*|\\[[0-9a-f:.]+\\])(:\\d{1,5})?/?';
/** A proxy for TRUST_PROXY: an IPv4/IPv6 address or subnet, or one of proxy-addr's names. */
const PROXY = '(loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(/\\d{1,3})?)';
/** TRUST_PROXY as a hop count: how many proxies stand in front of the server. */
const PROXY_HOPS = '([1-9]|10)';
/**
 * Why TRUST_PROXY=true is refused: it trusts every address of X-Forwarded-For, the first of which
 * the client writes itself.
 */
const TRUST_EVERY_PROXY =
  'TRUST_PROXY=true is refused: it trusts every address in X-Forwarded-For, and the first one is ' +
  "whatever the client sent, so anyone could choose the address the server sees as theirs (the sign-in rate limit's, the logs'). " +
  'Name the proxies in front of the server (TRUST_PROXY=127.0.0.1,10.0.0.0/8 or loopback) or how many there are (TRUST_PROXY=1)';

/**
 * Every environment variable the server reads. To add one: declare it here with its meaning, read
 * it in loadConfig, and write docs/configuration.md again (`npm run docs:configuration`).
 */
export const ENV_VARIABLES = {
  PORT: variable(Type.Integer({ minimum: 0, maximum: 65_535 }), 'an integer between 0 and 65535', {
    meaning: 'the port the server listens on (`0`: a free one)',
    default: 8080,
  }),
  HOST: variable(
    Type.String({ pattern: '^[A-Za-z0-9.:%-]+$' }),
    'a host name or IP address to listen on (0.0.0.0, 127.0.0.1, ::)',
    { meaning: 'the address the server listens on', default: '0.0.0.0' },
  ),
  DATABASE_URL: variable(
    Type.String({ pattern: '^postgres(ql)?://\\S+$' }),
    'a PostgreSQL connection URL (postgres://user@host:5432/db), or empty for PGlite',
    {
      meaning: 'a PostgreSQL server (`postgres://user@host:5432/db`)',
      shownDefault: 'unset: the embedded PGlite in `PGLITE_DIR`',
      neededWhen: 'to run more than one API instance',
      secret: true,
    },
  ),
  REDIS_URL: variable(
    Type.String({ pattern: '^rediss?://\\S+$' }),
    'a Redis connection URL (redis://127.0.0.1:6379), or empty to count in memory',
    {
      meaning: 'a Redis for the rate-limit and throttling counters, shared by every API instance',
      shownDefault: 'unset: each instance counts in its own memory',
      neededWhen: 'to run more than one API instance',
      secret: true,
    },
  ),
  REDIS_KEY_PREFIX: variable(
    Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }),
    `1 to 64 letters, digits, _ . : or - (default ${RATE_LIMIT_NAMESPACE})`,
    {
      meaning:
        'the start of every key the API writes in Redis: the same for every instance of one shop, another for anything else sharing that Redis',
      default: RATE_LIMIT_NAMESPACE,
    },
  ),
  PGLITE_DIR: variable(Type.String({ pattern: FOLDER }), 'a folder, or memory', {
    meaning:
      "the embedded database's folder, or `memory` for a throw-away one (ignored with `DATABASE_URL`)",
    shownDefault: '`api/.data/pglite`',
    default: DEFAULT_PGLITE_DIR,
  }),
  DEPLOY_DIR: variable(Type.String({ pattern: FOLDER }), 'a folder', {
    meaning:
      "the deployment folder (each app's versions and `registry.json`) the server serves the shell and remotes from",
    shownDefault: '`.deploy` (in the repository)',
    default: DEFAULT_DEPLOY_DIR,
  }),
  REMOTE_REGISTRY: variable(
    Type.String({ pattern: '^\\s*\\{[\\s\\S]*\\}\\s*$' }),
    'JSON: {"<remote>": "<manifest URL>"}',
    {
      meaning: 'JSON remote name → manifest URL, replacing the remotes found in `DEPLOY_DIR`',
      shownDefault: 'unset: the remotes in use in `DEPLOY_DIR`',
    },
  ),
  REMOTE_ORIGINS: variable(
    Type.String({ pattern: `^\\s*${ORIGIN}(\\s*,\\s*${ORIGIN})*\\s*,?\\s*$` }),
    'comma-separated http(s) origins without paths (https://cdn.example.com,https://x.example.com)',
    {
      meaning:
        "origins besides the shop's own that remotes may be loaded from (the shell's allowlist and the CSP)",
      neededWhen: 'when remotes are served from another host (a CDN)',
      caseInsensitive: true,
    },
  ),
  PUBLIC_API_URL: variable(
    Type.String({ pattern: `^/\\S*$|${HTTP_URL}` }),
    'a path (/api) or an absolute http(s) URL',
    { meaning: 'the API base URL the pages use (served in `/config.json`)', default: '/api' },
  ),
  LOG_LEVEL: variable(
    Type.Enum(LOG_LEVELS),
    'one of fatal, error, warn, info, debug, trace, silent',
    { meaning: "the server's log level", caseInsensitive: true, default: 'info' },
  ),
  PUBLIC_ORIGIN: variable(
    Type.String({ pattern: '^https?://[^\\s/?#@]+/?$' }),
    'an absolute http(s) origin without a path (https://www.example.cz)',
    {
      meaning:
        'the absolute origin of the public site: sitemaps, links in e-mails, payment returns, secure cookies',
      shownDefault: '`http://localhost:$PORT`',
      neededWhen: 'in production (an `https://` origin)',
    },
  ),
  ADDRESS_PROVIDER: variable(Type.Enum(['local', 'mapy']), 'one of local, mapy', {
    meaning: 'address autocomplete: `local` (the seeded data set) or `mapy` (Mapy.com)',
    caseInsensitive: true,
    default: 'local',
  }),
  MAPY_API_KEY: variable(Type.String({ pattern: NO_SPACE }), 'a Mapy.com API key (no spaces)', {
    meaning: 'the Mapy.com API key of the address autocomplete',
    secret: true,
  }),
  COMPANY_REGISTRY: variable(Type.Enum(['local', 'ares']), 'one of local, ares', {
    meaning: 'company look-ups by IČO: `local` (the seeded data set) or `ares`',
    caseInsensitive: true,
    default: 'local',
  }),
  PAYMENT_PROVIDER: variable(Type.Enum(['sandbox', 'gopay']), 'one of sandbox, gopay', {
    meaning:
      "card payments: `sandbox` (the API's own GoPay-compatible test gateway: a demo shop) or `gopay`",
    neededWhen: 'in production: `gopay`',
    caseInsensitive: true,
    default: 'sandbox',
  }),
  GOPAY_URL: variable(
    Type.String({ pattern: HTTP_URL }),
    'an absolute http(s) URL (https://gw.sandbox.gopay.com/api)',
    { meaning: 'the GoPay API base' },
  ),
  GOPAY_GOID: variable(
    Type.String({ pattern: '^\\d{1,18}$' }),
    'a number (the GoPay shop id, up to 18 digits)',
    { meaning: 'the GoPay shop id' },
  ),
  GOPAY_CLIENT_ID: variable(Type.String({ pattern: NO_SPACE }), 'the GoPay client id (no spaces)', {
    meaning: 'the GoPay client id',
  }),
  GOPAY_CLIENT_SECRET: variable(
    Type.String({ pattern: NO_SPACE }),
    'the GoPay client secret (no spaces)',
    { meaning: 'the GoPay client secret', secret: true },
  ),
  SMTP_URL: variable(
    Type.String({
      pattern:
        '^smtps?://([^\\s/?#@]+@)?([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\])(:\\d{1,5})?/?(\\?\\S*)?$',
    }),
    'smtp://user:pass@host:port or smtps://…',
    {
      meaning: 'the mail server the e-mails go out through',
      shownDefault: 'unset: e-mails are only stored in the database',
      neededWhen: 'in production',
      secret: true,
    },
  ),
  MAIL_FROM: variable(
    Type.String({ pattern: '^([^\\r\\n<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$' }),
    'a sender on one line: Name <address@domain> or address@domain',
    { meaning: "the sender of the shop's e-mails", default: DEFAULT_MAIL_FROM },
  ),
  DEV_PAGES: variable(Type.Enum(['1', '0', 'true', 'false']), '1 or 0 (true or false)', {
    meaning:
      'the development pages (`/api/dev/emails`: every stored e-mail, with order codes); never on a server others can reach',
    neededWhen: 'off in production',
    caseInsensitive: true,
    default: '0',
  }),
  TRUST_PROXY: variable(
    Type.String({ pattern: `^(false|${PROXY_HOPS}|${PROXY}(\\s*,\\s*${PROXY})*)$` }),
    'false, a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or subnets (127.0.0.1,10.0.0.0/8, loopback)',
    {
      meaning:
        "the proxies in front of the server whose `X-Forwarded-For` gives the client's address (the sign-in rate limit's, the logs'); a hop count only when nothing reaches the server but through them; `true` is refused",
      shownDefault: 'unset: the direct peer is the client',
      neededWhen: 'behind a proxy or load balancer',
    },
  ),
  API_CONCURRENCY: variable(
    Type.Integer({ minimum: 0, maximum: 10_000 }),
    'an integer from 0 (no limit) to 10000',
    {
      meaning:
        'API requests handled at once (`0`: no limit); the health check, files and the calls of the app to itself are never limited',
      shownDefault: '`4`; `16` with PostgreSQL',
    },
  ),
  API_QUEUE: variable(
    Type.Integer({ minimum: 0, maximum: 100_000 }),
    'an integer from 0 to 100000',
    {
      meaning:
        'API requests that may wait for a place; one more is answered `503` with `Retry-After` at once',
      shownDefault: '`64`; `1024` with PostgreSQL',
    },
  ),
  API_QUEUE_WAIT_MS: variable(
    Type.Integer({ minimum: 0, maximum: 600_000 }),
    'a number of milliseconds from 0 to 600000',
    {
      meaning: 'the longest wait for a place (ms); then `503` with `Retry-After`',
      shownDefault: '`5000`; `10000` with PostgreSQL',
    },
  ),
  MAX_EVENT_LOOP_DELAY_MS: variable(
    Type.Integer({ minimum: 0, maximum: 600_000 }),
    'a number of milliseconds from 0 (no check) to 600000',
    {
      meaning:
        'API requests get `503` while the event loop lags more than this (ms, two samples in a row; `0`: no check)',
      default: 1000,
    },
  ),
  MAX_EVENT_LOOP_UTILIZATION: variable(
    Type.Number({ minimum: 0, maximum: 1 }),
    'a share of the time from 0 (no check) to 1, e.g. 0.95',
    {
      meaning:
        'also `503` while the event loop is busy more than this share of the time (e.g. `0.95`, for a server sharing its CPU; `0`: no check)',
      default: 0,
    },
  ),
  GTM_ID: variable(
    Type.String({ pattern: '^GTM-[A-Z0-9]+$' }),
    'a Google Tag Manager container id (GTM- and capital letters or digits)',
    {
      meaning:
        'a Google Tag Manager container (served in `/config.json`); with it the shop asks for cookie consent and loads the tag manager only once analytics or marketing is allowed',
      shownDefault: 'unset: no analytics',
    },
  ),
  GOOGLE_CLIENT_ID: variable(
    Type.String({ pattern: '^[A-Za-z0-9._-]{1,200}$' }),
    'a Google OAuth client id (…apps.googleusercontent.com)',
    {
      meaning:
        'sign-in with Google: the OAuth client id, the audience of its ID tokens (served in `/config.json`)',
      shownDefault: 'unset: no Google sign-in',
    },
  ),
  OIDC_ISSUER: variable(
    Type.String({ pattern: HTTP_URL }),
    'the OpenID Connect issuer, an absolute http(s) URL (https://accounts.google.com)',
    {
      meaning: 'the OpenID Connect issuer Google sign-in ID tokens must come from',
      default: DEFAULT_OIDC_ISSUER,
    },
  ),
  OIDC_JWKS_URL: variable(
    Type.String({ pattern: HTTP_URL }),
    "an absolute http(s) URL of the issuer's signing keys (JWKS)",
    { meaning: 'where the issuer publishes its signing keys', default: DEFAULT_OIDC_JWKS_URL },
  ),
  WATCH_SWEEP_INTERVAL_SECONDS: variable(
    Type.Integer({ minimum: 0, maximum: 86_400 }),
    'a number of seconds from 0 (no sweep) to 86400',
    {
      meaning:
        'seconds between runs that e-mail customers whose watched favourite periods became free (`0`: off)',
      default: 300,
    },
  ),
  ACCOUNT_REQUESTS_PER_HOUR: variable(
    Type.Integer({ minimum: 1, maximum: 100_000 }),
    'a whole number of registrations (and of password-reset requests) from 1 to 100000',
    {
      meaning: 'registrations, and password-reset requests, one client address may make an hour',
      default: 10,
    },
  ),
  STAFF_STATUS_CODE: variable(
    Type.String({ pattern: '^[A-Za-z0-9_-]{16,200}$' }),
    '16 to 200 letters, digits, _ or - (a secret: who knows it sees the status page)',
    {
      meaning:
        "the code of the staff's status page of remote failures (`/api/remote-failures/status?code=…`)",
      shownDefault: 'unset: no status page',
      secret: true,
    },
  ),
  STAFF_TOKEN: variable(
    Type.String({ pattern: '^[A-Za-z0-9_-]{32,200}$' }),
    '32 to 200 letters, digits, _ or - (a secret: who knows it runs the staff commands; e.g. openssl rand -hex 32)',
    {
      meaning:
        "the staff tool's token: who sends it as `Authorization: Bearer` runs the staff commands (`openssl rand -hex 32`)",
      shownDefault:
        'unset: a demo server makes one at each start for the tool on its machine; a production server takes no staff command',
      neededWhen: 'for the staff tool in production',
      secret: true,
    },
  ),
  SHOP_URL: variable(
    Type.String({ pattern: '^https?://[^\\s/?#@]+/?$' }),
    "the running shop's origin the staff tool asks (https://www.example.cz)",
    {
      meaning:
        'the running shop the staff tool asks (with `STAFF_TOKEN`); the dev servers proxy to it too',
      shownDefault: 'unset: the shop on this machine',
    },
  ),
  NODE_ENV: variable(
    Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
    'production, or anything else for a demo or development start (development, test)',
    {
      meaning:
        "`production`: a production start, refused with a demo's settings or data, seeding no demo data; anything else: a demo or development start",
      default: 'development',
    },
  ),
  RENDER_WORKERS: variable(
    Type.Integer({ minimum: 0, maximum: 64 }),
    'a number of render worker threads from 0 (the browser renders every page) to 64',
    {
      meaning: 'worker threads rendering pages on the server (`0`: the browser renders every page)',
      default: 1,
    },
  ),
  RENDER_DEADLINE_MS: variable(
    Type.Integer({ minimum: 50, maximum: 30_000 }),
    'milliseconds from 50 to 30000 a page may take on the server before the browser renders it',
    {
      meaning:
        'how long a page may take on the server (ms); past it, or when the renderer fails, the browser renders it',
      default: 1500,
    },
  ),
};

type VariableName = keyof typeof ENV_VARIABLES;

/** Settings that need others: "<when> needs <names>". */
export const DEPENDENCIES: Array<{
  when: string;
  applies: (env: Env) => boolean;
  needs: VariableName[];
}> = [
  {
    when: 'ADDRESS_PROVIDER=mapy',
    applies: (env) => env.ADDRESS_PROVIDER === 'mapy',
    needs: ['MAPY_API_KEY'],
  },
  {
    when: 'PAYMENT_PROVIDER=gopay',
    applies: (env) => env.PAYMENT_PROVIDER === 'gopay',
    needs: ['GOPAY_URL', 'GOPAY_GOID', 'GOPAY_CLIENT_ID', 'GOPAY_CLIENT_SECRET'],
  },
];

/**
 * The validated variables, typed from their schemas: numbers as numbers, enums as their values;
 * one with a default always has a value, any other may be unset.
 */
type Env = {
  [Name in VariableName]: (typeof ENV_VARIABLES)[Name] extends { default: unknown }
    ? Static<(typeof ENV_VARIABLES)[Name]['schema']>
    : Static<(typeof ENV_VARIABLES)[Name]['schema']> | undefined;
};

/** The schema env-schema validates the environment with: every variable, each optional. */
const SCHEMA = Type.Object(
  Object.fromEntries(
    Object.entries(ENV_VARIABLES).map(([name, entry]) => {
      const { schema, expected, default: fallback }: Variable = entry;
      return [
        name,
        Type.Optional({
          ...schema,
          description: expected,
          ...(fallback === undefined ? {} : { default: fallback }),
        }),
      ];
    }),
  ),
);

/** A configuration the server must not start with; the message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function describe(name: VariableName, value: unknown): string {
  const variable: Variable = ENV_VARIABLES[name];
  const got = variable.secret ? '' : `, got "${String(value)}"`;
  return `${name} must be ${variable.expected}${got}`;
}

interface SchemaError {
  instancePath: string;
}

/** Validates the environment against ENV_VARIABLES; an empty value counts as unset. */
function validate(env: NodeJS.ProcessEnv): Env {
  const given: Record<string, string> = {};
  for (const [name, variable] of Object.entries(ENV_VARIABLES) as Array<[string, Variable]>) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    given[name] = variable.caseInsensitive ? value.toLowerCase() : value;
  }
  const problems: string[] = [];
  if (given.TRUST_PROXY !== undefined && /^\s*true\s*$/i.test(given.TRUST_PROXY)) {
    problems.push(TRUST_EVERY_PROXY);
    delete given.TRUST_PROXY;
  } else if (
    given.TRUST_PROXY !== undefined &&
    !new RegExp(`^${PROXY_HOPS}$`).test(given.TRUST_PROXY) &&
    /^\d+$/.test(given.TRUST_PROXY)
  ) {
    // A number is a hop count, not an address (the address pattern would let it through).
    problems.push(describe('TRUST_PROXY', given.TRUST_PROXY));
    delete given.TRUST_PROXY;
  }
  let parsed: Env | undefined;
  try {
    parsed = envSchema<Env>({ schema: SCHEMA, data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    const names = new Set(errors.map((e) => e.instancePath.split('/')[1] as VariableName));
    for (const name of names) problems.push(describe(name, env[name]));
  }
  if (parsed) {
    for (const rule of DEPENDENCIES) {
      const missing = rule.needs.filter((name) => parsed?.[name] === undefined);
      if (rule.applies(parsed) && missing.length > 0) {
        problems.push(`${rule.when} needs ${missing.join(', ')}`);
      }
    }
  }
  if (problems.length > 0 || !parsed) throw new ConfigError(problems);
  return parsed;
}

/**
 * The origin the server itself answers on when no PUBLIC_ORIGIN is given: links in e-mails,
 * payment returns and sitemaps then follow PORT. PORT 0 (a free port picked at start) names no
 * port, so the default one stands in.
 */
export function servedOrigin(port: number): string {
  return `http://localhost:${port === 0 ? 8080 : port}`;
}

/** A relative folder is taken from where the command was started (npm keeps it in INIT_CWD). */
function folder(value: string, env: NodeJS.ProcessEnv): string {
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

function parseRegistry(value: string | undefined): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError([describe('REMOTE_REGISTRY', value)]);
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((url) => typeof url === 'string' && url.length > 0)
  ) {
    throw new ConfigError(['REMOTE_REGISTRY must map remote names to manifest URLs']);
  }
  return parsed as Record<string, string>;
}

/**
 * TRUST_PROXY: unset or `false` → the direct peer is the client; a number → that many proxy hops
 * (the address the farthest of them saw; only for a server no one reaches but through them); else a comma-separated list of proxy addresses or subnets
 * (e.g. `127.0.0.1,10.0.0.0/8`). `true` (every proxy) is refused by validate.
 */
function parseTrustProxy(
  value: string | undefined,
): string | ((address: string, hop: number) => boolean) | undefined {
  if (value === undefined || value === 'false') return undefined;
  if (!/^\d+$/.test(value)) return value;
  // Fastify takes a bare number as trusting no one: the hops are counted by a function (hop 0 is
  // the peer of the socket, each next one the address before it in X-Forwarded-For).
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/**
 * The server's configuration from the environment. Every variable is checked against its schema
 * (ENV_VARIABLES); a wrong value throws a ConfigError naming the variable and what it must be.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = validate(env);
  const pgliteDir = vars.PGLITE_DIR;
  const paymentProvider = vars.PAYMENT_PROVIDER;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    pgliteDir: pgliteDir === 'memory' ? pgliteDir : resolve(pgliteDir),
    logLevel: vars.LOG_LEVEL,
    deployDir: folder(vars.DEPLOY_DIR, env),
    remoteRegistry: parseRegistry(vars.REMOTE_REGISTRY),
    remoteOrigins: parseRemoteOrigins(vars.REMOTE_ORIGINS),
    publicApiUrl: vars.PUBLIC_API_URL,
    gtmId: vars.GTM_ID,
    publicOrigin: new URL(vars.PUBLIC_ORIGIN ?? servedOrigin(vars.PORT)).origin,
    addressProvider: vars.ADDRESS_PROVIDER,
    mapyApiKey: vars.MAPY_API_KEY,
    companyRegistry: vars.COMPANY_REGISTRY,
    paymentProvider,
    gopay:
      paymentProvider === 'gopay'
        ? {
            url: (vars.GOPAY_URL ?? '').replace(/\/+$/, ''),
            goid: vars.GOPAY_GOID ?? '',
            clientId: vars.GOPAY_CLIENT_ID ?? '',
            clientSecret: vars.GOPAY_CLIENT_SECRET ?? '',
          }
        : undefined,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    devPages: vars.DEV_PAGES === '1' || vars.DEV_PAGES === 'true',
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    overload: overloadOptions(vars),
    google: vars.GOOGLE_CLIENT_ID
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          issuer: vars.OIDC_ISSUER,
          jwksUrl: vars.OIDC_JWKS_URL,
        }
      : undefined,
    watchSweepIntervalSeconds: vars.WATCH_SWEEP_INTERVAL_SECONDS,
    accountRequestsPerHour: vars.ACCOUNT_REQUESTS_PER_HOUR,
    staffStatusCode: vars.STAFF_STATUS_CODE,
    serverRender:
      vars.RENDER_WORKERS > 0
        ? { workers: vars.RENDER_WORKERS, deadlineMs: vars.RENDER_DEADLINE_MS }
        : undefined,
    staffToken: vars.STAFF_TOKEN,
    shopUrl: vars.SHOP_URL === undefined ? undefined : new URL(vars.SHOP_URL).origin,
    production: vars.NODE_ENV === 'production',
    demo: paymentProvider === 'sandbox',
  };
}

/**
 * What a production start (NODE_ENV=production) must not run with, each in words: a demo's
 * settings. The database's demo data is checked by the server once it is open
 * (db/seed/demo-data-check.ts); both lists are refused in one message.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.paymentProvider === 'sandbox') {
    problems.push(
      'PAYMENT_PROVIDER is sandbox: anyone could mark orders paid with the public test card; set PAYMENT_PROVIDER=gopay and the GOPAY_* variables',
    );
  }
  if (!config.publicOrigin.startsWith('https://')) {
    problems.push(
      `PUBLIC_ORIGIN must be the shop's https origin (links in e-mails, payment returns, secure cookies), got ${config.publicOrigin}`,
    );
  }
  if (!config.smtpUrl) {
    problems.push(
      'SMTP_URL is not set: order, payment and password e-mails would only be stored in the database',
    );
  }
  if (config.devPages) {
    problems.push('DEV_PAGES is on: /api/dev/emails would show every e-mail sent to anyone');
  }
  return problems;
}

/**
 * The API's load bounds. PGlite runs one statement at a time in the server's own thread, so a few
 * requests at once keep each one fast and the rest wait in a short queue; PostgreSQL serves
 * more at once (a pool of 10 connections, its own processes), but past a few more than its pool
 * requests only wait for a connection and make every answer slower (measured: bench:load).
 */
export const OVERLOAD_DEFAULTS = {
  pglite: { concurrency: 4, queue: 64, queueWaitMs: 5000 },
  postgres: { concurrency: 16, queue: 1024, queueWaitMs: 10_000 },
} as const;

function overloadOptions(vars: Env): OverloadOptions {
  const defaults = OVERLOAD_DEFAULTS[vars.DATABASE_URL ? 'postgres' : 'pglite'];
  return {
    concurrency: vars.API_CONCURRENCY ?? defaults.concurrency,
    queue: vars.API_QUEUE ?? defaults.queue,
    queueWaitMs: vars.API_QUEUE_WAIT_MS ?? defaults.queueWaitMs,
    maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: vars.MAX_EVENT_LOOP_UTILIZATION,
  };
}

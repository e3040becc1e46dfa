import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate, withMigrationLock } from './db/migrate';
import { seed } from './db/seed/seed';
import { currentShellPage } from './lib/deployment-record';
import { redisRateLimitStore } from './lib/rate-limit-store';
import { limitSlowClients } from './lib/slow-clients';
import { settleLegacyMoney } from './modules/billing';
import { createMailer } from './modules/email/create-mailer';
import { startWatchSweep } from './modules/favourite/watch-notifier';
import {
  createAresCompanyRegistry,
  createMapyAddressProvider,
  type Lookups,
} from './modules/lookup/adapters';
import { createGoPayGateway } from './modules/payment/gopay-client';
import staticApps from './plugins/static-apps';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting stops the start with the variables to fix, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
// Instances starting together on one database take turns (an advisory lock): one migrates and
// seeds, the others then find nothing to do.
const seeded = await withMigrationLock(database.db, async () => {
  await migrate(database.db);
  // Money documents issued before billing kept their content (and tax documents) are settled once.
  await settleLegacyMoney(database.db);
  return seed(database.db);
});

// Outside services: the local adapters (seeded data) unless configured otherwise.
const lookups: Partial<Lookups> = {};
if (config.addressProvider === 'mapy' && config.mapyApiKey) {
  lookups.addresses = createMapyAddressProvider({ apiKey: config.mapyApiKey });
}
if (config.companyRegistry === 'ares') lookups.companies = createAresCompanyRegistry();

// Card payments: GoPay when configured, else the API's own sandbox gateway (buildApp's default).
const paymentGateway =
  config.paymentProvider === 'gopay' && config.gopay
    ? createGoPayGateway({
        apiUrl: config.gopay.url,
        goid: config.gopay.goid,
        clientId: config.gopay.clientId,
        clientSecret: config.gopay.clientSecret,
      })
    : undefined;

// The rate-limit counters: in Redis when configured, shared by every API instance.
const redis = config.redisUrl ? redisRateLimitStore(config.redisUrl, config.redisKeyPrefix) : null;

const app = buildApp({
  db: database.db,
  ...(redis ? { rateLimitStore: redis.store } : {}),
  logger: { level: config.logLevel },
  publicOrigin: config.publicOrigin,
  shellPage: () => currentShellPage(config.deployDir),
  lookups,
  mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, database.db),
  ...(paymentGateway ? { paymentGateway } : {}),
  devPages: config.devPages,
  accountRequestsPerHour: config.accountRequestsPerHour,
  staffStatusCode: config.staffStatusCode,
  overload: config.overload,
  ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
  google: config.google && {
    clientId: config.google.clientId,
    issuer: config.google.issuer,
    jwks: config.google.jwksUrl,
  },
  // The CSP: remote origins, Google Tag Manager, an API on another origin.
  securityHeaders: {
    remoteOrigins: config.remoteOrigins,
    gtmId: config.gtmId,
    apiBaseUrl: config.publicApiUrl,
  },
});

// The built shell and remotes, the remote registry and the runtime config.
await app.register(staticApps, {
  deployDir: config.deployDir,
  registryOverride: config.remoteRegistry,
  apiBaseUrl: config.publicApiUrl,
  gtmId: config.gtmId,
  googleClientId: config.google?.clientId,
  serverRender: config.serverRender,
});

// E-mails of watched favourite periods whose pieces became free (0: off).
startWatchSweep(app, config.watchSweepIntervalSeconds);

if (seeded) app.log.info('empty database: demo data seeded');
app.log.info(
  {
    payments: config.paymentProvider,
    mail: config.smtpUrl ? 'smtp' : 'local',
    devPages: config.devPages,
    overload: config.overload,
    rateLimits: redis ? 'redis' : 'memory',
  },
  'adapters',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await Promise.all([database.close(), redis?.close()]);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  limitSlowClients(app.server);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}

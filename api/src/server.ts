import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, productionProblems } from './config';
import { watchCatalogue } from './db/catalogue-watch';
import { openDatabase } from './db/client';
import { migrate, withMigrationLock } from './db/migrate';
import { publishStaffEndpoint } from './db/pglite-owner';
import { demoDataProblems } from './db/seed/demo-data-check';
import { seed } from './db/seed/seed';
import { currentShellPage } from './lib/deployment-record';
import { listeningOrigin } from './lib/listening-origin';
import { redisRateLimitStore } from './lib/rate-limit-store';
import { settleLegacyMoney } from './modules/billing';
import { createMailer } from './modules/email';
import { startWatchSweep } from './modules/favourite';
import {
  createAresCompanyRegistry,
  createMapyAddressProvider,
  type Lookups,
} from './modules/lookup';
import { createGoPayGateway } from './modules/payment';
import staticApps, { cachedRegistry, type RegistrySource } from './plugins/static-apps';
import { limitSlowClients } from './slow-clients';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting stops the start with the variables to fix, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
/** A production start refused: every problem in one message, no stack trace. */
function refuseProduction(problems: string[]): never {
  console.error(
    `NODE_ENV=production: the shop does not start.\n${new ConfigError(problems).message}`,
  );
  process.exit(1);
}
// A production start with a demo's settings is refused before the database is opened (a refused
// start leaves no embedded database folder behind).
if (config.production) {
  const problems = productionProblems(config);
  if (problems.length > 0) refuseProduction(problems);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
// Instances starting together on one database take turns (an advisory lock): one migrates and
// seeds, the others then find nothing to do.
let seeded: boolean;
try {
  seeded = await withMigrationLock(database.db, async () => {
    await migrate(database.db);
    // A production start refuses a database holding the demo's data, before anything is seeded.
    if (config.production) {
      const problems = await demoDataProblems(database.db);
      if (problems.length > 0) throw new ConfigError(problems);
    }
    // Money documents issued before billing kept their content (and tax documents) are settled once.
    await settleLegacyMoney(database.db);
    // Production: the catalogue and content only, no demo customers, orders, vouchers or offers.
    return seed(database.db, { demo: !config.production });
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  await database.close();
  refuseProduction(error.problems);
}

// The staff tool's token: configured, or (not in production) made up for this start and handed to
// the staff tool on this machine through the database's owner file.
const staffToken =
  config.staffToken ?? (config.production ? undefined : randomBytes(32).toString('base64url'));

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

// Where the remotes are found, for the pages (static-apps) and robots.txt alike.
const registrySource: RegistrySource = {
  deployDir: config.deployDir,
  registryOverride: config.remoteRegistry,
  apiBaseUrl: config.publicApiUrl,
};
const registry = cachedRegistry(registrySource);

// What the process keeps of the catalogue (answers, product rows) is dropped on its changes.
const catalogue = await watchCatalogue(database);

const app = buildApp({
  db: database.db,
  // The configuration as it was loaded; a demo's staff token is the one made at this start.
  config: { ...config, staffToken },
  logger: { level: config.logLevel },
  ...(redis ? { rateLimitStore: redis.store } : {}),
  shellPage: () => currentShellPage(config.deployDir),
  // The route tables of the remotes deployed now, as the registry gives them (for robots.txt).
  routeTables: async () => Object.values(await registry()).flatMap((remote) => remote.routes),
  lookups,
  mailer: createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, demo: config.demo },
    database.db,
  ),
  ...(paymentGateway ? { paymentGateway } : {}),
});

// The built shell and remotes, the remote registry and the runtime config.
await app.register(staticApps, {
  ...registrySource,
  gtmId: config.gtmId,
  googleClientId: config.google?.clientId,
  serverRender: config.serverRender,
});

// E-mails of watched favourite periods whose pieces became free (0: off).
startWatchSweep(app, config.watchSweepIntervalSeconds);

if (seeded) {
  app.log.info(
    config.production ? 'catalogue and content seeded' : 'empty database: demo data seeded',
  );
}
if (config.demo) {
  app.log.warn(
    'Demo shop: card payments go to the sandbox gateway (PAYMENT_PROVIDER=sandbox), nothing paid is real; every page, e-mail and document says so',
  );
}
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
    await catalogue.stop();
    await Promise.all([database.close(), redis?.close()]);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  limitSlowClients(app.server);
  await app.listen({ port: config.port, host: config.host });
  if (staffToken && !config.databaseUrl && config.pgliteDir !== 'memory') {
    publishStaffEndpoint(config.pgliteDir, {
      url: listeningOrigin(app) ?? `http://127.0.0.1:${config.port}`,
      token: staffToken,
    });
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}

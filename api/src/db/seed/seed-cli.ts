// npm run seed -w @shop/api [-- --products 10000]: migrates, then seeds what is empty; with
// --products, grows the catalogue to that many products (deterministic variants, for benchmarks).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrate, withMigrationLock } from '../migrate';
import { openDatabaseForCommand } from '../open-for-command';
import { seed } from './seed';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const target = values.products === undefined ? undefined : Number(values.products);
if (target !== undefined && (!Number.isInteger(target) || target < 1 || target > 1_000_000)) {
  console.error('--products must be an integer between 1 and 1000000');
  process.exit(2);
}

const config = loadConfig();
const { db, close } = await openDatabaseForCommand({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
try {
  const started = performance.now();
  const seeded = await withMigrationLock(db, async () => {
    await migrate(db);
    // A production database gets the catalogue and content only (no demo customers or vouchers).
    return seed(db, {
      demo: !config.production,
      ...(target === undefined ? {} : { products: target }),
    });
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    seeded
      ? `${config.production ? 'Catalogue and content' : 'Demo data'} seeded in ${seconds} s.`
      : 'Nothing to seed.',
  );
} finally {
  await close();
}

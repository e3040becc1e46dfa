// npm run migrate -w @shop/api: applies pending migrations to DATABASE_URL or PGLITE_DIR.
import { loadConfig } from '../config';
import { migrate, withMigrationLock } from './migrate';
import { openDatabaseForCommand } from './open-for-command';

const config = loadConfig();
const { db, close } = await openDatabaseForCommand({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
try {
  await withMigrationLock(db, () => migrate(db));
  console.log(`Migrations applied (${config.databaseUrl ? 'PostgreSQL' : config.pgliteDir}).`);
} finally {
  await close();
}

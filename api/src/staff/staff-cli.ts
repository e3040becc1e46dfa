// npm run staff -- <command>: the staff tool on the configured database (as the server's).
// The commands are in staff-commands.ts; this file only opens the database and prints.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runStaffCommand } from './staff-commands';
import { StaffError } from './staff-error';

const config = loadConfig();
const { db, close } = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
try {
  console.log(
    await runStaffCommand(db, process.argv.slice(2), new Date(), {
      publicOrigin: config.publicOrigin,
    }),
  );
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  console.error(error.message);
  process.exitCode = error.exitCode;
} finally {
  await close();
}

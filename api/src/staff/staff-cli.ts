// npm run staff -- <command>: the staff tool on the configured database (as the server's).
// The commands are in staff-commands.ts; this file only opens the database and prints.
import { loadConfig } from '../config';
import { openDatabaseForCommand } from '../db/open-for-command';
import { sendPendingMessages } from '../modules/billing';
import { createMailer } from '../modules/email/create-mailer';
import { runStaffCommand } from './staff-commands';
import { StaffError } from './staff-error';

const config = loadConfig();
const { db, close } = await openDatabaseForCommand({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
try {
  console.log(
    await runStaffCommand(db, process.argv.slice(2), new Date(), {
      publicOrigin: config.publicOrigin,
    }),
  );
  // The customers' messages the command wrote to the outbox go out now (a running server's sweep
  // would send them too).
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, db);
  const sent = await sendPendingMessages(db, mailer, config.publicOrigin);
  if (sent > 0) console.log(`${sent} message${sent === 1 ? '' : 's'} sent to customers`);
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  console.error(error.message);
  process.exitCode = error.exitCode;
} finally {
  await close();
}

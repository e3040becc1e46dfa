// npm run staff -- <command>: the staff tool. Beside a running shop it asks the server (the staff
// commands over HTTP, staff-routes.ts), so the shop sees every write at once: the server that
// holds an embedded database tells this tool where it listens (the folder's owner file), and
// SHOP_URL with STAFF_TOKEN names any other shop. Else it opens the database itself, which an
// embedded database allows only while no other process holds it.
import { loadConfig } from '../config';
import { openDatabaseForCommand } from '../db/open-for-command';
import { OUTBOX_COMPOSERS } from '../flows/outbox-composers';
import { sendPendingMessages } from '../modules/billing';
import { createMailer } from '../modules/email';
import { runStaffCommand } from './staff-commands';
import { StaffError } from './staff-error';
import { askShop, shopToAsk } from './staff-server-client';

const config = loadConfig();
const argv = process.argv.slice(2);

try {
  const shop = shopToAsk(config);
  if (shop) {
    console.log(await askShop(shop, argv));
  } else {
    const { db, close } = await openDatabaseForCommand({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
    });
    try {
      console.log(
        await runStaffCommand(db, argv, new Date(), {
          publicOrigin: config.publicOrigin,
          demo: config.demo,
        }),
      );
      // The customers' messages the command wrote to the outbox go out now (a running server's
      // sweep would send them too).
      const mailer = createMailer(
        { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, demo: config.demo },
        db,
      );
      const sent = await sendPendingMessages(db, mailer, config.publicOrigin, {
        demo: config.demo,
        composers: OUTBOX_COMPOSERS,
      });
      if (sent > 0) console.log(`${sent} message${sent === 1 ? '' : 's'} sent to customers`);
    } finally {
      await close();
    }
  }
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  console.error(error.message);
  process.exitCode = error.exitCode;
}

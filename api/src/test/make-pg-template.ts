// node --import tsx src/test/make-pg-template.ts <create|drop> <name>: used by scripts/run-tests.mjs
// (the PostgreSQL pass) on the DATABASE_URL server.
import { createPostgresTemplate, dropPostgresDatabase } from './test-db';

const [action, name] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;
if (
  !serverUrl ||
  !name ||
  !/^[a-z0-9_]+$/.test(name) ||
  (action !== 'create' && action !== 'drop')
) {
  console.error('usage: DATABASE_URL=… make-pg-template.ts <create|drop> <name>');
  process.exit(2);
}
if (action === 'create') await createPostgresTemplate(serverUrl, name);
else await dropPostgresDatabase(serverUrl, name);

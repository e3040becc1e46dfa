import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @shop/api` writes a new SQL migration after a change of src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});

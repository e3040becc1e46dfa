// node --import tsx scripts/bench-seed.ts --pglite-dir <folder> [--products 10000] [--sample 200]
//
// The database of the front-end bench (scripts/bench at the root): a PGlite data folder migrated
// and seeded as the server seeds it, the catalogue grown to --products products (the seed's
// deterministic variants of the real products, in their categories, with search stems filled as
// the API fills them), and a customer account with a password to sign in with. The server is then
// started on that folder and finds nothing left to seed. Prints one JSON line on stdout: what the
// bench needs to address pages (a category, a product, a sample of product slugs, the account).

import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { and, count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { categories, customers, products } from '../src/db/schema';
import { seed } from '../src/db/seed/seed';
import type { BenchSeedResult } from './bench-seed-result';

/** The bench's customer: an account with a verified e-mail and a password. */
export const BENCH_CUSTOMER = {
  customerKey: 'be0c4a11be0c4a11be0c4a11be0c4a11',
  email: 'bench@example.cz',
  password: 'bench-heslo-2026',
  firstname: 'Běla',
  lastname: 'Měřičová',
} as const;

const { values: args } = parseArgs({
  options: {
    'pglite-dir': { type: 'string' },
    products: { type: 'string', default: '10000' },
    sample: { type: 'string', default: '200' },
  },
});
const dir = args['pglite-dir'];
const target = Number(args.products);
const sampleSize = Number(args.sample);
if (!dir || !Number.isInteger(target) || target < 1 || !Number.isInteger(sampleSize)) {
  console.error('usage: bench-seed.ts --pglite-dir <folder> [--products N] [--sample N]');
  process.exit(2);
}

const started = performance.now();
const { db, close } = await openDatabase({ pgliteDir: dir });
try {
  await migrate(db);
  await seed(db, { products: target });
  const [account] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, BENCH_CUSTOMER.email));
  if (!account) {
    const { password, ...customer } = BENCH_CUSTOMER;
    await db
      .insert(customers)
      .values({ ...customer, passwordHash: await hash(password), emailVerified: true });
  }
  const seedSeconds = (performance.now() - started) / 1000;

  const [total] = await db.select({ n: count() }).from(products);
  const [category] = await db
    .select({ slug: categories.slug, n: count(products.id) })
    .from(categories)
    .innerJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(sql`count(${products.id}) desc`, categories.id)
    .limit(1);
  const [product] = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.kind, 'product'),
        eq(products.isForRent, true),
        sql`${products.name} not like '% – varianta %'`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  // Evenly spread over the ids, so the sample reaches the variants as well as the real products.
  const sample = await db
    .select({ slug: products.slug })
    .from(products)
    .where(sql`${products.id} % greatest(1, (select count(*) from products) / ${sampleSize}) = 0`)
    .orderBy(products.id)
    .limit(sampleSize);
  if (!category || !product || sample.length === 0) throw new Error('the catalogue is empty');
  const result: BenchSeedResult = {
    products: total?.n ?? 0,
    seedSeconds,
    categorySlug: category.slug,
    productSlug: product.slug,
    productId: product.id,
    sampleSlugs: sample.map((row) => row.slug),
    customer: { email: BENCH_CUSTOMER.email, password: BENCH_CUSTOMER.password },
  };
  console.log(JSON.stringify(result));
} finally {
  await close();
}

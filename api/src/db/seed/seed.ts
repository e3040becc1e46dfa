import { toPragueDate } from '@shop/shared/rules/prague-time';
import { shootingDays } from '@shop/shared/rules/shooting-days';
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toSearchText } from '../../lib/search-text';
import { discardSeededMessages, orderPlaced, setSeededDocumentCode } from '../../modules/billing';
import { backfillSearchStems } from '../../modules/catalog';
import { vatOf } from '../../modules/currency';
import type { Database } from '../client';
import {
  addressPoints,
  branches,
  bundleItems,
  categories,
  categoryFilters,
  categoryGroups,
  currencyRates,
  filters,
  filterValues,
  orderItems,
  orders,
  pages,
  productAlternatives,
  productFilterValues,
  productManuals,
  productParameters,
  productQuestions,
  products,
  redirects,
  registryCompanies,
  subcategories,
} from '../schema';
import { buildCatalogue, buildVariants, type Catalogue } from './catalogue';
import { seedCheckoutData } from './checkout-data';
import { BRANCHES, PAGES, REDIRECTS } from './content-data';
import { CURRENCY_RATES, DEMO_ORDER, demoOrderDates } from './demo-data';
import { seedLifecycleOrders } from './lifecycle-orders';
import { seedAddresses, seedCompanies } from './lookup-data';
import { seedUnits } from './units';

export interface SeedOptions {
  /**
   * Grow the catalogue to this many products with deterministic variants of the real ones
   * ('Sony FX6 – varianta 12'), for benchmarks. Also tops up a catalogue seeded before.
   */
  products?: number;
  /**
   * The demo's customers, orders (with their documents), vouchers and price offers, whose codes
   * and passwords are public; default true. A production start seeds without them: the catalogue,
   * content, currency rates and the local address and company data sets only.
   */
  demo?: boolean;
}

/** Rows per INSERT statement (PostgreSQL takes at most 65 535 bound parameters). */
const CHUNK = 1000;

async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(table).values(rows.slice(start, start + CHUNK) as T['$inferInsert'][]);
  }
}

/** After rows with explicit ids: the identity sequence continues after the highest id. */
async function continueIdentity(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
  );
}

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Root paths (/<slug>) of content pages, categories and products must not clash. */
export function assertNoRootSlugClashes(catalogue: Catalogue): void {
  const seen = new Map<string, string>();
  const claim = (slug: string, owner: string) => {
    const other = seen.get(slug);
    if (other && other !== owner) throw new Error(`slug ${slug} is used by ${other} and ${owner}`);
    seen.set(slug, owner);
  };
  for (const page of PAGES) {
    if (page.type !== 'content' && page.type !== 'terms') continue;
    claim(page.slug, `page ${page.slug}`);
    claim(page.slugEn, `page ${page.slug}`);
  }
  for (const category of catalogue.categories) {
    claim(category.slug, `category ${category.slug}`);
    claim(category.slugEn, `category ${category.slug}`);
  }
  for (const product of catalogue.products) {
    claim(product.slug, `product ${product.id}`);
    claim(product.slugEn, `product ${product.id}`);
  }
}

async function seedCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  assertNoRootSlugClashes(catalogue);
  await insertAll(db, categoryGroups, catalogue.groups);
  await insertAll(db, categories, catalogue.categories);
  await insertAll(db, subcategories, catalogue.subcategories);
  await insertAll(db, filters, catalogue.filters);
  await insertAll(db, filterValues, catalogue.filterValues);
  await insertAll(db, categoryFilters, catalogue.categoryFilters);
  await insertAll(db, products, catalogue.products);
  await insertAll(db, productParameters, catalogue.parameters);
  await insertAll(db, productFilterValues, catalogue.filterRows);
  await insertAll(db, productAlternatives, catalogue.alternatives);
  await insertAll(db, bundleItems, catalogue.bundleItems);
  await insertAll(db, productManuals, catalogue.manuals);
  await insertAll(db, productQuestions, catalogue.questions);
  for (const table of [categoryGroups, categories, subcategories, filters, filterValues, products])
    await continueIdentity(db, table);
}

/** Adds variants until the catalogue holds `target` products. */
async function seedVariants(db: Database, catalogue: Catalogue, target: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count(), maxId: sql<number>`coalesce(max(${products.id}), 0)::integer` })
    .from(products);
  const existing = row?.n ?? 0;
  if (existing >= target) return false;
  const [numbered] = await db
    .select({ n: count() })
    .from(products)
    .where(sql`${products.name} like '% – varianta %'`);
  const variants = buildVariants(
    catalogue,
    target - existing,
    (row?.maxId ?? 0) + 1,
    (numbered?.n ?? 0) + 1,
  );
  await insertAll(db, products, variants.products);
  await insertAll(db, productParameters, variants.parameters);
  await insertAll(db, productFilterValues, variants.filterRows);
  await continueIdentity(db, products);
  return true;
}

async function seedContent(db: Database): Promise<void> {
  // sanitize-html is loaded only when content is written (not by every test database).
  const { sanitizeContentHtml } = await import('./html');
  await insertAll(
    db,
    pages,
    PAGES.map((page, position) => ({
      ...page,
      body: sanitizeContentHtml(page.body),
      bodyEn: sanitizeContentHtml(page.bodyEn),
      position,
    })),
  );
}

async function seedDemoOrder(db: Database, catalogue: Catalogue): Promise<void> {
  const order = DEMO_ORDER;
  const dates = demoOrderDates(toPragueDate(new Date()));
  const days = shootingDays(dates.rentalFrom, dates.rentalTo);
  const items = order.items.map(([name, quantity], position) => {
    const product = catalogue.products.find((p) => p.name === name);
    if (!product) throw new Error(`demo order product not in the catalogue: ${name}`);
    const base = product.basePricePerDay ?? 0;
    const unitPrice = Math.round((base * (100 - (product.discount ?? 0))) / 100);
    return {
      position,
      productId: product.id,
      name,
      nameEn: product.nameEn,
      quantity,
      isSale: false,
      days,
      rentalFrom: dates.rentalFrom,
      rentalTo: dates.rentalTo,
      unitPrice,
      total: unitPrice * quantity * days,
    };
  });
  const price = items.reduce((sum, item) => sum + item.total, 0);
  const vat = vatOf(price);
  const [orderRow] = await db
    .insert(orders)
    .values({
      orderNumber: order.orderNumber,
      status: order.status,
      customerName: order.customer.name,
      customerStreet: order.customer.street,
      customerCity: order.customer.city,
      customerZipCode: order.customer.zipCode,
      customerCountry: order.customer.country,
      customerTaxRegNo: order.customer.taxRegNo,
      customerVatRegNo: order.customer.vatRegNo,
      customerEmail: order.customer.email,
      customerPhone: order.customer.phone,
      projectName: order.projectName,
      productListCode: order.productListCode,
      crewListCode: order.crewListCode,
      rentalFrom: dates.rentalFrom,
      rentalTo: dates.rentalTo,
      price,
      vat,
      totalWithVat: price + vat,
      createdAt: new Date(dates.createdAt),
    })
    .returning({ id: orders.id });
  if (!orderRow) throw new Error('demo order not inserted');
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: orderRow.id })));
  // Placed the way every order is: billing's proforma, here with the demo's fixed code and link.
  const proforma = await orderPlaced(db, orderRow.id, new Date(`${dates.issueDate}T10:00:00Z`));
  await setSeededDocumentCode(db, proforma.id, {
    code: order.estimate.code,
    shortHash: order.estimate.shortHash,
  });
}

/**
 * Fills what is empty: the catalogue (categories, filters, products with parameters, kits,
 * manuals, questions), the demo's orders, customers, vouchers and offers (unless `demo: false`), pages, branches, the rentable products' units, redirects and the local
 * address and company data sets; currency rates are added when missing. Each part is seeded only
 * when its table is empty, so a database migrated from an older release gets the new parts.
 * With `products`, the catalogue grows to that many products (variants). Returns whether anything
 * was written.
 * Long: one guarded step per part of the demo data, in the order they depend on.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const demo = options.demo ?? true;
  // Long: the steps, each guarded by what it fills being empty.
  return db.transaction(async (tx) => {
    let seeded = false;
    let catalogue: Catalogue | undefined;
    const getCatalogue = () => {
      catalogue ??= buildCatalogue();
      return catalogue;
    };

    if (await isEmpty(tx, currencyRates)) {
      await tx
        .insert(currencyRates)
        .values(CURRENCY_RATES.map((rate) => ({ code: rate.code, czkPerUnit: rate.czkPerUnit })));
      seeded = true;
    }
    let newProducts = false;
    if (await isEmpty(tx, products)) {
      await seedCatalogue(tx, getCatalogue());
      newProducts = true;
      if (demo && (await isEmpty(tx, orders))) await seedDemoOrder(tx, getCatalogue());
      seeded = true;
    }
    if (options.products !== undefined) {
      newProducts = (await seedVariants(tx, getCatalogue(), options.products)) || newProducts;
      seeded = newProducts || seeded;
    }
    // Products and categories written before they had search stems (migration 0011) get them.
    if ((await backfillSearchStems(tx)) > 0) seeded = true;
    if (await isEmpty(tx, pages)) {
      await seedContent(tx);
      seeded = true;
    }
    if (await isEmpty(tx, branches)) {
      await insertAll(
        tx,
        branches,
        BRANCHES.map((branch, position) => ({ ...branch, position })),
      );
      seeded = true;
    }
    // The new products' stock as units, once the branches they belong to exist.
    if (newProducts && (await seedUnits(tx)) > 0) seeded = true;
    if (await isEmpty(tx, redirects)) {
      await insertAll(
        tx,
        redirects,
        REDIRECTS.map(([fromPath, target, status]) => ({ fromPath, target, status })),
      );
      seeded = true;
    }
    if (await isEmpty(tx, addressPoints)) {
      await insertAll(
        tx,
        addressPoints,
        seedAddresses().map((address) => ({
          ...address,
          country: 'CZ',
          searchText: toSearchText(
            address.street,
            address.houseNumber,
            address.city,
            address.zipCode,
            address.zipCode.replace(/\s/g, ''),
          ),
        })),
      );
      seeded = true;
    }
    if (await isEmpty(tx, registryCompanies)) {
      await insertAll(
        tx,
        registryCompanies,
        seedCompanies().map((company) => ({ ...company, country: 'CZ' })),
      );
      seeded = true;
    }
    if (demo && (await seedCheckoutData(tx))) seeded = true;
    if (demo && (await seedLifecycleOrders(tx))) seeded = true;
    // The seeded orders' history is no news to their (made-up) customers.
    if (seeded) await discardSeededMessages(tx);
    // Fresh planner statistics after bulk inserts (the server's autovacuum may come later).
    if (seeded) await tx.execute(sql`analyze`);
    return seeded;
  });
}

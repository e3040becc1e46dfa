import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productStock } from '../../db/product-stock-repository';
import { categories, products, subcategories } from '../../db/schema';

/** What a feed says of a product for sale (Czech texts: the feeds are Czech). */
export interface FeedProductRow {
  id: number;
  kind: 'product' | 'bundle' | 'dynamicProduct';
  slug: string;
  name: string;
  brand: string;
  description: string;
  /** Sale price without VAT, CZK. */
  salePrice: number;
  isForRent: boolean;
  /** Rent per day without VAT, CZK. */
  pricePerDay: number | null;
  stockCount: number;
  categoryName: string;
  subcategoryName: string | null;
}

const forSale = and(eq(products.isForSale, true), isNotNull(products.salePrice));

const columns = {
  id: products.id,
  kind: products.kind,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  description: products.description,
  salePrice: sql<number>`${products.salePrice}`,
  isForRent: products.isForRent,
  pricePerDay: products.pricePerDay,
  stockCount: productStock,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
};

/** The products for sale after `afterId`, by id, `limit` of them: a feed reads them in pages. */
export async function readFeedProducts(
  db: Database,
  afterId: number,
  limit: number,
): Promise<FeedProductRow[]> {
  return db
    .select(columns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(forSale, gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/**
 * A digest of the rows the feeds are written from (the columns `readFeedProducts` reads), computed
 * by the database without sending them: any change to them changes it. What the code makes of
 * the rows has its own version (`FEED_VERSION`, in the ETag beside this digest).
 */
export async function feedFingerprint(db: Database): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<string>`md5(coalesce(string_agg(md5(row(${sql.join(Object.values(columns), sql`, `)})::text), '' order by ${products.id}), ''))`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(forSale);
  return row?.digest ?? '';
}

import { DEFAULT_PRODUCT_SORT, type Locale, type ProductSort } from '@shop/shared/contract';
import { HOLDING_STATUSES } from '@shop/shared/rules/availability';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { productStock } from '../../db/product-stock-repository';
import {
  bundleItems,
  categories,
  categoryFilters,
  categoryGroups,
  type DynamicProductConfigurationData,
  filters,
  filterValues,
  orderItems,
  orders,
  productAlternatives,
  productFilterValues,
  productManuals,
  productParameters,
  productQuestions,
  products,
  subcategories,
} from '../../db/schema';
import { likeContains } from '../../lib/search-text';
import type { FilterValueTally, ListChoice } from './filter-counts';
import type { SearchWordMatch } from './search';
import {
  categoryHeadMatch,
  categorySearchCondition,
  productSearchCondition,
  productSearchScore,
} from './search-repository';

// All catalogue SQL but the search's (search-repository.ts). A product list page is two short
// statements, which PGlite and PostgreSQL plan and run faster than one statement joining them:
// productListStatement applies the WHERE (productListConditions, on the products table alone),
// orders (productOrder) and pages, and computes count and price range with window functions before
// the LIMIT; then loadProducts reads the page's products with their category names and parameters
// (as JSON) by primary key.

/** A filter of the list, already checked (service.ts). */
export type ListFilter =
  | { filterId: number; valueIds: number[] }
  | { filterId: number; min: number | null; max: number | null };

export interface ProductListQuery {
  /** Search words in search normal form (lib/search-text.ts); every word must match. */
  searchWords: readonly string[];
  /**
   * What the words match in the catalogue's stems (search.ts, resolveSearch); when given, it
   * replaces searchWords and the default order puts the most relevant products first.
   */
  search?: readonly SearchWordMatch[] | undefined;
  categoryId?: number | undefined;
  isNew?: boolean | undefined;
  featuredOnly?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  filters?: readonly ListFilter[] | undefined;
  /** 'random' for randomFeatured. */
  sort: ProductSort | 'random';
  /** The language names sort in. */
  lang: Locale;
  limit: number;
  page: number;
}

export interface PriceRangeRow {
  minPrice: number;
  maxPrice: number;
}

export interface CategoryRow {
  id: number;
  slug: string;
  slugEn: string;
  name: string;
  nameEn: string;
  ico: string;
  description: string;
  descriptionEn: string;
  groupId: number;
  groupName: string;
  productCount: number;
  minPrice: number;
  maxPrice: number;
}

export interface ParameterRow {
  name: string;
  nameEn: string;
  value: string;
  valueEn: string | null;
  unit: string | null;
}

/** What a product answer needs of a product row (not the search and sort helpers). */
export interface ProductFields {
  id: number;
  kind: 'product' | 'bundle' | 'dynamicProduct';
  slug: string;
  slugEn: string;
  name: string;
  nameEn: string;
  brand: string;
  categoryId: number;
  subcategoryId: number | null;
  description: string;
  descriptionEn: string;
  isForRent: boolean;
  isForSale: boolean;
  basePricePerDay: number;
  discount: number;
  pricePerDay: number | null;
  salePrice: number | null;
  listPrice: number | null;
  stockCount: number;
  isNew: boolean;
  featured: boolean;
  configuration: DynamicProductConfigurationData | null;
  /** A Date, or its ISO text when read as JSON. */
  createdAt: Date | string;
}

export interface ProductRow {
  product: ProductFields;
  categoryName: string;
  categoryNameEn: string;
  subcategoryName: string | null;
  subcategoryNameEn: string | null;
  parameters: ParameterRow[];
}

/** Every word must occur in the product's search text (names, brand, (sub)category names). */
function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${products.searchText} like ${likeContains(word)}`));
}

function filterCondition(filter: ListFilter): SQL | undefined {
  // Select and checkbox values: any of them, on the GIN-indexed copy in products; only values of
  // this filter count (evaluated once per statement).
  if ('valueIds' in filter) {
    return arrayOverlaps(
      products.filterValueIds,
      sql`(select coalesce(array_agg(${filterValues.id}), '{}') from ${filterValues} where ${and(
        eq(filterValues.filterId, filter.filterId),
        inArray(filterValues.id, filter.valueIds),
      )})`,
    );
  }
  return inArray(
    products.id,
    sql`(select ${productFilterValues.productId} from ${productFilterValues} where ${and(
      eq(productFilterValues.filterId, filter.filterId),
      sql`${productFilterValues.number} is not null`,
      filter.min === null ? undefined : gte(productFilterValues.number, filter.min),
      filter.max === null ? undefined : lte(productFilterValues.number, filter.max),
    )})`,
  );
}

/** WHERE of the list without the price bounds (they only narrow the count, not the range). */
export function productListConditions(query: ProductListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    query.search ? productSearchCondition(query.search) : searchCondition(query.searchWords),
  ];
  if (query.categoryId !== undefined) conditions.push(eq(products.categoryId, query.categoryId));
  if (query.isNew) conditions.push(eq(products.isNew, true));
  if (query.featuredOnly) conditions.push(eq(products.featured, true));
  for (const filter of query.filters ?? []) conditions.push(filterCondition(filter));
  return and(...conditions);
}

function priceCondition(query: ProductListQuery): SQL {
  const bounds = [
    query.minPrice === undefined ? undefined : gte(products.listPrice, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(products.listPrice, query.maxPrice),
  ].filter((c): c is SQL => c !== undefined);
  return bounds.length === 0 ? sql`true` : sql`(${and(...bounds)})`;
}

/** ORDER BY per sort key; ties go to the highest id so pages are stable. */
export function productOrder(sort: ProductSort | 'random', lang: Locale): SQL[] {
  const sortName = lang === 'en' ? products.sortNameEn : products.sortName;
  switch (sort) {
    case 'sort_newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'sort_price_asc':
      return [asc(products.listPrice), desc(products.id)];
    case 'sort_price_desc':
      return [desc(products.listPrice), desc(products.id)];
    case 'sort_name_asc':
      return [sql`${sortName} collate "C" asc`, desc(products.id)];
    case 'sort_name_desc':
      return [sql`${sortName} collate "C" desc`, desc(products.id)];
    case 'random':
      return [sql`random()`];
    default:
      return [desc(products.id)];
  }
}

/** The page statement of a product list: ids in order, total count and price range. */
export function productListStatement(db: Database, query: ProductListQuery) {
  const priceOk = priceCondition(query);
  // A search in the default order: the most relevant first (search.ts, productSearchScore).
  const score =
    query.search && query.sort === 'sort_old_desc' ? productSearchScore(query.search) : undefined;
  const relevance = score ? [desc(score)] : [];
  const order = sql.join([...relevance, ...productOrder(query.sort, query.lang)], sql`, `);
  return db
    .select({
      id: products.id,
      priceOk: sql<boolean>`${priceOk}`.as('page_price_ok'),
      position: sql<number>`row_number() over (order by ${priceOk} desc, ${order})`.as(
        'page_position',
      ),
      total: sql<number>`(count(*) filter (where ${priceOk}) over ())::integer`.as('page_total'),
      minPrice: sql<number>`coalesce(min(${products.listPrice}) over (), 0)::integer`.as(
        'page_min_price',
      ),
      maxPrice: sql<number>`coalesce(max(${products.listPrice}) over (), 0)::integer`.as(
        'page_max_price',
      ),
    })
    .from(products)
    .where(productListConditions(query))
    .orderBy(sql`"page_position"`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** Count and price range when the page itself is empty (beyond the last page, nothing found). */
async function listSummary(db: Database, query: ProductListQuery) {
  const priceOk = priceCondition(query);
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${priceOk}))::integer`,
      minPrice: sql<number>`coalesce(min(${products.listPrice}), 0)::integer`,
      maxPrice: sql<number>`coalesce(max(${products.listPrice}), 0)::integer`,
    })
    .from(products)
    .where(productListConditions(query));
  return { total: row?.total ?? 0, minPrice: row?.minPrice ?? 0, maxPrice: row?.maxPrice ?? 0 };
}

/** One page of matching products, their total count and price range (without price bounds). */
export async function findProductPage(
  db: Database,
  query: ProductListQuery,
): Promise<{ rows: ProductRow[]; count: number; priceRange: PriceRangeRow }> {
  const page = await productListStatement(db, query);
  const first = page[0];
  const summary = first
    ? { total: first.total, minPrice: first.minPrice, maxPrice: first.maxPrice }
    : await listSummary(db, query);
  // Rows past the price bounds sort last; the page keeps only those within them.
  const ids = page.filter((row) => row.priceOk).map((row) => row.id);
  return {
    rows: await loadProducts(db, ids),
    count: summary.total,
    priceRange: { minPrice: summary.minPrice, maxPrice: summary.maxPrice },
  };
}

/**
 * The list's products by a value they have of the category's select and checkbox filters and by
 * the active choices (query.filters, the price bounds) they miss, for filter-counts.ts. The list's
 * other conditions (category, search words, is_new) apply as they do to the list.
 */
export async function findFilterValueTallies(
  db: Database,
  query: ProductListQuery & { categoryId: number },
): Promise<FilterValueTally[]> {
  const choices: Array<{ choice: ListChoice; condition: SQL | undefined }> = (
    query.filters ?? []
  ).map((filter) => ({ choice: filter.filterId, condition: filterCondition(filter) }));
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    choices.push({ choice: 'price', condition: priceCondition(query) });
  }
  // Whether the products match each choice, in the order of `choices`.
  const matches =
    choices.length === 0
      ? sql<boolean[]>`array[]::boolean[]`
      : sql<boolean[]>`array[${sql.join(
          choices.map(({ condition }) => sql`coalesce(${condition}, false)`),
          sql`, `,
        )}]`;
  const rows = await db
    .select({
      filterId: productFilterValues.filterId,
      valueId: sql<number>`${productFilterValues.valueId}`,
      matches,
      products: sql<number>`count(distinct ${products.id})::integer`,
    })
    .from(productFilterValues)
    .innerJoin(products, eq(products.id, productFilterValues.productId))
    .innerJoin(
      categoryFilters,
      and(
        eq(categoryFilters.filterId, productFilterValues.filterId),
        eq(categoryFilters.categoryId, query.categoryId),
      ),
    )
    .where(
      and(productListConditions({ ...query, filters: [] }), isNotNull(productFilterValues.valueId)),
    )
    // Ordinals: the same expression written twice would bind its parameters twice.
    .groupBy(sql`1`, sql`2`, sql`3`)
    .orderBy(sql`1`, sql`2`);
  return rows.map(({ filterId, valueId, matches: matched, products: count }) => ({
    filterId,
    valueId,
    unmatched: choices.flatMap(({ choice }, index) => (matched[index] === true ? [] : [choice])),
    products: count,
  }));
}

/**
 * A page's products as one JSON value: PGlite parses one JSON text much faster than hundreds of
 * fields (and PostgreSQL sends one value). Parameters: [name, nameEn, value, valueEn, unit][].
 */
const productsJson = sql<
  Array<
    Omit<ProductRow, 'product' | 'parameters'> & ProductFields & { parameters: ParameterTuple[] }
  >
>`coalesce(json_agg(json_build_object(
  'id', ${products.id}, 'kind', ${products.kind}, 'slug', ${products.slug},
  'slugEn', ${products.slugEn}, 'name', ${products.name}, 'nameEn', ${products.nameEn},
  'brand', ${products.brand}, 'categoryId', ${products.categoryId},
  'subcategoryId', ${products.subcategoryId}, 'description', ${products.description},
  'descriptionEn', ${products.descriptionEn}, 'isForRent', ${products.isForRent},
  'isForSale', ${products.isForSale}, 'basePricePerDay', ${products.basePricePerDay},
  'discount', ${products.discount}, 'pricePerDay', ${products.pricePerDay},
  'salePrice', ${products.salePrice}, 'listPrice', ${products.listPrice},
  'stockCount', ${productStock}, 'isNew', ${products.isNew},
  'featured', ${products.featured}, 'configuration', ${products.configuration},
  'createdAt', ${products.createdAt},
  'categoryName', ${categories.name}, 'categoryNameEn', ${categories.nameEn},
  'subcategoryName', ${subcategories.name}, 'subcategoryNameEn', ${subcategories.nameEn},
  'parameters', (select coalesce(json_agg(json_build_array(${productParameters.name},
      ${productParameters.nameEn}, ${productParameters.value}, ${productParameters.valueEn},
      ${productParameters.unit}) order by ${productParameters.position}, ${productParameters.id}),
    '[]'::json)
    from ${productParameters} where ${productParameters.productId} = ${products.id})
)), '[]'::json)`;

type ParameterTuple = [string, string, string, string | null, string | null];

/** Products with their category names and parameters, in the order of `ids` (one statement). */
export async function loadProducts(db: Database, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const [result] = await db
    .select({ rows: productsJson })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(products.id, [...new Set(ids)]));
  const byId = new Map<number, ProductRow>();
  for (const {
    categoryName,
    categoryNameEn,
    subcategoryName,
    subcategoryNameEn,
    parameters,
    ...product
  } of result?.rows ?? []) {
    byId.set(product.id, {
      product,
      categoryName,
      categoryNameEn,
      subcategoryName,
      subcategoryNameEn,
      parameters: parameters.map(([name, nameEn, value, valueEn, unit]) => ({
        name,
        nameEn,
        value,
        valueEn,
        unit,
      })),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A manual of a product, as its detail lists it. */
interface ManualRow {
  id: number;
  language: string;
  title: string;
}

/** A question about a product with its answer, in both languages. */
interface QuestionRow {
  id: number;
  question: string;
  questionEn: string;
  answer: string;
  answerEn: string;
}

/** A JSON array of `object` for each row of `from` where `where`, in `order` (empty for none). */
function jsonList(object: SQL, from: PgTable, where: SQL, order: SQL): SQL {
  return sql`coalesce((select json_agg(${object} order by ${order}) from ${from} where ${where}), '[]'::json)`;
}

/**
 * What a product's detail adds: related ids, kit contents, manuals and questions, in one
 * statement (five lists, each a subquery).
 */
export async function findProductRelations(db: Database, id: number) {
  const [row] = await db
    .select({
      alternativeIds: sql<number[]>`${jsonList(
        sql`${productAlternatives.alternativeId}`,
        productAlternatives,
        eq(productAlternatives.productId, id),
        sql`${productAlternatives.position}`,
      )}`,
      includeInIds: sql<number[]>`${jsonList(
        sql`${bundleItems.bundleId}`,
        bundleItems,
        eq(bundleItems.productId, id),
        sql`${bundleItems.bundleId}`,
      )}`,
      contents: sql<Array<{ id: number; quantity: number }>>`${jsonList(
        sql`json_build_object('id', ${bundleItems.productId}, 'quantity', ${bundleItems.quantity})`,
        bundleItems,
        eq(bundleItems.bundleId, id),
        sql`${bundleItems.position}`,
      )}`,
      manuals: sql<ManualRow[]>`${jsonList(
        sql`json_build_object('id', ${productManuals.id}, 'language', ${productManuals.language}, 'title', ${productManuals.title})`,
        productManuals,
        eq(productManuals.productId, id),
        sql`${productManuals.position}, ${productManuals.id}`,
      )}`,
      questions: sql<QuestionRow[]>`${jsonList(
        sql`json_build_object('id', ${productQuestions.id}, 'question', ${productQuestions.question}, 'questionEn', ${productQuestions.questionEn}, 'answer', ${productQuestions.answer}, 'answerEn', ${productQuestions.answerEn})`,
        productQuestions,
        eq(productQuestions.productId, id),
        sql`${productQuestions.position}, ${productQuestions.id}`,
      )}`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { alternativeIds: [], includeInIds: [], contents: [], manuals: [], questions: [] };
}

/** Names and day prices of products (the options of a dynamic product). */
export async function findProductNames(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      pricePerDay: sql<number>`coalesce(${products.pricePerDay}, 0)`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/**
 * Up to `limit` products of product `id`'s category: same subcategory first, then closest in
 * price; undefined for an unknown product. One statement: the product, and its neighbours beside
 * it (a lateral join).
 */
export async function findRelatedProductIds(
  db: Database,
  id: number,
  limit: number,
): Promise<number[] | undefined> {
  const own = db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
      listPrice: products.listPrice,
    })
    .from(products)
    .where(eq(products.id, id))
    .as('own');
  const near = alias(products, 'near');
  const order = sql.join(
    [
      sql`(${near.subcategoryId} is not distinct from ${own.subcategoryId}) desc`,
      sql`abs(${near.listPrice} - coalesce(${own.listPrice}, 0))`,
      sql`${near.id} desc`,
    ],
    sql`, `,
  );
  const related = db
    .select({ id: near.id, rank: sql<number>`row_number() over (order by ${order})`.as('rank') })
    .from(near)
    .where(and(eq(near.categoryId, own.categoryId), ne(near.id, own.id), eq(near.kind, 'product')))
    .orderBy(order)
    .limit(limit)
    .as('related');
  const rows = await db
    .select({ id: related.id })
    .from(own)
    .leftJoinLateral(related, sql`true`)
    .orderBy(related.rank);
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** Newest products first (created date, then id). */
export async function findLatestProductIds(
  db: Database,
  limit: number,
  options: { featuredOnly?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(options.featuredOnly ? eq(products.featured, true) : undefined)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The categories of the group of category `categoryId` in menu order, each with its number of
 * products (what the accessory rule reads); undefined for an unknown category.
 */
export async function findGroupCategories(db: Database, categoryId: number) {
  const own = alias(categories, 'own');
  const rows = await db
    .select({
      id: categories.id,
      ico: categories.ico,
      productCount: sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})::integer`,
    })
    .from(own)
    .innerJoin(categories, eq(categories.groupId, own.groupId))
    .where(eq(own.id, categoryId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.length === 0 ? undefined : { categories: rows };
}

/**
 * The first products of each category of `categoryIds` in the list's default order, `limit` of
 * each, the categories in the order given: one statement (a lateral join per category).
 */
export async function findFirstProductIds(
  db: Database,
  categoryIds: readonly number[],
  limit: number,
): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const wanted = sql`unnest(${sql.param([...categoryIds])}::integer[]) with ordinality as wanted(category_id, position)`;
  const order = productOrder(DEFAULT_PRODUCT_SORT, 'cs');
  const first = db
    .select({
      id: products.id,
      rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank'),
    })
    .from(products)
    .where(eq(products.categoryId, sql`wanted.category_id`))
    .orderBy(...order)
    .limit(limit)
    .as('first');
  const rows = await db
    .select({ id: first.id })
    .from(wanted)
    .crossJoinLateral(first)
    .orderBy(sql`wanted.position`, first.rank);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- categories

/** Categories in menu order with product count and price range; optionally only some. */
export async function listCategories(
  db: Database,
  options: {
    searchWords?: readonly string[];
    /** Replaces searchWords: categories whose names match, head-word matches first. */
    search?: readonly SearchWordMatch[];
    id?: number;
  } = {},
): Promise<CategoryRow[]> {
  const words = options.searchWords ?? [];
  const where = and(
    ...(options.search
      ? [categorySearchCondition(options.search)]
      : words.map((word) => sql`${categories.searchText} like ${likeContains(word)}`)),
    options.id === undefined ? undefined : eq(categories.id, options.id),
  );
  const head = options.search ? categoryHeadMatch(options.search) : undefined;
  const headFirst = head ? [desc(head)] : [];
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      slugEn: categories.slugEn,
      name: categories.name,
      nameEn: categories.nameEn,
      ico: categories.ico,
      description: categories.description,
      descriptionEn: categories.descriptionEn,
      groupId: categories.groupId,
      groupName: categoryGroups.name,
      productCount: sql<number>`count(${products.id})::integer`,
      minPrice: sql<number>`coalesce(min(${products.listPrice}), 0)::integer`,
      maxPrice: sql<number>`coalesce(max(${products.listPrice}), 0)::integer`,
    })
    .from(categories)
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(where)
    .groupBy(categories.id, categoryGroups.id)
    .orderBy(
      ...headFirst,
      asc(categoryGroups.position),
      asc(categories.position),
      asc(categories.id),
    );
}

export async function listCategoryGroups(db: Database) {
  return db
    .select()
    .from(categoryGroups)
    .orderBy(asc(categoryGroups.position), asc(categoryGroups.id));
}

export async function listSubcategories(db: Database, categoryId: number) {
  return db
    .select()
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.position), asc(subcategories.id));
}

/** The category's filters in order, with their values (and product counts) or number ranges. */
export async function findCategoryFilters(db: Database, categoryId: number) {
  const inCategory = and(
    eq(products.categoryId, categoryId),
    eq(categoryFilters.categoryId, categoryId),
  );
  const [definitions, values, ranges] = await Promise.all([
    db
      .select({ filter: filters })
      .from(categoryFilters)
      .innerJoin(filters, eq(filters.id, categoryFilters.filterId))
      .where(eq(categoryFilters.categoryId, categoryId))
      .orderBy(asc(categoryFilters.position)),
    db
      .select({
        id: filterValues.id,
        filterId: filterValues.filterId,
        value: filterValues.value,
        valueEn: filterValues.valueEn,
        productCount: sql<number>`count(distinct ${productFilterValues.productId})::integer`,
      })
      .from(productFilterValues)
      .innerJoin(filterValues, eq(filterValues.id, productFilterValues.valueId))
      .innerJoin(products, eq(products.id, productFilterValues.productId))
      .innerJoin(categoryFilters, eq(categoryFilters.filterId, productFilterValues.filterId))
      .where(inCategory)
      .groupBy(filterValues.id)
      .orderBy(asc(filterValues.filterId), asc(filterValues.position), asc(filterValues.id)),
    db
      .select({
        filterId: productFilterValues.filterId,
        min: sql<number>`min(${productFilterValues.number})`,
        max: sql<number>`max(${productFilterValues.number})`,
      })
      .from(productFilterValues)
      .innerJoin(products, eq(products.id, productFilterValues.productId))
      .innerJoin(categoryFilters, eq(categoryFilters.filterId, productFilterValues.filterId))
      .where(and(inCategory, sql`${productFilterValues.number} is not null`))
      .groupBy(productFilterValues.filterId),
  ]);
  return { definitions: definitions.map((row) => row.filter), values, ranges };
}

/** What the generated picture of a product needs, its name in `locale`. */
export async function findProductImageData(
  db: Database,
  id: number,
  locale: 'cs' | 'en' = 'cs',
): Promise<{ name: string; brand: string; ico: string } | undefined> {
  const [row] = await db
    .select({
      name: locale === 'en' ? products.nameEn : products.name,
      brand: products.brand,
      ico: categories.ico,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

// ---------------------------------------------------------------- manuals

export async function findManual(db: Database, id: number) {
  const [row] = await db
    .select({
      manual: productManuals,
      product: {
        id: products.id,
        name: products.name,
        nameEn: products.nameEn,
        brand: products.brand,
      },
      categoryName: categories.name,
      categoryNameEn: categories.nameEn,
    })
    .from(productManuals)
    .innerJoin(products, eq(products.id, productManuals.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(productManuals.id, id));
  if (!row) return undefined;
  const parameters = await db
    .select()
    .from(productParameters)
    .where(eq(productParameters.productId, row.product.id))
    .orderBy(asc(productParameters.position), asc(productParameters.id));
  return { ...row, parameters };
}

// ---------------------------------------------------------------- availability

/**
 * Pieces of each product rented in reserving orders whose line periods overlap [from, to) (a LENT
 * line's period lasts at least until now);
 * cancelled lines hold nothing, and `excludeOrderId` leaves one order out (an order being changed
 * is checked against everyone else's).
 */
export async function findReservedQuantities(
  db: Database,
  productIds: readonly number[],
  from: string,
  to: string,
  { excludeOrderId, lateStayOut = false }: { excludeOrderId?: number; lateStayOut?: boolean } = {},
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const now = sql`now() at time zone 'Europe/Prague'`;
  // A LENT order's pieces are out until they are back: after the agreed return, until now, or
  // (lateStayOut) for as long as anyone asks.
  const lentUntil = lateStayOut
    ? sql`case when ${orderItems.rentalTo} < ${now} then 'infinity'::timestamp
        else ${orderItems.rentalTo} end`
    : sql`greatest(${orderItems.rentalTo}, ${now})`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::integer`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, [...productIds]),
        eq(orderItems.isSale, false),
        inArray(orders.status, [...HOLDING_STATUSES]),
        isNull(orderItems.canceledAt),
        excludeOrderId === undefined ? undefined : ne(orders.id, excludeOrderId),
        sql`${orderItems.rentalFrom} < ${to}::timestamp`,
        sql`(case when ${orders.status} = 'LENT' then ${lentUntil}
          else ${orderItems.rentalTo} end) > ${from}::timestamp`,
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId ?? 0, row.quantity]));
}

/** Stock and kind of products, and the kits that contain them (bundleId, productId, quantity). */
export async function findStockData(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return { stock: new Map<number, number>(), kits: [] };
  const [stockRows, kits] = await Promise.all([
    db
      .select({ id: products.id, stock: productStock })
      .from(products)
      .where(inArray(products.id, [...productIds])),
    db
      .select({
        bundleId: bundleItems.bundleId,
        productId: bundleItems.productId,
        quantity: bundleItems.quantity,
      })
      .from(bundleItems)
      .where(inArray(bundleItems.productId, [...productIds])),
  ]);
  return { stock: new Map(stockRows.map((row) => [row.id, row.stock])), kits };
}

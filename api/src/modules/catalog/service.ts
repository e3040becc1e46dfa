import {
  AUTOCOMPLETE_LIMIT,
  type AvailabilityResponse,
  type Category,
  type CategoryDetail,
  type CategoryGroup,
  DEFAULT_PRODUCT_SORT,
  type DynamicProductConfiguration,
  FILTER_JSON_MAX_LENGTH,
  type Filter,
  type FilterValueCounts,
  PRODUCT_FILTERS_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type Product,
  type ProductDetail,
  ProductFilterMap,
  type ProductSort,
  type ProductsRequest,
  type ProductsResponse,
} from '@shop/shared/contract';
import {
  ACCESSORIES_PER_CATEGORY,
  accessoryCategoryIds,
} from '@shop/shared/rules/accessory-categories';
import { availablePieces, kitSets } from '@shop/shared/rules/availability';
import { isLocalDateTime } from '@shop/shared/rules/prague-time';
import { Compile } from 'typebox/compile';
import { catalogueMemory, keptOrRead } from '../../db/catalogue-watch';
import type { Database } from '../../db/client';
import { isOn } from '../../lib/form-flag';
import { badRequest, notFound } from '../../lib/http-error';
import { productImagePath, productManualPath } from '../../lib/paths';
import { searchWords } from '../../lib/search-text';
import { describeSchemaErrors } from '../../lib/validation-message';
import { type CurrencyRates, loadCurrencyRates, perCurrency, toCurrency } from '../currency';
import { cheapestConfigurationPrice } from '../pricing';
import { filterValueCounts } from './filter-counts';
import { productCurrencies } from './product-prices';
import {
  type CategoryRow,
  findCategoryFilters,
  findFilterValueTallies,
  findFirstProductIds,
  findGroupCategories,
  findLatestProductIds,
  findProductNames,
  findProductPage,
  findProductRelations,
  findRelatedProductIds,
  findReservedQuantities,
  findStockData,
  type ListFilter,
  listCategories,
  listCategoryGroups,
  listSubcategories,
  loadProducts,
  type ProductListQuery,
  type ProductRow,
} from './repository';
import { highlightTerms, resolveSearch, searchSuggestion } from './search';

const ID_MAX = 2_147_483_647;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    slug: row.slug,
    ico: row.ico,
    name: row.name,
    translations: { en: { name: row.nameEn, slug: row.slugEn } },
    groupId: row.groupId,
    groupName: row.groupName,
    defaultParameters: { minPrice: row.minPrice, maxPrice: row.maxPrice },
    productCount: row.productCount,
  };
}

/**
 * A rented dynamic product's cheapest valid configuration per day (CZK), priced by the pricing
 * engine from the options' day prices; null for other products, or when some option's price is
 * not known (`optionPrices` lacks it) or no configuration is valid.
 */
function priceFromCzk(
  product: ProductRow['product'],
  optionPrices: ReadonlyMap<number, number>,
): number | null {
  const { configuration } = product;
  if (product.kind !== 'dynamicProduct' || !product.isForRent || !configuration) return null;
  const groups = configuration.groups.map((group) => ({
    min: group.min,
    max: group.max,
    optionPrices: group.productIds.flatMap((id) => optionPrices.get(id) ?? []),
  }));
  const known = configuration.groups.every((group) =>
    group.productIds.every((id) => optionPrices.has(id)),
  );
  return known ? cheapestConfigurationPrice(product.pricePerDay ?? 0, groups) : null;
}

/** Day prices (CZK) of the options of the dynamic products among `rows`, for their "from" price. */
export async function loadOptionPrices(
  db: Database,
  rows: readonly ProductRow[],
): Promise<Map<number, number>> {
  const ids = rows.flatMap(({ product }) =>
    product.kind === 'dynamicProduct'
      ? (product.configuration?.groups.flatMap((group) => group.productIds) ?? [])
      : [],
  );
  const options = ids.length > 0 ? await findProductNames(db, [...new Set(ids)]) : [];
  return new Map(options.map((option) => [option.id, option.pricePerDay]));
}

/**
 * A product as the API answers it. `optionPrices` (loadOptionPrices) gives a dynamic product its
 * "from" price; without them it has none.
 */
export function toProduct(
  row: ProductRow,
  rates: CurrencyRates,
  optionPrices: ReadonlyMap<number, number> = new Map(),
): Product {
  const { product } = row;
  const price = product.isForSale ? product.salePrice : null;
  const pricePerDay = product.pricePerDay ?? 0;
  const priceFrom = priceFromCzk(product, optionPrices);
  return {
    id: product.id,
    kind: product.kind,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    categoryId: product.categoryId,
    categoryName: row.categoryName,
    subcategoryName: row.subcategoryName,
    image: productImagePath(product.id),
    price,
    pricePerDay,
    basePricePerDay: product.basePricePerDay,
    discount: product.discount,
    isForRent: product.isForRent,
    isForSale: product.isForSale,
    usualStockCount: product.stockCount,
    isNew: product.isNew,
    featured: product.featured,
    createdAt: new Date(product.createdAt).toISOString(),
    description: product.description,
    parameters: row.parameters.map((p) => ({ name: p.name, value: p.value, unit: p.unit })),
    currencies: productCurrencies(
      {
        isForRent: product.isForRent,
        isForSale: product.isForSale,
        basePricePerDay: product.basePricePerDay,
        pricePerDay,
        price,
      },
      rates,
    ),
    translations: {
      en: {
        name: product.nameEn,
        slug: product.slugEn,
        description: product.descriptionEn,
        categoryName: row.categoryNameEn,
        subcategoryName: row.subcategoryNameEn,
        parameters: row.parameters.map((p) => ({
          name: p.nameEn,
          value: p.valueEn ?? p.value,
          unit: p.unit,
        })),
      },
    },
    priceFrom:
      priceFrom === null ? null : perCurrency((currency) => toCurrency(priceFrom, currency, rates)),
  };
}

// ---------------------------------------------------------------- categories

export async function getCategories(db: Database): Promise<Category[]> {
  return (await listCategories(db)).map(toCategory);
}

export async function getCategoryGroups(db: Database): Promise<CategoryGroup[]> {
  const [groups, categoryRows] = await Promise.all([listCategoryGroups(db), listCategories(db)]);
  return groups.map((group) => ({
    id: group.id,
    slug: group.slug,
    name: group.name,
    translations: { en: { name: group.nameEn, slug: group.slugEn } },
    categories: categoryRows.filter((row) => row.groupId === group.id).map(toCategory),
  }));
}

export async function getCategory(db: Database, id: number): Promise<CategoryDetail> {
  const [[row], subcategoryRows, filterData] = await Promise.all([
    listCategories(db, { id }),
    listSubcategories(db, id),
    findCategoryFilters(db, id),
  ]);
  if (!row) throw notFound(`Category not found: ${id}`);
  const category = toCategory(row);
  const ranges = new Map(filterData.ranges.map((range) => [range.filterId, range]));
  const filterList: Filter[] = filterData.definitions.map((definition) => {
    const range = ranges.get(definition.id);
    return {
      id: definition.id,
      key: definition.key,
      type: definition.type,
      name: definition.name,
      unit: definition.unit,
      translations: { en: { name: definition.nameEn } },
      values: filterData.values
        .filter((value) => value.filterId === definition.id)
        .map((value) => ({
          id: value.id,
          value: value.value,
          translations: { en: { value: value.valueEn ?? value.value } },
          productCount: value.productCount,
        })),
      range:
        definition.type === 'range' && range
          ? { min: Number(range.min), max: Number(range.max) }
          : null,
    };
  });
  return {
    ...category,
    description: row.description,
    translations: {
      en: { name: row.nameEn, slug: row.slugEn, description: row.descriptionEn },
    },
    subcategories: subcategoryRows.map((sub) => ({
      id: sub.id,
      name: sub.name,
      translations: { en: { name: sub.nameEn } },
    })),
    // Only filters with something to choose in this category.
    filters: filterList.filter((filter) => filter.values.length > 0 || filter.range !== null),
  };
}

// ---------------------------------------------------------------- product rows

/** How many products' rows the process keeps (the whole catalogue of a large shop). */
const KEPT_PRODUCT_ROWS = 20_000;
/** How many categories' accessory lists the process keeps (every category). */
const KEPT_CATEGORIES = 10_000;

/**
 * Products' rows by id (an unknown id left out), the ones read before taken from memory while
 * the catalogue has not changed (db/catalogue-watch): a product's page, its related products and
 * its accessories read many of the same rows.
 */
async function productRows(db: Database, ids: readonly number[]): Promise<ProductRow[]> {
  const memory = catalogueMemory<number, ProductRow>(db, 'product-rows', {
    maxSize: KEPT_PRODUCT_ROWS,
    size: () => 1,
  });
  if (!memory) return loadProducts(db, ids);
  const generation = memory.generation;
  // The rows in memory are taken now: a change while the others are read may empty it.
  const kept = new Map<number, ProductRow>();
  for (const id of ids) {
    const row = memory.get(id);
    if (row) kept.set(id, row);
  }
  const missing = ids.filter((id) => !kept.has(id));
  const read = new Map((await loadProducts(db, missing)).map((row) => [row.product.id, row]));
  for (const [id, row] of read) memory.set(id, row, generation);
  return ids.flatMap((id) => read.get(id) ?? kept.get(id) ?? []);
}

// ---------------------------------------------------------------- product detail

const checkFilterMap = Compile(ProductFilterMap);

function toDetail(product: Product): ProductDetail {
  return {
    ...product,
    alternative: [],
    includeIn: [],
    subProducts: [],
    manuals: [],
    questions: [],
    configuration: null,
  };
}

export async function getProduct(
  db: Database,
  id: number,
  options: { bundleOnly?: boolean } = {},
): Promise<ProductDetail> {
  const [row, relations, rates] = await Promise.all([
    productRows(db, [id]).then(([row]) => row),
    findProductRelations(db, id),
    loadCurrencyRates(db),
  ]);
  if (!row || (options.bundleOnly && row.product.kind !== 'bundle')) {
    throw notFound(`${options.bundleOnly ? 'Bundle' : 'Product'} not found: ${id}`);
  }
  const configurationData = row.product.configuration;
  const optionIds = configurationData?.groups.flatMap((group) => group.productIds) ?? [];
  const [related, options_] = await Promise.all([
    productRows(db, [
      ...relations.alternativeIds,
      ...relations.includeInIds,
      ...relations.contents.map((item) => item.id),
    ]),
    findProductNames(db, optionIds),
  ]);
  const optionPrices = await loadOptionPrices(db, related);
  const byId = new Map(related.map((r) => [r.product.id, toProduct(r, rates, optionPrices)]));
  const pick = (ids: readonly number[]) => ids.flatMap((pid) => byId.get(pid) ?? []);
  const optionById = new Map(options_.map((option) => [option.id, option]));
  const configuration: DynamicProductConfiguration | null = configurationData
    ? {
        groups: configurationData.groups.map((group) => ({
          key: group.key,
          name: group.name,
          translations: { en: { name: group.nameEn } },
          min: group.min,
          max: group.max,
          options: group.productIds.flatMap((productId) => {
            const option = optionById.get(productId);
            return option
              ? [
                  {
                    productId,
                    name: option.name,
                    translations: { en: { name: option.nameEn } },
                    pricePerDay: option.pricePerDay,
                    image: productImagePath(productId),
                  },
                ]
              : [];
          }),
        })),
      }
    : null;
  return {
    ...toDetail(
      toProduct(row, rates, new Map(options_.map((option) => [option.id, option.pricePerDay]))),
    ),
    alternative: pick(relations.alternativeIds),
    includeIn: pick(relations.includeInIds),
    subProducts: relations.contents.flatMap((item) => {
      const product = byId.get(item.id);
      return product ? [{ quantity: item.quantity, product }] : [];
    }),
    manuals: relations.manuals.map((manual) => ({
      id: manual.id,
      language: manual.language === 'en' ? 'en' : 'cs',
      title: manual.title,
      url: productManualPath(manual.id),
    })),
    questions: relations.questions.map((question) => ({
      id: question.id,
      question: question.question,
      answer: question.answer,
      translations: { en: { question: question.questionEn, answer: question.answerEn } },
    })),
    configuration,
  };
}

/** Products by id, as the catalogue shapes them (an unknown id is left out). */
export async function productsByIds(db: Database, ids: readonly number[]): Promise<Product[]> {
  const [rows, rates] = await Promise.all([productRows(db, ids), loadCurrencyRates(db)]);
  const optionPrices = await loadOptionPrices(db, rows);
  return rows.map((row) => toProduct(row, rates, optionPrices));
}

/** The products the catalogue names as alternatives of a product, in its order. */
export async function alternativeIdsOf(db: Database, id: number): Promise<number[]> {
  return (await findProductRelations(db, id)).alternativeIds;
}

export async function getRelatedProducts(
  db: Database,
  id: number,
  limit: number,
): Promise<Product[]> {
  const ids = await findRelatedProductIds(db, id, limit);
  if (!ids) throw notFound(`Product not found: ${id}`);
  return productsByIds(db, ids);
}

/**
 * GET /product/{id}/accessories: what accompanies a product, the first products (the list's
 * default order) of each accessory category of its group (`accessoryCategoryIds`), itself left out.
 */
export async function getAccessories(db: Database, id: number): Promise<Product[]> {
  const [row] = await productRows(db, [id]);
  if (!row) throw notFound(`Product not found: ${id}`);
  const ids = await accessoryIdsOf(db, row.product.categoryId);
  return productsByIds(
    db,
    ids.filter((found) => found !== id),
  );
}

/**
 * The accessories of a category's products (before each product leaves itself out): the same
 * for every product of the category, so kept while the catalogue has not changed.
 */
async function accessoryIdsOf(db: Database, categoryId: number): Promise<number[]> {
  const memory = catalogueMemory<number, number[]>(db, 'accessory-ids', {
    maxSize: KEPT_CATEGORIES,
    size: () => 1,
  });
  return keptOrRead(memory, categoryId, async () => {
    const group = await findGroupCategories(db, categoryId);
    return group
      ? findFirstProductIds(db, accessoryCategoryIds([group], categoryId), ACCESSORIES_PER_CATEGORY)
      : [];
  });
}

export async function getLatestProducts(
  db: Database,
  limit: number,
  options: { featuredOnly?: boolean } = {},
): Promise<Product[]> {
  return productsByIds(db, await findLatestProductIds(db, limit, options));
}

// ---------------------------------------------------------------- product list

/** The one sort key set to 1, or the default. */
export function chosenSort(request: ProductsRequest): ProductSort {
  const chosen = PRODUCT_SORTS.filter((key) => isOn(request[key]));
  if (chosen.length > 1) {
    throw badRequest(`only one sort key may be set to 1, got ${chosen.join(' and ')}`);
  }
  return chosen[0] ?? DEFAULT_PRODUCT_SORT;
}

/**
 * Reads the `filter` field: JSON text (or an object from a JSON request) of
 * { "<filterId>": { type, values } }. Entries without values are ignored.
 */
export function parseProductFilters(raw: string | object | undefined): ListFilter[] {
  if (raw === undefined) return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return [];
    if (raw.length > FILTER_JSON_MAX_LENGTH) {
      throw badRequest(`filter must be at most ${FILTER_JSON_MAX_LENGTH} characters long`);
    }
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('filter must be valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('filter must be a JSON object of filter ids');
  }
  if (!checkFilterMap.Check(value)) {
    throw badRequest(describeSchemaErrors(checkFilterMap.Errors(value), { root: 'filter' }));
  }
  const entries = Object.entries(value);
  if (entries.length > PRODUCT_FILTERS_MAX) {
    throw badRequest(`filter must have at most ${PRODUCT_FILTERS_MAX} filters`);
  }
  const result: ListFilter[] = [];
  for (const [key, entry] of entries) {
    const field = `filter[${key}]`;
    if (!/^[1-9]\d{0,9}$/.test(key) || Number(key) > ID_MAX) {
      throw badRequest(`${field}: the key must be a filter id`);
    }
    const filterId = Number(key);
    if (entry.type === 'range') {
      if (entry.values.length === 0) continue;
      if (entry.values.length !== 2) throw badRequest(`${field}.values must be [min, max]`);
      const [min = null, max = null] = entry.values;
      if (min === null && max === null) continue;
      if (min !== null && max !== null && min > max) {
        throw badRequest(`${field}.values: min must be <= max`);
      }
      result.push({ filterId, min, max });
    } else {
      const ids = entry.values;
      if (ids.length === 0) continue;
      if (!ids.every((v) => v !== null && Number.isInteger(v) && v >= 1 && v <= ID_MAX)) {
        throw badRequest(`${field}.values must be filter value ids (positive integers)`);
      }
      result.push({ filterId, valueIds: [...new Set(ids as number[])] });
    }
  }
  return result;
}

/** The checked list query of a POST /products request. */
export function productListQuery(request: ProductsRequest): ProductListQuery {
  const words = searchWords(request.search_text ?? '');
  const autocomplete = isOn(request.autocomplete);
  const randomFeatured = isOn(request.randomFeatured);
  if (
    request.min_price !== undefined &&
    request.max_price !== undefined &&
    request.min_price > request.max_price
  ) {
    throw badRequest('min_price must be <= max_price');
  }
  const sort = chosenSort(request);
  const limit = request.limit ?? (autocomplete ? AUTOCOMPLETE_LIMIT : PRODUCT_PAGE_SIZE);
  return {
    searchWords: words,
    categoryId: request.category_id,
    isNew: isOn(request.is_new),
    featuredOnly: randomFeatured,
    minPrice: request.min_price,
    maxPrice: request.max_price,
    filters: parseProductFilters(request.filter),
    sort: randomFeatured ? 'random' : sort,
    lang: request.lang ?? 'cs',
    limit: autocomplete ? Math.min(limit, AUTOCOMPLETE_LIMIT) : limit,
    page: request.page ?? 1,
  };
}

export async function getProducts(
  db: Database,
  request: ProductsRequest,
): Promise<ProductsResponse> {
  const listQuery = productListQuery(request);
  const searching = listQuery.searchWords.length > 0;
  const search = searching ? await resolveSearch(db, request.search_text ?? '') : [];
  const query = searching ? { ...listQuery, search } : listQuery;
  const [found, rates, matchingCategories, filterCounts] = await Promise.all([
    findProductPage(db, query),
    loadCurrencyRates(db),
    searching ? listCategories(db, { search }) : Promise.resolve([]),
    // The filters beside a list show the first page's counts; later pages need none.
    isOn(request.autocomplete) || isOn(request.randomFeatured) || query.page > 1
      ? undefined
      : getFilterCounts(db, query),
  ]);
  // Nothing found for the words themselves (not for a filter or a price range): the nearest.
  const suggestion =
    searching && found.count === 0 && matchingCategories.length === 0
      ? await searchSuggestion(db, request.search_text ?? '', search)
      : undefined;
  const optionPrices = await loadOptionPrices(db, found.rows);
  const productList = found.rows.map((row) => toProduct(row, rates, optionPrices));
  const categoryList = matchingCategories.map(toCategory);
  return {
    success: true,
    products: productList,
    result: {
      products: searching ? productList : [],
      categories: isOn(request.autocomplete)
        ? categoryList.slice(0, AUTOCOMPLETE_LIMIT)
        : categoryList,
      ...(searching ? { terms: highlightTerms(search) } : {}),
      ...(suggestion === undefined ? {} : { suggestion }),
    },
    count: found.count,
    page: query.page,
    defaultParameters: found.priceRange,
    ...(filterCounts === undefined ? {} : { filterCounts }),
  };
}

/**
 * A category list's filter value counts (filter-counts.ts): what each value would show ticked
 * beside the other active choices. None for a list without a category.
 */
async function getFilterCounts(
  db: Database,
  query: ProductListQuery,
): Promise<FilterValueCounts[] | undefined> {
  const { categoryId } = query;
  if (categoryId === undefined) return undefined;
  return filterValueCounts(await findFilterValueTallies(db, { ...query, categoryId }));
}

// ---------------------------------------------------------------- availability

/**
 * '2026-11-23' or '2026-11-23T09:00' -> '2026-11-23T09:00:00' (the schema has checked the shape);
 * throws on a day or time the Prague calendar does not have, or a year outside 2000–2100.
 */
export function localDateTime(value: string, field: string): string {
  const [date = '', time = '00:00'] = value.split('T');
  const minutes = time.slice(0, 5);
  const seconds = time.slice(6) || '00';
  const year = Number(date.slice(0, 4));
  const valid = isLocalDateTime(`${date}T${minutes}`) && Number(seconds) < 60;
  if (!valid || year < 2000 || year > 2100) throw badRequest(`${field} must be a valid date`);
  return `${date}T${minutes}:${seconds}`;
}

export interface AvailabilityOptions {
  /** An order left out of what is held (the one being checked). */
  excludeOrderId?: number;
  /**
   * Count pieces of LENT orders past their agreed return as out for the whole period, not only
   * until now: the desk's view of which orders a late unit puts at risk.
   */
  lateStayOut?: boolean;
}

/**
 * Pieces available for a period (Europe/Prague wall-clock times), by the shared rule: the units
 * that count as stock minus pieces in ORDERED, PAID, PART_PAID and LENT orders overlapping it,
 * counting kits that contain the product. A kit's stock and availability are the complete sets
 * its contents make.
 */
export async function getAvailability(
  db: Database,
  id: number,
  fromText: string,
  toText: string,
  options: AvailabilityOptions = {},
): Promise<AvailabilityResponse> {
  const from = localDateTime(fromText, 'from');
  const to = localDateTime(toText, 'to');
  if (from >= to) throw badRequest('from must be earlier than to');
  const [row] = await productRows(db, [id]);
  if (!row) throw notFound(`Product not found: ${id}`);

  const relations =
    row.product.kind === 'bundle' ? (await findProductRelations(db, id)).contents : [];
  const parts = relations.length > 0 ? relations : [{ id, quantity: 1 }];
  const partIds = parts.map((part) => part.id);
  const { stock, kits } = await findStockData(db, partIds);
  const reserved = await findReservedQuantities(
    db,
    [...new Set([...partIds, ...kits.map((kit) => kit.bundleId), id])],
    from,
    to,
    options,
  );
  const held = (productId: number) =>
    (reserved.get(productId) ?? 0) +
    kits
      .filter((kit) => kit.productId === productId)
      .reduce((sum, kit) => sum + (reserved.get(kit.bundleId) ?? 0) * kit.quantity, 0);

  if (row.product.kind === 'bundle' && relations.length > 0) {
    const sets = kitSets(
      parts.map((part) => ({
        quantity: part.quantity,
        stock: stock.get(part.id) ?? 0,
        held: held(part.id),
      })),
    );
    return { success: true, productId: id, ...sets };
  }
  const own = stock.get(id) ?? 0;
  return { success: true, productId: id, stock: own, available: availablePieces(own, held(id)) };
}

import { type Static, Type } from 'typebox';
import {
  Amount,
  FormFlag,
  Id,
  Locale,
  NullableInteger,
  NullableString,
  PriceRange,
} from './common';
import { PRODUCT_SORTS } from './constants';
import { FIELD_LIMITS } from './field-limits';

// ---------------------------------------------------------------- categories

export const CategoryTranslation = Type.Object({
  name: Type.String(),
  slug: Type.String(),
});
export type CategoryTranslation = Static<typeof CategoryTranslation>;

export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  /** Icon name, e.g. 'camera', 'lens', 'light'. */
  ico: Type.String(),
  name: Type.String(),
  translations: Type.Object({ en: CategoryTranslation }),
  groupId: Type.Integer(),
  groupName: Type.Optional(Type.String()),
  /** Price range over the category's products (list price, CZK without VAT). */
  defaultParameters: PriceRange,
  productCount: Type.Integer(),
});
export type Category = Static<typeof Category>;

export const CategoriesResponse = Type.Object({
  success: Type.Literal(true),
  categories: Type.Array(Category),
});
export type CategoriesResponse = Static<typeof CategoriesResponse>;

export const CategoryGroup = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  translations: Type.Object({ en: Type.Object({ name: Type.String(), slug: Type.String() }) }),
  /** The group's categories in menu order. */
  categories: Type.Array(Category),
});
export type CategoryGroup = Static<typeof CategoryGroup>;

/** GET /category/groups */
export const CategoryGroupsResponse = Type.Object({
  success: Type.Literal(true),
  groups: Type.Array(CategoryGroup),
});
export type CategoryGroupsResponse = Static<typeof CategoryGroupsResponse>;

// ---------------------------------------------------------------- filters

/** range: a number between min and max; select and checkbox: any of the chosen value ids. */
export const FilterType = Type.Enum(['range', 'select', 'checkbox']);
export type FilterType = Static<typeof FilterType>;

export const FilterValue = Type.Object({
  /** The number sent in the filter's `values` (and in the URL's f{filterId}_{filterType}). */
  id: Type.Integer(),
  value: Type.String(),
  translations: Type.Object({ en: Type.Object({ value: Type.String() }) }),
  /** Products of the category having this value. */
  productCount: Type.Integer(),
});
export type FilterValue = Static<typeof FilterValue>;

export const Filter = Type.Object({
  id: Type.Integer(),
  /** Stable name of the filtered parameter, e.g. 'mount', 'weight'. */
  key: Type.String(),
  type: FilterType,
  name: Type.String(),
  unit: NullableString,
  translations: Type.Object({ en: Type.Object({ name: Type.String() }) }),
  /** select and checkbox: the values present in the category; range: empty. */
  values: Type.Array(FilterValue),
  /** range: the lowest and highest number in the category; otherwise null. */
  range: Type.Union([Type.Object({ min: Type.Number(), max: Type.Number() }), Type.Null()]),
});
export type Filter = Static<typeof Filter>;

export const Subcategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  translations: Type.Object({ en: Type.Object({ name: Type.String() }) }),
});
export type Subcategory = Static<typeof Subcategory>;

export const CategoryDetail = Type.Object({
  ...Category.properties,
  description: Type.String(),
  translations: Type.Object({
    en: Type.Object({ name: Type.String(), slug: Type.String(), description: Type.String() }),
  }),
  subcategories: Type.Array(Subcategory),
  /** The category's filters in display order. */
  filters: Type.Array(Filter),
});
export type CategoryDetail = Static<typeof CategoryDetail>;

export const CategoryParams = Type.Object({ id: Id });
export type CategoryParams = Static<typeof CategoryParams>;

/** GET /category/:id */
export const CategoryResponse = Type.Object({
  success: Type.Literal(true),
  category: CategoryDetail,
});
export type CategoryResponse = Static<typeof CategoryResponse>;

// ---------------------------------------------------------------- products

export const ProductParameter = Type.Object({
  name: Type.String(),
  value: Type.String(),
  unit: NullableString,
});
export type ProductParameter = Static<typeof ProductParameter>;

/** Prices of a product in one currency, whole units without VAT. */
export const ProductCurrencyPrices = Type.Object({
  /** Sale price; null when the product is not for sale. */
  price: NullableInteger,
  pricePerDay: Amount,
  basePricePerDay: Amount,
  /** 21 % of pricePerDay, or of price when the product is only for sale. */
  vat: Amount,
  shippingPrice: Amount,
});
export type ProductCurrencyPrices = Static<typeof ProductCurrencyPrices>;

export const ProductCurrencies = Type.Object({
  czk: ProductCurrencyPrices,
  eur: ProductCurrencyPrices,
  usd: ProductCurrencyPrices,
});
export type ProductCurrencies = Static<typeof ProductCurrencies>;

export const ProductTranslation = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  categoryName: Type.String(),
  subcategoryName: NullableString,
  parameters: Type.Optional(Type.Array(ProductParameter)),
});
export type ProductTranslation = Static<typeof ProductTranslation>;

/** product: a single item; bundle: a fixed kit (subProducts); dynamicProduct: a configurable kit. */
export const ProductKind = Type.Enum(['product', 'bundle', 'dynamicProduct']);
export type ProductKind = Static<typeof ProductKind>;

/**
 * A configurable set's price per day from which it is rented: its cheapest valid configuration as
 * the pricing engine prices it (own price plus the cheapest options the groups require), per
 * currency, whole units without VAT.
 */
export const ProductPriceFrom = Type.Object({ czk: Amount, eur: Amount, usd: Amount });
export type ProductPriceFrom = Static<typeof ProductPriceFrom>;

/** A product as lists show it (POST /products, related, latest, featured). */
export const Product = Type.Object({
  id: Type.Integer(),
  kind: ProductKind,
  slug: Type.String(),
  name: Type.String(),
  brand: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  subcategoryName: NullableString,
  /** URL path of the product picture, e.g. '/api/product-image/12.svg'. */
  image: Type.String(),
  /** Sale price in CZK without VAT; null when the product is not for sale. */
  price: NullableInteger,
  /** basePricePerDay × (1 − discount / 100), whole CZK without VAT. */
  pricePerDay: Amount,
  basePricePerDay: Amount,
  /** Discount in percent. */
  discount: Type.Integer(),
  isForRent: Type.Boolean(),
  isForSale: Type.Boolean(),
  /** Pieces the rental usually has (availability for dates: GET /product/:id/availability). */
  usualStockCount: Type.Integer(),
  /** Marked new (the list's is_new filter). */
  isNew: Type.Boolean(),
  featured: Type.Boolean(),
  /** When the product entered the catalogue (ISO date-time); the `sort_newest` order. */
  createdAt: Type.String(),
  description: Type.String(),
  parameters: Type.Array(ProductParameter),
  currencies: ProductCurrencies,
  translations: Type.Object({ en: ProductTranslation }),
  /** A rented dynamic product's "from" price; null for other kinds or without a valid choice. */
  priceFrom: Type.Union([ProductPriceFrom, Type.Null()]),
});
export type Product = Static<typeof Product>;

export const ProductManual = Type.Object({
  id: Type.Integer(),
  /** Language of the document. */
  language: Locale,
  title: Type.String(),
  /** URL path of the PDF, e.g. '/api/product-manual/3.pdf'. */
  url: Type.String(),
});
export type ProductManual = Static<typeof ProductManual>;

export const ProductQuestion = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
  translations: Type.Object({
    en: Type.Object({ question: Type.String(), answer: Type.String() }),
  }),
});
export type ProductQuestion = Static<typeof ProductQuestion>;

export const DynamicProductOption = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  translations: Type.Object({ en: Type.Object({ name: Type.String() }) }),
  /** CZK without VAT. */
  pricePerDay: Amount,
  image: Type.String(),
});
export type DynamicProductOption = Static<typeof DynamicProductOption>;

/** What a dynamic product lets the customer choose: per group, min–max pieces of its options. */
export const DynamicProductConfiguration = Type.Object({
  groups: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String(),
      translations: Type.Object({ en: Type.Object({ name: Type.String() }) }),
      min: Type.Integer(),
      max: Type.Integer(),
      options: Type.Array(DynamicProductOption),
    }),
  ),
});
export type DynamicProductConfiguration = Static<typeof DynamicProductConfiguration>;

export const SubProduct = Type.Object({
  quantity: Type.Integer(),
  product: Product,
});
export type SubProduct = Static<typeof SubProduct>;

/** A product as its detail page shows it (GET /product/:id, GET /product?id=). */
export const ProductDetail = Type.Object({
  ...Product.properties,
  /** Products offered instead (shown when this one is not available). */
  alternative: Type.Array(Product),
  /** Sets (bundles) this product is part of. */
  includeIn: Type.Array(Product),
  /** A bundle's contents; empty for other kinds. */
  subProducts: Type.Array(SubProduct),
  manuals: Type.Array(ProductManual),
  questions: Type.Array(ProductQuestion),
  /** A dynamic product's choices; null for other kinds. */
  configuration: Type.Union([DynamicProductConfiguration, Type.Null()]),
});
export type ProductDetail = Static<typeof ProductDetail>;

export const ProductParams = Type.Object({
  id: Id,
});
export type ProductParams = Static<typeof ProductParams>;

/** GET /product?id=&is_bundle=1: is_bundle=1 answers only a bundle (404 otherwise). */
export const ProductQuery = Type.Object(
  {
    id: Id,
    is_bundle: Type.Optional(FormFlag),
  },
  { additionalProperties: false },
);
export type ProductQuery = Static<typeof ProductQuery>;

export const ProductResponse = Type.Object({
  success: Type.Literal(true),
  product: ProductDetail,
});
export type ProductResponse = Static<typeof ProductResponse>;

/**
 * Sort keys of the product list. The form sends the chosen one as a field set to 1
 * (`sort_price_asc=1`); without one the list uses sort_old_desc.
 * - sort_old_desc: by id, highest (most recently added) first; with a search text the most
 *   relevant first (a word in the name, then brand, category, description), then by id
 * - sort_newest: by created date, newest first
 * - sort_price_asc / sort_price_desc: by list price (per day for rentals, sale price otherwise)
 * - sort_name_asc / sort_name_desc: by name in the request's lang (Czech alphabet for cs)
 * Ties are broken by id, highest first.
 */
export const ProductSort = Type.Enum(PRODUCT_SORTS);
export type ProductSort = Static<typeof ProductSort>;

export const PRODUCT_PAGE_SIZE_MAX = 100;
export const PRODUCT_PAGE_MAX = 100_000;
/** Products and categories in an autocomplete answer (autocomplete=1). */
export const AUTOCOMPLETE_LIMIT = 6;
export const PRICE_MAX = 100_000_000;
export const PRODUCT_FILTERS_MAX = 20;
export const FILTER_VALUES_MAX = 50;
export const FILTER_JSON_MAX_LENGTH = 4000;

/**
 * One entry of the `filter` field: `{ "<filterId>": { "type": "select", "values": [3, 5] } }`.
 * select / checkbox: value ids, a product matches when it has any of them; range: [min, max]
 * (either may be null for an open end). Filters combine with AND; an entry with no values is
 * ignored.
 */
export const ProductFilterInput = Type.Object({
  type: FilterType,
  values: Type.Array(Type.Union([Type.Number(), Type.Null()]), { maxItems: FILTER_VALUES_MAX }),
});
export type ProductFilterInput = Static<typeof ProductFilterInput>;

export const ProductFilterMap = Type.Record(Type.String(), ProductFilterInput);
export type ProductFilterMap = Static<typeof ProductFilterMap>;

/** Form body of POST /products. Unknown fields are ignored. */
export const ProductsRequest = Type.Object(
  {
    search_text: Type.Optional(Type.String({ maxLength: FIELD_LIMITS.search })),
    /** 1: a small, fast answer for the header's search box (products and categories). */
    autocomplete: Type.Optional(FormFlag),
    lang: Type.Optional(Locale),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PRODUCT_PAGE_SIZE_MAX })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PRODUCT_PAGE_MAX })),
    sort_old_desc: Type.Optional(FormFlag),
    sort_newest: Type.Optional(FormFlag),
    sort_price_asc: Type.Optional(FormFlag),
    sort_price_desc: Type.Optional(FormFlag),
    sort_name_asc: Type.Optional(FormFlag),
    sort_name_desc: Type.Optional(FormFlag),
    category_id: Type.Optional(Id),
    /** 1: only products marked new. */
    is_new: Type.Optional(FormFlag),
    /** List price bounds in CZK without VAT (inclusive). */
    min_price: Type.Optional(Type.Integer({ minimum: 0, maximum: PRICE_MAX })),
    max_price: Type.Optional(Type.Integer({ minimum: 0, maximum: PRICE_MAX })),
    /**
     * JSON text (or, in a JSON body, an object) of a ProductFilterMap; the text is at most
     * FILTER_JSON_MAX_LENGTH characters (checked by the API with a message naming the limit).
     */
    filter: Type.Optional(
      Type.Union([Type.String({ maxLength: FILTER_JSON_MAX_LENGTH }), Type.Object({})]),
    ),
    /** 1: only featured products, in random order. */
    randomFeatured: Type.Optional(FormFlag),
  },
  { additionalProperties: false },
);
export type ProductsRequest = Static<typeof ProductsRequest>;

/** One filter's values with what ticking each would show (ProductsResponse.filterCounts). */
export const FilterValueCounts = Type.Object({
  /** The filter's id. */
  id: Type.Integer(),
  values: Type.Array(Type.Object({ id: Type.Integer(), productCount: Type.Integer() })),
});
export type FilterValueCounts = Static<typeof FilterValueCounts>;

export const ProductsResponse = Type.Object({
  success: Type.Literal(true),
  /** The requested page. */
  products: Type.Array(Product),
  /** Search results: the same page and the matching categories when search_text was given, else empty. */
  result: Type.Object({
    products: Type.Array(Product),
    categories: Type.Array(Category),
    /**
     * What the search words matched, in search normal form (lower case, no diacritics): the words
     * and the catalogue stems they found ('kamer' for 'kamerou', 'objektiv' for 'objektvi'), to
     * highlight in names. Given when search_text was.
     */
    terms: Type.Optional(Type.Array(Type.String())),
    /** When the search text found nothing: the nearest text that would ('stativ' for 'stativxyz'). */
    suggestion: Type.Optional(Type.String()),
  }),
  /** Number of all matching products. */
  count: Type.Integer(),
  page: Type.Integer(),
  /** Price range over the matching products, leaving out min_price / max_price (slider bounds). */
  defaultParameters: PriceRange,
  /**
   * Given with category_id on page 1 (not for autocomplete or randomFeatured): the category's
   * select and checkbox filters, each value with the products that have it and match every other
   * active choice (search_text, is_new, the other filters, min_price / max_price): the count the
   * list would show with that value ticked too. A filter's own ticked values do not narrow its
   * counts (values of one filter are alternatives); a value left out has no such product (0).
   */
  filterCounts: Type.Optional(Type.Array(FilterValueCounts)),
});
export type ProductsResponse = Static<typeof ProductsResponse>;

export const RELATED_PRODUCTS_LIMIT = 10;
export const LATEST_PRODUCTS_LIMIT = 5;
export const FEATURED_PRODUCTS_LIMIT = 5;
export const PRODUCT_SHORT_LIST_MAX = 24;

/** ?limit= of the related, latest and featured lists (defaults 10, 5, 5). */
export const ProductShortListQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PRODUCT_SHORT_LIST_MAX })) },
  { additionalProperties: false },
);
export type ProductShortListQuery = Static<typeof ProductShortListQuery>;

/** GET /product/:id/related, GET /product/:id/accessories, GET /products/latest, GET /products/featured */
export const ProductListResponse = Type.Object({
  success: Type.Literal(true),
  products: Type.Array(Product),
});
export type ProductListResponse = Static<typeof ProductListResponse>;

/** Europe/Prague wall-clock date or date-time: '2026-11-23' or '2026-11-23T09:00'. */
export const LocalDateTime = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$',
  maxLength: 19,
});

/** GET /product/:id/availability?from=&to= (a date alone means its start, 00:00). */
export const AvailabilityQuery = Type.Object(
  { from: LocalDateTime, to: LocalDateTime },
  { additionalProperties: false },
);
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const AvailabilityResponse = Type.Object({
  success: Type.Literal(true),
  productId: Type.Integer(),
  /** Pieces the rental has (a bundle: complete sets its sub-products make). */
  stock: Type.Integer(),
  /** stock minus pieces in ORDERED, PAID, PART_PAID and LENT orders overlapping the period; >= 0. */
  available: Type.Integer(),
});
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;

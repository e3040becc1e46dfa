import {
  COMPANY_ROLES,
  ORDER_CHARGES,
  ORDER_STATUSES,
  PAYMENT_STATES,
  PROTOCOL_KINDS,
  READY_STATUSES,
  RETURN_CONDITIONS,
  STAFF_ROLES,
  UNIT_STATES,
} from '@shop/shared/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Money columns hold whole CZK without VAT. Texts in the default language (cs) have an *_en twin.
// search_text columns hold lower-case text without diacritics (see lib/search-text.ts), filled on
// write, so search works the same on PGlite and PostgreSQL without the unaccent extension; GIN
// trigram indexes (pg_trgm, migration 0001) make `like '%word%'` on them fast.
// Slugs are unique per kind (page, category, product) and language; the seed also keeps the root
// namespace (/<slug>: content pages, categories, products) free of clashes between kinds.

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** What products.configuration holds for a dynamic product: groups of products to choose from. */
export interface DynamicProductConfigurationData {
  groups: Array<{
    key: string;
    name: string;
    nameEn: string;
    /** How many pieces of the group's products the customer picks. */
    min: number;
    max: number;
    productIds: number[];
  }>;
}

/** carts.customer */
export interface CartCustomerData {
  email: string | null;
  phone: string | null;
  firstname: string | null;
  lastname: string | null;
  address: string | null;
  bornDate: string | null;
  register: boolean;
}

export interface CartShippingLegData {
  type: 'branch' | 'night_safe' | 'courier' | 'set_transport';
  branchId: number | null;
  window: '08-12' | '12-16' | '16-20' | null;
  address: { street: string; city: string; zipCode: string; country: string } | null;
}

/** carts.shipping */
export interface CartShippingData {
  pickup: CartShippingLegData;
  return: CartShippingLegData;
}

/** carts.billing */
export interface CartBillingData {
  customerId: number;
  taxRegNo: string;
  vatRegNo: string | null;
  name: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
}

/** carts.insurance */
export interface CartInsuranceData {
  id: 'eu' | 'world';
  countries: string[];
  birthNumber: string | null;
  bornDate: string | null;
  permanentAddress: string | null;
  companyId: string | null;
  student: boolean;
  isic: string | null;
}

/** documents.lines: one line of an issued document. */
export interface DocumentLineData {
  name: string;
  nameEn: string;
  quantity: number;
  /** Shooting days of a rent line; null for sale and other lines. */
  days: number | null;
  /** CZK without VAT per day (rent) or piece. */
  unitPrice: number;
  /** CZK without VAT. */
  total: number;
  vatRate: number;
}

/** carts.additional */
export interface CartAdditionalData {
  productionName: string | null;
  projectName: string | null;
  projectRole: string | null;
  note: string | null;
}

/** Opening hours of one weekday (1 = Monday … 7 = Sunday), Europe/Prague wall-clock times. */
export interface OpeningHoursData {
  day: number;
  open: string;
  close: string;
}
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes: node-postgres reads a bytea as a Buffer, PGlite as a Uint8Array; both are Buffers here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const categoryGroups = pgTable('category_groups', {
  id: id(),
  slug: text('slug').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => categoryGroups.id),
    slug: text('slug').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Icon name used by the front end and the generated product pictures. */
    ico: text('ico').notNull(),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    /** Stems of the names, tagged by field (search-fields.ts); empty until written. */
    searchStems: text('search_stems').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('categories_group_id_idx').on(t.groupId)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_id_idx').on(t.categoryId)],
);

/** product: a single item; bundle: a fixed kit of sub-products; dynamicProduct: a configurable kit. */
export const productKind = pgEnum('product_kind', ['product', 'bundle', 'dynamicProduct']);

export const products = pgTable(
  'products',
  {
    id: id(),
    kind: productKind('kind').notNull().default('product'),
    slug: text('slug').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    brand: text('brand').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    isForRent: boolean('is_for_rent').notNull().default(true),
    isForSale: boolean('is_for_sale').notNull().default(false),
    basePricePerDay: integer('base_price_per_day').notNull().default(0),
    /** Percent off basePricePerDay. */
    discount: integer('discount').notNull().default(0),
    /** basePricePerDay × (1 − discount / 100), rounded to whole CZK. */
    pricePerDay: integer('price_per_day').generatedAlwaysAs(
      sql`round(base_price_per_day * (100 - discount) / 100.0)::integer`,
    ),
    /** Sale price; null when not for sale. */
    salePrice: integer('sale_price'),
    /** The price a list shows, filters and sorts by: per day for rentals, else the sale price. */
    listPrice: integer('list_price').generatedAlwaysAs(
      sql`case when is_for_rent then round(base_price_per_day * (100 - discount) / 100.0)::integer else coalesce(sale_price, 0) end`,
    ),
    stockCount: integer('stock_count').notNull().default(1),
    /** Shown with a "new" badge; the list's is_new filter. */
    isNew: boolean('is_new').notNull().default(false),
    /** Home-page picks (featured list, randomFeatured). */
    featured: boolean('featured').notNull().default(false),
    /**
     * Ids of the product's select and checkbox filter values (a copy of product_filter_values,
     * filled on write), so list filters are `&&` on one GIN-indexed column instead of sub-joins.
     */
    filterValueIds: integer('filter_value_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Options of a dynamic product (see DynamicProductConfigurationData); null otherwise. */
    configuration: jsonb('configuration').$type<DynamicProductConfigurationData>(),
    /** Names, brand, subcategory and category names in search normal form (search-fields.ts). */
    searchText: text('search_text').notNull().default(''),
    /**
     * Stems of the names, brand, category names and descriptions, tagged by field ('n:kamer',
     * search-fields.ts), so a search word in any of its forms is `&&` on one GIN-indexed column.
     */
    searchStems: text('search_stems').array().notNull().default(sql`'{}'::text[]`),
    /** Sort keys of the name (Czech alphabet order for cs; compared byte-wise, collate "C"). */
    sortName: text('sort_name').notNull().default(''),
    sortNameEn: text('sort_name_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId),
    index('products_created_at_idx').on(t.createdAt),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_filter_value_ids_idx').using('gin', t.filterValueIds),
    index('products_search_stems_idx').using('gin', t.searchStems),
    index('products_featured_idx').on(t.id).where(sql`${t.featured}`),
    check('products_discount_range', sql`${t.discount} between 0 and 100`),
    check(
      'products_prices_non_negative',
      sql`${t.basePricePerDay} >= 0 and coalesce(${t.salePrice}, 0) >= 0`,
    ),
    check('products_sale_has_price', sql`not ${t.isForSale} or ${t.salePrice} is not null`),
  ],
);

export const productParameters = pgTable(
  'product_parameters',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    value: text('value').notNull(),
    /** English value when it differs (decimal point, words); null = same as value. */
    valueEn: text('value_en'),
    unit: text('unit'),
    /** The filter this parameter feeds (product_filter_values holds the filterable value). */
    filterId: integer('filter_id').references(() => filters.id),
  },
  (t) => [index('product_parameters_product_id_idx').on(t.productId)],
);

export const filterType = pgEnum('filter_type', ['range', 'select', 'checkbox']);

/**
 * A product filter: `range` compares a number (min–max), `select` and `checkbox` match value ids
 * (any of the given values; several filters combine with AND).
 */
export const filters = pgTable('filters', {
  id: id(),
  /** Stable name of the parameter it filters, e.g. 'mount', 'weight'. */
  key: text('key').notNull().unique(),
  type: filterType('type').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  unit: text('unit'),
  position: integer('position').notNull().default(0),
});

export const filterValues = pgTable(
  'filter_values',
  {
    id: id(),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    valueEn: text('value_en'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('filter_values_filter_value_uq').on(t.filterId, t.value)],
);

/** Which filters a category offers, in order. */
export const categoryFilters = pgTable(
  'category_filters',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.filterId] })],
);

/** Filterable values of a product: a value id (select, checkbox) or a number (range). */
export const productFilterValues = pgTable(
  'product_filter_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => filters.id, { onDelete: 'cascade' }),
    valueId: integer('value_id').references(() => filterValues.id, { onDelete: 'cascade' }),
    number: doublePrecision('number'),
  },
  (t) => [
    index('product_filter_values_value_idx').on(t.valueId, t.productId),
    index('product_filter_values_number_idx').on(t.filterId, t.number, t.productId),
    index('product_filter_values_product_idx').on(t.productId),
    check('product_filter_values_one_value', sql`(${t.valueId} is null) <> (${t.number} is null)`),
  ],
);

/** Products offered instead of a product (shown when it is not available). */
export const productAlternatives = pgTable(
  'product_alternatives',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    alternativeId: integer('alternative_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.alternativeId] }),
    check('product_alternatives_not_self', sql`${t.productId} <> ${t.alternativeId}`),
  ],
);

/** Sub-products of a bundle (a kit); the reverse is a product's includeIn. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    index('bundle_items_product_id_idx').on(t.productId),
    check('bundle_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Manuals of a product, one per language; the PDF is generated (GET /api/product-manual/:id.pdf). */
export const productManuals = pgTable(
  'product_manuals',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_manuals_product_id_idx').on(t.productId)],
);

/** Questions customers ask about a product, with the rental's answers. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    questionEn: text('question_en').notNull(),
    answer: text('answer').notNull(),
    answerEn: text('answer_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_questions_product_id_idx').on(t.productId)],
);

/** How many CZK one unit of a currency costs (1 EUR = 25 CZK). */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  czkPerUnit: numeric('czk_per_unit', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's cart; the checkout's choices are kept as JSON in the shape of the cart contract. */
export const carts = pgTable('carts', {
  id: id(),
  /** Unguessable public code (128 bits, hex). */
  code: text('code').notNull().unique(),
  groupByCategoryGroups: boolean('group_by_category_groups').notNull().default(false),
  /** The signed-in or created customer the cart belongs to. */
  customerId: integer('customer_id').references(() => customers.id),
  /** Personal data as typed (CartCustomerData). */
  customer: jsonb('customer').$type<CartCustomerData>(),
  /** Confirmed pickup and return, Europe/Prague 'YYYY-MM-DDTHH:mm'. */
  dateFrom: text('date_from'),
  dateTo: text('date_to'),
  /** Days picked with the first item before dates were confirmed, 'YYYY-MM-DD' (PlannedDates). */
  plannedFrom: text('planned_from'),
  plannedTo: text('planned_to'),
  /** Chosen shipping per direction (CartShippingData). */
  shipping: jsonb('shipping').$type<CartShippingData>(),
  /** Company billing typed in the cart (CartBillingData); null = personal billing. */
  billing: jsonb('billing').$type<CartBillingData>(),
  /** eu/world insurance with its inputs (CartInsuranceData); null = basic insurance. */
  insurance: jsonb('insurance').$type<CartInsuranceData>(),
  additional: jsonb('additional').$type<CartAdditionalData>(),
  voucherId: integer('voucher_id').references(() => vouchers.id),
  priceOfferId: integer('price_offer_id').references(() => priceOffers.id),
  /** argon2id hash of the password for the account created with the order. */
  accountPasswordHash: text('account_password_hash'),
  /** The order placed from this cart (placing is idempotent per cart). */
  orderId: integer('order_id').unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    type: text('type').notNull().default('product'),
    quantity: integer('quantity').notNull(),
    isSale: boolean('is_sale').notNull().default(false),
    /** A dynamic product's chosen options (group key → product ids); null for other kinds. */
    configuration: jsonb('configuration').$type<Record<string, number[]>>(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.type, t.isSale),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/** A customer: created with an order (guest) or by registration; an account has a password. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** Unguessable public key the front end links carts with (128 bits, hex). */
    customerKey: text('customer_key').notNull().unique(),
    /** Lower-case e-mail; unique among customers. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone'),
    address: text('address'),
    bornDate: date('born_date', { mode: 'string' }),
    /** argon2id hash; null for a customer without an account. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** May use the night safe. */
    frequentCustomer: boolean('frequent_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email)],
);

/**
 * A signed-in session, one refresh-token family: the SHA-256 hashes of its current access and
 * refresh tokens (the tokens themselves are never stored). Refreshing replaces both; signing out,
 * reuse of a rotated refresh token and the end of the session's lifetime delete the row.
 * `created_at` is the sign-in: the session's absolute lifetime counts from it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_customer_idx').on(t.customerId)],
);

/**
 * The refresh tokens a session has rotated away from (SHA-256 hashes), kept while the session
 * lives: presenting one again is reuse (RFC 9700 §4.14.2) and ends the whole session.
 */
export const authRotatedRefreshTokens = pgTable(
  'auth_rotated_refresh_tokens',
  {
    refreshTokenHash: text('refresh_token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_rotated_refresh_tokens_session_idx').on(t.sessionId)],
);

/** A member of the rental's staff: `desk` runs the counter; `manager` also the units and accounts. */
export const staffRole = pgEnum('staff_role', STAFF_ROLES);

/**
 * The rental's staff: accounts of their own, never customers. `email` is kept in lower case;
 * `password_hash` is argon2id like a customer's; `totp_secret` (base32) is the second factor of a
 * member whose sign-in asks for the authenticator's code. `disabled_at` ends every sign-in.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_email_uq').on(t.email)],
);

/**
 * A signed-in staff session: the SHA-256 of its cookie's token (never the token), and its end, at
 * most a working day after the sign-in. Signing out deletes the row.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every write a member of staff makes: who, when, what (`action`, e.g. `unit.retire`, on
 * `subject`, e.g. `unit:12`), and the values before and after (null where there were none). An
 * order's writes carry its id, so the order page lists them. Rows are only ever added.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    // An order deleted keeps its writes in the log (without the order's id).
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_at_idx').on(t.at), index('staff_audit_order_idx').on(t.orderId)],
);

export const unitState = pgEnum('unit_state', UNIT_STATES);

/** The numbers of the shop's label codes (U000001, U000002, …), one per unit ever made. */
export const unitLabelNumbers = pgSequence('unit_label_numbers');

/**
 * One piece of a rentable product: the maker's serial number (empty while unknown), the shop's
 * label code (printed as a QR code and as text; letters and digits only, so a scanner typing on a
 * Czech keyboard is read back, see shared/rules/label-codes), its home branch, state and notes.
 * Availability counts a product's units that are neither in repair nor retired.
 */
export const units = pgTable(
  'units',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull().default(''),
    labelCode: text('label_code').notNull(),
    homeBranchId: integer('home_branch_id')
      .notNull()
      .references(() => branches.id),
    state: unitState('state').notNull().default('available'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('units_label_code_uq').on(t.labelCode),
    index('units_product_state_idx').on(t.productId, t.state),
  ],
);

/**
 * A unit's stay in repair: the reason, since when, when it is expected back, the cost (whole CZK
 * without VAT, when known) and when it ended. A unit has at most one open repair.
 */
export const unitRepairs = pgTable(
  'unit_repairs',
  {
    id: id(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    expectedBack: date('expected_back', { mode: 'string' }),
    cost: integer('cost'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('unit_repairs_unit_idx').on(t.unitId),
    uniqueIndex('unit_repairs_open_uq').on(t.unitId).where(sql`ended_at is null`),
  ],
);

export const protocolKind = pgEnum('protocol_kind', PROTOCOL_KINDS);
export const orderCharge = pgEnum('order_charge', ORDER_CHARGES);
export const returnCondition = pgEnum('return_condition', RETURN_CONDITIONS);

/**
 * The desk's protocols of an order: the handover (one, when the order goes out) and a return for
 * each time units come back. `content` is everything the page and the PDF show (shared/contract
 * DeskProtocol without its code and digest), built once when it is issued; `digest` is its SHA-256
 * in canonical JSON. Knowing `code` is the permission to read it, as for a money document.
 */
export const deskProtocols = pgTable(
  'desk_protocols',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: protocolKind('kind').notNull(),
    number: text('number').notNull().unique(),
    code: text('code').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    digest: text('digest').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desk_protocols_order_idx').on(t.orderId)],
);

/**
 * A unit given to a piece of an order: a rent line's product, or a part of a set line
 * (`product_id`). Given before the handover (`handover_id` null), with the customer after it,
 * back once `returned_at` is set, with its condition. A unit is given to one piece at a time: the
 * partial unique index refuses a second open row for it, whichever desk writes it.
 */
export const orderUnits = pgTable(
  'order_units',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    assignedAt: createdAt(),
    handoverId: integer('handover_id').references(() => deskProtocols.id),
    returnId: integer('return_id').references(() => deskProtocols.id),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    condition: returnCondition('condition'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('order_units_order_idx').on(t.orderId),
    uniqueIndex('order_units_unit_open_uq').on(t.unitId).where(sql`returned_at is null`),
  ],
);

/**
 * A photo of a unit's damage taken at a return: re-encoded as a JPEG of at most 2000 px a side,
 * without any of the original's metadata (no EXIF, no GPS), with its SHA-256 (hex). It belongs to
 * the return protocol that lists it (`return_id`, `unit_id`) once that return is kept; until then
 * it is the order's, waiting for its return.
 */
export const deskPhotos = pgTable(
  'desk_photos',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    content: bytea('content').notNull(),
    digest: text('digest').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    returnId: integer('return_id').references(() => deskProtocols.id),
    unitId: integer('unit_id').references(() => units.id),
    createdAt: createdAt(),
  },
  (t) => [index('desk_photos_order_idx').on(t.orderId)],
);

/**
 * Single-use tokens of e-mailed account links: confirming an e-mail address and resetting a
 * password. Only the SHA-256 hash of a token is stored; `used_at` is set when it is spent.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    /** 'confirm-email' or 'reset-password'. */
    purpose: text('purpose').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A confirmation for a customer who already existed without an account (a guest's orders):
     * the argon2id hash of the password chosen at registration, given to the customer only when
     * the e-mail is confirmed, since anyone can type someone else's e-mail.
     */
    pendingPasswordHash: text('pending_password_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_customer_idx').on(t.customerId, t.purpose)],
);

export const voucherType = pgEnum('voucher_type', ['percent', 'fixed']);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    /** Upper-case code as typed by customers. */
    code: text('code').notNull().unique(),
    type: voucherType('type').notNull(),
    /** Percent (1–100) or whole CZK off the rent lines. */
    value: integer('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Uses left; null = unlimited. Decremented when an order with the voucher is placed. */
    usesLeft: integer('uses_left'),
  },
  (t) => [check('vouchers_value_positive', sql`${t.value} > 0`)],
);

/** A quote prepared by staff: fixed items, dates and total; the customer adds it with id + password. */
export const priceOffers = pgTable('price_offers', {
  id: id(),
  /** Unguessable code of the price-offer document (/price-offer/{code}). */
  code: text('code').notNull().unique(),
  /** argon2id hash of the offer's password. */
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  dateFrom: text('date_from').notNull(),
  dateTo: text('date_to').notNull(),
  /** Fixed price of the whole offer, CZK without VAT. */
  totalPrice: integer('total_price').notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  createdAt: createdAt(),
});

export const priceOfferItems = pgTable(
  'price_offer_items',
  {
    id: id(),
    priceOfferId: integer('price_offer_id')
      .notNull()
      .references(() => priceOffers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('price_offer_items_offer_idx').on(t.priceOfferId)],
);

/** Last order sequence number per two-digit year (order numbers are YY + 6-digit sequence). */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

export const readyStatus = pgEnum('ready_status', READY_STATUSES);

/** Customer and billing data are a snapshot taken when the order is placed. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** 8 digits: two-digit year + sequence, e.g. '26000001'. */
    orderNumber: text('order_number').notNull().unique(),
    status: orderStatus('status').notNull(),
    /** The cart the order was placed from; unique, so placing twice finds the same order. */
    cartId: integer('cart_id').unique(),
    customerId: integer('customer_id').references(() => customers.id),
    locale: text('locale').notNull().default('cs'),
    /**
     * The currency the shopper saw the prices in when placing the order, and its rate then (CZK
     * per unit; null for CZK). The order is priced and billed in CZK; documents show the rate and
     * the total in that currency for the customer's information.
     */
    currency: text('currency').notNull().default('czk'),
    czkPerUnit: numeric('czk_per_unit', { precision: 12, scale: 4, mode: 'number' }),
    customerName: text('customer_name').notNull(),
    customerStreet: text('customer_street').notNull(),
    customerCity: text('customer_city').notNull(),
    customerZipCode: text('customer_zip_code').notNull(),
    customerCountry: text('customer_country').notNull().default('CZ'),
    customerTaxRegNo: text('customer_tax_reg_no'),
    customerVatRegNo: text('customer_vat_reg_no'),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    projectName: text('project_name'),
    note: text('note'),
    /** Europe/Prague wall-clock time of pickup and return. */
    rentalFrom: timestamp('rental_from', { mode: 'string' }),
    rentalTo: timestamp('rental_to', { mode: 'string' }),
    /** Shipping per direction as chosen (CartShippingData) with prices. */
    shipping: jsonb('shipping').$type<CartShippingData>(),
    shippingPrice: integer('shipping_price').notNull().default(0),
    expressFee: integer('express_fee').notNull().default(0),
    insurance: jsonb('insurance').$type<CartInsuranceData>(),
    insurancePrice: integer('insurance_price').notNull().default(0),
    voucherCode: text('voucher_code'),
    voucherDiscount: integer('voucher_discount').notNull().default(0),
    /** Whole order, CZK without VAT, its VAT and the total with VAT. */
    price: integer('price').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    totalWithVat: integer('total_with_vat').notNull().default(0),
    /** Sum of verified payments, CZK with VAT. */
    paidAmount: integer('paid_amount').notNull().default(0),
    /**
     * The saved company the order is billed to (its contacts see the order by their roles); null
     * for an order billed to the person or to a company typed only into the checkout.
     */
    companyId: integer('company_id').references(() => companies.id),
    /**
     * The customer placed the order in person: signed in, or the order that opened the account.
     * An order placed as a guest with someone's e-mail shows in that account only once it is verified.
     */
    placedInPerson: boolean('placed_in_person').notNull().default(false),
    /** How far the shop has prepared the gear (READY_STATUSES). */
    readyStatus: readyStatus('ready_status').notNull().default('NOT_READY'),
    /** Show the order's items grouped by category groups (the order action). */
    groupByCategoryGroups: boolean('group_by_category_groups').notNull().default(false),
    /**
     * Unguessable codes of the order's gear list: with prices (/p/{code}) and for the crew,
     * without any price (/t/{code}); either opens only its own list.
     */
    productListCode: text('product_list_code').unique(),
    crewListCode: text('crew_list_code').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    index('orders_company_idx').on(t.companyId),
  ],
);

export const paymentState = pgEnum('payment_state', PAYMENT_STATES);

/**
 * Money received for an order (billing owns these rows): a card payment through the gateway (its
 * state only ever set from the gateway's answer; `paid_at` once verified PAID), or a bank transfer
 * staff recorded (method 'transfer', received when recorded).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').$type<'card' | 'transfer'>().notNull().default('card'),
    /** The gateway's payment id (GoPay: a number; kept as text); null for a transfer. */
    gatewayId: text('gateway_id').unique(),
    /** CZK with VAT, whole crowns. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CZK'),
    state: paymentState('state').notNull().default('CREATED'),
    gatewayUrl: text('gateway_url'),
    /** When the money was received: a card payment's first verified PAID, a transfer's record. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The proforma or invoice that asked for the money when it came (set when received). */
    settlesDocumentId: integer('settles_document_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_id_idx').on(t.orderId)],
);

/** A refund paid out to the customer against a credit note (recorded by staff). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => documents.id),
    /** CZK, positive. */
    amount: integer('amount').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_id_idx').on(t.orderId)],
);

/**
 * Messages to send once the change that asked for them has committed (the transactional outbox):
 * written in the same transaction as the order's change, sent by the API (or the staff tool) after
 * it, retried until sent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    /** What happened: order-placed, order-changed, payment-received, … (billing/notifications). */
    kind: text('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not tried again before this time (after a failure). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_unsent_idx').on(t.sentAt, t.availableAt)],
);

/**
 * Payments of the sandbox gateway (PAYMENT_PROVIDER=sandbox), the API's own GoPay stand-in: kept
 * in the database, so that whichever API instance the card page, the form and the status checks
 * reach knows the payment another one created. `state` holds GoPay's states (CREATED, PAID,
 * CANCELED…).
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** The gateway's payment id (12 random digits, as GoPay's). */
  id: bigint('id', { mode: 'number' }).primaryKey(),
  /** Part of the card page's address (gw_url): the id alone opens nothing. */
  secret: text('secret').notNull(),
  orderNumber: text('order_number').notNull(),
  description: text('description').notNull(),
  /** Hundredths of the currency unit, as GoPay counts. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  state: text('state').notNull().default('CREATED'),
  returnUrl: text('return_url').notNull(),
  notificationUrl: text('notification_url').notNull(),
  /** The card page's language: 'cs' or 'en'. */
  lang: text('lang').notNull(),
  createdAt: createdAt(),
});

/** E-mails the shop sent (and, with the local transport, the only copy of them). */
export const emails = pgTable('emails', {
  id: id(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** 'local' or 'smtp'. */
  transport: text('transport').notNull(),
  /** The SMTP server's message id; null for the local transport. */
  messageId: text('message_id'),
  /** Attached files: name, type and size (the local transport keeps the bytes too, base64). */
  attachments:
    jsonb('attachments').$type<
      Array<{ filename: string; contentType: string; size: number; content?: string }>
    >(),
  createdAt: createdAt(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    productId: integer('product_id').references(() => products.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    quantity: integer('quantity').notNull(),
    isSale: boolean('is_sale').notNull().default(false),
    /** Shooting days for rent items; null for sale items. */
    days: integer('days'),
    /** Price per day (rent) or per piece (sale) at order time. */
    unitPrice: integer('unit_price').notNull(),
    /** Line total at order time (a price offer's fixed price is spread over its lines). */
    total: integer('total').notNull().default(0),
    /** Bundle contents / dynamic product options as ordered (names and quantities). */
    contents:
      jsonb('contents').$type<Array<{ productId: number; name: string; quantity: number }>>(),
    /**
     * The rent line's own period, Europe/Prague wall-clock; lines sharing a period form one dated
     * block of the order. Null for sale lines and the insurance line.
     */
    rentalFrom: timestamp('rental_from', { mode: 'string' }),
    rentalTo: timestamp('rental_to', { mode: 'string' }),
    /** The price offer the line came from: its price is fixed and its dates cannot change. */
    priceOfferId: integer('price_offer_id').references(() => priceOffers.id),
    /** Set when the shop sent the piece out (a sale item shipped): it can no longer be cancelled. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the customer cancelled the line; a cancelled line is kept, at no price. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * A charge the desk added after the handover (a late return's fee, a damage or a missing
     * unit): a line of its own, without a product, priced like goods at its amount without VAT.
     */
    charge: orderCharge('charge'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
  ],
);

/**
 * Every change of a placed order: who made it (a customer, or staff when null), what, and the
 * order's price without VAT and total with VAT before and after.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    /** The order action (addItems, cancelItems, …) or a staff event. */
    action: text('action').notNull(),
    /** What changed, for people: item names, quantities, dates, addresses. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    priceBefore: integer('price_before').notNull(),
    priceAfter: integer('price_after').notNull(),
    totalWithVatBefore: integer('total_with_vat_before').notNull(),
    totalWithVatAfter: integer('total_with_vat_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

export const documentType = pgEnum('document_type', [
  'estimate',
  'tax-document',
  'invoice',
  'repair-invoice',
]);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: documentType('type').notNull(),
    /** Unguessable public code (128 bits, hex): knowing it is the permission to read. */
    code: text('code').notNull().unique(),
    number: text('number').notNull().unique(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('czk'),
    /**
     * The date of the taxable supply (VAT Act §29); null for an estimate (a proforma is no tax
     * document).
     */
    taxableSupplyDate: date('taxable_supply_date', { mode: 'string' }),
    /**
     * Amounts as issued, whole CZK: without VAT, the VAT and with VAT (a repair-invoice's are
     * negative: what it takes back). Null for documents issued before amounts were stored: they
     * take their order's.
     */
    price: integer('price'),
    vat: integer('vat'),
    totalWithVat: integer('total_with_vat'),
    /** Legacy: the lines of a document issued before `content` was stored (read once, to freeze it). */
    lines: jsonb('lines').$type<DocumentLineData[]>(),
    /** A repair-invoice: the document it corrects. */
    correctsDocumentId: integer('corrects_document_id'),
    /** Legacy: a credit note's reason before `content` was stored. */
    reason: text('reason'),
    /**
     * Everything the document shows, as issued (shared/contract ShopDocument without its code):
     * its page, PDF and ISDOC file are rendered from this alone and never change.
     */
    content: jsonb('content').$type<Record<string, unknown>>(),
    /** SHA-256 (hex) of `content` in canonical JSON, taken when it was issued. */
    digest: text('digest'),
    /** What the document asks to be paid, CZK with VAT (a proforma, an invoice); else 0. */
    amountDue: integer('amount_due').notNull().default(0),
    /** A tax document for a received payment: the payment. */
    paymentId: integer('payment_id'),
    /** The short link's hash (/e/{hash}, /i/{hash}): unguessable, ≥ 128 bits. */
    shortHash: text('short_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_order_id_idx').on(t.orderId)],
);

/** Last number per document series (estimate, invoice, repair-invoice) and year. */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

// ---------------------------------------------------------------- content

/**
 * content: a page at /<slug>; about-rental: /vse-o-pronajmu/<slug>; blog: /blog/<slug>;
 * faq: one question (title) and answer (body) on /faq; terms: the terms (VOP) at /<slug>.
 */
export const pageType = pgEnum('page_type', ['content', 'about-rental', 'blog', 'faq', 'terms']);

/** Pages; body is HTML, sanitised on write (db/seed/html.ts). */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    type: pageType('type').notNull(),
    slug: text('slug').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    perex: text('perex').notNull().default(''),
    perexEn: text('perex_en').notNull().default(''),
    body: text('body').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('pages_type_idx').on(t.type, t.position)],
);

export const branches = pgTable('branches', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zipCode: text('zip_code').notNull(),
  country: text('country').notNull().default('CZ'),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHoursData[]>().notNull(),
  nightSafe: boolean('night_safe').notNull().default(true),
  note: text('note').notNull().default(''),
  noteEn: text('note_en').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** Legacy paths: from_path (normalised: lower case, no trailing slash) → internal path or URL. */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    fromPath: text('from_path').notNull().unique(),
    target: text('target').notNull(),
    status: integer('status').notNull().default(301),
  },
  (t) => [check('redirects_status', sql`${t.status} in (301, 302)`)],
);

// ---------------------------------------------------------------- local data of external services

/** Addresses the local address-autocomplete adapter answers from. */
export const addressPoints = pgTable(
  'address_points',
  {
    id: id(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('CZ'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('address_points_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Companies the local company-registry (ARES) adapter answers from, by company ID (IČO). */
export const registryCompanies = pgTable('registry_companies', {
  taxRegNo: text('tax_reg_no').primaryKey(),
  vatRegNo: text('vat_reg_no'),
  name: text('name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zipCode: text('zip_code').notNull(),
  country: text('country').notNull().default('CZ'),
});

// ---------------------------------------------------------------- accounts

/**
 * A company billing profile a customer keeps (domain decisions: accounts, companies). Its data can
 * be edited until the company has an invoiced order; after that, changes go through support.
 * Deleting hides it (`deleted_at`): orders billed to it keep their reference.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    ownerCustomerId: integer('owner_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('CZ'),
    /** Company ID (IČO). */
    taxRegNo: text('tax_reg_no').notNull(),
    /** VAT ID (DIČ). */
    vatRegNo: text('vat_reg_no'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_owner_idx').on(t.ownerCustomerId)],
);

export const companyRole = pgEnum('company_role', COMPANY_ROLES);

/**
 * Another person's e-mail with roles in a company: administrator (sees and edits the company's
 * orders), finance (sees its invoices), billing-and-receiving (invoices and order pickup). The
 * contact acts through their own account with that (lower-case) e-mail, once it is verified.
 */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roles: companyRole('roles').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_contacts_company_email_uq').on(t.companyId, t.email),
    index('company_contacts_email_idx').on(t.email),
  ],
);

/** A message from a customer to the shop (e.g. a change of a company's data after an invoice). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The requested change, field by field. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_customer_idx').on(t.customerId)],
);

/** Products a customer marked as favourite. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/**
 * A favourite watching a period: the customer gets one e-mail (`notified_at`) once `quantity`
 * pieces are free for it.
 */
export const favouriteWatches = pgTable(
  'favourite_watches',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm'. */
    dateFrom: text('date_from').notNull(),
    dateTo: text('date_to').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The language of the page the watch was set from: its e-mail is written in it. */
    locale: text('locale').notNull().default('cs'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourite_watches_uq').on(t.customerId, t.productId, t.dateFrom, t.dateTo),
    index('favourite_watches_open_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
    check('favourite_watches_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Remote versions browsers could not use (the shell's beacon, `POST /api/remote-failures`),
 * counted per remote, version, stage and the version fallen back to.
 */
export const remoteFailures = pgTable(
  'remote_failures',
  {
    id: id(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** `contract` or `load`. */
    stage: text('stage').notNull(),
    /** The version the shell fell back to; '' when it showed the fallback page. */
    fallback: text('fallback').notNull().default(''),
    count: integer('count').notNull().default(1),
    lastMessage: text('last_message').notNull(),
    firstSeen: createdAt(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_failures_uq').on(t.remote, t.version, t.stage, t.fallback)],
);

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AvailabilityResponse,
  CategoriesResponse,
  CategoryGroupsResponse,
  CategoryResponse,
  Product,
  ProductListResponse,
  ProductResponse,
  ProductsResponse,
} from '@shop/shared/contract';
import { addDays } from '@shop/shared/rules/prague-time';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { orderItems, orders, products } from '../../db/schema';
import { DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import { createTestApp, form, type TestApp } from '../../test/test-db';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject(url);
  return { status: response.statusCode, body: response.json() as T };
}

async function productByName(name: string): Promise<Product> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    ...form({ search_text: name, limit: 100 }),
  });
  const product = (response.json() as ProductsResponse).products.find((p) => p.name === name);
  assert.ok(product, `seeded product ${name}`);
  return product;
}

describe('GET /api/categories', () => {
  it('lists the seeded categories with groups, counts and price ranges', async () => {
    const { status, body } = await get<CategoriesResponse>('/api/categories');
    assert.equal(status, 200);
    assert.equal(body.success, true);
    assert.ok(body.categories.length >= 12);
    assert.ok(new Set(body.categories.map((c) => c.groupId)).size >= 5);

    const cameras = body.categories.find((c) => c.slug === 'kamery');
    assert.deepEqual(cameras && { ...cameras, productCount: 0, defaultParameters: null }, {
      id: 1,
      slug: 'kamery',
      ico: 'camera',
      name: 'Kamery',
      translations: { en: { name: 'Cameras', slug: 'cameras' } },
      groupId: 1,
      groupName: 'Kamery a optika',
      defaultParameters: null,
      productCount: 0,
    });
    assert.ok((cameras?.productCount ?? 0) >= 30);
    assert.equal(cameras?.defaultParameters.maxPrice, 16_000, 'Sony Venice 2');

    const sale = body.categories.find((c) => c.ico === 'consumables');
    assert.deepEqual(sale?.defaultParameters, { minPrice: 149, maxPrice: 6990 }, 'sale prices');
    const total = body.categories.reduce((sum, c) => sum + c.productCount, 0);
    assert.ok(total >= 300);
  });
});

describe('GET /api/category/groups', () => {
  it('lists groups in menu order with their categories', async () => {
    const { status, body } = await get<CategoryGroupsResponse>('/api/category/groups');
    assert.equal(status, 200);
    assert.equal(body.groups[0]?.slug, 'kamery-a-optika');
    assert.deepEqual(body.groups[0]?.translations, {
      en: { name: 'Cameras & optics', slug: 'cameras-and-optics' },
    });
    assert.deepEqual(
      body.groups[0]?.categories.map((c) => c.slug),
      ['kamery', 'objektivy', 'filtry', 'prislusenstvi-ke-kameram'],
    );
    const all = body.groups.flatMap((g) => g.categories);
    assert.ok(all.length >= 12);
    assert.ok(body.groups.every((g) => g.categories.every((c) => c.groupId === g.id)));
  });
});

describe('GET /api/category/:id', () => {
  it('answers a category with subcategories and its filters in both languages', async () => {
    const { status, body } = await get<CategoryResponse>('/api/category/3');
    assert.equal(status, 200);
    const { category } = body;
    assert.equal(category.slug, 'svetla');
    assert.equal(category.translations.en.slug, 'lights');
    assert.match(category.description, /LED/);
    assert.match(category.translations.en.description, /fixtures/);
    assert.ok(category.subcategories.some((s) => s.translations.en.name === 'LED spotlights'));
    assert.deepEqual(
      category.filters.map((f) => [f.key, f.type]),
      [
        ['lightType', 'select'],
        ['power', 'range'],
        ['weight', 'range'],
        ['features', 'checkbox'],
      ],
    );
    const lightType = category.filters[0];
    assert.ok(lightType);
    assert.equal(lightType.name, 'Typ světla');
    assert.equal(lightType.translations.en.name, 'Light type');
    assert.equal(lightType.range, null);
    const rgb = lightType.values.find((v) => v.translations.en.value === 'RGB (full colour)');
    assert.ok(rgb && rgb.productCount > 10);
    const power = category.filters[1];
    assert.equal(power?.unit, 'W');
    assert.deepEqual(power?.values, []);
    assert.ok((power?.range?.min ?? 0) > 0 && (power?.range?.max ?? 0) >= 9000, 'ARRI M90');
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    const missing = await get('/api/category/999');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { success: false, message: 'Category not found: 999' });
    const bad = await get('/api/category/lights');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { success: false, message: 'id must be an integer' });
  });
});

describe('GET /api/product-image/:id.svg', () => {
  it('draws the product’s Czech name, and its English one for an English page', async () => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Gaffer páska červená 50 mm × 50 m'));
    assert.ok(row);
    const czech = await t.app.inject(`/api/product-image/${row.id}.svg`);
    const english = await t.app.inject(`/api/product-image/${row.id}.svg?lang=en`);
    assert.ok(czech.body.includes('aria-label="Gaffer páska červená 50 mm × 50 m"'), czech.body);
    assert.ok(english.body.includes('aria-label="Gaffer tape red 50 mm × 50 m"'), english.body);
    assert.notEqual(czech.headers.etag, english.headers.etag);
    assert.equal((await t.app.inject(`/api/product-image/${row.id}.svg?lang=de`)).statusCode, 400);
  });
});

describe('GET /api/product/:id', () => {
  it('returns a product with prices in every currency and English texts', async () => {
    const { id } = await productByName('Nanlite Forza 300');
    const { status, body } = await get<ProductResponse>(`/api/product/${id}`);
    assert.equal(status, 200);
    const { product } = body;
    assert.equal(product.id, id);
    assert.equal(product.kind, 'product');
    assert.equal(product.brand, 'Nanlite');
    assert.equal(product.categoryName, 'Světla');
    assert.equal(product.subcategoryName, 'LED reflektory');
    assert.equal(product.image, `/api/product-image/${id}.svg`);
    assert.equal(product.price, null);
    assert.equal(product.basePricePerDay, 700);
    assert.equal(product.discount, 15);
    assert.equal(product.pricePerDay, 595);
    assert.equal(product.isForRent, true);
    assert.equal(product.isForSale, false);
    assert.equal(product.usualStockCount, 3);
    assert.match(product.createdAt, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual(product.currencies, {
      czk: { price: null, pricePerDay: 595, basePricePerDay: 700, vat: 125, shippingPrice: 0 },
      eur: { price: null, pricePerDay: 24, basePricePerDay: 28, vat: 5, shippingPrice: 0 },
      usd: { price: null, pricePerDay: 26, basePricePerDay: 30, vat: 5, shippingPrice: 0 },
    });
    assert.deepEqual(product.parameters[0], { name: 'Příkon', value: '350', unit: 'W' });
    assert.deepEqual(product.parameters[2], { name: 'Hmotnost', value: '2,8', unit: 'kg' });
    assert.equal(product.translations.en.name, 'Nanlite Forza 300');
    assert.equal(product.translations.en.categoryName, 'Lights');
    assert.equal(product.translations.en.subcategoryName, 'LED spotlights');
    assert.deepEqual(product.translations.en.parameters?.[2], {
      name: 'Weight',
      value: '2.8',
      unit: 'kg',
    });
    assert.ok(product.description.length > 0 && product.translations.en.description.length > 0);
  });

  it('adds alternatives, sets, manuals, questions and no kit parts for a single product', async () => {
    const { body } = await get<ProductResponse>('/api/product/17');
    const { product } = body;
    assert.equal(product.name, 'Aputure LS 600d Pro');
    assert.deepEqual(
      product.alternative.map((p) => p.name),
      ['Aputure LS 600x Pro', 'Nanlite Forza 500 II', 'Aputure LS 300x'],
    );
    assert.ok(product.alternative.every((p) => p.categoryId === product.categoryId));
    assert.deepEqual(
      product.includeIn.map((p) => [p.name, p.kind]),
      [['Světelný set Aputure na rozhovor', 'bundle']],
    );
    assert.deepEqual(
      product.manuals.map((m) => [m.language, m.title]),
      [
        ['cs', 'Návod k obsluze – Aputure LS 600d Pro'],
        ['en', 'User manual – Aputure LS 600d Pro'],
      ],
    );
    assert.match(product.manuals[0]?.url ?? '', /^\/api\/product-manual\/\d+\.pdf$/);
    assert.equal(product.questions.length, 2);
    assert.match(product.questions[0]?.translations.en.question ?? '', /\?$/);
    assert.deepEqual(product.subProducts, []);
    assert.equal(product.configuration, null);
  });

  it('gives a sale-only product its sale price and VAT of it', async () => {
    const tape = await productByName('Gaffer páska černá 50 mm × 50 m');
    assert.equal(tape.isForRent, false);
    assert.equal(tape.isForSale, true);
    assert.equal(tape.price, 390);
    assert.equal(tape.pricePerDay, 0);
    assert.deepEqual(tape.currencies.czk, {
      price: 390,
      pricePerDay: 0,
      basePricePerDay: 0,
      vat: 82,
      shippingPrice: 0,
    });
    assert.equal(tape.currencies.eur.price, 16);
    assert.equal(tape.translations.en.slug, 'gaffer-tape-black-50-mm-50-m');
  });

  it('shows a dynamic product with its choices', async () => {
    const dynamic = await productByName('Světelný park na míru');
    const { body } = await get<ProductResponse>(`/api/product/${dynamic.id}`);
    const { configuration } = body.product;
    assert.equal(body.product.kind, 'dynamicProduct');
    assert.ok(configuration);
    assert.deepEqual(
      configuration.groups.map((g) => [g.key, g.min, g.max, g.translations.en.name]),
      [
        ['key', 1, 4, 'Key lights'],
        ['soft', 0, 4, 'Soft lights'],
        ['stands', 0, 10, 'Stands'],
      ],
    );
    const option = configuration.groups[0]?.options.find((o) => o.name === 'Aputure LS 600d Pro');
    assert.deepEqual(option, {
      productId: 17,
      name: 'Aputure LS 600d Pro',
      translations: { en: { name: 'Aputure LS 600d Pro' } },
      pricePerDay: 1200,
      image: '/api/product-image/17.svg',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await get('/api/product/999999');
    assert.equal(status, 404);
    assert.deepEqual(body, { success: false, message: 'Product not found: 999999' });
  });

  it('answers 400 for an id beyond the database range or not a number', async () => {
    assert.deepEqual((await get('/api/product/99999999999')).body, {
      success: false,
      message: 'id must be <= 2147483647',
    });
    const bad = await get('/api/product/abc');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { success: false, message: 'id must be an integer' });
  });
});

describe('GET /api/product?id=&is_bundle=1', () => {
  it('answers a bundle with its sub-products and a discounted price of them', async () => {
    const kit = await productByName('Sony FX6 – dokumentární set');
    const { status, body } = await get<ProductResponse>(`/api/product?id=${kit.id}&is_bundle=1`);
    assert.equal(status, 200);
    const { product } = body;
    assert.equal(product.kind, 'bundle');
    assert.equal(product.translations.en.name, 'Sony FX6 documentary kit');
    assert.deepEqual(
      product.subProducts.map((s) => [s.product.name, s.quantity]),
      [
        ['Sony FX6', 1],
        ['Sony FE 24-70mm f/2.8 GM II', 1],
        ['Sennheiser MKH 416', 1],
        ['Core SWX Hypercore NEO 150 V-mount', 2],
        ['Sachtler Video 18 S2 s nohami Flowtech 75', 1],
      ],
    );
    const contentsPrice = product.subProducts.reduce(
      (sum, s) => sum + s.product.pricePerDay * s.quantity,
      0,
    );
    assert.equal(product.basePricePerDay, contentsPrice);
    assert.equal(product.discount, 15);
    assert.equal(product.pricePerDay, Math.round(contentsPrice * 0.85));
  });

  it('answers the same as /product/:id without is_bundle, 404 for a non-bundle with it', async () => {
    const plain = await get<ProductResponse>('/api/product?id=17');
    assert.equal(plain.status, 200);
    assert.deepEqual(plain.body, (await get('/api/product/17')).body);
    const notBundle = await get('/api/product?id=17&is_bundle=1');
    assert.equal(notBundle.status, 404);
    assert.deepEqual(notBundle.body, { success: false, message: 'Bundle not found: 17' });
  });

  it('needs an id', async () => {
    assert.deepEqual((await get('/api/product')).body, {
      success: false,
      message: 'id is required',
    });
    assert.equal((await get('/api/product?id=0')).status, 400);
    assert.deepEqual((await get('/api/product?id=17&is_bundle=yes')).body, {
      success: false,
      message: 'is_bundle must be one of: true, false, 0, 1',
    });
  });
});

describe('related, latest and featured products', () => {
  it('GET /api/product/:id/related: ten of the same category, same subcategory first', async () => {
    const { status, body } = await get<ProductListResponse>('/api/product/17/related');
    assert.equal(status, 200);
    assert.equal(body.products.length, 10);
    assert.ok(body.products.every((p) => p.categoryName === 'Světla' && p.id !== 17));
    assert.ok(body.products.every((p) => p.kind === 'product'));
    assert.equal(body.products[0]?.subcategoryName, 'LED reflektory');
    const limited = await get<ProductListResponse>('/api/product/17/related?limit=3');
    assert.deepEqual(
      limited.body.products.map((p) => p.id),
      body.products.slice(0, 3).map((p) => p.id),
    );
    assert.equal((await get('/api/product/999999/related')).status, 404);
    assert.deepEqual((await get('/api/product/17/related?limit=25')).body, {
      success: false,
      message: 'limit must be <= 24',
    });
  });

  it('GET /api/product/:id/accessories: the first products of accessory categories of its group, in one call', async () => {
    const camera = await productByName('ARRI Alexa Mini LF');
    const { status, body } = await get<ProductListResponse>(
      `/api/product/${camera.id}/accessories`,
    );
    assert.equal(status, 200);
    assert.ok(body.products.length > 0);
    assert.ok(body.products.every((p) => p.id !== camera.id));
    // Each accessory comes from a category of the camera's group other than its own, and they
    // are the first products of that category as the product list gives them.
    const groups = (await get<CategoryGroupsResponse>('/api/category/groups')).body.groups;
    const group = groups.find((g) => g.categories.some((c) => c.id === camera.categoryId));
    const byCategory = new Map<number, ProductListResponse['products']>();
    for (const p of body.products)
      byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
    assert.ok(byCategory.size > 0 && byCategory.size <= 2, [...byCategory.keys()].join());
    for (const [categoryId, accessories] of byCategory) {
      const category = group?.categories.find((c) => c.id === categoryId);
      assert.ok(category && categoryId !== camera.categoryId, `category ${categoryId}`);
      assert.notEqual(category.ico, 'camera');
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        ...form({ category_id: categoryId, limit: 2, page: 1 }),
      });
      assert.deepEqual(
        accessories.map((p) => p.id),
        (list.json() as ProductsResponse).products.map((p) => p.id),
      );
    }
    assert.equal((await get('/api/product/999999/accessories')).status, 404);
  });

  it('GET /api/products/latest: five, newest first', async () => {
    const { status, body } = await get<ProductListResponse>('/api/products/latest');
    assert.equal(status, 200);
    assert.equal(body.products.length, 5);
    const dates = body.products.map((p) => p.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(
      body.products.every((p) => p.isNew),
      'the newest are the ones marked new',
    );
    assert.equal(
      (await get<ProductListResponse>('/api/products/latest?limit=12')).body.products.length,
      12,
    );
  });

  it('GET /api/products/featured: five featured products', async () => {
    const { status, body } = await get<ProductListResponse>('/api/products/featured');
    assert.equal(status, 200);
    assert.equal(body.products.length, 5);
    assert.ok(body.products.every((p) => p.featured));
    assert.deepEqual((await get('/api/products/featured?limit=x')).body, {
      success: false,
      message: 'limit must be an integer',
    });
  });
});

describe('GET /api/product/:id/availability', () => {
  // The demo order (ORDERED, a Monday 9:00 – Wednesday 18:00 ahead of the seed day) rents
  // 2× Aputure LS 600d Pro (id 17, stock 4) and 1× ARRI Alexa Mini LF (id 1, stock 1). More orders
  // are added here, Tuesday 9:00 – Thursday 18:00 of the same week.
  let monday = '';
  const day = (offset: number, time?: string) =>
    `${addDays(monday, offset)}${time ? `T${time}` : ''}`;
  before(async () => {
    // The demo order's Monday, as seeded (not recomputed: the seed may be from before midnight).
    const [demo] = await t.database.db
      .select({ rentalFrom: orders.rentalFrom })
      .from(orders)
      .where(eq(orders.orderNumber, DEMO_ORDER_NUMBER));
    monday = demo?.rentalFrom?.slice(0, 10) ?? '';
    assert.equal(
      new Date(`${monday}T12:00:00Z`).getUTCDay(),
      1,
      'the demo order starts on a Monday',
    );
    const add = async (
      number: string,
      status: 'LENT' | 'CANCELED' | 'RETURNED',
      productId: number,
      quantity: number,
    ) => {
      const [order] = await t.database.db
        .insert(orders)
        .values({
          orderNumber: number,
          status,
          customerName: 'Test',
          customerStreet: 'Komunardů 1',
          customerCity: 'Praha 7',
          customerZipCode: '170 00',
          customerEmail: 'test@example.cz',
          rentalFrom: day(1, '09:00'),
          rentalTo: day(3, '18:00'),
        })
        .returning({ id: orders.id });
      await t.database.db.insert(orderItems).values({
        orderId: order?.id ?? 0,
        productId,
        name: 'x',
        nameEn: 'x',
        quantity,
        unitPrice: 1,
        days: 1,
        rentalFrom: day(1, '09:00'),
        rentalTo: day(3, '18:00'),
      });
    };
    await add('26900001', 'LENT', 17, 1);
    await add('26900002', 'CANCELED', 17, 3);
    const kit = await productByName('Světelný set Aputure na rozhovor');
    await add('26900003', 'LENT', kit.id, 1);
  });

  const availability = (id: number, from: string, to: string) =>
    get<AvailabilityResponse>(`/api/product/${id}/availability?from=${from}&to=${to}`);

  it('subtracts overlapping reserving orders, also through kits', async () => {
    // Overlap with the demo order (2), the LENT order (1) and the LENT kit (1): 4 - 4 = 0.
    assert.deepEqual((await availability(17, day(1, '10:00'), day(1, '18:00'))).body, {
      success: true,
      productId: 17,
      stock: 4,
      available: 0,
    });
    // Only the demo order overlaps (it ends on Wednesday at 18:00; the others start on Tuesday).
    assert.equal((await availability(17, day(0, '09:00'), day(1, '08:00'))).body.available, 2);
    // Nothing overlaps; the cancelled order never counts.
    assert.equal((await availability(17, day(8), day(10))).body.available, 4);
    assert.equal((await availability(1, day(2, '17:00'), day(4))).body.available, 0);
    assert.equal((await availability(1, day(2, '18:00'), day(4))).body.available, 1);
  });

  it('gives a kit the complete sets its contents make', async () => {
    const kit = await productByName('Světelný set Aputure na rozhovor');
    const free = await availability(kit.id, day(8), day(9));
    assert.equal(free.body.stock, 2, 'two Light Domes per set, four in stock');
    assert.equal(free.body.available, 2);
    const busy = await availability(kit.id, day(1, '10:00'), day(1, '12:00'));
    assert.equal(busy.body.available, 0, 'no LS 600d Pro is free then');
  });

  it('refuses a period that is not one, and bad dates', async () => {
    const cases: Array<[string, string]> = [
      [
        '/api/product/17/availability?from=2026-11-25&to=2026-11-25',
        'from must be earlier than to',
      ],
      [
        '/api/product/17/availability?from=2026-11-26&to=2026-11-25',
        'from must be earlier than to',
      ],
      ['/api/product/17/availability?from=2026-02-30&to=2026-03-02', 'from must be a valid date'],
      ['/api/product/17/availability?from=tomorrow&to=2026-03-02', 'from has an invalid format'],
      ['/api/product/17/availability?from=2026-03-01', 'to is required'],
    ];
    for (const [url, message] of cases) {
      const { status, body } = await get(url);
      assert.equal(status, 400, url);
      assert.deepEqual(body, { success: false, message });
    }
    assert.equal((await availability(999999, '2026-12-01', '2026-12-02')).status, 404);
  });
});

describe('GET /api/product-image/:id.svg', () => {
  it('draws a deterministic SVG with the product name', async () => {
    const { id } = await productByName('Sennheiser MKH 416');
    const first = await t.app.inject(`/api/product-image/${id}.svg`);
    const second = await t.app.inject(`/api/product-image/${id}.svg`);
    assert.equal(first.statusCode, 200);
    assert.match(String(first.headers['content-type']), /^image\/svg\+xml/);
    assert.match(first.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(first.body, /Sennheiser MKH 416/);
    assert.equal(first.body, second.body);
  });

  it('escapes names for XML', async () => {
    const { id } = await productByName('Matthews floppy vlajka černá 120×120 cm');
    const response = await t.app.inject(`/api/product-image/${id}.svg`);
    assert.match(response.body, /černá/);
    assert.doesNotMatch(response.body, /&(?!(?:amp|lt|gt|quot|#39);)/, 'no raw ampersands');
  });

  it('is small, sized 4:3 with a viewBox, and cached with an ETag that answers 304', async () => {
    const { products } = (
      await t.app.inject({ method: 'POST', url: '/api/products', ...form({ limit: 100 }) })
    ).json() as ProductsResponse;
    assert.ok(products.length > 10);
    for (const product of products) {
      const response = await t.app.inject(product.image);
      assert.ok(Buffer.byteLength(response.body) < 3 * 1024, `${product.name} under 3 KiB`);
      assert.match(response.body, /^<svg [^>]*width="400" height="300" viewBox="0 0 400 300"/);
    }
    const { id } = await productByName('Sennheiser MKH 416');
    const first = await t.app.inject(`/api/product-image/${id}.svg`);
    assert.equal(
      first.headers['cache-control'],
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await t.app.inject({
      url: `/api/product-image/${id}.svg`,
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const other = await t.app.inject({
      url: `/api/product-image/${id}.svg`,
      headers: { 'if-none-match': '"something-else"' },
    });
    assert.equal(other.statusCode, 200);
    assert.equal(other.body, first.body);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await t.app.inject('/api/product-image/999999.svg');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { success: false, message: 'Product not found: 999999' });
    const bad = await t.app.inject('/api/product-image/abc.svg');
    assert.equal(bad.statusCode, 400);
  });
});

describe('GET /api/product-image/:id.png', () => {
  /** The share of the band's pixels far from its top-left pixel (the background) in colour. */
  function inkIn(png: PNG, top: number, bottom: number): number {
    const [r, g, b] = png.data;
    let ink = 0;
    for (let y = top; y < bottom; y++) {
      for (let x = 0; x < png.width; x++) {
        const i = (y * png.width + x) * 4;
        const distance =
          Math.abs((png.data[i] ?? 0) - (r ?? 0)) +
          Math.abs((png.data[i + 1] ?? 0) - (g ?? 0)) +
          Math.abs((png.data[i + 2] ?? 0) - (b ?? 0));
        if (distance > 200) ink++;
      }
    }
    return ink / ((bottom - top) * png.width);
  }

  it('draws the picture as a 400 × 300 PNG with the name written in it, the same bytes every time', async () => {
    const { id } = await productByName('Sennheiser MKH 416');
    const first = await t.app.inject(`/api/product-image/${id}.png`);
    const second = await t.app.inject(`/api/product-image/${id}.png`);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-type'], 'image/png');
    assert.deepEqual(first.rawPayload, second.rawPayload);
    const png = PNG.sync.read(first.rawPayload);
    assert.deepEqual([png.width, png.height], [400, 300]);
    // The name's line (y 225–250) holds dark letters; the band above the pictogram's top does not.
    assert.ok(inkIn(png, 225, 250) > 0.02, 'the name is drawn');
    assert.equal(inkIn(png, 50, 60), 0);
    const other = await productByName('Matthews floppy vlajka černá 120×120 cm');
    const otherPng = await t.app.inject(`/api/product-image/${other.id}.png`);
    assert.notDeepEqual(otherPng.rawPayload, first.rawPayload);
  });

  it('has an ETag of its own, answered 304', async () => {
    const { id } = await productByName('Sennheiser MKH 416');
    const svg = await t.app.inject(`/api/product-image/${id}.svg`);
    const png = await t.app.inject(`/api/product-image/${id}.png`);
    const etag = String(png.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    assert.notEqual(etag, svg.headers.etag);
    assert.equal(png.headers['cache-control'], svg.headers['cache-control']);
    const again = await t.app.inject({
      url: `/api/product-image/${id}.png`,
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const svgTag = await t.app.inject({
      url: `/api/product-image/${id}.png`,
      headers: { 'if-none-match': String(svg.headers.etag) },
    });
    assert.equal(svgTag.statusCode, 200);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await t.app.inject('/api/product-image/999999.png');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { success: false, message: 'Product not found: 999999' });
    assert.equal((await t.app.inject('/api/product-image/abc.png')).statusCode, 400);
  });
});

describe('GET /api/product-manual/:id.pdf', () => {
  it('serves a generated PDF, the same bytes every time', async () => {
    const { body } = await get<ProductResponse>('/api/product/17');
    const [cs, en] = body.product.manuals;
    assert.ok(cs && en);
    const first = await t.app.inject(cs.url);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-type'], 'application/pdf');
    assert.match(
      String(first.headers['content-disposition']),
      /^inline; filename="manual-17-cs\.pdf"$/,
    );
    assert.equal(first.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.ok(first.rawPayload.length > 1000);
    const pdf = await PDFDocument.load(first.rawPayload);
    assert.equal(pdf.getTitle(), 'Návod k obsluze – Aputure LS 600d Pro');
    assert.equal(pdf.getSubject(), 'Aputure LS 600d Pro');
    assert.ok(pdf.getPageCount() >= 1);
    const again = await t.app.inject(cs.url);
    assert.ok(first.rawPayload.equals(again.rawPayload));
    const english = await t.app.inject(en.url);
    assert.ok(!english.rawPayload.equals(first.rawPayload));
  });

  it('answers 404 for an unknown manual', async () => {
    const response = await t.app.inject('/api/product-manual/999999.pdf');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { success: false, message: 'Manual not found: 999999' });
  });
});

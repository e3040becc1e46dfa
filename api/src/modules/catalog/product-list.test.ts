import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  CategoriesResponse,
  CategoryResponse,
  Filter,
  Product,
  ProductsResponse,
} from '@shop/shared/contract';
import { toSearchText } from '../../lib/search-text';
import { refusalWords } from '../../test/refusal';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { nameSortKey } from './sort-key';

let t: TestApp;
let lights: CategoryResponse['category'];
before(async () => {
  t = await createTestApp();
  lights = ((await t.app.inject('/api/category/3')).json() as CategoryResponse).category;
});
after(async () => {
  await t?.close();
});

async function products(fields: Record<string, string | number | boolean>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/products', ...form(fields) });
  return { status: response.statusCode, body: response.json() as ProductsResponse };
}

/** Every product of a query, page by page. */
async function all(fields: Record<string, string | number>): Promise<Product[]> {
  const list: Product[] = [];
  for (let page = 1; page < 50; page++) {
    const { body } = await products({ ...fields, limit: 100, page });
    list.push(...body.products);
    if (list.length >= body.count) break;
  }
  return list;
}

const listPrice = (p: Product) => (p.isForRent ? p.pricePerDay : (p.price ?? 0));
const parameter = (p: Product, name: string) => p.parameters.find((x) => x.name === name)?.value;
const filterOf = (key: string): Filter => {
  const found = lights.filters.find((f) => f.key === key);
  assert.ok(found, key);
  return found;
};
const valueId = (filter: Filter, en: string) => {
  const found = filter.values.find((v) => v.translations.en.value === en);
  assert.ok(found, en);
  return found.id;
};

describe('POST /api/products: paging', () => {
  it('pages the whole catalogue, highest id first, with the default page size', async () => {
    const first = await products({});
    assert.equal(first.status, 200);
    assert.equal(first.body.success, true);
    assert.ok(first.body.count >= 300);
    assert.equal(first.body.page, 1);
    assert.equal(first.body.products.length, 24);
    const ids = first.body.products.map((p) => p.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'sort_old_desc: id descending',
    );
    assert.deepEqual(first.body.result, { products: [], categories: [] }, 'no search');
    assert.deepEqual(first.body.defaultParameters, { minPrice: 60, maxPrice: 16_000 });

    const second = await products({ page: 2 });
    assert.equal(second.body.page, 2);
    assert.equal(second.body.products.length, 24);
    assert.ok((second.body.products[0]?.id ?? 0) < (ids.at(-1) ?? 0));

    const last = Math.ceil(first.body.count / 24);
    const tail = await products({ page: last });
    assert.equal(tail.body.products.length, first.body.count - (last - 1) * 24);

    const beyond = await products({ page: 999 });
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.products, []);
    assert.equal(beyond.body.count, first.body.count);
    assert.deepEqual(beyond.body.defaultParameters, first.body.defaultParameters);
  });

  it('filters by category and takes a limit', async () => {
    const categories = (await t.app.inject('/api/categories')).json() as CategoriesResponse;
    const lenses = categories.categories.find((c) => c.slug === 'objektivy');
    assert.ok(lenses);
    const { status, body } = await products({ category_id: lenses.id, limit: 3, lang: 'en' });
    assert.equal(status, 200);
    assert.equal(body.count, lenses.productCount);
    assert.equal(body.products.length, 3);
    assert.ok(body.products.every((p) => p.categoryId === lenses.id));
    assert.deepEqual(body.defaultParameters, lenses.defaultParameters);
    assert.equal((await products({ category_id: 2_000_000 })).body.count, 0);
  });
});

describe('POST /api/products: sorting', () => {
  it('sorts by price both ways, ties by id', async () => {
    for (const [key, sign] of [
      ['sort_price_asc', 1],
      ['sort_price_desc', -1],
    ] as const) {
      const list = await all({ category_id: 3, [key]: 1 });
      assert.equal(list.length, lights.productCount);
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1], list[i]] as [Product, Product];
        const order = sign * (listPrice(b) - listPrice(a));
        assert.ok(order > 0 || (order === 0 && a.id > b.id), `${key} at ${i}`);
      }
    }
  });

  it('sorts by name in the request language (Czech alphabet for cs)', async () => {
    const cs = await all({ category_id: 7, sort_name_asc: 1 });
    const keys = cs.map((p) => nameSortKey(p.name));
    assert.deepEqual(keys, [...keys].sort());
    assert.equal(cs[0]?.name, 'AF Sprayduster stlačený vzduch 400 ml');
    const en = await all({ category_id: 7, sort_name_desc: 1, lang: 'en' });
    const enKeys = en.map((p) => nameSortKey(p.translations.en.name, false));
    assert.deepEqual(enKeys, [...enKeys].sort().reverse());
    assert.equal(en[0]?.translations.en.name, 'Zeiss lens cleaning wipes, 200 pcs');
  });

  it('sorts by created date (sort_newest) and by id (sort_old_desc, the default)', async () => {
    const newest = await products({ sort_newest: 1, limit: 50 });
    const dates = newest.body.products.map((p) => p.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.notDeepEqual(
      newest.body.products.map((p) => p.id),
      (await products({ limit: 50 })).body.products.map((p) => p.id),
    );
    const explicit = await products({ sort_old_desc: 1, sort_price_asc: 0, limit: 50 });
    assert.deepEqual(explicit.body, (await products({ limit: 50 })).body);
  });

  it('refuses two sort keys at once', async () => {
    const { status, body } = await products({ sort_price_asc: 1, sort_name_asc: 1 });
    assert.equal(status, 400);
    assert.deepEqual(body, {
      success: false,
      message: 'only one sort key may be set to 1, got sort_price_asc and sort_name_asc',
    });
  });
});

describe('POST /api/products: filters and price range', () => {
  it('combines a category, a select filter and a checkbox filter', async () => {
    const type = filterOf('lightType');
    const features = filterOf('features');
    const rgb = valueId(type, 'RGB (full colour)');
    const battery = valueId(features, 'Battery powered');
    const filter = JSON.stringify({
      [type.id]: { type: 'select', values: [rgb] },
      [features.id]: { type: 'checkbox', values: [battery] },
    });
    const list = await all({ category_id: 3, filter });
    assert.ok(list.length >= 3);
    for (const p of list) {
      assert.equal(parameter(p, 'Typ světla'), 'RGB', p.name);
      assert.match(parameter(p, 'Vlastnosti') ?? '', /Napájení z baterie/, p.name);
    }
    // Values of one filter are alternatives (OR).
    const daylight = valueId(type, 'Daylight');
    const either = await products({
      category_id: 3,
      filter: JSON.stringify({ [type.id]: { type: 'select', values: [rgb, daylight] } }),
    });
    const only = (id: number) =>
      products({
        category_id: 3,
        filter: JSON.stringify({ [type.id]: { type: 'select', values: [id] } }),
      });
    assert.equal(
      either.body.count,
      (await only(rgb)).body.count + (await only(daylight)).body.count,
    );
  });

  it('filters a range, with open ends', async () => {
    const power = filterOf('power');
    const list = await all({
      category_id: 3,
      filter: JSON.stringify({ [power.id]: { type: 'range', values: [300, 800] } }),
    });
    assert.ok(list.length >= 5);
    for (const p of list) {
      const watts = Number(parameter(p, 'Příkon')?.replace(',', '.'));
      assert.ok(watts >= 300 && watts <= 800, `${p.name}: ${watts}`);
    }
    const atLeast = await products({
      category_id: 3,
      filter: JSON.stringify({ [power.id]: { type: 'range', values: [4000, null] } }),
    });
    assert.deepEqual(atLeast.body.products.map((p) => p.name).sort(), [
      'ARRI M40 HMI',
      'ARRI M90 HMI',
    ]);
  });

  it('narrows by price and keeps the slider bounds of the unpriced result', async () => {
    const whole = await products({ category_id: 3 });
    const priced = await all({ category_id: 3, min_price: 500, max_price: 1500 });
    assert.ok(priced.length > 0 && priced.length < whole.body.count);
    assert.ok(priced.every((p) => listPrice(p) >= 500 && listPrice(p) <= 1500));
    const first = await products({ category_id: 3, min_price: 500, max_price: 1500 });
    assert.equal(first.body.count, priced.length);
    assert.deepEqual(first.body.defaultParameters, whole.body.defaultParameters);
    const none = await products({ category_id: 3, min_price: 1_000_000 });
    assert.equal(none.body.count, 0);
    assert.deepEqual(none.body.defaultParameters, whole.body.defaultParameters);
  });

  it('ignores filters without values and finds nothing for an unknown filter', async () => {
    const base = await products({ category_id: 3 });
    const empty = await products({
      category_id: 3,
      filter: JSON.stringify({
        10: { type: 'select', values: [] },
        9: { type: 'range', values: [null, null] },
      }),
    });
    assert.equal(empty.body.count, base.body.count);
    assert.equal((await products({ category_id: 3, filter: '' })).body.count, base.body.count);
    const unknown = await products({
      filter: JSON.stringify({ 999: { type: 'select', values: [1] } }),
    });
    assert.equal(unknown.body.count, 0);
  });

  it('takes the filter as an object in a JSON body', async () => {
    const type = filterOf('lightType');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: {
        category_id: 3,
        filter: { [type.id]: { type: 'select', values: [valueId(type, 'Bi-colour')] } },
      },
    });
    const body = response.json() as ProductsResponse;
    assert.equal(response.statusCode, 200);
    assert.ok(body.count >= 3);
    assert.ok(body.products.every((p) => parameter(p, 'Typ světla') === 'Bi-color'));
  });

  it('keeps only new products with is_new=1 and random featured ones with randomFeatured=1', async () => {
    const fresh = await all({ is_new: 1 });
    assert.ok(fresh.length >= 20);
    assert.ok(fresh.every((p) => p.isNew));
    assert.equal((await products({ is_new: 0 })).body.count, (await products({})).body.count);
    const featured = await products({ randomFeatured: 1, limit: 100 });
    assert.ok(featured.body.count >= 8);
    assert.ok(featured.body.products.every((p) => p.featured));
    assert.equal(featured.body.products.length, featured.body.count);
  });
});

describe('POST /api/products: search', () => {
  it('searches without case and Czech diacritics', async () => {
    const { body } = await products({ search_text: 'CERNA' });
    const names = body.products.map((p) => p.name);
    assert.ok(names.includes('Gaffer páska černá 50 mm × 50 m'));
    assert.ok(names.includes('Matthews floppy vlajka černá 120×120 cm'));
    // Products named black ('černá', 'černé') first; those that only say it elsewhere follow.
    const named = names.filter((name) => toSearchText(name).includes('cern'));
    assert.ok(named.length >= 2);
    assert.deepEqual(names.slice(0, named.length), named);
    assert.deepEqual(body.result.products, body.products, 'search result holds the same page');

    const light = await products({ search_text: 'světlo' });
    const lightAscii = await products({ search_text: 'svetlo' });
    assert.ok(light.body.count >= 2);
    assert.deepEqual(
      lightAscii.body.products.map((p) => p.id),
      light.body.products.map((p) => p.id),
    );
  });

  it('searches English names, brands and category names, and finds categories', async () => {
    const english = await products({ search_text: 'gaffer tape black' });
    assert.deepEqual(
      english.body.products
        .map((p) => p.name)
        .slice(0, 2)
        .sort(),
      ['Gaffer páska černá 25 mm × 25 m', 'Gaffer páska černá 50 mm × 50 m'],
    );

    const brand = await products({ search_text: 'sachtler' });
    assert.equal(brand.body.count, 4);
    assert.ok(brand.body.products.every((p) => p.brand === 'Sachtler'));

    const categories = (await t.app.inject('/api/categories')).json() as CategoriesResponse;
    const lensCount = categories.categories.find((c) => c.slug === 'objektivy')?.productCount;
    const category = await products({ search_text: 'objektivy', limit: 100 });
    assert.ok(lensCount && lensCount > 24);
    assert.ok(
      category.body.products.slice(0, lensCount).every((p) => p.categoryName === 'Objektivy'),
      'every lens through its category name, before products that only mention lenses',
    );
    assert.deepEqual(
      category.body.result.categories.map((c) => c.slug),
      ['objektivy'],
    );

    const categoryEn = await products({ search_text: 'Lights' });
    assert.deepEqual(
      categoryEn.body.result.categories.map((c) => c.slug),
      ['svetla', 'modifikatory-svetla'],
      'the lights, then the light modifiers',
    );

    const words = await products({ search_text: 'sony 24-70' });
    assert.equal(words.body.products[0]?.name, 'Sony FE 24-70mm f/2.8 GM II');
  });

  it('combines search with a category, a price range and a sort', async () => {
    const list = await all({
      search_text: 'aputure',
      category_id: 3,
      max_price: 1500,
      sort_price_desc: 1,
    });
    assert.ok(list.length >= 3);
    assert.ok(list.every((p) => p.brand === 'Aputure' && listPrice(p) <= 1500));
    assert.equal(list[0]?.pricePerDay, Math.max(...list.map(listPrice)));
  });

  it('answers a small result for the header with autocomplete=1', async () => {
    const { status, body } = await products({ search_text: 'sony', autocomplete: 1 });
    assert.equal(status, 200);
    assert.equal(body.products.length, 6);
    assert.ok(body.count > 6);
    assert.deepEqual(body.result.products, body.products);
    const category = await products({ search_text: 'kamer', autocomplete: 1, limit: 3 });
    assert.equal(category.body.products.length, 3);
    assert.ok(category.body.result.categories.some((c) => c.slug === 'kamery'));
  });

  it('finds nothing for an unknown word and treats wildcards literally', async () => {
    for (const search_text of ['qwertyuiop', '%', '_']) {
      const { status, body } = await products({ search_text });
      assert.equal(status, 200);
      assert.equal(body.count, 0, search_text);
      assert.deepEqual(body.products, []);
      assert.deepEqual(body.defaultParameters, { minPrice: 0, maxPrice: 0 });
    }
  });

  it('survives odd input in the search text and refuses control characters', async () => {
    for (const search_text of ["'; drop table products; --", '\\', '   ', '%', '_']) {
      const { status, body } = await products({ search_text });
      assert.equal(status, 200, JSON.stringify(search_text));
      assert.equal(body.success, true);
    }
    for (const search_text of ['\u0000', 'a\u0000b', 'a\u001bb']) {
      const { status, body } = await products({ search_text });
      assert.equal(status, 400, JSON.stringify(search_text));
      assert.deepEqual(body, {
        success: false,
        message: 'search_text must not contain control characters',
        field: { name: 'search_text', problem: 'invalidCharacters' },
      });
    }
  });
});

describe('POST /api/products: input', () => {
  it('accepts JSON and ignores unknown fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { limit: 2, sort_old_desc: 1, autocomplete: 0, whatever: 'x' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal((response.json() as ProductsResponse).products.length, 2);
  });

  const badInput: Array<[Record<string, string | number>, string]> = [
    [{ limit: 0 }, 'limit must be >= 1'],
    [{ limit: 101 }, 'limit must be <= 100'],
    [{ limit: 'abc' }, 'limit must be an integer'],
    [{ page: -1 }, 'page must be >= 1'],
    [{ page: 'x' }, 'page must be an integer'],
    [{ page: 100_001 }, 'page must be <= 100000'],
    [{ category_id: 0 }, 'category_id must be >= 1'],
    [{ category_id: 3_000_000_000 }, 'category_id must be <= 2147483647'],
    [{ category_id: 'lenses' }, 'category_id must be an integer'],
    [{ lang: 'de' }, 'lang must be one of: cs, en'],
    [{ search_text: 'x'.repeat(201) }, 'search_text must be at most 200 characters long'],
    [{ min_price: -1 }, 'min_price must be >= 0'],
    [{ max_price: 'cheap' }, 'max_price must be an integer'],
    [{ min_price: 500, max_price: 100 }, 'min_price must be <= max_price'],
    [{ sort_price_asc: 'yes' }, 'sort_price_asc must be one of: true, false, 0, 1'],
    [{ is_new: 2 }, 'is_new must be one of: true, false, 0, 1'],
    [{ autocomplete: 'on' }, 'autocomplete must be one of: true, false, 0, 1'],
    [{ filter: '{"10": ' }, 'filter must be valid JSON'],
    [{ filter: '[1, 2]' }, 'filter must be a JSON object of filter ids'],
    [
      { filter: '{"10": {"type": "size", "values": [1]}}' },
      'filter[10].type must be one of: range, select, checkbox',
    ],
    [{ filter: '{"10": {"type": "select"}}' }, 'filter[10].values is required'],
    [
      { filter: '{"10": {"type": "select", "values": ["a"]}}' },
      'filter[10].values[0] must be one of: a number, null',
    ],
    [
      { filter: '{"10": {"type": "select", "values": [1.5]}}' },
      'filter[10].values must be filter value ids (positive integers)',
    ],
    [{ filter: '{"9": {"type": "range", "values": [1]}}' }, 'filter[9].values must be [min, max]'],
    [
      { filter: '{"9": {"type": "range", "values": [5, 1]}}' },
      'filter[9].values: min must be <= max',
    ],
    [
      { filter: '{"lights": {"type": "select", "values": [1]}}' },
      'filter[lights]: the key must be a filter id',
    ],
    [{ filter: 'x'.repeat(4001) }, 'filter must be at most 4000 characters long'],
  ];
  for (const [fields, message] of badInput) {
    it(`400 for ${JSON.stringify(fields).slice(0, 60)}`, async () => {
      const { status, body } = await products(fields);
      assert.equal(status, 400);
      assert.deepEqual(refusalWords(body), { success: false, message });
    });
  }

  it('400 for too many filters', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [i + 1, { type: 'select', values: [1] }]),
    );
    const { status, body } = await products({ filter: JSON.stringify(many) });
    assert.equal(status, 400);
    assert.deepEqual(body, { success: false, message: 'filter must have at most 20 filters' });
  });
});

describe('POST /api/products: filter value counts follow the other choices', () => {
  let cameras: CategoryResponse['category'];
  before(async () => {
    cameras = ((await t.app.inject('/api/category/1')).json() as CategoryResponse).category;
  });

  const cameraFilter = (key: string): Filter => {
    const found = cameras.filters.find((f) => f.key === key);
    assert.ok(found, key);
    return found;
  };
  const select = (filter: Filter, values: number[]) => ({
    [filter.id]: { type: filter.type, values },
  });
  /** value id -> count of an answer's filterCounts. */
  const countsOf = (body: ProductsResponse) =>
    new Map(
      (body.filterCounts ?? []).flatMap((filter) =>
        filter.values.map((value) => [value.id, value.productCount] as const),
      ),
    );

  it('without a choice counts what the category counts', async () => {
    const { body } = await products({ category_id: 1, limit: 1 });
    const counts = countsOf(body);
    for (const filter of cameras.filters) {
      for (const value of filter.values) {
        assert.equal(counts.get(value.id) ?? 0, value.productCount, value.value);
      }
    }
  });

  it('counts a value as the list counts it with that value and the other filter', async () => {
    const mount = cameraFilter('mount');
    const sensor = cameraFilter('sensor');
    const sonyE = mount.values.find((v) => v.value === 'Sony E');
    assert.ok(sonyE);
    for (const chosen of sensor.values) {
      const { body } = await products({
        category_id: 1,
        limit: 1,
        filter: JSON.stringify(select(sensor, [chosen.id])),
      });
      const counts = countsOf(body);
      for (const value of mount.values) {
        const both = await products({
          category_id: 1,
          limit: 1,
          filter: JSON.stringify({
            ...select(sensor, [chosen.id]),
            ...select(mount, [value.id]),
          }),
        });
        assert.equal(
          counts.get(value.id) ?? 0,
          both.body.count,
          `${chosen.value} + ${value.value}`,
        );
      }
    }
    // The case the shopper saw: Sony E narrowed by a sensor size to fewer than the category has.
    const fullFrame = sensor.values.find((v) => v.translations.en.value === 'Full frame');
    assert.ok(fullFrame);
    const narrowed = await products({
      category_id: 1,
      limit: 1,
      filter: JSON.stringify(select(sensor, [fullFrame.id])),
    });
    const sonyCount = countsOf(narrowed.body).get(sonyE.id);
    assert.ok(sonyCount !== undefined && sonyCount > 0 && sonyCount < sonyE.productCount);
  });

  it('keeps the values of a chosen filter as alternatives and narrows them by price', async () => {
    const mount = cameraFilter('mount');
    // Sony E holds cameras under 1000 CZK a day (FX30, ZV-E1) and above it.
    const first = mount.values.find((v) => v.value === 'Sony E');
    const second = mount.values.find((v) => v !== first);
    assert.ok(first && second);
    const fields = { category_id: 1, limit: 1, min_price: 1000 };
    const { body } = await products({
      ...fields,
      filter: JSON.stringify(select(mount, [first.id])),
    });
    const counts = countsOf(body);
    for (const value of [first, second]) {
      const alone = await products({
        ...fields,
        filter: JSON.stringify(select(mount, [value.id])),
      });
      assert.equal(counts.get(value.id) ?? 0, alone.body.count, value.value);
    }
    assert.equal(counts.get(first.id), body.count, 'the ticked value counts the list');
    assert.ok((counts.get(first.id) ?? 0) < first.productCount, 'the price bound narrows it');
  });

  it('counts nothing for a list without a category, for a later page or for the header', async () => {
    assert.equal((await products({ limit: 1 })).body.filterCounts, undefined);
    assert.equal((await products({ category_id: 1, page: 2 })).body.filterCounts, undefined);
    const header = await products({ category_id: 1, search_text: 'sony', autocomplete: 1 });
    assert.equal(header.body.filterCounts, undefined);
  });
});

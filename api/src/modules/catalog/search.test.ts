import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProductsResponse } from '@shop/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import { seed } from '../../db/seed/seed';
import { createTestApp, form, type TestApp } from '../../test/test-db';

// The search as a shopper uses it, on the seeded catalogue: Czech word forms, English words,
// diacritics left out, typos, brands and models, each with the results written by hand from the
// catalogue (db/seed/catalog-data.ts, catalog-products.ts). Runs on PGlite and on PostgreSQL.

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function search(text: string, fields: Record<string, string | number> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    ...form({ search_text: text, limit: 5, ...fields }),
  });
  assert.equal(response.statusCode, 200, text);
  return response.json() as ProductsResponse;
}

/**
 * What the first results must be: `category` (Czech name) of each of the first `top` products
 * (default 3), `name` a pattern the first product's Czech or English name matches, `categories`
 * the first matching category.
 */
interface Expected {
  category?: string;
  top?: number;
  name?: RegExp;
  categories?: string;
}

const CAMERAS = 'Kamery';
const LENSES = 'Objektivy';
const LIGHTS = 'Světla';
const GRIP = 'Grip';
const AUDIO = 'Zvuk';
const POWER = 'Napájení';
const DRONES = 'Drony a letecké záběry';
const MONITORS = 'Monitory';
const FILTERS = 'Filtry';
const FLASHES = 'Blesky a studiové záblesky';
const PHOTO = 'Fotoaparáty';

const TABLE: ReadonlyArray<[string, Expected]> = [
  // Czech word forms of a camera
  ['kamera', { category: CAMERAS, categories: 'Kamery' }],
  ['kamery', { category: CAMERAS, categories: 'Kamery' }],
  ['kamerou', { category: CAMERAS, categories: 'Kamery' }],
  ['kamer', { category: CAMERAS, categories: 'Kamery' }],
  ['kamerám', { category: CAMERAS, categories: 'Kamery' }],
  ['kameram', { category: CAMERAS }],
  // lights, with and without diacritics, singular, plural, genitive plural
  ['svetla', { category: LIGHTS, categories: 'Světla' }],
  ['světla', { category: LIGHTS, categories: 'Světla' }],
  ['světlo', { category: LIGHTS, categories: 'Světla' }],
  ['svetlo', { category: LIGHTS }],
  ['světel', { category: LIGHTS, top: 2 }],
  ['reflektor', { category: LIGHTS }],
  ['hmi', { category: LIGHTS, name: /HMI/ }],
  // lenses, with a typo
  ['objektiv', { category: LENSES, categories: 'Objektivy' }],
  ['objektivy', { category: LENSES, categories: 'Objektivy' }],
  ['objektivů', { category: LENSES }],
  ['objektvi', { category: LENSES, categories: 'Objektivy' }],
  ['objectiv', { category: LENSES }],
  // grip, audio, power, drones, monitors
  ['stativ', { category: GRIP }],
  ['stativy', { category: GRIP }],
  ['gimbal', { name: /RS 4 Pro|FX3/ }],
  ['mikrofon', { category: AUDIO, name: /mikrofon|NTG|MKH|SM58/i }],
  ['mikrofony', { category: AUDIO }],
  ['mikrofonem', { category: AUDIO }],
  ['sluchátka', { name: /MDR-7506/ }],
  ['baterie', { name: /bateri/i }],
  ['kabel', { name: /kabel/i, top: 1, category: POWER }],
  ['dron', { category: DRONES, categories: 'Drony a letecké záběry' }],
  ['drony', { category: DRONES }],
  ['monitor', { category: MONITORS, categories: 'Monitory' }],
  ['monitory', { category: MONITORS }],
  ['filtr', { category: FILTERS, categories: 'Filtry' }],
  ['blesky', { category: FLASHES }],
  ['fotoaparát', { category: PHOTO, categories: 'Fotoaparáty' }],
  // brands and models
  ['sony', { name: /Sony/ }],
  ['canon', { name: /Canon/ }],
  ['arri', { name: /ARRI/ }],
  ['aputure', { name: /Aputure/ }],
  ['alexa', { category: CAMERAS, name: /Alexa/ }],
  ['sony a7s', { category: CAMERAS, top: 1, name: /A7S III/ }],
  ['fx3', { name: /FX3/ }],
  ['sony fx6', { category: CAMERAS, top: 2, name: /FX6/ }],
  ['teradek', { name: /Teradek/ }],
  ['ronin', { name: /Ronin/ }],
  ['dji dron', { category: DRONES }],
  // English
  ['camera', { category: CAMERAS, categories: 'Kamery' }],
  ['cameras', { category: CAMERAS }],
  ['lights', { category: LIGHTS, categories: 'Světla' }],
  ['light', { category: LIGHTS }],
  ['lens', { category: LENSES, top: 1, categories: 'Objektivy' }],
  ['lenses', { category: LENSES }],
  ['tripod', { category: GRIP }],
  ['tripods', { category: GRIP }],
  ['microphone', { category: AUDIO }],
  ['microphones', { category: AUDIO }],
  ['battery', { name: /bateri|batter/i }],
  ['batteries', { name: /bateri|batter/i }],
  ['drone', { category: DRONES }],
  ['monitors', { category: MONITORS }],
  ['headphones', { name: /MDR-7506/ }],
  ['flash', { category: FLASHES }],
  ['photo camera', { category: PHOTO }],
];

describe('POST /api/products: search that understands Czech and English', () => {
  for (const [text, expected] of TABLE) {
    it(`'${text}'`, async () => {
      const body = await search(text);
      assert.ok(body.count > 0, `'${text}' finds something`);
      const first = body.products[0];
      assert.ok(first);
      if (expected.category !== undefined) {
        const top = body.products.slice(0, expected.top ?? 3);
        assert.deepEqual(
          top.map((p) => p.categoryName),
          top.map(() => expected.category),
          `'${text}': ${top.map((p) => p.name).join(', ')}`,
        );
      }
      if (expected.name !== undefined) {
        assert.match(`${first.name} / ${first.translations.en?.name ?? ''}`, expected.name, text);
      }
      if (expected.categories !== undefined) {
        assert.equal(body.result.categories[0]?.name, expected.categories, text);
      }
      assert.equal(body.result.suggestion, undefined, `'${text}' needs no suggestion`);
    });
  }

  it('finds the same products for a word in any of its forms and without diacritics', async () => {
    const ids = async (text: string) =>
      (await search(text, { limit: 100 })).products.map((p) => p.id);
    const kamera = await ids('kamera');
    assert.deepEqual(await ids('kamery'), kamera);
    assert.deepEqual(await ids('kamerou'), kamera);
    assert.deepEqual(await ids('svetla'), await ids('světlo'));
    assert.deepEqual(await ids('objektvi'), await ids('objektiv'));
  });

  it('ranks name, then brand, then category, then description', async () => {
    const body = await search('světlo', { limit: 100 });
    const names = body.products.map((p) => p.name);
    const at = (name: string) => {
      const index = names.indexOf(name);
      assert.ok(index >= 0, `${name} in ${names.join(', ')}`);
      return index;
    };
    // A light named light, then the other lights (category), then a stand for a light and a
    // light modifier ('světla' in their category's name and their descriptions).
    const named = at('Amaran 200d – denní LED světlo');
    const light = at('ARRI SkyPanel S60-C');
    const stand = at('Manfrotto 1004BAC – stojan na světlo');
    const modifier = at('Aputure Light Dome II');
    assert.ok(named < light && light < stand && light < modifier, names.join(', '));
    const lights = body.products.filter((p) => p.categoryName === 'Světla').length;
    assert.ok(
      body.products.slice(0, lights).every((p) => p.categoryName === 'Světla'),
      'every light before anything else',
    );

    // 'camera' is Wooden Camera's brand and a word in Blackmagic's camera names.
    const camera = (await search('camera', { limit: 100 })).products.map((p) => p.name);
    assert.ok(
      camera.indexOf('Blackmagic Cinema Camera 6K') <
        camera.indexOf('Wooden Camera Shoulder Rig v2 Pro'),
      camera.join(', '),
    );
  });

  it('keeps a chosen sort: a search sorted by price is in price order', async () => {
    const body = await search('kamera', { limit: 100, sort_price_asc: 1 });
    const prices = body.products.map((p) => (p.isForRent ? p.pricePerDay : (p.price ?? 0)));
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  });

  it('suggests the nearest word when nothing is found', async () => {
    const body = await search('stativxyz');
    assert.equal(body.count, 0);
    assert.equal(body.result.suggestion, 'stativy');
    const led = await search('ledka');
    assert.equal(led.result.suggestion, 'led');
    const followed = await search(body.result.suggestion ?? '');
    assert.ok(followed.count > 0, 'the suggestion finds products');
  });

  it('names the matched terms for highlighting, in search normal form', async () => {
    const body = await search('kamerou', { autocomplete: 1 });
    assert.ok(body.result.terms?.includes('kamer'), JSON.stringify(body.result.terms));
    const typo = await search('objektvi', { autocomplete: 1 });
    assert.ok(typo.result.terms?.includes('objektiv'), JSON.stringify(typo.result.terms));
    const none = await search('', {});
    assert.equal(none.result.terms, undefined);
  });

  it('fills the stems of rows written before they had them when the API starts (seed)', async () => {
    const [before] = await t.database.db
      .select({ stems: products.searchStems })
      .from(products)
      .where(eq(products.id, 5));
    await t.database.db.update(products).set({ searchStems: [] }).where(eq(products.id, 5));
    await t.database.db.update(categories).set({ searchStems: [] }).where(eq(categories.id, 1));
    assert.equal(
      (await search('Sony FX3', { limit: 100 })).products.find((p) => p.id === 5)?.id,
      5,
    );
    await seed(t.database.db);
    const [after] = await t.database.db
      .select({ stems: products.searchStems })
      .from(products)
      .where(eq(products.id, 5));
    assert.deepEqual(after?.stems, before?.stems);
    const [empty] = await t.database.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(categories)
      .where(sql`cardinality(${categories.searchStems}) = 0`);
    assert.equal(empty?.count, 0);
    assert.equal((await search('kamerou')).result.categories[0]?.name, 'Kamery');
  });
});

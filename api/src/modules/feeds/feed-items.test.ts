import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FEED_LIMITS, feedItem, feedStart, itemXml, ON_ORDER_DELIVERY_DAYS } from './feed-items';
import type { FeedProductRow } from './repository';

const ORIGIN = 'https://www.pujcovna.example';

const row = (over: Partial<FeedProductRow> = {}): FeedProductRow => ({
  id: 42,
  kind: 'product',
  slug: 'sony-fx3',
  name: 'Sony FX3',
  brand: 'Sony',
  description: 'Kompaktní   kinematografická\nkamera.',
  salePrice: 100_000,
  isForRent: false,
  pricePerDay: null,
  stockCount: 2,
  categoryName: 'Kamery',
  subcategoryName: 'Kinematografické kamery',
  ...over,
});

describe('feedItem', () => {
  it('lists a product for sale with its Czech name, absolute addresses, price with VAT and category path', () => {
    assert.deepEqual(feedItem(row(), ORIGIN), {
      ITEM_ID: '42',
      PRODUCTNAME: 'Sony FX3',
      DESCRIPTION: 'Kompaktní kinematografická kamera.',
      URL: 'https://www.pujcovna.example/sony-fx3',
      IMGURL: 'https://www.pujcovna.example/api/product-image/42.png',
      PRICE_VAT: 121_000,
      MANUFACTURER: 'Sony',
      CATEGORYTEXT: 'Kamery | Kinematografické kamery',
      DELIVERY_DATE: 0,
    });
  });

  const fields: [
    string,
    Partial<FeedProductRow>,
    keyof NonNullable<ReturnType<typeof feedItem>>,
    unknown,
  ][] = [
    ['in stock', { stockCount: 1 }, 'DELIVERY_DATE', 0],
    ['none in stock', { stockCount: 0 }, 'DELIVERY_DATE', ON_ORDER_DELIVERY_DAYS],
    ['VAT rounded to whole CZK', { salePrice: 1_999 }, 'PRICE_VAT', 2_419],
    ['no subcategory', { subcategoryName: null }, 'CATEGORYTEXT', 'Kamery'],
    [
      'also for rent: the day price with VAT in the description',
      { isForRent: true, pricePerDay: 1_000 },
      'DESCRIPTION',
      'Kompaktní kinematografická kamera. K pronájmu také za 1210 Kč za den s DPH.',
    ],
    [
      'a configurable set also for rent: no day price of its own',
      { kind: 'dynamicProduct', isForRent: true, pricePerDay: 1_000 },
      'DESCRIPTION',
      'Kompaktní kinematografická kamera.',
    ],
    [
      'a name longer than the formats allow is cut',
      { name: 'N'.repeat(300) },
      'PRODUCTNAME',
      'N'.repeat(FEED_LIMITS.productName),
    ],
  ];
  for (const [name, over, field, expected] of fields) {
    it(name, () => assert.equal(feedItem(row(over), ORIGIN)?.[field], expected));
  }

  const unlisted: [string, Partial<FeedProductRow>][] = [
    ['an address longer than 300 characters', { slug: 's'.repeat(300) }],
    ['no name', { name: '   ' }],
  ];
  for (const [name, over] of unlisted) {
    it(`leaves out a product with ${name}`, () => assert.equal(feedItem(row(over), ORIGIN), null));
  }
});

describe('itemXml', () => {
  it('escapes text and leaves out characters XML cannot carry', () => {
    const item = feedItem(row({ name: 'Rig <A&B> "pro"', description: 'Tab\u0001 end' }), ORIGIN);
    assert.ok(item);
    const xml = itemXml(item);
    assert.match(
      xml,
      /^<SHOPITEM><ITEM_ID>42<\/ITEM_ID><PRODUCTNAME>Rig &lt;A&amp;B&gt; "pro"<\/PRODUCTNAME>/,
    );
    assert.match(xml, /<DESCRIPTION>Tab end<\/DESCRIPTION>/);
    assert.ok(xml.endsWith('</SHOPITEM>\n'));
  });
});

describe('feedStart', () => {
  for (const [format, root] of [
    ['heureka', '<SHOP>'],
    ['zbozi', '<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">'],
  ] as const) {
    it(`${format} opens with ${root}`, () => {
      assert.equal(feedStart(format), `<?xml version="1.0" encoding="utf-8"?>\n${root}\n`);
    });
  }
});

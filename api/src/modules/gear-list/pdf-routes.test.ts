import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { GearListPdfResponse, GearListResponse } from '@shop/shared/contract';
import { gearListSheet } from '@shop/shared/documents/gear-list-sheet';
import { formatPrice } from '@shop/shared/format';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders } from '../../db/schema';
import { productionApp } from '../../test/production-app';
import { createTestApp, type TestApp } from '../../test/test-db';
import { type GearListTestOrder, placeGearListOrder } from '../../test/test-order';
import { pdfText } from '../pdf';

let t: TestApp;
let order: GearListTestOrder;
/** The same shop with a real payment gateway (not the sandbox): a production shop. */
let production: FastifyInstance;

before(async () => {
  t = await createTestApp();
  const placed = await placeGearListOrder(t.database.db, 'produkce-pdf@example.cz');
  // A project name with Czech letters, for the diacritics.
  await t.database.db
    .update(orders)
    .set({ projectName: 'Příliš žluťoučký kůň' })
    .where(eq(orders.id, placed.id));
  order = placed;
  production = productionApp(t.database.db);
  await production.ready();
});
after(async () => {
  await production?.close();
  await t?.close();
});

/** What a demo shop (the test app's sandbox gateway) prints first on the first page. */
const DEMO = {
  cs: 'Ukázkový obchod – platby jsou simulované',
  en: 'Demo shop – payments are simulated',
} as const;

/** Spaces of any kind (Czech numbers group digits with no-break spaces) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function listOf(code: string) {
  const response = await t.app.inject(`/api/order/product-list?code=${code}`);
  assert.equal(response.statusCode, 200);
  return (response.json() as GearListResponse).result;
}

async function pdfAt(url: string, app = t.app) {
  const response = await app.inject(url);
  assert.equal(response.statusCode, 200, response.body.slice(0, 200));
  assert.equal(response.headers['content-type'], 'application/pdf');
  assert.equal(response.headers['cache-control'], 'no-store');
  assert.equal(response.headers['x-robots-tag'], 'noindex');
  assert.equal(response.headers['referrer-policy'], 'no-referrer');
  assert.equal(
    response.headers['content-disposition'],
    `inline; filename="${order.orderNumber}.pdf"`,
  );
  return pdfText(response.rawPayload);
}

/** Every price of the order: its totals, charges and each line's price and total. */
async function orderPrices(): Promise<number[]> {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, order.orderNumber));
  assert.ok(row);
  const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  return [
    row.price,
    row.vat,
    row.totalWithVat,
    row.shippingPrice,
    row.insurancePrice,
    ...items.flatMap((item) => [item.unitPrice, item.total]),
  ].filter((amount) => amount > 0);
}

describe('GET /api/order/product-list-pdf', () => {
  it('answers the URL of the PDF with the same query', async () => {
    const query = `code=${order.productListCode}&grouped=0&expand=1&lang=en`;
    const response = await t.app.inject(`/api/order/product-list-pdf?${query}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json() as GearListPdfResponse, {
      success: true,
      url: `/api/order/product-list.pdf?${query}`,
    });
    const bare = await t.app.inject(`/api/order/product-list-pdf?code=${order.crewListCode}`);
    assert.deepEqual(bare.json(), {
      success: true,
      url: `/api/order/product-list.pdf?code=${order.crewListCode}`,
    });
  });

  it('a guessed or altered code is the list’s 404, with nothing of it', async () => {
    const real = order.productListCode;
    const altered = `${real.slice(0, -1)}${real.endsWith('0') ? '1' : '0'}`;
    for (const code of [altered, '0123456789abcdef0123456789abcdef', 'x']) {
      for (const path of ['/api/order/product-list-pdf', '/api/order/product-list.pdf']) {
        const response = await t.app.inject(`${path}?code=${code}&grouped=1`);
        assert.equal(response.statusCode, 404, `${path} ${code}`);
        assert.match(String(response.headers['content-type']), /^application\/json/);
        assert.ok(!response.body.includes(order.orderNumber));
        assert.ok(!response.body.includes('/api/order/product-list.pdf'));
      }
    }
  });
});

describe('GET /api/order/product-list.pdf', () => {
  it('lays out the list with prices as its page does: blocks, lines, totals, diacritics', async () => {
    const list = await listOf(order.productListCode);
    const sheet = gearListSheet(list, 'cs', { grouped: true });
    const pdf = await pdfAt(`/api/order/product-list.pdf?code=${order.productListCode}&lang=cs`);
    assert.equal(pdf.title, sheet.title);
    assert.equal(pdf.language, 'cs-CZ');
    const text = flat(pdf.text);
    for (const expected of [
      sheet.title,
      'Příliš žluťoučký kůň',
      ...sheet.facts.flatMap((fact) => [fact.label, fact.value]),
      ...sheet.blocks.flatMap((block) => [
        block.heading,
        ...block.columns,
        ...block.rows.flat(),
        ...(block.total ? [block.total.label, block.total.value] : []),
      ]),
      ...sheet.totals.flatMap((fact) => [fact.label, fact.value]),
    ]) {
      assert.ok(text.includes(flat(expected)), `“${expected}” in ${text}`);
    }
    assert.ok(
      text.includes(flat(formatPrice(list.kind === 'prices' ? list.totalWithVat : 0, 'czk'))),
    );
  });

  it('one list of every line when not grouped, in English when asked', async () => {
    const list = await listOf(order.productListCode);
    const sheet = gearListSheet(list, 'en', { grouped: false });
    const pdf = await pdfAt(
      `/api/order/product-list.pdf?code=${order.productListCode}&grouped=0&lang=en`,
    );
    assert.equal(pdf.title, `Equipment list of order ${order.orderNumber}`);
    const text = flat(pdf.text);
    assert.equal(sheet.blocks.length, 1);
    for (const expected of ['All equipment', ...(sheet.blocks[0]?.rows.flat() ?? [])]) {
      assert.ok(text.includes(flat(expected)), expected);
    }
    assert.ok(!text.includes('Prodej') && !text.includes('Sale'), 'no sale block of its own');
  });

  it('expanded, lists a bundle’s parts as the order keeps them under its line', async () => {
    const [row] = await t.database.db
      .select({ id: orderItems.id, name: orderItems.name, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNumber, order.orderNumber))
      .orderBy(orderItems.id)
      .limit(1);
    assert.ok(row);
    await t.database.db
      .update(orderItems)
      .set({
        contents: [
          { productId: 1, name: 'Kompendium Tilta', quantity: 1 },
          { productId: 2, name: 'Baterie V-Mount Šárka', quantity: 3 },
        ],
      })
      .where(eq(orderItems.id, row.id));
    try {
      for (const code of [order.productListCode, order.crewListCode]) {
        const expanded = flat(
          (await pdfAt(`/api/order/product-list.pdf?code=${code}&expand=1&lang=cs`)).text,
        );
        const line = expanded.indexOf(row.name);
        assert.ok(line >= 0, expanded);
        const parts = expanded.slice(line);
        assert.match(parts, new RegExp(`– Kompendium Tilta ${row.quantity}\\b`));
        assert.match(parts, new RegExp(`– Baterie V-Mount Šárka ${3 * row.quantity}\\b`));
        const plain = flat((await pdfAt(`/api/order/product-list.pdf?code=${code}`)).text);
        assert.ok(!plain.includes('Kompendium'), 'not without expand');
      }
      // The list's own answer keeps its shape: no parts field.
      const listed = await t.app.inject(`/api/order/product-list?code=${order.crewListCode}`);
      assert.ok(!listed.body.includes('Kompendium') && !listed.body.includes('"parts"'));
    } finally {
      await t.database.db
        .update(orderItems)
        .set({ contents: null })
        .where(eq(orderItems.id, row.id));
    }
  });

  it('the crew’s code gives the crew’s list: no price, currency or price word anywhere', async () => {
    const prices = await orderPrices();
    assert.ok(prices.length >= 4, 'the order has prices to leak');
    const pricedText = flat(
      (await pdfAt(`/api/order/product-list.pdf?code=${order.productListCode}`)).text,
    );
    for (const amount of prices) {
      assert.ok(
        pricedText.includes(flat(formatPrice(amount, 'czk'))),
        `${amount} where prices are`,
      );
    }
    const crewList = await listOf(order.crewListCode);
    const pricedList = await listOf(order.productListCode);
    const asked = [
      ...(['cs', 'en'] as const).flatMap((lang) =>
        [true, false].flatMap((grouped) =>
          [false, true].map((expand) => ({
            lang,
            query: `code=${order.crewListCode}&grouped=${grouped ? 1 : 0}&expand=${expand ? 1 : 0}&lang=${lang}`,
            sheet: gearListSheet(crewList, lang, { grouped, expand }),
          })),
        ),
      ),
      // The crew's page (/t/) opened with the code of prices asks for its PDF without them.
      {
        lang: 'cs' as const,
        query: `code=${order.productListCode}&prices=0&lang=cs`,
        sheet: gearListSheet(pricedList, 'cs', { grouped: true, withPrices: false }),
      },
      {
        lang: 'cs' as const,
        query: `code=${order.crewListCode}&prices=1&lang=cs`,
        sheet: gearListSheet(crewList, 'cs', { grouped: true }),
      },
    ];
    for (const { lang, query, sheet } of asked) {
      const text = flat((await pdfAt(`/api/order/product-list.pdf?${query}`)).text);
      assert.doesNotMatch(text, /CZK|Kč|DPH|VAT|Cena|Price|Celkem|Total|Doprava|Shipping/, query);
      // Every word of the PDF is one of the crew sheet's texts, in its order: nothing else.
      // (The test app is a demo shop: its notice comes first, in the list's language.)
      let rest = text;
      for (const part of [
        DEMO[lang],
        sheet.title,
        ...sheet.facts.flatMap((fact) => [fact.label, fact.value]),
        ...sheet.blocks.flatMap((block) => [block.heading, ...block.columns, ...block.rows.flat()]),
      ]) {
        const at = rest.indexOf(flat(part));
        assert.ok(at >= 0, `${query}: “${part}” in ${rest}`);
        rest = `${rest.slice(0, at)} ${rest.slice(at + flat(part).length)}`;
      }
      assert.equal(rest.trim(), '', `${query}: nothing but the crew sheet`);
      assert.equal(sheet.totals.length, 0);
    }
  });

  it('of a demo shop says so first on the first page, in the list’s language', async () => {
    assert.equal(t.app.demo, true, 'the test app runs the sandbox gateway');
    for (const code of [order.productListCode, order.crewListCode]) {
      for (const lang of ['cs', 'en'] as const) {
        const pdf = await pdfAt(`/api/order/product-list.pdf?code=${code}&lang=${lang}`);
        const first = flat(pdf.pages[0] ?? '');
        assert.ok(
          first.startsWith(`${DEMO[lang]} ${pdf.title}`),
          `${lang}: ${first.slice(0, 120)}`,
        );
        assert.ok(!flat(pdf.text).includes(DEMO[lang === 'cs' ? 'en' : 'cs']), lang);
      }
    }
  });

  it('of a production shop (a real payment gateway) says nothing of a demo', async () => {
    assert.equal(production.demo, false);
    for (const code of [order.productListCode, order.crewListCode]) {
      for (const lang of ['cs', 'en'] as const) {
        const pdf = await pdfAt(
          `/api/order/product-list.pdf?code=${code}&lang=${lang}`,
          production,
        );
        const text = flat(pdf.text);
        assert.ok(!text.includes(DEMO.cs) && !text.includes(DEMO.en), `${lang}: ${text}`);
        assert.ok(text.startsWith(flat(pdf.title ?? '')), lang);
      }
    }
  });
});

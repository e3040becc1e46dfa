import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { documents, orders } from '../../db/schema';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER } from '../../db/seed/demo-data';
import { recordPayment } from '../../staff/staff-commands';
import { moveOrder } from '../../test/staff-moves';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

let month = 0;

/**
 * An order of the given language taken to its final invoice the way staff do (billing issues it),
 * paid first by transfer (its tax document): the invoice's code and short hash.
 */
async function invoiceOf(locale: 'cs' | 'en') {
  month += 1;
  const mm = String(month).padStart(2, '0');
  const placed = await placeTestOrder(
    t.database.db,
    {
      lines: [{ productId: 17, quantity: 1 }],
      from: `2034-${mm}-03T10:00`,
      to: `2034-${mm}-05T18:00`,
    },
    locale,
  );
  const [order] = await t.database.db
    .select({ id: orders.id, total: orders.totalWithVat })
    .from(orders)
    .where(eq(orders.orderNumber, placed.orderNumber));
  assert.ok(order);
  await recordPayment(t.database.db, placed.orderNumber, order.total);
  for (const status of ['LENT', 'RETURNED', 'INVOICED']) {
    await moveOrder(t.database.db, placed.orderNumber, status);
  }
  const documentOf = async (type: 'invoice' | 'tax-document') => {
    const [row] = await t.database.db
      .select({ code: documents.code, shortHash: documents.shortHash })
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.type, type)));
    assert.ok(row?.shortHash, type);
    return { code: row.code, shortHash: row.shortHash };
  };
  const invoice = await documentOf('invoice');
  const taxDocument = await documentOf('tax-document');
  return { ...invoice, estimateCode: placed.estimateCode, taxDocument };
}

describe('the short links /e/{hash} and /i/{hash}', () => {
  it('sends /e/{hash} to its estimate’s page in the order’s language', async () => {
    const response = await get(`/e/${DEMO_ORDER.estimate.shortHash}`);
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `/document/estimate/${DEMO_ESTIMATE_CODE}`);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    const en = await get(`/en/e/${DEMO_ORDER.estimate.shortHash}`);
    assert.equal(en.headers.location, `/en/document/estimate/${DEMO_ESTIMATE_CODE}`);
  });

  it('sends /i/{hash} to its invoice’s page, in English for an English order', async () => {
    const cs = await invoiceOf('cs');
    const csAnswer = await get(`/i/${cs.shortHash}`);
    assert.equal(csAnswer.statusCode, 302);
    assert.equal(csAnswer.headers.location, `/document/invoice/${cs.code}`);
    const en = await invoiceOf('en');
    assert.equal(
      (await get(`/i/${en.shortHash}`)).headers.location,
      `/en/document/invoice/${en.code}`,
    );
    // An English order's estimate too.
    const [estimate] = await t.database.db
      .select({ shortHash: documents.shortHash })
      .from(documents)
      .where(eq(documents.code, en.estimateCode));
    assert.ok(estimate?.shortHash);
    assert.equal(
      (await get(`/e/${estimate.shortHash}`)).headers.location,
      `/en/document/estimate/${en.estimateCode}`,
    );
  });

  it('answers an unknown hash, or one of the other type, with the shop’s 404', async () => {
    const invoice = await invoiceOf('cs');
    for (const url of [
      '/e/0123456789abcdef0123456789abcdef',
      `/e/${invoice.shortHash}`,
      // Only proformas (/e/) and invoices (/i/) have short links: not a tax document.
      `/i/${invoice.taxDocument.shortHash}`,
      `/e/${invoice.taxDocument.shortHash}`,
      `/i/${DEMO_ORDER.estimate.shortHash}`,
      `/en/i/${DEMO_ORDER.estimate.shortHash}`,
      '/i/not%20a%20hash',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.headers.location, undefined);
      assert.ok(
        !response.body.includes(invoice.code) &&
          !response.body.includes(invoice.taxDocument.code) &&
          !response.body.includes(DEMO_ESTIMATE_CODE),
      );
      assert.match((response.json() as { message: string }).message, /^Page not found: /);
    }
  });

  it('answers an unknown hash with the shop’s own page and 404 once the shell is deployed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shell-'));
    const shellPage = path.join(dir, 'index.html');
    await writeFile(shellPage, '<!doctype html><title>FilmRent</title><div id="root"></div>');
    const deployed = await createTestApp({ shellPage: async () => shellPage });
    try {
      const response = await deployed.app.inject(`/i/${'0'.repeat(32)}`);
      assert.equal(response.statusCode, 404);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /<div id="root"><\/div>/);
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      assert.equal(response.headers['x-robots-tag'], 'noindex');
      // A known one still goes to its document.
      const known = await deployed.app.inject(`/e/${DEMO_ORDER.estimate.shortHash}`);
      assert.equal(known.statusCode, 302);
    } finally {
      await deployed.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DocumentResponse, Locale, ShopDocument } from '@shop/shared/contract';
import { documentSheet } from '@shop/shared/documents/document-sheet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, documents, orders } from '../../db/schema';
import { DEMO_ESTIMATE_CODE } from '../../db/seed/demo-data';
import { LIFECYCLE_CUSTOMER } from '../../db/seed/lifecycle-data';
import { productionApp } from '../../test/production-app';
import { createTestApp, type TestApp } from '../../test/test-db';
import { PDF_LIMIT, pdfText, qrMatrix, qrPng, readQrPng } from '../pdf';

let t: TestApp;
/** The same shop with a real payment gateway (not the sandbox): a production shop. */
let production: FastifyInstance;
before(async () => {
  t = await createTestApp();
  production = productionApp(t.database.db);
  await production.ready();
});
after(async () => {
  await production?.close();
  await t?.close();
});

const DEMO = {
  cs: 'Ukázkový obchod – platby jsou simulované',
  en: 'Demo shop – payments are simulated',
} as const;

/** Spaces of any kind (Czech numbers group digits with no-break spaces) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function documentOf(type: string, code: string): Promise<ShopDocument> {
  const response = await t.app.inject(`/api/document/${type}/${code}`);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as DocumentResponse).document;
}

async function pdfOf(type: string, code: string, lang?: Locale, app = t.app) {
  const response = await app.inject(
    `/api/document/${type}/${code}/pdf${lang ? `?lang=${lang}` : ''}`,
  );
  assert.equal(response.statusCode, 200, response.body.slice(0, 200));
  return { response, pdf: await pdfText(response.rawPayload) };
}

/** Every issued document of the seeded order in each status. */
async function lifecycleDocuments() {
  return t.database.db
    .select({ type: documents.type, code: documents.code, status: orders.status })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(customers.email, LIFECYCLE_CUSTOMER.email));
}

describe('GET /api/document/:type/:code/pdf', () => {
  it('renders every seeded document: its sheet’s text, diacritics and totals, selectable', async () => {
    const seeded = await lifecycleDocuments();
    const types = new Set(seeded.map((row) => row.type));
    assert.deepEqual([...types].sort(), ['estimate', 'invoice', 'repair-invoice', 'tax-document']);
    for (const { type, code, status } of seeded) {
      const sheet = documentSheet(await documentOf(type, code), 'cs');
      const { response, pdf } = await pdfOf(type, code);
      const where = `${type} of the ${status} order`;
      assert.equal(response.headers['content-type'], 'application/pdf', where);
      assert.ok(response.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')), where);
      const number = sheet.facts[0]?.value ?? '';
      assert.equal(response.headers['content-disposition'], `inline; filename="${number}.pdf"`);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['x-robots-tag'], 'noindex');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      assert.equal(pdf.title, sheet.title, where);
      assert.equal(pdf.language, 'cs-CZ', where);
      const text = flat(pdf.text);
      for (const expected of [
        sheet.title,
        'Dodavatel',
        'Odběratel',
        'Komunardů 894/32',
        `${LIFECYCLE_CUSTOMER.firstname} ${LIFECYCLE_CUSTOMER.lastname}`,
        'Dělnická 12',
        ...sheet.facts.flatMap((fact) => [fact.label, fact.value]),
        ...sheet.rows.flat(),
        ...sheet.totals.flatMap((fact) => [fact.label, fact.value]),
        ...(sheet.note ? [sheet.note] : []),
        ...(sheet.reason ? [sheet.reason.label, sheet.reason.value] : []),
        ...(sheet.payment?.facts.flatMap((fact) => [fact.label, fact.value]) ?? []),
        ...(sheet.paid ? [sheet.paid] : []),
      ]) {
        assert.ok(text.includes(flat(expected)), `${where}: “${expected}” in ${text}`);
      }
    }
    const titles = await Promise.all(
      seeded.map(async ({ type, code }) => (await pdfOf(type, code)).pdf.title),
    );
    for (const title of [
      'Zálohová faktura',
      'Daňový doklad k přijaté platbě',
      'Faktura – daňový doklad',
      'Opravný daňový doklad',
    ]) {
      assert.ok(
        titles.some((value) => value?.startsWith(title)),
        title,
      );
    }
  });

  it('in English when asked: the English sheet', async () => {
    const document = await documentOf('estimate', DEMO_ESTIMATE_CODE);
    const sheet = documentSheet(document, 'en');
    const { pdf } = await pdfOf('estimate', DEMO_ESTIMATE_CODE, 'en');
    assert.equal(pdf.title, `Proforma invoice ${document.number}`);
    assert.equal(pdf.language, 'en-GB');
    const text = flat(pdf.text);
    for (const expected of ['Supplier', 'Customer', 'Ateliér Vltava s.r.o.', 'Total incl. VAT']) {
      assert.ok(text.includes(expected), expected);
    }
    for (const fact of sheet.totals) assert.ok(text.includes(flat(fact.value)), fact.value);
    assert.ok(!text.includes('Odběratel'), 'no Czech sheet');
  });

  it('carries the QR Platba code of the payment, which reads back as exactly its string', async () => {
    const document = await documentOf('estimate', DEMO_ESTIMATE_CODE);
    const spd = documentSheet(document, 'cs').payment?.qr ?? '';
    assert.match(
      spd,
      /^SPD\*1\.0\*ACC:CZ\d{22}\*AM:\d+(\.\d{1,2})?\*CC:CZK\*X-VS:\d{1,10}\*DT:\d{8}\*MSG:[^*]+$/,
    );
    assert.ok(spd.includes(`X-VS:${document.variableSymbol}`));
    // It asks for what the proforma asks, by its due date.
    assert.ok(spd.includes(`*AM:${document.amountDue}.00*`), spd);
    assert.ok(spd.includes(`*DT:${document.dueDate.replaceAll('-', '')}*`), spd);
    assert.equal(readQrPng(qrPng(qrMatrix(spd))), spd);
    const { pdf } = await pdfOf('estimate', DEMO_ESTIMATE_CODE);
    assert.ok(pdf.text.includes('QR Platba'));
  });

  it('a guessed or altered code, or an unknown type, is the document’s own 404 with nothing of it', async () => {
    const altered = `${DEMO_ESTIMATE_CODE.slice(0, -1)}${DEMO_ESTIMATE_CODE.endsWith('0') ? '1' : '0'}`;
    const own = await t.app.inject(`/api/document/estimate/${altered}`);
    for (const url of [
      `/api/document/estimate/${altered}/pdf`,
      `/api/document/estimate/${'0'.repeat(32)}/pdf`,
      `/api/document/invoice/${DEMO_ESTIMATE_CODE}/pdf`,
      `/api/document/faktura/${DEMO_ESTIMATE_CODE}/pdf`,
      '/api/document/estimate/x/pdf',
    ]) {
      const response = await t.app.inject(url);
      assert.equal(response.statusCode, 404, url);
      assert.match(String(response.headers['content-type']), /^application\/json/, url);
      assert.ok(!response.body.includes('ZF26') && !response.body.includes('Ateliér'), url);
      if (url.includes(altered)) assert.deepEqual(response.json(), own.json());
    }
  });

  it('renders at most its limit of PDFs a minute for one address, then says when to come back', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    const guessed = `/api/document/estimate/${'0'.repeat(32)}/pdf`;
    for (let count = 0; count < PDF_LIMIT.max; count += 1) {
      assert.equal((await t.app.inject({ url: guessed, ...from })).statusCode, 404);
    }
    const refused = await t.app.inject({
      url: `/api/document/estimate/${DEMO_ESTIMATE_CODE}/pdf`,
      ...from,
    });
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(typeof (refused.json() as { message: unknown }).message, 'string');
    // Another address is not held up.
    const other = await t.app.inject({
      url: `/api/document/estimate/${DEMO_ESTIMATE_CODE}/pdf`,
      remoteAddress: '198.51.100.9',
    });
    assert.equal(other.statusCode, 200);
  });

  it('of a demo shop says so first on the first page, in the document’s language', async () => {
    assert.equal(t.app.demo, true, 'the test app runs the sandbox gateway');
    for (const { type, code } of await lifecycleDocuments()) {
      for (const locale of ['cs', 'en'] as const) {
        const { pdf } = await pdfOf(type, code, locale);
        const first = flat(pdf.pages[0] ?? '');
        const where = `${type} in ${locale}`;
        assert.ok(first.startsWith(DEMO[locale]), `${where}: ${first.slice(0, 120)}`);
        const other = DEMO[locale === 'cs' ? 'en' : 'cs'];
        assert.ok(!flat(pdf.text).includes(other), `${where}: only its own language`);
        // The notice comes before the document's title, which stays the PDF's title.
        const title = documentSheet(await documentOf(type, code), locale).title;
        assert.ok(first.indexOf(DEMO[locale]) < first.indexOf(flat(title)), where);
        assert.equal(pdf.title, title, where);
      }
    }
  });

  it('of a production shop (a real payment gateway) says nothing of a demo', async () => {
    assert.equal(production.demo, false);
    for (const { type, code } of await lifecycleDocuments()) {
      for (const locale of ['cs', 'en'] as const) {
        const { pdf } = await pdfOf(type, code, locale, production);
        const text = flat(pdf.text);
        assert.ok(!text.includes(DEMO.cs) && !text.includes(DEMO.en), `${type} in ${locale}`);
        const title = documentSheet(await documentOf(type, code), locale).title;
        assert.ok(text.startsWith(flat(title)), `${type} in ${locale}: ${text.slice(0, 80)}`);
      }
    }
  });

  it('leaves an issued document’s content as it was issued: the notice is only drawn', async () => {
    const [{ type, code } = { type: '', code: '' }] = await lifecycleDocuments();
    const demoAnswer = await t.app.inject(`/api/document/${type}/${code}`);
    const productionAnswer = await production.inject(`/api/document/${type}/${code}`);
    assert.equal(demoAnswer.statusCode, 200);
    assert.deepEqual(demoAnswer.json(), productionAnswer.json());
    const stored = await t.database.db
      .select({ content: documents.content })
      .from(documents)
      .where(eq(documents.code, code));
    for (const text of [demoAnswer.body, JSON.stringify(stored)]) {
      assert.ok(!text.includes(DEMO.cs) && !text.includes(DEMO.en));
    }
  });

  it('refuses a language it does not speak', async () => {
    const response = await t.app.inject(`/api/document/estimate/${DEMO_ESTIMATE_CODE}/pdf?lang=de`);
    assert.equal(response.statusCode, 400);
  });
});

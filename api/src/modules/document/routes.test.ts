import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DocumentResponse } from '@shop/shared/contract';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import { createTestApp, type TestApp } from '../../test/test-db';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

describe('GET /api/document/:type/:code', () => {
  it('returns the demo estimate with supplier, customer, items and totals', async () => {
    const response = await t.app.inject(`/api/document/estimate/${DEMO_ESTIMATE_CODE}`);
    assert.equal(response.statusCode, 200);
    const { success, document } = response.json() as DocumentResponse;
    assert.equal(success, true);
    assert.deepEqual(
      { ...document, supplier: undefined },
      {
        type: 'estimate',
        code: DEMO_ESTIMATE_CODE,
        number: 'ZF260001',
        orderNumber: DEMO_ORDER_NUMBER,
        variableSymbol: DEMO_ORDER_NUMBER,
        issueDate: '2026-11-20',
        dueDate: '2026-11-23',
        currency: 'czk',
        supplier: undefined,
        customer: {
          name: 'Ateliér Vltava s.r.o.',
          street: 'Korunní 2569/108',
          city: 'Praha 10',
          zipCode: '101 00',
          country: 'CZ',
          taxRegNo: '17508622',
          vatRegNo: 'CZ17508622',
          email: 'produkce@ateliervltava.example',
        },
        rentalFrom: '2026-11-23T09:00',
        rentalTo: '2026-11-25T18:00',
        items: [
          {
            name: 'ARRI Alexa Mini LF',
            quantity: 1,
            days: 3,
            unitPrice: 9000,
            total: 27_000,
            vatRate: 21,
          },
          {
            name: 'Canon CN-E 50mm T1.3 L F',
            quantity: 1,
            days: 3,
            unitPrice: 900,
            total: 2700,
            vatRate: 21,
          },
          {
            name: 'Aputure LS 600d Pro',
            quantity: 2,
            days: 3,
            unitPrice: 1200,
            total: 7200,
            vatRate: 21,
          },
        ],
        totals: { withoutVat: 36_900, vat: 7749, withVat: 44_649 },
      },
    );
    assert.equal(document.supplier.country, 'CZ');
    assert.match(document.supplier.taxRegNo, /^\d{8}$/);
    assert.equal(document.supplier.vatRegNo, `CZ${document.supplier.taxRegNo}`);
    assert.match(document.supplier.iban, /^CZ\d{22}$/);
    assert.match(document.supplier.bankAccount, /^\d+\/\d{4}$/);
  });

  const notFound: Array<[string, string]> = [
    ['an unknown code', `/api/document/estimate/${'0'.repeat(32)}`],
    ['the right code under another type', `/api/document/invoice/${DEMO_ESTIMATE_CODE}`],
    ['an unknown type', `/api/document/receipt/${DEMO_ESTIMATE_CODE}`],
    ['a code with different case', `/api/document/estimate/${DEMO_ESTIMATE_CODE.toUpperCase()}`],
    ['a malformed code', '/api/document/estimate/%00%27--'],
  ];
  for (const [title, url] of notFound) {
    it(`404 for ${title}`, async () => {
      const response = await t.app.inject(url);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { success: false, message: 'Document not found' });
    });
  }
});

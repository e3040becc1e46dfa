import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { DocumentItem, DocumentSupplier, ShopDocument } from '@shop/shared/contract';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';
import { isdocUuid, isdocXml, splitStreet } from './isdoc';

// The official ISDOC 6.0.2 schema (a copy beside this test, see isdoc-schema/README.md) and
// libxml2's validator.
const XSD = readFileSync(
  new URL('./isdoc-schema/isdoc-invoice-6.0.2.xsd', import.meta.url),
  'utf8',
);

function validate(xml: string): Promise<XMLValidationResult> {
  return validateXML({
    xml: { fileName: 'document.isdoc', contents: xml },
    schema: { fileName: 'isdoc-invoice-6.0.2.xsd', contents: XSD },
  });
}

function validatorErrors(result: XMLValidationResult): string {
  return result.errors.map((error) => error.rawMessage).join('\n') || result.rawOutput;
}

/** The texts of every `<tag>` (attributes allowed, no child elements). */
function values(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

function value(xml: string, tag: string): string {
  const [first] = values(xml, tag);
  assert.ok(first !== undefined, `<${tag}> missing`);
  return first;
}

const SUPPLIER: DocumentSupplier = {
  name: 'FilmRent s.r.o.',
  street: 'Komunardů 894/32',
  city: 'Praha 7',
  zipCode: '170 00',
  country: 'CZ',
  taxRegNo: '09128450',
  vatRegNo: 'CZ09128450',
  bankAccount: '2801937468/2010',
  iban: 'CZ2520100000002801937468',
};

const COMPANY: ShopDocument['customer'] = {
  name: 'Studio Brejle & Kafe <Film> s.r.o.',
  street: 'Náměstí Míru 1234/5a',
  city: 'Brno',
  zipCode: '602 00',
  country: 'CZ',
  taxRegNo: '27082440',
  vatRegNo: 'CZ27082440',
  email: 'produkce@brejle-kafe.cz',
};

const PERSON: ShopDocument['customer'] = {
  name: 'Jana Dvořáková',
  street: 'Na Výsluní',
  city: 'Bratislava',
  zipCode: '811 01',
  country: 'SK',
  taxRegNo: null,
  vatRegNo: null,
  email: 'jana@example.sk',
};

function line(
  name: string,
  quantity: number,
  days: number | null,
  unitPrice: number,
  vat: number,
): DocumentItem {
  const total = unitPrice * quantity * (days ?? 1);
  return { name, nameEn: name, quantity, days, unitPrice, total, vat, vatRate: 21 };
}

const RENT_LINES = [
  line('Kamera Sony FX6', 1, 3, 1200, 756),
  line('Objektiv Sigma 24–70 mm f/2.8', 2, 3, 250, 315),
  line('Doprava kurýrem', 1, null, 150, 32),
];

function totals(items: DocumentItem[]): ShopDocument['totals'] {
  const withoutVat = items.reduce((sum, item) => sum + item.total, 0);
  const vat = items.reduce((sum, item) => sum + item.vat, 0);
  return { withoutVat, vat, withVat: withoutVat + vat };
}

function shopDocument(fields: Partial<ShopDocument> & Pick<ShopDocument, 'type'>): ShopDocument {
  const items = fields.items ?? RENT_LINES;
  return {
    code: 'a3f1c2d4e5b6a7980112233445566778',
    number: 'ZF26000042',
    orderNumber: '26000123',
    variableSymbol: '26000123',
    issueDate: '2026-11-10',
    dueDate: '2026-11-17',
    currency: 'czk',
    supplier: SUPPLIER,
    customer: COMPANY,
    rentalFrom: '2026-11-23T09:00',
    rentalTo: '2026-11-26T09:00',
    items,
    totals: totals(items),
    taxableSupplyDate: null,
    settlement: null,
    amountDue: 0,
    refund: 0,
    received: null,
    corrects: null,
    reason: null,
    notice: null,
    payment: null,
    exchange: null,
    digest: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    ...fields,
  };
}

function payment(amount: number): ShopDocument['payment'] {
  return {
    bankAccount: SUPPLIER.bankAccount,
    iban: SUPPLIER.iban,
    variableSymbol: '26000123',
    amount,
    spd: `SPD*1.0*ACC:${SUPPLIER.iban}*AM:${amount}.00*CC:CZK*X-VS:26000123`,
  };
}

const ADVANCE = [line('Záloha na pronájem dle objednávky 26000123', 1, null, 1865, 392)];
const DEDUCTION = line('Odpočet zálohy – daňový doklad DD26000007', 1, null, -1865, -392);
const INVOICE_LINES = [...RENT_LINES, DEDUCTION];
const CORRECTION = [line('Oprava zálohy – kratší výpůjčka', 1, null, -390, -82)];

const proforma = shopDocument({
  type: 'estimate',
  amountDue: 6353,
  payment: payment(6353),
  settlement: { supply: totals(RENT_LINES), advances: { withoutVat: 0, vat: 0, withVat: 0 } },
  notice: { cs: 'Dostupnost techniky ještě potvrdíme.', en: 'Availability to be confirmed.' },
});

const taxDocument = shopDocument({
  type: 'tax-document',
  number: 'DD26000007',
  customer: PERSON,
  items: ADVANCE,
  issueDate: '2026-11-12',
  dueDate: '2026-11-12',
  taxableSupplyDate: '2026-11-12',
  received: { date: '2026-11-12', method: 'transfer', amount: 2257 },
  digest: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
});

const invoice = shopDocument({
  type: 'invoice',
  number: 'FV26000015',
  items: INVOICE_LINES,
  issueDate: '2026-11-26',
  dueDate: '2026-12-10',
  taxableSupplyDate: '2026-11-26',
  settlement: { supply: totals(RENT_LINES), advances: totals([...ADVANCE]) },
  amountDue: 4096,
  payment: payment(4096),
  digest: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
});

const creditNote = shopDocument({
  type: 'repair-invoice',
  number: 'OD26000003',
  customer: PERSON,
  items: CORRECTION,
  issueDate: '2026-11-20',
  dueDate: '2026-12-04',
  taxableSupplyDate: '2026-11-20',
  refund: 472,
  corrects: { type: 'tax-document', number: 'DD26000007', issueDate: '2026-11-12' },
  reason: { cs: 'Výpůjčka zkrácena o jeden den', en: 'Rental shortened by one day' },
  digest: 'baa5a0964d3320fbc0c6a922140453c8513ea24ab8fd0577034804a967248096',
});

const invoiceCreditNote = shopDocument({
  ...creditNote,
  corrects: { type: 'invoice', number: 'FV26000015', issueDate: '2026-11-26' },
  digest: '4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a',
});

describe('isdocXml', () => {
  // [name, document, DocumentType, TaxExclusiveAmount, PayableAmount]
  const cases: Array<[string, ShopDocument, string, string, string]> = [
    ['proforma', proforma, '4', '5250.00', '6353.00'],
    ['tax document for a received payment', taxDocument, '5', '1865.00', '0.00'],
    ['final invoice with an advance deducted', invoice, '1', '3385.00', '4096.00'],
    ['credit note of a tax document', creditNote, '6', '390.00', '472.00'],
    ['credit note of an invoice', invoiceCreditNote, '2', '390.00', '472.00'],
  ];

  for (const [name, doc, documentType, taxExclusive, payable] of cases) {
    describe(name, () => {
      const xml = isdocXml(doc);

      it('is valid against the ISDOC 6.0.2 schema', async () => {
        const result = await validate(xml);
        assert.ok(result.valid, `not valid:\n${validatorErrors(result)}\n${xml}`);
      });

      it(`is DocumentType ${documentType} numbered ${doc.number}`, () => {
        assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
        assert.match(
          xml,
          /<Invoice xmlns="http:\/\/isdoc\.cz\/namespace\/2013" version="6\.0\.2">/,
        );
        assert.equal(value(xml, 'DocumentType'), documentType);
        assert.equal(value(xml, 'ID'), doc.number);
        assert.equal(value(xml, 'UUID'), isdocUuid(doc.digest));
      });

      it('states totals that add up', () => {
        const lines = values(xml, 'LineExtensionAmount').map(Number);
        assert.equal(lines.length, doc.items.length);
        const sum = lines.reduce((total, amount) => total + amount, 0);
        assert.equal(value(xml, 'TaxExclusiveAmount'), taxExclusive);
        assert.equal(sum.toFixed(2), taxExclusive);
        assert.equal(Number(taxExclusive), Math.abs(doc.totals.withoutVat));
        assert.equal(Number(value(xml, 'TaxInclusiveAmount')), Math.abs(doc.totals.withVat));
        const [, taxAmount] = values(xml, 'TaxAmount');
        assert.equal(Number(taxAmount), Math.abs(doc.totals.vat));
        assert.equal(value(xml, 'PayableAmount'), payable);
        const difference = Number(value(xml, 'DifferenceTaxInclusiveAmount'));
        const paidDeposits = Number(value(xml, 'PaidDepositsAmount'));
        assert.equal(difference - paidDeposits, Number(payable));
      });

      it('gives byte-identical output for the same document', () => {
        assert.equal(isdocXml(structuredClone(doc)), xml);
      });
    });
  }

  it('states a tax point date on tax documents only', () => {
    assert.deepEqual(values(isdocXml(proforma), 'TaxPointDate'), []);
    assert.deepEqual(values(isdocXml(taxDocument), 'TaxPointDate'), ['2026-11-12']);
    assert.deepEqual(values(isdocXml(invoice), 'TaxPointDate'), ['2026-11-26']);
  });

  it('keeps the advance deduction as a negative line of the final invoice', () => {
    const xml = isdocXml(invoice);
    assert.deepEqual(values(xml, 'LineExtensionAmount'), [
      '3600.00',
      '1500.00',
      '150.00',
      '-1865.00',
    ]);
    assert.equal(value(xml, 'AlreadyClaimedTaxExclusiveAmount'), '0.00');
  });

  it('states a credit note in positive amounts and names the corrected document', () => {
    const xml = isdocXml(creditNote);
    assert.deepEqual(values(xml, 'LineExtensionAmount'), ['390.00']);
    assert.deepEqual(values(xml, 'LineExtensionTaxAmount'), ['82.00']);
    assert.match(
      xml,
      /<OriginalDocumentReference>\s*<ID>DD26000007<\/ID>\s*<IssueDate>2026-11-12<\/IssueDate>/,
    );
    assert.equal(value(xml, 'Note'), 'Výpůjčka zkrácena o jeden den');
  });

  it('maps lines, parties and payment', () => {
    const xml = isdocXml(proforma);
    assert.match(xml, /<InvoicedQuantity unitCode="den">6<\/InvoicedQuantity>/);
    assert.match(xml, /<InvoicedQuantity unitCode="ks">1<\/InvoicedQuantity>/);
    assert.deepEqual(values(xml, 'UnitPriceTaxInclusive'), ['1452.00', '302.50', '181.50']);
    assert.deepEqual(values(xml, 'StreetName'), ['Komunardů', 'Náměstí Míru']);
    assert.deepEqual(values(xml, 'BuildingNumber'), ['894/32', '1234/5a']);
    assert.deepEqual(values(xml, 'CompanyID'), ['CZ09128450', 'CZ27082440']);
    assert.ok(xml.includes('<Name>Studio Brejle &amp; Kafe &lt;Film&gt; s.r.o.</Name>'));
    assert.equal(value(xml, 'PaymentMeansCode'), '42');
    assert.equal(value(xml, 'PaidAmount'), '6353.00');
    assert.equal(value(xml, 'IBAN'), 'CZ2520100000002801937468');
    assert.equal(value(xml, 'BankCode'), '2010');
    assert.equal(value(xml, 'VariableSymbol'), '26000123');
    assert.match(xml, /<Details>\s*<PaymentDueDate>2026-11-17<\/PaymentDueDate>\s*<ID>2801937468</);
  });

  it('leaves out the VAT ID and the payment when there are none', () => {
    const xml = isdocXml(taxDocument);
    assert.deepEqual(values(xml, 'CompanyID'), ['CZ09128450']);
    assert.ok(xml.includes('<BuildingNumber/>'));
    assert.ok(!xml.includes('<PaymentMeans>'));
  });

  it('refuses a credit note that does not name the corrected document', () => {
    assert.throws(() => isdocXml({ ...creditNote, corrects: null }), /does not name/);
  });
});

describe('the schema validator', () => {
  const xml = isdocXml(invoice);
  const broken: Array<[string, string]> = [
    ['without IssueDate', xml.replace(/\s*<IssueDate>2026-11-26<\/IssueDate>/, '')],
    ['with an unknown DocumentType', xml.replace('<DocumentType>1<', '<DocumentType>9<')],
    ['with a malformed UUID', xml.replace(/<UUID>[^<]*</, '<UUID>not-a-uuid<')],
    [
      'with elements out of order',
      xml.replace(
        /(<VATApplicable>true<\/VATApplicable>)(\s*)(<ElectronicPossibilityAgreementReference\/>)/,
        '$3$2$1',
      ),
    ],
  ];
  for (const [name, document] of broken) {
    it(`rejects a document ${name}`, async () => {
      assert.notEqual(document, xml);
      const result = await validate(document);
      assert.equal(result.valid, false, 'the broken document passed validation');
      assert.ok(result.errors.length > 0);
    });
  }
});

describe('isdocUuid', () => {
  it('is a version 8 UUID made from the digest', () => {
    assert.equal(
      isdocUuid('9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08'),
      '9f86d081-884c-8d65-9a2f-eaa0c55ad015',
    );
  });
  it('differs for different digests', () => {
    assert.notEqual(isdocUuid(proforma.digest), isdocUuid(invoice.digest));
  });
  it('refuses what is no SHA-256 digest', () => {
    assert.throws(() => isdocUuid('abc'), /SHA-256/);
  });
});

describe('splitStreet', () => {
  const cases: Array<[string, string, string]> = [
    ['Komunardů 894/32', 'Komunardů', '894/32'],
    ['Náměstí 28. října 1898/9', 'Náměstí 28. října', '1898/9'],
    ['Dlouhá 12a', 'Dlouhá', '12a'],
    ['Na Výsluní', 'Na Výsluní', ''],
  ];
  for (const [line, street, buildingNumber] of cases) {
    it(`${line} → ${street} | ${buildingNumber}`, () =>
      assert.deepEqual(splitStreet(line), { street, buildingNumber }));
  }
});

import type { ShopDocument } from '../contract';
import { documentSheet, documentTitle } from './document-sheet';

const supplier = {
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

const invoice: ShopDocument = {
  type: 'invoice',
  code: 'a'.repeat(32),
  number: 'FV260004',
  orderNumber: '26000123',
  variableSymbol: '26000123',
  issueDate: '2026-11-24',
  dueDate: '2026-12-08',
  currency: 'czk',
  supplier,
  customer: {
    name: 'Jan Novák',
    street: 'Dlouhá 5',
    city: 'Praha 1',
    zipCode: '110 00',
    country: 'CZ',
    taxRegNo: null,
    vatRegNo: null,
    email: 'jan@example.cz',
  },
  rentalFrom: '2026-11-20T09:00',
  rentalTo: '2026-11-22T18:00',
  items: [
    {
      name: 'ARRI Alexa Mini LF',
      nameEn: 'ARRI Alexa Mini LF',
      quantity: 1,
      days: 3,
      unitPrice: 9000,
      total: 27000,
      vatRate: 21,
    },
    {
      name: 'Doprava',
      nameEn: 'Shipping',
      quantity: 1,
      days: null,
      unitPrice: 290,
      total: 290,
      vatRate: 21,
    },
  ],
  totals: { withoutVat: 27290, vat: 5731, withVat: 33021 },
  taxableSupplyDate: '2026-11-22',
  paidAmount: 10000,
  balance: 23021,
  corrects: null,
  reason: null,
  payment: {
    bankAccount: '2801937468/2010',
    iban: 'CZ2520100000002801937468',
    variableSymbol: '26000123',
    amount: 23021,
    spd: 'SPD*1.0*ACC:CZ2520100000002801937468*AM:23021.00*CC:CZK*X-VS:26000123*MSG:Faktura FV260004',
  },
  exchange: null,
};

const creditNote: ShopDocument = {
  ...invoice,
  type: 'repair-invoice',
  number: 'OD260002',
  items: [
    {
      name: 'ARRI Alexa Mini LF',
      nameEn: 'ARRI Alexa Mini LF',
      quantity: 1,
      days: 3,
      unitPrice: -9000,
      total: -27000,
      vatRate: 21,
    },
  ],
  totals: { withoutVat: -27000, vat: -5670, withVat: -32670 },
  paidAmount: 0,
  balance: -32670,
  corrects: { type: 'invoice', number: 'FV260004', issueDate: '2026-11-24' },
  reason: 'Zrušení položky',
  payment: null,
};

describe('documentTitle', () => {
  it.each([
    ['estimate', 'cs', 'Zálohová faktura ZF260001'],
    ['estimate', 'en', 'Proforma invoice ZF260001'],
    ['invoice', 'cs', 'Faktura – daňový doklad ZF260001'],
    ['invoice', 'en', 'Invoice – tax document ZF260001'],
    ['repair-invoice', 'cs', 'Opravný daňový doklad ZF260001'],
    ['repair-invoice', 'en', 'Credit note ZF260001'],
  ] as const)('%s in %s', (type, locale, expected) => {
    expect(documentTitle(type, 'ZF260001', locale)).toBe(expected);
  });
});

describe('documentSheet', () => {
  it('an invoice in Czech carries every §29 fact, its lines, totals, payment and balance', () => {
    const sheet = documentSheet(invoice, 'cs');
    expect(sheet.title).toBe('Faktura – daňový doklad FV260004');
    expect(sheet.note).toBeNull();
    expect(sheet.supplier).toEqual({
      heading: 'Dodavatel',
      name: 'FilmRent s.r.o.',
      address: ['Komunardů 894/32', '170 00 Praha 7', 'CZ'],
      ids: [
        { label: 'IČO', value: '09128450' },
        { label: 'DIČ', value: 'CZ09128450' },
      ],
    });
    expect(sheet.customer.ids).toEqual([]);
    expect(sheet.facts).toEqual([
      { label: 'Číslo dokladu', value: 'FV260004' },
      { label: 'Objednávka', value: '26000123' },
      { label: 'Variabilní symbol', value: '26000123' },
      { label: 'Datum vystavení', value: '24. 11. 2026' },
      { label: 'Datum uskutečnění zdanitelného plnění', value: '22. 11. 2026' },
      { label: 'Datum splatnosti', value: '8. 12. 2026' },
      { label: 'Doba pronájmu', value: '20. 11. 2026 9:00 – 22. 11. 2026 18:00' },
      { label: 'Forma úhrady', value: 'Bankovním převodem' },
    ]);
    expect(sheet.rows).toEqual([
      ['ARRI Alexa Mini LF', '1', '3', '9\u00a0000\u00a0CZK', '21 %', '27\u00a0000\u00a0CZK'],
      ['Doprava', '1', '–', '290\u00a0CZK', '21 %', '290\u00a0CZK'],
    ]);
    expect(sheet.totals).toEqual([
      { label: 'Základ daně 21 %', value: '27\u00a0290\u00a0CZK' },
      { label: 'DPH 21 %', value: '5\u00a0731\u00a0CZK' },
      { label: 'Celkem s DPH', value: '33\u00a0021\u00a0CZK' },
      { label: 'Uhrazeno', value: '10\u00a0000\u00a0CZK' },
      { label: 'Zbývá uhradit', value: '23\u00a0021\u00a0CZK' },
    ]);
    expect(sheet.payment?.facts).toEqual([
      { label: 'Číslo účtu', value: '2801937468/2010' },
      { label: 'IBAN', value: 'CZ2520100000002801937468' },
      { label: 'Variabilní symbol', value: '26000123' },
      { label: 'Částka', value: '23\u00a0021\u00a0CZK' },
    ]);
    expect(sheet.payment?.qr).toBe(invoice.payment?.spd);
    expect(sheet.paid).toBeNull();
    expect(sheet.reason).toBeNull();
  });

  it('an invoice in English names the same facts in English', () => {
    const sheet = documentSheet(invoice, 'en');
    expect(sheet.title).toBe('Invoice – tax document FV260004');
    expect(sheet.columns).toEqual([
      'Item',
      'Qty',
      'Days',
      'Price/pc/day',
      'VAT',
      'Total excl. VAT',
    ]);
    expect(sheet.facts.map((fact) => fact.label)).toEqual([
      'Document number',
      'Order',
      'Variable symbol',
      'Issue date',
      'Taxable supply date',
      'Due date',
      'Rental period',
      'Payment method',
    ]);
    expect(sheet.facts[4]?.value).toBe('22/11/2026');
    expect(sheet.rows.map((row) => row[0])).toEqual(['ARRI Alexa Mini LF', 'Shipping']);
    expect(sheet.facts[6]?.value).toBe('20/11/2026 09:00 – 22/11/2026 18:00');
  });

  it.each([
    ['cs', 'Zálohová faktura není daňovým dokladem.'],
    ['en', 'A proforma invoice is not a tax document.'],
  ] as const)(
    'a proforma in %s says it is no tax document and has no taxable supply date',
    (locale, note) => {
      const sheet = documentSheet(
        { ...invoice, type: 'estimate', number: 'ZF260001', taxableSupplyDate: null },
        locale,
      );
      expect(sheet.note).toBe(note);
      expect(sheet.facts).toHaveLength(7);
    },
  );

  it.each([
    ['cs', 'Opravuje doklad FV260004 ze dne 24. 11. 2026', 'Důvod opravy', 'K vrácení'],
    ['en', 'Corrects FV260004 of 24/11/2026', 'Reason for the correction', 'To be refunded'],
  ] as const)(
    'a credit note in %s names what it corrects, why and what is refunded',
    (locale, note, reason, refund) => {
      const sheet = documentSheet(creditNote, locale);
      expect(sheet.note).toBe(note);
      expect(sheet.reason).toEqual({ label: reason, value: 'Zrušení položky' });
      expect(sheet.totals.at(-1)).toEqual({ label: refund, value: '32\u00a0670\u00a0CZK' });
      expect(sheet.totals[2]?.value).toBe('-32\u00a0670\u00a0CZK');
      expect(sheet.payment).toBeNull();
      expect(sheet.paid).toBeNull();
    },
  );

  it.each([
    ['cs', 'Doklad je plně uhrazen.'],
    ['en', 'This document is fully paid.'],
  ] as const)('a paid invoice in %s has no payment details and says it is paid', (locale, paid) => {
    const sheet = documentSheet(
      { ...invoice, paidAmount: 33021, balance: 0, payment: null },
      locale,
    );
    expect(sheet.payment).toBeNull();
    expect(sheet.paid).toBe(paid);
  });

  it.each([
    ['cs', 'Kurz', '1 EUR = 25,15 CZK', 'Celkem s DPH v EUR (pro informaci)'],
    ['en', 'Exchange rate', '1 EUR = 25,15 CZK', 'Total incl. VAT in EUR (for information)'],
  ] as const)(
    'an order seen in EUR: in %s the rate and the total in EUR beside the CZK',
    (locale, label, rate, total) => {
      const sheet = documentSheet(
        { ...invoice, exchange: { currency: 'eur', czkPerUnit: 25.15, totalWithVat: 1312.96 } },
        locale,
      );
      expect(sheet.facts.at(-1)).toEqual({ label, value: rate });
      expect(sheet.totals[3]).toEqual({ label: total, value: '1\u00a0313\u00a0EUR' });
      expect(sheet.totals[2]?.value).toBe('33\u00a0021\u00a0CZK');
    },
  );
});

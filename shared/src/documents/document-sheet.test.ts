import type { DocumentItem, ShopDocument } from '../contract';
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

const customer = {
  name: 'Jan Novák',
  street: 'Dlouhá 5',
  city: 'Praha 1',
  zipCode: '110 00',
  country: 'CZ',
  taxRegNo: null,
  vatRegNo: null,
  email: 'jan@example.cz',
};

/** The order's lines: 27 290 CZK without VAT, 5 731 CZK VAT, 33 021 CZK with VAT. */
const supplyItems: DocumentItem[] = [
  {
    name: 'ARRI Alexa Mini LF',
    nameEn: 'ARRI Alexa Mini LF',
    quantity: 1,
    days: 3,
    unitPrice: 9000,
    total: 27000,
    vat: 5670,
    vatRate: 21,
  },
  {
    name: 'Doprava',
    nameEn: 'Shipping',
    quantity: 1,
    days: null,
    unitPrice: 290,
    total: 290,
    vat: 61,
    vatRate: 21,
  },
];
const supply = { withoutVat: 27290, vat: 5731, withVat: 33021 };
/** An advance of 10 000 CZK received by transfer: 8 264 CZK base, 1 736 CZK VAT. */
const advance = { withoutVat: 8264, vat: 1736, withVat: 10000 };

const oneLine = (name: string, nameEn: string, total: number, vat: number): DocumentItem => ({
  name,
  nameEn,
  quantity: 1,
  days: null,
  unitPrice: total,
  total,
  vat,
  vatRate: 21,
});

const bankPayment = (amount: number, message: string) => ({
  bankAccount: '2801937468/2010',
  iban: 'CZ2520100000002801937468',
  variableSymbol: '26000123',
  amount,
  spd: `SPD*1.0*ACC:CZ2520100000002801937468*AM:${amount}.00*CC:CZK*X-VS:26000123*DT:20261208*MSG:${message}`,
});

/** The final invoice: the whole supply less the advance its tax document taxed. */
const invoice: ShopDocument = {
  type: 'invoice',
  code: 'a'.repeat(32),
  number: 'FV26000004',
  orderNumber: '26000123',
  variableSymbol: '26000123',
  issueDate: '2026-11-24',
  dueDate: '2026-12-08',
  currency: 'czk',
  supplier,
  customer,
  rentalFrom: '2026-11-20T09:00',
  rentalTo: '2026-11-22T18:00',
  items: [
    ...supplyItems,
    oneLine(
      'Odpočet zálohy – daňový doklad DP26000001 ze dne 18. 11. 2026',
      'Advance deducted – tax document DP26000001 of 18/11/2026',
      -8264,
      -1736,
    ),
  ],
  totals: { withoutVat: 19026, vat: 3995, withVat: 23021 },
  taxableSupplyDate: '2026-11-22',
  settlement: { supply, advances: advance },
  amountDue: 23021,
  refund: 0,
  received: null,
  corrects: null,
  reason: null,
  notice: null,
  payment: bankPayment(23021, 'Faktura FV26000004'),
  exchange: null,
  digest: 'f'.repeat(64),
};

/** A proforma asking for the rest after the advance. */
const proformaForTheRest: ShopDocument = {
  ...invoice,
  type: 'estimate',
  number: 'ZF260123-2',
  issueDate: '2026-11-19',
  dueDate: '2026-11-26',
  items: [
    ...supplyItems,
    oneLine('Uhrazené zálohy (odečteno)', 'Advances paid (deducted)', -8264, -1736),
  ],
  taxableSupplyDate: null,
  payment: bankPayment(23021, 'Zalohova faktura ZF260123-2'),
};

/** The proforma of a conflict order: nothing asked until staff confirm the equipment. */
const conflictProforma: ShopDocument = {
  ...invoice,
  type: 'estimate',
  number: 'ZF260123',
  issueDate: '2026-11-17',
  dueDate: '2026-11-24',
  items: supplyItems,
  totals: supply,
  taxableSupplyDate: null,
  settlement: null,
  amountDue: 33021,
  notice: {
    cs: 'Dostupnost techniky potvrdíme do jednoho pracovního dne. Do potvrzení prosíme neplaťte; pošleme vám výzvu k platbě.',
    en: 'We will confirm the equipment’s availability within one business day. Please do not pay before then; we will send you a request for payment.',
  },
  payment: null,
};

/** The tax document for the advance of 10 000 CZK received on 18 November by card or transfer. */
const taxDocument = (method: 'card' | 'transfer'): ShopDocument => ({
  ...invoice,
  type: 'tax-document',
  number: 'DP26000001',
  issueDate: '2026-11-18',
  dueDate: '2026-11-18',
  items: [
    method === 'card'
      ? oneLine(
          'Záloha na objednávku 26000123 přijatá kartou',
          'Advance on order 26000123 received by card',
          8264,
          1736,
        )
      : oneLine(
          'Záloha na objednávku 26000123 přijatá převodem',
          'Advance on order 26000123 received by bank transfer',
          8264,
          1736,
        ),
  ],
  totals: advance,
  taxableSupplyDate: '2026-11-18',
  settlement: null,
  amountDue: 0,
  received: { date: '2026-11-18', method, amount: 10000 },
  payment: null,
});

/** The credit note returning the advance of a cancelled order. */
const creditNote: ShopDocument = {
  ...invoice,
  type: 'repair-invoice',
  number: 'OD26000002',
  issueDate: '2026-11-25',
  dueDate: '2026-12-09',
  items: [oneLine('Zrušení objednávky', 'Order cancelled', -8264, -1736)],
  totals: { withoutVat: -8264, vat: -1736, withVat: -10000 },
  taxableSupplyDate: '2026-11-25',
  settlement: null,
  amountDue: 0,
  refund: 10000,
  corrects: { type: 'tax-document', number: 'DP26000001', issueDate: '2026-11-18' },
  reason: { cs: 'Zrušení objednávky', en: 'Order cancelled' },
  payment: null,
};

describe('documentTitle', () => {
  it.each([
    ['estimate', 'cs', 'Zálohová faktura ZF260001'],
    ['estimate', 'en', 'Proforma invoice ZF260001'],
    ['tax-document', 'cs', 'Daňový doklad k přijaté platbě ZF260001'],
    ['tax-document', 'en', 'Tax document for a received payment ZF260001'],
    ['invoice', 'cs', 'Faktura – daňový doklad ZF260001'],
    ['invoice', 'en', 'Invoice – tax document ZF260001'],
    ['repair-invoice', 'cs', 'Opravný daňový doklad ZF260001'],
    ['repair-invoice', 'en', 'Credit note ZF260001'],
  ] as const)('%s in %s', (type, locale, expected) => {
    expect(documentTitle(type, 'ZF260001', locale)).toBe(expected);
  });
});

describe('documentSheet', () => {
  it('an invoice in Czech carries every §29 fact, its lines, the advance deducted and what is due', () => {
    const sheet = documentSheet(invoice, 'cs');
    expect(sheet.title).toBe('Faktura – daňový doklad FV26000004');
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
      { label: 'Číslo dokladu', value: 'FV26000004' },
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
      [
        'Odpočet zálohy – daňový doklad DP26000001 ze dne 18. 11. 2026',
        '1',
        '–',
        '-8\u00a0264\u00a0CZK',
        '21 %',
        '-8\u00a0264\u00a0CZK',
      ],
    ]);
    expect(sheet.payment?.facts).toEqual([
      { label: 'Číslo účtu', value: '2801937468/2010' },
      { label: 'IBAN', value: 'CZ2520100000002801937468' },
      { label: 'Variabilní symbol', value: '26000123' },
      { label: 'Částka', value: '23\u00a0021\u00a0CZK' },
    ]);
    expect(sheet.payment?.qr).toBe(
      'SPD*1.0*ACC:CZ2520100000002801937468*AM:23021.00*CC:CZK*X-VS:26000123*DT:20261208*MSG:Faktura FV26000004',
    );
    expect(sheet.paid).toBeNull();
    expect(sheet.reason).toBeNull();
  });

  it('an invoice in English names the same facts in English', () => {
    const sheet = documentSheet(invoice, 'en');
    expect(sheet.title).toBe('Invoice – tax document FV26000004');
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
    expect(sheet.rows.map((row) => row[0])).toEqual([
      'ARRI Alexa Mini LF',
      'Shipping',
      'Advance deducted – tax document DP26000001 of 18/11/2026',
    ]);
    expect(sheet.facts[6]?.value).toBe('20/11/2026 09:00 – 22/11/2026 18:00');
    expect(sheet.payment?.heading).toBe('Payment details');
  });

  it.each([
    [
      'cs',
      [
        ['Celkem za objednávku s DPH', '33\u00a0021\u00a0CZK'],
        ['Odečtené zálohy', '-10\u00a0000\u00a0CZK'],
        ['Základ daně 21 %', '19\u00a0026\u00a0CZK'],
        ['DPH 21 %', '3\u00a0995\u00a0CZK'],
        ['Celkem s DPH', '23\u00a0021\u00a0CZK'],
        ['K úhradě', '23\u00a0021\u00a0CZK'],
      ],
    ],
    [
      'en',
      [
        ['Order total incl. VAT', '33\u00a0021\u00a0CZK'],
        ['Advances deducted', '-10\u00a0000\u00a0CZK'],
        ['Tax base 21 %', '19\u00a0026\u00a0CZK'],
        ['VAT 21 %', '3\u00a0995\u00a0CZK'],
        ['Total incl. VAT', '23\u00a0021\u00a0CZK'],
        ['Amount due', '23\u00a0021\u00a0CZK'],
      ],
    ],
  ] as const)('an invoice in %s settles the whole order against the advance', (locale, totals) => {
    expect(
      documentSheet(invoice, locale).totals.map((total) => [total.label, total.value]),
    ).toEqual(totals);
  });

  it.each([
    [
      'cs',
      'Zálohová faktura ZF260123-2',
      'Zálohová faktura není daňovým dokladem.',
      [
        ['Celkem za objednávku s DPH', '33\u00a0021\u00a0CZK'],
        ['Odečtené zálohy', '-10\u00a0000\u00a0CZK'],
        ['Základ daně 21 %', '19\u00a0026\u00a0CZK'],
        ['DPH 21 %', '3\u00a0995\u00a0CZK'],
        ['Celkem s DPH', '23\u00a0021\u00a0CZK'],
        ['K úhradě', '23\u00a0021\u00a0CZK'],
      ],
      'Uhrazené zálohy (odečteno)',
      { label: 'Částka', value: '23\u00a0021\u00a0CZK' },
    ],
    [
      'en',
      'Proforma invoice ZF260123-2',
      'A proforma invoice is not a tax document.',
      [
        ['Order total incl. VAT', '33\u00a0021\u00a0CZK'],
        ['Advances deducted', '-10\u00a0000\u00a0CZK'],
        ['Tax base 21 %', '19\u00a0026\u00a0CZK'],
        ['VAT 21 %', '3\u00a0995\u00a0CZK'],
        ['Total incl. VAT', '23\u00a0021\u00a0CZK'],
        ['Amount due', '23\u00a0021\u00a0CZK'],
      ],
      'Advances paid (deducted)',
      { label: 'Amount', value: '23\u00a0021\u00a0CZK' },
    ],
  ] as const)(
    'a proforma in %s asks for the rest: the order, the advances deducted, what is due',
    (locale, title, note, totals, advanceLine, amount) => {
      const sheet = documentSheet(proformaForTheRest, locale);
      expect(sheet.title).toBe(title);
      expect(sheet.note).toBe(note);
      expect(sheet.facts.map((fact) => fact.label)).not.toContain(
        locale === 'cs' ? 'Datum uskutečnění zdanitelného plnění' : 'Taxable supply date',
      );
      expect(sheet.facts).toHaveLength(7);
      expect(sheet.rows.at(-1)?.[0]).toBe(advanceLine);
      expect(sheet.totals.map((total) => [total.label, total.value])).toEqual(totals);
      expect(sheet.payment?.facts.at(-1)).toEqual(amount);
      expect(sheet.paid).toBeNull();
    },
  );

  it.each([
    [
      'cs',
      'Zálohová faktura není daňovým dokladem. Dostupnost techniky potvrdíme do jednoho pracovního dne. Do potvrzení prosíme neplaťte; pošleme vám výzvu k platbě.',
      { label: 'Celkem s DPH', value: '33\u00a0021\u00a0CZK' },
    ],
    [
      'en',
      'A proforma invoice is not a tax document. We will confirm the equipment’s availability within one business day. Please do not pay before then; we will send you a request for payment.',
      { label: 'Total incl. VAT', value: '33\u00a0021\u00a0CZK' },
    ],
  ] as const)(
    'a conflict order’s proforma in %s says to wait for the confirmation and asks no amount yet',
    (locale, note, due) => {
      const sheet = documentSheet(conflictProforma, locale);
      expect(sheet.note).toBe(note);
      expect(sheet.payment).toBeNull();
      expect(sheet.paid).toBeNull();
      expect(sheet.totals).toHaveLength(3);
      expect(sheet.totals.at(-1)).toEqual(due);
    },
  );

  it.each([
    [
      'cs',
      'transfer',
      {
        title: 'Daňový doklad k přijaté platbě DP26000001',
        facts: [
          ['Číslo dokladu', 'DP26000001'],
          ['Objednávka', '26000123'],
          ['Variabilní symbol', '26000123'],
          ['Datum vystavení', '18. 11. 2026'],
          ['Datum uskutečnění zdanitelného plnění', '18. 11. 2026'],
          ['Datum splatnosti', '18. 11. 2026'],
          ['Doba pronájmu', '20. 11. 2026 9:00 – 22. 11. 2026 18:00'],
          ['Datum přijetí platby', '18. 11. 2026'],
          ['Forma úhrady', 'Bankovním převodem'],
        ],
        line: 'Záloha na objednávku 26000123 přijatá převodem',
        totals: [
          ['Základ daně 21 %', '8\u00a0264\u00a0CZK'],
          ['DPH 21 %', '1\u00a0736\u00a0CZK'],
          ['Celkem s DPH', '10\u00a0000\u00a0CZK'],
          ['Přijatá platba', '10\u00a0000\u00a0CZK'],
        ],
        paid: 'Platba byla přijata; doklad nic dalšího nežádá.',
      },
    ],
    [
      'cs',
      'card',
      {
        title: 'Daňový doklad k přijaté platbě DP26000001',
        facts: [
          ['Číslo dokladu', 'DP26000001'],
          ['Objednávka', '26000123'],
          ['Variabilní symbol', '26000123'],
          ['Datum vystavení', '18. 11. 2026'],
          ['Datum uskutečnění zdanitelného plnění', '18. 11. 2026'],
          ['Datum splatnosti', '18. 11. 2026'],
          ['Doba pronájmu', '20. 11. 2026 9:00 – 22. 11. 2026 18:00'],
          ['Datum přijetí platby', '18. 11. 2026'],
          ['Forma úhrady', 'Platební kartou'],
        ],
        line: 'Záloha na objednávku 26000123 přijatá kartou',
        totals: [
          ['Základ daně 21 %', '8\u00a0264\u00a0CZK'],
          ['DPH 21 %', '1\u00a0736\u00a0CZK'],
          ['Celkem s DPH', '10\u00a0000\u00a0CZK'],
          ['Přijatá platba', '10\u00a0000\u00a0CZK'],
        ],
        paid: 'Platba byla přijata; doklad nic dalšího nežádá.',
      },
    ],
    [
      'en',
      'transfer',
      {
        title: 'Tax document for a received payment DP26000001',
        facts: [
          ['Document number', 'DP26000001'],
          ['Order', '26000123'],
          ['Variable symbol', '26000123'],
          ['Issue date', '18/11/2026'],
          ['Taxable supply date', '18/11/2026'],
          ['Due date', '18/11/2026'],
          ['Rental period', '20/11/2026 09:00 – 22/11/2026 18:00'],
          ['Payment received on', '18/11/2026'],
          ['Payment method', 'Bank transfer'],
        ],
        line: 'Advance on order 26000123 received by bank transfer',
        totals: [
          ['Tax base 21 %', '8\u00a0264\u00a0CZK'],
          ['VAT 21 %', '1\u00a0736\u00a0CZK'],
          ['Total incl. VAT', '10\u00a0000\u00a0CZK'],
          ['Payment received', '10\u00a0000\u00a0CZK'],
        ],
        paid: 'The payment has been received; nothing more is asked.',
      },
    ],
    [
      'en',
      'card',
      {
        title: 'Tax document for a received payment DP26000001',
        facts: [
          ['Document number', 'DP26000001'],
          ['Order', '26000123'],
          ['Variable symbol', '26000123'],
          ['Issue date', '18/11/2026'],
          ['Taxable supply date', '18/11/2026'],
          ['Due date', '18/11/2026'],
          ['Rental period', '20/11/2026 09:00 – 22/11/2026 18:00'],
          ['Payment received on', '18/11/2026'],
          ['Payment method', 'Card'],
        ],
        line: 'Advance on order 26000123 received by card',
        totals: [
          ['Tax base 21 %', '8\u00a0264\u00a0CZK'],
          ['VAT 21 %', '1\u00a0736\u00a0CZK'],
          ['Total incl. VAT', '10\u00a0000\u00a0CZK'],
          ['Payment received', '10\u00a0000\u00a0CZK'],
        ],
        paid: 'The payment has been received; nothing more is asked.',
      },
    ],
  ] as const)(
    'a tax document in %s for a payment by %s: the day and way it came, what was received',
    (locale, method, expected) => {
      const sheet = documentSheet(taxDocument(method), locale);
      expect(sheet.title).toBe(expected.title);
      expect(sheet.note).toBeNull();
      expect(sheet.facts.map((fact) => [fact.label, fact.value])).toEqual(expected.facts);
      expect(sheet.rows).toEqual([
        [expected.line, '1', '–', '8\u00a0264\u00a0CZK', '21 %', '8\u00a0264\u00a0CZK'],
      ]);
      expect(sheet.totals.map((total) => [total.label, total.value])).toEqual(expected.totals);
      expect(sheet.payment).toBeNull();
      expect(sheet.reason).toBeNull();
      expect(sheet.paid).toBe(expected.paid);
    },
  );

  it.each([
    [
      'cs',
      'Opravný daňový doklad OD26000002',
      'Opravuje doklad DP26000001 ze dne 18. 11. 2026',
      { label: 'Důvod opravy', value: 'Zrušení objednávky' },
      [
        ['Základ daně 21 %', '-8\u00a0264\u00a0CZK'],
        ['DPH 21 %', '-1\u00a0736\u00a0CZK'],
        ['Celkem s DPH', '-10\u00a0000\u00a0CZK'],
        ['K vrácení', '10\u00a0000\u00a0CZK'],
      ],
    ],
    [
      'en',
      'Credit note OD26000002',
      'Corrects DP26000001 of 18/11/2026',
      { label: 'Reason for the correction', value: 'Order cancelled' },
      [
        ['Tax base 21 %', '-8\u00a0264\u00a0CZK'],
        ['VAT 21 %', '-1\u00a0736\u00a0CZK'],
        ['Total incl. VAT', '-10\u00a0000\u00a0CZK'],
        ['To be refunded', '10\u00a0000\u00a0CZK'],
      ],
    ],
  ] as const)(
    'a credit note in %s names what it corrects, why and what is refunded',
    (locale, title, note, reason, totals) => {
      const sheet = documentSheet(creditNote, locale);
      expect(sheet.title).toBe(title);
      expect(sheet.note).toBe(note);
      expect(sheet.reason).toEqual(reason);
      expect(sheet.rows.map((row) => row[0])).toEqual([reason.value]);
      expect(sheet.totals.map((total) => [total.label, total.value])).toEqual(totals);
      expect(sheet.payment).toBeNull();
      expect(sheet.paid).toBeNull();
    },
  );

  it.each([
    ['cs', 'Doklad je plně uhrazen.', { label: 'K úhradě', value: '0\u00a0CZK' }],
    ['en', 'This document is fully paid.', { label: 'Amount due', value: '0\u00a0CZK' }],
  ] as const)(
    'an invoice in %s that the advances cover has no payment details and says it is paid',
    (locale, paid, due) => {
      const sheet = documentSheet(
        {
          ...invoice,
          items: [
            ...supplyItems,
            oneLine('Odpočet zálohy', 'Advance deducted', -supply.withoutVat, -supply.vat),
          ],
          totals: { withoutVat: 0, vat: 0, withVat: 0 },
          settlement: { supply, advances: supply },
          amountDue: 0,
          payment: null,
        },
        locale,
      );
      expect(sheet.payment).toBeNull();
      expect(sheet.paid).toBe(paid);
      expect(sheet.totals.at(-1)).toEqual(due);
    },
  );

  it.each([
    ['cs', 'Kurz', '1 EUR = 25,15 CZK', 'Celkem s DPH v EUR (pro informaci)'],
    ['en', 'Exchange rate', '1 EUR = 25,15 CZK', 'Total incl. VAT in EUR (for information)'],
  ] as const)(
    'an order seen in EUR: in %s the rate and the total in EUR beside the CZK',
    (locale, label, rate, total) => {
      const sheet = documentSheet(
        { ...invoice, exchange: { currency: 'eur', czkPerUnit: 25.15, totalWithVat: 915.35 } },
        locale,
      );
      expect(sheet.facts.at(-1)).toEqual({ label, value: rate });
      expect(sheet.totals[5]).toEqual({ label: total, value: '915\u00a0EUR' });
      expect(sheet.totals[4]?.value).toBe('23\u00a0021\u00a0CZK');
    },
  );
});

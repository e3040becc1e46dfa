import type { CrewGearList, PricedGearList } from '../contract';
import { gearListSheet, gearListTitle, type WithParts } from './gear-list-sheet';

const priced: PricedGearList = {
  kind: 'prices',
  orderNumber: '26000123',
  locale: 'cs',
  projectName: 'Krátký film Šárka',
  rentalFrom: '2026-11-20T09:00',
  rentalTo: '2026-11-22T18:00',
  blocks: [
    {
      from: '2026-11-20T09:00',
      to: '2026-11-22T18:00',
      items: [
        {
          name: 'Kamera ARRI Alexa Mini LF',
          nameEn: 'ARRI Alexa Mini LF camera',
          quantity: 1,
          isSale: false,
          days: 3,
          unitPrice: 9000,
          total: 27_000,
        },
        {
          name: 'Stativ Sachtler',
          nameEn: 'Sachtler tripod',
          quantity: 2,
          isSale: false,
          days: 3,
          unitPrice: 400,
          total: 2400,
        },
      ],
      total: 29_400,
    },
    {
      from: null,
      to: null,
      items: [
        {
          name: 'Gaffa páska',
          nameEn: 'Gaffer tape',
          quantity: 3,
          isSale: true,
          days: null,
          unitPrice: 250,
          total: 750,
        },
      ],
      total: 750,
    },
  ],
  shippingPrice: 500,
  insurancePrice: 0,
  voucherDiscount: 1000,
  price: 29_650,
  vat: 6227,
  totalWithVat: 35_877,
};

const crew: CrewGearList = {
  kind: 'crew',
  orderNumber: priced.orderNumber,
  locale: 'cs',
  projectName: null,
  rentalFrom: null,
  rentalTo: null,
  blocks: priced.blocks.map((block) => ({
    from: block.from,
    to: block.to,
    items: block.items.map(({ unitPrice: _unit, total: _total, ...item }) => item),
  })),
};

/** Every text of a sheet, to look for what must (not) be there. */
const allText = (sheet: ReturnType<typeof gearListSheet>) => JSON.stringify(sheet);

describe('gearListSheet', () => {
  it.each([
    {
      name: 'priced, grouped, Czech',
      list: priced,
      locale: 'cs' as const,
      options: { grouped: true },
      title: 'Seznam techniky k zakázce 26000123',
      facts: [
        ['Zakázka', '26000123'],
        ['Projekt', 'Krátký film Šárka'],
        ['Termín pronájmu', '20. 11. 2026 9:00 – 22. 11. 2026 18:00'],
      ],
      headings: ['20. 11. 2026 9:00 – 22. 11. 2026 18:00', 'Prodej'],
      columns: ['Položka', 'Ks', 'Dní', 'Cena/ks/den', 'Celkem bez DPH'],
      rows: [
        [
          ['Kamera ARRI Alexa Mini LF', '1', '3', '9\u00a0000\u00a0CZK', '27\u00a0000\u00a0CZK'],
          ['Stativ Sachtler', '2', '3', '400\u00a0CZK', '2\u00a0400\u00a0CZK'],
        ],
        [['Gaffa páska', '3', '–', '250\u00a0CZK', '750\u00a0CZK']],
      ],
      blockTotals: ['29\u00a0400\u00a0CZK', '750\u00a0CZK'],
      totals: [
        ['Doprava', '500\u00a0CZK'],
        ['Sleva', '−1\u00a0000\u00a0CZK'],
        ['Celkem bez DPH', '29\u00a0650\u00a0CZK'],
        ['DPH 21 %', '6\u00a0227\u00a0CZK'],
        ['Celkem s DPH', '35\u00a0877\u00a0CZK'],
      ],
    },
    {
      name: 'priced, one flat list, English',
      list: priced,
      locale: 'en' as const,
      options: { grouped: false },
      title: 'Equipment list of order 26000123',
      facts: [
        ['Order', '26000123'],
        ['Project', 'Krátký film Šárka'],
        ['Rental period', '20/11/2026 09:00 – 22/11/2026 18:00'],
      ],
      headings: ['All equipment'],
      columns: ['Item', 'Qty', 'Days', 'Price/pc/day', 'Total excl. VAT'],
      rows: [
        [
          ['ARRI Alexa Mini LF camera', '1', '3', '9\u00a0000\u00a0CZK', '27\u00a0000\u00a0CZK'],
          ['Sachtler tripod', '2', '3', '400\u00a0CZK', '2\u00a0400\u00a0CZK'],
          ['Gaffer tape', '3', '–', '250\u00a0CZK', '750\u00a0CZK'],
        ],
      ],
      blockTotals: ['30\u00a0150\u00a0CZK'],
      totals: [
        ['Shipping', '500\u00a0CZK'],
        ['Discount', '−1\u00a0000\u00a0CZK'],
        ['Total excl. VAT', '29\u00a0650\u00a0CZK'],
        ['VAT 21 %', '6\u00a0227\u00a0CZK'],
        ['Total incl. VAT', '35\u00a0877\u00a0CZK'],
      ],
    },
    {
      name: 'the crew’s list, grouped',
      list: crew,
      locale: 'cs' as const,
      options: { grouped: true },
      title: 'Seznam techniky k zakázce 26000123',
      facts: [['Zakázka', '26000123']],
      headings: ['20. 11. 2026 9:00 – 22. 11. 2026 18:00', 'Prodej'],
      columns: ['Položka', 'Ks', 'Dní'],
      rows: [
        [
          ['Kamera ARRI Alexa Mini LF', '1', '3'],
          ['Stativ Sachtler', '2', '3'],
        ],
        [['Gaffa páska', '3', '–']],
      ],
      blockTotals: [null, null],
      totals: [],
    },
    {
      name: 'a list with prices on the page without them',
      list: priced,
      locale: 'cs' as const,
      options: { grouped: true, withPrices: false },
      title: 'Seznam techniky k zakázce 26000123',
      facts: [
        ['Zakázka', '26000123'],
        ['Projekt', 'Krátký film Šárka'],
        ['Termín pronájmu', '20. 11. 2026 9:00 – 22. 11. 2026 18:00'],
      ],
      headings: ['20. 11. 2026 9:00 – 22. 11. 2026 18:00', 'Prodej'],
      columns: ['Položka', 'Ks', 'Dní'],
      rows: [
        [
          ['Kamera ARRI Alexa Mini LF', '1', '3'],
          ['Stativ Sachtler', '2', '3'],
        ],
        [['Gaffa páska', '3', '–']],
      ],
      blockTotals: [null, null],
      totals: [],
    },
  ])(
    '$name',
    ({ list, locale, options, title, facts, headings, columns, rows, blockTotals, totals }) => {
      const sheet = gearListSheet(list, locale, options);
      expect(sheet.title).toBe(title);
      expect(sheet.facts.map((fact) => [fact.label, fact.value])).toEqual(facts);
      expect(sheet.blocks.map((block) => block.heading)).toEqual(headings);
      for (const block of sheet.blocks) expect(block.columns).toEqual(columns);
      expect(sheet.blocks.map((block) => block.rows)).toEqual(rows);
      expect(sheet.blocks.map((block) => block.total?.value ?? null)).toEqual(blockTotals);
      expect(sheet.totals.map((fact) => [fact.label, fact.value])).toEqual(totals);
    },
  );

  it.each([
    { name: 'crew list', list: crew, withPrices: true },
    { name: 'priced list without prices', list: priced, withPrices: false },
  ])('the $name holds no price, currency or price word', ({ list, withPrices }) => {
    for (const locale of ['cs', 'en'] as const) {
      for (const grouped of [true, false]) {
        const text = allText(gearListSheet(list, locale, { grouped, withPrices }));
        expect(text).not.toMatch(/CZK|DPH|VAT|Cena|Price|Celkem|Total/);
        for (const amount of ['9\u00a0000', '27\u00a0000', '400', '2\u00a0400', '250', '750']) {
          expect(text).not.toContain(amount);
        }
      }
    }
  });

  it.each([
    {
      name: 'with prices',
      list: priced,
      rows: [
        ['Kamera ARRI Alexa Mini LF', '1', '3', '9\u00a0000\u00a0CZK', '27\u00a0000\u00a0CZK'],
        ['– Objektiv Zeiss', '1', '', '', ''],
        ['– Baterie V-Mount', '4', '', '', ''],
      ],
    },
    {
      name: 'for the crew',
      list: crew,
      rows: [
        ['Kamera ARRI Alexa Mini LF', '1', '3'],
        ['– Objektiv Zeiss', '1', ''],
        ['– Baterie V-Mount', '4', ''],
      ],
    },
  ])('expanded, $name: a bundle’s parts under it, times its pieces', ({ list, rows }) => {
    const [first] = list.blocks;
    const [kit] = first?.items ?? [];
    if (!first || !kit) throw new Error('no line');
    const parts = [
      { name: 'Objektiv Zeiss', quantity: 1 },
      { name: 'Baterie V-Mount', quantity: 4 },
    ];
    const kitWithParts: typeof kit & WithParts = { ...kit, parts };
    const withParts = { ...list, blocks: [{ ...first, items: [kitWithParts] }] } as typeof list;
    expect(gearListSheet(withParts, 'cs', { grouped: true, expand: true }).blocks[0]?.rows).toEqual(
      rows,
    );
    expect(gearListSheet(withParts, 'cs', { grouped: true }).blocks[0]?.rows).toEqual(
      rows.slice(0, 1),
    );
  });

  it('an empty list has no block', () => {
    expect(gearListSheet({ ...crew, blocks: [] }, 'cs', { grouped: false }).blocks).toEqual([]);
  });

  it.each([
    ['cs', 'Seznam techniky k zakázce 26000001'],
    ['en', 'Equipment list of order 26000001'],
  ] as const)('titles the list in %s', (locale, title) => {
    expect(gearListTitle('26000001', locale)).toBe(title);
  });
});

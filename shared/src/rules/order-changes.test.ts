import type { OrderChangeEntry } from '../contract/order-history';
import { describeOrderChange, describeOrderChanges, orderChangesText } from './order-changes';

// formatPrice and Czech numbers separate with a non-breaking space: written out as \u00a0.

const rycote = { name: 'Rycote Undercovers, balení 30 ks', nameEn: 'Rycote Undercovers, 30-pack' };
const canon = { name: 'Kamera Canon C70', nameEn: 'Canon C70 camera' };
const sony = { name: 'Kamera Sony FX6', nameEn: 'Sony FX6 camera' };
const booked = { from: '2026-11-30T18:00', to: '2026-12-02T09:00' };

describe('describeOrderChange', () => {
  it.each<[string, OrderChangeEntry, string, string]>([
    [
      'a rented item added with its dates',
      { kind: 'item-added', ...canon, quantity: 2, isSale: false, ...booked },
      'Přidání položky Kamera Canon C70 (2 ks), 30. 11. 2026 18:00 – 2. 12. 2026 9:00',
      'Item added: Canon C70 camera (2 pcs), 30/11/2026 18:00 – 02/12/2026 09:00',
    ],
    [
      'a rented item added without dates',
      { kind: 'item-added', ...canon, quantity: 1, isSale: false, from: null, to: null },
      'Přidání položky Kamera Canon C70 (1 ks)',
      'Item added: Canon C70 camera (1 pc)',
    ],
    [
      'an item bought',
      { kind: 'item-added', ...rycote, quantity: 3, isSale: true, from: null, to: null },
      'Nákup položky Rycote Undercovers, balení 30 ks (3 ks)',
      'Item bought: Rycote Undercovers, 30-pack (3 pcs)',
    ],
    [
      'an item cancelled',
      { kind: 'item-canceled', ...rycote, quantity: 1 },
      'Zrušení položky Rycote Undercovers, balení 30 ks (1 ks)',
      'Item cancelled: Rycote Undercovers, 30-pack (1 pc)',
    ],
    [
      'an item without an English name, in Czech in both',
      { kind: 'item-canceled', name: 'Gaffa páska', nameEn: '', quantity: 5 },
      'Zrušení položky Gaffa páska (5 ks)',
      'Item cancelled: Gaffa páska (5 pcs)',
    ],
    [
      'more pieces',
      { kind: 'quantity-changed', ...canon, from: 1, to: 3 },
      'Změna počtu: Kamera Canon C70 z 1 ks na 3 ks',
      'Quantity changed: Canon C70 camera from 1 pc to 3 pcs',
    ],
    [
      'the end moved later',
      {
        kind: 'period-changed',
        ...canon,
        before: booked,
        after: { from: '2026-11-30T18:00', to: '2026-12-03T09:00' },
      },
      'Prodloužení pronájmu do 3. 12. 2026 9:00 (Kamera Canon C70)',
      'Rental extended to 03/12/2026 09:00 (Canon C70 camera)',
    ],
    [
      'the end moved earlier',
      {
        kind: 'period-changed',
        ...canon,
        before: booked,
        after: { from: '2026-11-30T18:00', to: '2026-12-01T17:30' },
      },
      'Zkrácení pronájmu do 1. 12. 2026 17:30 (Kamera Canon C70)',
      'Rental shortened to 01/12/2026 17:30 (Canon C70 camera)',
    ],
    [
      'the start moved',
      {
        kind: 'period-changed',
        ...canon,
        before: booked,
        after: { from: '2026-11-29T08:00', to: '2026-12-02T09:00' },
      },
      'Změna termínu: 29. 11. 2026 8:00 – 2. 12. 2026 9:00 (Kamera Canon C70)',
      'New dates: 29/11/2026 08:00 – 02/12/2026 09:00 (Canon C70 camera)',
    ],
    [
      'both ends moved',
      {
        kind: 'period-changed',
        ...canon,
        before: booked,
        after: { from: '2026-12-07T18:00', to: '2026-12-10T09:00' },
      },
      'Změna termínu: 7. 12. 2026 18:00 – 10. 12. 2026 9:00 (Kamera Canon C70)',
      'New dates: 07/12/2026 18:00 – 10/12/2026 09:00 (Canon C70 camera)',
    ],
    ['the order cancelled', { kind: 'order-canceled' }, 'Zrušení objednávky', 'Order cancelled'],
    [
      'billed to a company',
      { kind: 'billing-changed', name: 'Filmová Vltava s.r.o.', taxRegNo: '27074358' },
      'Fakturace na Filmová Vltava s.r.o., IČO 27074358',
      'Billed to Filmová Vltava s.r.o., Company ID 27074358',
    ],
    [
      'billed to the person',
      { kind: 'billing-changed', name: 'Jana Dvořáková', taxRegNo: null },
      'Fakturace na Jana Dvořáková',
      'Billed to Jana Dvořáková',
    ],
    [
      'a project name given',
      { kind: 'project-name-changed', before: null, after: 'Videoklip Vltava' },
      'Název projektu: Videoklip Vltava',
      'Project name: Videoklip Vltava',
    ],
    [
      'a project name removed',
      { kind: 'project-name-changed', before: 'Videoklip Vltava', after: null },
      'Odebrání názvu projektu',
      'Project name removed',
    ],
    ['the note changed', { kind: 'note-changed' }, 'Změna poznámky', 'Note changed'],
    [
      'the basic insurance',
      { kind: 'insurance-changed', insurance: 'basic', countries: [] },
      'Základní pojištění pro Českou republiku',
      'Basic insurance for the Czech Republic',
    ],
    [
      'insurance for Europe with its countries named',
      { kind: 'insurance-changed', insurance: 'eu', countries: ['DE', 'AT'] },
      'Pojištění pro Evropu: Německo, Rakousko',
      'Insurance for Europe: Germany, Austria',
    ],
    [
      'worldwide insurance',
      { kind: 'insurance-changed', insurance: 'world', countries: ['US'] },
      'Pojištění pro celý svět: Spojené státy',
      'Worldwide insurance: United States',
    ],
    [
      'shipping by branch and courier',
      { kind: 'shipping-changed', pickup: 'branch', return: 'courier' },
      'Vyzvednutí: na pobočce, vrácení: kurýr',
      'Pickup: at a branch, return: courier',
    ],
    [
      'shipping to the set and to the night safe',
      { kind: 'shipping-changed', pickup: 'set_transport', return: 'night_safe' },
      'Vyzvednutí: doprava na plac, vrácení: noční schránka',
      'Pickup: transport to the set, return: night safe',
    ],
    [
      'a status changed',
      { kind: 'status-changed', from: 'ORDERED', to: 'PART_PAID' },
      'Změna stavu: Rezervováno → Částečně zaplaceno',
      'Status changed: Reserved → Part-paid',
    ],
    [
      'a conflict resolved and the invoice sent',
      { kind: 'status-changed', from: 'CREATED', to: 'SENT' },
      'Změna stavu: Konflikt → Faktura odeslána',
      'Status changed: Conflict → Invoice sent',
    ],
    [
      'a card payment',
      { kind: 'payment-received', amount: 12500, method: 'card' },
      'Přijetí platby 12\u00a0500\u00a0CZK kartou',
      'Payment received: 12\u00a0500\u00a0CZK by card',
    ],
    [
      'a transfer',
      { kind: 'payment-received', amount: 980, method: 'transfer' },
      'Přijetí platby 980\u00a0CZK převodem',
      'Payment received: 980\u00a0CZK by bank transfer',
    ],
    [
      'a refund',
      { kind: 'refund-paid', amount: 1250, document: '2026900004' },
      'Vrácení 1\u00a0250\u00a0CZK k opravnému daňovému dokladu 2026900004',
      'Refund paid: 1\u00a0250\u00a0CZK for credit note 2026900004',
    ],
    [
      'the gear ready',
      { kind: 'ready-changed', to: 'READY' },
      'Příprava techniky: Připraveno',
      'Equipment preparation: Ready',
    ],
    [
      'the gear awaiting its check',
      { kind: 'ready-changed', to: 'RDSTATE_READY_FOR_CHECK' },
      'Příprava techniky: Čeká na kontrolu',
      'Equipment preparation: Awaiting check',
    ],
    [
      'an item sent',
      { kind: 'item-sent', ...canon, quantity: 1 },
      'Odeslání položky Kamera Canon C70 (1 ks)',
      'Item sent: Canon C70 camera (1 pc)',
    ],
    [
      'a proforma issued',
      { kind: 'document-issued', type: 'estimate', number: '2026100012', amount: 24200 },
      'Vystavení zálohové faktury 2026100012 na 24\u00a0200\u00a0CZK',
      'Proforma invoice 2026100012 issued: 24\u00a0200\u00a0CZK',
    ],
    [
      'a tax document for a payment issued',
      { kind: 'document-issued', type: 'tax-document', number: '2026300007', amount: 12100 },
      'Vystavení daňového dokladu k přijaté platbě 2026300007 na 12\u00a0100\u00a0CZK',
      'Tax document for a received payment 2026300007 issued: 12\u00a0100\u00a0CZK',
    ],
    [
      'an invoice issued',
      { kind: 'document-issued', type: 'invoice', number: '2026200031', amount: 30250 },
      'Vystavení faktury 2026200031 na 30\u00a0250\u00a0CZK',
      'Invoice 2026200031 issued: 30\u00a0250\u00a0CZK',
    ],
    [
      'a credit note issued',
      { kind: 'document-issued', type: 'repair-invoice', number: '2026900004', amount: 1250 },
      'Vystavení opravného daňového dokladu 2026900004 na 1\u00a0250\u00a0CZK',
      'Credit note 2026900004 issued: 1\u00a0250\u00a0CZK',
    ],
    ['the order confirmed', { kind: 'order-confirmed' }, 'Potvrzení objednávky', 'Order confirmed'],
    [
      'the shop’s words',
      { kind: 'staff-message', text: 'Objektiv je v opravě.' },
      'Zpráva půjčovny: Objektiv je v opravě.',
      'Message from the rental: Objektiv je v opravě.',
    ],
    [
      'an alternative offered',
      {
        kind: 'alternative-offered',
        name: 'Sony FE 24-70 mm',
        nameEn: 'Sony FE 24-70mm',
        insteadName: 'Canon RF 24-70 mm',
        insteadNameEn: '',
      },
      'Nabídka náhrady: Sony FE 24-70 mm místo Canon RF 24-70 mm',
      'Alternative offered: Sony FE 24-70mm instead of Canon RF 24-70 mm',
    ],
  ])('%s', (_, entry, cs, en) => {
    expect(describeOrderChange(entry, 'cs')).toBe(cs);
    expect(describeOrderChange(entry, 'en')).toBe(en);
  });
});

describe('describeOrderChanges', () => {
  const extended = { from: '2026-11-30T18:00', to: '2026-12-03T09:00' };
  const entries: OrderChangeEntry[] = [
    { kind: 'period-changed', ...canon, before: booked, after: extended },
    { kind: 'period-changed', ...sony, before: booked, after: extended },
    { kind: 'item-canceled', ...rycote, quantity: 1 },
    { kind: 'period-changed', ...canon, before: extended, after: booked },
  ];

  it('says items moved together to the same dates once, with their names', () => {
    expect(describeOrderChanges(entries, 'cs')).toEqual([
      'Prodloužení pronájmu do 3. 12. 2026 9:00 (Kamera Canon C70, Kamera Sony FX6)',
      'Zrušení položky Rycote Undercovers, balení 30 ks (1 ks)',
      'Zkrácení pronájmu do 2. 12. 2026 9:00 (Kamera Canon C70)',
    ]);
    expect(describeOrderChanges(entries, 'en')).toEqual([
      'Rental extended to 03/12/2026 09:00 (Canon C70 camera, Sony FX6 camera)',
      'Item cancelled: Rycote Undercovers, 30-pack (1 pc)',
      'Rental shortened to 02/12/2026 09:00 (Canon C70 camera)',
    ]);
  });

  it('keeps moves to other dates apart', () => {
    expect(
      describeOrderChanges(
        [
          { kind: 'period-changed', ...canon, before: booked, after: extended },
          {
            kind: 'period-changed',
            ...sony,
            before: booked,
            after: { from: '2026-11-30T18:00', to: '2026-12-04T09:00' },
          },
        ],
        'cs',
      ),
    ).toEqual([
      'Prodloužení pronájmu do 3. 12. 2026 9:00 (Kamera Canon C70)',
      'Prodloužení pronájmu do 4. 12. 2026 9:00 (Kamera Sony FX6)',
    ]);
  });

  it('says nothing for no changes', () => {
    expect(describeOrderChanges([], 'cs')).toEqual([]);
    expect(orderChangesText([])).toEqual({ cs: '', en: '' });
  });
});

describe('orderChangesText', () => {
  it('joins each language’s descriptions with a semicolon', () => {
    expect(
      orderChangesText([
        { kind: 'item-canceled', ...rycote, quantity: 1 },
        { kind: 'order-canceled' },
      ]),
    ).toEqual({
      cs: 'Zrušení položky Rycote Undercovers, balení 30 ks (1 ks); Zrušení objednávky',
      en: 'Item cancelled: Rycote Undercovers, 30-pack (1 pc); Order cancelled',
    });
  });
});

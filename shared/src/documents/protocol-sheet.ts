/**
 * What a desk protocol (handover or return) says, in the reader's language, as text ready to
 * print: the page and the PDF both lay out this one sheet. A handover protocol (předávací
 * protokol): the shop, the customer, the order and its period, who took it and the ID checked
 * (type and last four characters), the units with their serial numbers, the goods beside them,
 * the condition in words, the time, the staff member and the signature. A return protocol: the
 * units back with their condition and notes, the photos of the damage, and what is still out.
 */
import type { DeskProtocol, HandoverIdType, Locale, ReturnCondition } from '../contract';
import { formatDateTime, toPragueWallClock } from '../rules/prague-time';
import type { SheetFact, SheetParty } from './document-sheet';

export interface ProtocolSheet {
  title: string;
  supplier: SheetParty;
  customer: SheetParty;
  facts: SheetFact[];
  columns: string[];
  rows: string[][];
  goodsHeading: string;
  goods: string[];
  notes: SheetFact | null;
  /** A return's damage photos, each with its caption (the unit's label and name). */
  photosHeading: string;
  photos: Array<{ id: number; caption: string; width: number; height: number }>;
  /** The signature (a PNG data URL) and its caption, on a handover. */
  signature: { caption: string; image: string } | null;
  /** The digest line that identifies the protocol as issued. */
  digest: string;
}

interface ProtocolText {
  title: Record<DeskProtocol['kind'], string>;
  supplier: string;
  customer: string;
  order: string;
  period: string;
  issuedAt: string;
  staff: string;
  takenBy: string;
  customerSelf: string;
  idDocument: string;
  idTypes: Record<HandoverIdType, string>;
  early: string;
  stillOut: (n: number) => string;
  columns: Record<DeskProtocol['kind'], string[]>;
  conditions: Record<ReturnCondition, string>;
  goods: string;
  notes: string;
  photos: string;
  signature: string;
  digest: string;
}

const TEXT: Record<Locale, ProtocolText> = {
  cs: {
    title: { handover: 'Předávací protokol', return: 'Protokol o vrácení' },
    supplier: 'Půjčovna',
    customer: 'Zákazník',
    order: 'Objednávka',
    period: 'Termín pronájmu',
    issuedAt: 'Vystaveno',
    staff: 'Za půjčovnu',
    takenBy: 'Převzal(a)',
    customerSelf: 'zákazník osobně',
    idDocument: 'Ověřený doklad',
    idTypes: {
      'id-card': 'občanský průkaz',
      passport: 'cestovní pas',
      'driving-licence': 'řidičský průkaz',
    },
    early: 'Vydáno před dnem vyzvednutí',
    stillOut: (n) => (n === 0 ? 'Vše je vráceno.' : `Ještě venku: ${n} ks`),
    columns: {
      handover: ['Položka', 'Sada', 'Štítek', 'Výrobní číslo'],
      return: ['Položka', 'Štítek', 'Výrobní číslo', 'Stav', 'Poznámka'],
    },
    conditions: { ok: 'v pořádku', damaged: 'poškozeno', missing: 'chybí' },
    goods: 'Zboží a příslušenství',
    notes: 'Stav při předání',
    photos: 'Fotografie poškození',
    signature: 'Podpis přebírajícího',
    digest: 'Otisk (SHA-256)',
  },
  en: {
    title: { handover: 'Handover protocol', return: 'Return protocol' },
    supplier: 'Rental',
    customer: 'Customer',
    order: 'Order',
    period: 'Rental period',
    issuedAt: 'Issued',
    staff: 'For the rental',
    takenBy: 'Taken by',
    customerSelf: 'the customer in person',
    idDocument: 'ID checked',
    idTypes: {
      'id-card': 'identity card',
      passport: 'passport',
      'driving-licence': 'driving licence',
    },
    early: 'Handed over before the pickup day',
    stillOut: (n) => (n === 0 ? 'Everything is back.' : `Still out: ${n} pcs`),
    columns: {
      handover: ['Item', 'Set', 'Label', 'Serial number'],
      return: ['Item', 'Label', 'Serial number', 'Condition', 'Note'],
    },
    conditions: { ok: 'OK', damaged: 'damaged', missing: 'missing' },
    goods: 'Goods and accessories',
    notes: 'Condition at handover',
    photos: 'Photos of the damage',
    signature: 'Signature of the person taking the order',
    digest: 'Digest (SHA-256)',
  },
};

/** The protocol's title with its number, in a language. */
export function protocolTitle(kind: DeskProtocol['kind'], number: string, locale: Locale): string {
  return `${TEXT[locale].title[kind]} ${number}`;
}

function unitRow(protocol: DeskProtocol, unit: DeskProtocol['units'][number], locale: Locale) {
  const t = TEXT[locale];
  const name = locale === 'en' ? unit.nameEn : unit.name;
  if (protocol.kind === 'handover') {
    const set = (locale === 'en' ? unit.setNameEn : unit.setName) ?? '';
    return [name, set, unit.labelCode, unit.serialNumber];
  }
  const condition = unit.condition ? t.conditions[unit.condition] : '';
  return [name, unit.labelCode, unit.serialNumber, condition, unit.note];
}

function factsOf(protocol: DeskProtocol, locale: Locale): SheetFact[] {
  const t = TEXT[locale];
  const facts: SheetFact[] = [
    { label: t.order, value: protocol.orderNumber },
    {
      label: t.period,
      value: `${formatDateTime(protocol.rentalFrom, locale)} – ${formatDateTime(protocol.rentalTo, locale)}`,
    },
    {
      label: t.issuedAt,
      value: formatDateTime(toPragueWallClock(new Date(protocol.issuedAt)), locale),
    },
    { label: t.staff, value: protocol.staffName },
  ];
  if (protocol.kind === 'handover') {
    facts.push({ label: t.takenBy, value: protocol.takenBy ?? t.customerSelf });
    if (protocol.idDocument) {
      const { type, last4 } = protocol.idDocument;
      facts.push({ label: t.idDocument, value: `${t.idTypes[type]}, … ${last4}` });
    }
    if (protocol.earlyReason) facts.push({ label: t.early, value: protocol.earlyReason });
  } else {
    facts.push({ label: '', value: t.stillOut(protocol.stillOut) });
  }
  return facts;
}

/** The sheet of a protocol in the reader's language. */
export function protocolSheet(protocol: DeskProtocol, locale: Locale): ProtocolSheet {
  const t = TEXT[locale];
  return {
    title: protocolTitle(protocol.kind, protocol.number, locale),
    supplier: { heading: t.supplier, ...protocol.supplier, ids: [] },
    customer: {
      heading: t.customer,
      name: protocol.customer.name,
      address: [protocol.customer.email],
      ids: [],
    },
    facts: factsOf(protocol, locale),
    columns: t.columns[protocol.kind],
    rows: protocol.units.map((unit) => unitRow(protocol, unit, locale)),
    goodsHeading: t.goods,
    goods: protocol.goods.map(
      (item) => `${item.quantity} × ${locale === 'en' ? item.nameEn : item.name}`,
    ),
    notes: protocol.notes.trim() ? { label: t.notes, value: protocol.notes } : null,
    photosHeading: t.photos,
    photos: protocol.units.flatMap((unit) =>
      (unit.photos ?? []).map((photo, index, all) => ({
        id: photo.id,
        caption: `${unit.labelCode} · ${locale === 'en' ? unit.nameEn : unit.name}${
          all.length > 1 ? ` (${index + 1}/${all.length})` : ''
        }`,
        width: photo.width,
        height: photo.height,
      })),
    ),
    signature: protocol.signature ? { caption: t.signature, image: protocol.signature } : null,
    digest: `${t.digest}: ${protocol.digest}`,
  };
}

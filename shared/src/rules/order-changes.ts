/**
 * The changes of a placed order in words: what the order's history records as data
 * (`OrderChangeEntry`), said in Czech or in English, with dates and amounts written as everywhere
 * else in the shop. The account's order history, credit-note reasons and e-mails all say a change
 * with these functions, so it reads the same wherever it is shown.
 */
import type { OrderChangeEntry, OrderChangePeriod } from '../contract/order-history';
import { formatPrice } from '../format/format';
import type { Locale } from '../routes/route-types';
import { countryName } from './insurance-countries';
import { formatDateTime } from './prague-time';

type Entry<K extends OrderChangeEntry['kind']> = Extract<OrderChangeEntry, { kind: K }>;
type Words = Record<Locale, string>;

/** The words the descriptions need: statuses as the account names them, shipping, documents. */
const WORDS = {
  status: {
    DRAFT: { cs: 'Koncept', en: 'Draft' },
    CREATED: { cs: 'Konflikt', en: 'Conflict' },
    ORDERED: { cs: 'Rezervováno', en: 'Reserved' },
    PAID: { cs: 'Zaplaceno', en: 'Paid' },
    PART_PAID: { cs: 'Částečně zaplaceno', en: 'Part-paid' },
    LENT: { cs: 'Vypůjčeno', en: 'Lent' },
    RETURNED: { cs: 'Vráceno', en: 'Returned' },
    INVOICED: { cs: 'Vyfakturováno', en: 'Invoiced' },
    SENT: { cs: 'Faktura odeslána', en: 'Invoice sent' },
    CANCELED: { cs: 'Zrušeno', en: 'Cancelled' },
  },
  ready: {
    NOT_READY: { cs: 'Nepřipraveno', en: 'Not ready' },
    PART_READY: { cs: 'Částečně připraveno', en: 'Partly ready' },
    READY: { cs: 'Připraveno', en: 'Ready' },
    RDSTATE_READY_FOR_CHECK: { cs: 'Čeká na kontrolu', en: 'Awaiting check' },
  },
  shipping: {
    branch: { cs: 'na pobočce', en: 'at a branch' },
    night_safe: { cs: 'noční schránka', en: 'night safe' },
    courier: { cs: 'kurýr', en: 'courier' },
    set_transport: { cs: 'doprava na plac', en: 'transport to the set' },
  },
  insurance: {
    basic: {
      cs: 'Základní pojištění pro Českou republiku',
      en: 'Basic insurance for the Czech Republic',
    },
    eu: { cs: 'Pojištění pro Evropu', en: 'Insurance for Europe' },
    world: { cs: 'Pojištění pro celý svět', en: 'Worldwide insurance' },
  },
  /** Czech in the genitive ("Vystavení zálohové faktury …"). */
  document: {
    estimate: { cs: 'zálohové faktury', en: 'Proforma invoice' },
    'tax-document': {
      cs: 'daňového dokladu k přijaté platbě',
      en: 'Tax document for a received payment',
    },
    invoice: { cs: 'faktury', en: 'Invoice' },
    'repair-invoice': { cs: 'opravného daňového dokladu', en: 'Credit note' },
  },
  payment: {
    card: { cs: 'kartou', en: 'by card' },
    transfer: { cs: 'převodem', en: 'by bank transfer' },
  },
} satisfies Record<string, Record<string, Words>>;

const czk = (amount: number) => formatPrice(amount, 'czk');

/** The item's name in the reader's language (the Czech one when there is no English one). */
const itemName = (entry: { name: string; nameEn: string }, locale: Locale) =>
  locale === 'en' && entry.nameEn.trim() !== '' ? entry.nameEn : entry.name;

/** `2 ks` / `2 pcs`: Czech writes the abbreviation the same for any count. */
const pieces = (quantity: number, locale: Locale) =>
  locale === 'en' ? `${quantity} ${quantity === 1 ? 'pc' : 'pcs'}` : `${quantity} ks`;

/** A wall-clock date-time as the locale writes it; a value that is none is left as it is. */
function when(value: string, locale: Locale): string {
  try {
    return formatDateTime(value.replace(' ', 'T'), locale);
  } catch {
    return value;
  }
}

const span = (period: OrderChangePeriod, locale: Locale) =>
  `${when(period.from, locale)} – ${when(period.to, locale)}`;

/** Wall-clock texts compare as their times ('YYYY-MM-DD HH:mm' and 'YYYY-MM-DDTHH:mm' alike). */
const clock = (value: string) => value.replace(' ', 'T').slice(0, 16);

function describePeriod(
  { before, after }: Pick<Entry<'period-changed'>, 'before' | 'after'>,
  names: string,
  locale: Locale,
): string {
  const sameStart = clock(before.from) === clock(after.from);
  const end = when(after.to, locale);
  let text: string;
  if (sameStart && clock(after.to) > clock(before.to)) {
    text = locale === 'en' ? `Rental extended to ${end}` : `Prodloužení pronájmu do ${end}`;
  } else if (sameStart && clock(after.to) < clock(before.to)) {
    text = locale === 'en' ? `Rental shortened to ${end}` : `Zkrácení pronájmu do ${end}`;
  } else {
    text = `${locale === 'en' ? 'New dates' : 'Změna termínu'}: ${span(after, locale)}`;
  }
  return names ? `${text} (${names})` : text;
}

function describeInsurance(entry: Entry<'insurance-changed'>, locale: Locale): string {
  const title = WORDS.insurance[entry.insurance][locale];
  if (entry.insurance === 'basic' || entry.countries.length === 0) return title;
  return `${title}: ${entry.countries.map((code) => countryName(code, locale)).join(', ')}`;
}

/** How far the shop has prepared an order's gear, in words (Ready, Partly ready …). */
export function readinessInWords(ready: keyof typeof WORDS.ready, locale: Locale): string {
  return WORDS.ready[ready][locale];
}

/**
 * One change in the reader's language.
 * Long: one short case for each kind of change.
 */
export function describeOrderChange(entry: OrderChangeEntry, locale: Locale): string {
  const en = locale === 'en';
  switch (entry.kind) {
    case 'item-added': {
      const what = `${itemName(entry, locale)} (${pieces(entry.quantity, locale)})`;
      if (entry.isSale) return en ? `Item bought: ${what}` : `Nákup položky ${what}`;
      const dates =
        entry.from && entry.to ? `, ${span({ from: entry.from, to: entry.to }, locale)}` : '';
      return `${en ? 'Item added: ' : 'Přidání položky '}${what}${dates}`;
    }
    case 'item-canceled': {
      const what = `${itemName(entry, locale)} (${pieces(entry.quantity, locale)})`;
      return en ? `Item cancelled: ${what}` : `Zrušení položky ${what}`;
    }
    case 'quantity-changed': {
      const name = itemName(entry, locale);
      const from = pieces(entry.from, locale);
      const to = pieces(entry.to, locale);
      return en
        ? `Quantity changed: ${name} from ${from} to ${to}`
        : `Změna počtu: ${name} z ${from} na ${to}`;
    }
    case 'period-changed':
      return describePeriod(entry, itemName(entry, locale), locale);
    case 'order-canceled':
      return en ? 'Order cancelled' : 'Zrušení objednávky';
    case 'billing-changed': {
      const id = entry.taxRegNo ? `, ${en ? 'Company ID' : 'IČO'} ${entry.taxRegNo}` : '';
      return `${en ? 'Billed to' : 'Fakturace na'} ${entry.name}${id}`;
    }
    case 'project-name-changed':
      if (entry.after === null) return en ? 'Project name removed' : 'Odebrání názvu projektu';
      return `${en ? 'Project name' : 'Název projektu'}: ${entry.after}`;
    case 'note-changed':
      return en ? 'Note changed' : 'Změna poznámky';
    case 'insurance-changed':
      return describeInsurance(entry, locale);
    case 'shipping-changed': {
      const pickup = WORDS.shipping[entry.pickup][locale];
      const ret = WORDS.shipping[entry.return][locale];
      return en ? `Pickup: ${pickup}, return: ${ret}` : `Vyzvednutí: ${pickup}, vrácení: ${ret}`;
    }
    case 'status-changed': {
      const from = WORDS.status[entry.from][locale];
      const to = WORDS.status[entry.to][locale];
      return `${en ? 'Status changed' : 'Změna stavu'}: ${from} → ${to}`;
    }
    case 'payment-received': {
      const how = WORDS.payment[entry.method][locale];
      return en
        ? `Payment received: ${czk(entry.amount)} ${how}`
        : `Přijetí platby ${czk(entry.amount)} ${how}`;
    }
    case 'refund-paid':
      return en
        ? `Refund paid: ${czk(entry.amount)} for credit note ${entry.document}`
        : `Vrácení ${czk(entry.amount)} k opravnému daňovému dokladu ${entry.document}`;
    case 'ready-changed':
      return `${en ? 'Equipment preparation' : 'Příprava techniky'}: ${WORDS.ready[entry.to][locale]}`;
    case 'charge-added': {
      const what = `${itemName(entry, locale)}: ${czk(entry.amount)}`;
      return en ? `Charge added: ${what}` : `Připsaný poplatek: ${what}`;
    }
    case 'item-sent': {
      const what = `${itemName(entry, locale)} (${pieces(entry.quantity, locale)})`;
      return en ? `Item sent: ${what}` : `Odeslání položky ${what}`;
    }
    case 'document-issued': {
      const document = WORDS.document[entry.type][locale];
      return en
        ? `${document} ${entry.number} issued: ${czk(entry.amount)}`
        : `Vystavení ${document} ${entry.number} na ${czk(entry.amount)}`;
    }
    case 'order-confirmed':
      return en ? 'Order confirmed' : 'Potvrzení objednávky';
    case 'staff-message':
      return `${en ? 'Message from the rental' : 'Zpráva půjčovny'}: ${entry.text}`;
    case 'alternative-offered': {
      const offered = itemName(entry, locale);
      const instead = itemName({ name: entry.insteadName, nameEn: entry.insteadNameEn }, locale);
      return en
        ? `Alternative offered: ${offered} instead of ${instead}`
        : `Nabídka náhrady: ${offered} místo ${instead}`;
    }
  }
}

const samePeriod = (a: OrderChangePeriod, b: OrderChangePeriod) =>
  clock(a.from) === clock(b.from) && clock(a.to) === clock(b.to);

/**
 * The changes in the reader's language, in their order. Items moved together to the same dates
 * (one move of a rental block) are said once, with their names.
 */
export function describeOrderChanges(
  entries: readonly OrderChangeEntry[],
  locale: Locale,
): string[] {
  const said: { entry: OrderChangeEntry; names: string[] }[] = [];
  for (const entry of entries) {
    const last = said[said.length - 1];
    if (
      entry.kind === 'period-changed' &&
      last?.entry.kind === 'period-changed' &&
      samePeriod(last.entry.before, entry.before) &&
      samePeriod(last.entry.after, entry.after)
    ) {
      last.names.push(itemName(entry, locale));
    } else {
      said.push({ entry, names: entry.kind === 'period-changed' ? [itemName(entry, locale)] : [] });
    }
  }
  return said.map(({ entry, names }) =>
    entry.kind === 'period-changed'
      ? describePeriod(entry, names.join(', '), locale)
      : describeOrderChange(entry, locale),
  );
}

/** The changes in both languages, each joined with '; ' (credit-note reasons, e-mails). */
export function orderChangesText(entries: readonly OrderChangeEntry[]): { cs: string; en: string } {
  return {
    cs: describeOrderChanges(entries, 'cs').join('; '),
    en: describeOrderChanges(entries, 'en').join('; '),
  };
}

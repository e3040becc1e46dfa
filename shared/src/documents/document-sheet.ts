/**
 * What a document (proforma, invoice, credit note) says, in the reader's language, as text ready
 * to print: the page and the PDF both lay out this one sheet, so they never differ. A Czech tax
 * document (VAT Act 235/2004 §29): both parties with company and VAT IDs, the number, the issue,
 * taxable-supply and due dates, the variable symbol, the lines with their VAT rate, the totals
 * without VAT, the VAT and with VAT, what is paid and what is left; a credit note names the
 * document it corrects and why.
 */
import type {
  DocumentCustomer,
  DocumentSupplier,
  DocumentType,
  Locale,
  ShopDocument,
} from '../contract';
import { VAT_RATE_PERCENT } from '../contract/constants';
import { formatDate, formatPrice } from '../format/format';
import { formatDateTime } from '../rules/prague-time';

export interface SheetFact {
  label: string;
  value: string;
}

export interface SheetParty {
  heading: string;
  name: string;
  /** Street, zip code and city, country. */
  address: string[];
  /** Company ID, VAT ID (those the party has). */
  ids: SheetFact[];
}

export interface SheetPayment {
  heading: string;
  facts: SheetFact[];
  /** The QR Platba string the QR code carries, and its caption. */
  qr: string;
  qrLabel: string;
}

export interface DocumentSheet {
  title: string;
  /** A proforma: it is no tax document; a credit note: what it corrects. */
  note: string | null;
  supplier: SheetParty;
  customer: SheetParty;
  facts: SheetFact[];
  columns: string[];
  /** One row per line, as many cells as columns. */
  rows: string[][];
  totals: SheetFact[];
  /** A credit note's reason. */
  reason: SheetFact | null;
  payment: SheetPayment | null;
  /** Said when nothing is left to pay. */
  paid: string | null;
}

interface SheetText {
  title: Record<DocumentType, string>;
  notTaxDocument: string;
  corrects: string;
  of: string;
  reason: string;
  supplier: string;
  customer: string;
  taxRegNo: string;
  vatRegNo: string;
  number: string;
  order: string;
  variableSymbol: string;
  issueDate: string;
  taxableSupplyDate: string;
  dueDate: string;
  rental: string;
  paymentMethod: string;
  receivedOn: string;
  method: { card: string; transfer: string };
  exchangeRate: string;
  inCurrency: (currency: string) => string;
  bankTransfer: string;
  columns: [string, string, string, string, string, string];
  withoutVat: string;
  vat: string;
  withVat: string;
  supply: string;
  advances: string;
  received: string;
  balance: string;
  refund: string;
  paymentHeading: string;
  bankAccount: string;
  iban: string;
  amount: string;
  qr: string;
  paid: string;
  receivedNote: string;
}

const TEXT: Record<Locale, SheetText> = {
  cs: {
    title: {
      estimate: 'Zálohová faktura',
      'tax-document': 'Daňový doklad k přijaté platbě',
      invoice: 'Faktura – daňový doklad',
      'repair-invoice': 'Opravný daňový doklad',
    },
    notTaxDocument: 'Zálohová faktura není daňovým dokladem.',
    corrects: 'Opravuje doklad',
    of: 'ze dne',
    reason: 'Důvod opravy',
    supplier: 'Dodavatel',
    customer: 'Odběratel',
    taxRegNo: 'IČO',
    vatRegNo: 'DIČ',
    number: 'Číslo dokladu',
    order: 'Objednávka',
    variableSymbol: 'Variabilní symbol',
    issueDate: 'Datum vystavení',
    taxableSupplyDate: 'Datum uskutečnění zdanitelného plnění',
    dueDate: 'Datum splatnosti',
    rental: 'Doba pronájmu',
    paymentMethod: 'Forma úhrady',
    receivedOn: 'Datum přijetí platby',
    method: { card: 'Platební kartou', transfer: 'Bankovním převodem' },
    exchangeRate: 'Kurz',
    inCurrency: (currency) => `Celkem s DPH v ${currency} (pro informaci)`,
    bankTransfer: 'Bankovním převodem',
    columns: ['Položka', 'Množství', 'Dny', 'Cena/ks/den', 'DPH', 'Celkem bez DPH'],
    withoutVat: `Základ daně ${VAT_RATE_PERCENT} %`,
    vat: `DPH ${VAT_RATE_PERCENT} %`,
    withVat: 'Celkem s DPH',
    supply: 'Celkem za objednávku s DPH',
    advances: 'Odečtené zálohy',
    received: 'Přijatá platba',
    balance: 'K úhradě',
    refund: 'K vrácení',
    paymentHeading: 'Platební údaje',
    bankAccount: 'Číslo účtu',
    iban: 'IBAN',
    amount: 'Částka',
    qr: 'QR Platba',
    paid: 'Doklad je plně uhrazen.',
    receivedNote: 'Platba byla přijata; doklad nic dalšího nežádá.',
  },
  en: {
    title: {
      estimate: 'Proforma invoice',
      'tax-document': 'Tax document for a received payment',
      invoice: 'Invoice – tax document',
      'repair-invoice': 'Credit note',
    },
    notTaxDocument: 'A proforma invoice is not a tax document.',
    corrects: 'Corrects',
    of: 'of',
    reason: 'Reason for the correction',
    supplier: 'Supplier',
    customer: 'Customer',
    taxRegNo: 'Company ID',
    vatRegNo: 'VAT ID',
    number: 'Document number',
    order: 'Order',
    variableSymbol: 'Variable symbol',
    issueDate: 'Issue date',
    taxableSupplyDate: 'Taxable supply date',
    dueDate: 'Due date',
    rental: 'Rental period',
    paymentMethod: 'Payment method',
    receivedOn: 'Payment received on',
    method: { card: 'Card', transfer: 'Bank transfer' },
    exchangeRate: 'Exchange rate',
    inCurrency: (currency) => `Total incl. VAT in ${currency} (for information)`,
    bankTransfer: 'Bank transfer',
    columns: ['Item', 'Qty', 'Days', 'Price/pc/day', 'VAT', 'Total excl. VAT'],
    withoutVat: `Tax base ${VAT_RATE_PERCENT} %`,
    vat: `VAT ${VAT_RATE_PERCENT} %`,
    withVat: 'Total incl. VAT',
    supply: 'Order total incl. VAT',
    advances: 'Advances deducted',
    received: 'Payment received',
    balance: 'Amount due',
    refund: 'To be refunded',
    paymentHeading: 'Payment details',
    bankAccount: 'Account number',
    iban: 'IBAN',
    amount: 'Amount',
    qr: 'QR Platba (QR payment)',
    paid: 'This document is fully paid.',
    receivedNote: 'The payment has been received; nothing more is asked.',
  },
};

/** A rate as the Czech documents write it: `25,15` (up to four decimals). */
const rateFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 4 });

/** The document's title as the reader's language names it, with its number. */
export function documentTitle(type: DocumentType, number: string, locale: Locale): string {
  return `${TEXT[locale].title[type]} ${number}`;
}

function party(
  heading: string,
  value: DocumentSupplier | DocumentCustomer,
  text: SheetText,
): SheetParty {
  const ids: SheetFact[] = [];
  if (value.taxRegNo) ids.push({ label: text.taxRegNo, value: value.taxRegNo });
  if (value.vatRegNo) ids.push({ label: text.vatRegNo, value: value.vatRegNo });
  return {
    heading,
    name: value.name,
    address: [value.street, `${value.zipCode} ${value.city}`, value.country],
    ids,
  };
}

/** The document's facts: numbers, dates, the rental, the payment and the exchange rate. */
function documentFacts(doc: ShopDocument, locale: Locale, text: SheetText): SheetFact[] {
  const facts: SheetFact[] = [
    { label: text.number, value: doc.number },
    { label: text.order, value: doc.orderNumber },
    { label: text.variableSymbol, value: doc.variableSymbol },
    { label: text.issueDate, value: formatDate(doc.issueDate, locale) },
  ];
  if (doc.taxableSupplyDate) {
    facts.push({ label: text.taxableSupplyDate, value: formatDate(doc.taxableSupplyDate, locale) });
  }
  facts.push({ label: text.dueDate, value: formatDate(doc.dueDate, locale) });
  if (doc.rentalFrom && doc.rentalTo) {
    facts.push({
      label: text.rental,
      value: `${formatDateTime(doc.rentalFrom, locale)} – ${formatDateTime(doc.rentalTo, locale)}`,
    });
  }
  if (doc.received) {
    facts.push({ label: text.receivedOn, value: formatDate(doc.received.date, locale) });
    facts.push({ label: text.paymentMethod, value: text.method[doc.received.method] });
  } else {
    facts.push({ label: text.paymentMethod, value: text.bankTransfer });
  }
  const exchange = doc.exchange;
  if (exchange) {
    const exchangeCode = exchange.currency.toUpperCase();
    facts.push({
      label: text.exchangeRate,
      value: `1 ${exchangeCode} = ${rateFormat.format(exchange.czkPerUnit)} CZK`,
    });
  }
  return facts;
}

/**
 * The document's totals: a settlement's supply and advances, the VAT sums, the sum in the foreign
 * currency, then what is refunded, received or left to pay.
 */
function documentTotals(doc: ShopDocument, text: SheetText, creditNote: boolean): SheetFact[] {
  const money = (amount: number) => formatPrice(amount, doc.currency);
  const exchange = doc.exchange;
  const totals: SheetFact[] = [];
  if (doc.settlement) {
    totals.push({ label: text.supply, value: money(doc.settlement.supply.withVat) });
    totals.push({ label: text.advances, value: money(-doc.settlement.advances.withVat) });
  }
  totals.push(
    { label: text.withoutVat, value: money(doc.totals.withoutVat) },
    { label: text.vat, value: money(doc.totals.vat) },
    { label: text.withVat, value: money(doc.totals.withVat) },
  );
  if (exchange) {
    const exchangeCode = exchange.currency.toUpperCase();
    totals.push({
      label: text.inCurrency(exchangeCode),
      value: formatPrice(exchange.totalWithVat, exchangeCode),
    });
  }
  if (creditNote) totals.push({ label: text.refund, value: money(doc.refund) });
  else if (doc.received) totals.push({ label: text.received, value: money(doc.received.amount) });
  // A proforma waiting for staff's confirmation asks nothing yet (its notice says so).
  else if (doc.payment || !doc.notice) {
    totals.push({ label: text.balance, value: money(doc.amountDue) });
  }
  return totals;
}

/** The sheet of a document in `locale`. */
export function documentSheet(doc: ShopDocument, locale: Locale): DocumentSheet {
  const text = TEXT[locale];
  const money = (amount: number) => formatPrice(amount, doc.currency);
  const facts = documentFacts(doc, locale, text);

  const creditNote = doc.type === 'repair-invoice';
  const totals = documentTotals(doc, text, creditNote);

  const legal = creditNote
    ? doc.corrects
      ? `${text.corrects} ${doc.corrects.number} ${text.of} ${formatDate(doc.corrects.issueDate, locale)}`
      : null
    : doc.type === 'estimate'
      ? text.notTaxDocument
      : null;
  const note = [legal, doc.notice?.[locale] ?? null].filter(Boolean).join(' ') || null;

  return {
    title: documentTitle(doc.type, doc.number, locale),
    note,
    supplier: party(text.supplier, doc.supplier, text),
    customer: party(text.customer, doc.customer, text),
    facts,
    columns: [...text.columns],
    rows: doc.items.map((item) => [
      locale === 'en' ? item.nameEn : item.name,
      String(item.quantity),
      item.days === null ? '–' : String(item.days),
      money(item.unitPrice),
      `${item.vatRate} %`,
      money(item.total),
    ]),
    totals,
    reason: creditNote && doc.reason ? { label: text.reason, value: doc.reason[locale] } : null,
    payment: doc.payment
      ? {
          heading: text.paymentHeading,
          facts: [
            { label: text.bankAccount, value: doc.payment.bankAccount },
            { label: text.iban, value: doc.payment.iban },
            { label: text.variableSymbol, value: doc.payment.variableSymbol },
            { label: text.amount, value: money(doc.payment.amount) },
          ],
          qr: doc.payment.spd,
          qrLabel: text.qr,
        }
      : null,
    paid: doc.received
      ? text.receivedNote
      : !creditNote && doc.amountDue <= 0 && !doc.notice
        ? text.paid
        : null,
  };
}

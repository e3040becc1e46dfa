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
  exchangeRate: string;
  inCurrency: (currency: string) => string;
  bankTransfer: string;
  columns: [string, string, string, string, string, string];
  withoutVat: string;
  vat: string;
  withVat: string;
  paidAmount: string;
  balance: string;
  refund: string;
  paymentHeading: string;
  bankAccount: string;
  iban: string;
  amount: string;
  qr: string;
  paid: string;
}

const TEXT: Record<Locale, SheetText> = {
  cs: {
    title: {
      estimate: 'Zálohová faktura',
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
    exchangeRate: 'Kurz',
    inCurrency: (currency) => `Celkem s DPH v ${currency} (pro informaci)`,
    bankTransfer: 'Bankovním převodem',
    columns: ['Položka', 'Množství', 'Dny', 'Cena/ks/den', 'DPH', 'Celkem bez DPH'],
    withoutVat: `Základ daně ${VAT_RATE_PERCENT} %`,
    vat: `DPH ${VAT_RATE_PERCENT} %`,
    withVat: 'Celkem s DPH',
    paidAmount: 'Uhrazeno',
    balance: 'Zbývá uhradit',
    refund: 'K vrácení',
    paymentHeading: 'Platební údaje',
    bankAccount: 'Číslo účtu',
    iban: 'IBAN',
    amount: 'Částka',
    qr: 'QR Platba',
    paid: 'Doklad je plně uhrazen.',
  },
  en: {
    title: {
      estimate: 'Proforma invoice',
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
    exchangeRate: 'Exchange rate',
    inCurrency: (currency) => `Total incl. VAT in ${currency} (for information)`,
    bankTransfer: 'Bank transfer',
    columns: ['Item', 'Qty', 'Days', 'Price/pc/day', 'VAT', 'Total excl. VAT'],
    withoutVat: `Tax base ${VAT_RATE_PERCENT} %`,
    vat: `VAT ${VAT_RATE_PERCENT} %`,
    withVat: 'Total incl. VAT',
    paidAmount: 'Paid',
    balance: 'Balance due',
    refund: 'To be refunded',
    paymentHeading: 'Payment details',
    bankAccount: 'Account number',
    iban: 'IBAN',
    amount: 'Amount',
    qr: 'QR Platba (QR payment)',
    paid: 'This document is fully paid.',
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

/** The sheet of a document in `locale`. */
export function documentSheet(doc: ShopDocument, locale: Locale): DocumentSheet {
  const text = TEXT[locale];
  const money = (amount: number) => formatPrice(amount, doc.currency);
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
  facts.push({ label: text.paymentMethod, value: text.bankTransfer });
  const exchange = doc.exchange;
  const exchangeCode = exchange?.currency.toUpperCase() ?? '';
  if (exchange) {
    facts.push({
      label: text.exchangeRate,
      value: `1 ${exchangeCode} = ${rateFormat.format(exchange.czkPerUnit)} CZK`,
    });
  }

  const creditNote = doc.type === 'repair-invoice';
  const totals: SheetFact[] = [
    { label: text.withoutVat, value: money(doc.totals.withoutVat) },
    { label: text.vat, value: money(doc.totals.vat) },
    { label: text.withVat, value: money(doc.totals.withVat) },
  ];
  if (exchange) {
    totals.push({
      label: text.inCurrency(exchangeCode),
      value: formatPrice(exchange.totalWithVat, exchangeCode),
    });
  }
  if (creditNote) {
    totals.push({ label: text.refund, value: money(Math.abs(doc.balance)) });
  } else {
    totals.push({ label: text.paidAmount, value: money(doc.paidAmount) });
    totals.push({ label: text.balance, value: money(doc.balance) });
  }

  const note = creditNote
    ? doc.corrects
      ? `${text.corrects} ${doc.corrects.number} ${text.of} ${formatDate(doc.corrects.issueDate, locale)}`
      : null
    : doc.type === 'estimate'
      ? text.notTaxDocument
      : null;

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
    reason: creditNote && doc.reason ? { label: text.reason, value: doc.reason } : null,
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
    paid: !creditNote && doc.balance <= 0 && doc.totals.withVat > 0 ? text.paid : null,
  };
}

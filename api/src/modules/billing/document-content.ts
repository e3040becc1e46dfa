// What each money document says, built once when it is issued (pure): the lines with their VAT,
// the sums, the settlement of advances, the payment asked for and the texts in both languages.
// The result is stored as the document's content and everything shows it as stored.

import type {
  DocumentCustomer,
  DocumentExchange,
  DocumentItem,
  DocumentPayment,
  DocumentReceivedPayment,
  DocumentTotals,
  DocumentType,
  LocalizedText,
  ShopDocument,
} from '@shop/shared/contract';
import { VAT_RATE_PERCENT } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { type MoneySplit, spreadVat } from '@shop/shared/rules/money';
import { qrPlatba } from '@shop/shared/rules/qr-platba';
import { SUPPLIER } from '../../lib/supplier';

/** A document as issued, without its public code and digest (which are kept beside it). */
export type DocumentContent = Omit<ShopDocument, 'code' | 'digest'>;

/** What of the order every document of it repeats, as it is at the issue. */
export interface DocumentOrder {
  orderNumber: string;
  customer: DocumentCustomer;
  /** Wall-clock 'YYYY-MM-DDTHH:mm' or null. */
  rentalFrom: string | null;
  rentalTo: string | null;
  currency: string;
  czkPerUnit: number | null;
}

/** A line of the order as a document copies it. */
export interface LineSource {
  name: string;
  nameEn: string;
  quantity: number;
  days: number | null;
  unitPrice: number;
  total: number;
}

/** What an order is charged beside its lines: shipping, express fee, a voucher (negative). */
export interface OrderCharges {
  shippingPrice: number;
  expressFee: number;
  voucherCode: string | null;
  voucherDiscount: number;
}

/** The order's supply as documents bill it: its lines, charges and VAT (rounded over the order). */
export interface OrderSupply {
  items: readonly LineSource[];
  charges: OrderCharges;
  /** The order's VAT, rounded once over its price (as the cart showed it). */
  vat: number;
}

/** An earlier document a later one names (the advance deducted, the document corrected). */
export interface DocumentReference {
  type: DocumentType;
  number: string;
  issueDate: string;
}

/** The order's charges beyond its items, named in Czech and English; zero charges left out. */
export function orderCharges(order: OrderCharges): LineSource[] {
  const voucher = order.voucherCode ?? '';
  const charges = [
    { name: 'Doprava', nameEn: 'Shipping', amount: order.shippingPrice },
    { name: 'Expresní příplatek', nameEn: 'Express fee', amount: order.expressFee },
    {
      name: `Sleva ${voucher}`.trim(),
      nameEn: `Discount ${voucher}`.trim(),
      amount: -order.voucherDiscount,
    },
  ];
  return charges
    .filter((charge) => charge.amount !== 0)
    .map(({ name, nameEn, amount }) => ({
      name,
      nameEn,
      quantity: 1,
      days: null,
      unitPrice: amount,
      total: amount,
    }));
}

/** The supply's lines: the items and charges, each with its share of the order's VAT. */
export function supplyLines(supply: OrderSupply): DocumentItem[] {
  const sources = [...supply.items, ...orderCharges(supply.charges)];
  const vats = spreadVat(
    sources.map((line) => line.total),
    supply.vat,
  );
  return sources.map((line, index) => ({
    name: line.name,
    nameEn: line.nameEn,
    quantity: line.quantity,
    days: line.days,
    unitPrice: line.unitPrice,
    total: line.total,
    vat: vats[index] ?? 0,
    vatRate: VAT_RATE_PERCENT,
  }));
}

/** One line of one piece: a payment, an advance deducted, a correction. */
export function singleLine(name: LocalizedText, split: MoneySplit): DocumentItem {
  return {
    name: name.cs,
    nameEn: name.en,
    quantity: 1,
    days: null,
    unitPrice: split.base,
    total: split.base,
    vat: split.vat,
    vatRate: VAT_RATE_PERCENT,
  };
}

/** The sums of the lines. */
export function totalsOf(items: readonly DocumentItem[]): DocumentTotals {
  const withoutVat = items.reduce((sum, item) => sum + item.total, 0);
  const vat = items.reduce((sum, item) => sum + item.vat, 0);
  return { withoutVat, vat, withVat: withoutVat + vat };
}

const negative = (split: MoneySplit): MoneySplit => ({
  base: -split.base,
  vat: -split.vat,
  gross: -split.gross,
});

/** The rate and the total in the currency the order was placed in; null for CZK. */
function exchangeOf(order: DocumentOrder, totalWithVat: number): DocumentExchange | null {
  if (order.currency === 'czk' || !order.czkPerUnit || order.czkPerUnit <= 0) return null;
  return {
    currency: order.currency,
    czkPerUnit: order.czkPerUnit,
    totalWithVat: Math.round((totalWithVat / order.czkPerUnit) * 100) / 100,
  };
}

/** What the QR Platba message says of a document (the payer sees it in their statement). */
const PAYMENT_MESSAGE: Partial<Record<DocumentType, string>> = {
  estimate: 'Zálohová faktura',
  invoice: 'Faktura',
};

/** How to pay `amount` asked by a document: the shop's account, the order number, QR Platba. */
function paymentOf(
  type: DocumentType,
  number: string,
  orderNumber: string,
  amount: number,
  dueDate: string,
): DocumentPayment | null {
  if (amount <= 0) return null;
  return {
    bankAccount: SUPPLIER.bankAccount,
    iban: SUPPLIER.iban,
    variableSymbol: orderNumber,
    amount,
    spd: qrPlatba({
      iban: SUPPLIER.iban,
      amount,
      variableSymbol: orderNumber,
      message: `${PAYMENT_MESSAGE[type] ?? ''} ${number}`,
      dueDate,
    }),
  };
}

/** The parts every document has, from the order and the document's own facts. */
function base(
  order: DocumentOrder,
  facts: { type: DocumentType; number: string; issueDate: string; dueDate: string },
  items: DocumentItem[],
): DocumentContent {
  const totals = totalsOf(items);
  return {
    ...facts,
    orderNumber: order.orderNumber,
    variableSymbol: order.orderNumber,
    currency: 'czk',
    supplier: SUPPLIER,
    customer: order.customer,
    rentalFrom: order.rentalFrom,
    rentalTo: order.rentalTo,
    items,
    totals,
    taxableSupplyDate: null,
    settlement: null,
    amountDue: 0,
    refund: 0,
    received: null,
    corrects: null,
    reason: null,
    notice: null,
    payment: null,
    exchange: exchangeOf(order, totals.withVat),
  };
}

/** The notice of a proforma whose equipment staff have yet to confirm (a conflict order). */
export const AWAITING_CONFIRMATION: LocalizedText = {
  cs: 'Dostupnost techniky potvrdíme do jednoho pracovního dne. Do potvrzení prosíme neplaťte; pošleme vám výzvu k platbě.',
  en: 'We will confirm the equipment’s availability within one business day. Please do not pay before then; we will send you a request for payment.',
};

const ADVANCES_NAME: LocalizedText = {
  cs: 'Uhrazené zálohy (odečteno)',
  en: 'Advances paid (deducted)',
};

/**
 * A proforma (zálohová faktura): the whole order, less the advances the shop already keeps, asks
 * for exactly what is owed. A proforma of a conflict order asks nothing yet: it carries the
 * notice instead of the payment details.
 */
export function proformaContent(input: {
  order: DocumentOrder;
  supply: OrderSupply;
  advances: MoneySplit;
  number: string;
  issueDate: string;
  dueDate: string;
  awaitingConfirmation: boolean;
}): DocumentContent {
  const supply = supplyLines(input.supply);
  const deducted =
    input.advances.gross !== 0 ? [singleLine(ADVANCES_NAME, negative(input.advances))] : [];
  const content = base(
    input.order,
    { type: 'estimate', number: input.number, issueDate: input.issueDate, dueDate: input.dueDate },
    [...supply, ...deducted],
  );
  // A conflict order's proforma asks nothing until staff confirm the equipment.
  const amountDue = input.awaitingConfirmation ? 0 : Math.max(0, content.totals.withVat);
  return {
    ...content,
    settlement: deducted.length > 0 ? settlementOf(supply, input.advances) : null,
    amountDue,
    notice: input.awaitingConfirmation ? AWAITING_CONFIRMATION : null,
    payment: input.awaitingConfirmation
      ? null
      : paymentOf('estimate', input.number, input.order.orderNumber, amountDue, input.dueDate),
  };
}

function settlementOf(supply: readonly DocumentItem[], advances: MoneySplit) {
  return {
    supply: totalsOf(supply),
    advances: { withoutVat: advances.base, vat: advances.vat, withVat: advances.gross },
  };
}

const METHOD_NAME: Record<DocumentReceivedPayment['method'], LocalizedText> = {
  card: { cs: 'kartou', en: 'by card' },
  transfer: { cs: 'převodem', en: 'by bank transfer' },
};

/**
 * The tax document for a received payment (daňový doklad k přijaté platbě): the payment as an
 * advance on the order, VAT by the coefficient, the day it came as the taxable-supply date.
 */
export function taxDocumentContent(input: {
  order: DocumentOrder;
  received: DocumentReceivedPayment;
  split: MoneySplit;
  number: string;
  issueDate: string;
}): DocumentContent {
  const method = METHOD_NAME[input.received.method];
  const name = {
    cs: `Záloha na objednávku ${input.order.orderNumber} přijatá ${method.cs}`,
    en: `Advance on order ${input.order.orderNumber} received ${method.en}`,
  };
  const content = base(
    input.order,
    {
      type: 'tax-document',
      number: input.number,
      issueDate: input.issueDate,
      dueDate: input.issueDate,
    },
    [singleLine(name, input.split)],
  );
  return { ...content, taxableSupplyDate: input.received.date, received: input.received };
}

/** An advance the final invoice deducts: its tax document and what of it is left after credit notes. */
export interface AdvanceDeduction {
  document: DocumentReference;
  split: MoneySplit;
}

/**
 * The final invoice (faktura – daňový doklad): the whole supply, the return date as the
 * taxable-supply date, each advance already taxed deducted by its tax document, and what is left
 * to pay.
 */
export function invoiceContent(input: {
  order: DocumentOrder;
  supply: OrderSupply;
  deductions: readonly AdvanceDeduction[];
  number: string;
  issueDate: string;
  dueDate: string;
  taxableSupplyDate: string;
}): DocumentContent {
  const supply = supplyLines(input.supply);
  const deducted = input.deductions
    .filter((advance) => advance.split.gross !== 0)
    .map((advance) =>
      singleLine(
        {
          cs: `Odpočet zálohy – daňový doklad ${advance.document.number} ze dne ${formatDate(advance.document.issueDate, 'cs')}`,
          en: `Advance deducted – tax document ${advance.document.number} of ${formatDate(advance.document.issueDate, 'en')}`,
        },
        negative(advance.split),
      ),
    );
  const content = base(
    input.order,
    { type: 'invoice', number: input.number, issueDate: input.issueDate, dueDate: input.dueDate },
    [...supply, ...deducted],
  );
  const advances = input.deductions.reduce(
    (sum, advance) => ({
      base: sum.base + advance.split.base,
      vat: sum.vat + advance.split.vat,
      gross: sum.gross + advance.split.gross,
    }),
    { base: 0, vat: 0, gross: 0 },
  );
  const amountDue = Math.max(0, content.totals.withVat);
  return {
    ...content,
    taxableSupplyDate: input.taxableSupplyDate,
    settlement: settlementOf(supply, advances),
    amountDue,
    payment: paymentOf('invoice', input.number, input.order.orderNumber, amountDue, input.dueDate),
  };
}

/**
 * A credit note (opravný daňový doklad): the part of a taxed document the shop gives back, as
 * negative amounts, naming the document it corrects and why; the whole of it is to be refunded.
 */
export function creditNoteContent(input: {
  order: DocumentOrder;
  corrects: DocumentReference;
  split: MoneySplit;
  reason: LocalizedText;
  number: string;
  issueDate: string;
  dueDate: string;
}): DocumentContent {
  const content = base(
    input.order,
    {
      type: 'repair-invoice',
      number: input.number,
      issueDate: input.issueDate,
      dueDate: input.dueDate,
    },
    [singleLine(input.reason, negative(input.split))],
  );
  return {
    ...content,
    taxableSupplyDate: input.issueDate,
    refund: input.split.gross,
    corrects: input.corrects,
    reason: input.reason,
  };
}

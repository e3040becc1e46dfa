import type { DocumentItem, DocumentSupplier, ShopDocument } from '@shop/shared/contract';
import { create } from 'xmlbuilder2';

// The ISDOC 6.0.2 file of a money document (the Czech national e-invoice format an accounting
// program imports): made from the document as issued alone, so the same document always gives
// byte for byte the same file. Elements follow the order of the sequences in the schema
// (isdoc-invoice-6.0.2.xsd); amounts are CZK with two decimals.

export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';
export const ISDOC_VERSION = '6.0.2';

/** The codes of ISDOC's DocumentType this shop issues (the schema's enumeration). */
export const ISDOC_DOCUMENT_TYPE = {
  /** Faktura – daňový doklad. */
  invoice: 1,
  /** Opravný daňový doklad (dobropis). */
  creditNote: 2,
  /** Zálohová faktura (nedaňový zálohový list): asks for money, no tax document. */
  proforma: 4,
  /** Daňový doklad při přijetí platby (daňový zálohový list). */
  advanceTaxDocument: 5,
  /** Opravný daňový doklad při přijetí platby (dobropis daňového zálohového listu). */
  advanceCreditNote: 6,
} as const;

type XmlValue = string | XmlObject | XmlObject[] | undefined;
interface XmlObject {
  [name: string]: XmlValue;
}

type Party = Pick<DocumentSupplier, 'name' | 'street' | 'city' | 'zipCode' | 'country'> & {
  taxRegNo: string | null;
  vatRegNo: string | null;
};

/** The ISDOC file (UTF-8 XML text) of an issued document. */
export function isdocXml(doc: ShopDocument): string {
  if (doc.items.length === 0) {
    throw new Error(`Document ${doc.number} has no lines: ISDOC needs at least one.`);
  }
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele(ISDOC_NAMESPACE, 'Invoice', { version: ISDOC_VERSION })
    .ele(invoiceContent(doc))
    .doc()
    .end({ prettyPrint: true });
}

/** The children of `Invoice`, in the schema's order (optional ones left out when undefined). */
function invoiceContent(doc: ShopDocument): XmlObject {
  return {
    DocumentType: String(isdocDocumentType(doc)),
    ID: text(doc.number),
    UUID: isdocUuid(doc.digest),
    IssuingSystem: text(`${doc.supplier.name} e-shop`).slice(0, 80),
    IssueDate: doc.issueDate,
    // The date of the taxable supply; a proforma is no tax document and has none.
    TaxPointDate: doc.type === 'estimate' ? undefined : (doc.taxableSupplyDate ?? undefined),
    VATApplicable: 'true',
    // Required by the schema; empty: the document names no agreement on electronic invoices.
    ElectronicPossibilityAgreementReference: '',
    Note: note(doc),
    LocalCurrencyCode: doc.currency.toUpperCase(),
    CurrRate: '1',
    RefCurrRate: '1',
    AccountingSupplierParty: { Party: party(doc.supplier) },
    AccountingCustomerParty: { Party: party(doc.customer, doc.customer.email) },
    OrderReferences: { OrderReference: { SalesOrderID: text(doc.orderNumber) } },
    OriginalDocumentReferences: originalDocumentReferences(doc),
    InvoiceLines: { InvoiceLine: doc.items.map((item, i) => invoiceLine(item, i, sign(doc))) },
    TaxTotal: taxTotal(doc),
    LegalMonetaryTotal: legalMonetaryTotal(doc),
    PaymentMeans: paymentMeans(doc),
  };
}

/**
 * ISDOC's DocumentType: a proforma 4, a tax document for a received payment 5, the final invoice
 * 1; a credit note 2, or 6 when it corrects a tax document for a received payment.
 */
export function isdocDocumentType(doc: Pick<ShopDocument, 'type' | 'corrects'>): number {
  switch (doc.type) {
    case 'estimate':
      return ISDOC_DOCUMENT_TYPE.proforma;
    case 'tax-document':
      return ISDOC_DOCUMENT_TYPE.advanceTaxDocument;
    case 'invoice':
      return ISDOC_DOCUMENT_TYPE.invoice;
    case 'repair-invoice':
      return doc.corrects?.type === 'tax-document'
        ? ISDOC_DOCUMENT_TYPE.advanceCreditNote
        : ISDOC_DOCUMENT_TYPE.creditNote;
  }
}

/**
 * The document's UUID, derived from its digest (SHA-256, hex): its first 128 bits with the
 * version set to 8 (custom, RFC 9562 – name based on SHA-256) and the RFC variant bits, so the
 * same document always has the same UUID and two documents never share one.
 */
export function isdocUuid(digest: string): string {
  if (!/^[0-9a-f]{64}$/i.test(digest)) {
    throw new Error('An ISDOC UUID is derived from a SHA-256 digest (64 hex digits).');
  }
  const hex = digest.slice(0, 32).toLowerCase();
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * ISDOC states a credit note in positive amounts (its type says they are taken back), while the
 * shop keeps a credit note's amounts negative: they are turned round.
 */
function sign(doc: ShopDocument): 1 | -1 {
  return doc.type === 'repair-invoice' ? -1 : 1;
}

/** A credit note's reason, else the word to the reader, in Czech. */
function note(doc: ShopDocument): XmlObject | undefined {
  const words = doc.type === 'repair-invoice' ? (doc.reason ?? doc.notice) : doc.notice;
  return words ? { '@languageID': 'cs', '#': text(words.cs) } : undefined;
}

/**
 * A party: PartyIdentification/ID is the company ID (IČO; empty for a person without one),
 * PartyTaxScheme the VAT ID (DIČ) when there is one, Contact the e-mail when known.
 */
function party(who: Party, email?: string): XmlObject {
  return {
    PartyIdentification: { ID: text(who.taxRegNo ?? '') },
    PartyName: { Name: text(who.name) },
    PostalAddress: postalAddress(who),
    PartyTaxScheme: who.vatRegNo ? { CompanyID: text(who.vatRegNo), TaxScheme: 'VAT' } : undefined,
    Contact: email ? { ElectronicMail: text(email) } : undefined,
  };
}

function postalAddress(who: Party): XmlObject {
  const { street, buildingNumber } = splitStreet(who.street);
  const country = who.country.toUpperCase();
  return {
    StreetName: text(street),
    BuildingNumber: text(buildingNumber),
    CityName: text(who.city),
    PostalZone: text(who.zipCode),
    Country: { IdentificationCode: country, Name: countryName(country) },
  };
}

/**
 * A Czech address line split into the street and the building number it ends with:
 * 'Komunardů 894/32' → 'Komunardů', '894/32'; with no number the number is empty.
 */
export function splitStreet(line: string): { street: string; buildingNumber: string } {
  const match = /^(.*\S)\s+(\d+[\p{L}]?(?:\/\d+[\p{L}]?)?)$/u.exec(line.trim());
  if (!match?.[1] || !match[2]) return { street: line.trim(), buildingNumber: '' };
  return { street: match[1], buildingNumber: match[2] };
}

const regionNames = new Intl.DisplayNames(['cs'], { type: 'region' });

/** The Czech name of an ISO 3166-1 alpha-2 country code (the code itself if unknown). */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A credit note names the document it corrects (its number and issue date). */
function originalDocumentReferences(doc: ShopDocument): XmlObject | undefined {
  if (doc.type !== 'repair-invoice') return undefined;
  if (!doc.corrects) {
    throw new Error(`Credit note ${doc.number} does not name the document it corrects.`);
  }
  return {
    OriginalDocumentReference: {
      ID: text(doc.corrects.number),
      IssueDate: doc.corrects.issueDate,
    },
  };
}

/**
 * A line: a rent line is invoiced in piece-days (pieces × shooting days, unit 'den') at the
 * price per piece and day, with the pieces and days in its note; any other line in pieces
 * ('ks'). The line's amounts are its tax base, VAT and both together, as issued; VAT is
 * calculated from the price without VAT (method 0, "zdola"); Item/Description is the Czech name.
 */
function invoiceLine(item: DocumentItem, index: number, sign: 1 | -1): XmlObject {
  const total = sign * item.total;
  const vat = sign * item.vat;
  const unitPrice = sign * item.unitPrice;
  return {
    ID: String(index + 1),
    InvoicedQuantity: {
      '@unitCode': item.days === null ? 'ks' : 'den',
      '#': String(item.quantity * (item.days ?? 1)),
    },
    LineExtensionAmount: amount(total),
    LineExtensionAmountTaxInclusive: amount(total + vat),
    LineExtensionTaxAmount: amount(vat),
    UnitPrice: amount(unitPrice),
    UnitPriceTaxInclusive: amount((unitPrice * (100 + item.vatRate)) / 100),
    ClassifiedTaxCategory: { Percent: String(item.vatRate), VATCalculationMethod: '0' },
    Note: item.days === null ? undefined : { '@languageID': 'cs', '#': rentNote(item) },
    Item: { Description: text(item.name) },
  };
}

/** '2 ks × 3 dny'. */
function rentNote(item: DocumentItem): string {
  const days = item.days ?? 1;
  const word = days === 1 ? 'den' : days >= 2 && days <= 4 ? 'dny' : 'dní';
  return `${item.quantity} ks × ${days} ${word}`;
}

interface RateTotal {
  rate: number;
  base: number;
  vat: number;
}

/** The lines' tax base and VAT per VAT rate (ascending), as ISDOC states them. */
function rateTotals(doc: ShopDocument): RateTotal[] {
  const byRate = new Map<number, RateTotal>();
  for (const item of doc.items) {
    const total = byRate.get(item.vatRate) ?? { rate: item.vatRate, base: 0, vat: 0 };
    total.base += sign(doc) * item.total;
    total.vat += sign(doc) * item.vat;
    byRate.set(item.vatRate, total);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/**
 * The VAT summary: one TaxSubTotal per rate. Advances already taxed are deducted by the final
 * invoice's own (negative) lines, so nothing is stated as already claimed and the difference is
 * the whole amount.
 */
function taxTotal(doc: ShopDocument): XmlObject {
  const rates = rateTotals(doc);
  return {
    TaxSubTotal: rates.map(({ rate, base, vat }) => ({
      TaxableAmount: amount(base),
      TaxAmount: amount(vat),
      TaxInclusiveAmount: amount(base + vat),
      AlreadyClaimedTaxableAmount: amount(0),
      AlreadyClaimedTaxAmount: amount(0),
      AlreadyClaimedTaxInclusiveAmount: amount(0),
      DifferenceTaxableAmount: amount(base),
      DifferenceTaxAmount: amount(vat),
      DifferenceTaxInclusiveAmount: amount(base + vat),
      TaxCategory: { Percent: String(rate) },
    })),
    TaxAmount: amount(rates.reduce((sum, { vat }) => sum + vat, 0)),
  };
}

/**
 * The totals, ending with what is to be paid: a proforma or an invoice asks its amount due, a
 * tax document for a received payment nothing (it was paid), a credit note its refund. ISDOC's
 * DifferenceTaxInclusiveAmount + PayableRoundingAmount − PaidDepositsAmount = PayableAmount
 * holds: what was paid already is PaidDepositsAmount (whole crowns: no rounding).
 */
function legalMonetaryTotal(doc: ShopDocument): XmlObject {
  const rates = rateTotals(doc);
  const base = rates.reduce((sum, rate) => sum + rate.base, 0);
  const withVat = rates.reduce((sum, rate) => sum + rate.base + rate.vat, 0);
  const payable = doc.type === 'repair-invoice' ? Math.abs(doc.refund) : doc.amountDue;
  return {
    TaxExclusiveAmount: amount(base),
    TaxInclusiveAmount: amount(withVat),
    AlreadyClaimedTaxExclusiveAmount: amount(0),
    AlreadyClaimedTaxInclusiveAmount: amount(0),
    DifferenceTaxExclusiveAmount: amount(base),
    DifferenceTaxInclusiveAmount: amount(withVat),
    PayableRoundingAmount: amount(0),
    PaidDepositsAmount: amount(withVat - payable),
    PayableAmount: amount(payable),
  };
}

/**
 * A bank transfer (code 42) of what is asked, to the account split into its number (with any
 * prefix) and bank code, with the IBAN and the variable symbol. The document does not carry the
 * bank's name or BIC (a domestic transfer needs neither): both are left empty.
 */
function paymentMeans(doc: ShopDocument): XmlObject | undefined {
  const payment = doc.payment;
  if (!payment) return undefined;
  const [account = '', bankCode = ''] = payment.bankAccount.split('/');
  return {
    Payment: {
      PaidAmount: amount(payment.amount),
      PaymentMeansCode: '42',
      Details: {
        PaymentDueDate: doc.dueDate,
        ID: text(account.trim()),
        BankCode: text(bankCode.trim()),
        Name: '',
        IBAN: text(payment.iban.replace(/\s+/g, '')),
        BIC: '',
        VariableSymbol: text(payment.variableSymbol),
      },
    },
  };
}

/** CZK with two decimals ('1865.00', '-392.00'). */
function amount(value: number): string {
  return value.toFixed(2);
}

/** Text without the characters XML 1.0 cannot carry (the builder escapes the rest). */
function text(value: string): string {
  return value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

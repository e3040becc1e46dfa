import { type Static, Type } from 'typebox';
import { Amount, Id, PragueDate } from './common';
import { INVOICE_FILTER_LIMITS, INVOICES_PAGE_MAX } from './constants';
import { DocumentType } from './document';
import { PaymentStatus } from './order';

// The signed-in customer's documents (spec §3 Invoice): estimates (proformas), invoices and
// repair-invoices (credit notes) of the orders they may read, with the account's filters.
// State labels are front-end texts keyed by these codes.

/** Documents per page of the account's invoice list (as the order list). */
export const INVOICES_PAGE_SIZE = 12;
/** The longest billed customer's name the list searches for. */
export const INVOICES_CUSTOMER_NAME_MAX = INVOICE_FILTER_LIMITS.customerName;

/**
 * Invoice status of the spec: DRAFT (unpaid), PART_PAID, PAID. Draft, unpaid and sent all display
 * as unpaid.
 */
export const INVOICE_STATES = ['DRAFT', 'PART_PAID', 'PAID'] as const;
export const InvoiceState = Type.Enum(INVOICE_STATES);
export type InvoiceState = Static<typeof InvoiceState>;

/** GET /invoices?page=&paymentStatus=&issueDateFrom=&issueDateTo=&orderNumber=&docType=&customerName=&companyId= */
export const InvoicesQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: INVOICES_PAGE_MAX })),
    paymentStatus: Type.Optional(PaymentStatus),
    /** Issued on or after this day, 'YYYY-MM-DD'. */
    issueDateFrom: Type.Optional(PragueDate),
    /** Issued on or before this day, 'YYYY-MM-DD'. */
    issueDateTo: Type.Optional(PragueDate),
    /** The order number or its beginning (digits). */
    orderNumber: Type.Optional(
      Type.String({
        pattern: `^\\d{1,${INVOICE_FILTER_LIMITS.orderNumber}}$`,
        maxLength: INVOICE_FILTER_LIMITS.orderNumber,
      }),
    ),
    docType: Type.Optional(DocumentType),
    /** Part of the billed customer's name (any case); empty means every customer. */
    customerName: Type.Optional(Type.String({ maxLength: INVOICES_CUSTOMER_NAME_MAX })),
    /** Documents of orders billed to this company (one whose invoices the viewer may read). */
    companyId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type InvoicesQuery = Static<typeof InvoicesQuery>;

/** One row of the invoice list. */
export const InvoiceRow = Type.Object({
  type: DocumentType,
  /** The document number. */
  number: Type.String(),
  /** The document's code: /document/{type}/{code}. */
  code: Type.String(),
  orderNumber: Type.String(),
  /** Who the order is billed to (a company or the person). */
  customerName: Type.String(),
  issueDate: PragueDate,
  dueDate: PragueDate,
  /** CZK without VAT. */
  amount: Amount,
  /** CZK with VAT. */
  amountWithTax: Amount,
  /** CZK with VAT. */
  paidAmount: Amount,
  state: InvoiceState,
  /** Not fully paid and due before today (Europe/Prague). */
  overdue: Type.Boolean(),
  /**
   * An unpaid or part-paid estimate of an order that may still be paid: the order-received page
   * (`/objednavka-odeslana/{orderNumber}?code={code}`) takes the payment.
   */
  payable: Type.Boolean(),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

export const InvoicesResponse = Type.Object({
  success: Type.Literal(true),
  /** Newest issue date first. */
  invoices: Type.Array(InvoiceRow),
  /** Documents matching the filters, over all pages. */
  count: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Overdue proformas and invoices among all the viewer's documents (whatever the filters). */
  overdue: Type.Object({ estimates: Type.Integer(), invoices: Type.Integer() }),
});
export type InvoicesResponse = Static<typeof InvoicesResponse>;

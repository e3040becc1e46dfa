/**
 * The filter of the account's invoice list (yup), with messages as i18n keys of the `common`
 * namespace (`validation.*`): what GET /invoices accepts, so a filter the form lets through is
 * never refused by the API (the limits are the contract's plain values).
 */
import { INVOICE_FILTER_LIMITS } from '@shop/shared/contract/constants';
import { isLocalDate } from '@shop/shared/rules/prague-time';
import { type ObjectSchema, object, string } from 'yup';
import { limitedText } from './validation';

export interface InvoiceFilterValues {
  paymentStatus?: string;
  docType?: string;
  issueDateFrom?: string;
  issueDateTo?: string;
  orderNumber?: string;
  customerName?: string;
  /** A company's id as the company select gives it; '' for all documents. */
  companyId?: string;
}

const dateField = () =>
  string()
    .trim()
    .optional()
    .test('date', 'validation.dateInvalid', (value) => !value || isLocalDate(value));

export const invoiceFilterSchema: ObjectSchema<InvoiceFilterValues> = object({
  paymentStatus: string().optional(),
  docType: string().optional(),
  issueDateFrom: dateField(),
  issueDateTo: dateField().test('order', 'validation.dateRangeOrder', (value, context) => {
    const from: unknown = context.parent.issueDateFrom;
    return !value || typeof from !== 'string' || !isLocalDate(from) || from <= value;
  }),
  orderNumber: string()
    .trim()
    .optional()
    .matches(
      new RegExp(`^\\d{0,${INVOICE_FILTER_LIMITS.orderNumber}}$`),
      'validation.orderNumberDigits',
    ),
  customerName: limitedText(string().trim().optional(), INVOICE_FILTER_LIMITS.customerName),
  companyId: string().optional(),
});

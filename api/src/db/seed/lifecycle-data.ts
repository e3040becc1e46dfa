// The lifecycle customer's demo orders: who, which product, and the fixed codes of the documents
// a demo (and the tests and browser journeys) open. Data only; lifecycle-orders.ts seeds them.

import { orderChangesText } from '@shop/shared/rules/order-changes';

export const LIFECYCLE_CUSTOMER = {
  customerKey: '5eed0c1e2b7a4f3c9d8e6a1b0c2d4e6f',
  email: 'postup@example.cz',
  firstname: 'Petr',
  lastname: 'Postupný',
  phone: '+420602345678',
} as const;

/**
 * Fixed codes of two of its documents, so that a demo (and the browser journeys) can open them:
 * the invoiced order's invoice (and its short link /i/{hash}) and the cancelled order's credit
 * note. Demo data only; every other document gets a random code.
 */
export const LIFECYCLE_INVOICE = {
  code: 'a3f0c6d1e29b4c7f8e5d1b2a9c4e7f60',
  shortHash: 'b71e4d9c2a5f4e8b9d3c6a1f0e2b5d84',
} as const;
export const LIFECYCLE_CREDIT_NOTE_CODE = 'c92d5e7a1b3f4d6e8a0c2b4f6d8e1a37';
/** The tax document of the PAID order's transfer. */
export const LIFECYCLE_TAX_DOCUMENT_CODE = 'd4a1f7c3e9b24a6c8e0f2d5b7a9c1e63';

/** The LENT order's handover protocol and the RETURNED order's return protocol. */
export const LIFECYCLE_HANDOVER_CODE = 'e5b2a8d4f1c34b7d9a0e3c6f8b1d2a59';
export const LIFECYCLE_RETURN_CODE = 'f6c3b9e5a2d44c8e0b1f4d7a9c2e3b60';

/** Why the cancelled order's credit note was issued. */
export const LIFECYCLE_CREDIT_NOTE_REASON = orderChangesText([{ kind: 'order-canceled' }]);

/** The product each order rents (one piece, a day). */
export const LIFECYCLE_PRODUCT = 'Canon CN-E 50mm T1.3 L F';

/**
 * Test helper (not a test file): documents as the real API issued them to the seeded lifecycle
 * customer (one order in each status, paid by transfer), found through their account: a tax
 * document for a received payment, and the proforma of their conflict order (awaiting staff's
 * confirmation). Signed out again at the end: documents open by code.
 */
import { getJson } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { AccountOrdersResponse, InvoiceRow, InvoicesResponse } from '@shop/shared/contract';
import { signedInLifecycleCustomer } from '@test/lifecycle-customer';

export interface LifecycleDocuments {
  /** The newest tax document (its row of the invoice list). */
  taxDocument: InvoiceRow;
  /** The proforma of the order in status CREATED (a conflict). */
  conflictProforma: InvoiceRow;
}

async function firstDocument(query: Record<string, string>): Promise<InvoiceRow> {
  const { invoices } = await getJson<InvoicesResponse>('/invoices', query);
  const row = invoices[0];
  if (!row) throw new Error(`the seeded customer has no document ${JSON.stringify(query)}`);
  return row;
}

export async function lifecycleDocuments(): Promise<LifecycleDocuments> {
  await signedInLifecycleCustomer();
  try {
    const { orders } = await getJson<AccountOrdersResponse>('/orders', { status: 'CREATED' });
    const conflict = orders[0];
    if (!conflict) throw new Error('the seeded customer has no conflict order');
    return {
      taxDocument: await firstDocument({ docType: 'tax-document' }),
      conflictProforma: await firstDocument({
        docType: 'estimate',
        orderNumber: conflict.orderNumber,
      }),
    };
  } finally {
    clearTokens();
  }
}

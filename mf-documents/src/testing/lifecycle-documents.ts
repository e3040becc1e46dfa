/**
 * Test helper (not a test file): documents as the real API issued them to the seeded lifecycle
 * customer (one order in each status, paid by transfer), found through their account: a tax
 * document for a received payment, and the proforma of their conflict order (awaiting staff's
 * confirmation). The seed gives the customer no password: the first test to need them registers
 * their e-mail and confirms the e-mailed link (a guest's registration becomes their account
 * then); later ones just sign in. Signed out again at the end: documents open by code.
 */
import { getJson, postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { AccountOrdersResponse, InvoiceRow, InvoicesResponse } from '@shop/shared/contract';
import { emailedLinkToken, signInThroughApi, TEST_PASSWORD } from '@test/api-session';

/** The seeded customer (api/src/db/seed/lifecycle-orders.ts). */
const LIFECYCLE_CUSTOMER = { email: 'postup@example.cz', firstname: 'Petr', lastname: 'Postupný' };

const CONFIRM_LINK = '(?:/registrace|/en/registration)';

async function trySignIn(): Promise<boolean> {
  try {
    await signInThroughApi(LIFECYCLE_CUSTOMER.email, TEST_PASSWORD);
    return true;
  } catch {
    return false;
  }
}

async function signIn(): Promise<void> {
  if (await trySignIn()) return;
  const { email, firstname, lastname } = LIFECYCLE_CUSTOMER;
  // Another test file may be registering the e-mail at the same time: its link or ours confirms
  // the same password, and a registration refused because the account exists is as good.
  await postForm('/user-account/register', {
    firstname,
    lastname,
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  }).catch(() => undefined);
  try {
    const token = await emailedLinkToken(email, CONFIRM_LINK);
    await postForm('/user-account/confirm-email', { token });
  } catch {
    // No link (the account existed) or a link already used: the sign-in below tells.
  }
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await trySignIn()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${email} could not be signed in`);
}

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
  clearTokens();
  await signIn();
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

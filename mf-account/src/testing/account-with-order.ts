/**
 * Test helper (not a test file): a customer who checks out through the real cart API, opening an
 * account with the order (as the checkout's "create an account" does), then signs in through the
 * real token endpoint; the page's API client carries the access token from then on.
 */
import { getJson, postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { BranchesResponse, CartUpdate, CartUpdateReply } from '@shop/shared/contract';
import { signInThroughApi, TEST_PASSWORD } from '@test/api-session';
import { weekdayAhead } from '@test/dates';

/** The password every test customer's account is opened with. */
export const PASSWORD = TEST_PASSWORD;

async function update(
  cartCode: string,
  cart: CartUpdate | null,
  extra: Record<string, string> = {},
): Promise<CartUpdateReply> {
  const reply = await postForm<CartUpdateReply>('/cart/update', {
    cartCode,
    ...(cart ? { cart: JSON.stringify(cart) } : {}),
    ...extra,
  });
  if (!reply.success) throw new Error(`${cart?.kind ?? 'finishOrder'} refused: ${reply.errorKey}`);
  return reply;
}

/** A company's billing details as typed in at checkout. */
export interface TypedCompany {
  name: string;
  taxRegNo: string;
  street: string;
  city: string;
  zipCode: string;
  country: string;
}

export interface AccountWithOrder {
  email: string;
  orderNumber: string;
}

/**
 * What the order rents: by default one camera of which the shop has one, which the demo order
 * and most tests hold for the same dates (the order is a conflict, CREATED, awaiting staff);
 * `reserved`: a light stand of which it has ten, which no other test rents (ORDERED at once, so
 * it may be paid).
 */
const CAMERA = 1;
const LIGHT_STAND = 27;

/**
 * Places an order that opens an account for a new e-mail, and signs that customer in. `company`:
 * the order is billed to a company whose details are typed in at checkout (no saved company).
 */
export async function signedInCustomerWithOrder(
  projectName: string,
  { reserved = false, company }: { reserved?: boolean; company?: TypedCompany } = {},
): Promise<AccountWithOrder> {
  clearTokens();
  const email = `ucet-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  const { cartCode } = await postForm<{ cartCode: string }>('/cart/generate', {});
  const { branches } = await getJson<BranchesResponse>('/branches');
  const leg = { type: 'branch' as const, branchId: branches[0]?.id ?? 1 };
  await update(cartCode, {
    kind: 'Add',
    items: [{ id: reserved ? LIGHT_STAND : CAMERA, type: 'product', quantity: 1, isSale: false }],
  });
  await update(cartCode, {
    kind: 'PersonalData',
    customer: {
      firstname: 'Jana',
      lastname: 'Nováková',
      email,
      phone: '+420777123456',
      register: true,
    },
    createAccount: { password: PASSWORD },
  });
  await update(cartCode, {
    kind: 'Date',
    from: `${weekdayAhead(0)}T10:00`,
    to: `${weekdayAhead(2)}T18:00`,
  });
  await update(cartCode, { kind: 'Shipping', pickup: leg, return: leg });
  await update(cartCode, { kind: 'Additional', projectName, note: 'Vyzvednu osobně' });
  if (company) await update(cartCode, { kind: 'Billing', customerId: 0, ...company });
  const placed = await update(cartCode, null, { finishOrder: '1' });
  const orderNumber = placed.success ? placed.cart.order?.orderNumber : undefined;
  if (!orderNumber) throw new Error('The order was not placed');

  await signInThroughApi(email, PASSWORD);
  return { email, orderNumber };
}

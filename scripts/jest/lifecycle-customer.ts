/**
 * Test helper (not a test file): the seeded lifecycle customer (one order in each status, with
 * every document billing issued on the way, api/src/db/seed/lifecycle-data.ts), signed in
 * through the real API. The seed gives the customer no password: the first test to need them
 * registers their e-mail and confirms the e-mailed link (a guest's registration becomes their
 * account then); later ones, in any test file, just sign in.
 */
import { postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import { emailedLinkToken, signInThroughApi, TEST_PASSWORD } from './api-session';

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

/** Signs the lifecycle customer in (registering their e-mail first when no test has yet). */
export async function signedInLifecycleCustomer(): Promise<void> {
  clearTokens();
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

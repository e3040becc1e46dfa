/**
 * The numbers of the sign-in, refresh and password-change throttle (./throttle explains each
 * limit). Apart from the throttle itself so that anything may read them without loading Fastify.
 */

import { KNOWN_BROWSER_DAYS } from '@shop/shared/cookies/shop-cookies';

export interface Limit {
  max: number;
  seconds: number;
}

export interface AuthThrottlePolicy {
  /** Failed sign-ins per account and address, from a browser not known to the account. */
  accountAddress: Limit;
  /** Failed sign-ins per account from browsers not known to it, all addresses together. */
  account: Limit;
  /** The same over a longer window: the slow-down's second step. */
  accountLong: Limit;
  /** Failed sign-ins per address, all accounts, from browsers not known to the account. */
  address: Limit;
  /** Failed sign-ins per account in a browser known to it (its device cookie). */
  knownBrowser: Limit;
  /** How long a successful sign-in makes the browser known to the account. */
  knownBrowserSeconds: number;
  /** Refreshes per session (refresh-token family). */
  sessionRefreshes: Limit;
  /** Refused refreshes per address. */
  refusedRefreshes: Limit;
  /** Wrong old passwords of a password change, per customer and current password. */
  passwordChange: Limit;
}

const MINUTE = 60;
export const DEFAULT_AUTH_THROTTLE: AuthThrottlePolicy = {
  accountAddress: { max: 5, seconds: 15 * MINUTE },
  account: { max: 10, seconds: 15 * MINUTE },
  accountLong: { max: 100, seconds: 24 * 60 * MINUTE },
  address: { max: 30, seconds: 15 * MINUTE },
  knownBrowser: { max: 5, seconds: 15 * MINUTE },
  knownBrowserSeconds: KNOWN_BROWSER_DAYS * 24 * 60 * MINUTE,
  sessionRefreshes: { max: 20, seconds: MINUTE },
  refusedRefreshes: { max: 60, seconds: 15 * MINUTE },
  passwordChange: { max: 5, seconds: 15 * MINUTE },
};

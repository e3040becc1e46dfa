// Sessions as identity sees them: whose session an access token is, and ending all of a customer's.

import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { deleteCustomerSessions, findCustomerIdByAccessToken } from './repository';

/** A token as sessions store it: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ends every session of a customer (their password was reset: whoever held it is out). */
export async function signOutEverywhere(db: Database, customerId: number): Promise<void> {
  await deleteCustomerSessions(db, customerId);
}

/** The customer of a live access token, or null. */
export function customerOfAccessToken(db: Database, accessToken: string, now = new Date()) {
  return findCustomerIdByAccessToken(db, hashToken(accessToken), now);
}

import assert from 'node:assert/strict';
import { hash } from '@node-rs/argon2';
import { type TokenResponse, WEB_CLIENT_ID } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { placeTestOrder } from './test-cart';
import { form } from './test-db';

/** The password of every customer the tests make with an account. */
export const TEST_PASSWORD = 'kamera-2026';

/** Signs a customer in through POST /api/auth/token and answers the access token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    ...form({ grant_type: 'password', username: email, password, client_id: WEB_CLIENT_ID }),
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as TokenResponse).access_token;
}

/**
 * A customer who placed an order and got an account with it (as a checkout does), signed in:
 * the order and the customer's access token.
 */
export async function customerWithOrder(app: FastifyInstance, db: Database, email: string) {
  const order = await placeTestOrder(db, {
    lines: [{ productId: 17, quantity: 1 }],
    email,
    accountPasswordHash: await hash(TEST_PASSWORD),
  });
  return { order, accessToken: await signIn(app, email) };
}

import type { PaymentCreateResponse } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { DEMO_ESTIMATE_CODE } from '../db/seed/demo-data';
import { customerWithOrder } from './sign-in';
import { form } from './test-db';

/**
 * Real secrets and sessions of a running test app: a cart with an item, an order of a signed-in
 * customer (with its estimate code and a card payment started), another signed-in customer, and
 * the seeded demo estimate. The access matrix and the fuzzer call with them.
 */
export interface CapabilityFixture {
  cartCode: string;
  orderNumber: string;
  estimateCode: string;
  documentCode: string;
  ownerEmail: string;
  ownerToken: string;
  otherToken: string;
  paymentId: string;
  paymentSecret: string;
}

export async function makeCapabilityFixture(
  app: FastifyInstance,
  db: Database,
): Promise<CapabilityFixture> {
  const ownerEmail = 'majitel@example.cz';
  const owner = await customerWithOrder(app, db, ownerEmail);
  const other = await customerWithOrder(app, db, 'cizi@example.cz');
  const generated = await app.inject({ method: 'POST', url: '/api/cart/generate' });
  const cartCode = (generated.json() as { cartCode: string }).cartCode;
  await app.inject({
    method: 'POST',
    url: '/api/cart/update',
    ...form({
      cartCode,
      cart: JSON.stringify({
        kind: 'Add',
        items: [{ id: 17, type: 'product', quantity: 1, isSale: false }],
      }),
    }),
  });
  const payment = (
    await app.inject({
      method: 'POST',
      url: '/api/payment/create',
      ...form({ orderNumber: owner.order.orderNumber, code: owner.order.estimateCode }),
    })
  ).json() as PaymentCreateResponse;
  return {
    cartCode,
    orderNumber: owner.order.orderNumber,
    estimateCode: owner.order.estimateCode,
    documentCode: DEMO_ESTIMATE_CODE,
    ownerEmail,
    ownerToken: owner.accessToken,
    otherToken: other.accessToken,
    paymentId: payment.paymentId,
    paymentSecret: new URL(payment.gatewayUrl).searchParams.get('secret') ?? '',
  };
}

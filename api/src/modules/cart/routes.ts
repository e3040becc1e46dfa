import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CartCodeParams,
  CartGenerateResponse,
  CartRegenerateRequest,
  CartResponse,
  CartShareRequest,
  CartShareResponse,
  CartUpdateReply,
  CartUpdateRequest,
  ErrorResponse,
} from '@shop/shared/contract';
import { capabilityAccess, publicAccess } from '../../plugins/route-access';
import { regenerateCart } from './regenerate-cart';
import { requestLocale } from './request-locale';
import { shareCart } from './share-cart';
import { generateCart, getCart, updateCart } from './update-cart';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The cart calls: generate, read, update (every kind, reset, finishOrder), regenerate, share. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Links in e-mails: SHOP_URL when set, else the public origin the app was built with.
  const origin = () => process.env.SHOP_URL || app.publicOrigin;

  app.post(
    '/cart/generate',
    { config: publicAccess, schema: { response: { 200: CartGenerateResponse, ...errors } } },
    async () => ({ success: true as const, cartCode: (await generateCart(app.db)).code }),
  );

  app.get(
    '/cart/:cartCode',
    {
      config: capabilityAccess(['cart-code']),
      schema: { params: CartCodeParams, response: { 200: CartResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      cart: await getCart(app.db, request.params.cartCode),
    }),
  );

  app.post(
    '/cart/update',
    {
      config: capabilityAccess(['cart-code']),
      schema: { body: CartUpdateRequest, response: { 200: CartUpdateReply, ...errors } },
    },
    async (request) => updateCart(app, request.body, requestLocale(request)),
  );

  app.post(
    '/cart/regenerate',
    {
      config: capabilityAccess(['cart-code', 'order-code'], { orSignedInOwner: true }),
      schema: { body: CartRegenerateRequest, response: { 200: CartResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      cart: await regenerateCart(app.db, request.body),
    }),
  );

  app.post(
    '/cart/share',
    {
      config: capabilityAccess(['cart-code']),
      schema: { body: CartShareRequest, response: { 200: CartShareResponse, ...errors } },
    },
    async (request) => shareCart(app, request.body, origin()),
  );
};

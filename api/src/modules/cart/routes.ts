import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CartCodeParams,
  CartGenerateResponse,
  CartLinkRequest,
  CartRegenerateRequest,
  CartResponse,
  CartShareRequest,
  CartShareResponse,
  CartUpdateReply,
  CartUpdateRequest,
  ErrorResponse,
} from '@shop/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { capabilityAccess, publicAccess, signedInAccess } from '../../plugins/route-access';
import { cartGuessLimit } from './guess-limit';
import { linkCart, unlinkCart } from './link-cart';
import { parseCartUpdate } from './parse-update';
import { regenerateCart } from './regenerate-cart';
import { requestCurrency, requestLocale } from './request-locale';
import { recipientKey, SHARE_LIMITED, SHARE_LIMITS, shareCart } from './share-cart';
import { type FinishOrder, generateCart, getCart, updateCart } from './update-cart';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * The cart calls: generate, read, update (every kind, reset, finishOrder), regenerate, share, and
 * linking to / detaching from the signed-in customer.
 * Long: the list of the /cart routes, each short.
 */
export const cartRoutes: FastifyPluginAsyncTypebox<{ finishOrder: FinishOrder }> = async (
  app,
  options,
) => {
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
      cart: await getCart(app.db, request.params.cartCode, await app.identify(request)),
    }),
  );

  // Voucher codes and price-offer passwords are secrets: their wrong guesses are limited.
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  const guessOf = cartGuessLimit(app);

  app.post(
    '/cart/update',
    {
      config: capabilityAccess(['cart-code']),
      schema: { body: CartUpdateRequest, response: { 200: CartUpdateReply, ...errors } },
    },
    async (request) => {
      // The update is read once, for the guess limit and the change alike.
      const update = parseCartUpdate(request.body.cart);
      const signedInCustomerId = await app.identify(request);
      return guessOf(
        request,
        update,
        () =>
          updateCart(
            app,
            request.body,
            update,
            { locale: requestLocale(request), currency: requestCurrency(request) },
            signedInCustomerId,
            options.finishOrder,
          ),
        async () => ({
          success: false,
          cart: await getCart(app.db, request.body.cartCode, signedInCustomerId),
          errorKey: 'too_many_attempts' as const,
        }),
      );
    },
  );

  app.post(
    '/cart/regenerate',
    {
      config: capabilityAccess(['cart-code', 'order-code'], { orSignedInOwner: true }),
      schema: { body: CartRegenerateRequest, response: { 200: CartResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      cart: await regenerateCart(app.db, request.body, await app.identify(request)),
    }),
  );

  app.post(
    '/cart/link',
    {
      config: signedInAccess,
      schema: { body: CartLinkRequest, response: { 200: CartResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      // authenticate (from signedInAccess) has set the customer or answered 401.
      cart: await linkCart(app.db, request.body.cartCode, request.customerId ?? 0),
    }),
  );

  // Whoever holds the code may detach (signing out); a signed-in stranger may not (see unlinkCart).
  app.post(
    '/cart/unlink',
    {
      config: capabilityAccess(['cart-code']),
      schema: { body: CartLinkRequest, response: { 200: CartResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      cart: await unlinkCart(app.db, request.body.cartCode, await app.identify(request)),
    }),
  );

  // Sharing mails someone else's text to an address the caller names: limited per address, per
  // cart and per recipient, so it cannot become a relay.
  const shareBody = (request: FastifyRequest) => request.body as CartShareRequest;
  const shareLimits = [
    // The plugin's own address key: the client's IP, an IPv6 address by its /64 (as sign-in).
    app.createRateLimit(SHARE_LIMITS.perAddress),
    app.createRateLimit({
      ...SHARE_LIMITS.perCart,
      keyGenerator: (request) => `cart:${shareBody(request).cartCode}`,
    }),
    app.createRateLimit({
      ...SHARE_LIMITS.perRecipient,
      keyGenerator: (request) => `to:${recipientKey(shareBody(request).recipientEmail)}`,
    }),
  ];
  const limitSharing = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of shareLimits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new HttpError(429, `${SHARE_LIMITED} ${Math.ceil(result.ttl / 60_000)} min.`);
      }
    }
  };

  app.post(
    '/cart/share',
    {
      config: capabilityAccess(['cart-code']),
      schema: { body: CartShareRequest, response: { 200: CartShareResponse, ...errors } },
      preHandler: limitSharing,
    },
    async (request) => shareCart(app, request.body, app.publicOrigin),
  );
};

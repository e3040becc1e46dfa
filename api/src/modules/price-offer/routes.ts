import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, PriceOfferParams, PriceOfferResponse } from '@shop/shared/contract';
import { capabilityAccess } from '../../plugins/route-access';
import { findPriceOffer } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** GET /price-offer/{code}: a staff-prepared price offer, opened by its code. */
export const priceOfferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/price-offer/:code',
    {
      config: capabilityAccess(['price-offer-code']),
      schema: { params: PriceOfferParams, response: { 200: PriceOfferResponse, ...errors } },
    },
    async (request, reply) => {
      // Whoever has the URL has the offer: never cached, indexed or passed on in a Referer.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      return { success: true as const, offer: await findPriceOffer(app.db, request.params.code) };
    },
  );
};

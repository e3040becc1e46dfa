/**
 * /product and /product/…: one product (by id, or a kit by id), its related products, its
 * accessories, and its free pieces for a rental period. Public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AvailabilityQuery,
  AvailabilityResponse,
  ErrorResponse,
  ProductListResponse,
  ProductParams,
  ProductQuery,
  ProductResponse,
  ProductShortListQuery,
  RELATED_PRODUCTS_LIMIT,
} from '@shop/shared/contract';
import { isOn } from '../../lib/form-flag';
import { publicCatalogueAccess } from '../../plugins/answer-cache';
import { publicAccess } from '../../plugins/route-access';
import { getAccessories, getAvailability, getProduct, getRelatedProducts } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/product/:id',
    {
      config: publicCatalogueAccess,
      schema: { params: ProductParams, response: { 200: ProductResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      product: await getProduct(app.db, request.params.id),
    }),
  );

  app.get(
    '/product',
    {
      config: publicCatalogueAccess,
      schema: { querystring: ProductQuery, response: { 200: ProductResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      product: await getProduct(app.db, request.query.id, {
        bundleOnly: isOn(request.query.is_bundle),
      }),
    }),
  );

  app.get(
    '/product/:id/related',
    {
      config: publicCatalogueAccess,
      schema: {
        params: ProductParams,
        querystring: ProductShortListQuery,
        response: { 200: ProductListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      products: await getRelatedProducts(
        app.db,
        request.params.id,
        request.query.limit ?? RELATED_PRODUCTS_LIMIT,
      ),
    }),
  );

  app.get(
    '/product/:id/accessories',
    {
      config: publicCatalogueAccess,
      schema: { params: ProductParams, response: { 200: ProductListResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      products: await getAccessories(app.db, request.params.id),
    }),
  );

  app.get(
    '/product/:id/availability',
    {
      config: publicAccess,
      schema: {
        params: ProductParams,
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Free pieces change with every order: revalidated each time (a 304 while unchanged).
      reply.header('cache-control', 'no-cache');
      return getAvailability(app.db, request.params.id, request.query.from, request.query.to);
    },
  );
};

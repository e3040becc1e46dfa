/**
 * /products and /products/…: the product list with its filters, the latest and the featured
 * products. Public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  FEATURED_PRODUCTS_LIMIT,
  LATEST_PRODUCTS_LIMIT,
  ProductListResponse,
  ProductShortListQuery,
  ProductsRequest,
  ProductsResponse,
} from '@shop/shared/contract';
import { isOn } from '../../lib/form-flag';
import { publicCatalogueAccess } from '../../plugins/answer-cache';
import { getLatestProducts, getProducts } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/latest',
    {
      config: publicCatalogueAccess,
      schema: {
        querystring: ProductShortListQuery,
        response: { 200: ProductListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      products: await getLatestProducts(app.db, request.query.limit ?? LATEST_PRODUCTS_LIMIT),
    }),
  );

  app.get(
    '/products/featured',
    {
      config: publicCatalogueAccess,
      schema: {
        querystring: ProductShortListQuery,
        response: { 200: ProductListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      products: await getLatestProducts(app.db, request.query.limit ?? FEATURED_PRODUCTS_LIMIT, {
        featuredOnly: true,
      }),
    }),
  );

  app.post(
    '/products',
    {
      // A random choice of featured products is meant to differ each time: not kept.
      config: {
        ...publicCatalogueAccess,
        cachedAnswer: (request) => !isOn((request.body as ProductsRequest).randomFeatured),
      },
      schema: { body: ProductsRequest, response: { 200: ProductsResponse, ...errors } },
    },
    async (request) => getProducts(app.db, request.body),
  );
};

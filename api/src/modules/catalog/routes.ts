import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AvailabilityQuery,
  AvailabilityResponse,
  CategoriesResponse,
  CategoryGroupsResponse,
  CategoryParams,
  CategoryResponse,
  ErrorResponse,
  FEATURED_PRODUCTS_LIMIT,
  LATEST_PRODUCTS_LIMIT,
  ProductListResponse,
  ProductParams,
  ProductQuery,
  ProductResponse,
  ProductShortListQuery,
  ProductsRequest,
  ProductsResponse,
  RELATED_PRODUCTS_LIMIT,
} from '@shop/shared/contract';
import { Type } from 'typebox';
import { isOn } from '../../lib/form-flag';
import { notFound } from '../../lib/http-error';
import { publicCache } from '../../plugins/public-cache';
import { publicAccess } from '../../plugins/route-access';
import {
  matchesEtag,
  PRODUCT_IMAGE_CACHE_CONTROL,
  productImageEtag,
  renderProductImage,
} from './product-image';
import { findManual, findProductImageData } from './repository';
import {
  getAvailability,
  getCategories,
  getCategory,
  getCategoryGroups,
  getLatestProducts,
  getProduct,
  getProducts,
  getRelatedProducts,
} from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** Generated manuals are small and never change for a manual id: keep the last few in memory. */
const manualCache = new Map<string, Uint8Array>();
const MANUAL_CACHE_SIZE = 64;

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The catalogue's GET answers: public, briefly cacheable, with an ETag.
  await publicCache(app);

  app.get(
    '/categories',
    { config: publicAccess, schema: { response: { 200: CategoriesResponse, ...errors } } },
    async () => ({ success: true as const, categories: await getCategories(app.db) }),
  );

  app.get(
    '/category/groups',
    { config: publicAccess, schema: { response: { 200: CategoryGroupsResponse, ...errors } } },
    async () => ({ success: true as const, groups: await getCategoryGroups(app.db) }),
  );

  app.get(
    '/category/:id',
    {
      config: publicAccess,
      schema: { params: CategoryParams, response: { 200: CategoryResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      category: await getCategory(app.db, request.params.id),
    }),
  );

  app.get(
    '/product/:id',
    {
      config: publicAccess,
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
      config: publicAccess,
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
      config: publicAccess,
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

  app.get(
    '/products/latest',
    {
      config: publicAccess,
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
      config: publicAccess,
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
      config: publicAccess,
      schema: { body: ProductsRequest, response: { 200: ProductsResponse, ...errors } },
    },
    async (request) => getProducts(app.db, request.body),
  );

  app.get(
    '/product-image/:id.svg',
    {
      config: publicAccess,
      schema: {
        params: ProductParams,
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errors },
      },
    },
    async (request, reply) => {
      const data = await findProductImageData(app.db, request.params.id);
      if (!data) throw notFound(`Product not found: ${request.params.id}`);
      const svg = renderProductImage(data);
      const etag = productImageEtag(svg);
      reply.header('cache-control', PRODUCT_IMAGE_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send('');
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.get(
    '/product-manual/:id.pdf',
    {
      config: publicAccess,
      schema: {
        params: ProductParams,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', description: 'application/pdf' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const manual = await findManual(app.db, request.params.id);
      if (!manual) throw notFound(`Manual not found: ${request.params.id}`);
      const english = manual.manual.language === 'en';
      const key = `${manual.manual.id}:${manual.manual.title}`;
      let pdf = manualCache.get(key);
      if (!pdf) {
        // pdf-lib is loaded on the first manual asked for, not at start.
        const { renderProductManual } = await import('./product-manual');
        pdf = await renderProductManual({
          language: english ? 'en' : 'cs',
          title: manual.manual.title,
          productName: english ? manual.product.nameEn : manual.product.name,
          brand: manual.product.brand,
          categoryName: english ? manual.categoryNameEn : manual.categoryName,
          parameters: manual.parameters.map((p) => ({
            name: english ? p.nameEn : p.name,
            value: english ? (p.valueEn ?? p.value) : p.value,
            unit: p.unit,
          })),
        });
        if (manualCache.size >= MANUAL_CACHE_SIZE) {
          const oldest = manualCache.keys().next().value;
          if (oldest !== undefined) manualCache.delete(oldest);
        }
        manualCache.set(key, pdf);
      }
      return reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=86400')
        .header(
          'content-disposition',
          `inline; filename="manual-${manual.product.id}-${manual.manual.language}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  );
};

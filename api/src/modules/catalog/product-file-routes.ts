/**
 * /product-image/{id}.svg (and .png, for the sites that take no SVG) and /product-manual/{id}.pdf:
 * a product's picture and its manual, each with its own long cache. Public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ProductParams } from '@shop/shared/contract';
import { LRUCache } from 'lru-cache';
import { Type } from 'typebox';
import { matchesEtag } from '../../lib/etag';
import { notFound } from '../../lib/http-error';
import type { ProductImageFormat } from '../../lib/paths';
import { publicAccess } from '../../plugins/route-access';
import {
  PRODUCT_IMAGE_CACHE_CONTROL,
  productImageEtag,
  rasteriseProductImage,
  renderProductImage,
} from './product-image';
import { findManual, findProductImageData } from './repository';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * The PNGs drawn (about 10 KB and 10 ms each), by their ETag: a price-comparison site fetching
 * every picture of a feed again costs the drawing once per process.
 */
const pngCache = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (png) => png.length,
});

/** Generated manuals are small and never change for a manual id: keep the last few in memory. */
const manualCache = new Map<string, Uint8Array>();
const MANUAL_CACHE_SIZE = 64;

/** A product's picture in one format: drawn from its data, answered 304 to its own ETag. */
function imageRoute(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  format: ProductImageFormat,
  type: string,
) {
  app.get(
    `/product-image/:id.${format}`,
    {
      config: publicAccess,
      schema: {
        params: ProductParams,
        // The name drawn on the picture: Czech unless `lang=en` (an English page's picture).
        querystring: Type.Object({ lang: Type.Optional(Type.Enum(['cs', 'en'])) }),
        response: {
          200: Type.Unsafe<string | Buffer>({ type: 'string', description: type }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const data = await findProductImageData(app.db, request.params.id, request.query.lang);
      if (!data) throw notFound(`Product not found: ${request.params.id}`);
      const svg = renderProductImage(data);
      const etag = productImageEtag(svg, format);
      reply.header('cache-control', PRODUCT_IMAGE_CACHE_CONTROL).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send('');
      if (format === 'svg') return reply.type(type).send(svg);
      let png = pngCache.get(etag);
      if (!png) {
        png = await rasteriseProductImage(svg);
        pngCache.set(etag, png);
      }
      return reply.type(type).send(png);
    },
  );
}

export const productFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  imageRoute(app, 'svg', 'image/svg+xml; charset=utf-8');
  imageRoute(app, 'png', 'image/png');

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

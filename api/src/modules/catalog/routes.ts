/**
 * The catalogue's routes, one file per URL prefix, every GET answer public, briefly cacheable and
 * with an ETag (plugins/public-cache): /categories and /category/… (category-routes),
 * /product/… (product-routes), /products/… (products-routes), /product-image/… and
 * /product-manual/… (product-file-routes). Each route declares its access beside it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicCache } from '../../plugins/public-cache';
import { categoryRoutes } from './category-routes';
import { productFileRoutes } from './product-file-routes';
import { productRoutes } from './product-routes';
import { productsRoutes } from './products-routes';

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await publicCache(app);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(productsRoutes);
  await app.register(productFileRoutes);
};

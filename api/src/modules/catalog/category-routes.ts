/**
 * /categories and /category/…: the category tree, the groups of the menu, one category. Public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoriesResponse,
  CategoryGroupsResponse,
  CategoryParams,
  CategoryResponse,
  ErrorResponse,
} from '@shop/shared/contract';
import { publicCatalogueAccess } from '../../plugins/answer-cache';
import { getCategories, getCategory, getCategoryGroups } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/categories',
    { config: publicCatalogueAccess, schema: { response: { 200: CategoriesResponse, ...errors } } },
    async () => ({ success: true as const, categories: await getCategories(app.db) }),
  );

  app.get(
    '/category/groups',
    {
      config: publicCatalogueAccess,
      schema: { response: { 200: CategoryGroupsResponse, ...errors } },
    },
    async () => ({ success: true as const, groups: await getCategoryGroups(app.db) }),
  );

  app.get(
    '/category/:id',
    {
      config: publicCatalogueAccess,
      schema: { params: CategoryParams, response: { 200: CategoryResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      category: await getCategory(app.db, request.params.id),
    }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BranchesResponse,
  ErrorResponse,
  PageListQuery,
  PageListResponse,
  PageParams,
  PageQuery,
  PageResponse,
} from '@shop/shared/contract';
import { isOn } from '../../lib/form-flag';
import { publicCatalogueAccess } from '../../plugins/answer-cache';
import { publicCache } from '../../plugins/public-cache';
import { getBranches, getPage, getPageList } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Pages and branches: public, briefly cacheable, with an ETag.
  await publicCache(app);

  app.get(
    '/page/list',
    {
      config: publicCatalogueAccess,
      schema: { querystring: PageListQuery, response: { 200: PageListResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      list: await getPageList(app.db, {
        type: request.query.type,
        withBody: isOn(request.query.withBody),
      }),
    }),
  );

  app.get(
    '/page/:slug',
    {
      config: publicCatalogueAccess,
      schema: {
        params: PageParams,
        querystring: PageQuery,
        response: { 200: PageResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      page: await getPage(app.db, request.params.slug, request.query.lang),
    }),
  );

  app.get(
    '/branches',
    { config: publicCatalogueAccess, schema: { response: { 200: BranchesResponse, ...errors } } },
    async () => ({ success: true as const, branches: await getBranches(app.db) }),
  );
};

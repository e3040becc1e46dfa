import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentParams, DocumentResponse, ErrorResponse } from '@shop/shared/contract';
import { capabilityAccess } from '../../plugins/route-access';
import { getDocument } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/document/:type/:code',
    {
      config: capabilityAccess(['document-code']),
      schema: { params: DocumentParams, response: { 200: DocumentResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      document: await getDocument(app.db, request.params.type, request.params.code),
    }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentParams, DocumentResponse, ErrorResponse } from '@shop/shared/contract';
import { capabilityAccess } from '../../plugins/route-access';
import { getDocument } from './document-view';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/document/:type/:code',
    {
      config: capabilityAccess(['document-code']),
      schema: { params: DocumentParams, response: { 200: DocumentResponse, ...errors } },
    },
    async (request, reply) => {
      // Whoever has the link has the document: never cached, indexed or passed on in a Referer.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      return {
        success: true as const,
        document: await getDocument(app.db, request.params.type, request.params.code),
      };
    },
  );
};

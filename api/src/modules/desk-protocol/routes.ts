import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  ProtocolParams,
  ProtocolPdfQuery,
  ProtocolResponse,
} from '@shop/shared/contract';
import { protocolSheet } from '@shop/shared/documents/protocol-sheet';
import { capabilityAccess } from '../../plugins/route-access';
import { PdfBody, pdfRateLimit, renderProtocolPdf, sendPdf } from '../pdf';
import { protocolByCode } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * GET /protocols/:code: a handover or return protocol opened from its link (its page); and
 * GET /protocols/:code/pdf: its PDF, the same sheet. The code is the permission, as a money
 * document's is; any other code is the same 404.
 */
export const protocolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = await pdfRateLimit(app, 'protocol');
  app.get(
    '/protocols/:code',
    {
      config: capabilityAccess(['document-code']),
      schema: { params: ProtocolParams, response: { 200: ProtocolResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      protocol: await protocolByCode(app.db, request.params.code),
    }),
  );

  app.get(
    '/protocols/:code/pdf',
    {
      config: capabilityAccess(['document-code']),
      schema: {
        params: ProtocolParams,
        querystring: ProtocolPdfQuery,
        response: { 200: PdfBody, ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const protocol = await protocolByCode(app.db, request.params.code);
      const locale = request.query.lang ?? 'cs';
      const bytes = await renderProtocolPdf(protocolSheet(protocol, locale), locale, {
        demo: app.demo,
      });
      return sendPdf(reply, bytes, protocol.number);
    },
  );
};

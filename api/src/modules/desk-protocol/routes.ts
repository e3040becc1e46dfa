import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  ProtocolParams,
  ProtocolPdfQuery,
  ProtocolPhotoParams,
  ProtocolResponse,
} from '@shop/shared/contract';
import { capabilityAccess } from '../../plugins/route-access';
import { JpegBody, protocolPhoto } from '../desk-photo';
import { PdfBody, pdfRateLimit, sendPdf } from '../pdf';
import { protocolPdf } from './protocol-pdf';
import { protocolByCode, protocolIdByCode } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/**
 * GET /protocols/:code: a handover or return protocol opened from its link (its page); and
 * GET /protocols/:code/pdf: its PDF, the same sheet; GET /protocols/:code/photos/:photoId: a
 * damage photo it lists. The code is the permission, as a money document's is; any other code is
 * the same 404.
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
      const bytes = await protocolPdf(app.db, protocol, request.query.lang ?? 'cs', app.demo);
      return sendPdf(reply, bytes, protocol.number);
    },
  );

  app.get(
    '/protocols/:code/photos/:photoId',
    {
      config: capabilityAccess(['document-code']),
      schema: { params: ProtocolPhotoParams, response: { 200: JpegBody, ...errors } },
    },
    async (request, reply) => {
      const returnId = await protocolIdByCode(app.db, request.params.code);
      const photo = await protocolPhoto(app.db, returnId, request.params.photoId);
      return reply.type('image/jpeg').header('referrer-policy', 'no-referrer').send(photo);
    },
  );
};

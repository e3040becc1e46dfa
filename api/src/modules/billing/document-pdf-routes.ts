import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentParams, ErrorResponse, Locale } from '@shop/shared/contract';
import { documentSheet } from '@shop/shared/documents/document-sheet';
import { Type } from 'typebox';
import { capabilityAccess } from '../../plugins/route-access';
import { PdfBody, pdfRateLimit, renderDocumentPdf, sendPdf } from '../pdf';
import { getDocument } from './document-view';
import { isdocXml } from './isdoc';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The 200 answer of the ISDOC route, for its schema. */
const IsdocBody = Type.Unsafe<string>({
  type: 'string',
  description: 'application/xml (ISDOC 6.0.2)',
});

/** GET /document/:type/:code/pdf?lang=: in Czech unless English is asked for. */
export const DocumentPdfQuery = Type.Object(
  { lang: Type.Optional(Locale) },
  { additionalProperties: false },
);

/**
 * GET /document/:type/:code/pdf: the document's PDF, the same sheet its page lays out; and
 * GET /document/:type/:code/isdoc: its ISDOC 6.0.2 file, for accounting software. The same code,
 * the same 404 for an unknown type or code as the document's own route.
 */
export const documentPdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = await pdfRateLimit(app, 'document');
  app.get(
    '/document/:type/:code/pdf',
    {
      config: capabilityAccess(['document-code']),
      schema: {
        params: DocumentParams,
        querystring: DocumentPdfQuery,
        response: { 200: PdfBody, ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const document = await getDocument(app.db, request.params.type, request.params.code);
      const locale = request.query.lang ?? 'cs';
      // A demo shop's PDF says so (a rendering concern: the issued content stays as it is).
      const bytes = await renderDocumentPdf(documentSheet(document, locale), locale, {
        demo: app.demo,
      });
      return sendPdf(reply, bytes, document.number);
    },
  );

  app.get(
    '/document/:type/:code/isdoc',
    {
      config: capabilityAccess(['document-code']),
      schema: { params: DocumentParams, response: { 200: IsdocBody, ...errors } },
    },
    async (request, reply) => {
      const document = await getDocument(app.db, request.params.type, request.params.code);
      const fileName = document.number.replace(/[^A-Za-z0-9-]/g, '') || 'document';
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}.isdoc"`)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(isdocXml(document));
    },
  );
};

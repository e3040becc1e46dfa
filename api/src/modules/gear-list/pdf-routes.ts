import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, GearListPdfQuery, GearListPdfResponse } from '@shop/shared/contract';
import { gearListSheet } from '@shop/shared/documents/gear-list-sheet';
import { isOn } from '../../lib/form-flag';
import { API_PREFIX } from '../../lib/paths';
import { capabilityAccess } from '../../plugins/route-access';
import { PdfBody, pdfRateLimit, renderGearListPdf, sendPdf } from '../pdf';
import { findGearList, toGearList } from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** The API path of a gear list's PDF: the file route with the query it was asked with. */
export function gearListPdfPath(query: GearListPdfQuery): string {
  const search = new URLSearchParams({ code: query.code });
  if (query.grouped !== undefined) search.set('grouped', isOn(query.grouped) ? '1' : '0');
  if (query.expand !== undefined) search.set('expand', isOn(query.expand) ? '1' : '0');
  if (query.prices !== undefined) search.set('prices', isOn(query.prices) ? '1' : '0');
  if (query.lang) search.set('lang', query.lang);
  return `${API_PREFIX}/order/product-list.pdf?${search.toString()}`;
}

/**
 * GET /order/product-list-pdf (where the PDF is) and GET /order/product-list.pdf (the PDF): the
 * list the code opens, laid out from the same sheet as its page; the crew's code gives the crew's
 * sheet, in which no price exists (and `prices=0` gives it for any code, as the crew's page shows
 * it). An unknown code is the list's 404.
 */
export const gearListPdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = await pdfRateLimit(app, 'gear-list');
  app.get(
    '/order/product-list-pdf',
    {
      config: capabilityAccess(['gear-list-code']),
      schema: {
        querystring: GearListPdfQuery,
        response: { 200: GearListPdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      await findGearList(app.db, request.query.code);
      return { success: true as const, url: gearListPdfPath(request.query) };
    },
  );

  app.get(
    '/order/product-list.pdf',
    {
      config: capabilityAccess(['gear-list-code']),
      schema: { querystring: GearListPdfQuery, response: { 200: PdfBody, ...errors } },
      preHandler: limited,
    },
    async (request, reply) => {
      const { code, grouped, expand, prices, lang } = request.query;
      const { row, kind } = await findGearList(app.db, code);
      const expanded = expand !== undefined && isOn(expand);
      const list = toGearList(row, kind, { parts: expanded });
      const locale = lang ?? list.locale;
      const sheet = gearListSheet(list, locale, {
        grouped: grouped === undefined || isOn(grouped),
        withPrices: prices === undefined || isOn(prices),
        expand: expanded,
      });
      const bytes = await renderGearListPdf(sheet, locale, { demo: app.demo });
      return sendPdf(reply, bytes, list.orderNumber);
    },
  );
};

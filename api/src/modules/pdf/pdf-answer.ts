// How a document's or gear list's PDF is answered: shown in the browser under its number's file
// name, and, as whoever has the link has the document, never cached, indexed or passed on in a
// Referer.

import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** The 200 answer of a PDF route, for its schema. */
export const PdfBody = Type.Unsafe<Buffer>({ type: 'string', description: 'application/pdf' });

/** Sends `bytes` as the PDF file `name` (digits, letters and dashes). */
export function sendPdf(reply: FastifyReply, bytes: Buffer, name: string): FastifyReply {
  const fileName = name.replace(/[^A-Za-z0-9-]/g, '') || 'document';
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}.pdf"`)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .send(bytes);
}

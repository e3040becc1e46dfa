import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@shop/shared/contract';
import { type Static, Type } from 'typebox';
import { developmentAccess } from '../../plugins/route-access';
import { renderDevEmailsPage, renderEmailPreviewsPage } from './dev-emails-page';
import type { EmailPreview } from './layout';
import { listEmails } from './repository';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

const DevEmailsQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) },
  { additionalProperties: false },
);

const DevEmail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  replyTo: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  transport: Type.String(),
  messageId: Type.Union([Type.String(), Type.Null()]),
  /** The attached files' names, types and sizes (not their bytes). */
  attachments: Type.Union([
    Type.Array(
      Type.Object({ filename: Type.String(), contentType: Type.String(), size: Type.Integer() }),
    ),
    Type.Null(),
  ]),
  createdAt: Type.String(),
});

const DevEmailsResponse = Type.Object({
  success: Type.Literal(true),
  emails: Type.Array(DevEmail),
});
type DevEmailsResponse = Static<typeof DevEmailsResponse>;

export interface DevEmailRoutesOptions {
  /** Every kind of e-mail from sample data, its links on `origin`. */
  previews: (origin: string) => EmailPreview[];
}

/**
 * Development pages of the e-mail adapter, registered only with DEV_PAGES=1 (off by default: they
 * show every customer's e-mails): GET /dev/emails (HTML) and GET /dev/emails.json, newest first,
 * and GET /dev/emails/previews, every kind of e-mail from sample data.
 */
export const devEmailRoutes: FastifyPluginAsyncTypebox<DevEmailRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/dev/emails/previews',
    {
      config: developmentAccess,
      schema: { response: { 200: Type.String({ description: 'text/html' }), ...errors } },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderEmailPreviewsPage(options.previews(app.publicOrigin))),
  );

  app.get(
    '/dev/emails',
    { config: developmentAccess, schema: { querystring: DevEmailsQuery } },
    async (request, reply) => {
      const rows = await listEmails(app.db, request.query.limit ?? 100);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderDevEmailsPage(rows));
    },
  );

  app.get(
    '/dev/emails.json',
    {
      config: developmentAccess,
      schema: { querystring: DevEmailsQuery, response: { 200: DevEmailsResponse, ...errors } },
    },
    async (request, reply): Promise<DevEmailsResponse> => {
      reply.header('cache-control', 'no-store');
      const rows = await listEmails(app.db, request.query.limit ?? 100);
      return {
        success: true,
        emails: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          from: row.fromAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          text: row.text,
          html: row.html,
          transport: row.transport,
          messageId: row.messageId,
          attachments:
            row.attachments?.map(({ filename, contentType, size }) => ({
              filename,
              contentType,
              size,
            })) ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@shop/shared/contract';
import { locales } from '@shop/shared/routes';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { pagePattern } from '../../lib/page-paths';
import { isWellFormedCode } from '../../lib/random-code';
import { capabilityAccess } from '../../plugins/route-access';
import { documentPagePath, SHORT_LINK_PAGES } from './notifications';
import { findShortLink } from './repository';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** An unknown link: the shop's page (HTML bytes, not serialized) or, with no shell, the JSON 404. */
const NotFoundAnswer = Type.Union([
  ErrorResponse,
  Type.Unsafe<Uint8Array>({ description: 'the shell page, text/html' }),
]);

const ShortLinkParams = Type.Object({ hash: Type.String({ minLength: 1, maxLength: 128 }) });

export interface ShortLinkOptions {
  /**
   * Where the shell's index.html is now: an unknown link answers 404 with the shop's page (which
   * says the document was not found) instead of the JSON 404; without it (an API alone), the JSON
   * 404.
   */
  shellPage?: () => Promise<string | undefined>;
}

/** The shell's page if it is deployed; undefined otherwise. */
async function readShellPage(
  where: (() => Promise<string | undefined>) | undefined,
): Promise<Buffer | undefined> {
  const file = await where?.();
  if (!file) return undefined;
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * The short links of e-mails and SMS, answered by the server so they work without JavaScript:
 * /e/{hash} sends the browser to its estimate's page, /i/{hash} to its invoice's, in the order's
 * language (/en/… always in English). An unknown hash, or one of another document type, is the
 * shop's 404 and nothing else.
 */
export const shortLinkRoutes: FastifyPluginAsyncTypebox<ShortLinkOptions> = async (
  app,
  options,
) => {
  for (const [type, page] of SHORT_LINK_PAGES) {
    for (const language of locales) {
      const pattern = pagePattern(page, language);
      app.get(
        pattern,
        {
          config: capabilityAccess(['document-code']),
          schema: { params: ShortLinkParams, response: { ...errors, 404: NotFoundAnswer } },
        },
        async (request, reply) => {
          const { hash } = request.params;
          const found = isWellFormedCode(hash) ? await findShortLink(app.db, hash) : undefined;
          if (!found || found.type !== type) {
            const shell = await readShellPage(options.shellPage);
            if (!shell) throw notFound(`Page not found: ${pattern.replace(':hash', hash)}`);
            reply.header('cache-control', 'no-store');
            reply.header('x-robots-tag', 'noindex');
            return reply.code(404).type('text/html; charset=utf-8').send(shell);
          }
          const locale = language === 'en' || found.locale === 'en' ? 'en' : 'cs';
          reply.header('cache-control', 'no-store');
          reply.header('x-robots-tag', 'noindex');
          return reply.redirect(documentPagePath(type, found.code, locale), 302);
        },
      );
    }
  }
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  RedirectQuery,
  RedirectResponse,
  SlugQuery,
  SlugResponse,
} from '@shop/shared/contract';
import type { RouteDefinition } from '@shop/shared/routes';
import { disallowedPaths } from '@shop/shared/routes/search-engines';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-error';
import { pagePath } from '../../lib/page-paths';
import { publicCatalogueAccess } from '../../plugins/answer-cache';
import { publicCache } from '../../plugins/public-cache';
import { publicAccess } from '../../plugins/route-access';
import { findTermsPage } from './repository';
import {
  indexSitemap,
  languageSitemap,
  lookupRedirect,
  resolveSlug,
  robotsTxt,
  sitemapIndex,
} from './service';

const errors = { '4xx': ErrorResponse, '5xx': ErrorResponse };

/** GET /api/slug and GET /api/redirect: what the shell asks before and while routing. */
export const siteApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Slug lookups: public, briefly cacheable, with an ETag.
  await publicCache(app);

  app.get(
    '/slug',
    {
      config: publicCatalogueAccess,
      schema: { querystring: SlugQuery, response: { 200: SlugResponse, ...errors } },
    },
    async (request) => resolveSlug(app.db, request.query.path, request.query.lang),
  );

  app.get(
    '/redirect',
    {
      config: publicCatalogueAccess,
      schema: { querystring: RedirectQuery, response: { 200: RedirectResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return lookupRedirect(app.db, request.query.path);
    },
  );
};

export interface SiteRootOptions {
  /** Absolute origin of the public site, e.g. 'https://www.example.cz' (no trailing slash). */
  publicOrigin: string;
  /** The deployed remotes' route tables, asked for each robots.txt (default: none). */
  routeTables?: () => Promise<readonly RouteDefinition[]>;
}

const xml = { 200: Type.String({ description: 'application/xml' }), ...errors };
const text = { 200: Type.String({ description: 'text/plain' }), ...errors };

/** Paths the server answers at the site root: robots.txt, sitemaps, /vop and /login. */
export const siteRootRoutes: FastifyPluginAsyncTypebox<SiteRootOptions> = async (app, options) => {
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const routeTables = options.routeTables ?? (async () => []);
  const sendXml = (reply: FastifyReply, body: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);

  // What crawlers may read: the shop but the pages not for search engines (from the route tables
  // of the remotes deployed now) and the API; where the sitemaps are.
  app.get(
    '/robots.txt',
    { config: publicAccess, schema: { response: text } },
    async (request, reply) => {
      let routes: readonly RouteDefinition[] = [];
      try {
        routes = await routeTables();
      } catch (error) {
        request.log.warn({ err: error }, 'robots.txt without the route tables');
      }
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(origin, disallowedPaths(routes)));
    },
  );
  app.get(
    '/sitemap.xml',
    { config: publicAccess, schema: { response: xml } },
    async (_request, reply) => sendXml(reply, sitemapIndex(origin)),
  );
  app.get(
    '/index-sitemap.xml',
    { config: publicAccess, schema: { response: xml } },
    async (_request, reply) => sendXml(reply, indexSitemap(origin)),
  );
  app.get(
    '/cs-sitemap.xml',
    { config: publicAccess, schema: { response: xml } },
    async (_request, reply) => sendXml(reply, await languageSitemap(app.db, origin, 'cs')),
  );
  app.get(
    '/en-sitemap.xml',
    { config: publicAccess, schema: { response: xml } },
    async (_request, reply) => sendXml(reply, await languageSitemap(app.db, origin, 'en')),
  );

  // The terms (VOP) live on a content route of their own; /vop sends the browser there.
  app.get(
    '/vop',
    { config: publicAccess, schema: { response: errors } },
    async (_request, reply) => {
      const terms = await findTermsPage(app.db);
      if (!terms) throw notFound('Page not found: /vop');
      return reply.redirect(`/${terms.slug}`, 302);
    },
  );

  // The login screen is a client route; keep a query string (e.g. a return address).
  app.get(
    '/login',
    { config: publicAccess, schema: { response: errors } },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${pagePath('login')}${query}`, 302);
    },
  );
};

import type { Locale, RedirectResponse, SlugKind, SlugResponse } from '@shop/shared/contract';
import { escapeHtml } from '@shop/shared/format/escape-html';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { contentPagePath, FIXED_PAGES, pagePath } from '../../lib/page-paths';
import { API_PREFIX, FEED_FORMATS, feedPath } from '../../lib/paths';
import { normalizeRedirectPath, parseSlugPath } from './paths';
import { findRedirect, findSlugMatches, listSitemapEntries, type SlugMatch } from './repository';

const KIND_ORDER: SlugKind[] = ['page', 'category', 'product'];

/** What /<slug> shows: the slug in `lang` first (pages, then categories, then products). */
export async function resolveSlug(
  db: Database,
  path: string,
  lang?: Locale,
): Promise<SlugResponse> {
  const parsed = parseSlugPath(path, lang);
  if (!parsed) throw notFound(`Page not found: ${path}`);
  const matches = await findSlugMatches(db, parsed.section, parsed.slug);
  const ordered = [...matches].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
  const inLang = (m: SlugMatch) => (parsed.locale === 'en' ? m.slugEn : m.slug) === parsed.slug;
  const match = ordered.find(inLang) ?? ordered[0];
  if (!match) throw notFound(`Page not found: ${path}`);
  return {
    success: true,
    kind: match.kind,
    id: match.id,
    slug: parsed.locale === 'en' ? match.slugEn : match.slug,
    slugs: { cs: match.slug, en: match.slugEn },
  };
}

export async function lookupRedirect(db: Database, path: string): Promise<RedirectResponse> {
  const key = normalizeRedirectPath(path);
  const row = key === null ? undefined : await findRedirect(db, key);
  if (!row) return { success: true, target: null, status: null };
  return { success: true, target: row.target, status: row.status === 302 ? 302 : 301 };
}

// ---------------------------------------------------------------- robots.txt

/**
 * robots.txt: every crawler may read the shop but the API and `disallowed` (path prefixes of the
 * pages not for search engines, `routes/search-engines.ts`); the sitemap index on the public
 * origin.
 */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    ...[`${API_PREFIX}/`, ...disallowed].map((path) => `Disallow: ${path}`),
    // The price-comparison feeds, for the sites that read them, and the product pictures their
    // items show (under the API, which is otherwise kept out).
    ...FEED_FORMATS.map((format) => `Allow: ${feedPath(format)}`),
    `Allow: ${API_PREFIX}/product-image/`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- sitemaps

export const SITEMAP_FILES = ['index-sitemap.xml', 'cs-sitemap.xml', 'en-sitemap.xml'] as const;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

interface Alternates {
  cs: string;
  en: string;
  lastmod?: string | undefined;
}

function urlEntry(origin: string, loc: string, alternates: Alternates): string {
  const link = (lang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}"/>`;
  return `<url><loc>${escapeHtml(origin + loc)}</loc>${
    alternates.lastmod ? `<lastmod>${alternates.lastmod}</lastmod>` : ''
  }${link('cs', alternates.cs)}${link('en', alternates.en)}${link('x-default', alternates.cs)}</url>\n`;
}

/** The sitemap index pointing at the other three. */
export function sitemapIndex(origin: string): string {
  const entries = SITEMAP_FILES.map(
    (file) => `<sitemap><loc>${escapeHtml(`${origin}/${file}`)}</loc></sitemap>\n`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** Fixed screens (home, about rental, blog, FAQ) in both languages. */
export function indexSitemap(origin: string): string {
  const entries = FIXED_PAGES.flatMap((page) => {
    const cs = pagePath(page, {}, 'cs');
    const en = pagePath(page, {}, 'en');
    return [urlEntry(origin, cs, { cs, en }), urlEntry(origin, en, { cs, en })];
  });
  return `${URLSET_OPEN}${entries.join('')}</urlset>\n`;
}

/** Every public page, category and product in one language, with both languages as alternates. */
export async function languageSitemap(
  db: Database,
  origin: string,
  locale: Locale,
): Promise<string> {
  const { pageRows, categoryRows, productRows } = await listSitemapEntries(db);
  const parts: string[] = [URLSET_OPEN];
  const add = (alternates: Alternates) =>
    parts.push(urlEntry(origin, locale === 'en' ? alternates.en : alternates.cs, alternates));
  for (const page of pageRows) {
    const cs = contentPagePath(page.type, page.slug, 'cs');
    const en = contentPagePath(page.type, page.slugEn, 'en');
    if (cs && en) add({ cs, en, lastmod: page.publishedAt });
  }
  for (const category of categoryRows) {
    add({
      cs: pagePath('product-list', { slug: category.slug }, 'cs'),
      en: pagePath('product-list', { slug: category.slugEn }, 'en'),
    });
  }
  for (const product of productRows) {
    add({
      cs: pagePath('product-detail', { slug: product.slug }, 'cs'),
      en: pagePath('product-detail', { slug: product.slugEn }, 'en'),
      lastmod: new Date(product.createdAt).toISOString().slice(0, 10),
    });
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

import {
  type Branch,
  type Locale,
  PAGE_TYPES,
  type Page,
  type PageSummary,
  type PageType,
} from '@shop/shared/contract';
import { withCookieTable } from '@shop/shared/cookies/shop-cookies';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { contentPagePath } from '../../lib/page-paths';
import { findPagesBySlug, listBranches, listPages, type PageRow } from './repository';

type ListedPage = Awaited<ReturnType<typeof listPages>>[number] & {
  body?: string;
  bodyEn?: string;
};

/** Order of the list: by type (content, about-rental, blog, faq, terms), blog newest first. */
function comparePages(a: ListedPage, b: ListedPage): number {
  const byType = PAGE_TYPES.indexOf(a.type) - PAGE_TYPES.indexOf(b.type);
  if (byType !== 0) return byType;
  if (a.type === 'blog') return b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;
  return a.position - b.position || a.id - b.id;
}

function toSummary(row: ListedPage): PageSummary {
  const { body, bodyEn } = row;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    publishedAt: row.publishedAt,
    path: contentPagePath(row.type, row.slug, 'cs'),
    ...(body !== undefined ? { body: withCookieTable(body, 'cs') } : {}),
    translations: {
      en: {
        slug: row.slugEn,
        title: row.titleEn,
        perex: row.perexEn,
        path: contentPagePath(row.type, row.slugEn, 'en'),
        ...(bodyEn !== undefined ? { body: withCookieTable(bodyEn, 'en') } : {}),
      },
    },
  };
}

export async function getPageList(
  db: Database,
  options: { type?: PageType | undefined; withBody?: boolean } = {},
): Promise<PageSummary[]> {
  const rows: ListedPage[] = await listPages(db, options);
  return rows.sort(comparePages).map(toSummary);
}

/** A page as the API serves it: the cookie list, where its mark is, is the current one. */
export function toPage(row: PageRow): Page {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    body: withCookieTable(row.body, 'cs'),
    publishedAt: row.publishedAt,
    path: contentPagePath(row.type, row.slug, 'cs'),
    translations: {
      en: {
        slug: row.slugEn,
        title: row.titleEn,
        perex: row.perexEn,
        body: withCookieTable(row.bodyEn, 'en'),
        path: contentPagePath(row.type, row.slugEn, 'en'),
      },
    },
  };
}

/** A page by its slug in `lang` (tried first) or in the other language. */
export async function getPage(db: Database, slug: string, lang: Locale = 'cs'): Promise<Page> {
  const rows = await findPagesBySlug(db, slug);
  const row =
    rows.find((r) => (lang === 'en' ? r.slugEn : r.slug) === slug) ??
    rows.find((r) => (lang === 'en' ? r.slug : r.slugEn) === slug);
  if (!row) throw notFound(`Page not found: ${slug}`);
  return toPage(row);
}

export async function getBranches(db: Database): Promise<Branch[]> {
  return (await listBranches(db)).map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    street: row.street,
    city: row.city,
    zipCode: row.zipCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    location: { lat: row.latitude, lon: row.longitude },
    openingHours: row.openingHours,
    nightSafe: row.nightSafe,
    note: row.note,
    translations: { en: { name: row.nameEn, note: row.noteEn } },
  }));
}

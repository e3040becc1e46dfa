import type { SlugKind } from '@shop/shared/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, pages, products, redirects } from '../../db/schema';
import type { SlugSection } from './paths';

export interface SlugMatch {
  kind: SlugKind;
  id: number;
  slug: string;
  slugEn: string;
}

const PAGE_TYPES_OF: Record<SlugSection, Array<'content' | 'terms' | 'about-rental' | 'blog'>> = {
  root: ['content', 'terms'],
  blog: ['blog'],
  'about-rental': ['about-rental'],
};

/** Everything whose Czech or English slug is `slug` in a section (pages first). */
export async function findSlugMatches(
  db: Database,
  section: SlugSection,
  slug: string,
): Promise<SlugMatch[]> {
  const pageQuery = db
    .select({
      kind: sql<SlugKind>`'page'`.as('kind'),
      id: pages.id,
      slug: pages.slug,
      slugEn: pages.slugEn,
    })
    .from(pages)
    .where(
      and(
        inArray(pages.type, PAGE_TYPES_OF[section]),
        or(eq(pages.slug, slug), eq(pages.slugEn, slug)),
      ),
    );
  if (section !== 'root') return pageQuery;
  return pageQuery
    .unionAll(
      db
        .select({
          kind: sql<SlugKind>`'category'`.as('kind'),
          id: categories.id,
          slug: categories.slug,
          slugEn: categories.slugEn,
        })
        .from(categories)
        .where(or(eq(categories.slug, slug), eq(categories.slugEn, slug))),
    )
    .unionAll(
      db
        .select({
          kind: sql<SlugKind>`'product'`.as('kind'),
          id: products.id,
          slug: products.slug,
          slugEn: products.slugEn,
        })
        .from(products)
        .where(or(eq(products.slug, slug), eq(products.slugEn, slug))),
    );
}

export async function findRedirect(db: Database, fromPath: string) {
  const [row] = await db
    .select({ target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, fromPath))
    .limit(1);
  return row;
}

/** Everything the sitemaps list: public pages, categories and products with their slugs. */
export async function listSitemapEntries(db: Database) {
  const [pageRows, categoryRows, productRows] = await Promise.all([
    db
      .select({
        type: pages.type,
        slug: pages.slug,
        slugEn: pages.slugEn,
        publishedAt: pages.publishedAt,
      })
      .from(pages)
      .orderBy(asc(pages.position), asc(pages.id)),
    db
      .select({ slug: categories.slug, slugEn: categories.slugEn })
      .from(categories)
      .orderBy(asc(categories.groupId), asc(categories.position), asc(categories.id)),
    db
      .select({
        slug: products.slug,
        slugEn: products.slugEn,
        createdAt: products.createdAt,
      })
      .from(products)
      .orderBy(asc(products.id)),
  ]);
  return { pageRows, categoryRows, productRows };
}

/** The terms (VOP) page's slugs. */
export async function findTermsPage(db: Database) {
  const [row] = await db
    .select({ slug: pages.slug, slugEn: pages.slugEn })
    .from(pages)
    .where(eq(pages.type, 'terms'))
    .orderBy(asc(pages.position), asc(pages.id))
    .limit(1);
  return row;
}

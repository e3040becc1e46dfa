import type { PageType } from '@shop/shared/contract';
import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, pages } from '../../db/schema';

export type PageRow = typeof pages.$inferSelect;

/** Pages without bodies unless asked (the list), optionally of one type. */
export async function listPages(
  db: Database,
  options: { type?: PageType | undefined; withBody?: boolean } = {},
) {
  const columns = {
    id: pages.id,
    type: pages.type,
    slug: pages.slug,
    slugEn: pages.slugEn,
    title: pages.title,
    titleEn: pages.titleEn,
    perex: pages.perex,
    perexEn: pages.perexEn,
    publishedAt: pages.publishedAt,
    position: pages.position,
  };
  const where = options.type ? eq(pages.type, options.type) : undefined;
  if (options.withBody) {
    return db
      .select({ ...columns, body: pages.body, bodyEn: pages.bodyEn })
      .from(pages)
      .where(where)
      .orderBy(asc(pages.position), asc(pages.id));
  }
  return db.select(columns).from(pages).where(where).orderBy(asc(pages.position), asc(pages.id));
}

/** Pages whose Czech or English slug is `slug` (at most two). */
export async function findPagesBySlug(db: Database, slug: string): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(or(eq(pages.slug, slug), eq(pages.slugEn, slug)));
}

export async function listBranches(db: Database) {
  return db.select().from(branches).orderBy(asc(branches.position), asc(branches.id));
}

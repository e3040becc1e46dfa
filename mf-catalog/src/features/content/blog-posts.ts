/**
 * Blog posts by publication: a post dated after today (Prague) is announced on
 * /blog/future-index and joins /blog on its date.
 */
import type { PageSummary } from '@shop/shared/contract';

export function splitByPublication(posts: PageSummary[], today: string) {
  return {
    published: posts.filter((post) => post.publishedAt.slice(0, 10) <= today),
    /** Soonest first. */
    upcoming: posts
      .filter((post) => post.publishedAt.slice(0, 10) > today)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt)),
  };
}

/** Published posts by year, newest year first, each year newest first. */
export function postsByYear(posts: PageSummary[]): Array<[string, PageSummary[]]> {
  const years = new Map<string, PageSummary[]>();
  for (const post of [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))) {
    const year = post.publishedAt.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()];
}

import type { PageSummary } from '@shop/shared/contract';
import { postsByYear, splitByPublication } from './blog-posts';

const post = (id: number, publishedAt: string) =>
  ({ id, type: 'blog', publishedAt }) as unknown as PageSummary;

describe('blog posts', () => {
  const posts = [
    post(1, '2026-12-24'),
    post(2, '2026-11-22'),
    post(3, '2025-02-11'),
    post(4, '2026-12-01'),
  ];

  it('publishes posts dated today or earlier; later ones are upcoming, soonest first', () => {
    const { published, upcoming } = splitByPublication(posts, '2026-11-22');
    expect(published.map((item) => item.id)).toEqual([2, 3]);
    expect(upcoming.map((item) => item.id)).toEqual([4, 1]);
  });

  it('groups posts by year, newest first', () => {
    expect(postsByYear(posts).map(([year, items]) => [year, items.map((item) => item.id)])).toEqual(
      [
        ['2026', [1, 4, 2]],
        ['2025', [3]],
      ],
    );
  });
});

/** The trail, its JSON-LD, and the breadcrumbs as rendered against the real API's categories. */
import type { CategoryGroup } from '@shop/shared/contract';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { breadcrumbJsonLd, type Crumb, catalogTrail } from './breadcrumb-trail';
import { Breadcrumbs } from './breadcrumbs';

configure({ asyncUtilTimeout: 5000 });

const range = { minPrice: 0, maxPrice: 0 };
const groups: CategoryGroup[] = [
  {
    id: 1,
    slug: 'kamery-a-optika',
    name: 'Kamery a optika',
    translations: { en: { name: 'Cameras & optics', slug: 'cameras-and-optics' } },
    categories: [
      {
        id: 2,
        slug: 'objektivy',
        ico: 'lens',
        name: 'Objektivy',
        translations: { en: { name: 'Lenses', slug: 'lenses' } },
        groupId: 1,
        defaultParameters: range,
        productCount: 3,
      },
    ],
  },
];
const product: Crumb = { name: 'Sigma 18-35', path: '/sigma-18-35' };

describe('catalogue trail', () => {
  it.each([
    [
      'a category in cs',
      { categoryId: 2, locale: 'cs' as const },
      [
        ['Domů', '/'],
        ['Kamery a optika', null],
        ['Objektivy', '/objektivy'],
      ],
    ],
    [
      'a product in en',
      { categoryId: 2, locale: 'en' as const, current: product },
      [
        ['Domů', '/'],
        ['Cameras & optics', null],
        ['Lenses', '/en/lenses'],
        ['Sigma 18-35', '/sigma-18-35'],
      ],
    ],
    [
      'a product of an unknown category',
      { categoryId: 99, locale: 'cs' as const, current: product },
      [
        ['Domů', '/'],
        ['Sigma 18-35', '/sigma-18-35'],
      ],
    ],
  ])('%s', (_case, input, expected) => {
    const trail = catalogTrail({ home: { name: 'Domů', path: '/' }, groups, ...input });
    expect(trail.map((crumb) => [crumb.name, crumb.path])).toEqual(expected);
  });

  it('gives schema.org the steps that have a page, numbered from 1, with absolute URLs', () => {
    const trail = catalogTrail({
      home: { name: 'Home', path: '/en' },
      groups,
      categoryId: 2,
      locale: 'en',
      current: { name: 'Sigma 18-35', path: '/en/sigma-18-35' },
    });
    expect(breadcrumbJsonLd(trail, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Lenses',
          item: 'https://shop.example/en/lenses',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Sigma 18-35',
          item: 'https://shop.example/en/sigma-18-35',
        },
      ],
    });
  });
});

describe('breadcrumbs (against the real API)', () => {
  afterEach(cleanup);

  it.each([
    [
      'cs',
      'Drobečková navigace',
      ['Domů', 'Kamery a optika', 'Objektivy', 'Sigma 18-35'],
      '/objektivy',
    ],
    ['en', 'Breadcrumb', ['Home', 'Cameras & optics', 'Lenses', 'Sigma 18-35'], '/en/lenses'],
  ] as const)(
    'in %s: an ordered list, the product current, and its JSON-LD',
    async (locale, label, names, categoryHref) => {
      await renderPage(
        <Breadcrumbs categoryId={2} current={{ name: 'Sigma 18-35', path: '/x' }} />,
        {
          locale,
        },
      );
      const nav = await screen.findByRole('navigation', { name: label });
      const list = within(nav).getByRole('list');
      expect(list.tagName).toBe('OL');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(names);
      expect(within(nav).getByRole('link', { name: names[2] })).toHaveAttribute(
        'href',
        categoryHref,
      );
      expect(within(nav).queryByRole('link', { name: names[1] })).toBeNull();
      expect(within(nav).getByText('Sigma 18-35')).toHaveAttribute('aria-current', 'page');
      const data = JSON.parse(
        nav.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      );
      expect(data['@type']).toBe('BreadcrumbList');
      expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        names[0],
        names[2],
        names[3],
      ]);
    },
  );
});

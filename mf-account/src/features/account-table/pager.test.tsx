import { renderPage } from '@test/render-page';
import { screen } from '@testing-library/react';
import { Pager, pageHref } from './pager';

describe('the account lists’ pager', () => {
  it.each([
    ['', 2, '?page=2'],
    ['', 1, '?'],
    ['page=3', 1, '?'],
    ['status=PAID&page=3', 2, '?status=PAID&page=2'],
    ['project=Klip+Vltava', 4, '?project=Klip+Vltava&page=4'],
  ])('from "?%s" links page %i as %s', (search, page, href) => {
    expect(pageHref(new URLSearchParams(search), page)).toBe(href);
  });

  it('shows the page among the pages, with links that keep the filter, in Czech', async () => {
    await renderPage(<Pager page={2} count={30} limit={12} label="Stránky objednávek" />, {
      path: '/ucet?status=PAID&page=2',
      pattern: '/ucet',
    });
    const nav = screen.getByRole('navigation', { name: 'Stránky objednávek' });
    expect(nav).toHaveTextContent('Strana 2 z 3');
    expect(screen.getByRole('link', { name: 'Předchozí' })).toHaveAttribute(
      'href',
      '/ucet?status=PAID',
    );
    expect(screen.getByRole('link', { name: 'Další' })).toHaveAttribute(
      'href',
      '/ucet?status=PAID&page=3',
    );
  });

  it('offers no next page on the last one, in English', async () => {
    await renderPage(<Pager page={3} count={30} limit={12} label="Order pages" />, {
      path: '/ucet?page=3',
      pattern: '/ucet',
      locale: 'en',
    });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/ucet?page=2');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('is not shown when everything fits on one page', async () => {
    await renderPage(<Pager page={1} count={12} limit={12} label="Order pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

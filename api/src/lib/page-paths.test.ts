import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentPagePath, FIXED_PAGES, pagePath, pagePattern } from './page-paths';

// The shop's paths as shop-spec.md §2 lists them, written out.
describe('page paths from the route tables', () => {
  const cases: Array<[Parameters<typeof pagePath>, string]> = [
    [['order-received', { id: 'OBJ-1' }, 'cs'], '/objednavka-odeslana/OBJ-1'],
    [['order-received', { id: 'OBJ-1' }, 'en'], '/en/order-received/OBJ-1'],
    [['payment-gopay', { id: '42' }, 'en'], '/en/online-platby/gopay/42'],
    [['user-account', {}, 'cs'], '/ucet'],
    [['login', {}, 'en'], '/en/login'],
    [['cart-share', { code: 'abc' }, 'cs'], '/kosik/sdilet/abc'],
    [['document-tax-document', { code: 'x/y' }, 'cs'], '/document/tax-document/x%2Fy'],
    [['gear-list-with-prices', { code: 'c1' }, 'en'], '/en/p/c1'],
    [['price-offer-preview', { code: 'c2' }, 'cs'], '/preview-price-offer/c2'],
    [['product-detail', { slug: 'kamera' }, 'cs'], '/kamera'],
    [['home', {}, 'en'], '/en'],
  ];
  for (const [args, expected] of cases) {
    it(`${args[0]} ${args[2]} → ${expected}`, () => {
      assert.equal(pagePath(...args), expected);
    });
  }

  it('refuses a page without its parameter', () => {
    assert.throws(() => pagePath('order-received', {}, 'cs'), /id/);
  });

  it('gives the pattern the server routes a short link by', () => {
    assert.equal(pagePattern('short-invoice', 'en'), '/en/i/:hash');
  });

  it('places content pages by their type; FAQ entries have no page of their own', () => {
    assert.equal(contentPagePath('terms', 'vop', 'cs'), '/vop');
    assert.equal(contentPagePath('about-rental', 'pojisteni', 'cs'), '/vse-o-pronajmu/pojisteni');
    assert.equal(contentPagePath('blog', 'novinky', 'en'), '/en/blog/novinky');
    assert.equal(contentPagePath('faq', 'otazka', 'cs'), null);
  });

  it('lists the fixed screens of the index sitemap', () => {
    assert.deepEqual(
      FIXED_PAGES.map((page) => pagePath(page, {}, 'cs')),
      ['/', '/vse-o-pronajmu', '/blog', '/blog/future-index', '/faq', '/kontakty'],
    );
  });
});

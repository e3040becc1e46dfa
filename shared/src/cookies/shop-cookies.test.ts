import {
  COOKIE_TABLE_MARK,
  cookieTableHtml,
  type Lifetime,
  lifetimeText,
  SHOP_COOKIES,
  withCookieTable,
} from './shop-cookies';

describe('lifetimeText', () => {
  it.each([
    [{ days: 1 }, 'cs', '1 den'],
    [{ days: 2 }, 'cs', '2 dny'],
    [{ days: 90 }, 'cs', '90 dnů'],
    [{ days: 365 }, 'en', '365 days'],
    [{ months: 6 }, 'cs', '6 měsíců'],
    [{ months: 6 }, 'en', '6 months'],
    [{ years: 2 }, 'cs', '2 roky'],
    [{ years: 1 }, 'en', '1 year'],
  ] as [Lifetime, 'cs' | 'en', string][])('%j in %s → %s', (lifetime, locale, expected) => {
    expect(lifetimeText(lifetime, locale)).toBe(expected);
  });
});

describe('cookieTableHtml', () => {
  it.each(['cs', 'en'] as const)('has a row per cookie, with its purpose in %s', (locale) => {
    const html = cookieTableHtml(locale);
    const rows = html.match(/<tr><td>/g) ?? [];
    expect(rows).toHaveLength(SHOP_COOKIES.length);
    for (const cookie of SHOP_COOKIES) {
      expect(html).toContain(
        `<code>${cookie.name.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`,
      );
      expect(html).toContain(cookie.purpose[locale].replace(/'/g, '&#39;'));
    }
  });

  it('names every category in the language of the page', () => {
    expect(cookieTableHtml('cs')).toMatch(/Nezbytné.*Analytické.*Marketingové/s);
    expect(cookieTableHtml('en')).toMatch(/Necessary.*Analytics.*Marketing/s);
  });
});

describe('withCookieTable', () => {
  const stale =
    '<h2 id="cookies">Old heading</h2><p>Old words.</p><table><tbody><tr><td><code>gone</code></td></tr></tbody></table>';
  it.each<[string, string, string, string]>([
    // [the case, the content, what stays before the list, what stays after it]
    ['the mark alone', COOKIE_TABLE_MARK, '', ''],
    ['the mark between paragraphs', `<p>A</p>${COOKIE_TABLE_MARK}<p>B</p>`, '<p>A</p>', '<p>B</p>'],
    ['a list written out earlier', `<p>A</p>${stale}<p>B</p>`, '<p>A</p>', '<p>B</p>'],
    [
      'a heading of its own words, a paragraph and another table after it',
      '<h2 id="cookies">Cookies</h2><p>Our words</p><h3>Other</h3><table><tr><td>x</td></tr></table>',
      '',
      '<p>Our words</p><h3>Other</h3><table><tr><td>x</td></tr></table>',
    ],
  ])('puts the current list in place of %s', (_, html, before, after) => {
    for (const locale of ['cs', 'en'] as const) {
      const out = withCookieTable(html, locale);
      expect(out.startsWith(`${before}<h2 id="cookies">`)).toBe(true);
      expect(out.endsWith(`</table>${after}`)).toBe(true);
      expect(out.match(/<tr><td><code>/g)).toHaveLength(SHOP_COOKIES.length);
      expect(out).not.toMatch(/gone|Old/);
    }
    expect(withCookieTable(html, 'cs')).toContain('<code>shop_consent</code></td><td>Nezbytné');
    expect(withCookieTable(html, 'en')).toContain('<code>shop_consent</code></td><td>Necessary');
  });

  it.each(['', '<p>No list here.</p>', '<h2 id="other">Cookies</h2><table></table>'])(
    'leaves content without the list’s anchor as it is: %j',
    (html) => {
      expect(withCookieTable(html, 'cs')).toBe(html);
    },
  );
});

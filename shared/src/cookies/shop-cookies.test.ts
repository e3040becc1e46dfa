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
  // A list written out by an earlier release, as the page's content kept it: a row since gone.
  const stale = (title: string) =>
    `<h2 id="cookies">${title}</h2><p>Old words.</p><table><thead><tr><th scope="col">Name</th></tr></thead><tbody><tr><td><code>gone</code></td></tr></tbody></table>`;
  it.each<[string, string, string, string]>([
    // [the case, the content, what stays before the list, what stays after it]
    ['the mark alone', COOKIE_TABLE_MARK, '', ''],
    ['the mark between paragraphs', `<p>A</p>${COOKIE_TABLE_MARK}<p>B</p>`, '<p>A</p>', '<p>B</p>'],
    [
      'a Czech list written out earlier',
      `<p>A</p>${stale('Cookies, které obchod používá')}<p>B</p>`,
      '<p>A</p>',
      '<p>B</p>',
    ],
    [
      'an English list written out earlier, with line breaks',
      `<p>A</p>${stale('Cookies the shop uses').replace('</h2>', '</h2>\n')}\n<p>B</p>`,
      '<p>A</p>',
      '\n<p>B</p>',
    ],
  ])('puts the current list in place of %s', (_, html, before, after) => {
    for (const locale of ['cs', 'en'] as const) {
      const out = withCookieTable(html, locale);
      expect(out.startsWith(`${before}<h2 id="cookies">`)).toBe(true);
      expect(out.endsWith(`</table>${after}`)).toBe(true);
      expect(out.match(/<tr><td><code>/g)).toHaveLength(SHOP_COOKIES.length);
      expect(out).not.toMatch(/gone|Old words/);
    }
    expect(withCookieTable(html, 'cs')).toContain('<code>shop_consent</code></td><td>Nezbytné');
    expect(withCookieTable(html, 'en')).toContain('<code>shop_consent</code></td><td>Necessary');
  });

  it.each([
    '',
    '<p>No list here.</p>',
    '<h2 id="other"></h2><table></table>',
    // An editor's heading with the same anchor, and a table of their own after it.
    '<h2 id="cookies">Cookies</h2><p>Our words</p><table><tr><td>x</td></tr></table>',
    '<h2 id="cookies">Cookies</h2><p>Our words</p><h3>Other</h3>',
  ])('leaves content without the list or its mark as it is: %j', (html) => {
    expect(withCookieTable(html, 'cs')).toBe(html);
  });
});

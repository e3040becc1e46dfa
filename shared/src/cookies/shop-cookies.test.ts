import { cookieTableHtml, type Lifetime, lifetimeText, SHOP_COOKIES } from './shop-cookies';

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

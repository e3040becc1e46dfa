import Cookies from 'js-cookie';
import { cookieAttributes, cookieMaxAge, readCookie, removeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('keeps the locale for 365 days, cart and account for 2, the grid style for 172 800 s', () => {
    expect(cookieMaxAge.locale).toBe(365 * 24 * 3600);
    expect(cookieMaxAge.cartCode).toBe(2 * 24 * 3600);
    expect(cookieMaxAge.session).toBe(2 * 24 * 3600);
    expect(cookieMaxAge.gridStyle).toBe(172_800);
  });

  it('writes every cookie for the whole site, SameSite=Lax, with its lifetime', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeCookie('locale', 'en');
    expect(set).toHaveBeenCalledWith('shop_locale', 'en', {
      expires: 365,
      path: '/',
      sameSite: 'Lax',
    });
    expect(cookieAttributes('cartCode')).toEqual({ expires: 2, path: '/', sameSite: 'Lax' });
    expect(readCookie('locale')).toBe('en');
    removeCookie('locale');
    expect(readCookie('locale')).toBeUndefined();
    set.mockRestore();
  });

  it.each([
    [new Date(2026, 10, 28, 12, 0), new Date(2027, 4, 28, 12, 0)],
    // A month without the day ends on its last day.
    [new Date(2026, 7, 31, 9, 30), new Date(2027, 1, 28, 9, 30)],
    [new Date(2027, 8, 1, 0, 0), new Date(2028, 2, 1, 0, 0)],
  ])('keeps a consent chosen %s for six calendar months, until %s', (now, until) => {
    expect(cookieAttributes('consent', now)).toEqual({
      expires: until,
      path: '/',
      sameSite: 'Lax',
    });
  });
});

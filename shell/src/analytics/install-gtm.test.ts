import { dataLayer } from '@shop/shared/analytics';
import { installGtm } from './install-gtm';

describe('installGtm', () => {
  beforeEach(() => {
    for (const script of document.querySelectorAll('script')) script.remove();
    dataLayer().length = 0;
  });

  it('loads the container for a valid id', () => {
    expect(installGtm('GTM-ABC123')).toBe(true);
    const script = document.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(dataLayer()).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it.each([undefined, '', 'GTM-abc', 'G-12345', 'GTM-1"><script>'])('ignores %j', (id) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(installGtm(id)).toBe(false);
    expect(document.querySelector('script')).toBeNull();
    warn.mockRestore();
  });
});

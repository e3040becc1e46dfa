import { dataLayer } from '@shop/shared/analytics';
import { applyConsent, resetTagManager, startTagManager } from './tag-manager';

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** The dataLayer's entries as plain arrays (commands are pushed as arguments objects). */
function entries(): unknown[] {
  return dataLayer().map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

const gtmScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );

describe('the tag manager under Consent Mode', () => {
  beforeEach(() => {
    for (const script of document.querySelectorAll('script')) script.remove();
    dataLayer().length = 0;
    resetTagManager();
  });

  it('with no choice yet: only the denied defaults, and no request to Google', () => {
    expect(startTagManager('GTM-ABC123', null)).toBe(true);
    expect(entries()).toEqual([['consent', 'default', denied]]);
    expect(Object.prototype.toString.call(dataLayer()[0])).toBe('[object Arguments]');
    expect(gtmScripts()).toEqual([]);
  });

  it('after "reject all": the update says denied, and still nothing is loaded', () => {
    startTagManager('GTM-ABC123', null);
    applyConsent({ analytics: false, marketing: false });
    expect(entries()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ]);
    expect(gtmScripts()).toEqual([]);
  });

  it('on a choice that allows analytics: the update comes first, then the container, once', () => {
    startTagManager('GTM-ABC123', null);
    applyConsent({ analytics: true, marketing: false });
    applyConsent({ analytics: true, marketing: true });
    expect(entries()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
      expect.objectContaining({ event: 'gtm.js' }),
      [
        'consent',
        'update',
        {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'granted',
        },
      ],
    ]);
    expect(gtmScripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ]);
  });

  it('a choice kept from an earlier visit is applied at the start', () => {
    startTagManager('GTM-ABC123', { analytics: false, marketing: true });
    expect(entries()).toEqual([
      ['consent', 'default', denied],
      [
        'consent',
        'update',
        {
          ...denied,
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
    expect(gtmScripts()).toHaveLength(1);
  });

  it.each([undefined, '', 'GTM-abc', 'G-12345', 'GTM-1"><script>'])(
    'ignores the container id %j: nothing pushed, nothing loaded, whatever the choice',
    (id) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(startTagManager(id, { analytics: true, marketing: true })).toBe(false);
      applyConsent({ analytics: true, marketing: true });
      expect(dataLayer()).toEqual([]);
      expect(document.querySelector('script')).toBeNull();
      warn.mockRestore();
    },
  );
});

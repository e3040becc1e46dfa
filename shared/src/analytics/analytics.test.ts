import { removeCookie, writeCookie } from '@shop/shared/cookies';
import { dataLayer, isGtmId, trackEvent } from './analytics';

describe('analytics', () => {
  it.each([
    ['GTM-ABC123', true],
    ['GTM-K9', true],
    ['GTM-abc123', false],
    ['GTM-', false],
    ['UA-12345-1', false],
    [' GTM-ABC', false],
    ['GTM-ABC;alert(1)', false],
    [undefined, false],
  ])('GTM id %j → %s', (id, expected) => {
    expect(isGtmId(id)).toBe(expected);
  });

  afterEach(() => removeCookie('consent'));

  it.each([
    ['no choice yet', undefined],
    ['everything rejected', 'v1.a0.m0'],
    ['marketing only', 'v1.a0.m1'],
    ['a choice of another version', 'v2.a1.m1'],
  ])('pushes nothing without analytics allowed (%s)', (_, consent) => {
    if (consent) writeCookie('consent', consent);
    const layer = dataLayer();
    layer.length = 0;
    trackEvent('view_item', { items: [{ item_id: '1', item_name: 'Sony FX6' }] });
    expect(layer).toEqual([]);
  });

  it('pushes events to the dataLayer, clearing the previous e-commerce object first', () => {
    writeCookie('consent', 'v1.a1.m0');
    const layer = dataLayer();
    layer.length = 0;
    trackEvent('add_to_cart', {
      currency: 'CZK',
      value: 1200,
      items: [{ item_id: '1', item_name: 'Sony FX6' }],
    });
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'CZK',
          value: 1200,
          items: [{ item_id: '1', item_name: 'Sony FX6' }],
        },
      },
    ]);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toBe(layer);
  });
});

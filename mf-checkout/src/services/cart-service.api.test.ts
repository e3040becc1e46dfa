import type { CartUpdateReply } from '@shop/shared/contract';
import { readCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { localeAtom, shopStore } from '@shop/shared/store';
import { act, waitFor } from '@testing-library/react';
import { cartWith, currentCart, forgetCart } from '../testing/render-checkout';
import { start, toChoice } from './cart-service';

describe('dynamic product choice from the bus', () => {
  it('lists each option once per piece, per group', () => {
    expect(
      toChoice({
        lenses: [
          { productId: 11, quantity: 2 },
          { productId: 12, quantity: 1 },
        ],
        media: [{ productId: 20, quantity: 1 }],
        extra: [],
      }),
    ).toEqual({ lenses: [11, 11, 12], media: [20], extra: [] });
  });
});

describe('adding from a catalogue page (against the real API)', () => {
  const notices: string[] = [];
  let stop: () => void;

  beforeAll(() => start());
  beforeEach(() => {
    notices.length = 0;
    stop = eventBus.subscribe('notice:show', ({ message }) => notices.push(message));
  });
  afterEach(() => {
    stop();
    forgetCart();
  });

  /** A catalogue page's "add to cart" of one piece of a seeded product. */
  function addToCart(productId: number, name: string) {
    act(() => eventBus.publish('cart:add-item', { productId, quantity: 1, isSale: false, name }));
  }

  it.each([
    ['cs', 'V košíku je cenová nabídka: další produkty přidáte, až ji z košíku odeberete.'],
    ['en', 'A price offer is in the cart: remove it first to add other products.'],
  ] as const)(
    'with a price offer in the cart, says to remove the offer first (%s)',
    async (locale, text) => {
      shopStore.set(localeAtom, locale);
      await i18n.changeLanguage(locale);
      // The seeded offer 1 (password nabidka1) in a cart of its own.
      await cartWith([{ id: 2 }], { kind: 'AddOffer', offerId: 1, password: 'nabidka1' });
      addToCart(3, 'Sony FX9');
      await waitFor(() => expect(notices).toEqual([text]));
    },
  );

  it('says the product is in the cart when it is added', async () => {
    shopStore.set(localeAtom, 'en');
    await i18n.changeLanguage('en');
    await cartWith([{ id: 2 }]);
    addToCart(3, 'Sony FX9');
    await waitFor(() => expect(notices).toEqual(['Sony FX9 is in your cart']));
  });
});

describe('adding a price offer from its page (against the real API)', () => {
  beforeAll(() => start());
  afterEach(() => forgetCart());

  /** What the offer's page does: asks the cart's owner and waits for its answer. */
  function askToAddOffer(offerId: number, password: string): Promise<CartUpdateReply> {
    return new Promise((resolve, reject) =>
      eventBus.publish('cart:add-offer', {
        offerId,
        password,
        reply: (answer) => answer.then(resolve, reject),
      }),
    );
  }

  it('answers a wrong password with offer_invalid, then adds the offer to that same cart', async () => {
    const refused = await askToAddOffer(1, 'not-the-password');
    expect(refused.success).toBe(false);
    expect(refused.errorKey).toBe('offer_invalid');
    const code = readCookie('cartCode');
    expect(code).toBe(refused.cart.cartCode);

    const added = await askToAddOffer(1, 'nabidka1');
    expect(added.success).toBe(true);
    expect(added.cart.cartCode).toBe(code);
    expect(added.cart.priceOffer?.id).toBe(1);
    // The cart's owner keeps it where its pages read it.
    expect(currentCart().priceOffer?.id).toBe(1);
  });
});

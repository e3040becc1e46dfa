/**
 * The documents' forms, every text field: a text past its limit, control characters, and for a
 * required field nothing, each answered next to the field in the reader's language, never with
 * the form's generic failure (@test/form-limits). In Czech and in English.
 */
import { postForm } from '@shop/shared/api-client';
import type { CartGenerateResponse, CartUpdateReply } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { expectFieldLevelAnswers } from '@test/form-limits';
import { renderPage } from '@test/render-page';
import { configure, screen } from '@testing-library/react';
import { DEMO_PRICE_OFFERS } from '../../api/src/db/seed/checkout-data';
import { DEMO_ORDER } from '../../api/src/db/seed/demo-data';
import './i18n/documents-i18n';
import GearListWithPricesPage from './pages/gear-list-with-prices/gear-list-with-prices-page';
import PriceOfferPage from './pages/price-offer/price-offer-page';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120_000);

const [offer] = DEMO_PRICE_OFFERS;
if (!offer) throw new Error('the seed has a demo price offer');

// The cart is checkout's: a stand-in owner answers the bus as the real API does, on one cart.
let stopOwner = () => {};
beforeAll(async () => {
  const { cartCode } = await postForm<CartGenerateResponse>('/cart/generate', {});
  stopOwner = eventBus.subscribe('cart:add-offer', ({ offerId, password, reply }) =>
    reply(
      postForm<CartUpdateReply>('/cart/update', {
        cartCode,
        cart: JSON.stringify({ kind: 'AddOffer', offerId, password }),
      }),
    ),
  );
});
afterAll(() => stopOwner());

const generic = () =>
  ['gearList.sendFailed', 'priceOffer.errors.unknown'].map((key) =>
    i18n.t(key, { ns: 'documents' }),
  );

/** Drives the form of the button named `name`. */
async function driveForm(name: string, valid: Record<string, string>) {
  const submit = await screen.findByRole('button', { name });
  const form = () => {
    const found = submit.closest('form');
    if (!found) throw new Error('the button is in no form');
    return found;
  };
  return expectFieldLevelAnswers({ form, submit: () => submit, generic: generic(), valid });
}

describe.each(['cs', 'en'] as const)('documents forms in %s', (locale) => {
  const prefix = locale === 'en' ? '/en' : '';
  const t = (key: string) => i18n.t(key, { ns: 'documents' });

  it("sending a gear list's link", async () => {
    await renderPage(<GearListWithPricesPage />, {
      path: `${prefix}/p/${DEMO_ORDER.productListCode}`,
      pattern: `${prefix}/p/:code`,
      locale,
    });
    const fields = await driveForm(t('gearList.send'), { email: 'jana@example.cz' });
    expect(fields).toHaveLength(1);
  });

  it('adding a price offer to the cart', async () => {
    await renderPage(<PriceOfferPage />, {
      path: `${prefix}/price-offer/${offer.code}`,
      pattern: `${prefix}/price-offer/:code`,
      locale,
    });
    const fields = await driveForm(t('priceOffer.add'), { password: 'heslo' });
    expect(fields).toHaveLength(1);
  });
});

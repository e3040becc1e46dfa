import { getJson, postForm } from '@shop/shared/api-client';
import type { CartGenerateResponse, CartResponse, CartUpdateReply } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { renderPage } from '@test/render-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PRICE_OFFERS } from '../../../../api/src/db/seed/checkout-data';
import PriceOfferPage from '../../pages/price-offer/price-offer-page';
import PriceOfferPreviewPage from '../../pages/price-offer-preview/price-offer-preview-page';
import { fetchPriceOffer } from './api/get-price-offer';
import { PriceOfferDocument } from './price-offer-view';

const [offer, other] = DEMO_PRICE_OFFERS;
if (!offer || !other) throw new Error('the seed has two demo price offers');

/**
 * The cart is checkout's, and this page asks it over the bus (`cart:add-offer`); checkout's own
 * test covers how it answers. Here a stand-in owner answers as the real API does, on one cart.
 */
let ownerCart = '';
let stopOwner = () => {};
beforeAll(async () => {
  ownerCart = (await postForm<CartGenerateResponse>('/cart/generate', {})).cartCode;
  stopOwner = eventBus.subscribe('cart:add-offer', ({ offerId, password, reply }) =>
    reply(
      postForm<CartUpdateReply>('/cart/update', {
        cartCode: ownerCart,
        cart: JSON.stringify({ kind: 'AddOffer', offerId, password }),
      }),
    ),
  );
});
afterAll(() => stopOwner());

describe('price offer pages (against the real API)', () => {
  it('shows the offer in Czech: name, number, validity, dates, items and the price with VAT', async () => {
    await renderPage(<PriceOfferPage />, {
      path: `/price-offer/${offer.code}`,
      pattern: '/price-offer/:code',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(offer.name);
    expect(screen.getByText(`Cenová nabídka č. ${offer.id}`)).toBeInTheDocument();
    expect(screen.getByText(/^Platí do \d{1,2}\. \d{1,2}\. \d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('Vyzvednutí').nextElementSibling).toHaveTextContent(
      /^\d{1,2}\. \d{1,2}\. \d{4} 10:00$/,
    );
    expect(screen.getByText('Vrácení').nextElementSibling).toHaveTextContent(/ 18:00$/);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      offer.items.map(([name, quantity]) => `${name}${quantity}`),
    );
    expect(screen.getByText('Cena bez DPH').nextElementSibling).toHaveTextContent('24 000 CZK');
    expect(screen.getByText('DPH 21 %').nextElementSibling).toHaveTextContent('5 040 CZK');
    expect(screen.getByTestId('price-offer-total')).toHaveTextContent('29 040 CZK');
    expect(screen.getByRole('button', { name: 'Vytisknout' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Přidat nabídku do košíku' })).toBeInTheDocument();
    expect(screen.queryByTestId('price-offer-expired')).not.toBeInTheDocument();
  });

  it('shows the same offer in English', async () => {
    await renderPage(<PriceOfferPage />, {
      path: `/en/price-offer/${other.code}`,
      pattern: '/en/price-offer/:code',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(other.nameEn);
    expect(screen.getByText(`Price offer No. ${other.id}`)).toBeInTheDocument();
    expect(screen.getByText(/^Valid until \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('Pickup').nextElementSibling).toHaveTextContent(/ 10:00$/);
    expect(screen.getByRole('columnheader', { name: 'Item' })).toBeInTheDocument();
    expect(screen.getByText('Total incl. VAT')).toBeInTheDocument();
    expect(screen.getByTestId('price-offer-total')).toHaveTextContent('7 865 CZK');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByText('Vyzvednutí')).not.toBeInTheDocument();
  });

  it('shows an expired offer with the notice and without the form', async () => {
    const expired = {
      ...(await fetchPriceOffer(offer.code)),
      validTo: '2020-01-31',
      expired: true,
    };
    await renderPage(<PriceOfferDocument offer={expired} withCart />, { locale: 'en' });
    expect(screen.getByTestId('price-offer-expired')).toHaveTextContent(/This offer has expired/);
    expect(screen.getByText('Valid until 31/01/2020')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Offer password/)).not.toBeInTheDocument();
  });

  it('checks the password at the field, refuses a wrong one there, and adds the offer to the cart with the right one', async () => {
    const user = userEvent.setup();
    await renderPage(<PriceOfferPage />, {
      path: `/price-offer/${offer.code}`,
      pattern: '/price-offer/:code',
    });
    const form = within(await screen.findByRole('region', { name: 'Přidat nabídku do košíku' }));
    const password = form.getByLabelText(/Heslo nabídky/);
    const add = form.getByRole('button', { name: 'Přidat do košíku' });
    await user.click(add);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Heslo je povinné')).toBeInTheDocument();

    await user.type(password, other.password);
    await user.click(add);
    expect(await form.findByText('Heslo cenové nabídky není správné.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain('price-offer-password-error');

    await user.clear(password);
    await user.type(password, offer.password);
    await user.click(add);
    const status = await form.findByRole('status');
    expect(status).toHaveTextContent('Cenová nabídka je v košíku.');
    expect(within(status).getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute(
      'href',
      '/checkout/kosik',
    );
    // The owner's cart holds the offer now.
    const { cart } = await getJson<CartResponse>(`/cart/${ownerCart}`);
    expect(cart.priceOffer?.id).toBe(offer.id);
  });

  it('shows the preview without the form', async () => {
    await renderPage(<PriceOfferPreviewPage />, {
      path: `/preview-price-offer/${offer.code}`,
      pattern: '/preview-price-offer/:code',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(offer.name);
    expect(screen.getByTestId('price-offer-total')).toHaveTextContent('29 040 CZK');
    expect(
      screen.queryByRole('region', { name: 'Přidat nabídku do košíku' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat do košíku' })).not.toBeInTheDocument();
  });

  it('says so when the code is unknown', async () => {
    await renderPage(<PriceOfferPage />, {
      path: '/en/price-offer/00000000000000000000000000000000',
      pattern: '/en/price-offer/:code',
      locale: 'en',
    });
    expect(await screen.findByText(/could not find this price offer/)).toBeInTheDocument();
  });
});

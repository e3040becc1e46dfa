/**
 * Every form of checkout, every text field: a text past its limit, control characters, and for a
 * required field nothing, each answered next to the field in the shopper's language, never with
 * the form's generic failure (@test/form-limits). In Czech and in English.
 */
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { weekdayAhead } from '@test/dates';
import { expectFieldLevelAnswers } from '@test/form-limits';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './i18n/checkout-i18n';
import CheckoutBillingDataPage from './pages/checkout-billing-data/checkout-billing-data-page';
import CheckoutCartPage from './pages/checkout-cart/checkout-cart-page';
import CheckoutDateAndShippingPage from './pages/checkout-date-and-shipping/checkout-date-and-shipping-page';
import CheckoutPersonalDataPage from './pages/checkout-personal-data/checkout-personal-data-page';
import { cartWith, forgetCart, personalData, renderCheckoutPage } from './testing/render-checkout';

// The real API answers within a few seconds even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120_000);

const locales = [
  {
    locale: 'cs' as const,
    cart: '/kosik',
    personal: '/checkout/osobni-udaje',
    shipping: '/checkout/termin-a-doprava',
    billing: '/checkout/udaje-o-objednavce',
  },
  {
    locale: 'en' as const,
    cart: '/en/cart',
    personal: '/en/checkout/personal-data',
    shipping: '/en/checkout/date-and-shipping',
    billing: '/en/checkout/billing-data',
  },
];

/** The generic failures of checkout's forms, in the page's language. */
const generic = () =>
  ['checkout:errors.unknown', 'checkout:personal.failed', 'checkout:share.failed']
    .map((key) => i18n.t(key))
    .filter((text) => !text.includes(':'));

/** The form a button submits. */
const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  if (!form) throw new Error('the button is in no form');
  return form;
};

describe.each(locales)('checkout forms in $locale', (paths) => {
  const { locale } = paths;
  beforeEach(() => forgetCart());
  const t = (key: string) => i18n.t(key, { ns: 'checkout' });

  it('personal data, with an account to create', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutPersonalDataPage />, { path: paths.personal, locale });
    const submit = await screen.findByRole('button', { name: t('personal.submit') });
    await userEvent.click(screen.getByRole('checkbox', { name: t('personal.register') }));
    const fields = await expectFieldLevelAnswers({
      form: () => formOf(submit),
      submit: () => submit,
      generic: generic(),
      valid: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email: 'jana@example.cz',
        phone: '777 123 456',
        password: 'tajne-heslo',
      },
    });
    expect(fields).toHaveLength(5);
  });

  it('the courier addresses of the shipping step', async () => {
    await cartWith([{ id: 1 }], personalData);
    eventBus.publish('rental:dates', { from: weekdayAhead(1), to: weekdayAhead(3) });
    await renderCheckoutPage(<CheckoutDateAndShippingPage />, { path: paths.shipping, locale });
    for (const way of ['dates.pickupWay', 'dates.returnWay']) {
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: t(way) }),
        'courier',
      );
    }
    await userEvent.click(screen.getByRole('button', { name: t('dates.confirm') }));
    const submit = await screen.findByRole('button', { name: t('shipping.continue') });
    const address = (leg: string) => ({
      [`${leg}Street`]: 'Korunní 2569/108',
      [`${leg}City`]: 'Praha',
      [`${leg}Zip`]: '101 00',
    });
    const fields = await expectFieldLevelAnswers({
      form: () => formOf(submit),
      submit: () => submit,
      generic: generic(),
      valid: { ...address('pickup'), ...address('return') },
    });
    expect(fields).toHaveLength(6);
  });

  it('company billing, insurance abroad, a student card and the project', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutBillingDataPage />, { path: paths.billing, locale });
    await userEvent.click(await screen.findByRole('checkbox', { name: t('billing.company') }));
    await userEvent.click(
      screen.getByRole('radio', {
        name: new RegExp(t('billing.insurance.eu').split(' ')[0] ?? ''),
      }),
    );
    const countries = screen.getByRole('group', { name: t('billing.countries') });
    await userEvent.click(within(countries).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('checkbox', { name: t('billing.student') }));
    const submit = screen.getByRole('button', { name: t('billing.submit') });
    const fields = await expectFieldLevelAnswers({
      form: () => formOf(submit),
      submit: () => submit,
      generic: generic(),
      valid: {
        taxRegNo: '17508622',
        name: 'Ateliér Vltava s.r.o.',
        vatRegNo: 'CZ17508622',
        street: 'Korunní 2569/108',
        city: 'Praha',
        zipCode: '101 00',
        birthNumber: '7360285163',
        isic: 'S420000123456A',
        projectName: 'Reklama na kávu',
      },
    });
    // Company: ID, name, VAT ID, street, city, postcode; insurance: birth number, permanent
    // address, student card; project: name, production, role, note.
    expect(fields).toHaveLength(13);
  });

  it("the cart's voucher, price offer and share forms", async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutCartPage />, { path: paths.cart, locale });
    await userEvent.click(await screen.findByRole('button', { name: t('voucher.open') }));
    const voucher = await screen.findByRole('button', { name: t('voucher.apply') });
    const voucherFields = await expectFieldLevelAnswers({
      form: () => formOf(voucher),
      submit: () => voucher,
      generic: generic(),
    });
    await userEvent.click(screen.getByRole('button', { name: t('offer.open') }));
    expect(voucherFields).toHaveLength(1);
    const offer = await screen.findByRole('button', { name: t('offer.add') });
    const offerFields = await expectFieldLevelAnswers({
      form: () => formOf(offer),
      submit: () => offer,
      generic: generic(),
      valid: { offerId: '1', password: 'heslo' },
    });
    expect(offerFields).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: t('share.open') }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: t('share.send') });
    const fields = await expectFieldLevelAnswers({
      form: () => formOf(send),
      submit: () => send,
      generic: generic(),
      valid: {
        senderEmail: 'jana@example.cz',
        senderName: 'Jana',
        recipientEmail: 'petr@example.cz',
      },
    });
    expect(fields).toHaveLength(5);
  });
});

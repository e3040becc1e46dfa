import { formatPrice } from '@shop/shared/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  currentLocation,
  forgetCart,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CheckoutBillingDataPage from './checkout-billing-data-page';

const en = { path: '/en/checkout/billing-data', locale: 'en' as const };

/** The insurance price in the page's price summary. */
async function shownInsurancePrice(): Promise<string> {
  const totals = await screen.findByRole('region', { name: 'Price summary' });
  return within(totals).getByText('Insurance').nextElementSibling?.textContent ?? '';
}

/** Submits the form and checks that the page went on to the summary. */
async function submitBilling() {
  await userEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
  await screen.findByTestId('location');
  expect(currentLocation()).toBe('/en/checkout/summary');
}

describe('billing data step', () => {
  beforeEach(() => forgetCart());

  it('fills the company from the company registry', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bill to a company' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Company ID' }), '17508622');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('We filled in the data from the company registry.'));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Ateliér Vltava s.r.o.',
    );
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toHaveValue(
      'Korunní 2569/108',
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('101 00');
    expect(screen.getByRole('textbox', { name: 'VAT ID' })).toHaveValue('CZ17508622');
  });

  it('says when a company ID cannot be found', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutBillingDataPage />, { path: '/checkout/udaje-o-objednavce' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Fakturovat na firmu' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'IČO' }), '12345679');
    await userEvent.click(screen.getByRole('button', { name: 'Vyhledat v ARES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zadané IČO nelze najít.');
  });

  it('asks for the countries and the insured person for insurance abroad', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    await userEvent.click(await screen.findByRole('radio', { name: /Europe/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth number' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(
      await screen.findByText('Fill in the insurance country before continuing'),
    ).toBeInTheDocument();
    expect(screen.getByText('Birth number has a wrong format')).toBeInTheDocument();
  });

  it('halves the insurance abroad for a student with an ISIC card', async () => {
    const cart = await cartWith([{ id: 1 }]);
    const euInsurance = Math.round((cart.price.rentTotal * 7) / 100);
    const first = await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    expect(await shownInsurancePrice()).toBe('included');
    await userEvent.click(screen.getByRole('radio', { name: /Europe/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Germany' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Birth number' }), '7360285163');
    await submitBilling();
    first.unmount();

    const second = await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    const withoutDiscount = await shownInsurancePrice();
    expect(withoutDiscount).toBe(formatPrice(euInsurance, 'czk'));
    const student = screen.getByRole('checkbox', {
      name: 'I am a student (50 % off the insurance)',
    });
    expect(student).not.toBeChecked();
    await userEvent.click(student);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'ISIC card number' }),
      'S420123456789',
    );
    await submitBilling();
    second.unmount();

    await renderCheckoutPage(<CheckoutBillingDataPage />, en);
    const withDiscount = await shownInsurancePrice();
    expect(withDiscount).not.toBe(withoutDiscount);
    expect(withDiscount).toBe(formatPrice(Math.round(euInsurance / 2), 'czk'));
    expect(screen.getByRole('checkbox', { name: /I am a student/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'ISIC card number' })).toHaveValue('S420123456789');
  });
});

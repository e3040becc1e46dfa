import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartWith, forgetCart, renderCheckoutPage } from '../../testing/render-checkout';
import CheckoutBillingDataPage from './checkout-billing-data-page';

const en = { path: '/en/checkout/billing-data', locale: 'en' as const };

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
});

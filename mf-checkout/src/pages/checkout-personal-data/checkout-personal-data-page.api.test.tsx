import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartWith,
  currentCart,
  currentLocation,
  forgetCart,
  renderCheckoutPage,
} from '../../testing/render-checkout';
import CheckoutPersonalDataPage from './checkout-personal-data-page';

describe('personal data step', () => {
  beforeEach(() => forgetCart());

  it('shows the spec messages and moves focus to the first error', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutPersonalDataPage />, { path: '/checkout/osobni-udaje' });
    expect(await screen.findByRole('navigation', { name: 'Kroky objednávky' })).toHaveTextContent(
      'Osobní údaje',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat na termín a dopravu' }));
    const firstname = screen.getByRole('textbox', { name: 'Jméno' });
    expect(await screen.findByText('Jméno je povinné')).toBeInTheDocument();
    expect(screen.getByText('Příjmení je povinné')).toBeInTheDocument();
    expect(screen.getByText('E-mail je povinný')).toBeInTheDocument();
    expect(screen.getByText('Telefon je povinný')).toBeInTheDocument();
    await waitFor(() => expect(firstname).toHaveFocus());
    expect(firstname).toHaveAttribute('aria-describedby', 'firstname-error');

    await userEvent.type(firstname, 'J4na');
    expect(screen.getByText('Jméno obsahuje nepovolené znaky')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@');
    await userEvent.tab();
    expect(screen.getByText('E-mail není platný')).toBeInTheDocument();
  });

  it('shows a Czech phone as +420 123 456 789 and asks for a password of 6 characters', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutPersonalDataPage />, {
      path: '/en/checkout/personal-data',
      locale: 'en',
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '603123456');
    await userEvent.tab();
    expect(phone).toHaveValue('+420 603 123 456');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.tab();
    expect(screen.getByText('Phone must be valid')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Create an account' }));
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, '12345');
    await userEvent.tab();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('saves the personal data and goes on to date and shipping', async () => {
    await cartWith([{ id: 1 }]);
    await renderCheckoutPage(<CheckoutPersonalDataPage />, { path: '/checkout/osobni-udaje' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Jméno' }), 'Jana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Příjmení' }), 'Nováková');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@example.cz');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '603 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat na termín a dopravu' }));
    await waitFor(() => expect(currentLocation()).toBe('/checkout/termin-a-doprava'));
    expect(currentCart().customer).toMatchObject({
      firstname: 'Jana',
      lastname: 'Nováková',
      email: 'jana@example.cz',
    });
    expect(currentCart().customer?.phone?.replace(/\s/g, '')).toBe('+420603123456');
  });
});

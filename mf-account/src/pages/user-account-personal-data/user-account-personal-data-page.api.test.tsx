/** My details against the real API: a customer who got an account with an order, signed in. */
import { postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import type { AccountDetailResponse, TokenResponse } from '@shop/shared/contract';
import { WEB_CLIENT_ID } from '@shop/shared/contract/constants';
import { eventBus, type ShopEvents } from '@shop/shared/event-bus';
import { renderPage } from '@test/render-page';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD, signedInCustomerWithOrder } from '../../testing/account-with-order';
import UserAccountPersonalDataPage from './user-account-personal-data-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** A new customer with an account (opened with an order) and signed in; answers the e-mail. */
async function signedInCustomer(): Promise<string> {
  return (await signedInCustomerWithOrder('Moje údaje')).email;
}

/** The customer as the API has them now (not the page's cache). */
async function storedCustomer() {
  return (await postForm<AccountDetailResponse>('/user-account/detail', {})).customer;
}

function noticesShown() {
  const notices: Array<ShopEvents['notice:show']> = [];
  const unsubscribe = eventBus.subscribe('notice:show', (notice) => notices.push(notice));
  return { notices, unsubscribe };
}

const renderMyDetails = (locale: 'cs' | 'en') =>
  renderPage(<UserAccountPersonalDataPage />, {
    path: locale === 'en' ? '/en/account/personal-data' : '/ucet/moje-udaje',
    locale,
  });

describe('my details page', () => {
  afterEach(() => clearTokens());

  it('shows the account’s data and saves a new phone, in Czech', async () => {
    const email = await signedInCustomer();
    const { notices, unsubscribe } = noticesShown();
    await renderMyDetails('cs');
    expect(screen.getByRole('heading', { level: 1, name: 'Moje údaje' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moje údaje' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const details = await screen.findByRole('form', { name: 'Osobní údaje' });
    expect(within(details).getByLabelText('Jméno')).toHaveValue('Jana');
    expect(within(details).getByLabelText('Příjmení')).toHaveValue('Nováková');
    expect(within(details).getByLabelText('E-mail')).toHaveValue(email);
    expect(within(details).getByLabelText('E-mail')).toHaveAttribute('readonly');

    const phone = within(details).getByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '603 123 456');
    await userEvent.click(within(details).getByRole('button', { name: 'Uložit údaje' }));

    await waitFor(() =>
      expect(notices).toContainEqual({ kind: 'success', message: 'Údaje jsou uložené.' }),
    );
    unsubscribe();
    expect((await storedCustomer()).phone).toBe('+420603123456');
    // The page shows what the API stored (its answer went into the cache).
    await waitFor(() =>
      expect(within(details).getByLabelText('Telefon')).toHaveValue('+420603123456'),
    );
  });

  it('checks the fields before sending, with the messages next to them', async () => {
    await signedInCustomer();
    await renderMyDetails('cs');
    const details = await screen.findByRole('form', { name: 'Osobní údaje' });
    const phone = within(details).getByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.tab();
    expect(within(details).getByText('Telefon musí být platný')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    const firstname = within(details).getByLabelText('Jméno');
    await userEvent.clear(firstname);
    await userEvent.type(firstname, 'Jan3');
    await userEvent.click(within(details).getByRole('button', { name: 'Uložit údaje' }));
    expect(within(details).getByText('Jméno obsahuje nepovolené znaky')).toBeInTheDocument();
    expect((await storedCustomer()).firstname).toBe('Jana');
  });

  it('shows a wrong old password next to the field, in English', async () => {
    await signedInCustomer();
    await renderMyDetails('en');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Old password'), 'not-my-password');
    await userEvent.type(within(form).getByLabelText('New password'), 'nove-heslo');
    await userEvent.type(within(form).getByLabelText('New password again'), 'nove-heslo');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    const old = within(form).getByLabelText('Old password');
    await waitFor(() => expect(old).toHaveAccessibleDescription('The old password is not correct'));
    expect(old).toHaveAttribute('aria-invalid', 'true');
  });

  it('says at the old password when its tries are spent, in Czech', async () => {
    await signedInCustomer();
    // The limit's wrong guesses, straight to the API.
    for (let i = 0; i < 5; i += 1) {
      await expect(
        postForm('/user-account/update', {
          oldPassword: `hadam-${i}`,
          newPassword: 'nove-heslo',
          confirmPassword: 'nove-heslo',
        }),
      ).rejects.toMatchObject({ response: { status: 400 } });
    }
    await renderMyDetails('cs');
    const form = await screen.findByRole('form', { name: 'Změna hesla' });
    await userEvent.type(within(form).getByLabelText('Původní heslo'), PASSWORD);
    await userEvent.type(within(form).getByLabelText('Nové heslo'), 'nove-heslo');
    await userEvent.type(within(form).getByLabelText('Nové heslo znovu'), 'nove-heslo');
    await userEvent.click(within(form).getByRole('button', { name: 'Změnit heslo' }));
    const old = within(form).getByLabelText('Původní heslo');
    await waitFor(() =>
      expect(old).toHaveAccessibleDescription(
        'Příliš mnoho pokusů o původní heslo. Zkuste to prosím za chvíli.',
      ),
    );
  });

  it('changes the password, in Czech, and the new one signs in', async () => {
    const email = await signedInCustomer();
    const { notices, unsubscribe } = noticesShown();
    await renderMyDetails('cs');
    const form = await screen.findByRole('form', { name: 'Změna hesla' });
    await userEvent.click(within(form).getByRole('button', { name: 'Změnit heslo' }));
    expect(within(form).getByText('Původní heslo je povinné')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Původní heslo'), PASSWORD);
    await userEvent.type(within(form).getByLabelText('Nové heslo'), 'nove');
    await userEvent.type(within(form).getByLabelText('Nové heslo znovu'), 'nova');
    await userEvent.click(within(form).getByRole('button', { name: 'Změnit heslo' }));
    expect(within(form).getByText('Heslo musí mít alespoň 6 znaků')).toBeInTheDocument();
    expect(within(form).getByText('Hesla se musí shodovat')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Nové heslo'));
    await userEvent.type(within(form).getByLabelText('Nové heslo'), 'nove-heslo');
    await userEvent.clear(within(form).getByLabelText('Nové heslo znovu'));
    await userEvent.type(within(form).getByLabelText('Nové heslo znovu'), 'nove-heslo');
    await userEvent.click(within(form).getByRole('button', { name: 'Změnit heslo' }));

    await waitFor(() =>
      expect(notices).toContainEqual({
        kind: 'success',
        message: 'Heslo je změněné. Ostatní zařízení jsme odhlásili.',
      }),
    );
    unsubscribe();
    await waitFor(() => expect(within(form).getByLabelText('Původní heslo')).toHaveValue(''));
    // Still signed in here, and the new password is the account's.
    expect((await storedCustomer()).email).toBe(email);
    const tokens = await postForm<TokenResponse>('/auth/token', {
      grant_type: 'password',
      username: email,
      password: 'nove-heslo',
      client_id: WEB_CLIENT_ID,
    });
    expect(tokens.access_token).toBeTruthy();
  });
});

/** Registration against the real API: the form, the e-mailed link, a taken e-mail. */
import { postForm } from '@shop/shared/api-client';
import { emailedLinkToken, passwordTokens } from '@test/api-session';
import { renderPage } from '@test/render-page';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegistrationPage from './registration-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let registrations = 0;
const newEmail = () => `registrace-${Date.now()}-${++registrations}@example.cz`;

async function fillIn(email: string, password = 'kamera-2026', confirm = password) {
  await userEvent.type(screen.getByLabelText('Jméno'), 'Eva');
  await userEvent.type(screen.getByLabelText('Příjmení'), 'Svobodová');
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Heslo'), password);
  await userEvent.type(screen.getByLabelText('Heslo znovu'), confirm);
}

describe('registration page', () => {
  it('shows the specification messages next to the fields and sends nothing', async () => {
    await renderPage(<RegistrationPage />, { path: '/registrace' });
    await userEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));
    expect(screen.getByText('Jméno je povinné')).toBeInTheDocument();
    expect(screen.getByText('E-mail je povinný')).toBeInTheDocument();
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Heslo'), '12345');
    await userEvent.type(screen.getByLabelText('Heslo znovu'), '12346');
    await userEvent.tab();
    expect(screen.getByText('Heslo musí mít alespoň 6 znaků')).toBeInTheDocument();
    expect(screen.getByText('Hesla se musí shodovat')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('registers, and the e-mailed link confirms the e-mail and offers signing in', async () => {
    const email = newEmail();
    const form = await renderPage(<RegistrationPage />, { path: '/registrace' });
    await fillIn(email);
    await userEvent.type(screen.getByLabelText('Telefon'), '603 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zkontrolujte svůj e-mail');
    expect(screen.getByRole('status')).toHaveTextContent(email);
    form.unmount();

    const token = await emailedLinkToken(email, '/registrace');
    await renderPage(<RegistrationPage />, {
      path: `/registrace?token=${token}`,
      pattern: '/registrace',
    });
    expect(await screen.findByRole('heading', { name: 'E-mail je potvrzený' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni',
    );
    // The account signs in with the password chosen at registration.
    const tokens = await passwordTokens(email, 'kamera-2026', 'registration-test');
    expect(tokens.token_type).toBe('Bearer');
  });

  it('says when the link has been used already, in English', async () => {
    const email = newEmail();
    await postForm('/user-account/register', {
      firstname: 'Eva',
      lastname: 'Svobodová',
      email,
      password: 'kamera-2026',
      confirmPassword: 'kamera-2026',
    });
    const token = await emailedLinkToken(email, '/registrace');
    await postForm('/user-account/confirm-email', { token });
    await renderPage(<RegistrationPage />, {
      path: `/en/registration?token=${token}`,
      pattern: '/en/registration',
      locale: 'en',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link no longer works: it has expired or has been used already.',
    );
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/en/registration',
    );
  });

  it('tells an e-mail that has an account already, with the ways in', async () => {
    const email = newEmail();
    const first = await renderPage(<RegistrationPage />, { path: '/registrace' });
    await fillIn(email);
    await userEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));
    await screen.findByRole('status');
    first.unmount();

    await renderPage(<RegistrationPage />, { path: '/registrace' });
    await fillIn(email);
    await userEvent.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('K tomuto e-mailu už účet existuje.');
    expect(screen.getByRole('link', { name: 'Zapomenuté heslo' })).toHaveAttribute(
      'href',
      '/zapomenute-heslo',
    );
  });
});

/** Password reset against the real API: the neutral answer, the e-mailed link, a spent link. */
import { postForm } from '@shop/shared/api-client';
import { emailedLinkToken, passwordTokens } from '@test/api-session';
import { renderPage } from '@test/render-page';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordPage from './reset-password-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let accounts = 0;

/** A new account (registered through the API), answering its e-mail. */
async function account(password: string): Promise<string> {
  const email = `obnova-${Date.now()}-${++accounts}@example.cz`;
  await postForm('/user-account/register', {
    firstname: 'Eva',
    lastname: 'Svobodová',
    email,
    password,
    confirmPassword: password,
  });
  return email;
}

const signIn = (email: string, password: string) => passwordTokens(email, password, 'reset-test');

/** Asks for a link on the page; answers the text of the page's confirmation (then gone). */
async function askForLink(email: string): Promise<string> {
  const { unmount } = await renderPage(<ResetPasswordPage />, { path: '/zapomenute-heslo' });
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
  const text = (await screen.findByRole('status')).textContent ?? '';
  unmount();
  return text;
}

describe('reset-password page', () => {
  it('answers an account and an unknown e-mail alike', async () => {
    const email = await account('stare-heslo');
    const known = (await askForLink(email)).replace(email, '…');
    const unknown = (await askForLink('nikdo-takovy@example.cz')).replace(
      'nikdo-takovy@example.cz',
      '…',
    );
    expect(known).toContain('Pokud k adrese … patří účet');
    expect(unknown).toBe(known);
  });

  it('sets a new password from the e-mailed link; the old one stops working', async () => {
    const email = await account('stare-heslo');
    await askForLink(email);
    const token = await emailedLinkToken(email, '/zapomenute-heslo');
    await renderPage(<ResetPasswordPage />, {
      path: `/zapomenute-heslo?token=${token}`,
      pattern: '/zapomenute-heslo',
    });
    await userEvent.type(screen.getByLabelText('Nové heslo'), 'nove-heslo');
    await userEvent.type(screen.getByLabelText('Nové heslo znovu'), 'nove-hesl0');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit nové heslo' }));
    expect(screen.getByText('Hesla se musí shodovat')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nové heslo znovu'));
    await userEvent.type(screen.getByLabelText('Nové heslo znovu'), 'nove-heslo');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit nové heslo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Heslo je změněné');
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni',
    );
    expect((await signIn(email, 'nove-heslo')).token_type).toBe('Bearer');
    await expect(signIn(email, 'stare-heslo')).rejects.toThrow();
  });

  it('offers a new link when the link has been used, in English', async () => {
    const email = await account('stare-heslo');
    await postForm('/user-account/forgot-password', { email });
    const token = await emailedLinkToken(email, '/zapomenute-heslo');
    await postForm('/user-account/reset-password', {
      token,
      password: 'nove-heslo',
      confirmPassword: 'nove-heslo',
    });
    await renderPage(<ResetPasswordPage />, {
      path: `/en/reset-password?token=${token}`,
      pattern: '/en/reset-password',
      locale: 'en',
    });
    await userEvent.type(screen.getByLabelText('New password'), 'treti-heslo');
    await userEvent.type(screen.getByLabelText('New password again'), 'treti-heslo');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link no longer works: it has expired or has been used already.',
    );
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/en/reset-password',
    );
  });
});

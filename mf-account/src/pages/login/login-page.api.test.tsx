import { postForm } from '@shop/shared/api-client';
import { type Credentials, isLoggedInAtom, setSessionHandlers } from '@shop/shared/auth';
import { i18n } from '@shop/shared/i18n';
import { setRuntimeConfig } from '@shop/shared/runtime-config';
import { localeAtom, shopStore } from '@shop/shared/store';
import {
  emailedLinkToken,
  guestWaitingForConfirmation,
  passwordTokens,
  TEST_PASSWORD,
} from '@test/api-session';
import { renderInShop, renderPage } from '@test/render-page';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import LoginPage, { afterLoginPath } from './login-page';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function Landed() {
  const { pathname, search } = useLocation();
  return <output data-testid="landed">{`${pathname}${search}`}</output>;
}

/** The login page at `path`, with every other path showing where the page navigated. */
async function renderLogin(path: string, locale: 'cs' | 'en') {
  shopStore.set(localeAtom, locale);
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter(
    [
      { path: locale === 'en' ? '/en/login' : '/prihlaseni', element: <LoginPage /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  // The shell's providers (store, query cache, i18n) around the router.
  renderInShop(<RouterProvider router={router} />);
}

/** The shell's side of signing in, as the page sees it: one account, Jana's. */
function shellSession() {
  const attempts: Credentials[] = [];
  setSessionHandlers({
    login: async (credentials) => {
      attempts.push(credentials);
      if (!('email' in credentials)) return { success: false, message: 'Error' };
      if (credentials.email === 'spammer@example.cz') {
        return { success: false, message: 'Error', reason: 'throttled' };
      }
      return credentials.email === 'jana@example.cz' && credentials.password === 'secret1'
        ? { success: true }
        : { success: false, message: 'Error', reason: 'credentials' };
    },
    logout: async () => {},
  });
  return attempts;
}

async function signIn(email: string, password: string, submit: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText(/^(Heslo|Password)$/), password);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

describe('login page', () => {
  afterEach(() => setSessionHandlers(null));

  it('shows the required-field messages on submit, in Czech', async () => {
    const attempts = shellSession();
    await renderPage(<LoginPage />, { path: '/prihlaseni' });
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.getByText('E-mail je povinný')).toBeInTheDocument();
    expect(screen.getByText('Heslo je povinné')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(attempts).toEqual([]);
  });

  it('validates a field when it loses focus, in English', async () => {
    await renderPage(<LoginPage />, { path: '/en/login', locale: 'en' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'jana@');
    await userEvent.tab();
    expect(screen.getByText('E-mail is not valid')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('signs in and goes back to the page the guard sent the customer from', async () => {
    const attempts = shellSession();
    await renderLogin(
      `/prihlaseni?returnUrl=${encodeURIComponent('/ucet/moje-faktury?page=2')}`,
      'cs',
    );
    await signIn('jana@example.cz', 'secret1', 'Přihlásit se');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/ucet/moje-faktury?page=2');
    expect(attempts).toEqual([{ email: 'jana@example.cz', password: 'secret1' }]);
  });

  it('leads to password reset and registration', async () => {
    await renderLogin('/prihlaseni', 'cs');
    expect(screen.getByRole('link', { name: 'Zapomenuté heslo?' })).toHaveAttribute(
      'href',
      '/zapomenute-heslo',
    );
    expect(screen.getByRole('link', { name: 'Nemáte účet? Zaregistrujte se' })).toHaveAttribute(
      'href',
      '/registrace',
    );
  });

  it('without a return address goes home, in English', async () => {
    shellSession();
    await renderLogin('/en/login', 'en');
    await signIn('jana@example.cz', 'secret1', 'Sign in');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/en$/);
  });

  it('says when the e-mail or password is wrong and stays on the page', async () => {
    shellSession();
    await renderLogin('/en/login?returnUrl=%2Fen%2Faccount', 'en');
    await signIn('jana@example.cz', 'secret2', 'Sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong e-mail or password, or there is no account for this e-mail yet.',
    );
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-unconfirmed')).not.toBeInTheDocument();
    expect(shopStore.get(isLoggedInAtom)).toBe(false);
  });

  it('tells apart too many attempts from a wrong password', async () => {
    shellSession();
    await renderLogin('/prihlaseni', 'cs');
    await signIn('spammer@example.cz', 'secret1', 'Přihlásit se');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů o přihlášení. Zkuste to za chvíli.',
    );
  });
});

describe('signing in before the e-mail is confirmed (the link against the real API)', () => {
  /** The shell's side: the sign-in of `email` with the right password is refused as unconfirmed. */
  function unconfirmedSession(email: string) {
    setSessionHandlers({
      login: async (credentials) =>
        'email' in credentials && credentials.email === email
          ? { success: false, message: 'Error', reason: 'credentials', emailNotConfirmed: true }
          : { success: false, message: 'Error', reason: 'credentials' },
      logout: async () => {},
    });
  }

  afterEach(() => setSessionHandlers(null));

  it('says to confirm the e-mail and sends the link again, which then confirms it', async () => {
    const email = await guestWaitingForConfirmation();
    const first = await emailedLinkToken(email, '/registrace');
    unconfirmedSession(email);
    await renderLogin('/prihlaseni', 'cs');
    await signIn(email, TEST_PASSWORD, 'Přihlásit se');
    const notice = await screen.findByTestId('login-unconfirmed');
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'Váš e-mail ještě není potvrzený. Účet dokončíte odkazem, který jsme vám poslali e-mailem.',
    );
    expect(screen.queryByText(/Nesprávný e-mail nebo heslo/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Poslat odkaz znovu' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      `Nový odkaz jsme poslali na ${email}. Platí 48 hodin, dřívější odkaz už nefunguje.`,
    );
    const second = await emailedLinkToken(email, '/registrace');
    expect(second).not.toBe(first);
    // The new link confirms the e-mail, and the password chosen at registration works.
    await postForm('/user-account/confirm-email', { token: second });
    await expect(passwordTokens(email)).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('says when the e-mail has had too many links, in English', async () => {
    const email = await guestWaitingForConfirmation();
    // The API sends one address three links an hour.
    for (let i = 0; i < 3; i += 1) {
      await postForm('/user-account/resend-confirmation', { email, password: TEST_PASSWORD });
    }
    unconfirmedSession(email);
    await renderLogin('/en/login', 'en');
    await signIn(email, TEST_PASSWORD, 'Sign in');
    const notice = await screen.findByTestId('login-unconfirmed');
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'Your e-mail is not confirmed yet. Finish your account with the link we e-mailed you.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(
      await within(notice).findByText(
        'We have sent links to this e-mail several times already. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(within(notice).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('sign-in with Google on the login page', () => {
  afterEach(() => setRuntimeConfig({ googleClientId: undefined }));

  it('is offered only when the shop has a Google client id', async () => {
    await renderLogin('/prihlaseni', 'cs');
    expect(screen.queryByRole('button', { name: 'Přihlásit se přes Google' })).toBeNull();
  });

  it('shows the button with a client id, in English', async () => {
    setRuntimeConfig({ googleClientId: 'shop.apps.example.cz' });
    await renderLogin('/en/login', 'en');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });
});

describe('afterLoginPath', () => {
  it.each([
    ['/ucet/objednavka/26000001', '/ucet/objednavka/26000001'],
    ['/en/account?tab=2', '/en/account?tab=2'],
    [null, '/'],
    ['', '/'],
    ['https://example.com/phish', '/'],
    ['//example.com/phish', '/'],
    ['/\\example.com', '/'],
    ['/\\/example.com', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (returnUrl, expected) => {
    expect(afterLoginPath(returnUrl, '/')).toBe(expected);
  });
});

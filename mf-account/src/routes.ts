import { type RemoteManifest, pageRoute as route } from '@shop/shared/routes';

/**
 * The shopper's session pages, never stored by a cache or indexed. The account's are rendered on
 * the server (their layout, tabs, headings and forms; the customer's data is asked for by the
 * browser, which holds the session); sign-in's only for a browser without a session, since a
 * signed-in shopper is sent on.
 */
const auth = { serverRender: true, private: true, guard: 'auth' } as const;
const guest = { serverRender: 'signed-out', private: true, guard: 'guest' } as const;

export const remoteManifest: RemoteManifest = {
  remote: 'account',
  routes: [
    route('login', { cs: 'Přihlášení', en: 'Sign in' }, { ...guest, page: 'login' }),
    route(
      'registration',
      { cs: 'Registrace', en: 'Registration' },
      { ...guest, page: 'registration' },
    ),
    route(
      'reset-password',
      { cs: 'Zapomenuté heslo', en: 'Reset password' },
      { ...guest, page: 'reset-password' },
    ),
    route('auth-callback', { cs: 'Přihlašování', en: 'Signing in' }, { page: 'auth-callback' }),
    route(
      'user-account',
      { cs: 'Moje objednávky', en: 'My orders' },
      { ...auth, page: 'user-account' },
    ),
    route(
      'user-account-billing-data',
      { cs: 'Firmy a fakturační údaje', en: 'Companies and billing data' },
      { ...auth, page: 'user-account-billing-data' },
    ),
    route(
      'user-account-favorites',
      { cs: 'Oblíbená technika', en: 'Favourite equipment' },
      { ...auth, page: 'user-account-favorites' },
    ),
    route(
      'user-account-my-invoices',
      { cs: 'Moje faktury', en: 'My invoices' },
      { ...auth, page: 'user-account-my-invoices' },
    ),
    route(
      'user-account-order-id',
      { cs: 'Detail objednávky', en: 'Order detail' },
      { ...auth, page: 'user-account-order-id' },
    ),
    route(
      'user-account-personal-data',
      { cs: 'Moje údaje', en: 'My details' },
      { ...auth, page: 'user-account-personal-data' },
    ),
    route(
      'user-account-my-projects',
      { cs: 'Moje projekty', en: 'My projects' },
      { ...auth, page: 'user-account-my-projects' },
    ),
  ],
};

export default remoteManifest;

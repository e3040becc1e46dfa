/**
 * Favourites of the catalogue against the real API: a guest's marks join the account's list on
 * signing in, and a signed-in shopper's heart changes the account's list.
 */
import { getJson, postForm } from '@shop/shared/api-client';
import { clearTokens, setTokens } from '@shop/shared/auth';
import type { FavouritesResponse } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { queryClient } from '@shop/shared/query';
import { shopStore } from '@shop/shared/store';
import { signInThroughApi, TEST_PASSWORD } from '@test/api-session';
import { renderPage } from '@test/render-page';
import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SlugPage from '../../pages/slug/slug-page';
import { mergeOnSignIn, start } from '../../services/favourites-service';
import { favouritesAtom } from './favourites';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** A new account (registration gives a new e-mail its password at once), signed in. */
async function signedInCustomer(): Promise<void> {
  clearTokens();
  const email = `oblibene-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  await postForm('/user-account/register', {
    firstname: 'Eva',
    lastname: 'Oblíbená',
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
  await act(() => signInThroughApi(email));
}

const accountIds = async () =>
  (await getJson<FavouritesResponse>('/favourites')).favourites.map((item) => item.product.id);

async function showProduct(path: string, name: string, locale: 'cs' | 'en' = 'cs') {
  await renderPage(<SlugPage />, {
    path,
    pattern: locale === 'en' ? '/en/:slug' : '/:slug',
    locale,
  });
  await screen.findByRole('heading', { level: 1, name });
}

describe('favourites in the catalogue (against the real API)', () => {
  afterEach(() => {
    cleanup();
    clearTokens();
    queryClient.clear();
    localStorage.clear();
  });

  it('merges the browser’s marks into the account once on signing in, then clears them', async () => {
    const user = userEvent.setup();
    await showProduct('/sony-fx6', 'Sony FX6');
    await user.click(screen.getByRole('button', { name: 'Přidat do oblíbených' }));
    expect(localStorage.getItem('shop_favourites')).toBe('[4]');
    cleanup();

    start();
    await signedInCustomer();
    eventBus.publish('auth:signed-in', { method: 'password' });
    await waitFor(() => expect(localStorage.getItem('shop_favourites')).toBeNull());
    expect(shopStore.get(favouritesAtom)).toEqual([]);
    expect(await accountIds()).toEqual([4]);
    // Nothing left to merge: no second call changes anything.
    await mergeOnSignIn();
    expect(await accountIds()).toEqual([4]);

    // Signed in, the heart shows and changes the account's list.
    await showProduct('/sony-fx6', 'Sony FX6');
    await user.click(await screen.findByRole('button', { name: 'Odebrat z oblíbených' }));
    expect(await screen.findByRole('button', { name: 'Přidat do oblíbených' })).toBeInTheDocument();
    await waitFor(async () => expect(await accountIds()).toEqual([]));
    expect(localStorage.getItem('shop_favourites')).toBeNull();
  });

  it('marks a favourite in the account from the English page', async () => {
    const user = userEvent.setup();
    await signedInCustomer();
    await showProduct('/en/sony-fx6', 'Sony FX6', 'en');
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(
      await screen.findByRole('button', { name: 'Remove from favourites' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await accountIds()).toEqual([4]));
  });

  it('puts the mark back and says so when the account refuses the change', async () => {
    const user = userEvent.setup();
    await signedInCustomer();
    await showProduct('/sony-fx6', 'Sony FX6');
    await screen.findByRole('button', { name: 'Přidat do oblíbených' });
    // The session ends behind the page's back: the API answers 401, the refresh fails.
    act(() =>
      setTokens({
        accessToken: 'x'.repeat(43),
        tokenType: 'Bearer',
        expiresAt: Date.now() + 60_000,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Přidat do oblíbených' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oblíbené se nepodařilo uložit');
    expect(screen.getByRole('button', { name: 'Přidat do oblíbených' })).toBeInTheDocument();
    expect(localStorage.getItem('shop_favourites')).toBeNull();
  });
});

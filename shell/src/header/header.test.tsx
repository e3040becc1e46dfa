/**
 * The header's names and menus: each control's accessible name begins with its visible text, the
 * phone's search and menu open and close by keyboard.
 */
import '../i18n/shell-i18n';
import { removeCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { renderPage } from '@test/render-page';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';

// jsdom does not know HTML's <search> element (the header's search form); React says so.
beforeAll(() => {
  const report = console.error;
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...details: unknown[]) => {
    const unknownTag = String(message).includes('is unrecognized in this browser');
    if (!(unknownTag && details[0] === 'search')) report(message, ...details);
  });
});
afterAll(() => jest.restoreAllMocks());
afterEach(cleanup);

function show(locale: 'cs' | 'en') {
  return renderPage(<Header />, { path: locale === 'en' ? '/en' : '/', pattern: '*', locale });
}

/** The text a sighted user reads on the control, spaces collapsed. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]'))
    hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('header', () => {
  it.each([
    ['cs', 'Košík 0', 'Košík 0 položek'],
    ['en', 'Cart 0', 'Cart 0 items'],
  ] as const)('in %s the cart shows "%s" and is named "%s"', async (locale, text, name) => {
    await show(locale);
    const cart = screen.getByTestId('cart-badge');
    expect(visibleText(cart)).toBe(text);
    expect(cart).toHaveAccessibleName(name);
  });

  it('shows no number while a stored cart is still loading, then its count', async () => {
    writeCookie('cartCode', 'c0ffee');
    try {
      await show('cs');
      const cart = screen.getByTestId('cart-badge');
      expect(visibleText(cart)).toBe('Košík');
      expect(cart).toHaveAccessibleName('Košík');
      act(() => eventBus.publish('cart:changed', { cartCode: 'c0ffee', itemCount: 2 }));
      expect(visibleText(cart)).toBe('Košík 2');
      expect(cart).toHaveAccessibleName('Košík 2 položky');
    } finally {
      removeCookie('cartCode');
    }
  });

  it.each(['cs', 'en'] as const)(
    'in %s every link and button is named starting with its visible text',
    async (locale) => {
      await show(locale);
      const controls = [...screen.getByRole('banner').querySelectorAll<HTMLElement>('a, button')];
      expect(controls.length).toBeGreaterThan(4);
      for (const control of controls) {
        const text = visibleText(control);
        const name = control.getAttribute('aria-label');
        if (text && name) expect(name.startsWith(text)).toBe(true);
      }
    },
  );

  it('the search button opens the search field and moves focus into it', async () => {
    const user = userEvent.setup();
    await show('en');
    const toggle = screen.getByRole('button', { name: 'Search the catalogue' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const slot = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(slot).toContainElement(screen.getByRole('searchbox', { name: 'Search the catalogue' }));
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveFocus();
  });

  it('the menu opens with the keyboard, holds categories, account and language, Esc closes it', async () => {
    const user = userEvent.setup();
    await show('cs');
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toContainElement(
      screen.getAllByRole('link', { name: 'Kategorie' }).at(-1) ?? null,
    );
    expect(menu).toContainElement(
      screen.getAllByRole('link', { name: 'Přihlášení' }).at(-1) ?? null,
    );
    expect(menu).toContainElement(screen.getAllByRole('link', { name: 'English' }).at(-1) ?? null);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('the menu closes once a currency is chosen in it', async () => {
    const user = userEvent.setup();
    await show('cs');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const currency = menu.querySelector<HTMLSelectElement>('[data-testid="currency-switcher"]');
    expect(currency).not.toBeNull();
    await user.selectOptions(currency as HTMLSelectElement, 'eur');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('currency-switcher')[0]).toHaveValue('eur');
  });
});

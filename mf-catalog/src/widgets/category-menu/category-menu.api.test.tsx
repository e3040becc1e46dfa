/** The header's category menu: a disclosure of category groups from the real API, by keyboard. */
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import CategoryMenu from './category-menu';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

async function show(locale: 'cs' | 'en', onNavigate?: () => void) {
  await renderPage(
    <>
      <button type="button">before</button>
      <CategoryMenu locale={locale} onNavigate={onNavigate} />
      <button type="button">after</button>
      <LocationProbe />
    </>,
    { path: locale === 'en' ? '/en' : '/', pattern: '*', locale },
  );
}

describe('category menu (against the real API)', () => {
  afterEach(cleanup);

  it('opens with Enter, lists groups with their categories, Esc closes and keeps focus', async () => {
    const user = userEvent.setup();
    await show('cs');
    const toggle = screen.getByRole('button', { name: 'Kategorie' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = await screen.findByRole('list', { name: 'Kamery a optika' });
    expect(within(group).getByRole('link', { name: 'Kamery' })).toHaveAttribute('href', '/kamery');
    expect(within(group).getByRole('link', { name: 'Objektivy' })).toBeInTheDocument();

    // Tab reaches the links; Esc from a link closes the menu and focus returns to the button.
    await user.tab();
    expect(document.activeElement?.tagName).toBe('A');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Kamery' })).toBeNull();

    // Space toggles it as well, and a second press closes it.
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('in English: a tap opens it, a category link navigates and closes it', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    await show('en', onNavigate);
    const toggle = screen.getByRole('button', { name: 'Categories' });
    await user.pointer({ keys: '[TouchA]', target: toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = await screen.findByRole('link', { name: 'Lenses' });
    expect(link.getAttribute('href')).toMatch(/^\/en\//);
    await user.click(link);
    await waitFor(() => expect(currentLocation()).toBe(link.getAttribute('href')));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    await show('cs');
    const toggle = screen.getByRole('button', { name: 'Kategorie' });
    await user.click(toggle);
    await screen.findByRole('link', { name: 'Kamery' });
    await user.click(screen.getByRole('button', { name: 'after' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The header's search combobox: suggestions from the real API, used with the keyboard. */
import { queryClient } from '@shop/shared/query';
import { renderPage } from '@test/render-page';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import HeaderSearch, { loader } from './header-search';

// The real API answers within a second even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

async function show(locale: 'cs' | 'en' = 'cs', path = locale === 'en' ? '/en' : '/') {
  await renderPage(
    <>
      <HeaderSearch locale={locale} />
      <LocationProbe />
    </>,
    { path, pattern: '*', locale },
  );
  return screen.getByRole('combobox', {
    name: locale === 'en' ? 'Search the catalogue' : 'Hledat v nabídce',
  });
}

describe('header search (against the real API)', () => {
  afterEach(cleanup);

  it('suggests products and categories; arrows choose, Enter opens the active one', async () => {
    const user = userEvent.setup();
    const input = await show();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'objektiv');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const products = within(listbox).getByRole('group', { name: 'Produkty' });
    expect(within(products).getAllByRole('option').length).toBeGreaterThan(0);
    const categories = within(listbox).getByRole('group', { name: 'Kategorie' });
    expect(within(categories).getByRole('option', { name: 'Objektivy' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    expect(options.at(-1)).toHaveTextContent('Zobrazit všechny výsledky pro „objektiv“');
    await user.keyboard('{ArrowUp}');
    expect(options.at(-2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/objektivy');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it("shows each suggestion's picture at once in its reserved box, never ahead of the page's own", async () => {
    const user = userEvent.setup();
    const input = await show();
    await user.type(input, 'objektiv');
    const listbox = await screen.findByRole('listbox');
    const products = within(listbox).getByRole('group', { name: 'Produkty' });
    const pictures = within(products)
      .getAllByRole('option')
      .map((option) => option.querySelector('img'));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width', '48');
      expect(picture).toHaveAttribute('height', '36');
      expect(picture).toHaveAttribute('decoding', 'async');
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('Esc closes the list, a second Esc clears the text; Enter alone goes to the search page', async () => {
    const user = userEvent.setup();
    const input = await show();
    await user.type(input, 'sony');
    await screen.findAllByRole('option');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('sony');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');

    await user.type(input, 'kamera 4K{Enter}');
    expect(currentLocation()).toBe('/hledat?s=kamera%204K');
  });

  it('ignores diacritics (the API does) and speaks English under /en', async () => {
    const user = userEvent.setup();
    const input = await show('en');
    await user.type(input, 'svetla');
    const listbox = await screen.findByRole('listbox');
    const categories = await within(listbox).findByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option', { name: 'Lights' })).toBeInTheDocument();
    await user.click(within(categories).getByRole('option', { name: 'Lights' }));
    expect(currentLocation()).toBe('/en/lights');
  });

  it('marks the part of each name that matches, in any form of the word or with a typo', async () => {
    const user = userEvent.setup();
    const input = await show();
    await user.type(input, 'kamerou');
    const listbox = await screen.findByRole('listbox');
    const categories = await within(listbox).findByRole('group', { name: 'Kategorie' });
    const cameras = within(categories).getByRole('option', { name: 'Kamery' });
    expect(within(cameras).getByText('Kamer', { selector: 'mark' })).toBeInTheDocument();
    // The first product is a camera; its name's marks are what the words matched, if anything.
    const products = within(listbox).getByRole('group', { name: 'Produkty' });
    expect(within(products).getAllByRole('option').length).toBeGreaterThan(0);

    await user.clear(input);
    await user.type(input, 'objektvi');
    const lenses = await within(listbox).findByRole('option', { name: 'Objektivy' });
    expect(within(lenses).getByText('Objektiv', { selector: 'mark' })).toBeInTheDocument();
    // "Show all results" is not a name: nothing marked in it.
    const all = within(listbox).getAllByRole('option').at(-1);
    expect(all?.querySelector('mark')).toBeNull();
  });

  it('waits for a pause in typing before it asks (debounced)', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    const original = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function send(body) {
      requests.push(String(body));
      return original.call(this, body);
    };
    try {
      const input = await show();
      await user.type(input, 'zoom');
      await screen.findAllByRole('option');
      expect(requests.filter((body) => body.includes('autocomplete=1'))).toEqual([
        'autocomplete=1&search_text=zoom&lang=cs',
      ]);
    } finally {
      XMLHttpRequest.prototype.send = original;
    }
  });

  it("its loader asks for the suggestions of the address's text, which the box then reads without asking", async () => {
    const { searchParams } = new URL('http://shop.test/hledat?s=objektiv');
    await loader({ params: {}, search: searchParams, locale: 'cs', client: queryClient });
    expect(queryClient.isFetching()).toBe(0);
    const input = await show('cs', '/hledat?s=objektiv');
    expect(input).toHaveValue('objektiv');
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it('its loader asks for nothing without a text long enough to suggest for', async () => {
    for (const address of ['http://shop.test/', 'http://shop.test/hledat?s=a']) {
      const { searchParams } = new URL(address);
      await loader({ params: {}, search: searchParams, locale: 'cs', client: queryClient });
    }
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

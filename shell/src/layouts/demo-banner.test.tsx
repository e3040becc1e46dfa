/**
 * A demo shop (runtime config `demo`) says so at the top of every layout and of an error page, in
 * the page's language, as a note that cannot be closed; the same markup on the server as in the
 * browser. A production shop (no `demo`) shows nothing of it.
 */
import '../i18n/shell-i18n';
import { i18n } from '@shop/shared/i18n';
import { getRuntimeConfig, setRuntimeConfig } from '@shop/shared/runtime-config';
import { localeAtom, shopStore } from '@shop/shared/store';
import { renderInShop } from '@test/render-page';
import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from '../error-page/error-page';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import { DemoBanner } from './demo-banner';
import { DocumentLayout } from './document-layout';

const TEXT = {
  cs: 'Ukázkový obchod – platby jsou simulované',
  en: 'Demo shop – payments are simulated',
} as const;

// jsdom does not know HTML's <search> element (the header's search form); React says so. The
// failing page's error is expected, and reported by React and the error page.
beforeAll(() => {
  const report = console.error;
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...details: unknown[]) => {
    const unknownTag = String(message).includes('is unrecognized in this browser');
    const failingPage = [message, ...details].some((part) =>
      String(part).includes('a page that fails'),
    );
    if (!(unknownTag && details[0] === 'search') && !failingPage) report(message, ...details);
  });
});
afterAll(() => jest.restoreAllMocks());
afterEach(() => {
  cleanup();
  setRuntimeConfig({ demo: undefined });
});

function Page() {
  return <h1>Stránka</h1>;
}

function Broken(): never {
  throw new Error('a page that fails');
}

async function showIn(Layout: ComponentType, locale: 'cs' | 'en', Shown: ComponentType = Page) {
  shopStore.set(localeAtom, locale);
  await i18n.changeLanguage(locale);
  const path = locale === 'en' ? '/en/page' : '/page';
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        errorElement: <RouteErrorPage />,
        children: [{ path, element: <Shown /> }],
      },
    ],
    { initialEntries: [path] },
  );
  return renderInShop(<RouterProvider router={router} />);
}

const layouts = [
  ['default', DefaultLayout],
  ['document', DocumentLayout],
  ['blank', BlankLayout],
] as const;

describe('the demo banner', () => {
  describe.each(layouts)('the %s layout', (_name, Layout) => {
    it.each(['cs', 'en'] as const)(
      'of a demo shop says so in %s, at the top, before the page',
      async (locale) => {
        setRuntimeConfig({ demo: true });
        const { container } = await showIn(Layout, locale);
        const note = screen.getByRole('note');
        expect(note).toHaveTextContent(TEXT[locale]);
        expect(note.textContent).toBe(TEXT[locale]);
        // In a landmark of its own, named by it (every part of a page is in a landmark).
        const landmark = screen.getByRole('complementary', { name: TEXT[locale] });
        expect(landmark).toContainElement(note);
        // Above everything the page shows (the skip link is off screen until focused).
        const shown = [...container.children].filter((child) => child.tagName !== 'A');
        expect(shown[0]).toBe(landmark);
        expect(landmark.compareDocumentPosition(screen.getByRole('main'))).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
        // Not a dialog and nothing to close it with.
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(landmark.querySelector('button')).toBeNull();
      },
    );

    it.each(['cs', 'en'] as const)(
      'of a production shop says nothing of it in %s',
      async (locale) => {
        expect(getRuntimeConfig().demo).toBeUndefined();
        await showIn(Layout, locale);
        expect(screen.getByRole('heading', { name: 'Stránka' })).toBeInTheDocument();
        expect(screen.queryByRole('note')).not.toBeInTheDocument();
        expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
        expect(screen.queryByText(TEXT[locale])).not.toBeInTheDocument();
      },
    );
  });

  it.each(['cs', 'en'] as const)(
    'shows on an error page in place of a layout, in %s',
    async (locale) => {
      setRuntimeConfig({ demo: true });
      await showIn(DocumentLayout, locale, Broken);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        locale === 'en' ? 'Internal Server Error' : 'Interní chyba serveru',
      );
      expect(screen.getAllByRole('note')).toHaveLength(1);
      expect(screen.getByRole('note')).toHaveTextContent(TEXT[locale]);
    },
  );

  it('hydrates the server’s markup as it is', async () => {
    setRuntimeConfig({ demo: true });
    await i18n.changeLanguage('en');
    const html = renderToString(<DemoBanner />);
    expect(html).toContain(TEXT.en);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <DemoBanner />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => root.unmount());
    container.remove();
  });
});

import { renderPage } from '@test/render-page';
import { cleanup, screen, within } from '@testing-library/react';
import ContactsPage from './contacts-page';

describe('contacts page (against the real API)', () => {
  afterEach(cleanup);

  it('shows both branches with hours, the night safe rules and a mailto link', async () => {
    await renderPage(<ContactsPage />, { path: '/kontakty' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kontakty');
    const branches = await screen.findAllByTestId('branch');
    expect(branches).toHaveLength(2);
    const [praha, brno] = branches as [HTMLElement, HTMLElement];
    expect(within(praha).getByRole('heading', { name: 'Praha – Holešovice' })).toBeInTheDocument();
    expect(within(brno).getByRole('heading', { name: 'Brno – Královo Pole' })).toBeInTheDocument();
    expect(praha).toHaveTextContent('Po–Pá9:00–19:00');
    expect(praha).toHaveTextContent('So–Nezavřeno');
    expect(within(praha).getByRole('heading', { name: 'Noční trezor' })).toBeInTheDocument();
    expect(praha).toHaveTextContent(/stálí zákazníci/);
    expect(within(praha).getByRole('link', { name: '+420 222 515 400' })).toHaveAttribute(
      'href',
      'tel:+420222515400',
    );
    expect(screen.getByRole('link', { name: 'Napište nám' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:praha@filmrent\.example\?subject=/),
    );
    // The contact page's own text from the API.
    expect(await screen.findByRole('heading', { name: 'Fakturační údaje' })).toBeInTheDocument();
  });

  it('speaks English under /en', async () => {
    await renderPage(<ContactsPage />, { path: '/en/contacts', locale: 'en' });
    const [praha] = await screen.findAllByTestId('branch');
    expect(praha).toHaveTextContent('Mon–Fri9:00–19:00');
    expect(await screen.findByRole('heading', { name: 'Company details' })).toBeInTheDocument();
  });
});

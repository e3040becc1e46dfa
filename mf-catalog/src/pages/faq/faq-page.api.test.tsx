import { renderPage } from '@test/render-page';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqPage from './faq-page';

describe('FAQ page (against the real API)', () => {
  afterEach(cleanup);

  it('is an accordion: each question a button that shows and hides its answer', async () => {
    const user = userEvent.setup();
    await renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Časté dotazy');
    const items = await screen.findAllByTestId('faq-item');
    expect(items.length).toBeGreaterThan(5);
    const question = screen.getByRole('button', { name: 'Jak funguje garance nejnižší ceny?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Jak funguje garance nejnižší ceny?' })).toBeNull();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('region', { name: 'Jak funguje garance nejnižší ceny?' }),
    ).toHaveTextContent('cenu dorovnáme');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks English under /en', async () => {
    await renderPage(<FaqPage />, { path: '/en/faq', locale: 'en' });
    expect(
      await screen.findByRole('button', { name: 'How does the lowest-price guarantee work?' }),
    ).toBeInTheDocument();
  });
});

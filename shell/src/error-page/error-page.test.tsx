import '../i18n/shell-i18n';
import { i18n } from '@shop/shared/i18n';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage } from './error-page';

function renderAt(path: string, status?: number) {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage status={status} /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('error page', () => {
  it('shows the not-found variant for 404 with the path', async () => {
    await i18n.changeLanguage('en');
    renderAt('/en/missing', 404);
    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found');
    expect(screen.getByText(/\/en\/missing/)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en');
  });

  it('shows the generic variant for any other status, 500 by default', async () => {
    await i18n.changeLanguage('en');
    renderAt('/en/broken');
    expect(screen.getByRole('heading')).toHaveTextContent('Internal Server Error');
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('speaks Czech on Czech pages', async () => {
    await i18n.changeLanguage('cs');
    renderAt('/neni', 404);
    expect(screen.getByRole('heading')).toHaveTextContent('Stránka nenalezena');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});

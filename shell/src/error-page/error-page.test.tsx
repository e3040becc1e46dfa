import '../i18n/shell-i18n';
import { i18n } from '@shop/shared/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage, StartupError } from './error-page';

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

describe('start-up failure page', () => {
  it.each([
    ['cs', 'offline', 'Jste offline', 'Zkusit znovu'],
    ['en', 'offline', 'You are offline', 'Try again'],
    ['cs', 'server', 'Interní chyba serveru', 'Načíst znovu'],
    ['en', 'server', 'Internal Server Error', 'Reload'],
  ] as const)('%s, %s: "%s" with a retry', async (locale, kind, title, retry) => {
    await i18n.changeLanguage(locale);
    const onRetry = jest.fn();
    render(<StartupError kind={kind} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-startup-failure', kind);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline, it never blames the server', async () => {
    await i18n.changeLanguage('cs');
    render(<StartupError kind="offline" onRetry={() => {}} />);
    expect(screen.queryByText(/Interní chyba serveru|nepodařilo spustit/)).toBeNull();
  });
});

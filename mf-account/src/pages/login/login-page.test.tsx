import { renderPage } from '@test/render-page';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from './login-page';

describe('login page', () => {
  it('shows the required-field messages on submit, in Czech', async () => {
    await renderPage(<LoginPage />, { path: '/prihlaseni' });
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.getByText('E-mail je povinný')).toBeInTheDocument();
    expect(screen.getByText('Heslo je povinné')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates a field when it loses focus, in English', async () => {
    await renderPage(<LoginPage />, { path: '/en/login', locale: 'en' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'jana@');
    await userEvent.tab();
    expect(screen.getByText('E-mail is not valid')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('accepts valid input', async () => {
    await renderPage(<LoginPage />, { path: '/en/login', locale: 'en' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status')).toHaveTextContent('coming soon');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });
});

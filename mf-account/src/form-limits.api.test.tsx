/**
 * Every form of the account, every text field: a text past its limit, control characters, and for
 * a required field nothing, each answered next to the field in the customer's language, never
 * with the form's generic failure (@test/form-limits). In Czech and in English.
 */
import { postForm } from '@shop/shared/api-client';
import { clearTokens } from '@shop/shared/auth';
import { i18n } from '@shop/shared/i18n';
import { expectFieldLevelAnswers } from '@test/form-limits';
import { renderPage } from '@test/render-page';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './i18n/account-i18n';
import LoginPage from './pages/login/login-page';
import RegistrationPage from './pages/registration/registration-page';
import ResetPasswordPage from './pages/reset-password/reset-password-page';
import UserAccountBillingDataPage from './pages/user-account-billing-data/user-account-billing-data-page';
import UserAccountMyInvoicesPage from './pages/user-account-my-invoices/user-account-my-invoices-page';
import UserAccountPersonalDataPage from './pages/user-account-personal-data/user-account-personal-data-page';
import { signedInCustomerWithOrder } from './testing/account-with-order';

// The real API answers within a few seconds even when the machine is busy.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120_000);

const locales = [
  {
    locale: 'cs' as const,
    login: '/prihlaseni',
    registration: '/registrace',
    reset: '/zapomenute-heslo',
    details: '/ucet/moje-udaje',
    billing: '/ucet/fakturacni-udaje',
    invoices: '/ucet/moje-faktury',
  },
  {
    locale: 'en' as const,
    login: '/en/login',
    registration: '/en/registration',
    reset: '/en/reset-password',
    details: '/en/account/personal-data',
    billing: '/en/account/billing-data',
    invoices: '/en/account/my-invoices',
  },
];

/** The generic failures of the account's forms, in the page's language. */
const generic = () =>
  [
    'registration.failed',
    'resetPassword.failed',
    'personalData.saveFailed',
    'companies.saveFailed',
    'companies.supportFailed',
  ].map((key) => i18n.t(key, { ns: 'account' }));

/** The form a button submits. */
const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  if (!form) throw new Error('the button is in no form');
  return form;
};

/** Drives the form of the button named `name` (in `within`, else the page). */
async function driveForm(
  name: string,
  valid: Record<string, string>,
  container: HTMLElement = document.body,
) {
  const submit = await within(container).findByRole('button', { name });
  return expectFieldLevelAnswers({
    form: () => formOf(submit),
    submit: () => submit,
    generic: generic(),
    valid,
  });
}

describe.each(locales)('account forms in $locale', (paths) => {
  const { locale } = paths;
  const t = (key: string) => i18n.t(key, { ns: 'account' });
  afterEach(() => clearTokens());

  it('signing in', async () => {
    await renderPage(<LoginPage />, { path: paths.login, locale });
    const fields = await driveForm(t('login.submit'), {
      email: 'jana@example.cz',
      password: 'tajne-heslo',
    });
    expect(fields).toHaveLength(2);
  });

  it('registration', async () => {
    await renderPage(<RegistrationPage />, { path: paths.registration, locale });
    const fields = await driveForm(t('registration.submit'), {
      firstname: 'Jana',
      lastname: 'Nováková',
      email: `limity-${Date.now()}@example.cz`,
      phone: '777 123 456',
      password: 'tajne-heslo',
      confirmPassword: 'tajne-heslo',
    });
    expect(fields).toHaveLength(6);
  });

  it('asking for a new password, and setting it from the link', async () => {
    const asking = await renderPage(<ResetPasswordPage />, { path: paths.reset, locale });
    await driveForm(t('resetPassword.submit'), { email: 'jana@example.cz' });
    asking.unmount();
    await renderPage(<ResetPasswordPage />, {
      path: `${paths.reset}?token=${'a'.repeat(43)}`,
      pattern: paths.reset,
      locale,
    });
    const fields = await driveForm(t('resetPassword.save'), {
      password: 'nove-heslo',
      confirmPassword: 'nove-heslo',
    });
    expect(fields).toHaveLength(2);
  });

  it('my details and the password change', async () => {
    await signedInCustomerWithOrder('Limity polí');
    await renderPage(<UserAccountPersonalDataPage />, { path: paths.details, locale });
    const details = await driveForm(t('personalData.save'), { address: 'Korunní 1, Praha' });
    expect(details).toHaveLength(4);
    const password = await driveForm(t('personalData.changePassword'), {
      oldPassword: 'tajne-heslo',
      newPassword: 'nove-heslo',
      confirmPassword: 'nove-heslo',
    });
    expect(password).toHaveLength(3);
  });

  it('the invoice filter', async () => {
    await signedInCustomerWithOrder('Limity faktur');
    await renderPage(<UserAccountMyInvoicesPage />, { path: paths.invoices, locale });
    const fields = await driveForm(t('myInvoices.apply'), {
      orderNumber: '12',
      customerName: 'Nováková',
    });
    expect(fields).toHaveLength(2);
  });

  it("a new company and a company's contact", async () => {
    await signedInCustomerWithOrder('Limity firem');
    await postForm('/user-company/save', {
      company: JSON.stringify({
        name: 'Ateliér Vltava s.r.o.',
        street: 'Korunní 2569/108',
        city: 'Praha 10',
        zipCode: '101 00',
        country: 'CZ',
        taxRegNo: '17508622',
      }),
    });
    await renderPage(<UserAccountBillingDataPage />, { path: paths.billing, locale });
    const card = await screen.findByRole('article', { name: 'Ateliér Vltava s.r.o.' });
    const contact = await driveForm(t('companies.addContact'), {}, card);
    expect(contact).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: t('companies.add') }));
    const form = screen.getByRole('form', { name: t('companies.addTitle') });
    const company = await driveForm(
      t('companies.save'),
      {
        taxRegNo: '27082440',
        name: 'Filmová s.r.o.',
        street: 'Komunardů 1',
        city: 'Praha 7',
        zipCode: '170 00',
      },
      form,
    );
    // The company ID, name, VAT ID, street, city, postcode and country code.
    expect(company).toHaveLength(7);
  });
});

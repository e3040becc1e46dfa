import { linkFromEmail, placeGuestOrder, signIn } from './account-steps';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test } from './fixtures';

// ---------------------------------------------------------------- the shop in two languages

interface Language {
  locale: 'cs' | 'en';
  paths: { registration: string; login: string; account: string; reset: string };
  /** The subjects of the e-mailed links. */
  subjects: { confirm: string; reset: string };
  text: {
    registration: string;
    firstname: string;
    lastname: string;
    email: string;
    password: string;
    passwordAgain: string;
    register: string;
    checkEmail: string;
    emailConfirmation: string;
    emailConfirmed: string;
    login: string;
    loginPassword: string;
    signIn: string;
    loginFailed: string;
    myAccount: string;
    signOut: string;
    myOrders: string;
    order: (number: string) => string;
    backToOrders: string;
    branch: string;
    resetTitle: string;
    sendLink: string;
    newPasswordTitle: string;
    newPassword: string;
    newPasswordAgain: string;
    saveNewPassword: string;
    passwordChanged: string;
  };
}

const czech: Language = {
  locale: 'cs',
  paths: {
    registration: '/registrace',
    login: '/prihlaseni',
    account: '/ucet',
    reset: '/zapomenute-heslo',
  },
  subjects: { confirm: 'Potvrďte svůj e-mail', reset: 'Obnovení hesla' },
  text: {
    registration: 'Registrace',
    firstname: 'Jméno',
    lastname: 'Příjmení',
    email: 'E-mail',
    password: 'Heslo',
    passwordAgain: 'Heslo znovu',
    register: 'Zaregistrovat se',
    checkEmail: 'Zkontrolujte svůj e-mail',
    emailConfirmation: 'Potvrzení e-mailu',
    emailConfirmed: 'E-mail je potvrzený',
    login: 'Přihlášení',
    loginPassword: 'Heslo',
    signIn: 'Přihlásit se',
    loginFailed: 'Nesprávný e-mail nebo heslo, nebo k e-mailu ještě nemáte účet.',
    myAccount: 'Můj účet',
    signOut: 'Odhlásit se',
    myOrders: 'Moje objednávky',
    order: (number) => `Objednávka ${number}`,
    backToOrders: 'Zpět na moje objednávky',
    branch: 'Na pobočce',
    resetTitle: 'Zapomenuté heslo',
    sendLink: 'Poslat odkaz',
    newPasswordTitle: 'Nové heslo',
    newPassword: 'Nové heslo',
    newPasswordAgain: 'Nové heslo znovu',
    saveNewPassword: 'Uložit nové heslo',
    passwordChanged: 'Heslo je změněné',
  },
};

const english: Language = {
  locale: 'en',
  paths: {
    registration: '/en/registration',
    login: '/en/login',
    account: '/en/account',
    reset: '/en/reset-password',
  },
  subjects: { confirm: 'Confirm your e-mail', reset: 'Password reset' },
  text: {
    registration: 'Registration',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    password: 'Password',
    passwordAgain: 'Password again',
    register: 'Register',
    checkEmail: 'Check your e-mail',
    emailConfirmation: 'E-mail confirmation',
    emailConfirmed: 'E-mail confirmed',
    login: 'Sign in',
    loginPassword: 'Password',
    signIn: 'Sign in',
    loginFailed: 'Wrong e-mail or password, or there is no account for this e-mail yet.',
    myAccount: 'My account',
    signOut: 'Sign out',
    myOrders: 'My orders',
    order: (number) => `Order ${number}`,
    backToOrders: 'Back to my orders',
    branch: 'At a branch',
    resetTitle: 'Reset password',
    sendLink: 'Send the link',
    newPasswordTitle: 'New password',
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    saveNewPassword: 'Save the new password',
    passwordChanged: 'Password changed',
  },
};

// ---------------------------------------------------------------- journeys

for (const language of [czech, english]) {
  const { text, paths } = language;

  test(`a guest registers with the e-mail of an earlier order, finds it and resets the password (${language.locale})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Four forms, two e-mailed links, two sign-ins and four accessibility scans: ~15 s on an
    // idle two-core machine, more on a loaded one.
    test.slow();
    const heading = page.getByRole('heading', { level: 1 });
    const header = page.getByRole('banner');
    const email = `jana.${language.locale}.${Date.now()}@example.cz`;
    const password = 'natacime-2026';
    const newPassword = 'nove-heslo-2026';

    // An order placed as a guest with that e-mail
    const orderNumber = await placeGuestOrder(request, email);

    // Registration with the same e-mail
    await page.goto(paths.registration);
    await expect(heading).toHaveText(text.registration);
    await page.getByLabel(text.firstname).fill('Jana');
    await page.getByLabel(text.lastname).fill('Nováková');
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByLabel(text.passwordAgain, { exact: true }).fill(password);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.register }).click();
    const sent = page.getByRole('status').filter({ hasText: text.checkEmail });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(email);

    // The e-mailed link confirms the e-mail
    await page.goto(await linkFromEmail(request, email, language.subjects.confirm));
    await expect(heading).toHaveText(text.emailConfirmation);
    const confirmed = page.getByRole('status').filter({ hasText: text.emailConfirmed });
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText(email);

    // Signed in, my orders list the guest order
    await signIn(page, language, email, password);
    await expect(header.getByRole('link', { name: text.myAccount })).toBeVisible();
    await page.goto(paths.account);
    await expect(heading).toHaveText(text.myOrders);
    const orderLink = page.getByRole('table').getByRole('link', { name: orderNumber });
    await expect(orderLink).toBeVisible();
    await expectNoAxeViolations(page);

    // Its detail
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/${orderNumber}$`));
    await expect(heading).toHaveText(text.order(orderNumber));
    await expect(page.getByRole('cell', { name: text.branch }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: text.backToOrders }).click();
    await expect(heading).toHaveText(text.myOrders);

    // Signed out, the customer asks for a new password
    await header.getByRole('button', { name: text.signOut }).click();
    await expect(header.getByRole('link', { name: text.login })).toBeVisible();
    await page.goto(paths.reset);
    await expect(heading).toHaveText(text.resetTitle);
    await page.getByLabel(text.email).fill(email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.sendLink }).click();
    await expect(page.getByRole('status').filter({ hasText: text.checkEmail })).toContainText(
      email,
    );

    // The e-mailed link sets it
    await page.goto(await linkFromEmail(request, email, language.subjects.reset));
    await expect(heading).toHaveText(text.newPasswordTitle);
    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.newPasswordAgain, { exact: true }).fill(newPassword);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.saveNewPassword }).click();
    await expect(page.getByRole('status').filter({ hasText: text.passwordChanged })).toBeVisible();

    // The old password no longer signs in; the new one does
    await signIn(page, language, email, password);
    await expect(page.getByRole('alert')).toHaveText(text.loginFailed);
    await page.getByLabel(text.loginPassword, { exact: true }).fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: text.signIn }).click();
    await expect(header.getByRole('link', { name: text.myAccount })).toBeVisible();
    await page.goto(paths.account);
    await expect(heading).toHaveText(text.myOrders);
    await expect(page.getByRole('table').getByRole('link', { name: orderNumber })).toBeVisible();

    // The refused sign-in with the old password is the one error the browser logged
    const refused = consoleErrors.findIndex((error) => error.includes('status of 400'));
    expect(refused, consoleErrors.join('\n')).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
    await expectNoConsoleErrors(consoleErrors);
  });
}

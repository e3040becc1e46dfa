import type { Locator } from '@playwright/test';
import { isCzechPublicHoliday } from '../shared/src/rules/opening-hours';
import { formatDateTime } from '../shared/src/rules/prague-time';
import { placeGuestOrder, registerAndConfirm, signIn } from './account-steps';
import { addDays, rentalWeek } from './calendar';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test } from './fixtures';

// ---------------------------------------------------------------- the shop in two languages

interface Language {
  locale: 'cs' | 'en';
  paths: {
    login: string;
    account: string;
    order: (number: string) => string;
    billingData: string;
    myInvoices: string;
  };
  /** The subject of the e-mailed confirmation link. */
  confirmSubject: string;
  text: {
    login: string;
    email: string;
    loginPassword: string;
    signIn: string;
    myAccount: string;
    signOut: string;
    myOrders: string;
    noOrders: string;
    order: (number: string) => string;
    extend: string;
    extendByDay: string;
    newReturn: (to: string) => string;
    priceAfter: string;
    available: string;
    extendConfirm: string;
    cancelItems: string;
    cancelItemsConfirm: string;
    cancelWarning: string;
    canceled: string;
    billing: string;
    billingTitle: string;
    billingCompany: (name: string, taxRegNo: string) => string;
    billingDetails: string;
    companies: string;
    addCompany: string;
    newCompany: string;
    taxRegNo: string;
    lookup: string;
    lookupFilled: string;
    companyName: string;
    saveCompany: string;
    addContactTitle: string;
    contactEmail: string;
    finance: string;
    addContact: string;
    contact: (email: string) => string;
    myInvoices: string;
    proforma: string;
  };
}

const czech: Language = {
  locale: 'cs',
  paths: {
    login: '/prihlaseni',
    account: '/ucet',
    order: (number) => `/ucet/objednavka/${number}`,
    billingData: '/ucet/fakturacni-udaje',
    myInvoices: '/ucet/moje-faktury',
  },
  confirmSubject: 'Potvrďte svůj e-mail',
  text: {
    login: 'Přihlášení',
    email: 'E-mail',
    loginPassword: 'Heslo',
    signIn: 'Přihlásit se',
    myAccount: 'Můj účet',
    signOut: 'Odhlásit se',
    myOrders: 'Moje objednávky',
    noOrders: 'Zatím u nás nemáte žádnou objednávku.',
    order: (number) => `Objednávka ${number}`,
    extend: 'Prodloužit pronájem',
    extendByDay: 'O 1 den',
    newReturn: (to) => `Nové vrácení: ${to}`,
    priceAfter: 'Nová cena s DPH',
    available: 'Veškerá technika je v tomto termínu volná.',
    extendConfirm: 'Prodloužit',
    cancelItems: 'Zrušit položky',
    cancelItemsConfirm: 'Zrušit vybrané položky',
    cancelWarning: 'Zrušené položky nelze vrátit zpět.',
    canceled: 'zrušeno',
    billing: 'Změnit fakturační údaje',
    billingTitle: 'Fakturační údaje',
    billingCompany: (name, taxRegNo) => `${name} (IČO ${taxRegNo})`,
    billingDetails: 'Fakturační údaje',
    companies: 'Firmy a fakturační údaje',
    addCompany: 'Přidat firmu',
    newCompany: 'Nová firma',
    taxRegNo: 'IČO',
    lookup: 'Vyhledat v ARES',
    lookupFilled: 'Údaje firmy jsme doplnili z registru.',
    companyName: 'Název firmy',
    saveCompany: 'Uložit firmu',
    addContactTitle: 'Přidat kontakt',
    contactEmail: 'E-mail kontaktu',
    finance: 'Finance',
    addContact: 'Přidat kontakt',
    contact: (email) => `Kontakt ${email}`,
    myInvoices: 'Moje faktury',
    proforma: 'Zálohová faktura',
  },
};

const english: Language = {
  locale: 'en',
  paths: {
    login: '/en/login',
    account: '/en/account',
    order: (number) => `/en/account/order/${number}`,
    billingData: '/en/account/billing-data',
    myInvoices: '/en/account/my-invoices',
  },
  confirmSubject: 'Confirm your e-mail',
  text: {
    login: 'Sign in',
    email: 'E-mail',
    loginPassword: 'Password',
    signIn: 'Sign in',
    myAccount: 'My account',
    signOut: 'Sign out',
    myOrders: 'My orders',
    noOrders: 'You have no orders with us yet.',
    order: (number) => `Order ${number}`,
    extend: 'Extend rental',
    extendByDay: '1 day',
    newReturn: (to) => `New return: ${to}`,
    priceAfter: 'New price incl. VAT',
    available: 'All the equipment is free for these dates.',
    extendConfirm: 'Extend',
    cancelItems: 'Cancel items',
    cancelItemsConfirm: 'Cancel the chosen items',
    cancelWarning: 'Cancelled items cannot be restored.',
    canceled: 'cancelled',
    billing: 'Change billing data',
    billingTitle: 'Billing data',
    billingCompany: (name, taxRegNo) => `${name} (company ID ${taxRegNo})`,
    billingDetails: 'Billing details',
    companies: 'Companies and billing data',
    addCompany: 'Add a company',
    newCompany: 'New company',
    taxRegNo: 'Company ID',
    lookup: 'Look up in ARES',
    lookupFilled: "We filled in the company's data from the registry.",
    companyName: 'Company name',
    saveCompany: 'Save the company',
    addContactTitle: 'Add a contact',
    contactEmail: "Contact's e-mail",
    finance: 'Finance',
    addContact: 'Add the contact',
    contact: (email) => `Contact ${email}`,
    myInvoices: 'My invoices',
    proforma: 'Proforma invoice',
  },
};

/** Rented pieces with plenty of stock, so other journeys' orders of the same week leave them free. */
const LIGHT = {
  id: 22,
  cs: 'Aputure MC Pro – malé RGB světlo',
  en: 'Aputure MC Pro compact RGB light',
};
const STAND = {
  id: 27,
  cs: 'Manfrotto 1004BAC – stojan na světlo',
  en: 'Manfrotto 1004BAC light stand',
};

/** A company of the seeded registry (api/src/db/seed/lookup-data.ts). */
const COMPANY = { taxRegNo: '17508622', name: 'Ateliér Vltava s.r.o.' };

const PASSWORD = 'natacime-2026';

// ---------------------------------------------------------------- steps

/** A rental week whose Thursday is a working day too, so the rental can be extended by a day. */
function extendableWeek() {
  let { monday } = rentalWeek();
  while ([0, 2, 3].some((day) => isCzechPublicHoliday(addDays(monday, day)))) {
    monday = addDays(monday, 7);
  }
  return { monday, wednesday: addDays(monday, 2) };
}

/** The dialog's price after the change, once the preview has priced it. */
async function expectNewPrice(dialog: Locator, text: Language['text'], now: string) {
  const after = dialog
    .getByText(text.priceAfter, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(after).toHaveText(/\d/);
  await expect(after).not.toHaveText(now);
}

// ---------------------------------------------------------------- journeys

for (const language of [czech, english]) {
  const { text, paths, locale } = language;

  test(`a customer extends a rental, cancels a line and bills the order to a company whose finance contact sees only its invoices (${locale})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Two sign-ins, four dialogs and forms, six accessibility scans.
    test.slow();
    const heading = page.getByRole('heading', { level: 1 });
    const header = page.getByRole('banner');
    const stamp = `${locale}.${Date.now()}`;
    const owner = { firstname: 'Jana', lastname: 'Nováková', email: `jana.${stamp}@example.cz` };
    const finance = {
      firstname: 'Petr',
      lastname: 'Svoboda',
      email: `finance.${stamp}@example.cz`,
    };
    const week = extendableWeek();

    // Two guest orders of A (the one to change with two lines), then both people's accounts
    const companyOrder = await placeGuestOrder(request, owner.email, {
      products: [LIGHT.id, STAND.id],
      week,
    });
    const otherOrder = await placeGuestOrder(request, owner.email, { products: [LIGHT.id], week });
    await registerAndConfirm(request, language, owner, PASSWORD);
    await registerAndConfirm(request, language, finance, PASSWORD);

    // A signs in and opens the order
    await signIn(page, language, owner.email, PASSWORD);
    await expect(header.getByRole('link', { name: text.myAccount })).toBeVisible();
    await page.goto(paths.account);
    await expect(heading).toHaveText(text.myOrders);
    await expect(page.getByRole('table').getByRole('link', { name: otherOrder })).toBeVisible();
    await page.getByRole('table').getByRole('link', { name: companyOrder }).click();
    await expect(heading).toHaveText(text.order(companyOrder));
    const from = `${week.monday}T10:00`;
    const newReturn = `${addDays(week.wednesday, 1)}T18:00`;
    const period = (to: string) =>
      `${formatDateTime(from, locale)} – ${formatDateTime(to, locale)}`;
    await expect(
      page.getByRole('table', { name: period(`${week.wednesday}T18:00`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Extend the rental by a day: the new return and the new price show before confirming
    await page.getByRole('button', { name: text.extend }).click();
    const extend = page.getByRole('dialog', { name: text.extend });
    await expect(extend.getByLabel(text.extendByDay)).toBeChecked();
    await expect(extend.getByText(text.newReturn(formatDateTime(newReturn, locale)))).toBeVisible();
    await expect(extend.getByText(text.available)).toBeVisible();
    const priceNow = (await extend.locator('dd').first().textContent()) ?? '';
    await expectNewPrice(extend, text, priceNow);
    await expectNoAxeViolations(page);
    await extend.getByRole('button', { name: text.extendConfirm, exact: true }).click();
    await expect(extend).toBeHidden();
    const block = page.getByRole('table', { name: period(newReturn) });
    await expect(block).toBeVisible();

    // Cancel the stand: chosen in a dialog that asks to confirm
    await page.getByRole('button', { name: text.cancelItems }).click();
    const cancel = page.getByRole('dialog', { name: text.cancelItems });
    await expect(cancel.getByText(text.cancelWarning)).toBeVisible();
    await cancel.getByLabel(STAND[locale]).check();
    await expectNewPrice(cancel, text, (await cancel.locator('dd').first().textContent()) ?? '');
    await cancel.getByRole('button', { name: text.cancelItemsConfirm }).click();
    await expect(cancel).toBeHidden();
    await expect(block.getByRole('row', { name: STAND[locale] })).toContainText(text.canceled);
    await expect(block.getByRole('row', { name: LIGHT[locale] })).not.toContainText(text.canceled);

    // A adds the company with the registry lookup, and F as its finance contact
    await page.goto(paths.billingData);
    await expect(heading).toHaveText(text.companies);
    await page.getByRole('button', { name: text.addCompany }).click();
    const form = page.getByRole('form', { name: text.newCompany });
    await form.getByLabel(text.taxRegNo).fill(COMPANY.taxRegNo);
    await form.getByRole('button', { name: text.lookup }).click();
    await expect(form.getByText(text.lookupFilled)).toBeVisible();
    await expect(form.getByLabel(text.companyName)).toHaveValue(COMPANY.name);
    await form.getByRole('button', { name: text.saveCompany }).click();
    await expect(form).toBeHidden();
    const addContact = page.getByRole('form', { name: text.addContactTitle });
    await addContact.getByLabel(text.contactEmail).fill(finance.email);
    await addContact.getByLabel(text.finance).check();
    await addContact.getByRole('button', { name: text.addContact }).click();
    const contact = page.getByRole('form', { name: text.contact(finance.email) });
    await expect(contact.getByLabel(text.finance)).toBeChecked();
    await expectNoAxeViolations(page);

    // A bills the order to the company
    await page.goto(paths.order(companyOrder));
    await expect(heading).toHaveText(text.order(companyOrder));
    await page.getByRole('button', { name: text.billing }).click();
    const billing = page.getByRole('dialog', { name: text.billingTitle });
    await billing.getByLabel(text.billingCompany(COMPANY.name, COMPANY.taxRegNo)).check();
    await expectNewPrice(billing, text, '');
    await billing.getByRole('button', { name: text.billing }).click();
    await expect(billing).toBeHidden();
    await expect(page.getByRole('region', { name: text.billingDetails })).toContainText(
      COMPANY.name,
    );

    // F signs in: the company order's proforma is among my invoices, A's other order is not
    await header.getByRole('button', { name: text.signOut }).click();
    await expect(header.getByRole('link', { name: text.login })).toBeVisible();
    await signIn(page, language, finance.email, PASSWORD);
    await expect(header.getByRole('link', { name: text.myAccount })).toBeVisible();
    await page.goto(paths.myInvoices);
    await expect(heading).toHaveText(text.myInvoices);
    const invoices = page.getByRole('table');
    const proforma = invoices
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: companyOrder }) });
    // The first proforma and the new ones its changes of total issued (ZF…-2, …), all proformas.
    await expect(proforma.first()).toContainText(text.proforma);
    const issued = await proforma.count();
    expect(issued).toBeGreaterThanOrEqual(2);
    for (let row = 0; row < issued; row += 1) {
      await expect(proforma.nth(row)).toContainText(text.proforma);
    }
    await expect(
      proforma.filter({ has: page.getByRole('rowheader', { name: /^ZF\d+-2$/ }) }),
    ).toHaveCount(1);
    await expect(invoices.getByRole('link', { name: otherOrder })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // F reads the company's invoices, not its orders
    await page.goto(paths.account);
    await expect(heading).toHaveText(text.myOrders);
    await expect(page.getByText(text.noOrders)).toBeVisible();
    await expect(page.getByRole('link', { name: companyOrder })).toHaveCount(0);

    await expectNoConsoleErrors(consoleErrors);
  });
}

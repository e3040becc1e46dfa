import type { Locator, Page } from '@playwright/test';
import { LIFECYCLE_CUSTOMER, LIFECYCLE_INVOICE } from '../api/src/db/seed/lifecycle-data';
import { callApi, registerAndConfirm } from './account-steps';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test, VIEWPORTS } from './fixtures';

// A customer reads an order and its documents on a phone as well as on a laptop: no table is cut
// off on the right or scrolls sideways (on a phone each line is a card of labelled values), the
// totals are on the screen, the account's tabs all fit with the current one in view, and axe
// finds nothing. Printed from a phone, a document keeps its table.

const SCREENS = [
  { name: 'a phone', viewport: VIEWPORTS.phone },
  { name: 'a laptop', viewport: VIEWPORTS.laptop },
] as const;

interface Language {
  locale: 'cs' | 'en';
  paths: { myInvoices: string; myProjects: string; shortInvoice: string; bundle: string };
  /** The subject of the e-mailed confirmation link (the customer registers in Czech). */
  confirmSubject: string;
  text: {
    login: string;
    email: string;
    loginPassword: string;
    signIn: string;
    accountTabs: string;
    myOrders: string;
    myInvoices: string;
    myProjects: string;
    order: (number: string) => string;
    summary: string;
    total: string;
    items: string;
    documents: string;
    proforma: string;
    proformaTitle: RegExp;
    invoiceTitle: RegExp;
    bundle: string;
    productTabs: string;
  };
}

const czech: Language = {
  locale: 'cs',
  paths: {
    myInvoices: '/ucet/moje-faktury',
    myProjects: '/ucet/moje-projekty',
    shortInvoice: `/i/${LIFECYCLE_INVOICE.shortHash}`,
    bundle: '/sony-fx6-dokumentarni-set',
  },
  confirmSubject: 'Potvrďte svůj e-mail',
  text: {
    login: 'Přihlášení',
    email: 'E-mail',
    loginPassword: 'Heslo',
    signIn: 'Přihlásit se',
    accountTabs: 'Můj účet',
    myOrders: 'Moje objednávky',
    myInvoices: 'Moje faktury',
    myProjects: 'Moje projekty',
    order: (number) => `Objednávka ${number}`,
    summary: 'Přehled',
    total: 'Cena s DPH',
    items: 'Položky',
    documents: 'Doklady a platby',
    proforma: 'Zálohová faktura',
    proformaTitle: /^Zálohová faktura ZF\d+/,
    invoiceTitle: /^Faktura – daňový doklad FV\d+$/,
    bundle: 'Sony FX6 – dokumentární set',
    productTabs: 'Informace o produktu',
  },
};

const english: Language = {
  locale: 'en',
  paths: {
    myInvoices: '/en/account/my-invoices',
    myProjects: '/en/account/my-projects',
    shortInvoice: `/en/i/${LIFECYCLE_INVOICE.shortHash}`,
    bundle: '/en/sony-fx6-documentary-kit',
  },
  confirmSubject: 'Potvrďte svůj e-mail',
  text: {
    login: 'Sign in',
    email: 'E-mail',
    loginPassword: 'Password',
    signIn: 'Sign in',
    accountTabs: 'My account',
    myOrders: 'My orders',
    myInvoices: 'My invoices',
    myProjects: 'My projects',
    order: (number) => `Order ${number}`,
    summary: 'Overview',
    total: 'Price incl. VAT',
    items: 'Items',
    documents: 'Documents and payments',
    proforma: 'Proforma invoice',
    proformaTitle: /^Proforma invoice ZF\d+/,
    invoiceTitle: /^Invoice – tax document FV\d+$/,
    bundle: 'Sony FX6 documentary kit',
    productTabs: 'Product information',
  },
};

/** The seed gives the lifecycle customer no password: the first journey registers the e-mail. */
const PASSWORD = 'postup-na-mobilu-2026';

async function giveLifecycleCustomerAPassword(page: Page) {
  const request = page.request;
  const known = await callApi(() =>
    request.post('/api/user-account/verify-email', { form: { email: LIFECYCLE_CUSTOMER.email } }),
  );
  const { result } = (await known.json()) as { result: { hasAccount: boolean } };
  if (result.hasAccount) return;
  const { email, firstname, lastname } = LIFECYCLE_CUSTOMER;
  await registerAndConfirm(
    request,
    { locale: 'cs', confirmSubject: czech.confirmSubject },
    { email, firstname, lastname },
    PASSWORD,
  );
}

/**
 * Nothing is wider than the screen: the page does not scroll sideways, nor does `element` (its
 * scroll width is its width), nor does anything inside it scroll sideways in a box of its own.
 */
async function expectNoSidewaysScroll(page: Page, element: Locator) {
  const widths = await element.evaluate((root) => {
    const scrolling = [root, ...root.querySelectorAll('*')].filter((box) => {
      const { overflowX } = getComputedStyle(box);
      return (overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth;
    });
    return {
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      element: root.scrollWidth,
      elementBox: root.clientWidth,
      scrolling: scrolling.map((box) => `${box.tagName} ${box.scrollWidth} > ${box.clientWidth}`),
    };
  });
  const where = new URL(page.url()).pathname;
  expect(widths.page, `the page's width on ${where}`).toBeLessThanOrEqual(widths.screen);
  expect(widths.element, `the content's width on ${where}`).toBeLessThanOrEqual(widths.elementBox);
  expect(widths.scrolling, `boxes scrolling sideways on ${where}`).toEqual([]);
}

/** Shown, and all of it across the screen (not cut off on the right, nor in a scrolled box). */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const screen = page.viewportSize();
  expect(box, 'a box on the page').not.toBeNull();
  if (!box || !screen) return;
  expect(box.x, `${await locator.textContent()}: its left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${await locator.textContent()}: its right edge`).toBeLessThanOrEqual(
    screen.width,
  );
}

/** The value a list of facts gives under a label (a dt and its dd). */
function fact(scope: Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

/** A document's sheet: no sideways scroll, each line's total and the balance on the screen. */
async function expectDocumentReadable(page: Page) {
  const sheet = page.getByRole('main').locator('article');
  await expectNoSidewaysScroll(page, sheet);
  const lines = sheet.getByRole('table').getByRole('row');
  expect(await lines.count()).toBeGreaterThan(1);
  for (const line of (await lines.all()).slice(1)) {
    await expectOnScreen(page, line.getByRole('cell').last());
  }
  await expectOnScreen(page, page.getByTestId('document-balance'));
}

/** Printed (from any screen), the sheet keeps its table, its header row shown. */
async function expectPrintedAsTable(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const table = page.getByRole('main').locator('article').getByRole('table');
  expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
}

for (const screen of SCREENS) {
  test.describe(`on ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport });

    for (const language of [czech, english]) {
      const { text, paths } = language;

      test(`a customer reads an order, its proforma and its invoice (${language.locale})`, async ({
        page,
        consoleErrors,
      }) => {
        // Sign-in, five pages, five accessibility scans: ~20 s on a loaded two-core machine.
        test.slow();
        const heading = page.getByRole('heading', { level: 1 });
        const tabs = page.getByRole('navigation', { name: text.accountTabs });
        await giveLifecycleCustomerAPassword(page);

        // My invoices asks for a sign-in, then shows the invoices
        await page.goto(`${paths.myInvoices}?docType=invoice`);
        await expect(heading).toHaveText(text.login);
        await page.getByLabel(text.email).fill(LIFECYCLE_CUSTOMER.email);
        await page.getByLabel(text.loginPassword, { exact: true }).fill(PASSWORD);
        await page.getByRole('main').getByRole('button', { name: text.signIn }).click();
        await expect(heading).toHaveText(text.myInvoices);
        const invoiceRow = page
          .getByRole('row')
          .filter({ has: page.locator(`a[href$="/${LIFECYCLE_INVOICE.code}"]`) });
        await expect(invoiceRow).toBeVisible();
        await expectNoSidewaysScroll(page, page.getByRole('main'));
        await expectOnScreen(page, tabs.getByRole('link', { name: text.myInvoices }));
        for (const cell of await invoiceRow.getByRole('cell').all()) {
          await expectOnScreen(page, cell);
        }
        await expectNoAxeViolations(page);

        // My projects: the tabs fit, the current one (fifth of six) in view
        await tabs.getByRole('link', { name: text.myProjects }).click();
        await expect(heading).toHaveText(text.myProjects);
        await expect(page.getByRole('table')).toBeVisible();
        for (const tab of await tabs.getByRole('link').all()) await expectOnScreen(page, tab);
        await expect(tabs.getByRole('link', { name: text.myProjects })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expectNoSidewaysScroll(page, page.getByRole('main'));
        await expectNoAxeViolations(page);

        // The invoiced order: its items and total on the screen
        await page.goBack();
        await expect(heading).toHaveText(text.myInvoices);
        const orderLink = invoiceRow.getByRole('link', { name: /^\d{8}$/ });
        const orderNumber = (await orderLink.textContent()) ?? '';
        await orderLink.click();
        await expect(heading).toHaveText(text.order(orderNumber));
        const items = page.getByRole('region', { name: text.items });
        const itemRows = items.getByRole('table').getByRole('row');
        await expect(itemRows.nth(1)).toBeVisible();
        await expectNoSidewaysScroll(page, page.getByRole('main'));
        for (const row of (await itemRows.all()).slice(1)) {
          await expectOnScreen(page, row.getByRole('rowheader'));
          await expectOnScreen(page, row.getByRole('cell').last());
        }
        const summary = page.getByRole('region', { name: text.summary });
        await expect(fact(summary, text.total)).toContainText('CZK');
        await expectOnScreen(page, fact(summary, text.total));
        await expectOnScreen(page, tabs.getByRole('link', { name: text.myOrders }));
        await expectNoAxeViolations(page);

        // Its proforma, from its link on the order
        await page
          .getByRole('region', { name: text.documents })
          .getByRole('link', { name: new RegExp(`^${text.proforma} ZF`) })
          .click();
        await expect(heading).toHaveText(text.proformaTitle);
        await expectDocumentReadable(page);
        await expectNoAxeViolations(page);
        await expectPrintedAsTable(page);

        // Its invoice, from the seeded short link
        await page.goto(paths.shortInvoice);
        await expect(page).toHaveURL(new RegExp(`/document/invoice/${LIFECYCLE_INVOICE.code}$`));
        await expect(heading).toHaveText(text.invoiceTitle);
        await expectDocumentReadable(page);
        await expectNoAxeViolations(page);
        await expectPrintedAsTable(page);

        await expectNoConsoleErrors(consoleErrors);
      });

      test(`a bundle's page keeps its headings in order, in every tab (${language.locale})`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(paths.bundle);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.bundle);
        await expectNoSidewaysScroll(page, page.getByRole('main'));
        const productTabs = page.getByRole('tablist', { name: text.productTabs }).getByRole('tab');
        await expect(productTabs.first()).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page);
        for (const tab of (await productTabs.all()).slice(1)) {
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expectNoAxeViolations(page);
        }
        await expectNoConsoleErrors(consoleErrors);
      });
    }
  });
}

import { DEMO_ESTIMATE_CODE } from '../api/src/db/seed/demo-data';
import { expect, expectNoConsoleErrors, test } from './fixtures';

const pages: { path: string; heading: string | RegExp; lang: 'cs' | 'en' }[] = [
  { path: '/', heading: 'Půjčovna a prodej filmové a foto techniky', lang: 'cs' },
  { path: '/en', heading: 'Film and photo equipment rental and sale', lang: 'en' },
  { path: '/checkout/kosik', heading: 'Košík', lang: 'cs' },
  { path: '/en/checkout/cart', heading: 'Cart', lang: 'en' },
  { path: '/prihlaseni', heading: 'Přihlášení', lang: 'cs' },
  { path: '/en/login', heading: 'Sign in', lang: 'en' },
  { path: `/document/estimate/${DEMO_ESTIMATE_CODE}`, heading: /Zálohová faktura/, lang: 'cs' },
  { path: `/en/document/estimate/${DEMO_ESTIMATE_CODE}`, heading: /Proforma invoice/, lang: 'en' },
];

/** What a demo shop (the sandbox payment gateway, as the journeys' shop runs) says on every page. */
const demoNotice = {
  cs: 'Ukázkový obchod – platby jsou simulované',
  en: 'Demo shop – payments are simulated',
} as const;

for (const { path, heading, lang } of pages) {
  test(`a shopper opens ${path} and reads it in ${lang}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('note')).toHaveText(demoNotice[lang]);
    await expectNoConsoleErrors(consoleErrors);
  });
}

test('the home page lists products from the API', async ({ page }) => {
  await page.goto('/');
  // Five featured and the five newest products.
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Kategorie' })).toBeVisible();
});

test('the estimate is shown in the document layout with its totals', async ({ page }) => {
  await page.goto(`/document/estimate/${DEMO_ESTIMATE_CODE}`);
  await expect(page.locator('[data-layout="document"]')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Zálohová faktura ZF\d+$/);
  await expect(page.getByTestId('document-balance')).toContainText('CZK');
});

test('the language switcher keeps the shopper on the same page', async ({ page }) => {
  await page.goto('/checkout/kosik');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'shop_locale')?.value).toBe('en');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/en/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('the login form explains what is wrong next to each field', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('E-mail').fill('jana.example.cz');
  await page.getByLabel('Password').fill('123');
  await page.getByLabel('Password').blur();
  await expect(page.getByText('E-mail is not valid')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('the pages the home page links to in view load ahead, unless data saving is on', async ({
  page,
  browser,
  baseURL,
}) => {
  // Nobody points at anything: the cart link in the header is in view, so its page loads ahead.
  const cartPage = page.waitForRequest(
    /\/remotes\/checkout\/[^/]+\/__federation_expose_pages__checkout_cart\./,
  );
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await cartPage;

  const saving = await browser.newContext({ baseURL });
  try {
    const other = await saving.newPage();
    await other.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
    const pageModules: string[] = [];
    other.on('request', (request) => {
      if (/\/remotes\/checkout\/[^/]+\/__federation_expose_pages__/.test(request.url())) {
        pageModules.push(request.url());
      }
    });
    await other.goto('/');
    await expect(other.getByTestId('product-card').first()).toBeVisible();
    await other.getByTestId('cart-badge').hover();
    await other.waitForTimeout(3000);
    expect(pageModules).toEqual([]);
  } finally {
    await saving.close();
  }
});

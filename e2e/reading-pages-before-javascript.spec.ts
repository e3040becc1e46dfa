import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fillGuestCart, registerAndConfirm, signIn } from './account-steps';
import { deployedFile } from './deployment';
import { expect, test, watchConsole } from './fixtures';
import { deployDir, e2ePort } from './playwright.config';

/**
 * Public pages come rendered from the server: a search engine, or a phone before the scripts
 * have arrived, sees the product, its price, parameters and description; the browser then takes
 * the page over without asking for the same data again and without a hydration mismatch.
 */

const origin = `http://127.0.0.1:${e2ePort}`;
/** The browser's report of an ended session's refresh, which the API refuses (400), as it should. */
const refusedRefresh = /status of 400 \(Bad Request\)/;

/** A cart holding one product, made through the API and named by the browser's cart cookie. */
async function cartWithProduct(page: Page, productId = 1) {
  const { cartCode } = (await (await page.request.post('/api/cart/generate')).json()) as {
    cartCode: string;
  };
  const added = await page.request.post('/api/cart/update', {
    form: {
      cartCode,
      cart: JSON.stringify({
        kind: 'Add',
        items: [{ id: productId, type: 'product', quantity: 1, isSale: false }],
      }),
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { cart } = (await added.json()) as {
    cart: { rent: Array<{ name: string; translations: { en: { name: string } } }> };
  };
  const line = cart.rent[0];
  if (!line) throw new Error(`product ${productId} is not in the cart`);
  await page.context().addCookies([{ name: 'shop_cart', value: cartCode, url: origin }]);
  return { cartCode, name: { cs: line.name, en: line.translations.en.name } };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const products = [
    {
      path: '/arri-alexa-mini-lf',
      lang: 'cs',
      parameters: 'Parametry',
      price: /Kč|CZK/,
      description: /Velkoformátová cinema kamera/,
    },
    {
      path: '/en/arri-alexa-mini-lf',
      lang: 'en',
      parameters: 'Parameters',
      price: /CZK/,
      description: /Large-format cinema camera/,
    },
  ];
  for (const product of products) {
    test(`the product detail shows its name, price, parameters and description (${product.lang})`, async ({
      page,
    }) => {
      const response = await page.goto(product.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', product.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ARRI Alexa Mini LF');
      await expect(page.getByTestId('product-price').first()).toContainText(product.price);
      await expect(page.getByRole('tab', { name: product.parameters })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(
        page.getByTestId('product-detail').locator('p').filter({ hasText: product.description }),
      ).toBeVisible();
      // The head a crawler reads.
      await expect(page).toHaveTitle(/ARRI Alexa Mini LF/);
      const description = page.locator('meta[name="description"]');
      expect((await description.getAttribute('content'))?.length).toBeGreaterThan(20);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        /ARRI Alexa Mini LF/,
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"@type":"Product"'))).toBe(true);
    });
  }

  test('the home page shows products in both languages', async ({ page }) => {
    for (const home of ['/', '/en']) {
      await page.goto(home);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(3);
    }
  });

  test('the search page shows its results, the nearest words and a selection link’s products', async ({
    page,
  }) => {
    await page.goto('/hledat?s=objektiv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hledání „objektiv“');
    expect(await page.getByTestId('product-card').count()).toBe(24);
    await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produkt/);
    // The header's box shows the words searched for.
    await expect(page.getByRole('combobox', { name: 'Hledat v nabídce' })).toHaveValue('objektiv');

    await page.goto('/en/search?s=ledka');
    await expect(page.getByTestId('search-suggestion')).toHaveText('Did you mean led?');

    await page.goto('/hledat?ids=4,1');
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText([
      'Sony FX6',
      'ARRI Alexa Mini LF',
    ]);
  });

  test('the cart shows its steps and heading, and that it is loading, in both languages', async ({
    page,
  }) => {
    for (const [cartPath, steps, heading] of [
      ['/checkout/kosik', 'Kroky objednávky', 'Košík'],
      ['/en/checkout/cart', 'Checkout steps', 'Cart'],
    ] as const) {
      const response = await page.goto(cartPath);
      expect(response?.status(), cartPath).toBe(200);
      // One shopper's page: stored by no cache.
      expect(response?.headers()['cache-control'], cartPath).toContain('no-store');
      await expect(page.getByRole('navigation', { name: steps })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('status')).toBeVisible();
    }
  });

  test('the cart the shopper’s cookie names shows its lines, in both languages', async ({
    page,
  }) => {
    const { cartCode, name } = await cartWithProduct(page);
    for (const [cartPath, heading, continueLabel] of [
      ['/checkout/kosik', 'Košík', 'Pokračovat'],
      ['/en/checkout/cart', 'Cart', 'Continue'],
    ] as const) {
      const response = await page.goto(cartPath);
      expect(response?.status(), cartPath).toBe(200);
      expect(response?.headers()['cache-control'], cartPath).toContain('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByText(name[cartPath.startsWith('/en') ? 'en' : 'cs'], { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: continueLabel })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    }
    // Another shopper's page shows their own cart, none of this one.
    await page.context().clearCookies();
    const other = await cartWithProduct(page, 2);
    await page.goto('/checkout/kosik');
    await expect(page.getByText(other.name.cs, { exact: true })).toBeVisible();
    await expect(page.getByText(name.cs, { exact: true })).toHaveCount(0);
    expect(await page.content()).not.toContain(cartCode);
  });

  test('an account page shows its tabs and heading to a browser with a session, and sends anyone else to sign in', async ({
    page,
  }) => {
    for (const [accountPath, tabs, heading, login, email] of [
      ['/ucet/moje-udaje', 'Můj účet', 'Moje údaje', '/prihlaseni', 'E-mail'],
      ['/en/account/personal-data', 'My account', 'My details', '/en/login', 'E-mail'],
    ] as const) {
      // The browser's hint of a session (the session itself is the API's httpOnly cookie).
      await page.context().addCookies([{ name: 'shop_session', value: '1', url: origin }]);
      const response = await page.goto(accountPath);
      expect(response?.status(), accountPath).toBe(200);
      expect(response?.headers()['cache-control'], accountPath).toContain('no-store');
      await expect(page.getByRole('navigation', { name: tabs })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The customer's data is the browser's to ask for: it shows as loading.
      await expect(page.getByRole('status')).toBeVisible();

      await page.context().clearCookies();
      await page.goto(accountPath);
      await expect(page).toHaveURL(`${login}?returnUrl=${encodeURIComponent(accountPath)}`);
      await expect(page.getByRole('main').getByLabel(email)).toBeVisible();
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    for (const unknown of ['/tahle-stranka-neexistuje', '/en/no/such/page']) {
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await expect(page.locator('[data-status="404"]')).toBeVisible();
    }
  });
});

test('the browser takes a server-rendered page over with no hydration warning and no second request for its data', async ({
  page,
  consoleErrors,
}) => {
  const browserConsole = watchConsole(page);
  // The cart is rendered with the line of the cart its cookie names.
  await cartWithProduct(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(slug|product\/|products|category|page\/)/.test(url.pathname)) {
      dataRequests.push(url.pathname);
    }
  });
  for (const pagePath of [
    '/',
    '/arri-alexa-mini-lf',
    '/en/lenses',
    '/faq',
    '/hledat?s=objektiv',
    '/hledat?ids=4,1',
    '/en/search?s=ledka',
    '/checkout/kosik',
    '/en/contacts',
  ]) {
    browserConsole.clear();
    dataRequests.length = 0;
    const response = await page.goto(pagePath);
    expect(response?.headers()['server-timing']).toMatch(/^render;dur=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      browserConsole.hydrationWarnings(),
      `${pagePath}: ${browserConsole.messages.join('\n')}`,
    ).toEqual([]);
    expect(dataRequests, pagePath).toEqual([]);
    // The page works after the takeover: a link navigates in the browser.
  }
  await page.getByRole('link', { name: 'Film Equipment Rental' }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  expect(consoleErrors).toEqual([]);
});

test('the session pages are taken over with no hydration warning, and an ended session goes to sign in', async ({
  page,
  request,
  consoleErrors,
}) => {
  const browserConsole = watchConsole(page);
  for (const pagePath of ['/prihlaseni', '/en/registration', '/zapomenute-heslo']) {
    const response = await page.goto(pagePath);
    expect(response?.headers()['server-timing'], pagePath).toMatch(/^render;dur=[\d.]+, data/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(browserConsole.hydrationWarnings(), pagePath).toEqual([]);
  }

  // An ended session (its hint left behind): the account page is not taken over; its guard
  // sends the shopper to sign in.
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: origin }]);
  await page.goto('/ucet/moje-udaje');
  await expect(page).toHaveURL(`/prihlaseni?returnUrl=${encodeURIComponent('/ucet/moje-udaje')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlášení');

  const email = `hydration-${Date.now()}@example.cz`;
  const password = 'Kamera-2026-heslo';
  await registerAndConfirm(
    request,
    { locale: 'cs', confirmSubject: 'Potvrďte svůj e-mail' },
    { firstname: 'Eva', lastname: 'Svobodová', email },
    password,
  );
  await signIn(
    page,
    {
      paths: { login: '/prihlaseni' },
      text: {
        login: 'Přihlášení',
        email: 'E-mail',
        loginPassword: 'Heslo',
        signIn: 'Přihlásit se',
      },
    },
    email,
    password,
  );
  await expect(page).not.toHaveURL(/prihlaseni/);
  for (const [pagePath, heading] of [
    ['/ucet', 'Moje objednávky'],
    ['/ucet/moje-udaje', 'Moje údaje'],
    ['/en/account/billing-data', 'Companies and billing data'],
  ] as const) {
    browserConsole.clear();
    const response = await page.goto(pagePath);
    expect(response?.headers()['server-timing'], pagePath).toMatch(/^render;dur=[\d.]+, data/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The customer's own data, asked for by the browser once the page is live.
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(
      browserConsole.hydrationWarnings(),
      `${pagePath}: ${browserConsole.messages.join('\n')}`,
    ).toEqual([]);
  }
  await page.goto('/ucet/moje-udaje');
  await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveValue(email);
  expect(consoleErrors.filter((text) => !refusedRefresh.test(text))).toEqual([]);
});

test('the checkout’s steps come rendered with the shopper’s cart and are taken over with no hydration warning', async ({
  page,
  request,
  consoleErrors,
}) => {
  const browserConsole = watchConsole(page);
  // Without a cart, a later step sends the shopper back to the cart, from the server already.
  const empty = await page.goto('/checkout/rekapitulace');
  expect(empty?.request().redirectedFrom()?.url()).toMatch(/\/checkout\/rekapitulace$/);
  await expect(page).toHaveURL('/checkout/kosik');

  const email = `steps-${Date.now()}@example.cz`;
  const { cartCode } = await fillGuestCart(request, email);
  await page.context().addCookies([{ name: 'shop_cart', value: cartCode, url: origin }]);
  for (const pagePath of [
    '/checkout/osobni-udaje',
    '/checkout/termin-a-doprava',
    '/checkout/udaje-o-objednavce',
    '/checkout/rekapitulace',
    '/en/checkout/personal-data',
    '/en/checkout/summary',
  ]) {
    browserConsole.clear();
    const response = await page.goto(pagePath);
    expect(response?.url(), 'not sent to another step').toMatch(new RegExp(`${pagePath}$`));
    expect(response?.headers()['server-timing'], pagePath).toMatch(/^render;dur=[\d.]+, data/);
    expect(response?.headers()['cache-control'], pagePath).toContain('no-store');
    // The shopper's own cart is in the page the server sent.
    expect(await response?.text(), pagePath).toContain(email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      browserConsole.hydrationWarnings(),
      `${pagePath}: ${browserConsole.messages.join('\n')}`,
    ).toEqual([]);
  }
  await expect(page.getByText(email).first()).toBeVisible();

  // With a session hinted, the steps are the browser's (what the account allows changes them).
  await page.context().addCookies([{ name: 'shop_session', value: '1', url: origin }]);
  const hinted = await page.goto('/checkout/osobni-udaje');
  expect(await hinted?.text()).toMatch(/<div id="root"><\/div>/);
  await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveValue(email);
  expect(consoleErrors.filter((text) => !refusedRefresh.test(text))).toEqual([]);
});

test('a page the browser renders comes with the state the shop starts from', async ({
  page,
  consoleErrors,
}) => {
  const startUpRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/remotes.json' || pathname === '/config.json') startUpRequests.push(pathname);
  });
  for (const [pagePath, title, heading] of [
    ['/prihlaseni', 'Přihlášení', 'Přihlášení'],
    ['/en/login', 'Sign in', 'Sign in'],
  ] as const) {
    startUpRequests.length = 0;
    // Signing in while the browser hints at a session: only the browser can tell whether it
    // still holds (here it has ended, and the sign-in page shows).
    await page.context().addCookies([{ name: 'shop_session', value: '1', url: origin }]);
    const response = await page.goto(pagePath);
    expect(response?.headers()['server-timing'], pagePath).toMatch(/^render;dur=/);
    const html = (await response?.text()) ?? '';
    // No markup of the page, but its head, and the config and registry inline.
    expect(html, pagePath).toMatch(/<div id="root"><\/div><script type="application\/json"/);
    expect(html, pagePath).toContain(`<title>${title}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(startUpRequests, pagePath).toEqual([]);
  }
  expect(consoleErrors.filter((text) => !refusedRefresh.test(text))).toEqual([]);
});

test('a remote whose server container fails still serves its page, rendered in the browser', async ({
  page,
  request,
}) => {
  const entry = deployedFile('catalog', 'server/remoteEntry.js');
  const latest = path.join(deployDir, 'builds/latest.json');
  const original = readFileSync(entry, 'utf8');
  const builds = readFileSync(latest, 'utf8');
  // A broken release of the catalogue's server container; a new build id starts a new renderer.
  writeFileSync(entry, 'throw new Error("broken server container");\n');
  writeFileSync(latest, JSON.stringify({ ...JSON.parse(builds), probe: String(Date.now()) }));
  try {
    // The renderer looks for a new release at most once a second.
    await page.waitForTimeout(1200);
    const html = await (await request.get('/arri-alexa-mini-lf')).text();
    expect(html).not.toContain('data-testid="product-detail"');
    const response = await page.goto('/arri-alexa-mini-lf');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ARRI Alexa Mini LF');
    await expect(page.getByTestId('product-price').first()).toBeVisible();
  } finally {
    writeFileSync(entry, original);
    writeFileSync(latest, builds);
  }
});

/**
 * The cookie dialog of a shop with a tag manager (`GTM_ID`, the second server of
 * playwright.config.ts): nothing of Google's is requested before a choice or after "reject all";
 * "accept all" loads the tag manager, with the consent update in the dataLayer before any event;
 * the footer opens the dialog again. Requests to Google are answered here (the tag manager is
 * outside the product), and counted.
 */
import type { Page } from '@playwright/test';
import {
  addFirstProductToCart,
  expect,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  test,
  watchConsole,
} from './fixtures';
import { consentPort, testGtmId } from './playwright.config';

test.use({ baseURL: `http://127.0.0.1:${consentPort}` });

const WORDS = {
  cs: {
    home: '/',
    title: 'Soubory cookies',
    accept: 'Přijmout vše',
    reject: 'Odmítnout vše',
    settings: 'Nastavení',
    save: 'Uložit výběr',
    analytics: /Analytické/,
    marketing: /Marketingové/,
    footer: 'Nastavení cookies',
  },
  en: {
    home: '/en',
    title: 'Cookies',
    accept: 'Accept all',
    reject: 'Reject all',
    settings: 'Settings',
    save: 'Save my choice',
    analytics: /Analytics/,
    marketing: /Marketing/,
    footer: 'Cookie settings',
  },
} as const;

/** Answers the tag manager's requests with a script that marks the page, and counts them. */
async function fakeGoogle(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return requested;
}

/** The dataLayer, with Consent Mode's commands (arguments objects) as arrays. */
function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'shop_consent')?.value;
}

for (const locale of ['cs', 'en'] as const) {
  const words = WORDS[locale];

  test(`${locale}: nothing is sent to Google before a choice, after "reject all", nor after a reload`, async ({
    page,
    consoleErrors,
  }) => {
    const google = await fakeGoogle(page);
    const console = watchConsole(page);
    await page.goto(words.home);
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog).toBeVisible();
    // The server rendered the dialog, and the browser took it over as it was.
    expect(console.hydrationWarnings()).toEqual([]);
    // Accept and reject alike: the same size.
    const accept = dialog.getByRole('button', { name: words.accept });
    const reject = dialog.getByRole('button', { name: words.reject });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThan(2);
    await expectNoAxeViolations(page);
    // Before a choice: Consent Mode's defaults only, no event, no request.
    expect(await readDataLayer(page)).toEqual([['consent', 'default', denied]]);
    expect(google).toEqual([]);

    await reject.click();
    await expect(dialog).toBeHidden();
    expect(await consentCookie(page)).toBe('v1.a0.m0');
    expect(await readDataLayer(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ]);
    await addFirstProductToCart(page);
    await expect(
      page.getByRole('link', { name: locale === 'cs' ? /^Košík 1/ : /^Cart 1/ }),
    ).toBeVisible();
    // No analytics consent: the add to cart is not tracked.
    expect(
      (await readDataLayer(page)).filter((entry) => (entry as { event?: string }).event),
    ).toEqual([]);

    await page.reload();
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: words.title })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan),
    ).toBeUndefined();
    expect(google).toEqual([]);
    await expectNoConsoleErrors(consoleErrors);
  });

  test(`${locale}: "accept all" loads the tag manager, the consent update before any event; the footer opens the choice again`, async ({
    page,
    consoleErrors,
  }) => {
    const google = await fakeGoogle(page);
    await page.goto(words.home);
    const dialog = page.getByRole('dialog', { name: words.title });
    await dialog.getByRole('button', { name: words.accept }).click();
    await expect(dialog).toBeHidden();
    expect(await consentCookie(page)).toBe('v1.a1.m1');
    await expect.poll(() => google.length).toBe(1);
    expect(google[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${testGtmId}`);
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan))
      .toBe(true);

    await addFirstProductToCart(page);
    await expect
      .poll(async () =>
        (await readDataLayer(page)).some(
          (entry) => (entry as { event?: string }).event === 'add_to_cart',
        ),
      )
      .toBe(true);
    const layer = await readDataLayer(page);
    const update = layer.findIndex(
      (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update',
    );
    const firstEvent = layer.findIndex(
      (entry) => (entry as { event?: string }).event !== undefined,
    );
    expect(layer[0]).toEqual(['consent', 'default', denied]);
    expect(layer[update]).toEqual(['consent', 'update', granted]);
    expect(update).toBeGreaterThan(0);
    expect(update).toBeLessThan(firstEvent);

    // A later visit: the kept choice applies at the start, without the dialog.
    await page.reload();
    await expect(page.getByRole('dialog', { name: words.title })).toHaveCount(0);
    await expect.poll(() => google.length).toBe(2);
    const again = await readDataLayer(page);
    expect(again.slice(0, 2)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);

    // The footer opens the choice again, on its categories as chosen; unticking them withdraws it.
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: words.footer });
    await footerButton.click();
    const reopened = page.getByRole('dialog', { name: words.title });
    await expect(reopened).toBeVisible();
    const analytics = reopened.getByRole('checkbox', { name: words.analytics });
    const marketing = reopened.getByRole('checkbox', { name: words.marketing });
    await expect(analytics).toBeChecked();
    await expect(marketing).toBeChecked();
    await expectNoAxeViolations(page);
    await analytics.uncheck();
    await marketing.uncheck();
    await reopened.getByRole('button', { name: words.save }).click();
    await expect(reopened).toBeHidden();
    expect(await consentCookie(page)).toBe('v1.a0.m0');
    expect((await readDataLayer(page)).at(-1)).toEqual(['consent', 'update', denied]);
    // Esc closes a dialog the shopper opened, and the focus goes back to the footer's button.
    await footerButton.click();
    await expect(reopened).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();
    await expect(footerButton).toBeFocused();
    await expectNoConsoleErrors(consoleErrors);
  });
}

test('the settings allow analytics alone: the tag manager is told so, and loads', async ({
  page,
  consoleErrors,
}) => {
  const google = await fakeGoogle(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Soubory cookies' });
  await dialog.getByRole('button', { name: 'Nastavení', exact: true }).click();
  const necessary = dialog.getByRole('checkbox', { name: /Nezbytné/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  // Nothing ticked beforehand.
  await expect(dialog.getByRole('checkbox', { name: /Analytické/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Marketingové/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /Analytické/ }).check();
  await dialog.getByRole('button', { name: 'Uložit výběr' }).click();
  await expect(dialog).toBeHidden();
  expect(await consentCookie(page)).toBe('v1.a1.m0');
  await expect.poll(() => google.length).toBe(1);
  expect((await readDataLayer(page))[1]).toEqual([
    'consent',
    'update',
    { ...denied, analytics_storage: 'granted' },
  ]);
  await expectNoConsoleErrors(consoleErrors);
});

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dialog is in the server-rendered page of a first visit, and not once a choice is kept', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await expect(page.getByRole('dialog', { name: 'Cookies' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await context.addCookies([
      { name: 'shop_consent', value: 'v1.a0.m0', url: `http://127.0.0.1:${consentPort}` },
    ]);
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

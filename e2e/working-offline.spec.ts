import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { deployedFile } from './deployment';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('after one visit the catalogue opens without a network', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(active).toMatch(/\/sw\.js$/);
  // Said once, as a notice that passes (3 s) like every other.
  const offlineReady = page
    .getByRole('status')
    .filter({ hasText: 'připraven i pro práci offline' });
  await expect(offlineReady).toBeVisible();
  await expect(offlineReady).toBeHidden({ timeout: 6000 });

  // A second visit runs under the service worker, which keeps what the page loads.
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Půjčovna a prodej filmové a foto techniky',
  );
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await context.setOffline(false);
});

const languages = [
  {
    locale: 'cs',
    home: '/',
    offline: 'Jste offline',
    retry: 'Zkusit znovu',
    serverError: 'Interní chyba serveru',
  },
  {
    locale: 'en',
    home: '/en',
    offline: 'You are offline',
    retry: 'Try again',
    serverError: 'Internal Server Error',
  },
] as const;

/** The shell's word that it found no network at start, once per try. */
function countOfflineStarts(page: Page) {
  const tries: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('The shop is offline')) {
      tries.push(message.text());
    }
  });
  return tries;
}

/** The first visit: the service worker installs and precaches the shell; it controls no page yet. */
async function installServiceWorker(page: Page, home: string) {
  await page.goto(home);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

for (const { locale, home, offline, retry, serverError } of languages) {
  test(`a reload without a network says so, not a server error, and a retry brings the shop back (${locale})`, async ({
    page,
    context,
  }) => {
    // Lets the journey bring the connection back unnoticed by the shell: this listener comes
    // first, so it can keep the `online` event from the shell's own.
    await page.addInitScript(() =>
      window.addEventListener('online', (event) => {
        if ('keepOnlineFromShell' in window) event.stopImmediatePropagation();
      }),
    );
    await installServiceWorker(page, home);
    const offlineStarts = countOfflineStarts(page);

    // Offline, the service worker starts the shell, but it has no runtime config or registry yet.
    await context.setOffline(true);
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: offline });
    await expect(failure.getByRole('heading', { level: 1 })).toHaveText(offline);
    await expect(page.getByText(serverError)).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(offlineStarts).toHaveLength(1);

    // Retrying while still offline tries again and keeps the message.
    await failure.getByRole('button', { name: retry }).click();
    await expect.poll(() => offlineStarts.length).toBe(2);
    await expect(failure.getByRole('button', { name: retry })).toBeVisible();
    await expect(page.getByText(serverError)).toHaveCount(0);

    // The connection comes back unnoticed by the shell, so the shopper's retry starts the shop.
    await page.evaluate(() => Object.assign(window, { keepOnlineFromShell: true }));
    await context.setOffline(false);
    await failure.getByRole('button', { name: retry }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
}

test('capability-link pages come from the network with no referrer, not from the cache', async ({
  page,
}) => {
  await installServiceWorker(page, '/');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const home = await page.goto('/kontakty');
  expect(home?.fromServiceWorker()).toBe(true);
  for (const path of ['/document/estimate/0123456789abcdef', '/kosik/sdilet/0123456789abcdef']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(false);
    expect(response?.headers()['referrer-policy'], path).toBe('no-referrer');
  }
});

test('offline at start, the shop starts by itself once the connection is back', async ({
  page,
  context,
}) => {
  await installServiceWorker(page, '/');
  const offlineStarts = countOfflineStarts(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jste offline');
  expect(offlineStarts).toHaveLength(1);
  await context.setOffline(false);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Půjčovna a prodej filmové a foto techniky',
  );
});

test('a new release of the shop offers a reload, which brings it in', async ({ page }) => {
  const worker = deployedFile('shell', 'sw.js');
  const released = readFileSync(worker, 'utf8');
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new shell goes out: its service worker differs from the one that controls the page (and
  // has no precompressed twins, which would still be the old worker's).
  const twins = ['.br', '.gz']
    .map((extension) => `${worker}${extension}`)
    .filter((twin) => existsSync(twin))
    .map((twin) => ({ twin, body: readFileSync(twin) }));
  for (const { twin } of twins) rmSync(twin);
  writeFileSync(worker, `${released}\n// next release\n`);
  try {
    await page.reload();
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'Je k dispozici nová verze obchodu.' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await banner.getByRole('button', { name: 'Načíst znovu' }).click();
    await page.waitForEvent('load');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(banner).toBeHidden();
    // The page now runs under the new worker, with none left waiting.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration?.active !== null;
      }),
    ).toBe(true);
  } finally {
    writeFileSync(worker, released);
    for (const { twin, body } of twins) writeFileSync(twin, body);
  }
});

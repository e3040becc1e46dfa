import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { deployDir } from './playwright.config';

test.use({ serviceWorkers: 'allow' });

test('after one visit the catalogue opens without a network', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(active).toMatch(/\/sw\.js$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'připraven i pro práci offline' }),
  ).toBeVisible();

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

test('a new release of the shop offers a reload, which brings it in', async ({ page }) => {
  const worker = path.join(deployDir, 'shell/sw.js');
  const released = readFileSync(worker, 'utf8');
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new shell goes out: its service worker differs from the one that controls the page.
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
  }
});

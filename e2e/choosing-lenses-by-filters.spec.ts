import type { Page } from '@playwright/test';
import { expect, expectNoConsoleErrors, test } from './fixtures';

async function cardNames(page: Page) {
  return page.getByTestId('product-card').getByRole('heading').allTextContents();
}

const journeys = [
  {
    locale: 'cs',
    path: '/objektivy',
    heading: 'Objektivy',
    mount: 'PL (19)',
    sortLabel: 'Řadit',
    sort: 'Od nejlevnějšího',
    price: 'Cena za den (CZK bez DPH)',
    from: 'Od',
    to: 'Do',
    apply: 'Použít',
    copy: 'Zkopírovat odkaz s filtry',
    copied: 'Odkaz s filtry je ve schránce.',
    count: /^\d+ produkt/,
  },
  {
    locale: 'en',
    path: '/en/lenses',
    heading: 'Lenses',
    mount: 'PL (19)',
    sortLabel: 'Sort by',
    sort: 'Price: low to high',
    price: 'Price per day (CZK excl. VAT)',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    copy: 'Copy a link with these filters',
    copied: 'The link with filters is in your clipboard.',
    count: /^\d+ products?$/,
  },
] as const;

for (const journey of journeys) {
  test(`a shopper narrows lenses by mount, price and sort and sends the link on (${journey.locale})`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(journey.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
    await expect(page.getByTestId('product-card')).toHaveCount(24);

    await page.getByRole('checkbox', { name: journey.mount }).check();
    await expect(page).toHaveURL(/f3_select=17/);
    await expect(page.getByTestId('product-count')).toHaveText(journey.count);
    await page.getByLabel(journey.sortLabel).selectOption({ label: journey.sort });
    await expect(page).toHaveURL(/sort=sort_price_asc/);
    const price = page.getByRole('group', { name: journey.price });
    await price.getByLabel(journey.from, { exact: true }).fill('500');
    await price.getByLabel(journey.to, { exact: true }).fill('2000');
    await price.getByRole('button', { name: journey.apply }).click();
    await expect(page).toHaveURL(/priceMin=500&priceMax=2000/);
    // The count and the cards render apart: wait until the cards shown match the new count.
    const count = page.getByTestId('product-count');
    const cards = page.getByTestId('product-card');
    await expect
      .poll(async () => {
        const total = Number(/^\d+/.exec((await count.textContent()) ?? '')?.[0] ?? Number.NaN);
        return total > 0 && total !== 19 && (await cards.count()) === Math.min(total, 24);
      })
      .toBe(true);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    // The ticked mount now counts what the price range leaves of it: the products shown.
    const shown = `PL (${/^\d+/.exec((await count.textContent()) ?? '')?.[0]})`;
    await expect(page.getByRole('checkbox', { name: shown })).toBeChecked();

    await page.getByRole('button', { name: journey.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: journey.copied })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    // Someone opens the link: the same products in the same order.
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
    await expect(other.getByTestId('product-card')).toHaveCount(names.length);
    expect(await cardNames(other)).toEqual(names);
    await expect(other.getByRole('checkbox', { name: shown })).toBeChecked();
    await other.close();
    await expectNoConsoleErrors(consoleErrors);
  });
}

test('load more appends 24 products and the URL remembers how many pages are shown', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/objektivy');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  const first = await cardNames(page);
  await page.getByRole('button', { name: 'Načíst dalších 24 produktů' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(48);
  expect((await cardNames(page)).slice(0, 24)).toEqual(first);
  await expect(page).toHaveURL(/\/objektivy\?page=2$/);
  await page.reload();
  await expect(page.getByTestId('product-card')).toHaveCount(48);

  await page.goto('/en/lenses');
  await page.getByRole('button', { name: 'Load 24 more products' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(48);
  await expectNoConsoleErrors(consoleErrors);
});

test('small tiles are remembered for the next visit', async ({ page, context }) => {
  await page.goto('/kamery');
  await page.getByRole('button', { name: 'Malé dlaždice' }).click();
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-grid', 'small');
  const cookie = (await context.cookies()).find((item) => item.name === 'shop_grid');
  expect(cookie?.value).toBe('small');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(172_000);
  await page.goto('/en/cameras');
  await expect(page.getByTestId('product-grid')).toHaveAttribute('data-grid', 'small');
});

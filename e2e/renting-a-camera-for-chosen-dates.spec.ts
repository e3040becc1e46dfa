import type { Page } from '@playwright/test';
import { DEMO_ESTIMATE_CODE } from '../api/src/db/seed/demo-data';
import { addDays, longDate, monthsBetween, pragueToday, reachFor } from './calendar';
import { expect, expectNoConsoleErrors, test } from './fixtures';

/** Picks the 10th and 12th of next month in the product's calendar. */
async function pickNextMonthDates(
  page: Page,
  labels: { group: string; next: RegExp; day: (day: number) => RegExp },
) {
  const calendar = page.getByRole('group', { name: labels.group });
  await reachFor(calendar);
  await calendar.getByRole('button', { name: labels.next }).click();
  await calendar.getByRole('button', { name: labels.day(10) }).click();
  await calendar.getByRole('button', { name: labels.day(12) }).click();
}

const czech = {
  group: 'Termín pronájmu',
  next: /další měsíc/,
  day: (day: number) => new RegExp(`, ${day}\\. `),
};
const english = {
  group: 'Rental dates',
  next: /next month/i,
  day: (day: number) => new RegExp(`, ${day} `),
};

test('a shopper picks dates on a camera, sees it is free and rents two', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/sony-fx6');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sony FX6');
  await pickNextMonthDates(page, czech);
  await expect(page.getByTestId('availability')).toContainText('V termínu je volných');
  await page.getByLabel('Počet kusů').fill('2');
  await page.getByRole('button', { name: 'Přidat do košíku – Sony FX6', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sony FX6 je v košíku' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('2');
  await expectNoConsoleErrors(consoleErrors);
});

test('an English shopper rents a camera for chosen dates and finds it in the cart', async ({
  page,
}) => {
  await page.goto('/en/sony-fx3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sony FX3');
  await pickNextMonthDates(page, english);
  await expect(page.getByTestId('availability')).toContainText('free on these dates');
  await page.getByRole('button', { name: 'Add to cart – Sony FX3', exact: true }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  await page.getByTestId('cart-badge').click();
  await expect(page.getByTestId('cart-line')).toContainText('Sony FX3');
});

test('a booked camera points the shopper to its alternatives', async ({ page, request }) => {
  // The demo order holds the only ARRI Alexa Mini LF from a Monday to a Wednesday ahead; its
  // estimate says which.
  const estimate = await request.get(`/api/document/estimate/${DEMO_ESTIMATE_CODE}`);
  const { document } = (await estimate.json()) as { document: { rentalFrom: string } };
  const monday = document.rentalFrom.slice(0, 10);
  const tuesday = addDays(monday, 1);
  const dayName = longDate('cs');

  await page.goto('/arri-alexa-mini-lf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ARRI Alexa Mini LF');
  const calendar = page.getByRole('group', { name: 'Termín pronájmu' });
  await reachFor(calendar);
  const next = calendar.getByRole('button', { name: czech.next });
  for (let step = monthsBetween(pragueToday(), monday); step > 0; step -= 1) await next.click();
  await calendar.getByRole('button', { name: dayName(monday) }).click();
  for (let step = monthsBetween(monday, tuesday); step > 0; step -= 1) await next.click();
  await calendar.getByRole('button', { name: dayName(tuesday) }).click();
  await expect(page.getByTestId('availability')).toHaveText(
    'V tomto termínu není volný žádný kus.',
  );
  const alternatives = page.getByRole('region', {
    name: 'Tento produkt v termínu není volný. Vyberte si náhradu:',
  });
  await expect(alternatives.getByTestId('product-card')).toHaveCount(3);
});

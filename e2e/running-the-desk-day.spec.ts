import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../api/src/db/seed/checkout-data';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test, VIEWPORTS } from './fixtures';

const [deskWorker, manager] = DEMO_STAFF;
const TABLET = { width: 820, height: 1180 } as const;

/** Signs in at the desk's sign-in page the guard sent the browser to. */
async function signIn(page: Page, who: { email: string; password: string }, locale: 'cs' | 'en') {
  const words =
    locale === 'cs'
      ? { password: 'Heslo', submit: 'Přihlásit se' }
      : { password: 'Password', submit: 'Sign in' };
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel(words.password).fill(who.password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** The label codes the units page lists first. */
async function firstLabel(page: Page): Promise<string> {
  const cell = page.getByRole('rowheader').first();
  await expect(cell).toHaveText(/^U\d{6,}$/);
  return (await cell.textContent()) ?? '';
}

for (const viewport of [VIEWPORTS.laptop, TABLET]) {
  test(`a desk worker signs in, opens today's board and finds a unit by scanning its label (${viewport.width} px)`, async ({
    page,
    consoleErrors,
  }) => {
    if (!deskWorker) throw new Error('the seed has a desk worker');
    await page.setViewportSize(viewport);
    const response = await page.goto('/desk');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page).toHaveURL(/\/desk\/prihlaseni\?returnUrl=%2Fdesk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlášení na pult');
    await expectNoAxeViolations(page);

    await signIn(page, { email: deskWorker.email, password: 'spatne-heslo' }, 'cs');
    await expect(page.getByRole('alert')).toHaveText('Neplatný e-mail nebo heslo.');
    await page.getByLabel('Heslo').fill(deskWorker.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();

    await expect(page).toHaveURL(/\/desk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Den na pultu');
    await expect(page.getByText(`Přihlášen(a): ${deskWorker.name} · pult`)).toBeVisible();
    for (const list of ['Výdeje', 'Vrácení', 'Po termínu', 'Konfliktní objednávky']) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${list}`) }),
      ).toBeVisible();
    }
    await expect(page.getByLabel('Pobočka')).toHaveValue('1');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Jednotky' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jednotky');
    const label = await firstLabel(page);
    // A scanner on a Czech keyboard types the digit row's letters, then Enter.
    const czech = label.replace(/\d/g, (digit) => 'é+ěščřžýáí'[Number(digit)] ?? digit);
    const scan = page.getByRole('textbox', { name: 'Kód štítku' });
    await expect(scan).toBeFocused();
    await page.keyboard.type(czech.toLowerCase());
    await page.keyboard.press('Enter');
    const found = page.getByRole('region', { name: 'Kód štítku' });
    await expect(found.getByRole('rowheader')).toHaveText(label);
    for (const foreign of ['U999999999', 'Z-12']) {
      await scan.fill(foreign);
      await page.keyboard.press('Enter');
      await expect(found.getByRole('alert')).toHaveText('Žádná naše jednotka tento kód nemá.');
    }
    // A desk worker sees no manager's steps.
    await expect(page.getByRole('button', { name: 'Do opravy' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The browser reports the two refusals the journey asked for: the wrong password, the
    // unknown code (a code that cannot be ours is not even asked about). Nothing else.
    expect(consoleErrors).toEqual([
      expect.stringContaining('status of 400'),
      expect.stringContaining('status of 404'),
    ]);
  });
}

test('a manager sends a unit to repair and back, in English, on a tablet', async ({
  page,
  consoleErrors,
}) => {
  if (!manager) throw new Error('the seed has a manager');
  await page.setViewportSize(TABLET);
  await page.goto('/en/desk/units');
  await expect(page).toHaveURL(/\/en\/desk\/sign-in\?returnUrl=%2Fen%2Fdesk%2Funits$/);
  await signIn(page, manager, 'en');
  await expect(page).toHaveURL(/\/en\/desk\/units$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Units');
  const label = await firstLabel(page);
  const row = page.getByRole('row', { name: new RegExp(`^${label}`) });
  await row.getByRole('button', { name: 'To repair' }).click();
  const dialog = page.getByRole('dialog', { name: 'To repair' });
  await dialog.getByRole('button', { name: 'To repair' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Cracked front element');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'To repair' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('In repair (Cracked front element;');
  await row.getByRole('button', { name: 'Back from repair' }).click();
  await expect(row).toContainText('Available');
  await expect(row).not.toContainText('Cracked');

  await page.getByRole('link', { name: 'The day' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The day at the desk');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/desk\/sign-in$/);
  await page.goto('/en/desk');
  await expect(page).toHaveURL(/\/en\/desk\/sign-in\?returnUrl=%2Fen%2Fdesk$/);
  await expectNoConsoleErrors(consoleErrors);
});

test('the board is usable on a phone: nothing wider than the screen', async ({ page }) => {
  if (!deskWorker) throw new Error('the seed has a desk worker');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/desk');
  await signIn(page, deskWorker, 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Den na pultu');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Konfliktní objednávky/ }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await expectNoAxeViolations(page);
});

import { DEMO_PRICE_OFFERS } from '../api/src/db/seed/checkout-data';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test } from './fixtures';

const [offer, other] = DEMO_PRICE_OFFERS;

test('a customer opens a price offer from its link, adds it to the cart with its password and finds it there', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  if (!offer || !other) throw new Error('the seed has two demo price offers');
  await page.goto(`/price-offer/${offer.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByText(`Cenová nabídka č. ${offer.id}`)).toBeVisible();
  await expect(page.getByText(/^Platí do \d{1,2}\. \d{1,2}\. \d{4}$/)).toBeVisible();
  const items = page.getByRole('table').getByRole('row');
  await expect(items).toHaveCount(1 + offer.items.length);
  for (const [name, quantity] of offer.items) {
    await expect(page.getByRole('row', { name: `${name} ${quantity}` })).toBeVisible();
  }
  await expect(page.getByTestId('price-offer-total')).toHaveText('29 040 CZK');
  await expect(page.getByRole('button', { name: 'Vytisknout' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Přidat nabídku do košíku' });
  const password = form.getByLabel('Heslo nabídky');
  await password.fill(other.password);
  await form.getByRole('button', { name: 'Přidat do košíku' }).click();
  await expect(form.getByText('Heslo cenové nabídky není správné.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await password.fill(offer.password);
  await form.getByRole('button', { name: 'Přidat do košíku' }).click();
  const added = form.getByRole('status');
  await expect(added).toContainText('Cenová nabídka je v košíku.');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await added.getByRole('link', { name: 'Přejít do košíku' }).click();
  await expect(page).toHaveURL(/\/checkout\/kosik$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík');
  await expect(page.getByText(offer.name).first()).toBeVisible();
  await expect(page.getByText(offer.items[0]?.[0] ?? '').first()).toBeVisible();

  // The same page in English.
  await page.goto(`/en/price-offer/${offer.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.nameEn);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(`Price offer No. ${offer.id}`)).toBeVisible();
  await expect(page.getByText('Pickup', { exact: true })).toBeVisible();
  await expect(page.getByText('Total incl. VAT')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Add the offer to your cart' }).getByLabel('Offer password'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // The preview shows the offer without the form.
  await page.goto(`/preview-price-offer/${offer.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.name);
  await expect(page.getByTestId('price-offer-total')).toHaveText('29 040 CZK');
  await expect(page.getByRole('button', { name: 'Přidat do košíku' })).toHaveCount(0);
  await expect(page.getByLabel('Heslo nabídky')).toHaveCount(0);
  await expectNoConsoleErrors(consoleErrors);
});

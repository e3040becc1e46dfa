import type { Page } from '@playwright/test';
import { addDays, longDate, monthsBetween, pragueToday, reachFor, rentalWeek } from './calendar';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test, VIEWPORTS } from './fixtures';

// A shopper checks a camera's availability for days on its page and adds it: the cart keeps those
// days, prices them (the usual evening pickup and morning return: Monday to Friday bills the three
// days between) and the date step starts with them. A second product picked for other days goes
// into the same cart, and the shopper is told which days the cart keeps.

interface Language {
  locale: 'cs' | 'en';
  first: { path: string; name: string };
  second: { path: string; name: string };
  cartPath: string;
  personalPath: string;
  dayName: (iso: string) => RegExp;
  text: {
    productCalendar: string;
    nextMonth: RegExp;
    free: string;
    addLabel: (name: string) => string;
    added: (name: string) => string;
    threeDays: string;
    planned: RegExp;
    otherDates: RegExp;
    personal: string;
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    toDates: string;
    datesStep: string;
    billed: string;
  };
}

const czech: Language = {
  locale: 'cs',
  first: { path: '/sony-fx3', name: 'Sony FX3' },
  second: { path: '/sony-fx6', name: 'Sony FX6' },
  cartPath: '/checkout/kosik',
  personalPath: '/checkout/osobni-udaje',
  dayName: longDate('cs'),
  text: {
    productCalendar: 'Termín pronájmu',
    nextMonth: /další měsíc/,
    free: 'V termínu je volných',
    addLabel: (name) => `Přidat do košíku – ${name}`,
    added: (name) => `${name} je v košíku`,
    threeDays: '× 3 dny',
    planned: /jak jste ho vybrali u produktu: cena platí pro 3 dny natáčení/,
    otherDates: /na termín košíku .* Na stránce produktu jste vybrali/,
    personal: 'Osobní údaje',
    firstname: 'Jméno',
    lastname: 'Příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    toDates: 'Pokračovat na termín a dopravu',
    datesStep: 'Termín a doprava',
    billed: 'Účtujeme 3 natáčecí dny.',
  },
};

const english: Language = {
  locale: 'en',
  first: { path: '/en/sony-fx3', name: 'Sony FX3' },
  second: { path: '/en/sony-fx6', name: 'Sony FX6' },
  cartPath: '/en/checkout/cart',
  personalPath: '/en/checkout/personal-data',
  dayName: longDate('en-GB'),
  text: {
    productCalendar: 'Rental dates',
    nextMonth: /next month/i,
    free: 'free on these dates',
    addLabel: (name) => `Add to cart – ${name}`,
    added: (name) => `${name} is in your cart`,
    threeDays: '× 3 days',
    planned: /as you picked them for the product: the price is for 3 days of shooting/,
    otherDates: /for the cart’s dates .* You picked .* on the product page/,
    personal: 'Personal data',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    toDates: 'Continue to date and shipping',
    datesStep: 'Date and shipping',
    billed: 'We bill 3 shooting days.',
  },
};

/** Picks `from` and `to` in a product page's calendar (its month starts at today's). */
async function pickOnProduct(page: Page, language: Language, from: string, to: string) {
  const calendar = page.getByRole('group', { name: language.text.productCalendar });
  await reachFor(calendar);
  const next = calendar.getByRole('button', { name: language.text.nextMonth });
  for (let step = monthsBetween(pragueToday(), from); step > 0; step -= 1) await next.click();
  await calendar.getByRole('button', { name: language.dayName(from) }).click();
  for (let step = monthsBetween(from, to); step > 0; step -= 1) await next.click();
  await calendar.getByRole('button', { name: language.dayName(to) }).click();
}

async function openProduct(page: Page, product: Language['first']) {
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
}

const viewports = { phone: VIEWPORTS.phone, laptop: VIEWPORTS.laptop };

for (const language of [czech, english]) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`the days picked on a product page carry to the cart and the date step (${language.locale}, ${device})`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      const { text } = language;
      const { monday } = rentalWeek();
      const friday = addDays(monday, 4);
      await page.setViewportSize(viewport);

      await openProduct(page, language.first);
      await pickOnProduct(page, language, monday, friday);
      await expect(page.getByTestId('availability')).toContainText(text.free);
      await page
        .getByRole('button', { name: text.addLabel(language.first.name), exact: true })
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: text.added(language.first.name) }),
      ).toBeVisible();

      // The cart: the product's days, three shooting days, priced for them.
      await page.goto(language.cartPath);
      const line = page.getByTestId('cart-line').filter({ hasText: language.first.name });
      await expect(line).toContainText(text.threeDays);
      await expect(page.getByTestId('planned-dates')).toHaveText(text.planned);
      await expectNoAxeViolations(page);

      // A second product for other days: added, and the shopper is told the cart keeps its days.
      await openProduct(page, language.second);
      await pickOnProduct(page, language, addDays(monday, 1), addDays(monday, 2));
      await page
        .getByRole('button', { name: text.addLabel(language.second.name), exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: text.otherDates })).toBeVisible();

      // The date step starts with the product's days (the three shooting days between).
      await page.goto(language.personalPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.personal);
      await page.getByLabel(text.firstname).fill('Jana');
      await page.getByLabel(text.lastname).fill('Nováková');
      await page.getByLabel(text.email).fill(`jana.dny.${language.locale}.${device}@example.cz`);
      await page.getByLabel(text.phone).fill('777123456');
      await page.getByRole('button', { name: text.toDates }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.datesStep);
      await expect(page.getByText(text.billed)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoConsoleErrors(consoleErrors);
    });
  }
}

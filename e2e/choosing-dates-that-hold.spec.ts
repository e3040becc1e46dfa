import type { Page } from '@playwright/test';
import { addDays, longDate, monthsBetween, pragueToday, reachFor, rentalWeek } from './calendar';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test, VIEWPORTS } from './fixtures';

// A shopper picks dates in checkout: the time lists offer only what the chosen way allows (a branch
// is open Mon–Fri 9:00–19:00), and "confirm" says "Confirmed" only for dates the API accepts; a
// branch pickup on a Saturday is refused at confirm, next to the pickup time.

interface Language {
  locale: 'cs' | 'en';
  camera: { path: string; name: string };
  personalPath: string;
  dayName: (iso: string) => RegExp;
  text: {
    addLabel: (name: string) => string;
    added: (name: string) => string;
    personal: string;
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    toDates: string;
    datesStep: string;
    calendar: string;
    nextMonth: RegExp;
    clear: string;
    pickupWay: string;
    pickupTime: string;
    returnTime: string;
    noTime: string;
    confirm: string;
    confirmed: string;
    closed: string;
    shipping: string;
  };
}

const czech: Language = {
  locale: 'cs',
  camera: { path: '/sony-fx6', name: 'Sony FX6' },
  personalPath: '/checkout/osobni-udaje',
  dayName: longDate('cs'),
  text: {
    addLabel: (name) => `Přidat do košíku – ${name}`,
    added: (name) => `${name} je v košíku`,
    personal: 'Osobní údaje',
    firstname: 'Jméno',
    lastname: 'Příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    toDates: 'Pokračovat na termín a dopravu',
    datesStep: 'Termín a doprava',
    calendar: 'Termín pronájmu',
    nextMonth: /další měsíc/i,
    clear: 'Zrušit výběr termínu',
    pickupWay: 'Jak si techniku převezmete',
    pickupTime: 'Čas vyzvednutí',
    returnTime: 'Čas vrácení',
    noTime: 'V tento den nelze',
    confirm: 'Potvrdit termín',
    confirmed: 'Potvrzeno: vyzvednutí',
    closed: 'Pobočka je v tuto dobu zavřená (Po–Pá 9:00–19:00, mimo svátky).',
    shipping: 'Doprava',
  },
};

const english: Language = {
  locale: 'en',
  camera: { path: '/en/sony-fx3', name: 'Sony FX3' },
  personalPath: '/en/checkout/personal-data',
  dayName: longDate('en-GB'),
  text: {
    addLabel: (name) => `Add to cart – ${name}`,
    added: (name) => `${name} is in your cart`,
    personal: 'Personal data',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    toDates: 'Continue to date and shipping',
    datesStep: 'Date and shipping',
    calendar: 'Rental period',
    nextMonth: /next month/i,
    clear: 'Clear the dates',
    pickupWay: 'How you get the equipment',
    pickupTime: 'Pickup time',
    returnTime: 'Return time',
    noTime: 'Not possible on this day',
    confirm: 'Confirm date',
    confirmed: 'Confirmed: pickup',
    closed: 'The branch is closed at that time (Mon–Fri 9:00–19:00, except public holidays).',
    shipping: 'Shipping',
  },
};

const viewports = {
  desktop: VIEWPORTS.desktop,
  phone: VIEWPORTS.phone,
};

/** A camera in the cart and the personal data filled in: the date step. */
async function reachDateStep(page: Page, language: Language) {
  const { text, camera } = language;
  await page.goto(camera.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camera.name);
  await page.getByRole('button', { name: text.addLabel(camera.name), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text.added(camera.name) })).toBeVisible();
  await page.goto(language.personalPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.personal);
  await page.getByLabel(text.firstname).fill('Jana');
  await page.getByLabel(text.lastname).fill('Nováková');
  await page.getByLabel(text.email).fill(`jana.terminy.${language.locale}@example.cz`);
  await page.getByLabel(text.phone).fill('777123456');
  await page.getByRole('button', { name: text.toDates }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.datesStep);
}

/** Picks the pickup day and the return day in the checkout's calendar, showing `shown`'s month. */
async function pickDays(page: Page, language: Language, shown: string, from: string, to: string) {
  const calendar = page.getByRole('group', { name: language.text.calendar });
  await reachFor(calendar);
  const next = calendar.getByRole('button', { name: language.text.nextMonth });
  const day = (iso: string) => calendar.getByRole('button', { name: language.dayName(iso) });
  for (let step = monthsBetween(shown, from); step > 0; step -= 1) await next.click();
  await day(from).click();
  for (let step = monthsBetween(from, to); step > 0; step -= 1) await next.click();
  await day(to).click();
}

for (const language of [czech, english]) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`a branch pickup is offered only in opening hours and a Saturday is refused at confirm (${language.locale}, ${device})`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      const { text } = language;
      const { monday, wednesday } = rentalWeek();
      const saturday = addDays(monday, -2);
      await page.setViewportSize(viewport);
      await reachDateStep(page, language);

      const way = page.getByLabel(text.pickupWay, { exact: true });
      const pickupTime = page.getByLabel(text.pickupTime, { exact: true });
      const confirmed = page.getByTestId('date-confirmed');
      await expect(way).toHaveValue('branch');

      // A Saturday: the branch offers no time, and confirm says why next to the pickup time.
      await pickDays(page, language, pragueToday(), saturday, wednesday);
      await expect(pickupTime.locator('option')).toHaveText([text.noTime]);
      await page.getByRole('button', { name: text.confirm }).click();
      const refusal = page.locator('#pickup-time-error');
      await expect(refusal).toHaveText(text.closed);
      await expect(pickupTime).toHaveAttribute('aria-invalid', 'true');
      await expect(pickupTime).toHaveAttribute('aria-describedby', /\bpickup-time-error\b/);
      await expect(pickupTime).toBeFocused();
      await expect(confirmed).toHaveCount(0);
      await expect(page.getByRole('heading', { name: text.shipping, exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A Monday: the branch's hours only, 9:00 to 19:00; 20:00 is not offered.
      // Cleared, the calendar still shows the Saturday's month.
      await page.getByRole('button', { name: text.clear }).click();
      await pickDays(page, language, saturday, monday, wednesday);
      const offered = pickupTime.locator('option');
      await expect(offered).toHaveCount(21);
      await expect(offered.first()).toHaveText('09:00');
      await expect(offered.last()).toHaveText('19:00');
      await expect(pickupTime.locator('option', { hasText: /^20:00$/ })).toHaveCount(0);
      await expect(refusal).toHaveCount(0);

      // A time the branch allows is confirmed, and shipping follows.
      await pickupTime.selectOption('18:00');
      await page.getByLabel(text.returnTime, { exact: true }).selectOption('09:00');
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(confirmed).toContainText(text.confirmed);
      await expect(page.getByRole('heading', { name: text.shipping, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoConsoleErrors(consoleErrors);
    });
  }
}

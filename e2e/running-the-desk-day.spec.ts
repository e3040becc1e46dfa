import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { DEMO_STAFF } from '../api/src/db/seed/checkout-data';
import { LIFECYCLE_CUSTOMER } from '../api/src/db/seed/lifecycle-data';
import { isCzechPublicHoliday } from '../shared/src/rules/opening-hours';
import { emailText, linkFromEmail, placeGuestOrder } from './account-steps';
import { addDays, rentalWeek } from './calendar';
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

/** The first rental week (Monday to Wednesday, no public holiday) at least `weeks` after `week`. */
function weekAfter(week: { monday: string }, weeks: number) {
  let monday = addDays(week.monday, weeks * 7);
  while (isCzechPublicHoliday(monday) || isCzechPublicHoliday(addDays(monday, 2))) {
    monday = addDays(monday, 7);
  }
  return { monday, wednesday: addDays(monday, 2) };
}

/** How many pieces of a product the shop has for a week's Monday to Wednesday. */
async function stockOf(
  request: APIRequestContext,
  productId: number,
  week: { monday: string; wednesday: string },
): Promise<number> {
  const response = await request.get(
    `/api/product/${productId}/availability?from=${week.monday}T10:00&to=${week.wednesday}T18:00`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stock: number }).stock;
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

/** Draws a signature on the desk's signature pad, as a finger would. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: /Podpis|Signature/ });
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 20 + step * 18, box.y + box.height / 2 + (step % 2 ? -18 : 18));
  }
  await page.mouse.up();
}

test('a desk worker hands an order over by scanning its unit; the customer signs and the protocol arrives; it comes back damaged', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  if (!deskWorker) throw new Error('the seed has a desk worker');
  const email = `predani-${Date.now()}@example.cz`;
  // A light in a week no other journey rents in, so that its units are free to hand over.
  const product = 17;
  const week = weekAfter(rentalWeek(), 6);
  const orderNumber = await placeGuestOrder(request, email, { week, products: [product] });
  const stockBefore = await stockOf(request, product, week);

  await page.setViewportSize(VIEWPORTS.laptop);
  await page.goto('/desk');
  await signIn(page, deskWorker, 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Den na pultu');
  await page.getByLabel('Den').fill(week.monday);
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${orderNumber}`);
  await expect(page.getByText('Čeká na jednotku')).toBeVisible();

  // The first free unit's label, typed as a scanner on a Czech keyboard types it.
  const free = page.getByRole('combobox', { name: /^Volná jednotka pro/ }).first();
  const label = ((await free.locator('option').nth(1).textContent()) ?? '').split(' ')[0] ?? '';
  expect(label).toMatch(/^U\d{6,}$/);
  const scan = page.getByRole('textbox', { name: 'Naskenujte nebo napište štítek' });
  await expect(scan).toBeFocused();
  await scan.fill('U999999');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Tento kód štítku nepatří žádné naší jednotce.');
  await page.keyboard.type(label.replace(/\d/g, (digit) => 'é+ěščřžýáí'[Number(digit)] ?? digit));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible();
  await expect(page.getByText('Připraveno k předání')).toBeVisible();
  await expectNoAxeViolations(page);

  // The handover: the ID's last four characters, the reason it is early, the signature.
  await page.getByRole('button', { name: 'Předat' }).click();
  await expect(
    page.getByText('Zadejte poslední čtyři znaky dokladu: jen písmena a číslice.'),
  ).toBeVisible();
  await expect(page.getByText('Požádejte přebírajícího o podpis.')).toBeVisible();
  await page.getByLabel('Poslední čtyři znaky dokladu').fill('4821');
  await page
    .getByLabel('Proč objednávka odchází před dnem vyzvednutí')
    .fill('Natáčení začíná dříve');
  await page.getByLabel('Stav při předání').fill('Bez škrábanců');
  await sign(page);
  await page.getByRole('button', { name: 'Předat' }).click();
  const issued = page.getByRole('status').filter({ hasText: /Protokol PP\d{8} je vystaven/ });
  await expect(issued).toBeVisible();
  await expect(page.getByText('Vypůjčeno')).toBeVisible();
  const protocolNumber = /PP\d{8}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
  const emailed = await linkFromEmail(request, email, `Předávací protokol ${protocolNumber}`);
  await issued.getByRole('link', { name: 'Otevřít protokol' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Předávací protokol ${protocolNumber}`,
  );
  await expect(page.getByRole('cell', { name: label })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Podpis přebírajícího' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(emailed).toMatch(/^\/document\/handover\/[0-9a-f]{32}$/);

  // Back in English on a tablet: the light is damaged.
  await page.setViewportSize(TABLET);
  await page.goBack();
  const orderPath = new URL(page.url()).pathname.replace(
    /^\/desk\/objednavka\//,
    '/en/desk/order/',
  );
  await page.goto(orderPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  const unit = page.getByRole('group', { name: new RegExp(label) });
  await unit.getByLabel('Damaged').check();
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(page.getByText('Say what is damaged.')).toBeVisible();
  await page.getByLabel('What is damaged').fill('Cracked front element');
  // A photo of the damage, as the tablet's camera gives it: with the camera's EXIF and position.
  const camera = readFileSync(path.join(__dirname, 'files', 'damaged-lens.jpg'));
  expect(camera.toString('latin1')).toContain('PujcovnaCam');
  await page.getByLabel('Take or add photos').setInputFiles({
    name: 'IMG_0042.JPG',
    mimeType: 'image/jpeg',
    buffer: camera,
  });
  await expect(page.getByRole('img', { name: 'Photo of the damage no. 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Take back' }).click();
  const back = page.getByRole('status').filter({ hasText: /Protocol VP\d{8}-1 is issued/ });
  await expect(back).toBeVisible();
  await expect(page.getByText('Returned', { exact: true })).toBeVisible();
  // The light is in repair: the shop offers one piece fewer for those dates.
  expect(await stockOf(request, product, week)).toBe(stockBefore - 1);
  // The return protocol shows the photo upright and without anything the camera wrote into it.
  await back.getByRole('link', { name: 'Open the protocol' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Return protocol VP\d{8}-1$/);
  const photo = page.getByRole('img', { name: new RegExp(`^${label} · `) });
  await expect(photo).toBeVisible();
  expect(
    await photo.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth),
  ).toBe(true);
  const kept = await (await page.request.get((await photo.getAttribute('src')) ?? '')).body();
  expect(kept.toString('latin1')).not.toContain('PujcovnaCam');
  expect(kept.toString('latin1')).not.toContain('Exif');
  await expectNoAxeViolations(page);
  await expectNoConsoleErrors(consoleErrors.filter((error) => !/status of (404|400)/.test(error)));
});

test('an overdue order comes back two hours late with a damaged unit: the late fee is charged, the unit goes to repair, a manager reads who did what', async ({
  page,
  consoleErrors,
}) => {
  if (!deskWorker) throw new Error('the seed has a desk worker');
  await page.setViewportSize(VIEWPORTS.laptop);
  await page.goto('/en/desk');
  await signIn(page, deskWorker, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The day at the desk');
  // The seeded lent order whose agreed return passed two hours ago: today's returns mark it
  // overdue (or, just after midnight, the list of what is overdue from before has it).
  const overdue = page.getByRole('row').filter({ hasText: LIFECYCLE_CUSTOMER.lastname });
  await overdue.filter({ hasText: 'Overdue' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order \d{8}$/);
  await expect(page.getByText('With the customer')).toBeVisible();
  const group = page
    .getByRole('group')
    .filter({ hasText: /U\d{6}/ })
    .first();
  const label = /U\d{6,}/.exec((await group.textContent()) ?? '')?.[0] ?? '';
  await group.getByLabel('Damaged').check();
  await page.getByLabel('What is damaged').fill('Scratched front element');
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Protocol VP\d{8}-1 is issued/ }),
  ).toBeVisible();
  const charges = page.getByRole('region', { name: 'Charges' });
  // Two hours after the agreed return and its hour of grace: one late shooting day of one piece.
  await expect(charges).toContainText('Late return: ');
  await expect(charges).toContainText('(1 × 1 day)');
  await expect(page.getByText('Returned', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A manager sees on the order's page what the staff did to it, and who.
  if (!manager) throw new Error('the seed has a manager');
  const orderPage = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(orderPage);
  await signIn(page, manager, 'en');
  const audit = page.getByRole('region', { name: "Staff's writes" });
  await expect(audit.getByRole('listitem').first()).toContainText(`Return · ${deskWorker.name}`);
  await expect(audit).toContainText('Late fee');
  await expect(audit).toContainText('Handover');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Units' }).click();
  await page.getByRole('textbox', { name: /label/i }).fill(label);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /label/i })).toContainText(
    'In repair (Scratched front element',
  );
  await expectNoConsoleErrors(consoleErrors);
});

test('a repair puts a confirmed order at risk; a conflict order is offered an alternative, then cancelled with a message', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  if (!deskWorker || !manager) throw new Error('the seed has a desk worker and a manager');
  // Every piece of a light held by one order of a week no other journey rents in, and one more
  // piece wanted by another: a conflict.
  const product = 17;
  const week = weekAfter(rentalWeek(), 9);
  const free = await request.get(
    `/api/product/${product}/availability?from=${week.monday}T10:00&to=${week.wednesday}T18:00`,
  );
  const { available } = (await free.json()) as { available: number };
  const stamp = Date.now();
  const holder = await placeGuestOrder(request, `riziko-${stamp}@example.cz`, {
    week,
    products: [product],
    quantity: available,
  });
  const conflictEmail = `konflikt-${stamp}@example.cz`;
  const conflict = await placeGuestOrder(request, conflictEmail, { week, products: [product] });

  // A manager, in English on a tablet, sends one of the light's units to repair.
  await page.setViewportSize(TABLET);
  await page.goto('/en/desk/units');
  await signIn(page, manager, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Units');
  const units = await page.request.get(`/api/desk/units?productId=${product}&state=available`);
  const label = ((await units.json()) as { units: Array<{ labelCode: string }> }).units[0]
    ?.labelCode;
  if (!label) throw new Error('the light has a unit at the branch');
  await page.getByRole('textbox', { name: 'Label code' }).fill(label);
  await page.keyboard.press('Enter');
  const found = page.getByRole('region', { name: 'Label code' });
  await found.getByRole('button', { name: 'To repair' }).click();
  const repair = page.getByRole('dialog', { name: 'To repair' });
  await repair.getByLabel('Reason').fill('Flickering ballast');
  await repair.getByLabel('Expected back').fill(addDays(week.wednesday, 7));
  await repair.getByRole('button', { name: 'To repair' }).click();
  await expect(repair).toBeHidden();

  // The board names the confirmed order the repair leaves short, and the unit behind it.
  await page.getByRole('link', { name: 'The day' }).click();
  const atRisk = page.getByRole('region', { name: /^Orders at risk/ });
  const risky = atRisk.getByRole('listitem').filter({ hasText: holder });
  await expect(risky).toContainText('1 missing');
  await expect(risky).toContainText(`${label} is in repair until`);

  // The conflict order: an alternative offered to its customer.
  const conflicts = page.getByRole('region', { name: /^Conflict orders/ });
  const entry = conflicts.getByRole('listitem').filter({ hasText: conflict }).first();
  await expect(entry).toContainText('1 missing');
  await entry.getByRole('button', { name: 'Offer an alternative' }).click();
  const offer = page.getByRole('dialog', { name: `An alternative for order ${conflict}` });
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer.getByText('Choose an alternative.')).toBeVisible();
  await offer.getByRole('radio').first().check();
  await offer.getByLabel(/Your own words/).fill('Svítí stejně, jen je o něco lehčí.');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer).toBeHidden();
  await expect(
    conflicts.getByRole('status').filter({ hasText: `alternative for order ${conflict}` }),
  ).toBeVisible();
  expect(
    await emailText(
      request,
      conflictEmail,
      `Náhrada za nedostupnou techniku – objednávka ${conflict}`,
    ),
  ).toContain('Svítí stejně, jen je o něco lehčí.');

  // The light back from repair: the order is safe again.
  await page.getByRole('link', { name: 'Units' }).click();
  await page.getByRole('textbox', { name: 'Label code' }).fill(label);
  await page.keyboard.press('Enter');
  await page
    .getByRole('region', { name: 'Label code' })
    .getByRole('button', { name: 'Back from repair' })
    .click();
  await expect(page.getByRole('region', { name: 'Label code' })).toContainText('Available');
  await page.getByRole('link', { name: 'The day' }).click();
  await expect(conflicts.getByRole('listitem').filter({ hasText: conflict })).not.toHaveCount(0);
  await expect(atRisk.getByRole('listitem').filter({ hasText: holder })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // A desk worker, in Czech on a laptop, cancels the conflict order with a word to its customer.
  await page.setViewportSize(VIEWPORTS.laptop);
  await page.goto('/desk');
  await signIn(page, deskWorker, 'cs');
  const czech = page.getByRole('region', { name: /^Konfliktní objednávky/ });
  await czech
    .getByRole('listitem')
    .filter({ hasText: conflict })
    .first()
    .getByRole('button', { name: 'Zrušit se zprávou' })
    .click();
  const cancel = page.getByRole('dialog', { name: `Zrušit objednávku ${conflict}` });
  await cancel.getByRole('button', { name: 'Zrušit a odeslat zprávu' }).click();
  await expect(cancel.getByText('Napište zákazníkovi, proč objednávku rušíte.')).toBeVisible();
  const words = 'Všechna světla jsou ten týden pryč, ozveme se s jiným termínem.';
  await cancel.getByLabel('Zpráva zákazníkovi').fill(words);
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Zrušit a odeslat zprávu' }).click();
  await expect(
    czech.getByRole('status').filter({ hasText: `Objednávka ${conflict} je zrušena` }),
  ).toBeVisible();
  await expect(czech.getByRole('listitem').filter({ hasText: conflict })).toHaveCount(0);
  expect(await emailText(request, conflictEmail, `Zrušení objednávky ${conflict}`)).toContain(
    `Zpráva půjčovny: ${words}`,
  );
  await expectNoConsoleErrors(consoleErrors.filter((error) => !/status of 400/.test(error)));
});

/** A camera's picture of a label as Chromium's fake camera plays it: MJPEG frames of its QR code. */
async function labelVideo(label: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(label, { type: 'png', width: 320, margin: 4 });
  const frame = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#f4f1ea' },
  })
    .composite([{ input: qr, left: 160, top: 80 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return Buffer.concat(Array.from({ length: 30 }, () => frame));
}

test('a tablet’s camera reads a unit’s label, with the reader the shop itself serves', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!deskWorker) throw new Error('the seed has a desk worker');
  const week = weekAfter(rentalWeek(), 11);
  const orderNumber = await placeGuestOrder(request, `kamera-${Date.now()}@example.cz`, {
    week,
    products: [17],
  });
  await page.setViewportSize(TABLET);
  await page.goto('/desk');
  await signIn(page, deskWorker, 'cs');
  await page.getByLabel('Den').fill(week.monday);
  await page.getByRole('link', { name: orderNumber }).click();
  const free = page.getByRole('combobox', { name: /^Volná jednotka pro/ }).first();
  const label = ((await free.locator('option').nth(1).textContent()) ?? '').split(' ')[0] ?? '';
  expect(label).toMatch(/^U\d{6,}$/);
  const orderUrl = page.url();

  // A tablet whose camera sees that label.
  const video = testInfo.outputPath('label.mjpeg');
  writeFileSync(video, await labelVideo(label));
  const { launchOptions, baseURL } = testInfo.project.use;
  const tablet = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await tablet.newContext({ baseURL, viewport: TABLET, permissions: ['camera'] });
    const desk = await context.newPage();
    const elsewhere: string[] = [];
    desk.on('request', (sent) => {
      const url = sent.url();
      if (/^https?:/.test(url) && !url.startsWith(baseURL ?? '')) elsewhere.push(url);
    });
    const wasm: string[] = [];
    desk.on('response', (answer) => {
      if (answer.url().endsWith('.wasm')) wasm.push(answer.headers()['content-type'] ?? '');
    });
    await desk.goto(orderUrl);
    await signIn(desk, deskWorker, 'cs');
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${orderNumber}`);
    await desk.getByRole('button', { name: 'Skenovat kamerou' }).click();
    await expect(desk.getByRole('dialog', { name: 'Skenování kamerou' })).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: label })).toBeVisible();
    await expect(desk.getByRole('dialog')).toBeHidden();
    await expect(desk.getByText('Připraveno k předání')).toBeVisible();
    expect(wasm).toEqual(['application/wasm']);
    expect(elsewhere).toEqual([]);
  } finally {
    await tablet.close();
  }
});

test('the availability timeline shows a category’s units by day and is walked with the keyboard', async ({
  page,
  consoleErrors,
}) => {
  if (!deskWorker) throw new Error('the seed has a desk worker');
  await page.setViewportSize(TABLET);
  await page.goto('/en/desk/availability');
  await signIn(page, deskWorker, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Availability');
  const grid = page.getByRole('grid').first();
  await expect(grid.getByRole('columnheader')).toHaveCount(29);
  await expect(grid.getByRole('rowheader').first()).toHaveText(/^U\d{6,}$/);
  await expect(grid.getByRole('rowheader', { name: /^Wanted \(stock \d+\)$/ })).toBeVisible();
  // One tab stop into each grid; the arrows walk the days and the units.
  const first = grid.getByRole('gridcell').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[data-row="0"][data-col="1"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(grid.locator('[data-row="1"][data-col="1"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(grid.locator('[data-row="1"][data-col="27"]')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoConsoleErrors(consoleErrors);
});

import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER, DEMO_ORDER_NUMBER } from '../api/src/db/seed/demo-data';
import {
  LIFECYCLE_CREDIT_NOTE_CODE,
  LIFECYCLE_CREDIT_NOTE_REASON,
  LIFECYCLE_INVOICE,
} from '../api/src/db/seed/lifecycle-data';
import {
  expect,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  test,
  watchConsole,
} from './fixtures';

/** A4 at 96 dpi: the sheet as it goes to paper. */
const a4 = { width: 794, height: 1123 };

/** The value a sheet's list of facts gives under a label (a dt and its dd). */
function fact(scope: Page | Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

/** The list of a document's facts (number, order, dates…), found by its first label. */
function factsList(page: Page, firstLabel: string): Locator {
  return page.locator('dl').filter({ has: page.locator(`dt:text-is("${firstLabel}")`) });
}

/** What a QR code on the page carries, read from a screenshot of it as a bank's app reads it. */
async function decodeQr(code: Locator): Promise<string> {
  const png = PNG.sync.read(await code.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, 'the QR code decodes').not.toBeNull();
  return decoded?.data ?? '';
}

const digits = (text: string) => text.replace(/\D/g, '');

/** What a "Download PDF" link leads to is a PDF. */
async function expectPdfBehind(page: Page, name: string) {
  const link = page.getByRole('link', { name });
  const answer = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

/** An address of the API as the server reaches it (loopback), which no page may link. */
const INTERNAL_API = /(127\.0\.0\.1|localhost|\[::1\]):\d+\/api\b/;

/** The `href` of the server-rendered link whose text is `name` (HTML entities decoded). */
function hrefOf(html: string, name: string): string {
  const link = [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].find((match) => match[2] === name);
  const href = link?.[1]?.match(/\bhref="([^"]*)"/)?.[1];
  expect(href, `a link "${name}" in the server's HTML`).toBeTruthy();
  return (href ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');
}

/**
 * The browser reports the 404 a test asks for on purpose (the page itself, the API's answer for a
 * document that does not exist) as a failed resource: those, and nothing else, are expected.
 */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/status of 404 \(Not Found\)/.test(error));
}

test('a customer opens the proforma from its short link, reads how to pay it and downloads its PDF', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`/e/${DEMO_ORDER.estimate.shortHash}`);
  await expect(page).toHaveURL(new RegExp(`/document/estimate/${DEMO_ESTIMATE_CODE}$`));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Zálohová faktura ZF\d+(-\d+)?$/);
  await expect(page.getByText('Zálohová faktura není daňovým dokladem.')).toBeVisible();

  const payment = page.getByRole('region', { name: 'Platební údaje' });
  await expect(fact(payment, 'Číslo účtu')).toHaveText(/^\d+(-\d+)?\/\d{4}$/);
  await expect(fact(payment, 'Variabilní symbol')).toHaveText(DEMO_ORDER_NUMBER);
  await expect(fact(page, 'Objednávka')).toHaveText(DEMO_ORDER_NUMBER);
  const balance = (await page.getByTestId('document-balance').textContent()) ?? '';
  expect(digits(balance).length).toBeGreaterThan(0);
  await expect(fact(payment, 'Částka')).toHaveText(balance);

  // The QR code carries what the page shows: a bank's app pays exactly this.
  const iban = ((await fact(payment, 'IBAN').textContent()) ?? '').replace(/\s/g, '');
  const number = ((await title.textContent()) ?? '').replace('Zálohová faktura ', '');
  const variableSymbol = (await fact(payment, 'Variabilní symbol').textContent()) ?? '';
  expect(await decodeQr(page.getByTestId('document-qr'))).toMatch(
    new RegExp(
      `^SPD\\*1\\.0\\*ACC:${iban}\\*AM:${digits(balance)}\\.00\\*CC:CZK\\*X-VS:${variableSymbol}\\*DT:\\d{8}\\*MSG:Zalohova faktura ${number}$`,
    ),
  );
  await expectNoAxeViolations(page);

  await expectPdfBehind(page, 'Stáhnout PDF');
  await expectNoConsoleErrors(consoleErrors);
});

test('an English customer opens a paid invoice from its short link', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`/en/i/${LIFECYCLE_INVOICE.shortHash}`);
  await expect(page).toHaveURL(new RegExp(`/en/document/invoice/${LIFECYCLE_INVOICE.code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice – tax document \S+$/);
  await expect(fact(page, 'Taxable supply date')).toHaveText(/\d/);
  await expect(page.getByText('This document is fully paid.')).toBeVisible();
  await expect(page.getByTestId('document-balance')).toHaveText(/^0\sCZK$/);
  await expect(page.getByRole('region', { name: 'Payment details' })).toHaveCount(0);
  await expect(page.getByTestId('document-qr')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoConsoleErrors(consoleErrors);
});

const creditNote = {
  cs: {
    path: `/document/repair-invoice/${LIFECYCLE_CREDIT_NOTE_CODE}`,
    title: /^Opravný daňový doklad \S+$/,
    corrects: /^Opravuje doklad DP\d+ ze dne \d{1,2}\. \d{1,2}\. \d{4}$/,
    reason: 'Důvod opravy',
    withVat: 'Celkem s DPH',
    paymentHeading: 'Platební údaje',
  },
  en: {
    path: `/en/document/repair-invoice/${LIFECYCLE_CREDIT_NOTE_CODE}`,
    title: /^Credit note \S+$/,
    corrects: /^Corrects DP\d+ of \d{2}\/\d{2}\/\d{4}$/,
    reason: 'Reason for the correction',
    withVat: 'Total incl. VAT',
    paymentHeading: 'Payment details',
  },
};

for (const [locale, text] of Object.entries(creditNote) as Array<
  ['cs' | 'en', (typeof creditNote)['cs']]
>) {
  test(`a credit note says what it corrects and why, with its amounts negative (${locale})`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(text.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByText(text.corrects)).toBeVisible();
    await expect(fact(page, text.reason)).toHaveText(LIFECYCLE_CREDIT_NOTE_REASON[locale]);
    await expect(fact(page, text.withVat)).toHaveText(/^-\d/);
    const lines = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(lines.first()).toBeVisible();
    for (const line of await lines.all()) {
      await expect(line.getByRole('cell').last()).toHaveText(/^-\d/);
    }
    await expect(page.getByRole('region', { name: text.paymentHeading })).toHaveCount(0);
    await expect(page.getByTestId('document-qr')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoConsoleErrors(consoleErrors);
  });
}

const printed = [
  {
    name: 'proforma-cs',
    path: `/document/estimate/${DEMO_ESTIMATE_CODE}`,
    print: 'Vytisknout',
    pdf: 'Stáhnout PDF',
    firstFact: 'Číslo dokladu',
    demo: 'Ukázkový obchod – platby jsou simulované',
  },
  {
    name: 'credit-note-en',
    path: `/en/document/repair-invoice/${LIFECYCLE_CREDIT_NOTE_CODE}`,
    print: 'Print',
    pdf: 'Download PDF',
    firstFact: 'Document number',
    demo: 'Demo shop – payments are simulated',
  },
];

for (const sheet of printed) {
  test(`the ${sheet.name} prints as a clean A4 sheet without its buttons`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(a4);
    await page.goto(sheet.path);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(page.getByRole('button', { name: sheet.print })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: sheet.print })).toBeHidden();
    await expect(page.getByRole('link', { name: sheet.pdf })).toBeHidden();
    // Printed from a demo shop (the sandbox gateway, as the journeys' shop runs), it says so.
    await expect(page.getByRole('note')).toHaveText(sheet.demo);
    await expect(page.getByRole('note')).toBeVisible();
    // The seeded documents' numbers and dates follow the day the shop was seeded: masked.
    await expect(page).toHaveScreenshot(`${sheet.name}.png`, {
      fullPage: true,
      mask: [
        factsList(page, sheet.firstFact),
        title,
        page.locator('article > p').first(),
        page.getByTestId('document-qr'),
      ],
      maxDiffPixelRatio: 0.01,
    });
    await expectNoConsoleErrors(consoleErrors);
  });
}

test('an unknown or mistyped document link says the document was not found', async ({
  page,
  consoleErrors,
}) => {
  const heading = page.getByRole('heading', { level: 1 });
  const answer = await page.goto(`/i/${'0'.repeat(32)}`);
  expect(answer?.status()).toBe(404);
  await expect(heading).toHaveText('Faktura');
  await expect(page.getByText('Doklad jsme nenašli. Zkontrolujte prosím odkaz.')).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await page.goto(`/en/e/${'0'.repeat(32)}`))?.status()).toBe(404);
  await expect(heading).toHaveText('Proforma invoice');
  await expect(
    page.getByText('We could not find this document. Please check the link.'),
  ).toBeVisible();

  // The proforma's code under the invoice's address opens nothing.
  await page.goto(`/document/invoice/${DEMO_ESTIMATE_CODE}`);
  await expect(page.getByText('Doklad jsme nenašli. Zkontrolujte prosím odkaz.')).toBeVisible();
  await expect(heading).toHaveText('Faktura');
  await expect(page.getByRole('region', { name: 'Platební údaje' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoConsoleErrors(unexpected(consoleErrors));
});

test("the crew's gear list shows none of the prices of the list with prices", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`/p/${DEMO_ORDER.productListCode}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/CZK/).first()).toBeVisible();
  // Every price the list with prices shows ("1 200 CZK", a no-break space before the currency).
  const priced = await main.getByText(/CZK/).allTextContents();
  const prices = [
    ...new Set(priced.flatMap((text) => text.match(/\d[\d\u00a0]*\u00a0CZK/g) ?? [])),
  ];
  expect(prices.length).toBeGreaterThan(3);
  await expectNoAxeViolations(page);
  await expectPdfBehind(page, 'Stáhnout PDF');

  await page.goto(`/t/${DEMO_ORDER.crewListCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The HTML writes a no-break space (the prices' thousands and currency separator) as &nbsp;.
  const content = (await page.content()).replace(/&nbsp;/g, '\u00a0');
  expect(content).not.toContain('CZK');
  expect(content).not.toContain('Kč');
  for (const price of prices) {
    expect(content).not.toContain(price);
    // Nor its number alone (those of three digits or more: a quantity or a day is not a price).
    const amount = price.replace(/\u00a0CZK$/, '');
    if (digits(amount).length < 3) continue;
    expect(content).not.toMatch(new RegExp(`(?<![\\w.])${amount}(?![\\w])`));
  }
  await expectNoAxeViolations(page);
  await expectPdfBehind(page, 'Stáhnout PDF');
  await expectNoConsoleErrors(consoleErrors);
});

const personalPages = [
  { name: 'proforma', path: `/document/estimate/${DEMO_ESTIMATE_CODE}`, pdf: 'Stáhnout PDF' },
  { name: 'invoice', path: `/en/document/invoice/${LIFECYCLE_INVOICE.code}`, pdf: 'Download PDF' },
  { name: 'gear list', path: `/p/${DEMO_ORDER.productListCode}`, pdf: 'Stáhnout PDF' },
];

for (const sheet of personalPages) {
  test(`the ${sheet.name} page from the server links its PDF on the public address and is stored by no cache`, async ({
    page,
    request,
  }) => {
    // As a mail client's link opens it: plain HTTP, the HTML the server rendered, no JavaScript.
    const answer = await request.get(sheet.path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['server-timing']).toMatch(/^render;dur=/);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    expect(answer.headers()['referrer-policy']).toBe('no-referrer');
    const html = await answer.text();
    expect(html.match(INTERNAL_API)?.[0], 'an internal API address in the page').toBeUndefined();

    // The link, as the page's address resolves it, gives the PDF.
    const href = hrefOf(html, sheet.pdf);
    const pdf = await request.get(new URL(href, answer.url()).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The browser takes the page over with the same link, and no hydration warning.
    const browserConsole = watchConsole(page);
    await page.goto(sheet.path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: sheet.pdf })).toHaveAttribute('href', href);
    expect(browserConsole.hydrationWarnings()).toEqual([]);
  });
}

test('a catalogue page from the server may be kept by a cache that asks again', async ({
  request,
}) => {
  const answer = await request.get('/faq');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['server-timing']).toMatch(/^render;dur=/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(answer.headers()['x-robots-tag']).toBeUndefined();
});

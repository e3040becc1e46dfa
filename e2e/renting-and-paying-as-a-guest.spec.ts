import type { Locator, Page } from '@playwright/test';
import { DEMO_ORDER } from '../api/src/db/seed/demo-data';
import { longDate, monthsBetween, pragueToday, reachFor, rentalWeek } from './calendar';
import { expect, expectNoAxeViolations, expectNoConsoleErrors, test } from './fixtures';

// ---------------------------------------------------------------- the shop in two languages

interface Language {
  locale: 'cs' | 'en';
  prefix: string;
  camera: { path: string; name: string; perDay: number };
  batteries: { path: string; name: string; price: number };
  address: { pickup: [string, string]; return: [string, string] };
  /** The calendar's day button name for an ISO date, as a pattern (see longDate). */
  dayName: (iso: string) => RegExp;
  money: (amount: number) => string;
  text: {
    added: (name: string) => string;
    /** The product page's add button: its visible words (rent or buy), then the product. */
    addLabel: (name: string) => RegExp;
    cart: string;
    rent: string;
    sale: string;
    toPersonal: string;
    personal: string;
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    toDates: string;
    datesStep: string;
    calendar: string;
    nextMonth: RegExp;
    pickupTime: string;
    returnTime: string;
    oneDay: string;
    confirm: string;
    confirmed: string;
    shootingDays: string;
    totals: string;
    pickup: string;
    return: string;
    pickupWay: string;
    returnWay: string;
    pickupWindow: string;
    returnWindow: string;
    street: string;
    city: string;
    zip: string;
    legPrice: (price: string) => string;
    toBilling: string;
    billing: string;
    company: string;
    taxRegNo: string;
    lookup: string;
    lookupFilled: string;
    companyName: string;
    vatRegNo: string;
    toSummary: string;
    summary: string;
    items: string;
    shipping: string;
    billingSection: string;
    courierLine: (address: string, window: string, price: string) => string;
    placeOrder: string;
    thanks: string;
    status: (status: string) => string;
    reserved: string;
    paidStatus: string;
    paymentStatus: (status: string) => string;
    unpaid: string;
    paid: string;
    lineDetail: string;
    perDayTimesOne: (price: string) => string;
    payByCard: string;
    gatewayTitle: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    pay: RegExp;
    paymentTitle: string;
    paymentPaid: (order: string) => string;
    toOrder: string;
    orderPaid: string;
    emptyCart: string;
  };
}

const czk = (amount: number) => `${new Intl.NumberFormat('cs-CZ').format(amount)} CZK`;

const czech: Language = {
  locale: 'cs',
  prefix: '',
  camera: { path: '/sony-fx6', name: 'Sony FX6', perDay: 2200 },
  batteries: {
    path: '/duracell-procell-aaa-baleni-24-ks',
    name: 'Duracell Procell AAA, balení 24 ks',
    price: 329,
  },
  address: {
    pickup: ['Komunardů 894', 'Komunardů 894/32, 170 00 Praha 7'],
    return: ['Palackého třída 1946', 'Palackého třída 1946/112, 612 00 Brno'],
  },
  dayName: longDate('cs'),
  money: czk,
  text: {
    added: (name) => `${name} je v košíku`,
    addLabel: (name) => addButtonName(['Přidat do košíku', 'Koupit'], name),
    cart: 'Košík',
    rent: 'Pronájem',
    sale: 'Prodej',
    toPersonal: 'Pokračovat k osobním údajům',
    personal: 'Osobní údaje',
    firstname: 'Jméno',
    lastname: 'Příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    toDates: 'Pokračovat na termín a dopravu',
    datesStep: 'Termín a doprava',
    calendar: 'Termín pronájmu',
    nextMonth: /další měsíc/i,
    pickupTime: 'Čas vyzvednutí',
    returnTime: 'Čas vrácení',
    oneDay: 'Účtujeme 1 natáčecí den.',
    confirm: 'Potvrdit termín',
    confirmed: 'Potvrzeno: vyzvednutí',
    shootingDays: 'Natáčecí dny',
    totals: 'Souhrn ceny',
    pickup: 'Vyzvednutí',
    return: 'Vrácení',
    pickupWay: 'Jak si techniku převezmete',
    returnWay: 'Jak techniku vrátíte',
    pickupWindow: 'Časové okno doručení',
    returnWindow: 'Časové okno vyzvednutí kurýrem',
    street: 'Ulice a číslo',
    city: 'Město',
    zip: 'PSČ',
    legPrice: (price) => `Cena: ${price}`,
    toBilling: 'Pokračovat k údajům o objednávce',
    billing: 'Údaje o objednávce',
    company: 'Fakturovat na firmu',
    taxRegNo: 'IČO',
    lookup: 'Vyhledat v ARES',
    lookupFilled: 'Údaje jsme doplnili z obchodního rejstříku.',
    companyName: 'Název firmy',
    vatRegNo: 'DIČ',
    toSummary: 'Pokračovat na rekapitulaci',
    summary: 'Rekapitulace',
    items: 'Položky',
    shipping: 'Doprava',
    billingSection: 'Fakturace',
    courierLine: (address, window, price) => `Kurýr, ${address}, ${window} – ${price}`,
    placeOrder: 'Odeslat objednávku',
    thanks: 'Děkujeme za objednávku',
    status: (status) => `Stav: ${status}`,
    reserved: 'Rezervováno',
    paidStatus: 'Zaplaceno',
    paymentStatus: (status) => `Platba: ${status}`,
    unpaid: 'nezaplaceno',
    paid: 'zaplaceno',
    lineDetail: '1 ks, 1 den',
    perDayTimesOne: (price) => `${price} / den × 1 den`,
    payByCard: 'Zaplatit kartou',
    gatewayTitle: 'Platba kartou – testovací brána',
    cardNumber: 'Číslo karty',
    expiry: 'Platnost (MM/RR)',
    cvc: 'CVC',
    pay: /^Zaplatit /,
    paymentTitle: 'Platba kartou',
    paymentPaid: (order) => `Platba proběhla úspěšně. Objednávka ${order} je zaplacena.`,
    toOrder: 'Zobrazit objednávku',
    orderPaid: 'Objednávka je zaplacena. Děkujeme.',
    emptyCart: 'Košík je prázdný.',
  },
};

const english: Language = {
  locale: 'en',
  prefix: '/en',
  camera: { path: '/en/sony-fx3', name: 'Sony FX3', perDay: 1425 },
  batteries: {
    path: '/en/panasonic-eneloop-pro-aa-pack-of-4',
    name: 'Panasonic Eneloop Pro AA, pack of 4',
    price: 490,
  },
  address: {
    pickup: ['Vinohradská', 'Vinohradská'],
    return: ['Komunardů 894', 'Komunardů 894/32, 170 00 Praha 7'],
  },
  dayName: longDate('en-GB'),
  money: czk,
  text: {
    added: (name) => `${name} is in your cart`,
    addLabel: (name) => addButtonName(['Add to cart', 'Buy'], name),
    cart: 'Cart',
    rent: 'Rental',
    sale: 'Purchase',
    toPersonal: 'Continue to personal data',
    personal: 'Personal data',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    toDates: 'Continue to date and shipping',
    datesStep: 'Date and shipping',
    calendar: 'Rental period',
    nextMonth: /next month/i,
    pickupTime: 'Pickup time',
    returnTime: 'Return time',
    oneDay: 'We bill 1 shooting day.',
    confirm: 'Confirm date',
    confirmed: 'Confirmed: pickup',
    shootingDays: 'Shooting days',
    totals: 'Price summary',
    pickup: 'Pickup',
    return: 'Return',
    pickupWay: 'How you get the equipment',
    returnWay: 'How you return the equipment',
    pickupWindow: 'Delivery window',
    returnWindow: 'Courier collection window',
    street: 'Street and number',
    city: 'City',
    zip: 'Postcode',
    legPrice: (price) => `Price: ${price}`,
    toBilling: 'Continue to order details',
    billing: 'Order details',
    company: 'Bill to a company',
    taxRegNo: 'Company ID',
    lookup: 'Look up',
    lookupFilled: 'We filled in the data from the company registry.',
    companyName: 'Company name',
    vatRegNo: 'VAT ID',
    toSummary: 'Continue to summary',
    summary: 'Summary',
    items: 'Items',
    shipping: 'Shipping',
    billingSection: 'Billing',
    courierLine: (address, window, price) => `Courier, ${address}, ${window} – ${price}`,
    placeOrder: 'Place order',
    thanks: 'Thank you for your order',
    status: (status) => `Status: ${status}`,
    reserved: 'Reserved',
    paidStatus: 'Paid',
    paymentStatus: (status) => `Payment: ${status}`,
    unpaid: 'unpaid',
    paid: 'paid',
    lineDetail: '1 pcs, 1 day',
    perDayTimesOne: (price) => `${price} / day × 1 day`,
    payByCard: 'Pay by card',
    gatewayTitle: 'Card payment – test gateway',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: /^Pay /,
    paymentTitle: 'Card payment',
    paymentPaid: (order) => `The payment went through. Order ${order} is paid.`,
    toOrder: 'Show the order',
    orderPaid: 'The order is paid. Thank you.',
    emptyCart: 'Your cart is empty.',
  },
};

/** A company of the seeded company registry: the demo order's customer. */
const COMPANY = DEMO_ORDER.customer;

/** The sandbox gateway's card that always pays. */
const TEST_CARD = '4444 4444 4444 4448';
const COURIER_PRICE = 290;

// ---------------------------------------------------------------- steps

/** The description (dd) of a term (dt) in a definition list. */
function definition(scope: Locator, term: string) {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** 'Přidat do košíku – Sony FX6' or 'Koupit – Duracell …', whole. */
function addButtonName(verbs: string[], name: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${verbs.map(literal).join('|')}) – ${literal(name)}$`);
}

async function addToCart(page: Page, language: Language, product: { path: string; name: string }) {
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: language.text.addLabel(product.name) }).click();
  await expect(
    page.getByRole('status').filter({ hasText: language.text.added(product.name) }),
  ).toBeVisible();
}

async function fillPersonalData(page: Page, language: Language, email: string) {
  const { text } = language;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.personal);
  await page.getByLabel(text.firstname).fill('Jana');
  await page.getByLabel(text.lastname).fill('Nováková');
  await page.getByLabel(text.email).fill(email);
  const phone = page.getByLabel(text.phone);
  await phone.fill('777123456');
  await phone.blur();
  await expect(phone).toHaveValue('+420 777 123 456');
}

/** Pickup on Monday, return on Wednesday in the calendar, moving months as needed. */
async function pickDays(page: Page, language: Language, monday: string, wednesday: string) {
  const calendar = page.getByRole('group', { name: language.text.calendar });
  await reachFor(calendar);
  const next = calendar.getByRole('button', { name: language.text.nextMonth });
  const day = (iso: string) => calendar.getByRole('button', { name: language.dayName(iso) });
  for (let step = monthsBetween(pragueToday(), monday); step > 0; step -= 1) await next.click();
  await day(monday).click();
  for (let step = monthsBetween(monday, wednesday); step > 0; step -= 1) await next.click();
  await day(wednesday).click();
}

/** A courier leg's address, from the suggestions (the way and its window came with the date). */
async function chooseCourier(
  page: Page,
  language: Language,
  leg: 'pickup' | 'return',
  [typed, suggestion]: [string, string],
) {
  const { text } = language;
  const section = page.getByRole('region', { name: leg === 'pickup' ? text.pickup : text.return });
  await section.getByRole('combobox', { name: text.street }).fill(typed);
  const option = section.getByRole('option', { name: suggestion }).first();
  await option.click();
  const picked = await section.getByRole('combobox', { name: text.street }).inputValue();
  await expect(section.getByLabel(text.city)).not.toHaveValue('');
  await expect(section.getByLabel(text.zip)).toHaveValue(/^\d{3} \d{2}$/);
  await expect(section.getByTestId(`${leg}-price`)).toHaveText(
    text.legPrice(language.money(COURIER_PRICE)),
  );
  const city = await section.getByLabel(text.city).inputValue();
  const zip = await section.getByLabel(text.zip).inputValue();
  return `${picked}, ${zip} ${city}`;
}

// ---------------------------------------------------------------- journeys

for (const language of [czech, english]) {
  const { text, camera, batteries, money } = language;

  test(`a guest rents a camera, buys batteries and pays by card (${language.locale})`, async ({
    page,
    consoleErrors,
  }) => {
    // Five checkout steps, eight accessibility scans and four full page loads (two of them the
    // payment gateway's and the way back into the shop): ~17 s on an idle two-core machine, well
    // over 30 s on a loaded one.
    test.slow();
    const { monday, wednesday } = rentalWeek();
    const shipping = 2 * COURIER_PRICE;
    const withoutVat = camera.perDay + batteries.price + shipping;

    await addToCart(page, language, camera);
    await addToCart(page, language, batteries);
    await expect(page.getByTestId('cart-badge')).toContainText('2');

    // Cart
    await page.getByTestId('cart-badge').click();
    await expect(page).toHaveURL(
      language.locale === 'en' ? /\/en\/checkout\/cart$/ : /\/checkout\/kosik$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cart);
    await expect(page.getByRole('region', { name: text.rent })).toContainText(camera.name);
    await expect(page.getByRole('region', { name: text.sale })).toContainText(batteries.name);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: text.toPersonal }).click();

    // Personal data
    await fillPersonalData(page, language, `jana.${language.locale}@example.cz`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.toDates }).click();

    // Date: a courier 16–20 on Monday at 18:00 → a courier 8–12 on Wednesday at 9:00 is one
    // shooting day (Tuesday); each way comes before its time, whose list follows it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.datesStep);
    await pickDays(page, language, monday, wednesday);
    await page.getByLabel(text.pickupWay).selectOption('courier');
    await page.getByLabel(text.pickupWindow).selectOption({ label: '16:00–20:00' });
    await page.getByLabel(text.pickupTime).selectOption('18:00');
    await page.getByLabel(text.returnWay).selectOption('courier');
    await page.getByLabel(text.returnWindow).selectOption({ label: '08:00–12:00' });
    await page.getByLabel(text.returnTime).selectOption('09:00');
    await expect(page.getByText(text.oneDay)).toBeVisible();
    await page.getByRole('button', { name: text.confirm }).click();
    const confirmed = page.getByTestId('date-confirmed');
    await expect(confirmed).toContainText(text.confirmed);
    await expect(confirmed).toContainText(text.oneDay);
    const totals = page.getByRole('region', { name: text.totals });
    await expect(definition(totals, text.shootingDays)).toHaveText('1');
    await expect(definition(totals, text.rent)).toHaveText(money(camera.perDay));

    // Shipping: courier both ways, addresses from the suggestions
    const pickupAddress = await chooseCourier(page, language, 'pickup', language.address.pickup);
    const returnAddress = await chooseCourier(page, language, 'return', language.address.return);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.toBilling }).click();

    // Order details: company billing from the company registry
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.billing);
    await page.getByRole('checkbox', { name: text.company }).check();
    await page.getByRole('textbox', { name: text.taxRegNo, exact: true }).fill(COMPANY.taxRegNo);
    await page.getByRole('button', { name: text.lookup }).click();
    await expect(page.getByRole('status').filter({ hasText: text.lookupFilled })).toBeVisible();
    await expect(page.getByLabel(text.companyName)).toHaveValue(COMPANY.name);
    await expect(page.getByLabel(text.vatRegNo)).toHaveValue(COMPANY.vatRegNo);
    await expect(page.getByLabel(text.street)).toHaveValue(COMPANY.street);
    await expect(page.getByLabel(text.city)).toHaveValue(COMPANY.city);
    await expect(page.getByLabel(text.zip)).toHaveValue(COMPANY.zipCode);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.toSummary }).click();

    // Summary
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.summary);
    const items = page.getByRole('region', { name: text.items });
    await expect(items.getByTestId('cart-line').filter({ hasText: camera.name })).toContainText(
      text.perDayTimesOne(money(camera.perDay)),
    );
    await expect(items).toContainText(batteries.name);
    const shippingSection = page.getByRole('region', { name: text.shipping });
    await expect(shippingSection).toContainText(
      text.courierLine(pickupAddress, '16:00–20:00', money(COURIER_PRICE)),
    );
    await expect(shippingSection).toContainText(
      text.courierLine(returnAddress, '08:00–12:00', money(COURIER_PRICE)),
    );
    const billing = page.getByRole('region', { name: text.billingSection });
    await expect(billing).toContainText(COMPANY.name);
    await expect(billing).toContainText(`${text.taxRegNo}: ${COMPANY.taxRegNo}`);
    await expect(page.getByTestId('cart-price')).toHaveText(money(withoutVat));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.placeOrder }).click();

    // Order received
    await expect(page).toHaveURL(
      language.locale === 'en'
        ? /\/en\/order-received\/\d{8}\?code=.+$/
        : /\/objednavka-odeslana\/\d{8}\?code=.+$/,
    );
    const orderNumber = /\/(\d{8})\?/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.thanks);
    await expect(page.getByRole('heading', { name: text.status(text.reserved) })).toBeVisible();
    await expect(page.getByText(text.paymentStatus(text.unpaid))).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: camera.name })).toContainText(
      text.lineDetail,
    );
    await expect(page.getByTestId('cart-badge')).toHaveText(/\D0$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.payByCard }).click();

    // The sandbox gateway's card page (its address may carry the payment's own query)
    await expect(page).toHaveURL(/\/api\/sandbox-gateway\/pay\/\d+(\?[^#]*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.gatewayTitle);
    await expect(page.getByText(orderNumber)).toBeVisible();
    await expectNoAxeViolations(page);
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await page.getByLabel(text.cardNumber).fill(TEST_CARD);
    await page.getByLabel(text.expiry).fill(`12/${nextYear}`);
    await page.getByLabel(text.cvc).fill('123');
    await page.getByRole('button', { name: text.pay }).click();

    // Back in the shop: the payment result
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*${language.prefix}/online-platby/gopay/\\d+\\?code=.+$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.paymentTitle);
    await expect(
      page.getByRole('status').filter({ hasText: text.paymentPaid(orderNumber) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: text.toOrder }).click();
    await expect(page.getByRole('heading', { name: text.status(text.paidStatus) })).toBeVisible();
    await expect(page.getByText(text.paymentStatus(text.paid), { exact: true })).toBeVisible();
    await expect(page.getByText(text.orderPaid)).toBeVisible();

    // The placed cart is gone: the checkout starts over from an empty cart
    await page.goto(
      `${language.prefix}/checkout/${language.locale === 'en' ? 'summary' : 'rekapitulace'}`,
    );
    await expect(page).toHaveURL(
      language.locale === 'en' ? /\/en\/checkout\/cart$/ : /\/checkout\/kosik$/,
    );
    await expect(page.getByText(text.emptyCart)).toBeVisible();
    await expectNoConsoleErrors(consoleErrors);
  });
}

test('a cart shared by e-mail opens with the same items in another browser', async ({
  page,
  browser,
  baseURL,
  request,
  consoleErrors,
}) => {
  const { camera, batteries, text } = czech;
  await addToCart(page, czech, camera);
  await addToCart(page, czech, batteries);
  await page.getByTestId('cart-badge').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.cart);

  await page.getByRole('button', { name: 'Sdílet košík' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sdílet košík e-mailem' });
  await dialog.getByLabel('Váš e-mail').fill('petr.svoboda@example.cz');
  await dialog.getByLabel('Vaše jméno').fill('Petr Svoboda');
  const recipient = `kameraman.${Date.now()}@example.cz`;
  await dialog.getByLabel('E-mail příjemce').fill(recipient);
  await dialog.getByLabel('Název projektu').fill('Reklama na kávu');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Košík byl úspěšně odeslán.');

  // The recipient's message, as the shop's local mailer stored it
  const mailbox = (await (await request.get('/api/dev/emails.json')).json()) as {
    emails: Array<{ to: string; subject: string; text: string }>;
  };
  const message = mailbox.emails.find((email) => email.to === recipient);
  // The shop's own subject; the sender's name only in the body, as the sender's own words.
  expect(message?.subject).toBe('Sdílený košík z Půjčovny techniky');
  expect(message?.text).toContain('Odesílatel (jméno a e-mail zadal sám, neověřovali jsme je):');
  expect(message?.text).toContain('Petr Svoboda');
  const link = /https?:\/\/\S+(\/kosik\/sdilet\/\S+)/.exec(message?.text ?? '')?.[1];
  expect(link).toBeTruthy();

  // Another browser, with no cookies of the sender
  const context = await browser.newContext({ baseURL });
  const recipientErrors: string[] = [];
  try {
    const other = await context.newPage();
    other.on('console', (entry) => {
      if (entry.type() === 'error') recipientErrors.push(entry.text());
    });
    other.on('pageerror', (error) => recipientErrors.push(error.message));
    await other.goto(link as string);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Sdílený košík');
    await expect(other.getByRole('region', { name: text.rent })).toContainText(camera.name);
    await expect(other.getByRole('region', { name: text.sale })).toContainText(batteries.name);
    await expect(other.getByTestId('cart-badge')).toHaveText(/\D0$/);
    await expectNoAxeViolations(other);

    await other.getByRole('button', { name: 'Použít tento košík' }).click();
    await expect(other).toHaveURL(/\/checkout\/kosik$/);
    await expect(other.getByRole('region', { name: text.rent })).toContainText(camera.name);
    await expect(other.getByRole('region', { name: text.sale })).toContainText(batteries.name);
    await expect(other.getByTestId('cart-badge')).toHaveText(/\D2$/);
  } finally {
    await context.close();
  }
  await expectNoConsoleErrors(recipientErrors);
  await expectNoConsoleErrors(consoleErrors);
});

test('checkout steps ahead of the guest send them back to the step they still miss', async ({
  page,
  consoleErrors,
}) => {
  const { text } = czech;
  // Nothing in the cart yet: every step goes back to the cart
  await page.goto('/checkout/osobni-udaje');
  await expect(page).toHaveURL(/\/checkout\/kosik$/);
  await expect(page.getByText(text.emptyCart)).toBeVisible();
  await page.goto('/en/checkout/billing-data');
  await expect(page).toHaveURL(/\/en\/checkout\/cart$/);
  await expect(page.getByText(english.text.emptyCart)).toBeVisible();

  // Personal data given, no date yet: order details and summary go to date and shipping
  await addToCart(page, czech, czech.camera);
  await page.goto('/checkout/osobni-udaje');
  await fillPersonalData(page, czech, 'jana.kroky@example.cz');
  await page.getByRole('button', { name: text.toDates }).click();
  await expect(page).toHaveURL(/\/checkout\/termin-a-doprava$/);
  for (const path of ['/checkout/udaje-o-objednavce', '/checkout/rekapitulace']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/checkout\/termin-a-doprava$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.datesStep);
  }

  // A confirmed date without shipping is not enough either
  const { monday, wednesday } = rentalWeek();
  await pickDays(page, czech, monday, wednesday);
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByTestId('date-confirmed')).toContainText(text.oneDay);
  for (const path of ['/en/checkout/billing-data', '/en/checkout/summary']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/en\/checkout\/date-and-shipping$/);
    await expect(page.getByTestId('date-confirmed')).toContainText(english.text.confirmed);
    await expect(page.getByRole('heading', { name: 'Shipping', exact: true })).toBeVisible();
  }
  await expectNoConsoleErrors(consoleErrors);
});

test('a guest who creates an account with the order signs in to it later', async ({
  page,
  consoleErrors,
}) => {
  // The whole checkout, then signing in and out: ~16 s on a loaded two-core machine.
  test.slow();
  const { text, camera } = czech;
  const heading = page.getByRole('heading', { level: 1 });
  const email = `jana.ucet.${Date.now()}@example.cz`;
  const password = 'natacime-2026';

  await addToCart(page, czech, camera);
  await page.goto('/checkout/osobni-udaje');
  await fillPersonalData(page, czech, email);
  await page.getByRole('checkbox', { name: 'Vytvořit si účet' }).check();
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: text.toDates }).click();

  const { monday, wednesday } = rentalWeek();
  await expect(heading).toHaveText(text.datesStep);
  await pickDays(page, czech, monday, wednesday);
  await page.getByLabel(text.pickupWay).selectOption('courier');
  await page.getByLabel(text.pickupWindow).selectOption({ label: '16:00–20:00' });
  await page.getByLabel(text.pickupTime).selectOption('18:00');
  await page.getByLabel(text.returnWay).selectOption('courier');
  await page.getByLabel(text.returnWindow).selectOption({ label: '08:00–12:00' });
  await page.getByLabel(text.returnTime).selectOption('09:00');
  await page.getByRole('button', { name: text.confirm }).click();
  await chooseCourier(page, czech, 'pickup', czech.address.pickup);
  await chooseCourier(page, czech, 'return', czech.address.return);
  await page.getByRole('button', { name: text.toBilling }).click();
  await expect(heading).toHaveText(text.billing);
  await page.getByRole('button', { name: text.toSummary }).click();
  await expect(heading).toHaveText(text.summary);
  await page.getByRole('button', { name: text.placeOrder }).click();
  await expect(heading).toHaveText(text.thanks);

  // Later: an account page asks the customer to sign in, then brings them back to it
  await page.goto('/ucet/moje-faktury');
  await expect(page).toHaveURL(/\/prihlaseni\?returnUrl=%2Fucet%2Fmoje-faktury$/);
  await expect(heading).toHaveText('Přihlášení');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill('natacime-2025');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nesprávný e-mail nebo heslo, nebo k e-mailu ještě nemáte účet.',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/ucet\/moje-faktury$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  // Signed in, the login page is no place to be: it sends the customer home
  await page.goto('/prihlaseni');
  await expect(page).toHaveURL(/^[^?]*:\d+\/$/);
  // A reload keeps the session (the refresh token is an httpOnly cookie)
  await page.goto('/ucet');
  await expect(page).toHaveURL(/\/ucet$/);
  await expect(header.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  // Signing out ends it: the account pages ask for the login again
  await header.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(header.getByRole('link', { name: 'Přihlášení' })).toBeVisible();
  await page.goto('/ucet');
  await expect(page).toHaveURL(/\/prihlaseni\?returnUrl=%2Fucet$/);

  // The one refused sign-in is the only error the browser logged
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
});

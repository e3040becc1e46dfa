import type { APIRequestContext } from '@playwright/test';
import { callApi, placeGuestOrder, registerAndConfirm, signIn } from './account-steps';
import { expect, expectNoConsoleErrors, test } from './fixtures';

// A paid order is reduced, then cancelled: the shop gives back exactly what it was paid, in
// credit notes the customer is e-mailed about, whose pages open straight from the e-mailed links
// and download as PDF and ISDOC from there.

interface Language {
  locale: 'cs' | 'en';
  confirmSubject: string;
  paths: { login: string; order: (number: string) => string };
  text: {
    login: string;
    email: string;
    loginPassword: string;
    signIn: string;
    myAccount: string;
    order: (number: string) => string;
    cancelItems: string;
    cancelItemsConfirm: string;
    cancelOrder: string;
    cancelOrderConfirm: string;
    placed: (number: string) => string;
    paid: (number: string) => string;
    changed: (number: string) => string;
    canceled: (number: string) => string;
    creditNote: string;
    reason: string;
    canceledItem: (name: string) => string;
    refund: string;
    downloadPdf: string;
    downloadIsdoc: string;
  };
}

const STAND = {
  id: 27,
  cs: 'Manfrotto 1004BAC – stojan na světlo',
  en: 'Manfrotto 1004BAC light stand',
};
const LIGHT = { id: 22 };
const PASSWORD = 'vraceni-2026';

const czech: Language = {
  locale: 'cs',
  confirmSubject: 'Potvrďte svůj e-mail',
  paths: { login: '/prihlaseni', order: (number) => `/ucet/objednavka/${number}` },
  text: {
    login: 'Přihlášení',
    email: 'E-mail',
    loginPassword: 'Heslo',
    signIn: 'Přihlásit se',
    myAccount: 'Můj účet',
    order: (number) => `Objednávka ${number}`,
    cancelItems: 'Zrušit položky',
    cancelItemsConfirm: 'Zrušit vybrané položky',
    cancelOrder: 'Zrušit objednávku',
    cancelOrderConfirm: 'Ano, zrušit objednávku',
    placed: (number) => `Potvrzení objednávky ${number}`,
    paid: (number) => `Přijali jsme vaši platbu – objednávka ${number}`,
    changed: (number) => `Změna objednávky ${number}`,
    canceled: (number) => `Zrušení objednávky ${number}`,
    creditNote: 'Opravný daňový doklad',
    reason: 'Důvod opravy',
    canceledItem: (name) => `Zrušení položky ${name} (1 ks)`,
    refund: 'K vrácení',
    downloadPdf: 'Stáhnout PDF',
    downloadIsdoc: 'Stáhnout ISDOC',
  },
};

const english: Language = {
  locale: 'en',
  confirmSubject: 'Confirm your e-mail',
  paths: { login: '/en/login', order: (number) => `/en/account/order/${number}` },
  text: {
    login: 'Sign in',
    email: 'E-mail',
    loginPassword: 'Password',
    signIn: 'Sign in',
    myAccount: 'My account',
    order: (number) => `Order ${number}`,
    cancelItems: 'Cancel items',
    cancelItemsConfirm: 'Cancel the chosen items',
    cancelOrder: 'Cancel order',
    cancelOrderConfirm: 'Yes, cancel the order',
    placed: (number) => `Order ${number} confirmation`,
    paid: (number) => `Payment received – order ${number}`,
    changed: (number) => `Order ${number} changed`,
    canceled: (number) => `Order ${number} cancelled`,
    creditNote: 'Credit note',
    reason: 'Reason for the correction',
    canceledItem: (name) => `Item cancelled: ${name} (1 pc)`,
    refund: 'To be refunded',
    downloadPdf: 'Download PDF',
    downloadIsdoc: 'Download ISDOC',
  },
};

interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string }> | null;
}

async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const body = (await (await callApi(() => request.get('/api/dev/emails.json'))).json()) as {
    emails: Mail[];
  };
  return body.emails.filter((mail) => mail.to === to);
}

/** The links of an e-mail, as paths of this shop (the e-mail gives them on the public origin). */
function linksOf(mail: Mail | undefined): string[] {
  return (mail?.text.match(/https?:\/\/\S+/g) ?? []).map((url) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  });
}

/** Pays what the order owes by card, as the order-received page does, on the sandbox gateway. */
async function payByCard(request: APIRequestContext, orderNumber: string, code: string) {
  const created = await callApi(() =>
    request.post('/api/payment/create', { form: { orderNumber, code, lang: 'cs' } }),
  );
  expect(created.ok(), await created.text()).toBe(true);
  const { gatewayUrl, paymentId } = (await created.json()) as {
    gatewayUrl: string;
    paymentId: string;
  };
  const page = new URL(gatewayUrl);
  await callApi(() =>
    request.post(`${page.pathname}${page.search}`, {
      form: { cardNumber: '4444444444444448', expiry: '12/39', cvc: '123', action: 'pay' },
      maxRedirects: 0,
    }),
  );
  const status = await callApi(() =>
    request.get(`/api/payment/status/${paymentId}?code=${encodeURIComponent(code)}`),
  );
  expect(((await status.json()) as { state: string }).state).toBe('PAID');
}

for (const language of [czech, english]) {
  const { text, locale } = language;

  test(`a paid order reduced and cancelled gives back exactly what was paid, told by e-mail with working links (${locale})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    const email = `vraceni.${locale}.${Date.now()}@example.cz`;
    const orderNumber = await placeGuestOrder(request, email, {
      products: [LIGHT.id, STAND.id],
      locale,
    });
    await registerAndConfirm(
      request,
      language,
      { firstname: 'Eva', lastname: 'Malá', email },
      PASSWORD,
    );
    const confirmation = (await mailbox(request, email)).find(
      (mail) => mail.subject === text.placed(orderNumber),
    );
    const received = linksOf(confirmation).find((link) => link.includes('code='));
    const code = new URL(received ?? '', 'http://shop').searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    await payByCard(request, orderNumber, code);
    const paidMail = (await mailbox(request, email)).find(
      (mail) => mail.subject === text.paid(orderNumber),
    );
    expect(paidMail?.attachments?.[0]?.contentType).toBe('application/pdf');
    const paidAmount = Number(
      /(\d[\d\s]*)\s*(Kč|CZK)/.exec(paidMail?.text ?? '')?.[1]?.replace(/\s/g, ''),
    );
    expect(paidAmount).toBeGreaterThan(0);

    // Reduced: the stand cancelled on the order's page
    await signIn(page, language, email, PASSWORD);
    await expect(
      page.getByRole('banner').getByRole('link', { name: text.myAccount }),
    ).toBeVisible();
    await page.goto(language.paths.order(orderNumber));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.order(orderNumber));
    await page.getByRole('button', { name: text.cancelItems }).click();
    const cancel = page.getByRole('dialog', { name: text.cancelItems });
    await cancel.getByLabel(STAND[locale]).check();
    await cancel.getByRole('button', { name: text.cancelItemsConfirm }).click();
    await expect(cancel).toBeHidden();

    // Cancelled
    await page.getByRole('button', { name: text.cancelOrder }).click();
    const whole = page.getByRole('dialog', { name: text.cancelOrder });
    await whole.getByRole('button', { name: text.cancelOrderConfirm }).click();
    await expect(whole).toBeHidden();

    // Two e-mails, each with its credit note's link and PDF
    const mails = await mailbox(request, email);
    const changed = mails.find((mail) => mail.subject === text.changed(orderNumber));
    const canceled = mails.find((mail) => mail.subject === text.canceled(orderNumber));
    expect(changed?.text).toContain(text.canceledItem(STAND[locale]));
    const notes = [changed, canceled].map(
      (mail) => linksOf(mail).find((link) => link.includes('/document/repair-invoice/')) ?? '',
    );
    expect(notes.every(Boolean)).toBe(true);
    for (const mail of [changed, canceled]) {
      expect(mail?.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
    }

    // Each credit note opens straight from its link; together they give back what was paid
    let refunded = 0;
    for (const [index, link] of notes.entries()) {
      const document = await page.context().newPage();
      await document.goto(link);
      await expect(document.getByRole('heading', { level: 1 })).toContainText(text.creditNote);
      if (index === 0) {
        await expect(document.getByText(text.canceledItem(STAND[locale])).first()).toBeVisible();
      }
      const refund = await document.getByTestId('document-balance').textContent();
      refunded += Number((refund ?? '').replace(/\D/g, ''));
      const pdf = await request.get(
        (await document.getByRole('link', { name: text.downloadPdf }).getAttribute('href')) ?? '',
      );
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const isdoc = await request.get(
        (await document.getByRole('link', { name: text.downloadIsdoc }).getAttribute('href')) ?? '',
      );
      expect(isdoc.status()).toBe(200);
      expect(await isdoc.text()).toContain('<Invoice xmlns="http://isdoc.cz/namespace/2013"');
      await document.close();
    }
    expect(refunded).toBe(paidAmount);
    await expectNoConsoleErrors(consoleErrors);
  });
}

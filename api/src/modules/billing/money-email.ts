// The e-mail of a money event (pure): what happened, in the customer's language, the changes in
// words, each new document with what it asks or returns and its link, and the order's page.

import type { Locale, OrderChangeEntry, ShopDocument } from '@shop/shared/contract';
import { documentTitle } from '@shop/shared/documents/document-sheet';
import { formatPrice } from '@shop/shared/format';
import { describeOrderChanges } from '@shop/shared/rules/order-changes';
import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';
import type { MoneyEventKind } from './service';

export interface MoneyEmailInput {
  kind: Exclude<MoneyEventKind, 'order-placed'>;
  locale: Locale;
  to: string;
  orderNumber: string;
  /** CZK: the payment received or the refund paid out. */
  amount: number | null;
  changes: readonly OrderChangeEntry[];
  /** The documents the event issued (or, for a refund, the credit note), with their pages. */
  documents: ReadonlyArray<{ document: ShopDocument; url: string }>;
  /** What is still owed on the order, CZK. */
  owed: number;
  orderUrl: string;
}

const czk = (amount: number) => formatPrice(amount, 'czk');

const TEXTS = {
  cs: {
    hello: 'Dobrý den,',
    bye: 'Děkujeme,\nPůjčovna techniky',
    subject: {
      'order-changed': (n: string) => `Změna objednávky ${n}`,
      'order-canceled': (n: string) => `Zrušení objednávky ${n}`,
      'order-confirmed': (n: string) => `Potvrzení dostupnosti – objednávka ${n}`,
      'payment-received': (n: string) => `Přijali jsme vaši platbu – objednávka ${n}`,
      'invoice-issued': (n: string) => `Faktura k objednávce ${n}`,
      'refund-paid': (n: string) => `Vrácení peněz – objednávka ${n}`,
    },
    intro: {
      'order-changed': (n: string) => `vaše objednávka č. ${n} byla změněna.`,
      'order-canceled': (n: string) => `vaše objednávka č. ${n} byla zrušena.`,
      'order-confirmed': (n: string) =>
        `potvrdili jsme dostupnost techniky k objednávce č. ${n}. Objednávku nyní můžete zaplatit.`,
      'payment-received': (n: string, amount: string) =>
        `přijali jsme vaši platbu ${amount} k objednávce č. ${n}.`,
      'invoice-issued': (n: string) => `vystavili jsme fakturu k objednávce č. ${n}.`,
      'refund-paid': (n: string, amount: string) =>
        `poslali jsme vám zpět ${amount} k objednávce č. ${n}.`,
    },
    changes: 'Co se změnilo',
    documents: 'Doklady',
    due: (amount: string) => `k úhradě ${amount}`,
    refund: (amount: string) => `vrátíme vám ${amount}`,
    received: (amount: string) => `přijatá platba ${amount}`,
    owed: (amount: string) => `Zbývá uhradit: ${amount}`,
    order: 'Objednávka',
    attached: 'Daňové doklady posíláme v příloze (PDF).',
  },
  en: {
    hello: 'Hello,',
    bye: 'Thank you,\nThe equipment rental',
    subject: {
      'order-changed': (n: string) => `Order ${n} changed`,
      'order-canceled': (n: string) => `Order ${n} cancelled`,
      'order-confirmed': (n: string) => `Availability confirmed – order ${n}`,
      'payment-received': (n: string) => `Payment received – order ${n}`,
      'invoice-issued': (n: string) => `Invoice for order ${n}`,
      'refund-paid': (n: string) => `Refund sent – order ${n}`,
    },
    intro: {
      'order-changed': (n: string) => `your order no. ${n} has been changed.`,
      'order-canceled': (n: string) => `your order no. ${n} has been cancelled.`,
      'order-confirmed': (n: string) =>
        `we have confirmed the equipment for order no. ${n}. You can pay for the order now.`,
      'payment-received': (n: string, amount: string) =>
        `we have received your payment of ${amount} for order no. ${n}.`,
      'invoice-issued': (n: string) => `we have issued the invoice for order no. ${n}.`,
      'refund-paid': (n: string, amount: string) =>
        `we have sent you back ${amount} for order no. ${n}.`,
    },
    changes: 'What changed',
    documents: 'Documents',
    due: (amount: string) => `to pay ${amount}`,
    refund: (amount: string) => `we will refund ${amount}`,
    received: (amount: string) => `payment received ${amount}`,
    owed: (amount: string) => `Left to pay: ${amount}`,
    order: 'Order',
    attached: 'The tax documents are attached (PDF).',
  },
} as const;

/** What a document does for the customer, in a few words. */
function documentSays(document: ShopDocument, locale: Locale): string {
  const t = TEXTS[locale];
  if (document.type === 'repair-invoice') return t.refund(czk(document.refund));
  if (document.type === 'tax-document') return t.received(czk(document.totals.withVat));
  return t.due(czk(document.amountDue));
}

/** Whether a document is a tax document (sent as a PDF attachment). */
export function isTaxDocument(document: Pick<ShopDocument, 'type'>): boolean {
  return document.type !== 'estimate';
}

/** The e-mail of a money event (plain text and HTML). */
export function moneyEventEmail(input: MoneyEmailInput): OutgoingEmail {
  const t = TEXTS[input.locale];
  const amount = czk(input.amount ?? 0);
  const intro = t.intro[input.kind](input.orderNumber, amount);
  const changes = describeOrderChanges([...input.changes], input.locale);
  const documents = input.documents.map(({ document, url }) => ({
    label: `${documentTitle(document.type, document.number, input.locale)}: ${documentSays(document, input.locale)}`,
    url,
  }));
  const owes = input.kind === 'refund-paid' || input.owed <= 0 ? null : t.owed(czk(input.owed));
  const attached =
    input.kind !== 'refund-paid' && input.documents.some(({ document }) => isTaxDocument(document));
  const text = [
    t.hello,
    '',
    intro,
    ...(changes.length > 0 ? ['', `${t.changes}:`, ...changes.map((line) => `- ${line}`)] : []),
    ...(documents.length > 0
      ? ['', `${t.documents}:`, ...documents.map((doc) => `- ${doc.label}: ${doc.url}`)]
      : []),
    ...(owes ? ['', owes] : []),
    ...(attached ? ['', t.attached] : []),
    '',
    `${t.order}: ${input.orderUrl}`,
    '',
    t.bye,
    '',
  ].join('\n');
  const e = escapeHtml;
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><title>${e(t.subject[input.kind](input.orderNumber))}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${e(t.hello)}</p>
<p>${e(intro)}</p>
${changes.length > 0 ? `<h2 style="font-size:16px">${e(t.changes)}</h2>${list(changes.map(e))}` : ''}
${documents.length > 0 ? `<h2 style="font-size:16px">${e(t.documents)}</h2>${list(documents.map((doc) => `<a href="${e(doc.url)}">${e(doc.label)}</a>`))}` : ''}
${owes ? `<p><strong>${e(owes)}</strong></p>` : ''}
${attached ? `<p>${e(t.attached)}</p>` : ''}
<p><a href="${e(input.orderUrl)}">${e(t.order)} ${e(input.orderNumber)}</a></p>
<p>${e(t.bye).replace('\n', '<br>')}</p>
</body>
</html>
`;
  return { to: input.to, subject: t.subject[input.kind](input.orderNumber), text, html };
}

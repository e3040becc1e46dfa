// The e-mail of a money event (pure): what happened, in the customer's language, the changes in
// words, each new document with what it asks or returns and its link, and the order's page.

import type { Locale, OrderChangeEntry, ShopDocument } from '@shop/shared/contract';
import { documentTitle } from '@shop/shared/documents/document-sheet';
import { formatPrice } from '@shop/shared/format';
import { describeOrderChanges } from '@shop/shared/rules/order-changes';
import { composeEmail, type EmailBlock, type OutgoingEmail } from '../email';
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
    order: (n: string) => `Zobrazit objednávku ${n}`,
    pay: (amount: string) => `Zaplatit ${amount}`,
    attached: 'Daňové doklady posíláme v příloze (PDF).',
  },
  en: {
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
    order: (n: string) => `View order ${n}`,
    pay: (amount: string) => `Pay ${amount}`,
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
export function moneyEventEmail(input: MoneyEmailInput, origin: string): OutgoingEmail {
  const t = TEXTS[input.locale];
  const amount = czk(input.amount ?? 0);
  const changes = describeOrderChanges([...input.changes], input.locale);
  const documents = input.documents.map(({ document, url }) => ({
    label: `${documentTitle(document.type, document.number, input.locale)}: ${documentSays(document, input.locale)}`,
    url,
  }));
  const owes = input.kind !== 'refund-paid' && input.owed > 0;
  const attached =
    input.kind !== 'refund-paid' && input.documents.some(({ document }) => isTaxDocument(document));
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.intro[input.kind](input.orderNumber, amount) },
  ];
  if (changes.length > 0)
    blocks.push({ kind: 'heading', text: t.changes }, { kind: 'list', items: changes });
  if (documents.length > 0)
    blocks.push({ kind: 'heading', text: t.documents }, { kind: 'list', items: documents });
  if (owes) blocks.push({ kind: 'paragraph', text: t.owed(czk(input.owed)), strong: true });
  if (attached) blocks.push({ kind: 'paragraph', text: t.attached });
  return composeEmail(
    {
      locale: input.locale,
      to: input.to,
      subject: t.subject[input.kind](input.orderNumber),
      blocks,
      action: {
        label: owes ? t.pay(czk(input.owed)) : t.order(input.orderNumber),
        url: input.orderUrl,
      },
    },
    origin,
  );
}

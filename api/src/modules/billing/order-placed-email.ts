// The order confirmation e-mail (pure): Czech or English by the order's locale.

import type { Locale, OrderShippingRow } from '@shop/shared/contract';
import { czechPlural, formatDate, formatPrice } from '@shop/shared/format';
import { OPENING_HOURS } from '@shop/shared/rules/opening-hours';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { composeEmail, type OutgoingEmail } from '../email';

export interface OrderEmailInput {
  locale: Locale;
  to: string;
  orderNumber: string;
  status: string;
  /** Wall-clock 'YYYY-MM-DDTHH:mm' or null. */
  rentalFrom: string | null;
  rentalTo: string | null;
  items: ReadonlyArray<{
    name: string;
    nameEn: string;
    quantity: number;
    days: number | null;
    total: number;
  }>;
  shippingPrice: number;
  voucherCode: string | null;
  voucherDiscount: number;
  price: number;
  vat: number;
  totalWithVat: number;
  estimateUrl: string;
  /** Where to pay; null while staff have yet to confirm the equipment (a conflict order). */
  paymentUrl: string | null;
  /** When the proforma is due (before the pickup), 'YYYY-MM-DD'; null when nothing is asked yet. */
  dueDate: string | null;
  /** How the gear goes out and comes back: where, when, and how. */
  legs: readonly OrderShippingRow[];
}

/** The branches' hours (shared rules/opening-hours), as the e-mail writes them. */
const HOURS = `${OPENING_HOURS.open.replace(/^0/, '')}–${OPENING_HOURS.close}`;

const TEXTS = {
  cs: {
    subject: (n: string) => `Potvrzení objednávky ${n}`,
    thanks: (n: string) => `děkujeme za objednávku č. ${n}.`,
    status: 'Stav',
    period: 'Termín',
    items: 'Položky',
    days: (d: number) => `${d} ${czechPlural(d, ['den', 'dny', 'dní'])}`,
    shipping: 'Doprava',
    voucher: (code: string) => `Sleva (${code})`,
    price: 'Celkem bez DPH',
    vat: 'DPH 21 %',
    total: 'Celkem s DPH',
    estimate: 'Zálohová faktura',
    pay: 'Zaplatit kartou nebo převodem',
    due: (date: string) =>
      `Zaplaťte prosím do ${date}, aby byla objednávka uhrazená před vyzvednutím techniky.`,
    legs: { pickup: 'Vyzvednutí', return: 'Vrácení' },
    ways: {
      branch: (where: string) => `na pobočce ${where} (otevřeno Po–Pá ${HOURS}, mimo svátky)`,
      night_safe: (where: string) => `noční trezor pobočky ${where} (kdykoli)`,
      courier: (where: string) => `kurýrem, adresa ${where}`,
      set_transport: (where: string) => `dopravou na plac, adresa ${where}`,
    },
    window: (window: string) => `okno ${window.replace('-', '–')} h`,
    statuses: {
      ORDERED: 'Rezervováno',
      CREATED:
        'Konflikt – dostupnost techniky potvrdíme do jednoho pracovního dne a pošleme vám výzvu k platbě. Do té doby prosíme neplaťte.',
    } as Record<string, string>,
  },
  en: {
    subject: (n: string) => `Order ${n} confirmation`,
    thanks: (n: string) => `thank you for your order no. ${n}.`,
    status: 'Status',
    period: 'Rental',
    items: 'Items',
    days: (d: number) => `${d} ${d === 1 ? 'day' : 'days'}`,
    shipping: 'Shipping',
    voucher: (code: string) => `Discount (${code})`,
    price: 'Total without VAT',
    vat: 'VAT 21 %',
    total: 'Total with VAT',
    estimate: 'Proforma invoice',
    pay: 'Pay by card or bank transfer',
    due: (date: string) =>
      `Please pay by ${date}, so that the order is paid before you pick up the equipment.`,
    legs: { pickup: 'Pickup', return: 'Return' },
    ways: {
      branch: (where: string) =>
        `at the branch ${where} (open Mon–Fri ${HOURS}, except public holidays)`,
      night_safe: (where: string) => `the night safe of the branch ${where} (any time)`,
      courier: (where: string) => `by courier, address ${where}`,
      set_transport: (where: string) => `transport to the set, address ${where}`,
    },
    window: (window: string) => `window ${window.replace('-', '–')}`,
    statuses: {
      ORDERED: 'Reserved',
      CREATED:
        'Conflict – we will confirm the equipment’s availability within one business day and send you a request for payment. Please do not pay before then.',
    } as Record<string, string>,
  },
} as const;

/** The confirmation e-mail of a placed order: paying is its action, once payment is asked for. */
export function orderConfirmationEmail(input: OrderEmailInput, origin: string): OutgoingEmail {
  const t = TEXTS[input.locale];
  const czk = (amount: number) => formatPrice(amount, 'czk');
  const period =
    input.rentalFrom && input.rentalTo
      ? `${formatDateTime(input.rentalFrom, input.locale)} – ${formatDateTime(input.rentalTo, input.locale)}`
      : null;
  const items = input.items.map((item) => {
    const name = input.locale === 'en' ? item.nameEn : item.name;
    const days = item.days === null ? '' : `, ${t.days(item.days)}`;
    return { label: `${item.quantity}× ${name}${days}`, value: czk(item.total) };
  });
  const sums: Array<{ label: string; value: string; strong?: boolean }> = [];
  if (input.shippingPrice > 0) sums.push({ label: t.shipping, value: czk(input.shippingPrice) });
  if (input.voucherDiscount > 0) {
    sums.push({
      label: t.voucher(input.voucherCode ?? ''),
      value: `−${czk(input.voucherDiscount)}`,
    });
  }
  sums.push(
    { label: t.price, value: czk(input.price) },
    { label: t.vat, value: czk(input.vat) },
    { label: t.total, value: czk(input.totalWithVat), strong: true },
  );
  const estimate = { label: t.estimate, url: input.estimateUrl };
  // Each leg: when, how and where, with the branch's hours or the courier's window.
  const legs = input.legs.map((leg) => {
    const when =
      leg.date && leg.time ? formatDateTime(`${leg.date}T${leg.time}`, input.locale) : '';
    const how = t.ways[leg.type](leg.address ?? '');
    const window = leg.type === 'courier' && leg.window ? `, ${t.window(leg.window)}` : '';
    return { label: t.legs[leg.direction], value: `${when}${when ? ', ' : ''}${how}${window}` };
  });
  return composeEmail(
    {
      locale: input.locale,
      to: input.to,
      subject: t.subject(input.orderNumber),
      blocks: [
        { kind: 'paragraph', text: t.thanks(input.orderNumber) },
        {
          kind: 'rows',
          rows: [
            { label: t.status, value: t.statuses[input.status] ?? input.status, strong: true },
            ...(period ? [{ label: t.period, value: period }] : []),
            ...legs,
          ],
        },
        ...(input.paymentUrl && input.dueDate
          ? [{ kind: 'paragraph' as const, text: t.due(formatDate(input.dueDate, input.locale)) }]
          : []),
        { kind: 'heading', text: t.items },
        { kind: 'rows', rows: [...items, ...sums] },
        // With payment asked for, the proforma is a link beside the button; before, it is the action.
        ...(input.paymentUrl ? [{ kind: 'list' as const, items: [estimate] }] : []),
      ],
      action: input.paymentUrl ? { label: t.pay, url: input.paymentUrl } : estimate,
    },
    origin,
  );
}

// The order confirmation e-mail (pure): Czech or English by the order's locale.

import type { Locale } from '@shop/shared/contract';
import { czechPlural, formatPrice } from '@shop/shared/format';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';

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
}

const TEXTS = {
  cs: {
    subject: (n: string) => `Potvrzení objednávky ${n}`,
    hello: 'Dobrý den,',
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
    bye: 'Děkujeme a těšíme se na vás,\nPůjčovna techniky',
    statuses: {
      ORDERED: 'Rezervováno',
      CREATED:
        'Konflikt – dostupnost techniky potvrdíme do jednoho pracovního dne a pošleme vám výzvu k platbě. Do té doby prosíme neplaťte.',
    } as Record<string, string>,
  },
  en: {
    subject: (n: string) => `Order ${n} confirmation`,
    hello: 'Hello,',
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
    bye: 'Thank you, and see you soon,\nThe equipment rental',
    statuses: {
      ORDERED: 'Reserved',
      CREATED:
        'Conflict – we will confirm the equipment’s availability within one business day and send you a request for payment. Please do not pay before then.',
    } as Record<string, string>,
  },
} as const;

/** The confirmation e-mail of a placed order (plain text and HTML). */
export function orderConfirmationEmail(input: OrderEmailInput): OutgoingEmail {
  const t = TEXTS[input.locale];
  const czk = (amount: number) => formatPrice(amount, 'czk');
  const status = t.statuses[input.status] ?? input.status;
  const period =
    input.rentalFrom && input.rentalTo
      ? `${formatDateTime(input.rentalFrom, input.locale)} – ${formatDateTime(input.rentalTo, input.locale)}`
      : null;
  const itemLines = input.items.map((item) => {
    const name = input.locale === 'en' ? item.nameEn : item.name;
    const days = item.days === null ? '' : `, ${t.days(item.days)}`;
    return { label: `${item.quantity}× ${name}${days}`, amount: czk(item.total) };
  });
  const sums: Array<[string, string]> = [];
  if (input.shippingPrice > 0) sums.push([t.shipping, czk(input.shippingPrice)]);
  if (input.voucherDiscount > 0) {
    sums.push([t.voucher(input.voucherCode ?? ''), `−${czk(input.voucherDiscount)}`]);
  }
  sums.push(
    [t.price, czk(input.price)],
    [t.vat, czk(input.vat)],
    [t.total, czk(input.totalWithVat)],
  );

  const text = [
    t.hello,
    '',
    t.thanks(input.orderNumber),
    `${t.status}: ${status}`,
    ...(period ? [`${t.period}: ${period}`] : []),
    '',
    `${t.items}:`,
    ...itemLines.map((line) => `- ${line.label}: ${line.amount}`),
    '',
    ...sums.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `${t.estimate}: ${input.estimateUrl}`,
    ...(input.paymentUrl ? [`${t.pay}: ${input.paymentUrl}`] : []),
    '',
    t.bye,
    '',
  ].join('\n');

  const e = escapeHtml;
  const row = (label: string, amount: string, strong = false) =>
    `<tr><td>${strong ? `<strong>${e(label)}</strong>` : e(label)}</td><td style="text-align:right">${
      strong ? `<strong>${e(amount)}</strong>` : e(amount)
    }</td></tr>`;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><title>${e(t.subject(input.orderNumber))}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${e(t.hello)}</p>
<p>${e(t.thanks(input.orderNumber))}</p>
<p>${e(t.status)}: <strong>${e(status)}</strong>${period ? `<br>${e(t.period)}: ${e(period)}` : ''}</p>
<h2 style="font-size:16px">${e(t.items)}</h2>
<table cellpadding="4" style="border-collapse:collapse">
${itemLines.map((line) => row(line.label, line.amount)).join('\n')}
${sums.map(([label, amount], index) => row(label, amount, index === sums.length - 1)).join('\n')}
</table>
${input.paymentUrl ? `<p><a href="${e(input.paymentUrl)}">${e(t.pay)}</a></p>` : ''}
<p><a href="${e(input.estimateUrl)}">${e(t.estimate)}</a></p>
<p>${e(t.bye).replace('\n', '<br>')}</p>
</body>
</html>
`;
  return { to: input.to, subject: t.subject(input.orderNumber), text, html };
}

// The order e-mails as the development pages preview them (pure): the confirmation of a placed
// order (reserved, and a conflict awaiting staff) and each money event's, in both languages,
// from sample data by their own builders.

import type { OrderShippingRow } from '@shop/shared/contract';
import type { EmailPreview } from '../email';
import { orderReceivedUrl } from '../order';
import { type MoneyEmailInput, moneyEventEmail } from './money-email';
import { documentPagePath } from './notifications';
import { orderConfirmationEmail } from './order-placed-email';

const ORDER = '26000123';
const ESTIMATE_CODE = 'preview-estimate';

const MONEY_KINDS: ReadonlyArray<MoneyEmailInput['kind']> = [
  'order-changed',
  'order-canceled',
  'order-confirmed',
  'payment-received',
  'invoice-issued',
  'refund-paid',
];

/** How the previewed order's gear goes out (a branch) and comes back (a courier). */
const PREVIEW_LEGS: OrderShippingRow[] = [
  {
    direction: 'pickup',
    type: 'branch',
    date: '2026-12-03',
    time: '10:00',
    address: 'Praha – Holešovice, Komunardů 894/32, Praha 7',
    window: null,
    price: 0,
  },
  {
    direction: 'return',
    type: 'courier',
    date: '2026-12-05',
    time: '18:00',
    address: 'Dělnická 12, 170 00 Praha',
    window: '16-20',
    price: 290,
  },
];

export function orderEmailPreviews(origin: string): EmailPreview[] {
  return (['cs', 'en'] as const).flatMap((locale): EmailPreview[] => {
    const orderUrl = orderReceivedUrl(origin, locale, ORDER, ESTIMATE_CODE);
    const placed = (status: 'ORDERED' | 'CREATED') =>
      orderConfirmationEmail(
        {
          locale,
          to: 'zakaznik@example.cz',
          orderNumber: ORDER,
          status,
          rentalFrom: '2026-12-03T10:00',
          rentalTo: '2026-12-05T18:00',
          items: [
            { name: 'Sony FX3', nameEn: 'Sony FX3', quantity: 1, days: 2, total: 3_000 },
            {
              name: 'Stativ Sachtler',
              nameEn: 'Sachtler tripod',
              quantity: 1,
              days: 2,
              total: 800,
            },
          ],
          shippingPrice: 0,
          voucherCode: null,
          voucherDiscount: 0,
          price: 3_800,
          vat: 798,
          totalWithVat: 4_598,
          estimateUrl: `${origin}${documentPagePath('estimate', ESTIMATE_CODE, locale)}`,
          paymentUrl: status === 'CREATED' ? null : orderUrl,
          dueDate: '2026-12-02',
          legs: PREVIEW_LEGS,
        },
        origin,
      );
    return [
      { name: `Order placed (${locale})`, page: 'order-received', email: placed('ORDERED') },
      {
        name: `Order placed, awaiting the staff's confirmation (${locale})`,
        page: 'document-estimate',
        email: placed('CREATED'),
      },
      ...MONEY_KINDS.map((kind) => ({
        name: `Order ${kind.replace('-', ' ')} (${locale})`,
        page: 'order-received' as const,
        email: moneyEventEmail(
          {
            kind,
            locale,
            to: 'zakaznik@example.cz',
            orderNumber: ORDER,
            amount: kind === 'refund-paid' ? 1_210 : 4_598,
            changes:
              kind === 'order-changed'
                ? [{ kind: 'project-name-changed', before: 'Reklama', after: 'Reklama Jaro' }]
                : [],
            documents: [],
            owed: kind === 'order-confirmed' || kind === 'order-changed' ? 4_598 : 0,
            orderUrl,
          },
          origin,
        ),
      })),
    ];
  });
}

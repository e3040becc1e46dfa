import type { Locale } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import { toLocalDateTime } from '../document/service';
import { orderConfirmationEmail } from './order-email';
import { estimateUrl, orderReceivedUrl } from './order-links';
import type { PlacedOrder } from './place-order-contract';
import { findOrderWithEstimate } from './repository';

/**
 * What follows a committed order: the confirmation e-mail (cs or en by the order's locale) with
 * the order number, status, items, total with VAT, the estimate link and the payment link. A
 * failing mailer is logged, never thrown: the order stands either way. A repeated placement
 * (`created: false`) sends nothing again.
 */
export async function afterOrderPlaced(app: FastifyInstance, placed: PlacedOrder): Promise<void> {
  if (!placed.created) return;
  try {
    const found = await findOrderWithEstimate(app.db, { orderId: placed.orderId });
    if (!found) {
      app.log.error({ orderNumber: placed.orderNumber }, 'placed order not found for its e-mail');
      return;
    }
    const { order, estimate, items } = found;
    const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
    await app.mailer.send(
      orderConfirmationEmail({
        locale,
        to: order.customerEmail,
        orderNumber: order.orderNumber,
        status: order.status,
        rentalFrom: toLocalDateTime(order.rentalFrom),
        rentalTo: toLocalDateTime(order.rentalTo),
        items,
        shippingPrice: order.shippingPrice + order.expressFee,
        voucherCode: order.voucherCode,
        voucherDiscount: order.voucherDiscount,
        price: order.price,
        vat: order.vat,
        totalWithVat: order.totalWithVat,
        estimateUrl: estimateUrl(app.publicOrigin, estimate.code),
        paymentUrl: orderReceivedUrl(app.publicOrigin, locale, order.orderNumber, estimate.code),
      }),
    );
  } catch (error) {
    app.log.error({ err: error, orderNumber: placed.orderNumber }, 'order e-mail not sent');
  }
}

import type { DocumentCustomer } from '@shop/shared/contract';
import type { OrderRow } from './repository';

/** Who an order is billed to, as its documents print it. */
export function billedCustomer(order: OrderRow): DocumentCustomer {
  return {
    name: order.customerName,
    street: order.customerStreet,
    city: order.customerCity,
    zipCode: order.customerZipCode,
    country: order.customerCountry,
    taxRegNo: order.customerTaxRegNo,
    vatRegNo: order.customerVatRegNo,
    email: order.customerEmail,
  };
}

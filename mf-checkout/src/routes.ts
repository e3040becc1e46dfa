import { type RemoteManifest, pageRoute as route } from '@shop/shared/routes';

/**
 * Checkout's routes, its cart service (started by the shell in the background) and its route
 * guard, which gates the checkout steps.
 */
/**
 * Pages opened by a link that is their only key (a shared cart's code, an order's or a payment's
 * id in the address): they show one customer's cart, order or payment, so they are private pages,
 * stored by no cache.
 */
const capabilityPage = { private: true } as const;
/**
 * The checkout's steps, stored by no cache: rendered on the server with the cart the shopper's
 * cookie names, behind the step gating (which reads the same cart there), for a browser without a
 * session; a signed-in customer's steps depend on what the account allows (a frequent customer's
 * times), which only the browser's session tells.
 */
const step = { serverRender: 'signed-out', private: true, guard: 'checkout' } as const;

export const remoteManifest: RemoteManifest = {
  remote: 'checkout',
  routes: [
    route(
      'checkout-cart',
      { cs: 'Košík', en: 'Cart' },
      // The server renders the cart the shopper's cookie names (or, without one, the cart as
      // loading: the browser creates it).
      { page: 'checkout-cart', serverRender: true, private: true },
    ),
    route(
      'checkout-personal-data',
      { cs: 'Osobní údaje', en: 'Personal data' },
      { ...step, page: 'checkout-personal-data' },
    ),
    route(
      'checkout-date-and-shipping',
      { cs: 'Termín a doprava', en: 'Date and shipping' },
      { ...step, page: 'checkout-date-and-shipping' },
    ),
    route(
      'checkout-billing-data',
      { cs: 'Údaje o objednávce', en: 'Billing data' },
      { ...step, page: 'checkout-billing-data' },
    ),
    route(
      'checkout-summary',
      { cs: 'Rekapitulace', en: 'Summary' },
      { ...step, page: 'checkout-summary' },
    ),
    route(
      'cart-share',
      { cs: 'Sdílený košík', en: 'Shared cart' },
      { ...capabilityPage, page: 'cart-share' },
    ),
    route(
      'cart-refresh-by-order-number',
      { cs: 'Obnovit košík z objednávky', en: 'Refresh cart from an order' },
      { page: 'cart-refresh-by-order-number' },
    ),
    route(
      'order-received',
      { cs: 'Objednávka odeslána', en: 'Order received' },
      { ...capabilityPage, page: 'order-received' },
    ),
    route(
      'payment-gopay',
      { cs: 'Platba', en: 'Payment' },
      { ...capabilityPage, page: 'payment-gopay' },
    ),
  ],
  services: ['cart-service'],
  guards: ['checkout'],
};

export default remoteManifest;

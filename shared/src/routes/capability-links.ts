/**
 * Pages opened by a capability link (a secret code or hash in the URL gives access to a document,
 * a shared cart, an order or a payment): their URL must not travel in a Referer header. The cs
 * and en paths of the route tables (mf-documents and mf-checkout `src/routes.ts`), as prefixes;
 * the API's security-headers.test.ts checks them against those tables. The API sends them with
 * `Referrer-Policy: no-referrer`; the service worker leaves them to the network, so that they
 * always carry the server's headers.
 */
export const CAPABILITY_LINK_PREFIXES: readonly string[] = [
  // documents: estimates, invoices, equipment lists, price offers
  '/e/',
  '/i/',
  '/p/',
  '/t/',
  '/document/',
  '/price-offer/',
  '/preview-price-offer/',
  '/en/e/',
  '/en/i/',
  '/en/p/',
  '/en/t/',
  '/en/document/',
  '/en/price-offer/',
  '/en/preview-price-offer/',
  // checkout: a shared cart, the order received page, the card payment's result
  '/kosik/sdilet/',
  '/en/checkout/share/',
  '/objednavka-odeslana/',
  '/en/order-received/',
  '/online-platby/',
  '/en/online-platby/',
];

/**
 * Every page's name and its path in each language: the contract's one list of the shop's pages.
 * The remotes' route tables take their paths from it (`pageRoute`), and the API writes its links
 * (an e-mail's, a redirect's, a sitemap's) from it, so both say the same path without the API
 * reading a remote's source. A remote that moves a page changes the contract; a link to another
 * remote's page is checked at build time by its name. Paths carry `:param` segments; English
 * paths carry the `/en` prefix.
 */
export const PAGE_PATHS = {
  home: { cs: '/', en: '/en' },
  slug: { cs: '/:slug', en: '/en/:slug' },
  search: { cs: '/hledat', en: '/en/search' },
  blog: { cs: '/blog', en: '/en/blog' },
  'blog-slug': { cs: '/blog/:slug', en: '/en/blog/:slug' },
  'blog-future-index': { cs: '/blog/future-index', en: '/en/blog/future-index' },
  'all-about-rental': { cs: '/vse-o-pronajmu', en: '/en/all-about-rental' },
  'all-about-rental-slug': { cs: '/vse-o-pronajmu/:slug', en: '/en/all-about-rental/:slug' },
  contacts: { cs: '/kontakty', en: '/en/contacts' },
  faq: { cs: '/faq', en: '/en/faq' },
  'checkout-cart': { cs: '/checkout/kosik', en: '/en/checkout/cart' },
  'checkout-personal-data': { cs: '/checkout/osobni-udaje', en: '/en/checkout/personal-data' },
  'checkout-date-and-shipping': {
    cs: '/checkout/termin-a-doprava',
    en: '/en/checkout/date-and-shipping',
  },
  'checkout-billing-data': { cs: '/checkout/udaje-o-objednavce', en: '/en/checkout/billing-data' },
  'checkout-summary': { cs: '/checkout/rekapitulace', en: '/en/checkout/summary' },
  'cart-share': { cs: '/kosik/sdilet/:code', en: '/en/checkout/share/:code' },
  'cart-refresh-by-order-number': {
    cs: '/kosik/refresh-cart-by-order-number',
    en: '/en/cart/refresh-cart-by-order-number',
  },
  'order-received': { cs: '/objednavka-odeslana/:id', en: '/en/order-received/:id' },
  'payment-gopay': { cs: '/online-platby/gopay/:id', en: '/en/online-platby/gopay/:id' },
  login: { cs: '/prihlaseni', en: '/en/login' },
  registration: { cs: '/registrace', en: '/en/registration' },
  'reset-password': { cs: '/zapomenute-heslo', en: '/en/reset-password' },
  'auth-callback': { cs: '/auth/callback', en: '/en/auth/callback' },
  'user-account': { cs: '/ucet', en: '/en/account' },
  'user-account-order-id': { cs: '/ucet/objednavka/:id', en: '/en/account/order/:id' },
  'user-account-my-invoices': { cs: '/ucet/moje-faktury', en: '/en/account/my-invoices' },
  'user-account-personal-data': { cs: '/ucet/moje-udaje', en: '/en/account/personal-data' },
  'user-account-billing-data': { cs: '/ucet/fakturacni-udaje', en: '/en/account/billing-data' },
  'user-account-my-projects': { cs: '/ucet/moje-projekty', en: '/en/account/my-projects' },
  'user-account-favorites': { cs: '/ucet/oblibena-technika', en: '/en/account/favorites' },
  'document-invoice': { cs: '/document/invoice/:code', en: '/en/document/invoice/:code' },
  'document-tax-document': {
    cs: '/document/tax-document/:code',
    en: '/en/document/tax-document/:code',
  },
  'document-repair-invoice': {
    cs: '/document/repair-invoice/:code',
    en: '/en/document/repair-invoice/:code',
  },
  'document-estimate': { cs: '/document/estimate/:code', en: '/en/document/estimate/:code' },
  'document-handover': { cs: '/document/handover/:code', en: '/en/document/handover/:code' },
  'document-return': { cs: '/document/return/:code', en: '/en/document/return/:code' },
  'short-invoice': { cs: '/i/:hash', en: '/en/i/:hash' },
  'short-estimate': { cs: '/e/:hash', en: '/en/e/:hash' },
  'gear-list': { cs: '/t/:code', en: '/en/t/:code' },
  'gear-list-with-prices': { cs: '/p/:code', en: '/en/p/:code' },
  'price-offer': { cs: '/price-offer/:code', en: '/en/price-offer/:code' },
  'price-offer-preview': { cs: '/preview-price-offer/:code', en: '/en/preview-price-offer/:code' },
  // The rental desk, for staff only.
  'desk-sign-in': { cs: '/desk/prihlaseni', en: '/en/desk/sign-in' },
  'desk-board': { cs: '/desk', en: '/en/desk' },
  'desk-units': { cs: '/desk/jednotky', en: '/en/desk/units' },
  'desk-timeline': { cs: '/desk/dostupnost', en: '/en/desk/availability' },
  'desk-order': { cs: '/desk/objednavka/:orderId', en: '/en/desk/order/:orderId' },
} as const satisfies Record<string, { cs: string; en: string }>;

/** Other names of a page's path (what the catalogue's `/:slug` shows), and the page they name. */
export const PAGE_ALIASES = {
  'content-page': 'slug',
  'product-list': 'slug',
  'product-detail': 'slug',
} as const satisfies Record<string, keyof typeof PAGE_PATHS>;

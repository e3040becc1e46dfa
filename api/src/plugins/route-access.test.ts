// The route-access matrix: every route of the app, each caller its rule names. A route added
// without a row here fails the first test; each rule is then proven against the running API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CompanyRole } from '@shop/shared/rules/company-roles';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import {
  companyContacts,
  customers,
  orders,
  productAlternatives,
  products,
  unitRepairs,
  units,
} from '../db/schema';
import { drawnSignature } from '../db/seed/demo-signature';
import { giveUnit, handOver } from '../modules/desk-order';
import { addStaffMember } from '../modules/identity';
import {
  type CapabilityFixture,
  makeCapabilityFixture,
  testJpeg,
} from '../test/capability-fixture';
import { ownedCompany } from '../test/company-fixture';
import { customerWithOrder } from '../test/sign-in';
import { staffSession } from '../test/staff-session';
import { placeTestOrder } from '../test/test-cart';
import { createTestApp, form, type TestApp } from '../test/test-db';
import { testWeek } from '../test/test-week';
import { giveUnits } from '../test/units';
import type { RouteAccess } from './route-access';

type Fixture = CapabilityFixture;

/** A request of a route; `secret` replaces the capability secret (a guessed one) when given. */
type Example = (f: Fixture, secret?: string) => InjectOptions;

const get =
  (url: (f: Fixture, secret?: string) => string): Example =>
  (f, secret) => ({ method: 'GET', url: url(f, secret) });
const post =
  (url: string, fields: (f: Fixture, secret?: string) => Record<string, string> = () => ({})) =>
  (f: Fixture, secret?: string): InjectOptions => ({
    method: 'POST',
    url,
    ...form(fields(f, secret)),
  });

let contactCount = 0;
/** A contact e-mail no call has used yet. */
function newContactEmail(): string {
  contactCount += 1;
  return `matrix-kontakt-${contactCount}@example.cz`;
}

/** The staff status page's code the matrix's app is configured with. */
const STATUS_CODE = 'matrix-status-0f3a9c6e21d84b7a';
/** The staff tool's token the matrix's app is configured with. */
const STAFF_TOKEN = 'matrix-staff-token-5d8e2b7a1c4f9e3d6a0b8c2e7f1d4a93';

/** One request per route: for capability routes, built with the fixture's secret or a guess. */
const EXAMPLES: Record<string, Example> = {
  'GET /api/health': get(() => '/api/health'),
  'POST /api/auth/token': post('/api/auth/token', () => ({
    grant_type: 'password',
    username: 'nikdo@example.cz',
    password: 'x'.repeat(8),
  })),
  'POST /api/auth/logout': post('/api/auth/logout'),
  'POST /api/desk/session': (): InjectOptions => ({
    method: 'POST',
    url: '/api/desk/session',
    payload: { email: 'nikdo@example.cz', password: 'x'.repeat(8) },
  }),
  'GET /api/desk/session': get(() => '/api/desk/session'),
  'DELETE /api/desk/session': (): InjectOptions => ({ method: 'DELETE', url: '/api/desk/session' }),
  'GET /api/desk/staff': get(() => '/api/desk/staff'),
  'GET /api/desk/audit': get(() => '/api/desk/audit'),
  'GET /api/desk/board': get(() => '/api/desk/board?branchId=1'),
  'GET /api/desk/timeline': get(() => `/api/desk/timeline?productId=${matrixUnits.productId}`),
  'GET /api/desk/units': get(() => `/api/desk/units?productId=${matrixUnits.productId}`),
  'GET /api/desk/units/labels.pdf': get(
    () => `/api/desk/units/labels.pdf?productId=${matrixUnits.productId}`,
  ),
  'GET /api/desk/units/by-label/:code': get(() => `/api/desk/units/by-label/${matrixUnits.label}`),
  'POST /api/desk/units': (): InjectOptions => ({
    method: 'POST',
    url: '/api/desk/units',
    payload: { productId: matrixUnits.productId, serialNumber: 'MATRIX-1', homeBranchId: 1 },
  }),
  'PATCH /api/desk/units/:id': (): InjectOptions => ({
    method: 'PATCH',
    url: `/api/desk/units/${matrixUnits.edit}`,
    payload: { notes: 'Matrix' },
  }),
  'POST /api/desk/units/:id/retire': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/units/${matrixUnits.retire}/retire`,
    payload: { reason: 'Matrix' },
  }),
  'POST /api/desk/units/:id/repair': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/units/${matrixUnits.repair}/repair`,
    payload: { reason: 'Matrix' },
  }),
  'POST /api/desk/units/:id/repair/end': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/units/${matrixUnits.repaired}/repair/end`,
    payload: {},
  }),
  'GET /api/desk/orders/:orderId': get(() => `/api/desk/orders/${matrixDesk.view}`),
  'POST /api/desk/orders/:orderId/units': (): InjectOptions => {
    const [orderId, unitId] = next(matrixDesk.give);
    return { method: 'POST', url: `/api/desk/orders/${orderId}/units`, payload: { unitId } };
  },
  'DELETE /api/desk/orders/:orderId/units/:unitId': (): InjectOptions => {
    const [orderId, unitId] = next(matrixDesk.takeOff);
    return { method: 'DELETE', url: `/api/desk/orders/${orderId}/units/${unitId}` };
  },
  'POST /api/desk/orders/:orderId/handover': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/orders/${next(matrixDesk.handover)[0]}/handover`,
    payload: {
      takenBy: { kind: 'customer' },
      idDocument: { type: 'passport', last4: '0042' },
      signature: drawnSignature(),
      notes: '',
      earlyReason: 'Matrix',
    },
  }),
  'POST /api/desk/orders/:orderId/returns': (): InjectOptions => {
    const [orderId, unitId] = next(matrixDesk.returns);
    return {
      method: 'POST',
      url: `/api/desk/orders/${orderId}/returns`,
      payload: { units: [{ unitId, condition: 'ok', note: '' }] },
    };
  },
  'POST /api/desk/orders/:orderId/charges': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/orders/${next(matrixDesk.charges)[0]}/charges`,
    payload: { charge: 'damage', amount: 500, reason: 'Matrix' },
  }),
  'GET /api/desk/orders/:orderId/alternatives': get(
    () => `/api/desk/orders/${matrixDesk.alternative[0]?.[0]}/alternatives`,
  ),
  'POST /api/desk/orders/:orderId/confirm': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/orders/${next(matrixDesk.confirm)[0]}/confirm`,
  }),
  'POST /api/desk/orders/:orderId/cancel': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/orders/${next(matrixDesk.cancel)[0]}/cancel`,
    payload: { message: 'Matrix' },
  }),
  'POST /api/desk/orders/:orderId/alternative': (): InjectOptions => {
    const [orderId, productId] = next(matrixDesk.alternative);
    return {
      method: 'POST',
      url: `/api/desk/orders/${orderId}/alternative`,
      payload: { productId, alternativeId: matrixDesk.alternativeId, message: '' },
    };
  },
  'POST /api/desk/orders/:orderId/photos': (): InjectOptions => ({
    method: 'POST',
    url: `/api/desk/orders/${matrixDesk.charges[0]?.[0]}/photos`,
    headers: { 'content-type': 'image/jpeg' },
    payload: matrixDesk.jpeg,
  }),
  'GET /api/desk/orders/:orderId/photos/:photoId': get(
    (f) => `/api/desk/orders/${f.photoOrderId}/photos/${f.photoId}`,
  ),
  'GET /api/protocols/:code/photos/:photoId': get(
    (f, secret) => `/api/protocols/${secret ?? f.returnCode}/photos/${f.photoId}`,
  ),
  'GET /api/protocols/:code': get((f, secret) => `/api/protocols/${secret ?? f.protocolCode}`),
  'GET /api/protocols/:code/pdf': get(
    (f, secret) => `/api/protocols/${secret ?? f.protocolCode}/pdf`,
  ),
  'POST /api/user-account/detail': post('/api/user-account/detail'),
  'POST /api/user-account/verify-email': post('/api/user-account/verify-email', (f) => ({
    email: f.ownerEmail,
  })),
  'POST /api/user-account/register': post('/api/user-account/register', () => ({
    firstname: 'Matrix',
    lastname: 'Registrace',
    email: 'matrix-registrace@example.cz',
    password: 'kamera-2026',
    confirmPassword: 'kamera-2026',
  })),
  'POST /api/user-account/confirm-email': post('/api/user-account/confirm-email', () => ({
    token: 'A'.repeat(43),
  })),
  'POST /api/user-account/resend-confirmation': post(
    '/api/user-account/resend-confirmation',
    (f) => ({ email: f.ownerEmail, password: 'kamera-2026' }),
  ),
  'POST /api/user-account/forgot-password': post('/api/user-account/forgot-password', (f) => ({
    email: f.ownerEmail,
  })),
  'POST /api/user-account/reset-password': post('/api/user-account/reset-password', () => ({
    token: 'A'.repeat(43),
    password: 'kamera-2026',
    confirmPassword: 'kamera-2026',
  })),
  'POST /api/user-account/update': post('/api/user-account/update', () => ({
    phone: '603 123 456',
  })),
  'GET /api/categories': get(() => '/api/categories'),
  'GET /api/category/groups': get(() => '/api/category/groups'),
  'GET /api/category/:id': get(() => '/api/category/1'),
  'GET /api/product/:id': get(() => '/api/product/17'),
  'GET /api/product': get(() => '/api/product?id=17'),
  'GET /api/product/:id/related': get(() => '/api/product/17/related'),
  'GET /api/product/:id/accessories': get(() => '/api/product/17/accessories'),
  'GET /api/product/:id/availability': get(() => '/api/product/17/availability'),
  'GET /api/products/latest': get(() => '/api/products/latest'),
  'GET /api/products/featured': get(() => '/api/products/featured'),
  'POST /api/products': post('/api/products', () => ({ limit: '3' })),
  'GET /api/product-image/:id.svg': get(() => '/api/product-image/17.svg'),
  'GET /api/product-image/:id.png': get(() => '/api/product-image/17.png'),
  'GET /api/product-manual/:id.pdf': get(() => '/api/product-manual/17.pdf'),
  'POST /api/cart/generate': post('/api/cart/generate'),
  'GET /api/cart/:cartCode': get((f, secret) => `/api/cart/${secret ?? f.cartCode}`),
  'POST /api/cart/update': post('/api/cart/update', (f, secret) => ({
    cartCode: secret ?? f.cartCode,
    cart: JSON.stringify({ kind: 'Additional', note: 'Matrix' }),
  })),
  'POST /api/cart/regenerate': post('/api/cart/regenerate', (f, secret) => ({
    orderNumber: f.orderNumber,
    code: secret ?? f.estimateCode,
  })),
  'POST /api/cart/link': post('/api/cart/link', (f, secret) => ({
    cartCode: secret ?? f.cartCode,
  })),
  'POST /api/cart/unlink': post('/api/cart/unlink', (f, secret) => ({
    cartCode: secret ?? f.cartCode,
  })),
  'POST /api/cart/share': post('/api/cart/share', (f, secret) => ({
    cartCode: secret ?? f.cartCode,
    senderEmail: 'odesilatel@example.cz',
    senderName: 'Matrix',
    // A recipient of its own per call: sharing is limited per recipient too.
    recipientEmail: `prijemce-${(secret ?? 'real').slice(0, 12)}@example.cz`,
  })),
  'GET /api/document/:type/:code': get(
    (_f, secret) => `/api/document/estimate/${secret ?? f.documentCode}`,
  ),
  'GET /api/document/:type/:code/pdf': get(
    (fixture, secret) => `/api/document/estimate/${secret ?? fixture.documentCode}/pdf`,
  ),
  'GET /api/document/:type/:code/isdoc': get(
    (fixture, secret) => `/api/document/estimate/${secret ?? fixture.documentCode}/isdoc`,
  ),
  'GET /api/order/product-list': get(
    (f, secret) => `/api/order/product-list?code=${secret ?? f.productListCode}`,
  ),
  'GET /api/order/product-list-pdf': get(
    (f, secret) => `/api/order/product-list-pdf?code=${secret ?? f.productListCode}&grouped=1`,
  ),
  'GET /api/order/product-list.pdf': get(
    (f, secret) => `/api/order/product-list.pdf?code=${secret ?? f.productListCode}&lang=en`,
  ),
  'POST /api/order/product-list-send': post('/api/order/product-list-send', (f, secret) => ({
    code: secret ?? f.crewListCode,
    // A recipient of its own per call: sending is limited per recipient too.
    email: `stab-${(secret ?? 'real').slice(0, 12)}@example.cz`,
  })),
  'GET /api/price-offer/:code': get(
    (f, secret) => `/api/price-offer/${secret ?? f.priceOfferCode}`,
  ),
  'GET /api/page/list': get(() => '/api/page/list'),
  'GET /api/page/:slug': get(() => '/api/page/faq'),
  'GET /api/branches': get(() => '/api/branches'),
  'GET /api/slug': get(() => '/api/slug?path=/kamery'),
  'GET /api/redirect': get(() => '/api/redirect?path=/stara-stranka'),
  'GET /api/maps/address-autocomplete': get(() => '/api/maps/address-autocomplete?query=Korunni'),
  'GET /api/user-company/ares': get(() => '/api/user-company/ares?taxRegNo=17508622'),
  'GET /api/company-contact/roles': get(() => '/api/company-contact/roles'),
  'POST /api/user-company/list': post('/api/user-company/list'),
  'POST /api/user-company/save': post('/api/user-company/save', (f) => ({
    company: JSON.stringify({
      id: f.companyId,
      name: 'Majitelova produkce s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      zipCode: '101 00',
      country: 'CZ',
      taxRegNo: '17508622',
      vatRegNo: 'CZ17508622',
    }),
  })),
  'POST /api/user-company/support': post('/api/user-company/support', (f) => ({
    companyId: String(f.companyId),
    message: 'Matrix',
  })),
  'POST /api/user-company/delete': post('/api/user-company/delete', () => ({ id: '999999' })),
  'POST /api/company-contact/save': post('/api/company-contact/save', (f) => ({
    companyId: String(f.companyId),
    // A new contact each call: the same e-mail twice is refused (409).
    contact: JSON.stringify({
      email: newContactEmail(),
      roleId: ['finance'],
    }),
  })),
  'POST /api/company-contact/delete': post('/api/company-contact/delete', (f) => ({
    companyId: String(f.companyId),
    contactId: '999999',
  })),
  'GET /api/order/received/:orderNumber': get(
    (f, secret) => `/api/order/received/${f.orderNumber}?code=${secret ?? f.estimateCode}`,
  ),
  'GET /api/orders': get(() => '/api/orders'),
  'GET /api/order/:id': get((f) => `/api/order/${f.orderNumber}`),
  'POST /api/order/update': (f): InjectOptions => ({
    method: 'POST',
    url: '/api/order/update',
    payload: { orderNumber: f.orderNumber, orderAction: 'listShippingOptions' },
  }),
  'GET /api/order/insurance/:id': get((f) => `/api/order/insurance/${f.orderNumber}`),
  'GET /api/invoices': get(() => '/api/invoices'),
  'GET /api/projects': get(() => '/api/projects'),
  'GET /api/favourites': get(() => '/api/favourites'),
  'POST /api/favourites/add': post('/api/favourites/add', () => ({ productId: '17' })),
  'POST /api/favourites/remove': post('/api/favourites/remove', () => ({ productId: '17' })),
  'POST /api/favourites/merge': post('/api/favourites/merge', () => ({ productIds: '17' })),
  'POST /api/favourites/watch': post('/api/favourites/watch', () => ({
    productId: '17',
    dateFrom: '2033-02-07T10:00',
    dateTo: '2033-02-08T10:00',
    quantity: '50',
  })),
  'POST /api/favourites/unwatch': post('/api/favourites/unwatch', () => ({ id: '1' })),
  'POST /api/payment/create': post('/api/payment/create', (f, secret) => ({
    orderNumber: f.orderNumber,
    code: secret ?? f.estimateCode,
  })),
  'GET /api/payment/status/:paymentId': get(
    (f, secret) => `/api/payment/status/${f.paymentId}?code=${secret ?? f.estimateCode}`,
  ),
  'GET /api/payment/notify': get((f, secret) => `/api/payment/notify?id=${secret ?? f.paymentId}`),
  'GET /api/payment/return': get((f) => `/api/payment/return?id=${f.paymentId}&lang=cs`),
  'POST /api/sandbox-gateway/oauth2/token': post('/api/sandbox-gateway/oauth2/token', () => ({
    grant_type: 'client_credentials',
  })),
  'POST /api/sandbox-gateway/payments/payment': (): InjectOptions => ({
    method: 'POST',
    url: '/api/sandbox-gateway/payments/payment',
    payload: {},
  }),
  'GET /api/sandbox-gateway/payments/payment/:id': get(
    (f) => `/api/sandbox-gateway/payments/payment/${f.paymentId}`,
  ),
  'GET /api/sandbox-gateway/pay/:id': get(
    (f, secret) => `/api/sandbox-gateway/pay/${f.paymentId}?secret=${secret ?? f.paymentSecret}`,
  ),
  'POST /api/sandbox-gateway/pay/:id': (f, secret) => ({
    method: 'POST',
    url: `/api/sandbox-gateway/pay/${f.paymentId}?secret=${secret ?? f.paymentSecret}`,
    ...form({ action: 'cancel' }),
  }),
  'POST /api/remote-failures': (): InjectOptions => ({
    method: 'POST',
    url: '/api/remote-failures',
    payload: { remote: 'catalog', version: 'v3', stage: 'load', message: 'x', fallback: 'v2' },
  }),
  'GET /api/remote-failures/status': get(
    (_f, secret) => `/api/remote-failures/status?code=${secret ?? STATUS_CODE}`,
  ),
  'POST /api/staff/commands': (): InjectOptions => ({
    method: 'POST',
    url: '/api/staff/commands',
    payload: { argv: ['orders'] },
  }),
  'GET /api/dev/emails': get(() => '/api/dev/emails'),
  'GET /api/dev/emails.json': get(() => '/api/dev/emails.json'),
  'GET /api/dev/emails/previews': get(() => '/api/dev/emails/previews'),
  'GET /robots.txt': get(() => '/robots.txt'),
  'GET /sitemap.xml': get(() => '/sitemap.xml'),
  'GET /index-sitemap.xml': get(() => '/index-sitemap.xml'),
  'GET /cs-sitemap.xml': get(() => '/cs-sitemap.xml'),
  'GET /en-sitemap.xml': get(() => '/en-sitemap.xml'),
  'GET /vop': get(() => '/vop'),
  'GET /feeds/heureka.xml': get(() => '/feeds/heureka.xml'),
  'GET /feeds/zbozi.xml': get(() => '/feeds/zbozi.xml'),
  'GET /login': get(() => '/login'),
  'GET /e/:hash': get((f, secret) => `/e/${secret ?? f.estimateShortHash}`),
  'GET /en/e/:hash': get((f, secret) => `/en/e/${secret ?? f.estimateShortHash}`),
  'GET /i/:hash': get((f, secret) => `/i/${secret ?? f.invoiceShortHash}`),
  'GET /en/i/:hash': get((f, secret) => `/en/i/${secret ?? f.invoiceShortHash}`),
};

function example(key: string): Example {
  const found = EXAMPLES[key];
  if (!found) throw new Error(`no example request for ${key}`);
  return found;
}

/** Guesses of a secret: well-formed, random, and one character off the real one. */
function guesses(real: string): string[] {
  const flipped = `${real.slice(0, -1)}${real.endsWith('0') ? '1' : '0'}`;
  return ['0123456789abcdef0123456789abcdef', 'AAAAAAAAAAAAAAAAAAAAAA', flipped];
}

/** The capability secret a route's example carries by default. */
function secretOf(key: string, f: Fixture): string {
  if (key.includes('/remote-failures/status')) return STATUS_CODE;
  if (key.includes('/cart/') && !key.includes('regenerate')) return f.cartCode;
  if (key.includes('/document/')) return f.documentCode;
  if (key.includes('/protocols/')) return f.protocolCode;
  if (key.includes('/product-list')) return f.productListCode;
  if (key.includes('/price-offer/')) return f.priceOfferCode;
  if (/ (\/en)?\/e\//.test(key)) return f.estimateShortHash;
  if (/ (\/en)?\/i\//.test(key)) return f.invoiceShortHash;
  if (key.includes('/sandbox-gateway/pay/')) return f.paymentSecret;
  return f.estimateCode;
}

const DENIED = [401, 403, 404];

/** Signed-in routes of the caller's orders: another customer's order is not found (404). */
const ORDER_ROUTES = [
  'GET /api/orders',
  'GET /api/order/:id',
  'GET /api/order/insurance/:id',
  'POST /api/order/update',
];

/** Linking a cart answers the cart, not the customer's data: proven by its own test below. */
const CART_LINK_ROUTES = ['POST /api/cart/link'];

/** The companies and contacts: by company role, proven by their own test below. */
const COMPANY_ROUTES = [
  'GET /api/company-contact/roles',
  'POST /api/user-company/list',
  'POST /api/user-company/save',
  'POST /api/user-company/support',
  'POST /api/user-company/delete',
  'POST /api/company-contact/save',
  'POST /api/company-contact/delete',
];

/** The account's invoices and projects: own orders plus the companies a role opens; own test below. */
const ACCOUNT_LIST_ROUTES = ['GET /api/invoices', 'GET /api/projects'];

/** The signed-in customer's favourites answer products, not the customer: their own test below. */
const FAVOURITE_ROUTES = [
  'GET /api/favourites',
  'POST /api/favourites/add',
  'POST /api/favourites/remove',
  'POST /api/favourites/merge',
  'POST /api/favourites/watch',
  'POST /api/favourites/unwatch',
];

function assertNothingOf(response: LightMyRequestResponse, f: Fixture, label: string) {
  assert.ok(DENIED.includes(response.statusCode), `${label}: ${response.statusCode}`);
  for (const marker of [f.ownerEmail, f.estimateCode, f.documentCode, f.cartCode]) {
    assert.ok(!response.body.includes(marker), `${label} tells ${marker}`);
  }
}

let t: TestApp;
let f: Fixture;
/** Seeded units of one product for the unit routes: each write route has a unit of its own. */
const matrixUnits = { productId: 0, label: '', edit: 0, retire: 0, repair: 0, repaired: 0 };
let rows: Array<{ key: string; access: RouteAccess }>;

/**
 * Orders at the desk for its write routes: each call of a write's example takes the next
 * [order, unit] of its list (a write that succeeds once cannot succeed again on the same order).
 */
const matrixDesk = {
  view: 0,
  give: [] as Array<[number, number]>,
  takeOff: [] as Array<[number, number]>,
  handover: [] as Array<[number, number]>,
  returns: [] as Array<[number, number]>,
  charges: [] as Array<[number, number]>,
  /** Conflict orders (CREATED): [order, 0] that fit, [order, product] that lack it. */
  confirm: [] as Array<[number, number]>,
  cancel: [] as Array<[number, number]>,
  alternative: [] as Array<[number, number]>,
  alternativeId: 0,
  /** A camera's photo for the photo route. */
  jpeg: Buffer.alloc(0) as Buffer,
};
const cursors = new Map<unknown, number>();
function next(list: Array<[number, number]>): [number, number] {
  const at = cursors.get(list) ?? 0;
  cursors.set(list, at + 1);
  const found = list[at % list.length];
  if (!found) throw new Error('no desk order prepared');
  return found;
}

/** Orders of one piece each, of a product of its own, in the states the desk's writes need. */
async function prepareDeskOrders(db: TestApp['database']['db']): Promise<void> {
  const [product] = await db
    .insert(products)
    .values({
      slug: 'matice-pult',
      slugEn: 'matrix-desk',
      name: 'Matice pult',
      nameEn: 'Matrix desk',
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(product);
  const unitIds = await giveUnits(db, product.id, 20);
  const worker = await addStaffMember(db, {
    email: 'matice-priprava@example.cz',
    name: 'Matice',
    role: 'desk',
    password: 'matice-heslo-2026',
  });
  assert.ok(worker);
  const week = testWeek(40);
  const now = new Date();
  for (const [index, unitId] of unitIds.entries()) {
    const { orderId } = await placeTestOrder(db, {
      lines: [{ productId: product.id, quantity: 1 }],
      from: `${week(index * 7)}T10:00`,
      to: `${week(index * 7 + 1)}T10:00`,
    });
    const group = Math.floor(index / 4);
    if (group === 0) {
      matrixDesk.give.push([orderId, unitId]);
      matrixDesk.view = orderId;
      continue;
    }
    await giveUnit(db, worker, orderId, { unitId }, now);
    if (group === 1) matrixDesk.takeOff.push([orderId, unitId]);
    if (group === 2) matrixDesk.handover.push([orderId, unitId]);
    if (group >= 3) {
      await handOver(
        db,
        worker,
        orderId,
        {
          takenBy: { kind: 'customer' },
          idDocument: { type: 'id-card', last4: '0001' },
          signature: drawnSignature(),
          notes: '',
          earlyReason: 'Matrix',
        },
        now,
      );
      (group === 3 ? matrixDesk.returns : matrixDesk.charges).push([orderId, unitId]);
    }
  }
  await prepareConflicts(db, product.id, unitIds.length, testWeek(80));
}

/** Conflict orders for the board's steps: two that fit, two to cancel, two that lack a piece. */
async function prepareConflicts(
  db: TestApp['database']['db'],
  productId: number,
  stock: number,
  week: (offset: number) => string,
): Promise<void> {
  const [alternative] = await db
    .insert(products)
    .values({
      slug: 'matice-nahrada',
      slugEn: 'matrix-alternative',
      name: 'Matice náhrada',
      nameEn: 'Matrix alternative',
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(alternative);
  await giveUnits(db, alternative.id, stock + 2);
  await db.insert(productAlternatives).values({ productId, alternativeId: alternative.id });
  matrixDesk.alternativeId = alternative.id;
  for (const [index, list] of [
    matrixDesk.confirm,
    matrixDesk.confirm,
    matrixDesk.cancel,
    matrixDesk.cancel,
    matrixDesk.alternative,
    matrixDesk.alternative,
  ].entries()) {
    const short = list === matrixDesk.alternative;
    const placed = await placeTestOrder(db, {
      lines: [{ productId, quantity: short ? stock + 1 : 1 }],
      from: `${week(index)}T10:00`,
      to: `${week(index)}T18:00`,
    });
    await db.update(orders).set({ status: 'CREATED' }).where(eq(orders.id, placed.orderId));
    list.push([placed.orderId, short ? productId : 0]);
  }
}

before(async () => {
  t = await createTestApp({
    config: { devPages: true, staffStatusCode: STATUS_CODE, staffToken: STAFF_TOKEN },
  });
  f = await makeCapabilityFixture(t.app, t.database.db);
  const seeded = await t.database.db
    .select()
    .from(units)
    .where(eq(units.state, 'available'))
    .orderBy(units.id)
    .limit(4);
  const [edit, retire, repair, repaired] = seeded;
  assert.ok(edit && retire && repair && repaired, 'the seed has units');
  Object.assign(matrixUnits, {
    productId: edit.productId,
    label: edit.labelCode,
    edit: edit.id,
    retire: retire.id,
    repair: repair.id,
    repaired: repaired.id,
  });
  await t.database.db.update(units).set({ state: 'in_repair' }).where(eq(units.id, repaired.id));
  await t.database.db.insert(unitRepairs).values({ unitId: repaired.id, reason: 'Matrix' });
  await prepareDeskOrders(t.database.db);
  matrixDesk.jpeg = await testJpeg();
  rows = t.app.routeCatalogue.map((route) => ({
    key: `${route.method} ${route.url}`,
    access: route.access,
  }));
});
after(async () => {
  await t?.close();
});

const withCookie = (request: InjectOptions, cookie: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, cookie },
});

const bearer = (request: InjectOptions, token: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, authorization: `Bearer ${token}` },
});

describe('the route-access matrix', () => {
  it('has a row for every route of the app, and none for a route that is gone', () => {
    const keys = rows.map((row) => row.key).sort();
    assert.deepEqual(keys, Object.keys(EXAMPLES).sort());
  });

  it('refuses to start with a route that declares no access rule', async () => {
    const app = buildApp({ db: t.database.db });
    app.register(async (scope) => {
      scope.get('/api/undeclared', async () => ({ ok: true }));
    });
    await assert.rejects(async () => app.ready(), /declares no access rule/);
    await app.close().catch(() => {});
  });

  it('lets anyone call a public route', async () => {
    for (const { key, access } of rows.filter((row) => row.access.kind === 'public')) {
      const response = await t.app.inject(example(key)(f));
      assert.ok(
        response.statusCode < 500 && ![401, 403].includes(response.statusCode),
        `${key} (${access.kind}): ${response.statusCode} ${response.body.slice(0, 120)}`,
      );
    }
  });

  it('answers a signed-in route only to a live session, with the caller’s own data', async () => {
    for (const { key } of rows.filter(
      (row) =>
        row.access.kind === 'signed-in' &&
        !ORDER_ROUTES.includes(row.key) &&
        !CART_LINK_ROUTES.includes(row.key) &&
        !COMPANY_ROUTES.includes(row.key) &&
        !FAVOURITE_ROUTES.includes(row.key) &&
        !ACCOUNT_LIST_ROUTES.includes(row.key),
    )) {
      const request = example(key)(f);
      assertNothingOf(await t.app.inject(request), f, `${key} anonymous`);
      assertNothingOf(await t.app.inject(bearer(request, 'x'.repeat(43))), f, `${key} forged`);
      const other = await t.app.inject(bearer(request, f.otherToken));
      assert.equal(other.statusCode, 200, `${key} signed in`);
      assert.ok(!other.body.includes(f.ownerEmail), `${key} shows another customer's data`);
      const own = await t.app.inject(bearer(request, f.ownerToken));
      assert.ok(own.body.includes(f.ownerEmail), `${key} shows the owner their data`);
    }
  });

  it('lets no shared cache keep what a signed-in route answers', async () => {
    for (const { key } of rows.filter((row) => row.access.kind === 'signed-in')) {
      const request = example(key)(f);
      // Refusals and reads here: the matrix's other tests change nothing of the fixture.
      const answers = [
        await t.app.inject(request),
        await t.app.inject(bearer(request, 'x'.repeat(43))),
        ...(request.method === 'GET' ? [await t.app.inject(bearer(request, f.ownerToken))] : []),
      ];
      for (const response of answers) {
        assert.equal(
          response.headers['cache-control'],
          'no-store',
          `${key} ${response.statusCode}`,
        );
      }
    }
  });

  it('lets no cache keep the answer to a write, its refusals included', async () => {
    const generated = await t.app.inject({ method: 'POST', url: '/api/cart/generate' });
    assert.equal(generated.statusCode, 200);
    assert.equal(generated.headers['cache-control'], 'no-store', 'a new cart code');
    const writes = t.app.routeCatalogue.filter((route) => route.method !== 'GET');
    assert.ok(writes.length > 20, 'the writes of the shop');
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x');
      // An empty form: refused (or answered) before anything is written.
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      const control = String(response.headers['cache-control'] ?? '');
      assert.match(
        control,
        /no-store|private/,
        `${route.method} ${route.url} ${response.statusCode}`,
      );
    }
  });

  it('opens a capability route with its secret and gives a guessed one nothing', async () => {
    for (const { key, access } of rows.filter((row) => row.access.kind === 'capability')) {
      const request = example(key);
      for (const guess of guesses(secretOf(key, f))) {
        assertNothingOf(await t.app.inject(request(f, guess)), f, `${key} guessed ${guess}`);
        if (access.kind === 'capability' && access.orSignedInOwner) {
          const stranger = await t.app.inject(bearer(request(f, guess), f.otherToken));
          assertNothingOf(stranger, f, `${key} another customer with ${guess}`);
        }
      }
    }
    // The real secrets open them (the cancelling card form last: it ends the payment).
    const real = rows.filter((row) => row.access.kind === 'capability');
    for (const { key } of [...real].sort(
      (a, b) =>
        Number(a.key.startsWith('POST /api/sandbox')) -
        Number(b.key.startsWith('POST /api/sandbox')),
    )) {
      const response = await t.app.inject(example(key)(f));
      assert.ok(
        response.statusCode < 400 || response.statusCode === 409,
        `${key} with its secret: ${response.statusCode} ${response.body.slice(0, 160)}`,
      );
    }
  });

  it('opens a gear list only with its own codes, the crew’s without a price', async () => {
    const list = (code: string) =>
      t.app.inject({ method: 'GET', url: `/api/order/product-list?code=${code}` });
    for (const other of [f.estimateCode, f.documentCode, f.cartCode, f.estimateShortHash]) {
      assertNothingOf(await list(other), f, `product list with another secret ${other}`);
    }
    const priced = await list(f.productListCode);
    assert.equal(priced.statusCode, 200);
    assert.equal((priced.json() as { result: { kind: string } }).result.kind, 'prices');
    const crew = await list(f.crewListCode);
    assert.equal(crew.statusCode, 200);
    assert.equal((crew.json() as { result: { kind: string } }).result.kind, 'crew');
    assert.ok(!crew.body.includes('"totalWithVat"') && !crew.body.includes('"unitPrice"'));
    // A short link opens its own type of document only: an estimate's hash is no invoice's.
    assertNothingOf(
      await t.app.inject({ method: 'GET', url: `/i/${f.estimateShortHash}` }),
      f,
      'an estimate as an invoice',
    );
  });

  it('answers the account’s order routes only to the order’s signed-in owner', async () => {
    for (const key of ORDER_ROUTES) {
      const request = example(key)(f);
      assert.equal((await t.app.inject(request)).statusCode, 401, `${key} anonymous`);
      assertNothingOf(await t.app.inject(bearer(request, 'x'.repeat(43))), f, `${key} forged`);
      const other = await t.app.inject(bearer(request, f.otherToken));
      assert.equal(other.statusCode, key === 'GET /api/orders' ? 200 : 404, `${key} another`);
      assert.ok(!other.body.includes(f.orderNumber), `${key} shows another customer's order`);
      const own = await t.app.inject(bearer(request, f.ownerToken));
      assert.equal(own.statusCode, 200, `${key} owner`);
      // The insurance answer is the order's insurance alone, without its number.
      if (!key.includes('/insurance/')) {
        assert.ok(own.body.includes(f.orderNumber), `${key} shows the owner their order`);
      }
    }
  });

  it('answers the favourites only to a live session, each customer their own', async () => {
    for (const key of FAVOURITE_ROUTES) {
      const request = example(key)(f);
      assert.equal((await t.app.inject(request)).statusCode, 401, `${key} anonymous`);
      const forged = await t.app.inject(bearer(request, 'x'.repeat(43)));
      assert.equal(forged.statusCode, 401, `${key} forged`);
    }
    const listOf = async (token: string) =>
      (await t.app.inject(bearer(example('GET /api/favourites')(f), token))).json() as {
        favourites: Array<{ product: { id: number }; watches: Array<{ id: number }> }>;
      };
    const watched = await t.app.inject(
      bearer(example('POST /api/favourites/watch')(f), f.ownerToken),
    );
    assert.equal(watched.statusCode, 200, watched.body);
    const watchId = (watched.json() as { watch: { id: number } | null }).watch?.id;
    assert.ok(watchId, 'a watch of 50 pieces waits');
    assert.deepEqual(
      (await listOf(f.ownerToken)).favourites.map((favourite) => favourite.product.id),
      [17],
    );
    assert.deepEqual((await listOf(f.otherToken)).favourites, [], 'another customer sees none');
    const unwatch = post('/api/favourites/unwatch', () => ({ id: String(watchId) }))(f);
    const stranger = await t.app.inject(bearer(unwatch, f.otherToken));
    assert.equal(stranger.statusCode, 404, 'another customer cannot end the watch');
    const removed = await t.app.inject(
      bearer(example('POST /api/favourites/remove')(f), f.otherToken),
    );
    assert.equal(removed.statusCode, 200);
    assert.equal((await listOf(f.ownerToken)).favourites[0]?.watches[0]?.id, watchId);
    assert.equal((await t.app.inject(bearer(unwatch, f.ownerToken))).statusCode, 200);
    assert.deepEqual((await listOf(f.ownerToken)).favourites[0]?.watches, []);
  });

  it('answers invoices and projects to a live session, with the orders the caller may read', async () => {
    for (const key of ACCOUNT_LIST_ROUTES) {
      const request = example(key)(f);
      assert.equal((await t.app.inject(request)).statusCode, 401, `${key} anonymous`);
      assertNothingOf(await t.app.inject(bearer(request, 'x'.repeat(43))), f, `${key} forged`);
    }
    const db = t.database.db;
    // The owner's order in a project of its own; a company's order (placed by an employee as a
    // guest) in another, seen by the company's owner and contacts by their roles.
    await db
      .update(orders)
      .set({ projectName: 'Matice vlastník' })
      .where(eq(orders.orderNumber, f.orderNumber));
    const companyOwner = await customerWithOrder(t.app, db, 'matice-firma@example.cz');
    const company = { id: await ownedCompany(db, 'matice-firma@example.cz', 'Matice s.r.o.') };
    const billed = await placeTestOrder(db, {
      lines: [{ productId: 4, quantity: 1 }],
      email: 'matice-zamestnanec@example.cz',
    });
    await db
      .update(orders)
      .set({ companyId: company.id, projectName: 'Matice firma' })
      .where(eq(orders.id, billed.orderId));
    const contact = async (role: CompanyRole) => {
      const email = `matice-${role}@example.cz`;
      const signedIn = await customerWithOrder(t.app, db, email);
      await db.update(customers).set({ emailVerified: true }).where(eq(customers.email, email));
      await db.insert(companyContacts).values({ companyId: company.id, email, roles: [role] });
      return signedIn.accessToken;
    };
    // [caller, token, sees the owner's order, the company's invoices, the company's projects]
    const callers: Array<[string, string, boolean, boolean, boolean]> = [
      ['the orders’ owner', f.ownerToken, true, false, false],
      ['another customer', f.otherToken, false, false, false],
      ['the company’s owner', companyOwner.accessToken, false, true, true],
      ['finance', await contact('finance'), false, true, false],
      ['billing-and-receiving', await contact('billing-and-receiving'), false, true, true],
      ['administrator', await contact('administrator'), false, false, true],
    ];
    for (const [who, token, own, companyInvoices, companyProjects] of callers) {
      const invoices = await t.app.inject(bearer(example('GET /api/invoices')(f), token));
      assert.equal(invoices.statusCode, 200, `invoices ${who}`);
      assert.equal(invoices.body.includes(f.estimateCode), own, `invoices ${who}: owner’s`);
      assert.equal(
        invoices.body.includes(billed.estimateCode),
        companyInvoices,
        `invoices ${who}: company’s`,
      );
      const projects = await t.app.inject(bearer(example('GET /api/projects')(f), token));
      assert.equal(projects.statusCode, 200, `projects ${who}`);
      assert.equal(projects.body.includes('Matice vlastník'), own, `projects ${who}: owner’s`);
      assert.equal(
        projects.body.includes('Matice firma'),
        companyProjects,
        `projects ${who}: company’s`,
      );
    }
  });

  it('answers the company routes by the caller’s role in the company, strangers 404', async () => {
    // key → the answer of owner, administrator, finance, billing-and-receiving, another customer
    const table: Array<[string, number[]]> = [
      ['GET /api/company-contact/roles', [200, 200, 200, 200, 200]],
      ['POST /api/user-company/list', [200, 200, 200, 200, 200]],
      ['POST /api/user-company/save', [200, 200, 403, 403, 404]],
      ['POST /api/user-company/support', [200, 200, 403, 403, 404]],
      ['POST /api/user-company/delete', [404, 404, 404, 404, 404]],
      ['POST /api/company-contact/save', [200, 200, 403, 403, 404]],
      ['POST /api/company-contact/delete', [404, 404, 403, 403, 404]],
    ];
    assert.deepEqual(table.map(([key]) => key).sort(), [...COMPANY_ROUTES].sort());
    const callers = [f.ownerToken, f.adminToken, f.financeToken, f.receivingToken, f.otherToken];
    for (const [key, expected] of table) {
      const request = example(key)(f);
      assert.equal((await t.app.inject(request)).statusCode, 401, `${key} anonymous`);
      assertNothingOf(await t.app.inject(bearer(request, 'x'.repeat(43))), f, `${key} forged`);
      const answers = [];
      for (const token of callers) {
        answers.push((await t.app.inject(bearer(example(key)(f), token))).statusCode);
      }
      assert.deepEqual(answers, expected, key);
      const other = await t.app.inject(bearer(request, f.otherToken));
      assert.ok(!other.body.includes('spravce-firmy@example.cz'), `${key} tells a stranger`);
    }
    // Only the owner deletes the company: the administrator is refused, the owner is not.
    const remove = post('/api/user-company/delete', () => ({ id: String(f.companyId) }))(f);
    assert.equal((await t.app.inject(bearer(remove, f.adminToken))).statusCode, 403);
    assert.equal((await t.app.inject(bearer(remove, f.otherToken))).statusCode, 404);
  });

  it('lets the company order be read by the owner, administrator and billing-and-receiving only', async () => {
    const request = get((fx) => `/api/order/${fx.companyOrderNumber}`)(f);
    const read = async (token: string) => (await t.app.inject(bearer(request, token))).statusCode;
    assert.equal(await read(f.ownerToken), 200);
    assert.equal(await read(f.adminToken), 200);
    assert.equal(await read(f.receivingToken), 200);
    assert.equal(await read(f.financeToken), 404);
    assert.equal(await read(f.otherToken), 404);
    assert.equal((await t.app.inject(request)).statusCode, 401);
  });

  it('links a cart only for a live session, and never to take over another customer’s', async () => {
    const generated = await t.app.inject({ method: 'POST', url: '/api/cart/generate' });
    const cartCode = (generated.json() as { cartCode: string }).cartCode;
    const link = post('/api/cart/link', () => ({ cartCode }))(f);
    for (const request of [link, bearer(link, 'x'.repeat(43))]) {
      const response = await t.app.inject(request);
      assert.equal(response.statusCode, 401);
      assert.ok(!response.body.includes(cartCode));
    }
    const guessed = post('/api/cart/link', () => ({ cartCode: guesses(cartCode)[2] ?? '' }))(f);
    assertNothingOf(await t.app.inject(bearer(guessed, f.ownerToken)), f, 'link a guessed cart');
    const own = await t.app.inject(bearer(link, f.ownerToken));
    assert.equal(own.statusCode, 200);
    assert.ok(own.body.includes(f.ownerEmail), 'the owner’s cart shows their data');
    const other = await t.app.inject(bearer(link, f.otherToken));
    assert.equal(other.statusCode, 409);
    assert.ok(!other.body.includes(f.ownerEmail), 'another customer sees nothing of the owner');
    const detach = post('/api/cart/unlink', () => ({ cartCode }))(f);
    assert.equal((await t.app.inject(bearer(detach, f.otherToken))).statusCode, 409);
    assert.equal((await t.app.inject(bearer(detach, f.ownerToken))).statusCode, 200);
  });

  it('lets the signed-in owner regenerate an order without its code, and no one else', async () => {
    const request = example('POST /api/cart/regenerate')(f, '');
    const withoutCode: InjectOptions = {
      ...request,
      ...form({ orderNumber: f.orderNumber }),
    };
    assertNothingOf(await t.app.inject(withoutCode), f, 'anonymous without a code');
    assertNothingOf(
      await t.app.inject(bearer(withoutCode, f.otherToken)),
      f,
      'another customer without a code',
    );
    assert.equal((await t.app.inject(bearer(withoutCode, f.ownerToken))).statusCode, 200);
  });

  it('keeps the gateway’s API for its OAuth client', async () => {
    for (const { key } of rows.filter((row) => row.access.kind === 'gateway-client')) {
      const request = example(key)(f);
      const anonymous = await t.app.inject(request);
      assert.ok([400, 401].includes(anonymous.statusCode), `${key}: ${anonymous.statusCode}`);
      const forged = await t.app.inject(bearer(request, 'f'.repeat(48)));
      assert.ok([400, 401].includes(forged.statusCode), `${key} forged: ${forged.statusCode}`);
      assert.ok(!forged.body.includes(f.orderNumber));
    }
  });

  it('acknowledges a gateway notification the same for a real and an unknown payment', async () => {
    for (const { key } of rows.filter((row) => row.access.kind === 'gateway-notification')) {
      const real = await t.app.inject(example(key)(f));
      const unknown = await t.app.inject(example(key)(f, '424242424242'));
      assert.equal(real.statusCode, 200);
      assert.equal(unknown.statusCode, real.statusCode);
      assert.equal(unknown.body, real.body);
      assert.deepEqual(real.json(), { success: true });
    }
  });

  it('runs a staff command only with the staff token, and no cache keeps its answer', async () => {
    const staff = rows.filter((row) => row.access.kind === 'staff');
    assert.ok(staff.length > 0);
    for (const { key } of staff) {
      const request = example(key)(f);
      for (const token of [
        undefined,
        'x'.repeat(48),
        f.ownerToken,
        STATUS_CODE,
        STAFF_TOKEN.slice(0, -1),
      ]) {
        const response = await t.app.inject(token ? bearer(request, token) : request);
        assertNothingOf(response, f, `${key} with ${token}`);
        assert.equal(response.statusCode, 401, `${key} with ${token}`);
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.ok(!response.body.includes(f.orderNumber), `${key} with ${token}`);
      }
      const own = await t.app.inject(bearer(request, STAFF_TOKEN));
      assert.equal(own.statusCode, 200, `${key} with the staff token`);
      assert.equal(own.headers['cache-control'], 'no-store');
      assert.ok(own.body.includes(f.orderNumber), `${key} lists the orders`);
    }
  });

  it('opens a desk route only to a staff session whose role allows it, and no cache keeps it', async () => {
    const desk = rows.filter((row) => row.access.kind === 'staff-role');
    assert.ok(desk.length > 0);
    const members = {
      desk: await staffSession(t, 'matrix-pult@example.cz', 'desk'),
      manager: await staffSession(t, 'matrix-vedouci@example.cz', 'manager'),
    };
    for (const { key, access } of desk) {
      if (access.kind !== 'staff-role') continue;
      const request = example(key)(f);
      const refusals: Array<[string, InjectOptions, number]> = [
        ['no cookie', request, 401],
        ['a forged cookie', withCookie(request, `desk_session=${'x'.repeat(43)}`), 401],
        ['a customer token', bearer(request, f.ownerToken), 401],
        ['the staff token', bearer(request, STAFF_TOKEN), 401],
        ['the cookie under another name', withCookie(request, `session=${members.manager}`), 401],
      ];
      if (access.role === 'manager') {
        refusals.push(['a desk worker', withCookie(request, `desk_session=${members.desk}`), 403]);
      }
      for (const [label, refused, status] of refusals) {
        const response = await t.app.inject(refused);
        assertNothingOf(response, f, `${key} with ${label}`);
        assert.equal(response.statusCode, status, `${key} with ${label}`);
        assert.equal(response.headers['cache-control'], 'no-store', `${key} with ${label}`);
      }
      const allowed = access.role === 'manager' ? ['manager'] : ['desk', 'manager'];
      for (const role of allowed) {
        const token = members[role as keyof typeof members];
        // A fresh request: a desk write's example takes an order of its own each time.
        const own = await t.app.inject(withCookie(example(key)(f), `desk_session=${token}`));
        assert.equal(own.statusCode, 200, `${key} as ${role}: ${own.body.slice(0, 120)}`);
        assert.equal(own.headers['cache-control'], 'no-store');
      }
    }
  });

  it('has no development route unless the development pages are on', async () => {
    const development = rows.filter((row) => row.access.kind === 'development');
    assert.ok(development.length > 0);
    const plain = await createTestApp();
    try {
      assert.ok(!plain.app.routeCatalogue.some((route) => route.access.kind === 'development'));
      for (const { key } of development) {
        assert.equal((await plain.app.inject(example(key)(f))).statusCode, 404, key);
      }
    } finally {
      await plain.close();
    }
  });
});

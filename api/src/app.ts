import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteDefinition } from '@shop/shared/routes';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { type Config, loadConfig, type OverloadOptions } from './config';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { emailPreviews } from './email-previews';
import { changeOrder } from './flows/change-order';
import { OUTBOX_COMPOSERS } from './flows/outbox-composers';
import { finishOrder } from './flows/place-order';
import { HttpError } from './lib/http-error';
import { API_PREFIX } from './lib/paths';
import type { RateLimitStore } from './lib/rate-limit-store';
import { describeSchemaErrors, refusedFieldOf } from './lib/validation-message';
import { accountRoutes } from './modules/account';
import { type AuthRoutesOptions, authRoutes, createIdTokenVerifier } from './modules/auth';
import {
  documentPdfRoutes,
  documentRoutes,
  invoiceRoutes,
  paymentRoutes,
  sendPendingMessages,
  shortLinkRoutes,
} from './modules/billing';
import { cartRoutes } from './modules/cart';
import { catalogRoutes } from './modules/catalog';
import { companyContactRoutes, userCompanyRoutes } from './modules/company';
import { contentRoutes } from './modules/content';
import { deskBoardRoutes } from './modules/desk-board';
import { deskConflictRoutes } from './modules/desk-conflict';
import { deskOrderRoutes } from './modules/desk-order';
import { deskPhotoRoutes } from './modules/desk-photo';
import { protocolRoutes } from './modules/desk-protocol';
import { deskStaffRoutes } from './modules/desk-staff';
import { deskTimelineRoutes } from './modules/desk-timeline';
import type { Mailer } from './modules/email';
import { createLocalMailer, devEmailRoutes } from './modules/email';
import { favouriteRoutes } from './modules/favourite';
import { feedRoutes } from './modules/feeds';
import { gearListRoutes } from './modules/gear-list';
import { healthRoutes } from './modules/health';
import { createLocalLookups, type Lookups, lookupRoutes } from './modules/lookup';
import { accountOrderRoutes, orderRoutes } from './modules/order';
import { orderUpdateRoutes } from './modules/order-update';
import type { PaymentGateway } from './modules/payment';
import {
  createGoPayGateway,
  createInjectFetch,
  createSandboxCredentials,
  renderCardPage,
  SANDBOX_GATEWAY_PATH,
  type SandboxGatewayOptions,
  sandboxGatewayRoutes,
} from './modules/payment';
import { priceOfferRoutes } from './modules/price-offer';
import { projectRoutes } from './modules/project';
import { type RegistrationRoutesOptions, registrationRoutes } from './modules/registration';
import { type RemoteFailureRoutesOptions, remoteFailureRoutes } from './modules/remote-failure';
import { siteApiRoutes, siteRootRoutes } from './modules/site';
import { staffAuditRoutes } from './modules/staff-audit';
import type { AuthThrottleOptions } from './modules/throttle';
import { unitRoutes } from './modules/units';
import answerCache from './plugins/answer-cache';
import authenticate from './plugins/authenticate';
import compression from './plugins/compression';
import overload from './plugins/overload';
import routeAccess from './plugins/route-access';
import securityHeaders from './plugins/security-headers';
import { safeValidatorFactory } from './safe-validator';
import { staffRoutes } from './staff/staff-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop database (PGlite or PostgreSQL behind one drizzle interface). */
    db: Database;
    /** The settings the app runs by (loadConfig's, see AppConfig). */
    config: AppConfig;
    /** Address autocomplete and company registry adapters. */
    lookups: Lookups;
    /** The e-mail adapter (SMTP, or the local transport storing messages in `emails`). */
    mailer: Mailer;
    /** The card payment gateway (GoPay, or the API's own sandbox gateway). */
    paymentGateway: PaymentGateway;
    /** Absolute origin of the public site, without a trailing slash (links in e-mails, returns). */
    publicOrigin: string;
    /** Sends the outbox's messages now (after a change committed); never throws. */
    flushOutbox: () => Promise<void>;
    /**
     * A demo shop: card payments go to the API's own sandbox gateway, so nothing paid is real.
     * Every page, e-mail and document then says so.
     */
    demo: boolean;
    /** Where every @fastify/rate-limit counter lives (lib/rate-limit-store; default memory). */
    rateLimitStore: RateLimitStore;
  }
}

/**
 * The settings the app runs by, as `loadConfig` reads them from the environment (the rest of
 * `Config` is the server's: port, database, logs, files). Decorated on the instance as `config`.
 * The load bounds are the one difference: a server always has them (config: API_CONCURRENCY and
 * the rest), an app built without them has none.
 */
const APP_CONFIG_KEYS = [
  'publicOrigin',
  'devPages',
  'accountRequestsPerHour',
  'staffStatusCode',
  'staffToken',
  'google',
  'trustProxy',
  'remoteOrigins',
  'gtmId',
  'publicApiUrl',
] as const satisfies ReadonlyArray<keyof Config>;

export type AppConfig = Pick<Config, (typeof APP_CONFIG_KEYS)[number]> & {
  overload: OverloadOptions | undefined;
};

/** What an unset environment gives (loadConfig's defaults), without load bounds. */
function defaultAppConfig(): AppConfig {
  const config = loadConfig({});
  const picked = Object.fromEntries(APP_CONFIG_KEYS.map((key) => [key, config[key]]));
  return { ...(picked as Pick<Config, (typeof APP_CONFIG_KEYS)[number]>), overload: undefined };
}

/** The app's database, its configuration, and the adapters to what is outside it. */
export interface BuildAppOptions {
  db: Database;
  /**
   * The configuration: a server passes what `loadConfig` read (with the staff token it made);
   * a test names only what it changes from an unset environment's.
   */
  config?: Partial<AppConfig>;
  /** Fastify logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Answer unknown paths outside /api with the JSON 404 as well (default true). Pass false when a
   * plugin registered at the root sets its own not-found handler (e.g. a single-page-app fallback);
   * unknown /api paths keep the JSON 404 either way.
   */
  rootNotFoundHandler?: boolean;
  /**
   * Where the deployed shell's index.html is now (it moves with each shell release): pages the
   * server answers with 404 (an unknown short link) send it, so the shop shows its own not-found
   * page; default none (a JSON 404).
   */
  shellPage?: () => Promise<string | undefined>;
  /**
   * The deployed remotes' route tables (they move with each release): robots.txt keeps crawlers
   * off the paths of pages that are not for search engines; default none (only /api/).
   */
  routeTables?: () => Promise<readonly RouteDefinition[]>;
  /** Outside-service adapters; each defaults to the local one answering from seeded data. */
  lookups?: Partial<Lookups>;
  /** The e-mail adapter; default: the local transport (messages stored in the `emails` table). */
  mailer?: Mailer;
  /**
   * The payment gateway; default: the GoPay client talking (in process, through app.inject) to
   * the sandbox gateway this app then serves under /api/sandbox-gateway.
   */
  paymentGateway?: PaymentGateway;
  /** Sign-in and refresh limits of POST /auth/token, and their store (modules/throttle). */
  authThrottle?: AuthThrottleOptions;
  /** Where the rate-limit counters live; default each instance's memory (config: REDIS_URL). */
  rateLimitStore?: RateLimitStore;
}

interface ApiRoutesOptions {
  /** The sandbox payment gateway's options when it is the gateway in use. */
  sandbox: SandboxGatewayOptions | undefined;
  devPages: boolean;
  auth: AuthRoutesOptions;
  registration: RegistrationRoutesOptions;
  remoteFailures: RemoteFailureRoutesOptions;
  /** The staff token; without one no staff route exists. */
  staffToken: string | undefined;
}

/** How often a listening server sends what the outbox still holds. */
const OUTBOX_SWEEP_MS = 30_000;

const VALIDATION_SUBJECTS: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'URL parameters',
  headers: 'request headers',
};

function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return reply.code(404).send({ success: false, message: `Page not found: ${path}` });
}

/** What a shopper is told while the database cannot be reached or cannot write (503). */
export const DATABASE_BUSY_MESSAGE = 'The shop is busy, try again in a moment';
/** When to try again after a 503 for the database (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const whole = VALIDATION_SUBJECTS[error.validationContext ?? ''] ?? 'request';
    // A form's field is named for a form to say its message there (a body's field only: the
    // address and its query are no form's).
    const field = error.validationContext === 'body' ? refusedFieldOf(error.validation) : null;
    return reply.code(400).send({
      success: false,
      message: describeSchemaErrors(error.validation, { whole }),
      ...(field ? { field } : {}),
    });
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    // The database is down, restarting or out of disk: the shop is back in a moment.
    request.log.error({ err: error }, 'request failed: the database is unavailable');
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ success: false, message: DATABASE_BUSY_MESSAGE });
  }
  if (error instanceof HttpError && status === 503) {
    // A provider the shop needs is out of reach (SMTP, the payment gateway): said as such, with
    // when to try again; the code that threw it wrote the message for the client.
    request.log.error({ err: error.cause ?? error }, 'request failed: a provider is unavailable');
    return reply
      .code(503)
      .header('Retry-After', String(error.retryAfterSeconds))
      .send({ success: false, message: error.message });
  }
  if (status >= 500) {
    // Details stay in the log; the client learns nothing about the internals.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Internal Server Error' });
  }
  const field = error instanceof HttpError ? error.field : undefined;
  return reply
    .code(status)
    .send({ success: false, message: error.message, ...(field ? { field } : {}) });
}

const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (api, options) => {
  api.setNotFoundHandler(notFoundHandler);
  // A form POST without any field arrives without a body: validate it as an empty form.
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) {
      request.body = {};
    }
  });
  await api.register(healthRoutes);
  await api.register(authRoutes, options.auth);
  await api.register(deskStaffRoutes, options.auth);
  await api.register(unitRoutes);
  await api.register(staffAuditRoutes);
  await api.register(deskBoardRoutes);
  await api.register(deskOrderRoutes);
  await api.register(deskConflictRoutes);
  await api.register(deskPhotoRoutes);
  await api.register(deskTimelineRoutes);
  await api.register(protocolRoutes);
  await api.register(accountRoutes, { throttle: options.auth.throttle });
  await api.register(registrationRoutes, options.registration);
  await api.register(catalogRoutes);
  await api.register(cartRoutes, { finishOrder });
  await api.register(documentRoutes);
  await api.register(documentPdfRoutes);
  await api.register(gearListRoutes);
  await api.register(priceOfferRoutes);
  await api.register(contentRoutes);
  await api.register(siteApiRoutes);
  await api.register(lookupRoutes);
  await api.register(orderRoutes);
  await api.register(accountOrderRoutes);
  await api.register(orderUpdateRoutes, { changeOrder });
  await api.register(userCompanyRoutes);
  await api.register(companyContactRoutes);
  await api.register(invoiceRoutes);
  await api.register(projectRoutes);
  await api.register(favouriteRoutes);
  await api.register(paymentRoutes);
  await api.register(remoteFailureRoutes, options.remoteFailures);
  if (options.sandbox) {
    await api.register(sandboxGatewayRoutes, {
      ...options.sandbox,
      prefix: SANDBOX_GATEWAY_PATH.slice(API_PREFIX.length),
    });
  }
  if (options.devPages) await api.register(devEmailRoutes, { previews: emailPreviews });
  if (options.staffToken) await api.register(staffRoutes, { token: options.staffToken });
};

/**
 * Payments: the configured gateway, or the GoPay client against this app's own sandbox gateway
 * (a demo), whose options are answered to be served under /api/sandbox-gateway.
 */
function decoratePayments(
  app: FastifyInstance,
  options: BuildAppOptions,
  publicOrigin: string,
): SandboxGatewayOptions | undefined {
  if (options.paymentGateway) {
    app.decorate('paymentGateway', options.paymentGateway);
    return undefined;
  }
  const credentials = createSandboxCredentials();
  const injectFetch = createInjectFetch(app);
  app.decorate(
    'paymentGateway',
    createGoPayGateway({ apiUrl: SANDBOX_GATEWAY_PATH, ...credentials, fetch: injectFetch }),
  );
  return {
    db: options.db,
    publicOrigin,
    credentials,
    notify: async (url) => {
      const response = await injectFetch(url, { method: 'GET' });
      if (!response.ok) throw new Error(`notification answered ${response.status}`);
    },
  };
}

/**
 * The outbox's messages go out right after the change that wrote them has committed; a sweep
 * sends what is left (a failed send, or what the staff tool wrote) while the server listens.
 */
function decorateOutbox(app: FastifyInstance, publicOrigin: string): void {
  const flushOutbox = async () => {
    try {
      await sendPendingMessages(app.db, app.mailer, publicOrigin, {
        demo: app.demo,
        composers: OUTBOX_COMPOSERS,
      });
    } catch (error) {
      app.log.error({ err: error }, 'outbox not sent');
    }
  };
  app.decorate('flushOutbox', flushOutbox);
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    sweep = setInterval(() => void flushOutbox(), OUTBOX_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}

/** A card page of the payment sandbox, empty: its style block is constant, hashed for its CSP. */
function emptyCardPage(): string {
  return renderCardPage({
    lang: 'cs',
    orderNumber: '',
    description: '',
    amount: 0,
    currency: 'CZK',
    state: 'CREATED',
    action: '',
    backUrl: '',
  });
}

/**
 * The shop API: form and JSON bodies, a central error handler ({ success: false, message }, 5xx
 * details hidden), every route under /api, and the sitemaps, /vop and /login at the root.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const config: AppConfig = { ...defaultAppConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    // Every schema of every route, plus the rule no input may break (finite numbers, no controls).
    schemaController: { compilersFactory: { buildValidator: safeValidatorFactory() } },
    ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
  });
  const publicOrigin = config.publicOrigin.replace(/\/+$/, '');
  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate('lookups', { ...createLocalLookups(options.db), ...options.lookups });
  app.decorate('publicOrigin', publicOrigin);
  app.decorate('rateLimitStore', options.rateLimitStore ?? {});
  app.decorate('mailer', options.mailer ?? createLocalMailer(options.db));
  decorateOutbox(app, publicOrigin);
  const sandbox = decoratePayments(app, options, publicOrigin);
  app.decorate('demo', sandbox !== undefined);
  // First, so every answer (routes, files, 404s, errors) carries the security headers.
  app.register(securityHeaders, {
    publicOrigin,
    remoteOrigins: config.remoteOrigins,
    gtmId: config.gtmId,
    apiBaseUrl: config.publicApiUrl,
    sandboxGateway: { path: SANDBOX_GATEWAY_PATH, cardPage: emptyCardPage() },
  });
  // Next, so a refusal costs nothing more than its answer (no body read, no route work).
  if (config.overload) app.register(overload, config.overload);
  app.register(answerCache); // catalogue answers kept as their text: before compression
  // Then compression (brotli, else gzip) of what routes answer, before any route is declared:
  // @fastify/compress hooks into each route as it is added.
  app.register(compression);
  app.register(formbody);
  // Before any route: who may call each route is declared with it, and enforced from here.
  app.register(authenticate);
  app.register(routeAccess);
  app.setErrorHandler(errorHandler);
  if (options.rootNotFoundHandler !== false) app.setNotFoundHandler(notFoundHandler);
  app.register(apiRoutes, {
    prefix: API_PREFIX,
    sandbox,
    devPages: config.devPages,
    auth: {
      secureCookies: publicOrigin.startsWith('https:'),
      ...(options.authThrottle !== undefined ? { throttle: options.authThrottle } : {}),
      verifyGoogleIdToken: config.google
        ? createIdTokenVerifier({
            clientId: config.google.clientId,
            issuer: config.google.issuer,
            jwks: config.google.jwksUrl,
          })
        : undefined,
    },
    registration: { requestsPerHour: config.accountRequestsPerHour },
    remoteFailures: { statusCode: config.staffStatusCode },
    staffToken: config.staffToken,
  });
  // Server-handled paths at the site root: robots.txt, sitemaps, /vop, /login.
  app.register(siteRootRoutes, {
    publicOrigin,
    ...(options.routeTables ? { routeTables: options.routeTables } : {}),
  });
  // The price-comparison feeds (/feeds/heureka.xml, /feeds/zbozi.xml).
  app.register(feedRoutes, { publicOrigin });
  // The documents' short links (/e/{hash}, /i/{hash}): redirects to their pages.
  app.register(shortLinkRoutes, { shellPage: options.shellPage });
  return app;
}

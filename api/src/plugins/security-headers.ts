/**
 * Security headers on every answer of the server (API JSON, the shell's page and files, the
 * remotes' files, the sandbox gateway's card page, the development pages), through
 * @fastify/helmet:
 *
 * - Content-Security-Policy: the shop's own origin and the allowed remote origins
 *   (`REMOTE_ORIGINS`) for scripts, styles, fonts, images and connections; Google Tag Manager's
 *   hosts only when a valid GTM id is configured; no inline scripts anywhere; no plugins
 *   (`object-src 'none'`), no `<base>`, no framing (`frame-ancestors 'none'`).
 *   The server-rendered pages get tighter policies of their own: the sandbox gateway's card page
 *   (no scripts, its one inline style block allowed by hash), the development pages (inline styles
 *   for the stored e-mails). PDFs keep only `frame-ancestors`: Chrome's PDF viewer does not work
 *   under `object-src 'none'` / `default-src` (crbug.com/271452).
 * - X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy
 *   strict-origin-when-cross-origin (`no-referrer` on the capability-link pages: whoever has the
 *   URL has the document), HSTS (with its subdomains) only when the public origin is https.
 *
 * The allowed remote origins are decorated on the instance (`app.remoteOrigins`): the static apps
 * plugin publishes the same list in `/config.json`, and the shell refuses registry entries outside
 * it.
 */
import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { CAPABILITY_LINK_PREFIXES } from '@shop/shared/routes/capability-links';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { toOrigin } from '../lib/origins';
import { API_PREFIX } from '../lib/paths';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Origins the shell may load remotes from: the public origin, then `REMOTE_ORIGINS`. The same
     * list is in the CSP (script-src, connect-src…) and in `/config.json`.
     */
    remoteOrigins: readonly string[];
  }
}

export interface SecurityHeadersOptions {
  /** Absolute origin of the public site (https turns HSTS on). */
  publicOrigin: string;
  /** Further origins remotes may be loaded from (validated origins, see parseRemoteOrigins). */
  remoteOrigins?: readonly string[] | undefined;
  /** The Google Tag Manager container id the page gets; GTM's hosts are allowed only for a valid one. */
  gtmId?: string | undefined;
  /** The API base URL the pages use (`PUBLIC_API_URL`); an absolute one adds its origin. */
  apiBaseUrl?: string | undefined;
  /**
   * The payment sandbox's pages: the path they live under and a card page as rendered (its style
   * block is constant, so its hash is the page's style-src). Given by the app, which holds the
   * payment module; a plugin imports no module.
   */
  sandboxGateway: { path: string; cardPage: string };
}

/** The allowlist: the public origin first, then the configured remote origins, each once. */
export function allowedRemoteOrigins(
  publicOrigin: string,
  remoteOrigins: readonly string[] = [],
): string[] {
  return [...new Set([toOrigin(publicOrigin), ...remoteOrigins.map(toOrigin)])];
}

/** The path of a request URL, percent-decoded where possible, lower case (routing ignores case). */
function requestPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: match the raw path.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/** Whether a URL opens a capability-link page (its path must not travel in a Referer). */
export function isCapabilityLink(url: string): boolean {
  const pathname = requestPath(url);
  return CAPABILITY_LINK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** CSP hash sources of the inline `<style>` blocks of a page. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** Google Tag Manager with GA4 (Google's documented CSP for GTM and GA4). */
const GTM_SCRIPT = ['https://*.googletagmanager.com'];
const GTM_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GTM_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const GTM_ID = /^GTM-[A-Z0-9]+$/;

type Directives = Record<string, string[]>;

/** Directives every policy has: no plugins, no `<base>`, no framing. */
const LOCKED: Directives = {
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export interface Policies {
  /** The shop: API answers, the shell's page and files, the remotes' files. */
  shop: Directives;
  /** The sandbox gateway's card page (and its JSON API). */
  gateway: Directives;
  /** The development pages (/api/dev/…). */
  dev: Directives;
  /** PDF answers. */
  pdf: Directives;
}

export function buildPolicies(options: SecurityHeadersOptions): Policies {
  const publicOrigin = toOrigin(options.publicOrigin);
  const remotes = allowedRemoteOrigins(publicOrigin, options.remoteOrigins ?? []);
  const gtm = typeof options.gtmId === 'string' && GTM_ID.test(options.gtmId);
  const apiOrigin =
    options.apiBaseUrl && /^https?:\/\//i.test(options.apiBaseUrl)
      ? [new URL(options.apiBaseUrl).origin]
      : [];
  const unique = (...lists: string[][]) => [...new Set(lists.flat())];
  const https = publicOrigin.startsWith('https:');
  const upgrade: Directives = https ? { 'upgrade-insecure-requests': [] } : {};
  return {
    shop: {
      'default-src': ["'self'"],
      // 'wasm-unsafe-eval' compiles WebAssembly only (the desk's camera reader), never a string
      // of script.
      'script-src': unique(["'self'", "'wasm-unsafe-eval'"], remotes, gtm ? GTM_SCRIPT : []),
      'script-src-attr': ["'none'"],
      // 'unsafe-inline' for styles only: the dialog's scroll lock (react-remove-scroll) injects a
      // <style> element at run time.
      'style-src': unique(["'self'"], remotes, ["'unsafe-inline'"]),
      // React sets `style` through the CSSOM, which CSP does not govern; no style attributes.
      'style-src-attr': ["'none'"],
      'font-src': unique(["'self'"], remotes),
      'img-src': unique(["'self'", 'data:'], remotes, apiOrigin, gtm ? GTM_IMG : []),
      'connect-src': unique(["'self'"], remotes, apiOrigin, gtm ? GTM_CONNECT : []),
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      'form-action': ["'self'"],
      ...LOCKED,
      ...upgrade,
    },
    gateway: {
      'default-src': ["'none'"],
      'style-src': inlineStyleHashes(options.sandboxGateway.cardPage),
      'img-src': ["'self'"],
      // The card form posts to itself, then the gateway redirects to the shop's return URL.
      'form-action': unique(["'self'"], [publicOrigin]),
      ...LOCKED,
      ...upgrade,
    },
    dev: {
      'default-src': ["'none'"],
      // The stored e-mails (shown in a sandboxed srcdoc frame) carry inline styles.
      'style-src': ["'unsafe-inline'"],
      'img-src': unique(["'self'", 'data:'], [publicOrigin]),
      'frame-src': ["'self'"],
      'form-action': ["'none'"],
      ...LOCKED,
      ...upgrade,
    },
    pdf: { 'frame-ancestors': ["'none'"] },
  };
}

/** A policy as the header carries it. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

function helmetCsp(directives: Directives): FastifyHelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      // helmet insists on a default-src; the PDF policy has none on purpose.
      ...(directives['default-src']
        ? {}
        : { 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc }),
      ...directives,
    },
  };
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const policies = buildPolicies(options);
  const https = toOrigin(options.publicOrigin).startsWith('https:');
  app.decorate(
    'remoteOrigins',
    allowedRemoteOrigins(options.publicOrigin, options.remoteOrigins ?? []),
  );

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: helmetCsp(policies.shop),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // An hour's worth of HSTS is pointless and a year's is a commitment: only over https. The
    // subdomains too (an API on api.<shop domain>): none of them may be reached over plain http,
    // where a man in the middle could answer for it or plant cookies for the shop's domain.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Same site: an API on api.<shop domain> (PUBLIC_API_URL) may still serve the images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });

  const gatewayPrefix = `${options.sandboxGateway.path}/`;
  const devPrefix = `${API_PREFIX}/dev/`;
  app.addHook('onRequest', async (request, reply) => {
    const pathname = requestPath(request.url);
    if (pathname.startsWith(gatewayPrefix)) {
      // The card page's address carries its payment's secret.
      reply.helmet({
        contentSecurityPolicy: helmetCsp(policies.gateway),
        referrerPolicy: { policy: 'no-referrer' },
      });
    } else if (pathname.startsWith(devPrefix)) {
      reply.helmet({ contentSecurityPolicy: helmetCsp(policies.dev) });
    } else if (isCapabilityLink(pathname)) {
      // Whoever has the link has the page: it is neither passed on in a Referer nor indexed.
      reply.helmet({ referrerPolicy: { policy: 'no-referrer' } });
      reply.header('x-robots-tag', 'noindex');
    }
  });

  app.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // reply.helmet exists once helmet's onRequest hook ran (not for a request refused before it).
    if (type.startsWith('application/pdf') && typeof reply.helmet === 'function') {
      reply.helmet({ contentSecurityPolicy: helmetCsp(policies.pdf) });
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });

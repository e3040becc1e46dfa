import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import {
  previousVersions,
  type RegistryRemote,
  type RendererSetup,
  versionFolder,
} from '@shop/shared/contract';
import { besideManifest } from '@shop/shared/rules/remote-files';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readDeploymentRecord, shellFolders } from '../lib/deployment-record';
import { listeningOrigin } from '../lib/listening-origin';
import { createRendererPool } from '../modules/server-render';
import { publicAccess } from './route-access';

export interface StaticAppsOptions {
  deployDir: string;
  /** Remote name → manifest URL, replacing the remotes found in the deployment folder. */
  registryOverride?: Record<string, string>;
  /** What the page uses as the API's base URL. */
  apiBaseUrl: string;
  /** Google Tag Manager container id handed to the page (the page checks its form). */
  gtmId?: string | undefined;
  /** The OAuth client id of sign-in with Google; the login page offers it only with one. */
  googleClientId?: string | undefined;
  /**
   * Render pages on the server (the deployed shell's renderer, in worker threads); without it, or
   * when the renderer gives up on a page, the browser renders the page.
   */
  serverRender?: { workers: number; deadlineMs: number } | undefined;
}

interface RouteTable {
  routes: RegistryRemote['routes'];
  services?: string[];
  widgets?: string[];
  contractRange?: string;
}

/**
 * What no browser is given: source maps (the sources they hold) and the server builds (the shell's
 * renderer, `shell/<version>/server/`, the remotes' server containers,
 * `remotes/<name>/<version>/server/`). Their paths: a `.map` file (or its compressed twin), or any
 * path with a `server` folder. A path as asked for: percent-decoded, either slash.
 */
export function isWithheldFile(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  const segments = decoded.toLowerCase().split(/[\\/]+/);
  const base = segments.at(-1) ?? '';
  return /\.map(\.(br|gz))?$/.test(base) || segments.slice(0, -1).some((part) => part === 'server');
}

/** The header the render workers send to fetch the remotes' server containers from the server. */
const RENDERER_HEADER = 'x-shop-renderer';

/** Whether a request comes from this server's own render worker (it has the instance's key). */
function fromRenderer(request: FastifyRequest, key: Buffer): boolean {
  const given = request.headers[RENDERER_HEADER];
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === key.length && timingSafeEqual(buffer, key);
}

/** A path's segments as the shell's router matches them: decoded, lower case, no empty ones. */
function pathSegments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: match the raw path.
  }
  return decoded
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');
}

/** Whether a route's path (`/kosik/sdilet/:code`) matches a path's segments. */
function routeMatches(pattern: string, segments: string[]): boolean {
  const parts = pathSegments(pattern);
  let index = 0;
  for (const part of parts) {
    // A splat takes the rest; an optional segment may be missing.
    if (part === '*') return true;
    const optional = part.endsWith('?');
    const segment = segments[index];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    if (part.startsWith(':')) {
      index += 1;
      continue;
    }
    const fixed = optional ? part.slice(0, -1) : part;
    if (fixed === segment) index += 1;
    else if (!optional) return false;
  }
  return index === segments.length;
}

/**
 * Whether a path opens a private route (`RouteDefinition.private`: one person's data) of the
 * registry's route tables, in either language. Any private route the path matches counts: a page
 * sent `no-store` by mistake costs a revalidation, one cached by mistake leaks its data.
 */
export function isPrivatePath(
  registry: Record<string, Pick<RegistryRemote, 'routes'>>,
  pathname: string,
): boolean {
  const segments = pathSegments(pathname);
  return Object.values(registry).some((remote) =>
    remote.routes.some(
      (route) =>
        route.private === true &&
        Object.values(route.path).some((pattern) => routeMatches(pattern, segments)),
    ),
  );
}

/** How many earlier versions of a remote the registry offers to fall back on. */
const FALLBACK_VERSIONS = 2;

const noCacheFiles = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'routes.json',
  'build.json',
  'sw.js',
  'manifest.webmanifest',
]);
const hashedFile = /\.[0-9a-f]{8,}\.(js|css|map|svg|woff2?|png|webp)$/;

/** The cache header of a file, or of the file a `.br` / `.gz` twin was made from. */
function cacheHeader(file: string): string {
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  if (noCacheFiles.has(base)) return 'no-cache';
  if (hashedFile.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function readRouteTable(file: string): Promise<RouteTable | null> {
  try {
    const table = JSON.parse(await readFile(file, 'utf8')) as RouteTable;
    return Array.isArray(table.routes) ? table : null;
  } catch {
    return null;
  }
}

const lastGoodTables = new Map<string, RouteTable>();

/** Route table of a remote hosted elsewhere: fetched beside its manifest, last good copy kept. */
async function fetchRouteTable(manifestUrl: string): Promise<RouteTable | null> {
  const url = besideManifest(manifestUrl, 'routes.json');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const table = (await response.json()) as RouteTable;
    lastGoodTables.set(url, table);
    return table;
  } catch {
    return lastGoodTables.get(url) ?? null;
  }
}

function tableEntry(table: RouteTable): Omit<RegistryRemote, 'entry'> {
  return {
    routes: table.routes,
    services: table.services ?? [],
    widgets: table.widgets ?? [],
    ...(table.contractRange ? { contractRange: table.contractRange } : {}),
  };
}

const manifestUrl = (name: string, version: string) =>
  `/${versionFolder(name, version)}/mf-manifest.json`;

/** Where the registry's remotes are found: the deployment folder, or the registry given. */
export type RegistrySource = Pick<
  StaticAppsOptions,
  'deployDir' | 'registryOverride' | 'apiBaseUrl'
>;

export async function buildRegistry(
  options: RegistrySource,
): Promise<Record<string, RegistryRemote>> {
  const registry: Record<string, RegistryRemote> = {};
  if (options.registryOverride) {
    for (const [name, entry] of Object.entries(options.registryOverride)) {
      const local = entry.match(/^\/(remotes\/[^/]+\/[^/]+)\/mf-manifest\.json$/);
      const table = local
        ? await readRouteTable(path.join(options.deployDir, local[1] as string, 'routes.json'))
        : await fetchRouteTable(entry);
      if (table) registry[name] = { entry, ...tableEntry(table) };
    }
    return registry;
  }
  const { apps } = await readDeploymentRecord(options.deployDir);
  for (const name of Object.keys(apps).sort()) {
    const app = apps[name];
    if (name === 'shell' || !app) continue;
    const folder = path.join(options.deployDir, versionFolder(name, app.current));
    const table = await readRouteTable(path.join(folder, 'routes.json'));
    if (!table) continue;
    registry[name] = {
      version: app.current,
      entry: manifestUrl(name, app.current),
      ...tableEntry(table),
      previous: previousVersions(app)
        .slice(0, FALLBACK_VERSIONS)
        .map((earlier) => ({
          version: earlier.version,
          entry: manifestUrl(name, earlier.version),
          ...(earlier.contract ? { contractRange: earlier.contract } : {}),
        })),
    };
  }
  return registry;
}

/** Whether a registry entry (a manifest URL, absolute or site-relative) is on an allowed origin. */
export function isAllowedEntry(entry: string, origins: readonly string[]): boolean {
  if (entry.startsWith('/') && !entry.startsWith('//')) return true;
  try {
    return origins.includes(new URL(entry).origin);
  } catch {
    return false;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The shop's own cookies of a request (`shop_…`), which the page reads; no other. */
function shopCookies(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(fastifyCookie.parse(request.headers.cookie ?? ''))) {
    if (name.startsWith('shop_') && typeof value === 'string') cookies[name] = value;
  }
  return cookies;
}

// Long: the plugin's routes (files, registry, config, pages) share its caches and renderer.
async function staticApps(app: FastifyInstance, options: StaticAppsOptions) {
  const remotesDir = path.join(options.deployDir, 'remotes');

  app.get('/remotes.json', { config: publicAccess }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return buildRegistry(options);
  });

  // The origins the shell may load remotes from: the same list as the CSP's (security-headers).
  const remoteOrigins = app.remoteOrigins;
  for (const [name, entry] of Object.entries(options.registryOverride ?? {})) {
    if (!isAllowedEntry(entry, remoteOrigins)) {
      app.log.warn(
        { remote: name, entry, remoteOrigins },
        'REMOTE_REGISTRY names a manifest outside the allowed origins (REMOTE_ORIGINS): the shell will refuse it',
      );
    }
  }

  // A demo shop (the app's own sandbox gateway, `app.demo`) says so on every page: the browser's
  // config and the server renderer's alike, so the rendered page and its hydration agree.
  const runtimeConfig = (): RuntimeConfig => ({
    apiBaseUrl: options.apiBaseUrl,
    ...(options.gtmId ? { gtmId: options.gtmId } : {}),
    ...(options.googleClientId ? { googleClientId: options.googleClientId } : {}),
    remoteOrigins,
    ...(app.demo === true ? { demo: true } : {}),
  });

  app.get('/config.json', { config: publicAccess }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig();
  });

  // The key the render workers fetch the withheld server containers with: this process's only.
  const rendererKey = randomBytes(32).toString('base64url');
  const rendererKeyBytes = Buffer.from(rendererKey);
  const renderer = options.serverRender
    ? createRendererPool({
        internalHeaders: { [RENDERER_HEADER]: rendererKey },
        deployDir: options.deployDir,
        shellFolder: async () => (await shellFolders(options.deployDir))[0] ?? null,
        workers: options.serverRender.workers,
        deadlineMs: options.serverRender.deadlineMs,
        internalOrigin: () => listeningOrigin(app),
        describe: async () => ({
          config: runtimeConfig(),
          registry: (await buildRegistry(options)) as RendererSetup['registry'],
          remoteOrigins,
          publicOrigin: app.publicOrigin,
        }),
        log: (message, details) => app.log.warn(details ?? {}, message),
      })
    : null;
  app.addHook('onClose', async () => renderer?.close());
  // The renderer starts (and loads the remotes' server containers) as soon as the server
  // listens, so the first shopper does not wait for it.
  app.addHook('onListen', async () => {
    void renderer?.render('/', {});
  });

  // The build ids of the deployed apps (scripts/deploy.ts keeps it), polled by open tabs.
  app.get('/builds/latest.json', { config: publicAccess }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      return JSON.parse(await readFile(path.join(options.deployDir, 'builds/latest.json'), 'utf8'));
    } catch {
      return {};
    }
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: true,
    cacheControl: false,
    index: false,
    // Same origin as the shell: no CORS headers. A remote hosted on another origin (REMOTE_ORIGINS)
    // is served by that host, with its own CORS answer for this shop's origin.
    // The `.br` / `.gz` twin the client accepts, else the file itself; reply.sendFile too.
    preCompressed: true,
    // Source maps and the remotes' server containers are no browser's business: 404. The server
    // renderer fetches the containers from here (the same URL as a remote hosted elsewhere), with
    // its key.
    allowedPath: (pathname, _root, request) =>
      !isWithheldFile(pathname) ||
      (!/\.map(\.(br|gz))?$/i.test(pathname) && fromRenderer(request, rendererKeyBytes)),
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cacheHeader(file));
      res.setHeader('Vary', 'accept-encoding');
    },
  });

  // The registry's route tables, which say which routes are private.
  const routeTables = cachedRegistry(options);

  // Precompressed twins and headers as for the remotes' files (the registration above).
  const sendShellFile = (
    reply: FastifyReply,
    folder: string,
    file: string,
    cacheControl = cacheHeader(file),
  ) => {
    reply.header('Cache-Control', cacheControl);
    return reply.sendFile(file, folder, { cacheControl: false });
  };

  /** One person's data (its route is private): stored by no cache, indexed or referred. */
  const privatePage = (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
    reply.header('Referrer-Policy', 'no-referrer');
  };

  /**
   * The shell's folder that has `file`: the version in use, or for a hashed file (immutable, asked
   * for by a page of an earlier shell) the newest earlier version that has it.
   */
  const shellFolderWith = async (folders: string[], file: string) => {
    const candidates = hashedFile.test(path.basename(file)) ? folders : folders.slice(0, 1);
    for (const folder of candidates) {
      if (await isFile(path.join(folder, file))) return folder;
    }
    return null;
  };

  // Everything else: a file of the shell, or the shell's page (client-side routing decides).
  app.get('/*', { config: publicAccess }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    const relative = path
      .normalize(pathname)
      .replace(/^(\.\.(\/|\\|$))+/, '')
      .replace(/^\/+/, '');
    const folders = await shellFolders(options.deployDir);
    // The shell's source maps and its renderer (server/) are not served.
    const withheld = isWithheldFile(relative);
    const folder = relative && !withheld ? await shellFolderWith(folders, relative) : null;
    if (folder) return sendShellFile(reply, folder, relative);
    if (withheld || (path.extname(relative) && !relative.endsWith('.html'))) {
      reply.code(404);
      return { success: false, message: `Page not found: ${pathname}` };
    }
    const shellDir = folders[0];
    if (!shellDir || !(await isFile(path.join(shellDir, 'index.html')))) {
      reply.code(503);
      return {
        success: false,
        message: 'The shop is not deployed yet: run npm run build and npm run deploy.',
      };
    }
    if (renderer) {
      const outcome = await renderer.render(request.url, shopCookies(request));
      if (outcome.kind === 'redirect') {
        // A temporary redirect may follow the shopper's cookies (a guard sending a guest to sign
        // in, an empty cart back to the cart): stored by no cache. A moved page's is for all.
        if (outcome.status !== 301) reply.header('Cache-Control', 'no-store');
        return reply.redirect(outcome.location, outcome.status);
      }
      if (outcome.kind === 'page') {
        if (outcome.private) {
          // One person's data (its route is private): stored by no cache, indexed by no search
          // engine, passed on in no Referer, as the API's answers of the same data.
          privatePage(reply);
        } else {
          reply.header('Cache-Control', 'no-cache');
        }
        if (outcome.leftToBrowser) {
          request.log.warn(
            { path: pathname, leftToBrowser: outcome.leftToBrowser },
            'server rendering left parts of a page to the browser',
          );
        }
        reply.header(
          'Server-Timing',
          [
            `render;dur=${outcome.renderMs.toFixed(1)}`,
            ...(outcome.dataMs === undefined
              ? []
              : [
                  `data;dur=${outcome.dataMs.toFixed(1)};desc="${passesText(outcome.passes ?? 0)}"`,
                ]),
            ...(outcome.apiCalls === undefined ? [] : [`api;desc="${outcome.apiCalls} calls"`]),
            ...(outcome.leftToBrowser ?? []).map((reason) => fallbackTiming(reason)),
          ].join(', '),
        );
        return reply.code(outcome.status).type('text/html; charset=utf-8').send(outcome.html);
      }
      // A page the server should have rendered went to the browser: said in the log and in the
      // answer's Server-Timing, so a walk of the pages (and a person's devtools) sees why.
      request.log.warn(
        { path: pathname, reason: outcome.reason },
        'server rendering fell back to the browser',
      );
      reply.header('Server-Timing', fallbackTiming(outcome.reason));
    }
    // The shell's page at a private route's address (the renderer left it to the browser, or is
    // off): the page is fetched by that URL, so it is not to be stored either. The route tables
    // decide, as they decide the registry.
    if (isPrivatePath(await routeTables(), pathname)) {
      privatePage(reply);
      return sendShellFile(reply, shellDir, 'index.html', 'no-store');
    }
    return sendShellFile(reply, shellDir, 'index.html');
  });
}

/**
 * The registry, built again after a second at most: a release applies at once, and a remote
 * hosted elsewhere is not asked for each page (or each robots.txt). An unreadable registry is an
 * empty one.
 */
export function cachedRegistry(
  source: RegistrySource,
): () => Promise<Record<string, RegistryRemote>> {
  let cached: { at: number; registry: Promise<Record<string, RegistryRemote>> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > 1000) {
      cached = { at: Date.now(), registry: buildRegistry(source).catch(() => ({})) };
    }
    return cached.registry;
  };
}

/** How many times the page was rendered, in words. */
function passesText(passes: number): string {
  return passes === 1 ? '1 pass' : `${passes} passes`;
}

/** A fallback's reason as a Server-Timing entry (`fallback;desc="…"`, quoted-string safe). */
function fallbackTiming(reason: string): string {
  const text = reason
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/["\\]/g, "'")
    .slice(0, 200);
  return `fallback;desc="${text}"`;
}

export default fp(staticApps, { name: 'static-apps', dependencies: ['security-headers'] });

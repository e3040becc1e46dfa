/**
 * The server renderer (built into `server/render.js`, run by the API's render workers) of the
 * public pages and of the session pages marked `serverRender` (cart, checkout steps, sign-in, the
 * account: docs/architecture.md, "Server rendering"). It renders the same tree the browser hydrates: the shell's layouts and the page of
 * the route's remote, loaded through the federation node runtime from the remote's server
 * container (found from the registry at run time). Data is fetched before the render: the loaders
 * of what the page shows (the route's page, the registry's widgets, the shell's footer) ask for
 * every query they will read, then, once their answers are in, the page is rendered once and the
 * query cache goes into it. A query no loader asked for is not fetched here: it renders in its
 * loading state, the browser fetches it, and the outcome names it among what was left to the
 * browser.
 *
 * One renderer handles one page at a time (the locale, currency and page head live in the page's
 * shared store), so the API runs it in workers and queues requests to each.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiClient, getJson } from '@shop/shared/api-client';
import { pageListQuery } from '@shop/shared/catalog/get-page-list';
import type {
  RendererHost,
  RendererSetup,
  RenderOutcome,
  RenderRequest,
} from '@shop/shared/contract';
import { readCookie, setRequestCookies } from '@shop/shared/cookies';
import { escapeHtml } from '@shop/shared/format/escape-html';
import { i18n } from '@shop/shared/i18n';
import { pageMetaAtom } from '@shop/shared/meta';
import {
  ACCOUNT_QUERY_ROOT,
  createQueryClient,
  type PageLoader,
  type PageLoaderContext,
} from '@shop/shared/query';
import { getRoute, type Locale, localeFromPath, type RouteParams } from '@shop/shared/routes';
import { besideManifest } from '@shop/shared/rules/remote-files';
import { setRuntimeConfig } from '@shop/shared/runtime-config';
import {
  currencyAtom,
  defaultCurrency,
  isCurrency,
  localeAtom,
  shopStore,
} from '@shop/shared/store';
import { setPurifierWindow } from '@shop/shared/ui/safe-html';
import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import '../i18n/shell-i18n';
import { loadPageModule, type RouteHandle } from '../federation/page-loader';
import { loadRemoteModule } from '../federation/remote-modules';
import { applyRegistry } from '../federation/remote-registry';
import { activeVersion } from '../federation/remote-versions';
import { ShopPage, ShopRoot } from '../layouts/shop-root';
import { headTags, pageHead } from '../meta/page-head';
import { fixedRedirect } from '../redirects/redirect-rules';
import { composeRoutes, rootRoute } from '../router/create-router';
import { signedIn } from '../router/guards';
import { renderOnce } from './render-once';
import { SSR_STATE_ID, type SsrState, serializeSsrState } from './ssr-state';

let setup: RendererSetup | null = null;
/** Requests made to the API while the current page renders. */
let apiCalls = 0;
let routes: RouteObject[] = [];
let template = '';
const manifests = new Map<string, Promise<FederationManifest | null>>();

/** The remote's server container beside its browser manifest. */
export function serverEntry(entry: string, origin: string): string {
  return new URL(besideManifest(entry, 'server/remoteEntry.js'), origin).href;
}

export async function start(next: RendererSetup, host: RendererHost): Promise<void> {
  setPurifierWindow(host.window as Parameters<typeof setPurifierWindow>[0]);
  // The browser gets the public origin too: absolute links in the page (structured data) are
  // then the same on both sides, whatever host name the server was reached by.
  setup = { ...next, config: { ...next.config, publicOrigin: next.publicOrigin } };
  // The renderer calls the API at its internal address; links in the page (a document's PDF) use
  // the public one, which is the browser's `apiBaseUrl`: the hydrated page links the same.
  setRuntimeConfig({
    ...setup.config,
    apiBaseUrl: next.apiBaseUrl,
    publicApiBaseUrl: next.config.apiBaseUrl,
  });
  // The API is reached on this machine: compressing its answers would only cost both sides time.
  apiClient().defaults.headers.common['Accept-Encoding'] = 'identity';
  // Each request to the API is counted for the page being rendered (one page at a time).
  apiClient().interceptors.request.use((config) => {
    apiCalls += 1;
    return config;
  });
  applyRegistry(next.registry, {
    origins: new Set([next.internalOrigin, next.publicOrigin, ...next.remoteOrigins]),
    pageUrl: `${next.internalOrigin}/`,
    entryFor: (entry) => serverEntry(entry, next.internalOrigin),
  });
  routes = [rootRoute(composeRoutes())];
  template = await readFile(path.join(__dirname, '..', 'index.html'), 'utf8');
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: {
    name: string;
    assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
  }[];
}

function manifestOf(entry: string): Promise<FederationManifest | null> {
  const url = new URL(entry, setup?.internalOrigin).href;
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : null))
      .catch(() => null);
    manifests.set(url, manifest);
  }
  return manifest;
}

/**
 * What the browser will ask for to show this page, announced in the HTML so it does not discover
 * them one after another: each remote's manifest and entry, the chunks of the route's page and of
 * the header's widgets, and their style sheets.
 */
async function preloadLinks(modules: { remote: string; expose: string }[]): Promise<string[]> {
  const links: string[] = [];
  const seen = new Set<string>();
  const add = (link: string) => {
    if (!seen.has(link)) links.push(link);
    seen.add(link);
  };
  for (const { remote, expose } of modules) {
    // The version the renderer took (an earlier one when the one in use does not fit).
    const entry = activeVersion(remote)?.entry ?? setup?.registry[remote]?.entry;
    if (!entry) continue;
    const manifest = await manifestOf(entry);
    const base = besideManifest(entry);
    add(`<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    if (!manifest) continue;
    add(`<link rel="preload" href="${base}${manifest.metaData.remoteEntry.name}" as="script">`);
    const exposed = manifest.exposes.find((item) => item.name === expose);
    // The remote's style sheet is linked, not just announced: the page is shown styled from its
    // first paint. Its address is the one the browser's federation runtime computes (absolute,
    // from the public origin), so the runtime finds the sheet there and does not add it again.
    for (const file of exposed?.assets.css.sync ?? []) {
      add(`<link rel="stylesheet" href="${new URL(`${base}${file}`, setup?.publicOrigin).href}">`);
    }
    for (const file of exposed?.assets.js.sync ?? []) {
      add(`<link rel="preload" href="${base}${file}" as="script">`);
    }
  }
  return links;
}

/** Queries being fetched (their answers are awaited by fetching them again). */
function fetching(client: QueryClient) {
  return client.getQueryCache().findAll({ fetchStatus: 'fetching' });
}

/**
 * Waits for every query still on its way, and for those their answers asked for: a loader that
 * failed early (one of its queries refused) may have left others in flight.
 */
async function settle(client: QueryClient): Promise<void> {
  for (let inFlight = fetching(client); inFlight.length > 0; inFlight = fetching(client)) {
    await Promise.allSettled(inFlight.map((query) => query.fetch()));
  }
}

/**
 * Answers shared by the pages a renderer renders within a few seconds (the categories of the
 * menu, the footer's pages, a product opened by many):
 * every page still gets only its own queries, and no answer is older than `SHARED_ANSWER_MS`.
 */
const SHARED_ANSWER_MS = 5_000;
const sharedAnswers = new Map<string, { at: number; data: Promise<unknown> }>();

/** The shared answer to the query `queryHash`, or `fetch`'s, shared from now on. */
function sharedAnswer(
  queryHash: string,
  fetch: () => Promise<unknown>,
): { at: number; data: Promise<unknown> } {
  const now = Date.now();
  for (const [hash, answer] of sharedAnswers) {
    if (now - answer.at > SHARED_ANSWER_MS) sharedAnswers.delete(hash);
  }
  // The API's answer also depends on the language and currency the request names.
  const key = `${shopStore.get(localeAtom)}|${shopStore.get(currencyAtom)}|${queryHash}`;
  const known = sharedAnswers.get(key);
  if (known) return known;
  const answer = { at: now, data: fetch() };
  sharedAnswers.set(key, answer);
  // A failed answer is not shared: the next page asks again.
  answer.data.catch(() => sharedAnswers.delete(key));
  return answer;
}

/**
 * The page's query client. What the loaders ask (`ensureQueryData` and
 * `ensureInfiniteQueryData` fetch through `fetchQuery`), and what a query asks for while it runs
 * (a selection's products), reads through the shared answers, so a page does not wait for what
 * the page before it had asked (the menu's categories, the footer's pages, a product opened by
 * many).
 */
function pageQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    // A failed answer renders as what it is (not found, an error), not as loading again.
    queries: {
      ...client.getDefaultOptions().queries,
      retry: false,
      retryOnMount: false,
      staleTime: Infinity,
    },
  });
  // A signed-in customer's own data is the browser's to ask for (it holds the session): an
  // account page renders it as loading.
  client.setQueryDefaults(ACCOUNT_QUERY_ROOT, { enabled: false });
  const fetchQuery = client.fetchQuery.bind(client);
  client.fetchQuery = ((options: Parameters<QueryClient['fetchQuery']>[0]) => {
    const queryHash = hashKey(options.queryKey);
    const answer = sharedAnswer(queryHash, () => fetchQuery(options));
    return answer.data.then((data) => {
      // An answer another page asked for: this page's cache gets it too.
      if (!client.getQueryState(options.queryKey)?.dataUpdatedAt) {
        client.setQueryData(options.queryKey, data, { updatedAt: answer.at });
      }
      return data;
    });
  }) as QueryClient['fetchQuery'];
  return client;
}

function errorStatus(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

function routeHandle(pathname: string): { handle: RouteHandle | null; notFound: boolean } {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return {
    handle: (leaf?.handle as RouteHandle | undefined) ?? null,
    notFound: !leaf || leaf.path === '*',
  };
}

async function lookupRedirect(pathname: string): Promise<string | null> {
  try {
    const answer = await getJson<{ target: string | null }>('/redirect', { path: pathname });
    return answer.target && answer.target !== pathname ? answer.target : null;
  } catch {
    return null;
  }
}

/**
 * The HTML document of a page: the shell's `index.html` with the page's language, head (title,
 * description, canonical, alternates, Open Graph), the state the browser starts from, and for a
 * rendered page its markup and the links to what it will load (each remote's manifest and entry,
 * the page's and the header widgets' chunks, their style sheets).
 */
async function pageDocument(page: {
  url: URL;
  locale: Locale;
  handle: RouteHandle | null;
  params: RouteParams;
  html: string;
  headExtra: string[];
  state: Omit<SsrState, 'config' | 'registry'>;
}): Promise<string> {
  if (!setup) throw new Error('The renderer has not started');
  const brand = i18n.t('common:shopName');
  const head = pageHead({
    name: page.handle?.name ?? null,
    params: page.params,
    locale: page.locale,
    pathname: page.url.pathname,
    meta: shopStore.get(pageMetaAtom),
    brand,
    defaultDescription: i18n.t('shell:metaDescription'),
  });
  const tags = headTags(head, setup.publicOrigin, brand).map(
    ([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' ')}>`,
  );
  const widgets = (setup.registry.catalog?.widgets ?? []).map((widget) => ({
    remote: 'catalog',
    expose: `widgets/${widget}`,
  }));
  // A page the browser renders links nothing of its remotes: its code loads them, and can try
  // again should they fail (a failed preload would be reused by the next attempt).
  const preloads = page.html
    ? await preloadLinks([
        ...(page.handle
          ? [{ remote: page.handle.remote, expose: `pages/${page.handle.page}` }]
          : []),
        ...widgets,
      ])
    : [];
  const state: SsrState = {
    config: setup.config,
    registry: setup.registry,
    ...(setup.builds ? { builds: setup.builds } : {}),
    ...page.state,
  };
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', `${[...tags, ...page.headExtra, ...preloads].join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${serializeSsrState(state)}</script>`,
    );
}

/**
 * A page the browser renders (a sign-in's return; sign-in and the checkout's steps while a
 * session is hinted): no
 * markup, but the document carries its head and the config and registry the shop starts from, so
 * the browser goes straight to the page's code instead of asking for them first.
 */
async function browserPage(
  url: URL,
  handle: RouteHandle,
  privacy: { private?: true },
): Promise<RenderOutcome> {
  const started = performance.now();
  const params = (matchRoutes(routes, url.pathname)?.at(-1)?.params ?? {}) as RouteParams;
  const html = await pageDocument({
    url,
    locale: shopStore.get(localeAtom),
    handle,
    params,
    html: '',
    headExtra: [],
    state: { queries: { mutations: [], queries: [] }, router: null, hydrate: false },
  });
  return { kind: 'page', status: 200, html, renderMs: performance.now() - started, ...privacy };
}

/** The shell's own part of every page: the footer's lists of pages. */
const shellLoader: PageLoader = ({ client }) =>
  Promise.all([
    client.ensureQueryData(pageListQuery('content')),
    client.ensureQueryData(pageListQuery('terms')),
  ]);

/**
 * Runs the loaders of what the page shows: the route's page's and, in the default layout (the
 * header's widgets and the footer around the page), each widget's of the registry and the
 * shell's. A document or a gear list (their own layouts) shows the page alone, so only what it
 * shows travels in its state. A loader that fails (a 404 answer, a remote that does not load)
 * leaves its query as it is: the render shows it as the page would, or the remote's fallback.
 */
async function runLoaders(
  handle: RouteHandle | null,
  context: PageLoaderContext,
  { withChrome }: { withChrome: boolean },
): Promise<void> {
  const widgets = withChrome
    ? Object.entries(setup?.registry ?? {}).flatMap(([remote, entry]) =>
        (entry.widgets ?? []).map((widget) => loadRemoteModule(remote, 'widgets', widget)),
      )
    : [];
  const page = handle ? loadPageModule(handle.remote, handle.page) : Promise.resolve(null);
  const modules = await Promise.allSettled([page, ...widgets]);
  const loaders = [
    withChrome ? shellLoader : undefined,
    ...modules.map((module) => (module.status === 'fulfilled' ? module.value?.loader : undefined)),
  ];
  await Promise.allSettled(loaders.map((loader) => loader?.(context)));
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
type StaticContext = Exclude<Awaited<ReturnType<StaticHandler['query']>>, Response>;

/** The page's tree on the server: the shop's root around the router at the matched route. */
function serverTree(client: QueryClient, handler: StaticHandler, context: StaticContext) {
  return (
    <ShopRoot client={client}>
      <ShopPage
        router={
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        }
      />
    </ShopRoot>
  );
}

/** The state the page carries to the browser: the answers, the router's, whether to hydrate. */
function browserState(
  client: QueryClient,
  context: StaticContext,
  failed: unknown[],
): Omit<SsrState, 'config' | 'registry'> {
  return {
    queries: dehydrate(client),
    // The browser's root route has the navigation loader (redirects, releases), which the
    // server ran before rendering: its result is "nothing to do".
    router: { loaderData: { root: null, ...context.loaderData }, actionData: null, errors: null },
    // A page showing a failed answer (not found, an error) is rendered afresh by the browser,
    // which asks again: failed answers do not travel with the page.
    hydrate: failed.length === 0,
  };
}

/** The shop's state for one request: its language, its cookies and currency, no page meta yet. */
async function applyRequest(request: RenderRequest, locale: Locale): Promise<void> {
  shopStore.set(localeAtom, locale);
  setRequestCookies(request.cookies);
  const currency = readCookie('currency');
  shopStore.set(currencyAtom, isCurrency(currency) ? currency : defaultCurrency);
  shopStore.set(pageMetaAtom, {});
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/**
 * React announces the page's priority images as preloads where it renders them; they belong in
 * the head (and in the body they would not match the browser's first render).
 */
function movePreloads(rendered: string): { html: string; preloads: string[] } {
  const preloads: string[] = [];
  const html = rendered.replace(/<link rel="preload"[^>]*>/g, (link) => {
    preloads.push(link);
    return '';
  });
  return { html, preloads };
}

/** What of the page the browser is left to do: the parts that failed, the data no loader asked. */
function leftToBrowserOf(rendered: { partErrors: string[]; notPrefilled: string[] }): string[] {
  return [
    ...rendered.partErrors.map((message) => `a part failed: ${message}`),
    ...(rendered.notPrefilled.length > 0
      ? [`data no loader asked for: ${rendered.notPrefilled.join(' ')}`]
      : []),
  ];
}

/** The answers that failed, and the page's status: 404 for no route or an answer not found. */
function pageOutcome(client: QueryClient, notFound: boolean) {
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  const status =
    notFound || failed.some((query) => errorStatus(query.state.error) === 404) ? 404 : 200;
  return { failed, status };
}

export async function render(request: RenderRequest): Promise<RenderOutcome> {
  if (!setup) throw new Error('The renderer has not started');
  const started = performance.now();
  const url = new URL(request.url, setup.publicOrigin);
  const fixed = fixedRedirect(url.pathname, url.search);
  if (fixed) return { kind: 'redirect', status: 302, location: fixed };

  const { handle, notFound } = routeHandle(url.pathname);
  const route = handle ? getRoute(handle.name) : undefined;
  // A page of one person's data (its route says so): the server sends it to be stored nowhere.
  const privacy = route?.private ? { private: true as const } : {};

  const locale: Locale = localeFromPath(url.pathname);
  await applyRequest(request, locale);
  // A page a signed-in session changes is rendered here only for a browser without one (its
  // hint): whether a hinted session holds, and what it allows, only the browser can tell.
  const renderedHere =
    route?.serverRender === true || (route?.serverRender === 'signed-out' && !signedIn());
  if (handle && !renderedHere) return browserPage(url, handle, privacy);

  // The redirect lookup runs beside the render; a redirect found wins over the page.
  const moved = lookupRedirect(url.pathname);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location) return { kind: 'redirect', status: 302, location };
    return { kind: 'browser', reason: `the route answered ${context.status}` };
  }

  const client = pageQueryClient();
  const tree = serverTree(client, handler, context);
  const params = context.matches[context.matches.length - 1]?.params ?? {};

  apiCalls = 0;
  const loading = performance.now();
  const withChrome = (route?.layout ?? 'default') === 'default';
  await runLoaders(handle, { params, search: url.searchParams, locale, client }, { withChrome });
  await settle(client);
  const dataMs = performance.now() - loading;
  if (Date.now() > request.deadline) return { kind: 'browser', reason: 'render deadline' };
  const rendered = await renderOnce(tree, client, request.deadline);
  const target = await moved;
  if (target) return { kind: 'redirect', status: 301, location: target };
  if (Date.now() > request.deadline) return { kind: 'browser', reason: 'render deadline' };
  // The page says it lives elsewhere (a slug of the other language): a permanent redirect there.
  const movedTo = shopStore.get(pageMetaAtom).movedTo;
  if (movedTo) return { kind: 'redirect', status: 301, location: movedTo };
  const leftToBrowser = leftToBrowserOf(rendered);
  const { failed, status } = pageOutcome(client, notFound);
  const { html, preloads: imagePreloads } = movePreloads(rendered.html);
  const document = await pageDocument({
    url,
    locale,
    handle,
    params: params as RouteParams,
    html,
    headExtra: imagePreloads,
    state: browserState(client, context, failed),
  });
  return {
    kind: 'page',
    status,
    html: document,
    renderMs: performance.now() - started,
    dataMs,
    // The page is rendered once, whatever its loaders missed.
    passes: 1,
    apiCalls,
    ...privacy,
    ...(leftToBrowser.length > 0 ? { leftToBrowser } : {}),
  };
}

/**
 * The one rspack configuration factory that the shell and every remote extend.
 *
 * - The shell is a module-federation host built with no remotes: it finds them at run time from
 *   the remote registry (`/remotes.json`).
 * - A remote exposes its route table (`./routes`), one module per page named in that table, any
 *   background services, widgets and route guards; it also emits `routes.json` so the shell can
 *   build its router before any remote code is loaded.
 * - react, react-dom, react-router, jotai, i18next, react-i18next, @tanstack/react-query and every
 *   entry point of `@shop/shared` are shared singletons, so each exists once in the page (one
 *   store, one query cache).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { GenerateSW } from 'workbox-webpack-plugin';
import { PrecompressPlugin } from './scripts/build/precompress-plugin';
import { STATEFUL_SHARED_ENTRIES } from './scripts/build/shared-singletons';
import { CONTRACT_VERSION } from './shared/src/contract/contract-version';
import { CAPABILITY_LINK_PREFIXES } from './shared/src/routes/capability-links';
import type { RemoteManifest } from './shared/src/routes/route-types';
import { contractRange } from './shared/src/rules/contract-compatibility';
import { offlineAnswerPlugin } from './shell/src/service-worker/offline-answer';

export interface AppConfigOptions {
  /** The app's folder (its `__dirname`). */
  dir: string;
  /** Federation name: `shell`, or the remote's short name (`catalog`, `checkout`…). */
  name: string;
  /** Dev server port. */
  port: number;
  /** A remote's route table and services (omitted for the shell). */
  remote?: RemoteManifest;
  /** Extra modules a remote exposes beyond its pages and services. */
  exposes?: Record<string, string>;
}

type Mode = 'development' | 'production';

interface DevResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

const rootDir = __dirname;

/** The chunk holding all of an app's CSS (`styles.<hash>.css`). */
const STYLES_CHUNK = 'styles';

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
}

/**
 * The singletons, with the versions the shared package declares: the libraries that hold the page's
 * state, and the stateful entries of `@shop/shared`. Each is pinned (`strictVersion`): a remote
 * built against a version the shell's does not satisfy fails to load, loudly, instead of running
 * on a state library it was not built for; the shell then falls back to an earlier version of the
 * remote and reports the failure (shell/src/federation/remote-versions.ts).
 */
export function sharedSingletons(): Record<
  string,
  { singleton: true; strictVersion: true; requiredVersion: string; version: string }
> {
  const sharedPkg = readJson<PackageJson>(path.join(rootDir, 'shared/package.json'));
  const deps = sharedPkg.dependencies ?? {};
  const libs = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-router',
    'jotai',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ];
  const result: ReturnType<typeof sharedSingletons> = {};
  for (const lib of libs) {
    const pkgName = lib.startsWith('@')
      ? lib.split('/').slice(0, 2).join('/')
      : (lib.split('/')[0] as string);
    const requiredVersion = deps[pkgName];
    if (!requiredVersion) throw new Error(`shared/package.json does not declare ${pkgName}`);
    // The installed version, given: a browser build's react-router and react-i18next are files of
    // the shop's (their shared entries), which no package.json versions.
    const { version } = readJson<PackageJson>(
      path.join(rootDir, 'node_modules', pkgName, 'package.json'),
    );
    result[lib] = { singleton: true, strictVersion: true, requiredVersion, version };
  }
  for (const entry of STATEFUL_SHARED_ENTRIES) {
    if (!sharedPkg.exports?.[`./${entry}`])
      throw new Error(`shared/package.json does not export ./${entry}`);
    result[`@shop/shared/${entry}`] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    };
  }
  return result;
}

/**
 * The singletons as a remote in the browser takes them: the libraries from the shell only
 * (`import: false`: the shell's page always provides them, so a remote bundles no copy, and its
 * entry's share table lists no fallback). The shop's own stateful entries keep theirs: a host
 * provides only the shared modules its own build contains, and a remote may use one the shell does
 * not (the sanitiser), which the first remote to need it then provides to the others.
 */
function consumedSingletons() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, config]) => [
      name,
      name.startsWith('@shop/shared/') ? config : { ...config, import: false as const },
    ]),
  );
}

type ExportTarget = string | { import?: ExportTarget; require?: ExportTarget; default?: string };

function exportFile(
  target: ExportTarget | undefined,
  condition: 'import' | 'require',
): string | null {
  if (!target) return null;
  if (typeof target === 'string') return target;
  const chosen = target[condition];
  if (typeof chosen === 'string') return chosen;
  return chosen && typeof chosen === 'object' && typeof chosen.default === 'string'
    ? chosen.default
    : null;
}

/**
 * The federation runtime's packages as ESM: bare requests aliased to their `import` builds, and
 * each CommonJS file mapped to its ESM twin.
 */
const federationRuntimeEsm = (() => {
  const aliases: Record<string, string> = {};
  const files = new Map<string, string>();
  const packages = [
    'runtime',
    'runtime-core',
    'runtime-tools',
    'sdk',
    'webpack-bundler-runtime',
    'error-codes',
  ];
  for (const name of packages) {
    const dir = path.join(rootDir, 'node_modules/@module-federation', name);
    const pkg = readJson<{ exports?: Record<string, ExportTarget> }>(
      path.join(dir, 'package.json'),
    );
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      const esm = exportFile(target, 'import');
      const cjs = exportFile(target, 'require');
      if (!esm || subpath.includes('*') || !esm.endsWith('js')) continue;
      aliases[`@module-federation/${name}${subpath.slice(1)}$`] = path.join(dir, esm);
      if (cjs && cjs !== esm) files.set(path.join(dir, cjs), path.join(dir, esm));
    }
  }
  return { aliases, files };
})();

/** The bundler runtime's ESM entry, and what a remote's entry uses in its place. */
const bundlerRuntimeEsm = path.join(
  rootDir,
  'node_modules/@module-federation/webpack-bundler-runtime/dist/index.js',
);
const remoteBundlerRuntime = path.join(rootDir, 'scripts/build/remote-bundler-runtime.ts');
const bundlerRuntimeVersion = readJson<PackageJson>(
  path.join(rootDir, 'node_modules/@module-federation/webpack-bundler-runtime/package.json'),
).version;

/**
 * react-router's package points every condition at its development build (checks and warnings,
 * larger and slower); a production build uses the production one it ships beside it.
 */
const reactRouterProduction = {
  'react-router$': path.join(rootDir, 'node_modules/react-router/dist/production/index.mjs'),
};

/**
 * The browser builds share react-router and react-i18next as the parts of them the shop uses
 * (scripts/build/shared-entries/), which import the packages themselves by another name.
 */
function slimSharedLibraries(isProd: boolean): Record<string, string> {
  const entries = path.join(rootDir, 'scripts/build/shared-entries');
  return {
    'react-router$': path.join(entries, 'react-router.ts'),
    'react-i18next$': path.join(entries, 'react-i18next.ts'),
    'react-router-package$': isProd
      ? (reactRouterProduction['react-router$'] as string)
      : path.join(rootDir, 'node_modules/react-router/dist/development/index.mjs'),
    'react-i18next-package$': path.join(rootDir, 'node_modules/react-i18next/dist/es/index.js'),
  };
}

/**
 * Emits `build.json` (`{ name, buildId, contract }`): the deploy step publishes the build as the
 * version `buildId` and merges the id into the deployment's `builds/latest.json`, which the shell
 * polls to notice new releases. A production build gets its id before compiling (`SHOP_BUILD_ID`,
 * else a fresh random one), so the code knows it too; a development build is named by its
 * compilation hash. `contract` is the shell's contract version, or the range a remote was built
 * against (contract/contract-version.ts), which the deploy step checks.
 */
class BuildIdPlugin {
  constructor(
    private readonly name: string,
    private readonly id: string,
    private readonly contract: string,
  ) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const buildId = this.id || (compilation.hash ?? String(Date.now()));
          const body = `${JSON.stringify({ name: this.name, buildId, contract: this.contract })}\n`;
          compilation.emitAsset('build.json', new rspack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * The shell's service worker: the shell precached (index.html answers every navigation, so a
 * reload offline still starts the shell); network-first for the registry, runtime config,
 * manifests, remote entries, route tables and latest.json, answered offline with the shell's
 * offline marker when nothing is cached; cache-first for hashed chunks and images;
 * stale-while-revalidate for catalogue GETs (catalogue POSTs: public/sw-catalogue-posts.js).
 */
function serviceWorkerPlugin() {
  return new GenerateSW({
    swDest: 'sw.js',
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/remotes\//,
      /^\/builds\//,
      /\.[a-z0-9]+$/i,
      /^\/(login|vop)$/,
      // Capability-link pages always from the network, with the server's no-referrer policy.
      ...CAPABILITY_LINK_PREFIXES.map(
        (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}`, 'i'),
      ),
    ],
    exclude: [/\.map$/, /^build\.json$/, /^sw-catalogue-posts\.js$/],
    importScripts: ['/sw-catalogue-posts.js'],
    runtimeCaching: [
      {
        urlPattern: ({ url }) =>
          url.pathname === '/remotes.json' ||
          url.pathname === '/config.json' ||
          url.pathname.startsWith('/builds/') ||
          /\/(mf-manifest\.json|remoteEntry\.js|routes\.json|build\.json)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'shop-federation',
          networkTimeoutSeconds: 5,
          // No network and nothing cached: a 503 with the offline marker, which the shell's
          // start-up shows as "offline", not as a server error.
          plugins: [offlineAnswerPlugin],
        },
      },
      {
        urlPattern: ({ url }) => /\.[0-9a-f]{10}\.(js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'shop-chunks',
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 },
        },
      },
      {
        urlPattern: ({ request, url }) =>
          request.destination === 'image' || url.pathname.startsWith('/api/product-image/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'shop-images',
          expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
      {
        urlPattern: ({ url }) =>
          /^\/api\/(categories|category\/|product\/|product$|products\/|page\/|slug|branches)/.test(
            url.pathname,
          ),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'shop-catalogue',
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
        },
      },
    ],
  });
}

/**
 * Links the shell's style sheet from `index.html`: the shell's code all loads behind its async
 * boundary, so the sheet would otherwise wait for that code, and a server-rendered page would be
 * shown unstyled until then. (Its scripts are not preloaded: on a slow connection they would take
 * the bandwidth the page's first paint needs, its style sheets and largest image.)
 */
class ShellStylesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('ShellStylesPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise(
        'ShellStylesPlugin',
        async (data) => {
          const chunk = compilation.namedChunks.get(STYLES_CHUNK);
          const sheets = [...(chunk?.files ?? [])].filter((file) => file.endsWith('.css'));
          data.assets.css.push(...sheets.map((file) => `${data.assets.publicPath}${file}`));
          return data;
        },
      );
    });
  }
}

/**
 * Emits the remote's route table as `routes.json` beside `mf-manifest.json`, with the contract
 * range it was built against (`contractRange`), which the shell checks before loading it.
 */
class RoutesJsonPlugin {
  constructor(private readonly manifest: RemoteManifest) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutesJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const table = { ...this.manifest, contractRange: contractRange(CONTRACT_VERSION) };
          const body = `${JSON.stringify(table, null, 2)}\n`;
          compilation.emitAsset('routes.json', new rspack.sources.RawSource(body));
        },
      );
    });
  }
}

function pageModulePath(page: string): string {
  return `./src/pages/${page}/${page}-page.tsx`;
}

export function remoteExposes(manifest: RemoteManifest, extra: Record<string, string> = {}) {
  const exposes: Record<string, string> = { './routes': './src/routes.ts', ...extra };
  for (const route of manifest.routes)
    exposes[`./pages/${route.page}`] = pageModulePath(route.page);
  for (const service of manifest.services ?? []) {
    exposes[`./services/${service}`] = `./src/services/${service}.ts`;
  }
  for (const widget of manifest.widgets ?? []) {
    exposes[`./widgets/${widget}`] = `./src/widgets/${widget}/${widget}.tsx`;
  }
  for (const guard of manifest.guards ?? []) {
    exposes[`./guards/${guard}`] = `./src/guards/${guard}.ts`;
  }
  return exposes;
}

/**
 * How an app's sources are compiled, the same for the browser and the server build (the server's
 * markup must match the browser's): TypeScript and JSX through swc with the production JSX runtime
 * (a remote in development runs inside a production shell), CSS modules named by app (on the
 * server their class names only), SVG as files (the server emits none).
 */
function appModule(name: string, isProd: boolean, target: 'browser' | 'server') {
  const server = target === 'server';
  return {
    parser: {
      'css/auto': { namedExports: false },
      // Importing a name a module does not export fails the build (one missing from a shared
      // entry in scripts/build/shared-entries/ included).
      javascript: { exportsPresence: 'error' as const },
    },
    generator: {
      'css/auto': {
        localIdentName: isProd ? `${name}-[hash:6]` : `${name}-[local]-[hash:4]`,
        exportsConvention: 'camel-case-only' as const,
        ...(server ? { exportsOnly: true } : {}),
      },
    },
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: false } },
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      {
        // Images, and the WebAssembly the desk's camera reader runs: files served beside the code.
        test: /\.(svg|wasm)$/,
        type: 'asset/resource',
        ...(server ? { generator: { emit: false } } : {}),
      },
    ],
  } satisfies Configuration['module'];
}

export function createAppConfig(options: AppConfigOptions, env: { mode?: Mode } = {}) {
  const mode: Mode =
    env.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  if (process.env.SHOP_TARGET === 'server') return createServerConfig(options, mode);
  const isHost = !options.remote;
  const isProd = mode === 'production';
  const buildId = isProd
    ? process.env.SHOP_BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
    : '';
  const outputPath = process.env.OUTPUT_PATH
    ? path.resolve(process.env.OUTPUT_PATH)
    : path.join(options.dir, 'dist');
  const shopUrl = process.env.SHOP_URL ?? 'http://localhost:8080';

  const config: Configuration = {
    mode,
    context: options.dir,
    // A remote's only entry is its remoteEntry.js, added by the federation plugin.
    entry: isHost ? { main: './src/index.ts' } : {},
    target: ['web', 'es2022'],
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outputPath,
      uniqueName: `shop_${options.name}`,
      publicPath: isHost ? '/' : 'auto',
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { ...federationRuntimeEsm.aliases, ...slimSharedLibraries(isProd) },
    },
    module: appModule(options.name, isProd, 'browser'),
    optimization: {
      minimize: isProd,
      splitChunks: {
        cacheGroups: {
          // All of an app's styles in one sheet (a few KB compressed): a page's parts, however
          // lazily their code loads, are styled by the one sheet the server-rendered page links,
          // so nothing moves when the code arrives. (No shared singleton has styles: a shared
          // module's would be left out of the remote's manifest.)
          styles: {
            type: 'css/auto',
            name: STYLES_CHUNK,
            chunks: 'all',
            enforce: true,
            priority: 30,
          },
          // An app's translations (its `src/i18n/`) are needed by every page of it but are below
          // the default size for a chunk of their own, so each page chunk would carry a copy: the
          // home page downloaded the catalogue's twice. One chunk, shared by the app's pages.
          translations: {
            test: /[\\/]src[\\/]i18n[\\/]/,
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: options.remote ? remoteExposes(options.remote, options.exposes) : undefined,
        remotes: {},
        shared: isHost ? sharedSingletons() : consumedSingletons(),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        // No type generation in the bundle: `npm run typecheck` has the same generator write each
        // remote's declarations (@mf-types) and checks the shell against them. The shell finds
        // its remotes at run time, so nothing would download a published types archive.
        dts: false,
        shareStrategy: 'loaded-first',
        // One federation runtime in the page: the shell provides it, remotes use the shell's.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
        runtimePlugins: isHost
          ? [path.join(rootDir, 'shell/src/federation/remote-failure-plugin.ts')]
          : [],
      }),
      // The federation plugin pulls its runtime packages in as CommonJS, which cannot be
      // tree-shaken; use their ESM builds instead (absolute requests the plugin injects). A
      // remote's entry takes the shell's bundler runtime instead of a copy of its own.
      new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/].+\.c?js$/, (resource) => {
        const request = federationRuntimeEsm.files.get(resource.request) ?? resource.request;
        resource.request =
          !isHost && request === bundlerRuntimeEsm ? remoteBundlerRuntime : request;
      }),
      new rspack.DefinePlugin({
        'process.env.SHOP_BUILD_ID': JSON.stringify(buildId),
        // '1' in the server's build of an app (createServerConfig).
        'process.env.SHOP_SERVER': JSON.stringify(''),
        'process.env.SHOP_BUNDLER_RUNTIME_VERSION': JSON.stringify(bundlerRuntimeVersion),
      }),
      new BuildIdPlugin(
        options.name,
        buildId,
        isHost ? CONTRACT_VERSION : contractRange(CONTRACT_VERSION),
      ),
      ...(isHost && fs.existsSync(path.join(options.dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] })]
        : []),
      ...(isHost && isProd ? [serviceWorkerPlugin()] : []),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({
              template: './src/index.html',
              inject: 'body',
            }),
            new ShellStylesPlugin(),
          ]
        : [new RoutesJsonPlugin(options.remote as RemoteManifest)]),
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: options.port,
      hot: true,
      // A remote's dev server is loaded by the shop's page (`npm run dev`: the shell on :8080):
      // CORS for exactly that origin, never `*`. The shell's own dev server needs none.
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': new URL(shopUrl).origin },
      historyApiFallback: isHost,
      devMiddleware: { publicPath: isHost ? '/' : `/remotes/${options.name}/` },
      // The shell's dev server and a remote's stand-alone dev server both show the whole shop:
      // everything they do not build themselves comes from the running shop (API, registry,
      // other apps).
      proxy: [
        {
          context: (pathname: string) =>
            isHost
              ? /^\/(api|remotes\.json|config\.json|builds|remotes\/)/.test(pathname)
              : !pathname.startsWith(`/remotes/${options.name}/`),
          target: shopUrl,
          changeOrigin: true,
          // A remote's stand-alone dev server points the registry at itself.
          ...(isHost ? {} : { selfHandleResponse: false }),
        },
      ],
      setupMiddlewares: (middlewares) => {
        if (isHost) return middlewares;
        // A remote's stand-alone dev server points the registry's entry for it at itself.
        middlewares.unshift({
          name: 'remote-registry',
          path: '/remotes.json',
          middleware: async (_req: unknown, res: DevResponse) => {
            try {
              const upstream = (await (await fetch(`${shopUrl}/remotes.json`)).json()) as Record<
                string,
                unknown
              >;
              // This remote's entry and route table come from this dev server, live.
              const base = `http://localhost:${options.port}/remotes/${options.name}`;
              const own = (await (await fetch(`${base}/routes.json`)).json()) as RemoteManifest;
              upstream[options.name] = {
                ...own,
                entry: `/remotes/${options.name}/mf-manifest.json`,
              };
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(upstream));
            } catch {
              res.statusCode = 502;
              res.end(
                `The shop at ${shopUrl} does not answer: start it (npm start) or set SHOP_URL.`,
              );
            }
          },
        });
        return middlewares;
      },
    },
  };
  return config;
}

/**
 * The server build of an app (`SHOP_TARGET=server`, into `dist/server/`), for rendering public
 * pages on the server. A remote's is a federation container for Node (`server/remoteEntry.js`
 * beside its browser `mf-manifest.json`), exposing the same modules as its browser build; the
 * shell's is the renderer (`server/render.js`), a federation host that finds the remotes' server
 * containers from the registry at run time, through the federation node runtime (fetched over
 * HTTP like the browser's, so a remote is still deployed alone). CSS modules export their class
 * names only, with the browser build's names, so the markup matches for hydration.
 */
export function createServerConfig(options: AppConfigOptions, mode: Mode): Configuration {
  const isHost = !options.remote;
  const isProd = mode === 'production';
  const outputPath = path.join(
    process.env.OUTPUT_PATH
      ? path.resolve(process.env.OUTPUT_PATH)
      : path.join(options.dir, 'dist'),
    'server',
  );
  return {
    mode,
    context: options.dir,
    entry: isHost ? { render: './src/server/render-entry.ts' } : {},
    target: 'async-node',
    devtool: isProd ? 'source-map' : false,
    output: {
      path: outputPath,
      // The browser build's: CSS class names are hashed with it, and must match.
      uniqueName: `shop_${options.name}`,
      // Chunks of a remote are found beside its remote entry (the node runtime's fallback for an
      // empty public path); the shell's chunks are read from its own folder.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['node', 'import', 'require', 'default'],
      alias: isProd ? reactRouterProduction : {},
    },
    module: appModule(options.name, isProd, 'server'),
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        library: isHost ? undefined : { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: options.remote ? remoteExposes(options.remote, options.exposes) : undefined,
        remotes: {},
        shared: sharedSingletons(),
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new rspack.DefinePlugin({
        'process.env.SHOP_BUILD_ID': JSON.stringify(''),
        'process.env.SHOP_SERVER': JSON.stringify('1'),
      }),
    ],
  };
}

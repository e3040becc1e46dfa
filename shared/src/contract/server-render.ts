/**
 * The server renderer's interface: what the API gives the deployed shell's renderer
 * (`shell/server/render.js`) and what it answers. Types only: the API loads the renderer at run
 * time from the deployment, so a release of the shell needs no rebuild of the API.
 */
import type { RouteDefinition } from '../routes/route-types';
import type { RuntimeConfig } from '../runtime-config/runtime-config';

/** A published version of a remote: where its manifest is and the contract range it states. */
export interface RemoteVersion {
  /** The version (its build id), or absent for a remote the registry names by URL alone. */
  version?: string;
  /** URL of the version's browser `mf-manifest.json`; its server container is beside it. */
  entry: string;
  /** `^MAJOR.MINOR`: the contract the version was built against (contract/contract-version.ts). */
  contractRange?: string;
}

/** One remote in the registry (`/remotes.json`): its current version and its route table. */
export interface RegistryRemote extends RemoteVersion {
  routes: RouteDefinition[];
  services?: string[];
  widgets?: string[];
  /**
   * The versions published before the current one, newest first: the last known good ones the
   * shell falls back to when the current one cannot be loaded or does not fit its contract.
   */
  previous?: RemoteVersion[];
}

export interface RendererSetup {
  /** The runtime config the browser gets (`/config.json`). */
  config: RuntimeConfig;
  /** The API as the server reaches it, e.g. `http://127.0.0.1:8080/api`. */
  apiBaseUrl: string;
  /** Where the server reaches the deployment's files over HTTP (remote containers, manifests). */
  internalOrigin: string;
  /** The shop's public origin (canonical and alternate links, Open Graph). */
  publicOrigin: string;
  /** The remote registry and the origins its entries may be on besides the shop's own. */
  registry: Record<string, RegistryRemote>;
  remoteOrigins: readonly string[];
  /**
   * The build ids in use when the renderer started (`builds/latest.json`): a page carries them, so
   * a tab whose page was rendered just before a release knows it runs the builds before it.
   */
  builds?: Record<string, string>;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The shop's cookies the request came with (`shop_…`: currency, grid style). */
  cookies: Record<string, string>;
  /** When (epoch ms) the renderer gives up and the browser renders the page instead. */
  deadline: number;
}

export type RenderOutcome =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The whole render, data included. */
      renderMs: number;
      /** Of it, waiting for the API's answers; and how many times the page was rendered (1). */
      dataMs?: number;
      passes?: number;
      /** Requests the render made to the API (its loaders). */
      apiCalls?: number;
      /**
       * The page's route is private (`RouteDefinition.private`: one person's data): the page is
       * sent `Cache-Control: no-store`, not indexed and passed on in no Referer.
       */
      private?: boolean;
      /**
       * Parts of the page the server could not render and left to the browser, each with its
       * reason (a part that failed, data no loader asked for); absent when none.
       */
      leftToBrowser?: string[];
    }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** The browser renders this page (not a server-rendered route, or the renderer gave up). */
  | { kind: 'browser'; reason: string };

/** What the host process lends the renderer: a DOM for sanitising HTML (jsdom's window). */
export interface RendererHost {
  window: unknown;
}

/** The renderer module's exports. */
export interface PageRenderer {
  start(setup: RendererSetup, host: RendererHost): Promise<void>;
  render(request: RenderRequest): Promise<RenderOutcome>;
}

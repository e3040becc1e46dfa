/**
 * The remote registry: which remotes exist, where their manifests are, and their route tables.
 * The deployment serves it as `/remotes.json`; the shell reads it once at start. Only remotes whose
 * manifest is on an allowed origin (`remote-origins.ts`) and whose contract the shell serves
 * (`remote-versions.ts`: the version in use, or an earlier one listed) are loaded; the routes of a
 * refused one show its fallback page.
 */

import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from '@shop/shared/contract';
import type { RemoteManifest } from '@shop/shared/routes';
import { registerRoutes } from '@shop/shared/routes';
import { besideManifest } from '@shop/shared/rules/remote-files';
import { getRuntimeConfig } from '@shop/shared/runtime-config';
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';
import { markRetried } from './remote-failure-plugin';
import { loadRemoteModule } from './remote-modules';
import { allowedRemoteOrigins, isAllowedRemoteEntry, screenRegistry } from './remote-origins';
import { activeEntry, chooseVersion } from './remote-versions';

/** One remote of the registry: its manifest URL and route table (the server renderer's type). */
export type RegistryEntry = RegistryRemote;

export type RemoteRegistry = Record<string, RegistryEntry>;

let registry: RemoteRegistry = {};
/** Remotes whose manifest is outside the allowed origins: never loaded. */
let refusedRemotes = new Set<string>();

/** Bumped when a remote is retried, so its pages load again. */
export const remoteGenerationAtom = atom<Record<string, number>>({});

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface ApplyRegistryOptions {
  /** The origins remotes may come from; default: the runtime config's and the page's own. */
  origins?: ReadonlySet<string>;
  /** The page's URL, against which site-relative entries are resolved. */
  pageUrl?: string;
  /**
   * The entry registered for a remote; default its browser manifest. The server renderer
   * registers each remote's server container instead (`server/remoteEntry.js` beside it).
   */
  entryFor?: (entry: string) => string;
}

/**
 * Registers the remotes on allowed origins (the runtime config's `remoteOrigins` and the page's
 * own) and every remote's routes, so a refused remote's routes show its fallback page.
 */
export function applyRegistry(next: RemoteRegistry, options: ApplyRegistryOptions = {}): void {
  const pageUrl = options.pageUrl ?? window.location.href;
  const origins =
    options.origins ??
    allowedRemoteOrigins(getRuntimeConfig().remoteOrigins, new URL(pageUrl).origin);
  const { accepted, refused } = screenRegistry(next, origins, pageUrl);
  registry = next;
  refusedRemotes = new Set(Object.keys(refused));
  for (const [name, remote] of Object.entries(refused)) {
    console.error(
      `Remote ${name} refused: its manifest ${String(remote?.entry)} is not on an allowed origin (${[...origins].join(', ')})`,
    );
  }
  const entryFor = options.entryFor ?? ((entry: string) => entry);
  const registered: Array<{ name: string; entry: string }> = [];
  for (const [name, remote] of Object.entries(accepted)) {
    const version = chooseVersion(
      name,
      remote,
      (entry) => isAllowedRemoteEntry(entry, origins, pageUrl),
      entryFor,
    );
    if (version) registered.push({ name, entry: entryFor(version.entry) });
    else {
      refusedRemotes.add(name);
      console.error(`Remote ${name} refused: no version of it fits the shell's contract`);
    }
  }
  registerRemotes(registered);
  for (const [name, remote] of Object.entries(next)) registerRoutes(name, remote.routes ?? []);
}

/** A remote the shell does not load (its manifest is outside the allowed origins). */
export function isRemoteRefused(name: string): boolean {
  return refusedRemotes.has(name);
}

export function getRegistry(): RemoteRegistry {
  return registry;
}

/** Forgets a failed remote (manifest and entry caches) and renders its pages again. */
export function retryRemote(name: string): void {
  const entry = activeEntry(name);
  if (!entry || refusedRemotes.has(name)) return;
  markRetried(new URL(besideManifest(entry), window.location.href).href);
  registerRemotes([{ name, entry }], { force: true });
  const generations = shopStore.get(remoteGenerationAtom);
  shopStore.set(remoteGenerationAtom, { ...generations, [name]: (generations[name] ?? 0) + 1 });
}

/** The remote that provides a widget, if any does. */
export function widgetRemote(widget: string): string | null {
  const found = Object.entries(registry).find(
    ([name, remote]) => !refusedRemotes.has(name) && remote.widgets?.includes(widget),
  );
  return found ? found[0] : null;
}

/** Starts the remotes' background services (e.g. checkout's cart) once the first page shows. */
export async function startServices(): Promise<void> {
  const jobs = Object.entries(registry).flatMap(([name, remote]) =>
    (refusedRemotes.has(name) ? [] : (remote.services ?? [])).map(async (service) => {
      const module = await loadRemoteModule(name, 'services', service);
      if (module && typeof module.start === 'function') await module.start();
    }),
  );
  const results = await Promise.allSettled(jobs);
  for (const result of results) {
    if (result.status === 'rejected') console.error('A remote service failed', result.reason);
  }
}

export type { RemoteManifest };

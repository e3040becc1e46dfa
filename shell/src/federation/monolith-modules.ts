/**
 * The monolith build's stand-in for `@module-federation/enhanced/runtime` (shell/rspack.monolith.ts
 * aliases it here): `loadRemote('<remote>/<kind>/<name>')` imports that module of the remote's
 * source, a chunk of its own, from the table the build generates from the remotes' route tables;
 * there are no remotes to register. The federated build never includes this file.
 */
import { modules } from 'shop-monolith-table';

/** The module a federation id names, loaded lazily; an id no remote exposes rejects. */
export function loadRemote<T>(id: string): Promise<T | null> {
  const load = modules[id];
  if (!load) return Promise.reject(new Error(`Module "${id}" does not exist in the shop`));
  return load() as Promise<T>;
}

/** Nothing to register: every remote's code is part of the bundle. */
export function registerRemotes(
  _remotes: readonly { name: string; entry: string }[],
  _options?: { force?: boolean },
): void {}

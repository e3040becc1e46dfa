/**
 * The monolith build's remote registry (shell/rspack.monolith.ts puts it in place of
 * remote-registry.ts): the same registry, but filled from the route tables of the remotes'
 * sources, which are part of the bundle, whatever the deployment's `/remotes.json` says.
 */
import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import { contractRange } from '@shop/shared/rules/contract-compatibility';
import { manifests } from 'shop-monolith-table';
import { applyRegistry as applyFederatedRegistry, type RemoteRegistry } from './remote-registry';

export * from './remote-registry';

/**
 * Every remote of the bundle, on the page's own origin and built against the shell's own contract
 * (so none is refused).
 */
export function monolithRegistry(): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const name of Object.keys(manifests).sort()) {
    const manifest = manifests[name];
    if (!manifest) continue;
    registry[name] = {
      entry: '/',
      contractRange: contractRange(CONTRACT_VERSION),
      routes: manifest.routes,
      services: manifest.services ?? [],
      widgets: manifest.widgets ?? [],
    };
  }
  return registry;
}

/** Registers the bundle's remotes; the registry the deployment serves is not used. */
export function applyRegistry(
  _deployed: RemoteRegistry,
  origins?: Parameters<typeof applyFederatedRegistry>[1],
): void {
  applyFederatedRegistry(monolithRegistry(), origins);
}

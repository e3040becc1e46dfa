/**
 * A remote is found by its manifest's address (`…/mf-manifest.json`, perhaps with a query): every
 * other file of the remote's build (its entry, chunks, server container, route table) lies beside
 * it. One rule for the shell, its renderer and the API's registry.
 */
const MANIFEST = /mf-manifest\.json(\?.*)?$/;

/** The address of `file` beside the remote's manifest (`''`: the folder itself). */
export function besideManifest(entry: string, file = ''): string {
  return entry.replace(MANIFEST, file);
}

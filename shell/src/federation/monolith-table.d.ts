/**
 * The table shell/rspack.monolith.ts generates (a virtual module of the monolith build): each
 * remote's route table, and each module the remotes expose by federation id, loaded lazily.
 */
declare module 'shop-monolith-table' {
  import type { RemoteManifest } from '@shop/shared/routes';

  export const manifests: Readonly<Record<string, RemoteManifest>>;
  export const modules: Readonly<Record<string, () => Promise<unknown>>>;
}

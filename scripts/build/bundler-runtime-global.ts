/**
 * Where the shell's page keeps the federation's bundler runtime (the functions that connect a
 * bundle's chunk loading and share table to the federation runtime) for the remotes to use: the
 * shell publishes it before any remote loads (shell/src/index.ts), and a remote's entry takes it
 * from there (remote-bundler-runtime.ts) instead of carrying its own copy.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__SHOP_FEDERATION_BUNDLER_RUNTIME__';

/**
 * What the shell publishes: the parts of its bundler runtime that hold no state of its own, and
 * the version of `@module-federation/webpack-bundler-runtime` they come from (a remote built
 * against another refuses them: rspack's code in its entry is made for its own version).
 */
export interface PublishedBundlerRuntime {
  version: string;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

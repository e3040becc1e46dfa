/**
 * A remote's federation bundler runtime in the browser: the shell's, published on the page
 * (bundler-runtime-global.ts), in the shape of `@module-federation/webpack-bundler-runtime`'s
 * default export, which a remote's entry is built against in its place (rspack.base.ts). The
 * functions are the shell's (they hold no state: each takes the container's own
 * `__webpack_require__`), but for the one only a container with exposes needs, which the shell's
 * build leaves out; the state is the remote's own, as with a copy of its own: a fresh share scope
 * object and options, and its own federation runtime (`@module-federation/runtime`, built with
 * the remote's name, so that the remote gets its own federation instance). A remote always runs
 * in the shell's page.
 */
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type PublishedBundlerRuntime } from './bundler-runtime-global';

const published = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as
  | PublishedBundlerRuntime
  | undefined;
if (!published) {
  throw new Error('The shell has not published its federation bundler runtime: open the shop.');
}
const built = process.env.SHOP_BUNDLER_RUNTIME_VERSION;
if (published.version !== built) {
  throw new Error(
    `The shell's federation bundler runtime is ${published.version}, this remote was built with ${built}`,
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...published.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

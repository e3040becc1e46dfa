import {
  BUNDLER_RUNTIME_GLOBAL,
  type PublishedBundlerRuntime,
} from '../../scripts/build/bundler-runtime-global';

// The federation's bundler runtime, for the remotes' entries to use instead of a copy each (the
// monolith baseline, built without federation, has none).
const { federation } = __webpack_require__;
if (federation) {
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = {
    version: process.env.SHOP_BUNDLER_RUNTIME_VERSION ?? '',
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  } satisfies PublishedBundlerRuntime;
}

// The async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');

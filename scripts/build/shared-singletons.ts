/**
 * The entries of `@shop/shared` that hold what the page must have once: the API client and its
 * tokens, the store and its atoms, the query cache, the event bus, the i18next instance, the route
 * table the remotes' routes are registered in, the runtime config, the page meta atom, and on the
 * server the request's cookies and the sanitiser's window. They are federation singletons
 * (rspack.base.ts). Every other entry is pure (functions, constants, schemas, components without
 * context), and each app bundles the parts it uses, tree-shaken, as it would any library: sharing
 * them cost every page a longer share table in each remote entry and a chunk per module.
 * scripts/lint/pure-shared-entries.test.ts checks that the others hold no state.
 */
export const STATEFUL_SHARED_ENTRIES: readonly string[] = [
  'api-client',
  'auth',
  'cookies',
  'event-bus',
  'i18n',
  'meta',
  'query',
  'routes',
  'runtime-config',
  'store',
  'ui/safe-html',
];

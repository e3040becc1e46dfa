/**
 * The version of the contract between the shell and the remotes: what a remote uses of the shell
 * at run time. That is the event-bus map (`event-bus/event-bus.ts`, `ShopEvents`), the API types
 * (`contract/`), the route table a remote publishes (`routes/route-types.ts`) and the shop's
 * page table (`routes/page-paths.ts`; 2.12), the stateful
 * shared entries the shell provides as singletons (`scripts/build/shared-singletons.ts`) and the
 * federation bundler runtime it publishes for the remotes' entries
 * (`scripts/build/bundler-runtime-global.ts`; 2.6: remotes take it from the shell).
 *
 * `MAJOR.MINOR`. A change that a remote built earlier still works with (a new event, a new optional
 * field, a new shared entry) raises MINOR; any other change (an event or field renamed or removed,
 * a payload changed) raises MAJOR. `contract-fingerprint.test.ts` fails on a change to those sources
 * until the version is raised and their new fingerprint recorded in `contract-fingerprint.json`. A remote's build states the range it was built against
 * (`^` this version, in its `routes.json` and `build.json`); the shell, the server renderer and the
 * deploy step refuse a remote whose range the shell's version is outside of
 * (`rules/contract-compatibility.ts`).
 */
export const CONTRACT_VERSION = '2.17';

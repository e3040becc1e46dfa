/**
 * @jest-environment node
 *
 * The route names of the contract (`ROUTE_NAMES`, `ROUTE_ALIASES` in `@shop/shared/routes`) are
 * the pages the remotes' route tables define: each name by exactly one route of one remote, none
 * left without a page, each alias once. `pathFor` takes only these names, so a link to a page
 * that no remote defines fails the type check, and this test keeps the list and the tables one.
 */

import { ROUTE_ALIASES, ROUTE_NAMES } from '@shop/shared/routes';
import { remoteManifest as account } from '../../mf-account/src/routes';
import { remoteManifest as catalog } from '../../mf-catalog/src/routes';
import { remoteManifest as checkout } from '../../mf-checkout/src/routes';
import { remoteManifest as desk } from '../../mf-desk/src/routes';
import { remoteManifest as documents } from '../../mf-documents/src/routes';

const tables = [catalog, checkout, account, documents, desk];
const defined = tables.flatMap((manifest) => manifest.routes.map((route) => route.name));
const aliases = tables.flatMap((manifest) =>
  manifest.routes.flatMap((route) => route.aliases ?? []),
);

/** The names that occur more than once. */
const repeated = (names: readonly string[]) =>
  [...new Set(names.filter((name, index) => names.indexOf(name) !== index))].sort();

describe('route names', () => {
  it('are defined by the route tables, each by one route', () => {
    expect(repeated(defined)).toEqual([]);
    expect([...defined].sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('take each alias once, and no alias is a route name', () => {
    expect(repeated(aliases)).toEqual([]);
    expect([...aliases].sort()).toEqual([...ROUTE_ALIASES].sort());
    expect(aliases.filter((alias) => defined.includes(alias as never))).toEqual([]);
  });

  it('are listed once', () => {
    expect(repeated([...ROUTE_NAMES, ...ROUTE_ALIASES])).toEqual([]);
  });
});

/**
 * @jest-environment node
 *
 * The API writes a page's path only through `api/src/lib/page-paths.ts`, which reads the
 * contract's page table (the one the remotes' route tables take their paths from): an e-mail's link, a redirect or a sitemap entry is the path the shell routes, and
 * a remote that moves a page moves the API's links with it. This test lists every place in the
 * API's production source that spells out a page path of its own instead.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PATHS, type RouteDefinition } from '@shop/shared/routes';
import { remoteManifest as account } from '../../mf-account/src/routes';
import { remoteManifest as catalog } from '../../mf-catalog/src/routes';
import { remoteManifest as checkout } from '../../mf-checkout/src/routes';
import { remoteManifest as desk } from '../../mf-desk/src/routes';
import { remoteManifest as documents } from '../../mf-documents/src/routes';

const apiSrc = path.resolve(__dirname, '../../api/src');
const routes: RouteDefinition[] = [account, catalog, checkout, documents, desk].flatMap(
  (manifest) => manifest.routes,
);

/**
 * The fixed start of each page path, as a quoted or template literal starts it ('/objednavka-odeslana',
 * `/en/order-received`): the path up to its first parameter, without a trailing slash, when it
 * names more than the language (the home page and /:slug have nothing to recognise them by).
 */
function pathStarts(definitions: readonly RouteDefinition[]): string[] {
  const starts = definitions.flatMap((route) =>
    Object.values(route.path).map((pattern) => pattern.split('/:')[0]?.replace(/\/$/, '') ?? ''),
  );
  return [...new Set(starts)].filter((start) => start !== '' && start !== '/en');
}

/** `file: literal` for each string in `source`'s code (not its comments) that starts with a page path. */
function spelledPaths(file: string, source: string, starts: readonly string[]): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
  const found: string[] = [];
  for (const match of code.matchAll(/(['"`}])(\/[^'"`$]*)/g)) {
    const literal = match[2] as string;
    if (starts.some((start) => literal === start || literal.startsWith(`${start}/`))) {
      found.push(`${file}: ${literal}`);
    }
  }
  return found;
}

/** API routes whose path happens to read like a page's (under /api, not the shop's pages). */
const apiRoutes = new Set(['modules/price-offer/routes.ts: /price-offer/:code']);
/**
 * The desk's API is under /api/desk, beside its pages at /desk: its modules' routes (and the desk
 * session cookie's path, /api/desk) read like the pages without being them.
 */
const deskApi =
  /^modules\/(desk-staff|desk-board|desk-order|desk-conflict|desk-photo|desk-timeline|units|staff-audit)\/routes\.ts: \/desk(\/|$)/;

describe('the API writes page paths only from the route tables', () => {
  const starts = pathStarts(routes);

  it('knows the pages the tables define', () => {
    expect(starts).toEqual(
      expect.arrayContaining(['/objednavka-odeslana', '/en/order-received', '/ucet', '/blog']),
    );
  });

  it.each([
    ["const path = locale === 'en' ? '/en/order-received' : '/objednavka-odeslana';", 2],
    ['return `#{origin}/document/estimate/#{code}`;', 1],
    ["const orderUrl = `#{origin}#{locale === 'en' ? '/en/account' : '/ucet'}`;", 2],
    ["app.get('/api/order/:id', handler);", 0],
    ["reply.redirect(`#{pagePath('login')}#{query}`, 302);", 0],
    ["const sitemap = '/en-sitemap.xml';", 0],
  ])('%s → %i', (source, count) => {
    // Template placeholders are written #{…} here, so that these strings stay plain strings.
    const code = source.replaceAll('#{', '$' + '{');
    expect(spelledPaths('file.ts', code, starts)).toHaveLength(count);
  });

  it('finds no page path spelled out in the API', () => {
    const files = readdirSync(apiSrc, { recursive: true })
      .map(String)
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => !file.startsWith(`test${path.sep}`) && !file.includes(`db${path.sep}seed`))
      .filter((file) => file !== path.join('lib', 'page-paths.ts'));
    const spelled = files.flatMap((file) =>
      spelledPaths(file, readFileSync(path.join(apiSrc, file), 'utf8'), starts),
    );
    expect(spelled.filter((place) => !apiRoutes.has(place) && !deskApi.test(place))).toEqual([]);
  });

  it("says the same paths as the remotes' route tables, and each contract page is a remote's", () => {
    const tabled = Object.fromEntries(routes.map((route) => [route.name, route.path]));
    expect(tabled).toEqual(PAGE_PATHS);
  });
});

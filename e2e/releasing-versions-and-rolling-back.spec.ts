import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  buildChangedCatalog,
  deployCatalog,
  restoreCatalog,
  rollBackCatalog,
} from './catalog-releases';
import { deploymentRecord } from './deployment';
import { expect, test } from './fixtures';
import { staffStatusCode } from './playwright.config';

/**
 * Versioned releases of one remote while shoppers have the shop open: the tab on the version it
 * started with keeps working, moves to the new one at its next navigation, a broken release falls
 * back to the last good one (and is counted for staff), rollback points the registry back, and a
 * release built against a contract the shell does not serve is refused.
 */
test.describe.configure({ mode: 'serial' });

const workDir = path.join(__dirname, '.tmp/catalog-versions');
const HOME_TITLE_V1 = 'Půjčovna a prodej filmové a foto techniky';
const HOME_TITLE_V2 = 'Druhé vydání katalogu';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** To the lenses from the header's category menu (a page of the catalogue not shown before). */
async function openLenses(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Kategorie' }).click();
  await header.getByRole('link', { name: 'Objektivy', exact: true }).click();
  await expect(page).toHaveURL(/\/objektivy$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}
let v1 = '';
let v2Dist = '';

test.beforeAll(() => {
  v1 = deploymentRecord().apps.catalog?.current ?? '';
  v2Dist = buildChangedCatalog(path.join(workDir, 'v2'), { homeTitle: HOME_TITLE_V2 });
});

test.afterAll(() => {
  restoreCatalog();
  rmSync(workDir, { recursive: true, force: true });
});

/** A copy of the v2 build under another build id, changed by `change` (a broken release…). */
function copyOfV2(name: string, change: (dist: string) => void): string {
  const dist = path.join(workDir, name);
  rmSync(dist, { recursive: true, force: true });
  cpSync(v2Dist, dist, { recursive: true });
  const buildFile = path.join(dist, 'build.json');
  const build = JSON.parse(readFileSync(buildFile, 'utf8'));
  writeFileSync(buildFile, JSON.stringify({ ...build, buildId: `${build.buildId}-${name}` }));
  change(dist);
  return dist;
}

/** Opens the home page, which shows v2, and answers the failure report the page sends first. */
async function openHomeShowingV2(page: Page) {
  const reported = page.waitForRequest(
    (sent) => sent.url().endsWith('/api/remote-failures') && sent.method() === 'POST',
  );
  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_TITLE_V2);
  return (await reported).postDataJSON();
}

async function failureCounts(request: APIRequestContext) {
  const answer = await request.get(`/api/remote-failures/status?code=${staffStatusCode}`);
  expect(answer.status()).toBe(200);
  const { failures } = (await answer.json()) as {
    failures: Array<{
      remote: string;
      version: string;
      stage: string;
      fallback: string | null;
      count: number;
    }>;
  };
  return failures;
}

test('a tab keeps working on the version it started with and moves to the next at a navigation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const catalogFiles: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/remotes/catalog/')) catalogFiles.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_TITLE_V1);

  deployCatalog(v2Dist, { version: 'e2e-v2' });
  expect(deploymentRecord().apps.catalog?.current).toBe('e2e-v2');

  // The open tab goes on with the version it started with: a page it has not shown yet loads
  // from that version's files, which the release left in place.
  catalogFiles.length = 0;
  await openLenses(page);
  expect(catalogFiles.length).toBeGreaterThan(0);
  for (const file of catalogFiles) expect(file).toContain(`/remotes/catalog/${v1}/`);
  expect(failed).toEqual([]);
  expect(loads).toHaveLength(1);

  // Once it learns of the release, its next navigation loads the page afresh, on v2.
  const polled = page.waitForResponse(/\/builds\/latest\.json/);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await (await polled).finished();
  // (The poller reads the answer in the page's next task.)
  await page.waitForTimeout(250);
  await page.getByRole('link', { name: 'Půjčovna filmové techniky' }).first().click();
  await expect(heading(page)).toHaveText(HOME_TITLE_V2);
  // The page's load event comes after its heading shows: waited for, not raced.
  await expect.poll(() => loads.length).toBe(2);
  expect(catalogFiles.some((file) => file.includes('/remotes/catalog/e2e-v2/'))).toBe(true);
  expect(failed).toEqual([]);
});

test('a broken release falls back to the last good version and is counted for staff', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const broken = copyOfV2('e2e-v3', (dist) => {
    for (const entry of ['remoteEntry.js', 'server/remoteEntry.js']) {
      writeFileSync(path.join(dist, entry), 'throw new Error("a broken release");\n');
      rmSync(path.join(dist, `${entry}.br`), { force: true });
      rmSync(path.join(dist, `${entry}.gz`), { force: true });
    }
  });
  deployCatalog(broken, { version: 'e2e-v3' });
  const registry = await (await request.get('/remotes.json')).json();
  expect(registry.catalog.version).toBe('e2e-v3');
  expect(registry.catalog.previous[0].version).toBe('e2e-v2');

  const beacon = await openHomeShowingV2(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(beacon).toMatchObject({
    remote: 'catalog',
    version: 'e2e-v3',
    stage: 'load',
    fallback: 'e2e-v2',
  });
  expect(consoleErrors.join('\n')).toContain('falling back to e2e-v2');

  await expect
    .poll(async () =>
      (await failureCounts(request)).find(
        (row) => row.version === 'e2e-v3' && row.stage === 'load' && row.fallback === 'e2e-v2',
      ),
    )
    .toMatchObject({ remote: 'catalog', count: expect.any(Number) });
});

test('rollback points the registry back at the version before', async ({ page, request }) => {
  const output = rollBackCatalog();
  expect(output).toContain('catalog is on e2e-v2');
  const registry = await (await request.get('/remotes.json')).json();
  expect(registry.catalog.version).toBe('e2e-v2');
  expect(registry.catalog.entry).toBe('/remotes/catalog/e2e-v2/mf-manifest.json');
  const latest = await (await request.get('/builds/latest.json')).json();
  expect(latest.catalog).toBe(
    deploymentRecord().apps.catalog?.versions.find((entry) => entry.version === 'e2e-v2')?.buildId,
  );

  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/remote-failures')) beacons.push(sent.url());
  });
  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_TITLE_V2);
  expect(beacons).toEqual([]);
});

test('a release built against a contract the shell does not serve is refused', async ({
  page,
  request,
}) => {
  const incompatible = copyOfV2('e2e-v9', (dist) => {
    const buildFile = path.join(dist, 'build.json');
    const build = JSON.parse(readFileSync(buildFile, 'utf8'));
    writeFileSync(buildFile, JSON.stringify({ ...build, contract: '^9.0' }));
    const routesFile = path.join(dist, 'routes.json');
    const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
    writeFileSync(routesFile, JSON.stringify({ ...routes, contractRange: '^9.0' }));
    rmSync(`${routesFile}.br`, { force: true });
    rmSync(`${routesFile}.gz`, { force: true });
  });

  // The deploy step refuses it: the shell in use does not serve contract ^9.0.
  expect(() => deployCatalog(incompatible, { version: 'e2e-v9' })).toThrow(/Refused/);
  expect(deploymentRecord().apps.catalog?.current).toBe('e2e-v2');

  // Forced out all the same, the shell refuses it at load and stays on the last version that fits.
  deployCatalog(incompatible, { version: 'e2e-v9', force: true });
  expect(await openHomeShowingV2(page)).toMatchObject({
    remote: 'catalog',
    version: 'e2e-v9',
    stage: 'contract',
    fallback: 'e2e-v2',
  });
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await openLenses(page);
  expect(fetched.filter((file) => file.includes('/remotes/catalog/e2e-v9/'))).toEqual([]);
  await expect
    .poll(async () =>
      (await failureCounts(request)).some(
        (row) => row.version === 'e2e-v9' && row.stage === 'contract',
      ),
    )
    .toBe(true);
});

test('a release built against another React than the shell’s is refused at load and reported', async ({
  page,
  request,
}) => {
  rollBackCatalog('e2e-v2');
  // The same code, but its entry asks for React 18: a build made against an older shared library.
  const olderReact = copyOfV2('e2e-v10', (dist) => {
    const entry = path.join(dist, 'remoteEntry.js');
    const code = readFileSync(entry, 'utf8');
    const react = /requiredVersion:"\^19\.[0-9.]+"/g;
    expect(code).toMatch(react);
    writeFileSync(entry, code.replace(react, 'requiredVersion:"^18.0.0"'));
    rmSync(`${entry}.br`, { force: true });
    rmSync(`${entry}.gz`, { force: true });
  });
  deployCatalog(olderReact, { version: 'e2e-v10' });

  const beacon = await openHomeShowingV2(page);
  expect(beacon).toMatchObject({
    remote: 'catalog',
    version: 'e2e-v10',
    stage: 'load',
    fallback: 'e2e-v2',
  });
  expect(beacon.message).toMatch(/react/i);
  await expect
    .poll(async () => (await failureCounts(request)).some((row) => row.version === 'e2e-v10'))
    .toBe(true);
});

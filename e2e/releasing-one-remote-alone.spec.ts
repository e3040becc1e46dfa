import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildChangedCatalog, deployCatalog, restoreCatalog } from './catalog-releases';
import { deployedFile } from './deployment';
import { expect, test } from './fixtures';

const workDir = path.join(__dirname, '.tmp/mf-catalog-next');

// Put the regular catalogue release back for the journeys that follow.
test.afterAll(() => {
  restoreCatalog();
  rmSync(workDir, { recursive: true, force: true });
});

test('a catalogue release shows up after a reload without touching the shell', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Půjčovna a prodej filmové a foto techniky',
  );
  const shellIndex = deployedFile('shell', 'index.html');
  const shellBefore = statSync(shellIndex).mtimeMs;

  deployCatalog(
    buildChangedCatalog(workDir, { homeTitle: 'Nová sezóna v půjčovně', addRoute: true }),
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová sezóna v půjčovně');
  // The new route of the release resolves too.
  await page.goto('/nova-sezona');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová sezóna v půjčovně');
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);
  expect(deployedFile('shell', 'index.html')).toBe(shellIndex);
});

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { deployDir } from './playwright.config';

const root = path.resolve(__dirname, '..');
const workDir = path.join(__dirname, '.tmp/mf-catalog-next');

/** Copies the catalogue remote, changes its home page and adds a route, builds and deploys it. */
function releaseChangedCatalog() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  cpSync(path.join(root, 'mf-catalog/src'), path.join(workDir, 'src'), { recursive: true });
  cpSync(path.join(root, 'mf-catalog/package.json'), path.join(workDir, 'package.json'));
  writeFileSync(
    path.join(workDir, 'rspack.config.ts'),
    readFileSync(path.join(root, 'mf-catalog/rspack.config.ts'), 'utf8').replace(
      "'../rspack.base'",
      JSON.stringify(path.join(root, 'rspack.base')),
    ),
  );
  const csFile = path.join(workDir, 'src/i18n/cs.json');
  const cs = JSON.parse(readFileSync(csFile, 'utf8'));
  cs.home.title = 'Nová sezóna v půjčovně';
  writeFileSync(csFile, JSON.stringify(cs, null, 2));
  const routesFile = path.join(workDir, 'src/routes.ts');
  writeFileSync(
    routesFile,
    readFileSync(routesFile, 'utf8').replace(
      'routes: [',
      "routes: [\n    route('season-preview', { cs: '/nova-sezona', en: '/en/new-season' }, { cs: 'Nová sezóna', en: 'New season' }, { page: 'home' }),",
    ),
  );
  execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build'], {
    cwd: workDir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  deploy(path.join(workDir, 'dist'));
}

/** The deployment step of a remote: the deploy script, as a team runs it. */
function deploy(from: string) {
  execFileSync('npx', ['tsx', 'scripts/deploy.ts', 'catalog', '--from', from], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
}

// Put the regular catalogue release back for the journeys that follow.
test.afterAll(() => {
  deploy(path.join(root, 'mf-catalog/dist'));
  rmSync(workDir, { recursive: true, force: true });
});

test('a catalogue release shows up after a reload without touching the shell', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Půjčovna a prodej filmové a foto techniky',
  );
  const shellIndex = path.join(deployDir, 'shell/index.html');
  const shellBefore = statSync(shellIndex).mtimeMs;

  releaseChangedCatalog();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová sezóna v půjčovně');
  // The new route of the release resolves too.
  await page.goto('/nova-sezona');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nová sezóna v půjčovně');
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);
});

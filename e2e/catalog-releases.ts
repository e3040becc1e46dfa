import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployDir } from './playwright.config';

const root = path.resolve(__dirname, '..');

/** What a made-up catalogue release changes: its home page's title, and a route it adds. */
export interface CatalogChange {
  homeTitle: string;
  /** A route of the release, at /nova-sezona and /en/new-season, showing the home page. */
  addRoute?: boolean;
}

/**
 * Builds the catalogue remote from a copy of its sources with `change` made, for the browser and
 * for the server, in `workDir` (emptied first); answers its dist folder.
 */
export function buildChangedCatalog(workDir: string, change: CatalogChange): string {
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
  cs.home.title = change.homeTitle;
  writeFileSync(csFile, JSON.stringify(cs, null, 2));
  if (change.addRoute) {
    const routesFile = path.join(workDir, 'src/routes.ts');
    writeFileSync(
      routesFile,
      readFileSync(routesFile, 'utf8')
        .replace('pageRoute as route', 'defineRoute, pageRoute as route')
        .replace(
          'routes: [',
          "routes: [\n    defineRoute('season-preview', { cs: '/nova-sezona', en: '/en/new-season' }, { cs: 'Nová sezóna', en: 'New season' }, { page: 'home' }),",
        ),
    );
  }
  for (const target of ['browser', 'server']) {
    execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build'], {
      cwd: workDir,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...(target === 'server' ? { SHOP_TARGET: 'server' } : {}),
      },
    });
  }
  return path.join(workDir, 'dist');
}

/** Publishes the catalogue build in `from` with the deploy command, as a team runs it. */
export function deployCatalog(from: string, options: { version?: string; force?: boolean } = {}) {
  return execFileSync(
    'npx',
    [
      'tsx',
      'scripts/deploy.ts',
      'catalog',
      '--from',
      from,
      ...(options.version ? ['--version', options.version] : []),
      ...(options.force ? ['--force'] : []),
    ],
    { cwd: root, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, DEPLOY_DIR: deployDir } },
  );
}

/** Points the catalogue back at an earlier version with the rollback command. */
export function rollBackCatalog(version?: string) {
  return execFileSync(
    'npx',
    ['tsx', 'scripts/rollback.ts', 'catalog', ...(version ? [version] : [])],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, DEPLOY_DIR: deployDir },
    },
  );
}

/** The catalogue as `npm run build` made it, in use again (the journeys after expect it). */
export function restoreCatalog() {
  deployCatalog(path.join(root, 'mf-catalog/dist'));
}

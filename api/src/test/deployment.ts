import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEPLOYMENT_RECORD, type DeploymentRecord, versionFolder } from '@shop/shared/contract';

/** The version every app of a test deployment is on, unless a file names another. */
export const TEST_VERSION = 'v1';

/**
 * Where a file of an app's version lies in the deployment: `shell/index.html` and
 * `remotes/catalog/routes.json` are in version v1; `shell@v0/…` and `remotes/catalog@v2/…` name
 * their version; any other path (`builds/latest.json`) is as it is.
 */
function place(file: string): { app: string; version: string; target: string } | null {
  const match = /^(?:shell|remotes\/([^/@]+))(?:@([^/]+))?\/(.+)$/.exec(file);
  if (!match) return null;
  const app = match[1] ?? 'shell';
  const version = match[2] ?? TEST_VERSION;
  return { app, version, target: `${versionFolder(app, version)}/${match[3]}` };
}

/** Where a file named as `makeDeployment` takes it (see `place`) lies in the deployment `dir`. */
export function deployedPath(dir: string, file: string): string {
  return path.join(dir, place(file)?.target ?? file);
}

/** The path of `file` of app `app`'s version in a deployment folder. */
export function deployedFile(dir: string, app: string, file: string, version = TEST_VERSION) {
  return path.join(dir, versionFolder(app, version), file);
}

/**
 * A deployment folder (as scripts/release/releases.ts lays it out) in a fresh temporary
 * directory: the shell's page and a hashed chunk, plus the given files (path → content, see
 * `place`), and the record of the versions they make up, each app on v1 (or its newest version
 * when it has no v1). The caller removes it.
 */
export function makeDeployment(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
  const all: Record<string, string | Buffer> = {
    'shell/index.html': '<!doctype html><div id="root"></div>',
    'shell/main.0123456789.js': 'console.log("shell")',
    ...files,
  };
  const record: DeploymentRecord = { apps: {} };
  for (const [file, body] of Object.entries(all)) {
    const placed = place(file);
    const target = path.join(dir, placed?.target ?? file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    if (!placed) continue;
    const app = record.apps[placed.app] ?? { current: placed.version, versions: [] };
    record.apps[placed.app] = app;
    if (!app.versions.some((entry) => entry.version === placed.version)) {
      app.versions.push({
        version: placed.version,
        buildId: `${placed.app}-${placed.version}`,
        publishedAt: new Date(0).toISOString(),
      });
      app.versions.sort((a, b) => a.version.localeCompare(b.version));
    }
    const versions = app.versions.map((entry) => entry.version);
    app.current = versions.includes(TEST_VERSION) ? TEST_VERSION : (versions.at(-1) as string);
  }
  writeFileSync(path.join(dir, DEPLOYMENT_RECORD), JSON.stringify(record));
  return dir;
}

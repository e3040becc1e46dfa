/**
 * Releases of the shop's apps into a deployment folder: publish a build as a new version, point an
 * app back at an earlier one, and remove versions no one needs any more. The record of what is
 * published and in use is `<deploy>/registry.json` (`DeploymentRecord`, shared/src/contract/
 * deployment.ts), which the server reads for `/remotes.json`, the shell's files and the server
 * renderer.
 *
 * - A version is a folder, `shell/<version>/` or `remotes/<name>/<version>/`, copied whole under a
 *   temporary name and renamed into place, then named in the record: nothing is ever served from a
 *   half-copied folder, and a published version is never written again.
 * - The record is written whole and renamed into place, under a lock, so two teams releasing at
 *   once do not lose each other's release.
 * - `builds/latest.json` names the build in use of each app; open tabs poll it and reload at their
 *   next navigation when it changes (a release or a rollback alike).
 * - A remote is published only when the shell in use serves the contract range it was built
 *   against, and a shell only when it serves every remote in use (`--force` publishes anyway; the
 *   shell then falls back to an earlier version of a remote it does not serve).
 */
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  DEPLOYMENT_RECORD,
  type DeployedApp,
  type DeploymentRecord,
  type PublishedVersion,
  previousVersions,
  VERSION_NAME,
  versionFolder,
} from '../../shared/src/contract/deployment';
import { servesContract } from '../../shared/src/rules/contract-compatibility';

export class ReleaseError extends Error {}

interface BuildInfo {
  name: string;
  buildId: string;
  contract?: string;
}

export function readRecord(deployDir: string): DeploymentRecord {
  const file = path.join(deployDir, DEPLOYMENT_RECORD);
  if (!existsSync(file)) return { apps: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as DeploymentRecord;
}

function writeAtomically(file: string, body: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
}

/** Runs `change` on the record under the deployment's lock and writes what it returns. */
function changeRecord<T>(deployDir: string, change: (record: DeploymentRecord) => T): T {
  mkdirSync(deployDir, { recursive: true });
  const lock = path.join(deployDir, `${DEPLOYMENT_RECORD}.lock`);
  const giveUpAt = Date.now() + 30_000;
  let handle: number | null = null;
  while (handle === null) {
    try {
      handle = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > giveUpAt) {
        throw new ReleaseError(`Another release holds ${lock}; remove it if no release is running`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    const record = readRecord(deployDir);
    const result = change(record);
    writeAtomically(
      path.join(deployDir, DEPLOYMENT_RECORD),
      `${JSON.stringify(record, null, 2)}\n`,
    );
    writeLatestBuilds(deployDir, record);
    return result;
  } finally {
    closeSync(handle);
    rmSync(lock, { force: true });
  }
}

/** `builds/latest.json`: the build id in use of each app. */
function writeLatestBuilds(deployDir: string, record: DeploymentRecord): void {
  const latest: Record<string, string> = {};
  for (const [name, app] of Object.entries(record.apps)) {
    const current = app.versions.find((entry) => entry.version === app.current);
    if (current) latest[name] = current.buildId;
  }
  writeAtomically(
    path.join(deployDir, 'builds', 'latest.json'),
    `${JSON.stringify(latest, null, 2)}\n`,
  );
}

function currentOf(app: DeployedApp | undefined): PublishedVersion | undefined {
  return app?.versions.find((entry) => entry.version === app.current);
}

/** Why the contract keeps `name`'s build from going live beside the apps in use, if it does. */
function contractConflict(record: DeploymentRecord, name: string, build: BuildInfo): string | null {
  if (name === 'shell') {
    const unserved = Object.entries(record.apps)
      .filter(([other]) => other !== 'shell')
      .filter(([, app]) => !servesContract(build.contract ?? '', currentOf(app)?.contract));
    if (unserved.length === 0) return null;
    return `the shell provides contract ${build.contract ?? '(none)'}, which ${unserved
      .map(([other, app]) => `${other} ${app.current} (${currentOf(app)?.contract ?? 'no range'})`)
      .join(', ')} was not built against`;
  }
  const shell = currentOf(record.apps.shell);
  if (!shell) return null;
  if (servesContract(shell.contract ?? '', build.contract)) return null;
  return `${name} was built against contract ${build.contract ?? '(none)'}, which the shell in use (${shell.version}, contract ${shell.contract ?? '(none)'}) does not serve`;
}

function readBuild(from: string, name: string): BuildInfo {
  const buildFile = path.join(from, 'build.json');
  if (!existsSync(buildFile)) {
    throw new ReleaseError(`${from} has no build.json: build the app first (npm run build)`);
  }
  const build = JSON.parse(readFileSync(buildFile, 'utf8')) as BuildInfo;
  if (build.name !== name) {
    throw new ReleaseError(`${from} is a build of ${build.name}, not ${name}`);
  }
  return build;
}

/**
 * Why the build in `from` could not go live beside the apps in use of the deployment (its
 * contract), or null when it could: the check a pipeline runs before publishing.
 */
export function checkRelease(deployDir: string, name: string, from: string): string | null {
  return contractConflict(readRecord(deployDir), name, readBuild(from, name));
}

export interface PublishOptions {
  /** The version's name; default the build's id. */
  version?: string;
  /** Publish even when the contract check refuses. */
  force?: boolean;
}

/** Publishes the build in `from` as a new version of app `name` and puts it in use. */
export function publish(
  deployDir: string,
  name: string,
  from: string,
  options: PublishOptions = {},
): PublishedVersion {
  const build = readBuild(from, name);
  const version = options.version ?? build.buildId;
  if (!VERSION_NAME.test(version)) throw new ReleaseError(`"${version}" is not a version name`);

  const conflict = contractConflict(readRecord(deployDir), name, build);
  if (conflict && !options.force) {
    throw new ReleaseError(`Refused: ${conflict}. Build against the shell's contract, or --force`);
  }

  const target = path.join(deployDir, versionFolder(name, version));
  if (existsSync(target)) {
    // The same build again puts it back in use; another build never replaces a version.
    const listed = readRecord(deployDir).apps[name]?.versions.find((v) => v.version === version);
    if (listed?.buildId === build.buildId) return rollback(deployDir, name, version);
    throw new ReleaseError(`${name} ${version} is already published; a version is never replaced`);
  }
  const staging = `${target}.${process.pid}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(from, staging, { recursive: true });
  renameSync(staging, target);

  const published: PublishedVersion = {
    version,
    buildId: build.buildId,
    ...(build.contract ? { contract: build.contract } : {}),
    publishedAt: new Date().toISOString(),
  };
  return changeRecord(deployDir, (record) => {
    const app = record.apps[name] ?? { current: version, versions: [] };
    app.versions.push(published);
    app.current = version;
    record.apps[name] = app;
    return published;
  });
}

/**
 * Puts app `name` on `version`, by default the last known good one before the version in use. A
 * version rolled back from (to an earlier one) is withdrawn: no longer one to fall back on, until
 * it is put in use again.
 */
export function rollback(deployDir: string, name: string, version?: string): PublishedVersion {
  return changeRecord(deployDir, (record) => {
    const app = record.apps[name];
    if (!app) throw new ReleaseError(`${name} has never been published`);
    const target = version
      ? app.versions.find((entry) => entry.version === version)
      : previousVersions(app)[0];
    if (!target) {
      throw new ReleaseError(
        version
          ? `${name} ${version} is not published (published: ${app.versions.map((entry) => entry.version).join(', ')})`
          : `${name} has no version before ${app.current}`,
      );
    }
    if (!existsSync(path.join(deployDir, versionFolder(name, target.version)))) {
      throw new ReleaseError(`${name} ${target.version} is listed but its files are gone`);
    }
    const positionOf = (wanted: string) =>
      app.versions.findIndex((entry) => entry.version === wanted);
    const left = app.versions[positionOf(app.current)];
    if (left && positionOf(target.version) < positionOf(app.current)) {
      left.withdrawnAt = new Date().toISOString();
    }
    delete target.withdrawnAt;
    app.current = target.version;
    return target;
  });
}

/**
 * Removes the versions of app `name` beyond the `keep` newest, never the one in use; their files
 * go only after the record stops naming them. Answers the versions removed.
 */
export function prune(deployDir: string, name: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new ReleaseError('keep at least one version');
  const removed = changeRecord(deployDir, (record) => {
    const app = record.apps[name];
    if (!app) throw new ReleaseError(`${name} has never been published`);
    const kept = new Set(app.versions.slice(-keep).map((entry) => entry.version));
    kept.add(app.current);
    const gone = app.versions.filter((entry) => !kept.has(entry.version));
    app.versions = app.versions.filter((entry) => kept.has(entry.version));
    return gone.map((entry) => entry.version);
  });
  for (const version of removed) {
    rmSync(path.join(deployDir, versionFolder(name, version)), { recursive: true, force: true });
  }
  return removed;
}

/**
 * The deployment's own record of its releases, `<deploy>/registry.json`: every app (the shell and
 * each remote) with the versions published and the one in use. A version is a folder that is
 * never written again once published (`shell/<version>/`, `remotes/<name>/<version>/`), so a tab
 * still on an older version keeps finding its files. The deploy, rollback and prune commands
 * (scripts/release/) write the record, always whole and atomically; the server reads it to serve
 * the shell, compose `/remotes.json` and start the server renderer.
 */

/** One published version of an app. */
export interface PublishedVersion {
  version: string;
  /** The build's id (`build.json`), which open tabs compare (`builds/latest.json`). */
  buildId: string;
  /** The shell's contract version, or the range a remote was built against. */
  contract?: string;
  /** When it was published (ISO 8601). */
  publishedAt: string;
  /**
   * When a rollback took it out of use (ISO 8601): it is no longer a version to fall back on,
   * until it is put in use again.
   */
  withdrawnAt?: string;
}

export interface DeployedApp {
  /** The version in use. */
  current: string;
  /** Every version still published, oldest first. */
  versions: PublishedVersion[];
}

export interface DeploymentRecord {
  apps: Record<string, DeployedApp>;
}

export const DEPLOYMENT_RECORD = 'registry.json';

/** The folder of an app's version inside the deployment, `/`-separated. */
export function versionFolder(app: string, version: string): string {
  return app === 'shell' ? `shell/${version}` : `remotes/${app}/${version}`;
}

/** A version name: letters, digits, `.`, `_` and `-`, starting with a letter or digit. */
export const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The last known good versions to fall back on, newest first: those published before the one in
 * use, but none a rollback took out of use (a version published after the one in use was rolled
 * back from, or is newer than it anyway).
 */
export function previousVersions(app: DeployedApp): PublishedVersion[] {
  const index = app.versions.findIndex((entry) => entry.version === app.current);
  if (index < 0) return [];
  return app.versions
    .slice(0, index)
    .filter((entry) => !entry.withdrawnAt)
    .reverse();
}

/**
 * The deployment's record of its releases (`<deploy>/registry.json`, written by the deploy,
 * rollback and prune commands: scripts/release/releases.ts), as the server reads it: which
 * version of each app is in use. Read on each request, so a release or a rollback counts at once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEPLOYMENT_RECORD, type DeploymentRecord, versionFolder } from '@shop/shared/contract';

/** The record (an empty one before the first release, or when it cannot be read). */
export async function readDeploymentRecord(deployDir: string): Promise<DeploymentRecord> {
  try {
    const record = JSON.parse(
      await readFile(path.join(deployDir, DEPLOYMENT_RECORD), 'utf8'),
    ) as DeploymentRecord;
    return record && typeof record.apps === 'object' && record.apps ? record : { apps: {} };
  } catch {
    return { apps: {} };
  }
}

/** The folders of the shell's versions, the one in use first, then the others newest first. */
export async function shellFolders(deployDir: string): Promise<string[]> {
  const shell = (await readDeploymentRecord(deployDir)).apps.shell;
  if (!shell) return [];
  const others = shell.versions
    .map((entry) => entry.version)
    .filter((version) => version !== shell.current)
    .reverse();
  return [shell.current, ...others].map((version) =>
    path.join(deployDir, versionFolder('shell', version)),
  );
}

/** The `index.html` of the shell in use, if a shell is deployed. */
export async function currentShellPage(deployDir: string): Promise<string | undefined> {
  const [current] = await shellFolders(deployDir);
  return current && path.join(current, 'index.html');
}

/**
 * The deployment's record of its releases (`<deploy>/registry.json`, written by the deploy,
 * rollback and prune commands: scripts/release/releases.ts), as the server reads it: which
 * version of each app is in use. Read on each request, so a release or a rollback counts at once.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEPLOYMENT_RECORD, type DeploymentRecord, versionFolder } from '@shop/shared/contract';

/** The record as last read, with the file's identity then (it is replaced whole on each change). */
let lastRead: { file: string; stamp: string; record: DeploymentRecord } | null = null;

/**
 * The record (an empty one before the first release, or when it cannot be read). It is asked for
 * on every page and shell file, so it is parsed again only when the file changed: a release
 * renames a new file into place, which gives it another inode and modification time.
 */
export async function readDeploymentRecord(deployDir: string): Promise<DeploymentRecord> {
  const file = path.join(deployDir, DEPLOYMENT_RECORD);
  try {
    const found = await stat(file);
    const stamp = `${found.ino}:${found.mtimeMs}:${found.size}`;
    if (lastRead?.file === file && lastRead.stamp === stamp) return lastRead.record;
    const parsed = JSON.parse(await readFile(file, 'utf8')) as DeploymentRecord;
    const record = parsed && typeof parsed.apps === 'object' && parsed.apps ? parsed : { apps: {} };
    lastRead = { file, stamp, record };
    return record;
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

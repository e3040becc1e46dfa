import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEPLOYMENT_RECORD,
  type DeploymentRecord,
  versionFolder,
} from '../shared/src/contract/deployment';
import { deployDir } from './playwright.config';

/** The deployment's record of its releases (which version of each app is in use). */
export function deploymentRecord(): DeploymentRecord {
  return JSON.parse(readFileSync(path.join(deployDir, DEPLOYMENT_RECORD), 'utf8'));
}

/** The path of `file` in the version of `app` in use (or the version named). */
export function deployedFile(app: string, file: string, version?: string): string {
  const current = version ?? deploymentRecord().apps[app]?.current;
  if (!current) throw new Error(`${app} is not deployed in ${deployDir}`);
  return path.join(deployDir, versionFolder(app, current), file);
}

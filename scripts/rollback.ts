/**
 * Points an app of the deployment (DEPLOY_DIR, default .deploy) back at an earlier version:
 *   npm run rollback -- catalog              the version published before the one in use
 *   npm run rollback -- catalog <version>    that version (any still published)
 * Nothing is copied: the registry names the version, and open tabs reload at their next navigation.
 */
import path from 'node:path';
import { apps } from './apps.mjs';
import { ReleaseError, rollback } from './release/releases';

const root = path.dirname(__dirname);
const deployDir = path.resolve(root, process.env.DEPLOY_DIR ?? '.deploy');
const [name, version] = process.argv.slice(2);
if (!name || !apps.some((app) => app.name === name)) {
  console.error(`Usage: npm run rollback -- <${apps.map((app) => app.name).join('|')}> [version]`);
  process.exit(1);
}
try {
  const now = rollback(deployDir, name, version);
  console.log(`${name} is on ${now.version}`);
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

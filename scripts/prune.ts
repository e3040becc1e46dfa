/**
 * Removes old versions from the deployment (DEPLOY_DIR, default .deploy), keeping the newest N of
 * each app (and always the one in use), so old hashed chunks stay loadable for open tabs until no
 * kept version needs them:
 *   npm run prune -- --keep 5             every app
 *   npm run prune -- catalog --keep 3     one app
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from './apps.mjs';
import { prune, ReleaseError, readRecord } from './release/releases';

const root = path.dirname(__dirname);
const deployDir = path.resolve(root, process.env.DEPLOY_DIR ?? '.deploy');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'string', default: '5' } },
});
const keep = Number(values.keep);
const names = positionals.length > 0 ? positionals : Object.keys(readRecord(deployDir).apps);
if (names.some((name) => !apps.some((app) => app.name === name)) || !Number.isInteger(keep)) {
  console.error(`Usage: npm run prune -- [${apps.map((app) => app.name).join('|')}…] --keep <n>`);
  process.exit(1);
}
try {
  for (const name of names) {
    const removed = prune(deployDir, name, keep);
    console.log(
      `${name}: ${removed.length ? `removed ${removed.join(', ')}` : 'nothing to remove'}`,
    );
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

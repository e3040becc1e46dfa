/**
 * Publishes built apps into the deployment folder the server serves (DEPLOY_DIR, default .deploy),
 * each as a new version that is never written again (scripts/release/releases.ts):
 *   npm run deploy -- catalog                         one remote (its team's release)
 *   npm run deploy -- --all                           the shell and every remote
 *   npm run deploy -- catalog --from <dist folder>    a build made elsewhere
 *   npm run deploy -- catalog --version 2026.11.2     a version name of your own (default: build id)
 *   npm run deploy -- catalog --force                 past the contract check
 *   npm run deploy -- catalog --check                 only the contract check (exit 1: refused)
 * The registry then points at the new version and still lists the earlier ones (the shell falls
 * back to them, `npm run rollback` returns to them); open tabs reload at their next navigation.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from './apps.mjs';
import { checkRelease, publish, ReleaseError } from './release/releases';

const root = path.dirname(__dirname);
const deployDir = path.resolve(root, process.env.DEPLOY_DIR ?? '.deploy');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    from: { type: 'string' },
    version: { type: 'string' },
    force: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});
const selected = values.all ? apps : apps.filter((app) => positionals.includes(app.name));
const unknown = positionals.filter((name) => !apps.some((app) => app.name === name));
if (selected.length === 0 || unknown.length > 0) {
  console.error(
    `Usage: npm run deploy -- <${apps.map((app) => app.name).join('|')}>… | --all [--from <dist>] [--version <name>] [--force | --check]`,
  );
  process.exit(1);
}
if ((values.from || values.version) && selected.length !== 1) {
  console.error('--from and --version go with exactly one app');
  process.exit(1);
}

try {
  // The shell first: a remote is checked against the shell in use.
  for (const app of selected) {
    const from = values.from
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
      : path.join(root, app.dir, 'dist');
    if (values.check) {
      const conflict = checkRelease(deployDir, app.name, from);
      if (conflict) throw new ReleaseError(`Refused: ${conflict}`);
      console.log(`${app.name}: fits the apps in use of ${deployDir}`);
      continue;
    }
    const published = publish(deployDir, app.name, from, {
      ...(values.version ? { version: values.version } : {}),
      force: values.force,
    });
    console.log(
      `deployed ${app.name} ${published.version} → ${path.relative(root, deployDir) || deployDir}`,
    );
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

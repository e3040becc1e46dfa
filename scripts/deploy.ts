/**
 * Deploys built apps into the deployment folder the server serves (DEPLOY_DIR, default .deploy):
 *   npm run deploy -- catalog        one remote (its team's release)
 *   npm run deploy -- --all          the shell and every remote
 *   npm run deploy -- catalog --from <dist folder>   a build made elsewhere
 * Files are copied over the previous release without deleting it: old hashed chunks stay for
 * tabs that still use them, while manifests, entries and route tables (served no-cache) switch
 * to the new release at once. The route table is copied last, so the registry never announces
 * routes whose modules are not there yet. Each app's `build.json` is merged into
 * `builds/latest.json`, which open tabs poll to learn of the release.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { apps } from './apps.mjs';

const root = path.dirname(__dirname);
const deployDir = path.resolve(root, process.env.DEPLOY_DIR ?? '.deploy');
const args = process.argv.slice(2);
const fromIndex = args.indexOf('--from');
const fromDir =
  fromIndex >= 0
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args[fromIndex + 1] ?? '')
    : null;
const selected = args.includes('--all') ? apps : apps.filter((app) => args.includes(app.name));
if (fromDir && selected.length !== 1) {
  console.error('--from goes with exactly one app');
  process.exit(1);
}
if (selected.length === 0) {
  console.error(`Usage: npm run deploy -- <${apps.map((app) => app.name).join('|')}>… | --all`);
  process.exit(1);
}

const lastFiles = ['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'index.html'];

for (const app of selected) {
  const from = fromDir ?? path.join(root, app.dir, 'dist');
  if (!existsSync(from)) {
    console.error(`${app.dir}/dist does not exist: run npm run build first`);
    process.exit(1);
  }
  const to =
    app.name === 'shell'
      ? path.join(deployDir, 'shell')
      : path.join(deployDir, 'remotes', app.name);
  mkdirSync(to, { recursive: true });
  const files = readdirSync(from);
  // A file's precompressed twins (`.br`, `.gz`: scripts/build/precompress-plugin.ts) go just before
  // it; a file this build gave no twin loses the one an earlier release left, which would be stale.
  const isTwin = (file: string) => /\.(br|gz)$/.test(file) && files.includes(file.slice(0, -3));
  const first = files.filter((file) => !lastFiles.includes(file) && !isTwin(file));
  const last = lastFiles.filter((file) => files.includes(file));
  for (const file of [...first, ...last]) {
    for (const twin of [`${file}.br`, `${file}.gz`]) {
      if (files.includes(twin)) cpSync(path.join(from, twin), path.join(to, twin));
      else rmSync(path.join(to, twin), { force: true });
    }
    cpSync(path.join(from, file), path.join(to, file), { recursive: true });
  }
  recordBuild(path.join(from, 'build.json'));
  console.log(`deployed ${app.name} → ${path.relative(root, to) || to}`);
}

/** Merges an app's build id into builds/latest.json (written atomically). */
function recordBuild(buildFile: string) {
  if (!existsSync(buildFile)) return;
  const { name, buildId } = JSON.parse(readFileSync(buildFile, 'utf8')) as {
    name: string;
    buildId: string;
  };
  const latestFile = path.join(deployDir, 'builds', 'latest.json');
  mkdirSync(path.dirname(latestFile), { recursive: true });
  const latest = existsSync(latestFile)
    ? (JSON.parse(readFileSync(latestFile, 'utf8')) as Record<string, string>)
    : {};
  latest[name] = buildId;
  writeFileSync(`${latestFile}.tmp`, `${JSON.stringify(latest, null, 2)}\n`);
  renameSync(`${latestFile}.tmp`, latestFile);
}

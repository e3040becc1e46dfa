// Type checks every package with the native TypeScript compiler, two compilers at a time.
//
// The shell loads remote modules it never imports, so it is also checked against what the remotes
// really expose: module federation's type generator (@module-federation/dts-plugin, without a
// bundle) writes the declarations of each remote's exposed modules (its @mf-types), for the
// exposes the build uses (rspack.base.ts `remoteExposes` of the remote's route table); then this
// script writes the shell's map of every exposed module by federation id
// (`checkout/pages/checkout-cart` → that module's type). shell/tsconfig.json resolves
// `<remote>/<expose>` to those declarations, and shell/src/federation/remote-modules.ts checks
// each module against the contract of its kind. Everything generated lives under each app's
// node_modules/.cache/federated-types, out of git, with the compiler's incremental state.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apps, remotes } from './apps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = path.join(root, 'node_modules/.bin/tsc');
const run = promisify(execFile);
const remoteApps = apps.filter((app) => remotes.includes(app.name));
const shellApp = apps.find((app) => app.name === 'shell');
/** Where an app's generated types live (shell/tsconfig.json's `paths` point here). */
const typesDir = (app) => path.join(root, app.dir, 'node_modules/.cache/federated-types');

/** The compilers' incremental state, and the working directory of the type generator. */
const cacheDir = path.join(root, 'node_modules/.cache/typecheck');
await mkdir(cacheDir, { recursive: true });
// The generator reports failures into `.mf/diagnostics` of the working directory: keep that out of
// the source tree (the compilers are given their own).
process.chdir(cacheDir);

let failed = false;

async function check(project) {
  // Incremental: a later run re-checks only what changed since (the state is kept per project).
  const state = path.join(cacheDir, `${project === '.' ? 'root' : project}.tsbuildinfo`);
  const args = ['--noEmit', '--incremental', '--tsBuildInfoFile', state, '-p', project];
  try {
    await run(tsc, args, { cwd: root, maxBuffer: 64 << 20 });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    console.error(`type errors in ${project}`);
    failed = true;
  }
}

/** Each remote's exposes as its build declares them, by remote name. */
async function loadExposes() {
  // rspack.base.ts and the route tables are TypeScript: load them through tsx.
  const { register: registerCjs } = await import('tsx/cjs/api');
  const { register: registerEsm } = await import('tsx/esm/api');
  registerCjs();
  registerEsm();
  const { remoteExposes } = (await import('../rspack.base.ts')).default;
  const exposes = new Map();
  for (const app of remoteApps) {
    const { remoteManifest } = (await import(`../${app.dir}/src/routes.ts`)).default;
    exposes.set(app.name, remoteExposes(remoteManifest));
  }
  return exposes;
}

const exposesLoaded = loadExposes();
exposesLoaded.catch(() => undefined);
// The type generator of the installed federation plugin: resolved from @module-federation/enhanced,
// which depends on it (the root declares only the plugin).
const fromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/enhanced'),
);
const { generateTypes } = fromPlugin('@module-federation/dts-plugin/core');

/** Writes a remote's @mf-types; resolves to whether it could. */
async function generate(app) {
  try {
    await generateTypes({
      remote: {
        moduleFederationConfig: { name: app.name, exposes: (await exposesLoaded).get(app.name) },
        context: path.join(root, app.dir),
        outputDir: typesDir(app),
        // Declarations only: the remote's own check below type checks the same files.
        compilerInstance: 'tsc --noCheck',
        // Kept unpacked, read in place (the .zip beside them is for hosts built elsewhere).
        deleteTypesFolder: false,
        abortOnError: true,
      },
    });
    return true;
  } catch (error) {
    // The generator's message names the compiler command that reproduces the failure.
    console.error(`declarations of remote ${app.name}'s exposed modules not generated:`);
    console.error(error?.stack ?? error);
    failed = true;
    return false;
  }
}

/** Per remote: a promise of whether its declarations were written, and its resolve. */
const generated = new Map(
  remoteApps.map((app) => {
    let resolve;
    const promise = new Promise((done) => {
      resolve = done;
    });
    return [app.name, { promise, resolve }];
  }),
);

/** The shell's map of every remote module by federation id, then the shell's check. */
async function checkShell() {
  const lines = [];
  for (const [remote, exposes] of await exposesLoaded.catch(() => new Map())) {
    // Without its declarations a remote's modules would only add noise to the shell's errors.
    if (!(await generated.get(remote).promise)) {
      console.error(`the shell is checked without remote ${remote}'s modules`);
      continue;
    }
    for (const expose of Object.keys(exposes)) {
      const id = `${remote}/${expose.replace(/^\.\//, '')}`;
      lines.push(`  '${id}': typeof import('${id}');`);
    }
  }
  const body = [
    "// Generated by scripts/typecheck.mjs from the remotes' exposes: every module the shell may",
    '// load, by federation id.',
    'export interface RemoteModules {',
    ...lines,
    '}',
    '',
  ].join('\n');
  await mkdir(typesDir(shellApp), { recursive: true });
  await writeFile(path.join(typesDir(shellApp), 'index.d.ts'), body);
  await check(shellApp.dir);
}

// Longest first, the shell last: it needs the remotes' declarations.
const jobs = [
  () => check('api'),
  // Runs while the exposes load.
  () => check('shared'),
  ...remoteApps.map((app) => async () => generated.get(app.name).resolve(await generate(app))),
  ...remoteApps.map((app) => () => check(app.dir)),
  () => check('.'),
  () => check('e2e'),
  checkShell,
];
const workers = 2;
await Promise.all(
  Array.from({ length: workers }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  }),
);
process.exit(failed ? 1 : 0);

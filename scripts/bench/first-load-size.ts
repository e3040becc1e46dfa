/**
 * Measures the JavaScript a shopper downloads for the first load of the home page, gzipped, split
 * into the shell's own code, the remote's own code, shared libraries and the federation runtime.
 *
 *   npm run build && npm run bench:size
 *   npm run build -- --monolith && npm run bench:size -- --monolith
 *
 * With `--monolith` it measures the same shop built as one bundle without federation
 * (shell/dist-monolith, deployed as the shell with no remotes): the baseline of the figures; there
 * a remote's code is what comes from its sources (`mf-<name>/src/`).
 * It builds nothing itself: it deploys the current builds into a scratch folder, serves them with
 * the real server on a spare port, loads `/` in Chromium (with data saving on, so the pages the
 * shell would prefetch when idle are left out), and attributes every script's gzip bytes to the
 * modules in it (proportionally to their size in the rspack stats).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { rspack, type Stats } from '@rspack/core';
import { apps } from '../apps.mjs';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;
const monolith = process.argv.includes('--monolith');
/** The builds measured: every app's, or the monolith's (the shell's monolith config). */
const builds = monolith
  ? [{ name: 'shell', dir: 'shell', config: 'rspack.monolith.ts', dist: 'dist-monolith' }]
  : apps.map((app) => ({ ...app, config: 'rspack.config.ts', dist: 'dist' }));

type Part = 'shell' | 'remote' | 'shared libraries' | 'federation runtime';

interface StatsModule {
  name?: string;
  nameForCondition?: string;
  identifier?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  files?: string[];
  modules?: StatsModule[];
}

function classify(moduleName: string, isShell: boolean): Part {
  const inApp = /(^|[\s/])(shell|mf-[a-z]+)\/src\//.test(moduleName);
  // In the monolith the shell's bundle holds the remotes' sources too.
  const inRemote = /(^|[\s/])mf-[a-z]+\/src\//.test(moduleName);
  if (!inApp && moduleName.includes('/shared/src/')) return 'shared libraries';
  if (
    !inApp &&
    /@module-federation|webpack\/runtime|rspack\/runtime|webpack\/sharing|container|consume[ -]shared|provide[ -]shared|remote[ -]module|remotes/i.test(
      moduleName,
    )
  )
    return 'federation runtime';
  if (moduleName.includes('node_modules')) return 'shared libraries';
  return isShell && !inRemote ? 'shell' : 'remote';
}

/** Top-level modules; a concatenated module counts under its root module's path. */
function flatten(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) =>
    module.identifier || module.name || !module.modules?.length
      ? [module]
      : flatten(module.modules),
  );
}

/** file name → share of its bytes per part, from each app's stats (built into a scratch folder). */
async function attribution(scratch: string): Promise<Map<string, Map<Part, number>>> {
  const result = new Map<string, Map<Part, number>>();
  for (const app of builds) {
    process.env.OUTPUT_PATH = path.join(scratch, app.name);
    // The same build id as the deployed build, so that the chunks (and their names) match.
    const built = JSON.parse(
      readFileSync(path.join(root, app.dir, app.dist, 'build.json'), 'utf8'),
    );
    process.env.SHOP_BUILD_ID = (built as { buildId: string }).buildId;
    const config = (await import(path.join(root, app.dir, app.config))).default;
    const stats = await new Promise<Stats>((resolve, reject) =>
      rspack(config.default ?? config).run((error, output) =>
        error || !output ? reject(error) : resolve(output),
      ),
    );
    const json = stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      nestedModules: true,
      runtimeModules: true,
      dependentModules: true,
      chunkModulesSpace: Number.POSITIVE_INFINITY,
      nestedModulesSpace: Number.POSITIVE_INFINITY,
    });
    for (const chunk of (json.chunks ?? []) as StatsChunk[]) {
      const shares = new Map<Part, number>();
      const modules = flatten(chunk.modules);
      const total = modules.reduce((sum, module) => sum + (module.size ?? 0), 0) || 1;
      for (const module of modules) {
        const names = [module.identifier, module.name, module.nameForCondition].join(' ');
        const part = classify(names, app.name === 'shell');
        shares.set(part, (shares.get(part) ?? 0) + (module.size ?? 0) / total);
      }
      if (modules.length === 0) shares.set('federation runtime', 1);
      for (const file of chunk.files ?? []) result.set(`${app.name}/${file}`, shares);
    }
  }
  delete process.env.OUTPUT_PATH;
  delete process.env.SHOP_BUILD_ID;
  return result;
}

async function main() {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const deployArgs = monolith ? ['shell', '--from', 'shell/dist-monolith'] : ['--all'];
  execFileSync('npx', ['tsx', 'scripts/deploy.ts', ...deployArgs], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DEPLOY_DIR: deployDir, INIT_CWD: root },
  });
  const shares = await attribution(path.join(deployDir, '.stats-builds'));
  const server = spawn('npm', ['run', 'start', '-w', '@shop/api'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR: deployDir,
      PGLITE_DIR: 'memory',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    detached: true,
  });
  try {
    for (let i = 0; i < 300; i += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    // Data saving on: the shell then prefetches no linked pages when idle, so only what the
    // home page itself needs is counted.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('product-card').first().waitFor();
    await browser.close();

    const totals = new Map<Part, number>();
    const rows: string[] = [];
    for (const pathname of scripts) {
      const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
      const key = remote ? `${remote[1]}/${remote[2]}` : `shell/${pathname.slice(1)}`;
      const file = remote
        ? path.join(deployDir, 'remotes', remote[1] as string, remote[2] as string)
        : path.join(deployDir, 'shell', pathname.slice(1));
      const gz = gzipSync(readFileSync(file)).length;
      const share = shares.get(key) ?? new Map<Part, number>([['federation runtime', 1]]);
      const split = [...share].map(([part, fraction]) => `${part} ${Math.round(fraction * 100)}%`);
      rows.push(`${String(gz).padStart(8)}  ${key.padEnd(58)} ${split.join(', ')}`);
      for (const [part, fraction] of share)
        totals.set(part, (totals.get(part) ?? 0) + gz * fraction);
    }
    console.log(
      `gzip bytes per script of the first load of / (${monolith ? 'monolith' : 'federated'}):`,
    );
    console.log(rows.join('\n'));
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${scripts.length} scripts, ${(sum / 1024).toFixed(1)} KiB gzip in all`);
    for (const part of ['shell', 'remote', 'shared libraries', 'federation runtime'] as Part[]) {
      console.log(`  ${part.padEnd(20)} ${((totals.get(part) ?? 0) / 1024).toFixed(1)} KiB`);
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(deployDir, { recursive: true, force: true });
  }
}

void main();

// Builds the shell and every remote (production), timing each. Usage: npm run build [-- name…]
// `npm run build -- --monolith`: only the shell, as the whole shop in one bundle without module
// federation (shell/rspack.monolith.ts → shell/dist-monolith), the baseline of the size figures.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from './apps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const monolith = process.argv.includes('--monolith');
const only = process.argv.slice(2).filter((arg) => arg !== '--monolith');
const selected = monolith
  ? apps.filter((app) => app.name === 'shell')
  : only.length
    ? apps.filter((app) => only.includes(app.name))
    : apps;
const rspack = path.join(root, 'node_modules/.bin/rspack');

const started = Date.now();
for (const app of selected) {
  const t0 = Date.now();
  execFileSync(rspack, ['build', ...(monolith ? ['--config', 'rspack.monolith.ts'] : [])], {
    cwd: path.join(root, app.dir),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(monolith ? { SHOP_BUNDLE: 'monolith' } : {}),
    },
  });
  // The server build (dist/server: the shell's renderer, a remote's container for Node).
  if (!monolith) {
    execFileSync(rspack, ['build'], {
      cwd: path.join(root, app.dir),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', SHOP_TARGET: 'server' },
    });
  }
  console.log(
    `built ${(monolith ? 'monolith' : app.name).padEnd(10)} ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
console.log(`built ${selected.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);

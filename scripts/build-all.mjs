// Builds the shell and every remote (production), timing each. Usage: npm run build [-- name…]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from './apps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const only = process.argv.slice(2);
const selected = only.length ? apps.filter((app) => only.includes(app.name)) : apps;
const rspack = path.join(root, 'node_modules/.bin/rspack');

const started = Date.now();
for (const app of selected) {
  const t0 = Date.now();
  execFileSync(rspack, ['build'], {
    cwd: path.join(root, app.dir),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  console.log(`built ${app.name.padEnd(10)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`built ${selected.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);

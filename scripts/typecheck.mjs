// Type checks every package with the native TypeScript compiler.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const projects = [
  '.',
  'shared',
  'shell',
  'mf-catalog',
  'mf-checkout',
  'mf-account',
  'mf-documents',
  'api',
  'e2e',
];
const tsc = path.join(root, 'node_modules/.bin/tsc');
let failed = false;
for (const project of projects) {
  try {
    execFileSync(tsc, ['--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
  } catch {
    failed = true;
    console.error(`type errors in ${project}`);
  }
}
process.exit(failed ? 1 : 0);

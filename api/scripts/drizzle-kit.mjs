// Runs drizzle-kit with `drizzle-orm` resolved from this package: npm installs drizzle-kit at the
// workspace root but drizzle-orm under api/node_modules, where drizzle-kit's own imports of
// 'drizzle-orm' cannot see it. NODE_PATH serves its require() calls and a resolve hook its
// import() calls. Usage: node scripts/drizzle-kit.mjs generate [--name x]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const hook = `
import { register } from 'node:module';
const parentURL = ${JSON.stringify(import.meta.url)};
const source = 'export async function resolve(s, c, next) {' +
  'return next(s, s === "drizzle-orm" || s.startsWith("drizzle-orm/") ? { ...c, parentURL: ' +
  JSON.stringify(parentURL) + ' } : c); }';
register('data:text/javascript,' + encodeURIComponent(source));`;

const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const nodePath = [join(apiDir, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(delimiter);
const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(hook)}`, bin, ...process.argv.slice(2)],
  { cwd: apiDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: nodePath } },
);
process.exit(result.status ?? 1);

// The API test suite: once on PGlite, then once more against PostgreSQL when DATABASE_URL is set.
// Usage: node scripts/run-tests.mjs [test files...]   (default: every src/**/*.test.ts)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(join(apiDir, 'src'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => join('src', file))
        .sort();

function run(args, env) {
  const result = spawnSync(process.execPath, args, { cwd: apiDir, stdio: 'inherit', env });
  return result.status ?? 1;
}

function suite(label, env) {
  const started = performance.now();
  const status = run(
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${Math.max(2, availableParallelism())}`,
      ...files,
    ],
    env,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${status === 0 ? 'PASS' : 'FAIL'} ${label}: ${files.length} files in ${seconds} s\n`,
  );
  return status;
}

const { DATABASE_URL, ...baseEnv } = process.env;
let failed = false;

const tmp = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
try {
  const template = join(tmp, 'pglite-template.tar');
  const started = performance.now();
  if (run(['--import', 'tsx', 'src/test/make-pglite-template.ts', template], baseEnv) !== 0) {
    console.error('could not prepare the PGlite template database');
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`PGlite template (migrated and seeded) ready in ${seconds} s`);
  failed = suite('PGlite', { ...baseEnv, SHOP_TEST_PGLITE_TEMPLATE: template }) !== 0;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

if (DATABASE_URL) {
  // A migrated and seeded template database that every test file copies (CREATE … TEMPLATE).
  const template = `shop_test_template_${process.pid}`;
  const env = { ...baseEnv, DATABASE_URL };
  const helper = ['--import', 'tsx', 'src/test/make-pg-template.ts'];
  const started = performance.now();
  if (run([...helper, 'create', template], env) !== 0) {
    console.error('could not prepare the PostgreSQL template database');
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`PostgreSQL template (migrated and seeded) ready in ${seconds} s`);
  try {
    failed =
      suite(`PostgreSQL (${new URL(DATABASE_URL).host})`, {
        ...env,
        SHOP_TEST_PG_TEMPLATE: template,
      }) !== 0 || failed;
  } finally {
    run([...helper, 'drop', template], env);
  }
} else {
  console.log('DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}
process.exit(failed ? 1 : 0);

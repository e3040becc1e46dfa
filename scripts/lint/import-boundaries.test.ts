/**
 * @jest-environment node
 *
 * The lint rules that keep the platform's parts apart: remotes import only `@shop/shared` (never
 * the shell or each other), the shell imports no remote, `shared` imports no app, and an API
 * module is entered only through its `index.ts` (api-modules.test.ts reads the imports). Each case writes
 * a probe file where the rule applies, in a scratch copy of the repository's layout with its Biome
 * configuration (nothing is written into the source tree), and asks Biome.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const biome = require.resolve('@biomejs/biome/bin/biome');

const cases: Array<{ file: string; from: string; allowed: boolean }> = [
  { file: 'mf-catalog/src', from: '../../mf-checkout/src/routes', allowed: false },
  { file: 'mf-catalog/src', from: '@shop/mf-checkout/routes', allowed: false },
  { file: 'mf-checkout/src', from: '../../shell/src/auth/session', allowed: false },
  { file: 'mf-account/src', from: '@shop/shell/bootstrap', allowed: false },
  { file: 'shell/src', from: '../../mf-catalog/src/routes', allowed: false },
  { file: 'shell/src', from: '../../api/src/app', allowed: false },
  { file: 'shared/src', from: '../../mf-documents/src/routes', allowed: false },
  { file: 'shared/src', from: '../../mf-desk/src/routes', allowed: false },
  { file: 'shared/src', from: '../../api/src/app', allowed: false },
  { file: 'mf-catalog/src', from: '@shop/shared/format', allowed: true },
  { file: 'shell/src', from: '@shop/shared/routes', allowed: true },
  { file: 'api/src/modules/cart', from: '../order/repository', allowed: false },
  { file: 'api/src/modules/cart', from: '../order', allowed: true },
  { file: 'api/src/modules/cart', from: '../../lib/http-error', allowed: true },
  { file: 'api/src/modules/cart', from: './update-items', allowed: true },
  { file: 'api/src/modules/cart', from: '../../modules/order/repository', allowed: false },
  { file: 'api/src/plugins', from: '../modules/auth/service', allowed: false },
  { file: 'api/src/db/seed', from: '../../modules/catalog/search', allowed: false },
  { file: 'api/src/db/seed', from: '../../modules/catalog', allowed: true },
  { file: 'api/scripts', from: '../src/modules/catalog/service', allowed: false },
  { file: 'e2e/scale-out', from: '../../api/src/modules/throttle/throttle-policy', allowed: false },
  { file: 'e2e/scale-out', from: '../../api/src/modules/auth', allowed: true },
  { file: 'e2e', from: '../api/src/db/seed/demo-data', allowed: true },
];

interface Report {
  diagnostics: Array<{ category: string; location: { path: string } }>;
}

describe('import boundaries', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  const { $schema: _schema, ...config } = JSON.parse(
    readFileSync(path.join(root, 'biome.json'), 'utf8'),
  ) as Record<string, unknown>;
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  const probes = cases.map(({ file, from }, index) => {
    const relative = `${file}/boundary-probe-${index}.ts`;
    mkdirSync(path.join(scratch, file), { recursive: true });
    writeFileSync(
      path.join(scratch, relative),
      `import * as probe from '${from}';\n\nexport const used = probe;\n`,
    );
    return relative;
  });
  let report: Report;

  beforeAll(() => {
    let output: string;
    try {
      output = execFileSync(process.execPath, [biome, 'lint', '--reporter=json', ...probes], {
        cwd: scratch,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      // Biome exits non-zero when it reports errors; the report is on stdout all the same.
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    report = JSON.parse(output) as Report;
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each(cases.map((testCase, index) => [testCase.file, testCase.from, testCase.allowed, index]))(
    '%s importing %s: allowed %s',
    (_file, _from, allowed, index) => {
      const flagged = report.diagnostics.some(
        (diagnostic) =>
          diagnostic.category === 'lint/style/noRestrictedImports' &&
          diagnostic.location.path === probes[index as number],
      );
      expect(flagged).toBe(!allowed);
    },
  );
});

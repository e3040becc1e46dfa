/**
 * @jest-environment node
 *
 * Each workspace declares what it imports, and imports what it declares: a remote built and
 * deployed alone must not lean on a package that only happens to be installed for another app,
 * and a declared package nobody imports is weight in every install. Test files and test helpers
 * may use the root's development tools.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;

const workspaces = readPackage('.').workspaces ?? [];

/** Declared but never named in an import, each for a reason. */
const declaredForAReason: Record<string, Record<string, string>> = {
  shared: {
    'react-dom':
      'the versions of the federation singletons are read from this package.json (rspack.base.ts)',
  },
  shell: {
    'final-form': "the peer dependency of react-final-form (the cookie dialog's settings form)",
  },
};

const skippedDirs = new Set(['node_modules', 'dist', '.tmp', '@mf-types', 'test-results']);
const sourceFile = /\.(m?[jt]sx?|cjs)$/;
const testOnly =
  /(\.test\.|\/testing\/|\/fuzz\/|\/scripts\/|\.spec\.ts$|rspack\.(config|monolith)\.ts$)/;
/** Modules a build makes up (the monolith's table of remote modules), not packages. */
const virtualModules = new Set(['shop-monolith-table']);

function filesOf(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesOf(full));
    else if (sourceFile.test(entry.name)) found.push(full);
  }
  return found;
}

const specifiers =
  /(?:^|\n)\s*(?:import|export)(?:\s+type)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|@test\/)/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
  return builtinModules.includes(name) || virtualModules.has(name) ? null : name;
}

function importsOf(dir: string) {
  const product = new Set<string>();
  const any = new Set<string>();
  for (const file of filesOf(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(specifiers)]
      .map((match) => packageOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? ''))
      .filter((name): name is string => name !== null);
    // JSX compiles to imports of `react/jsx-runtime`.
    if (file.endsWith('.tsx')) names.push('react');
    for (const name of names) {
      any.add(name);
      if (!testOnly.test(file.slice(root.length))) product.add(name);
    }
  }
  return { product, any };
}

describe.each(workspaces)('the dependencies of %s', (dir) => {
  const pkg = readPackage(dir);
  const declared = new Set(Object.keys(pkg.dependencies ?? {}));
  const declaredDev = new Set(Object.keys(pkg.devDependencies ?? {}));
  const { product, any } = importsOf(dir);

  it('declare every package its product code imports', () => {
    const missing = [...product].filter(
      (name) => name !== pkg.name && !declared.has(name) && !declaredDev.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('are each imported somewhere (or kept for a stated reason)', () => {
    const reasons = declaredForAReason[dir] ?? {};
    const unused = [...declared].filter((name) => !any.has(name) && !reasons[name]);
    expect(unused).toEqual([]);
  });
});

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@tanstack/react-query', '@tanstack/react-query'],
    ['@shop/shared/query/query-state', '@shop/shared'],
    ['./local', null],
    ['node:fs', null],
    ['fs', null],
    ['@test/render-page', null],
  ])('%s → %s', (specifier, expected) => {
    expect(packageOf(specifier)).toBe(expected);
  });
});

/**
 * @jest-environment node
 *
 * An API module (`api/src/modules/<name>/`) is entered only through its `index.ts`: another module,
 * a plugin, the seed, the staff tool or a script imports `../<name>`, never a file inside it, so a
 * module's repository and SQL stay private and what it offers is listed in one place. Biome's
 * `noRestrictedImports` says so while one writes (see import-boundaries.test.ts); this test reads
 * every import of the API's source, tests and scripts and of the end-to-end tests, static and
 * dynamic, and lists the ones that reach inside another module.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const api = path.join(root, 'api');
const modules = path.join(api, 'src/modules');

/**
 * Deep imports from outside the API kept anyway (`importer → specifier`, from the repository's
 * root), and why.
 */
const KEPT_DEEP_IMPORTS: Record<string, string> = {
  'e2e/scale-out/signing-in-is-throttled-across-instances.spec.ts → ../../api/src/modules/throttle/throttle-policy':
    "the throttle's index loads fastify and its plugins, whose ESM-only packages the end-to-end runner cannot load; " +
    'throttle-policy.ts is kept apart from the throttle to be read alone',
};

/** The relative specifiers a source imports or re-exports, statically or with `import()`. */
function importedSpecifiers(source: string): string[] {
  const found = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm,
  );
  return [...found].map((match) => match[1] as string);
}

/** The module a file belongs to, or undefined outside `api/src/modules`. */
function moduleOf(file: string): string | undefined {
  const relative = path.relative(modules, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

/** `importer → specifier` for each import of `file` that reaches into another module's files. */
function deepImports(file: string, source: string): string[] {
  const own = moduleOf(file);
  return importedSpecifiers(source)
    .filter((specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      const relative = path.relative(modules, target);
      if (relative.startsWith('..')) return false;
      const [name, ...inside] = relative.split(path.sep);
      return name !== own && inside.length > 0 && inside.join('/') !== 'index';
    })
    .map((specifier) => `${path.relative(root, file)} → ${specifier}`);
}

/** The TypeScript files under a folder, without installed packages and test output. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return /^(?:node_modules|test-results|playwright-report|\.)/.test(entry.name)
        ? []
        : sourceFiles(file);
    }
    return /\.[cm]?tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('API modules are entered through their index', () => {
  const cart = 'src/modules/cart/update-items.ts';
  const plugin = 'src/plugins/authenticate.ts';
  const e2e = '../e2e/scale-out/signing-in.spec.ts';
  it.each([
    [cart, "import { findOrder } from '../order/repository';", 1],
    [cart, "export { findOrder } from '../order/repository';", 1],
    [cart, "const { render } = await import('../pdf/render-document-pdf');", 1],
    [cart, "import '../email/create-mailer';", 1],
    [cart, "import { placeOrder } from '../order';", 0],
    [cart, "import { placeOrder } from '../order/index';", 0],
    [cart, "import { parseUpdate } from './parse-update';", 0],
    [cart, "import { httpError } from '../../lib/http-error';", 0],
    [plugin, "import { customerOfAccessToken } from '../modules/auth/service';", 1],
    [plugin, "import { customerOfAccessToken } from '../modules/auth';", 0],
    [plugin, "import { Type } from 'typebox';", 0],
    [
      e2e,
      "import { DEFAULT_AUTH_THROTTLE } from '../../api/src/modules/throttle/throttle-policy';",
      1,
    ],
    [e2e, "import { DEFAULT_AUTH_THROTTLE } from '../../api/src/modules/auth';", 0],
    [e2e, "import { freePort } from '../../api/src/test/free-port';", 0],
  ])('%s: %s → %d', (file, source, count) => {
    expect(deepImports(path.join(api, file), source)).toHaveLength(count);
  });

  it('lists none in the API', () => {
    const files = ['src', 'scripts'].flatMap((folder) =>
      readdirSync(path.join(api, folder), { recursive: true })
        .map((file) => path.join(api, folder, String(file)))
        .filter((file) => /\.[cm]?tsx?$/.test(file)),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => deepImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('lists none in the end-to-end tests, but the ones kept', () => {
    const files = sourceFiles(path.join(root, 'e2e'));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) => deepImports(file, readFileSync(file, 'utf8')));
    expect(found.filter((deep) => !(deep in KEPT_DEEP_IMPORTS))).toEqual([]);
    expect(Object.keys(KEPT_DEEP_IMPORTS).filter((kept) => !found.includes(kept))).toEqual([]);
  });
});

/**
 * @jest-environment node
 *
 * An API module (`api/src/modules/<name>/`) is entered only through its `index.ts`: another module,
 * a plugin, the seed, the staff tool or a script imports `../<name>`, never a file inside it, so a
 * module's repository and SQL stay private and what it offers is listed in one place. Biome's
 * `noRestrictedImports` says so while one writes (see import-boundaries.test.ts); this test reads
 * every import of the API's source, tests and scripts, static and dynamic, and lists the ones that
 * reach inside another module.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const api = path.resolve(__dirname, '../../api');
const modules = path.join(api, 'src/modules');

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
    .map((specifier) => `${path.relative(api, file)} → ${specifier}`);
}

describe('API modules are entered through their index', () => {
  const cart = 'src/modules/cart/update-items.ts';
  const plugin = 'src/plugins/authenticate.ts';
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
});

/**
 * @jest-environment node
 *
 * The API's parts depend on each other in one direction: no two modules (nor a module and lib,
 * plugins, db, config, …) import each other, directly or round a longer loop. A loop makes a
 * part impossible to read, test or change alone, and it grows: the next helper lands wherever the
 * loop already reaches. The test reads every import (static, re-export, `import()`, types too) of
 * the API's production source (not its tests nor test helpers), builds the graph of its parts
 * (each `api/src/modules/<name>` is one node; `lib`, `plugins`, `db`, `db/seed`, `config`,
 * `flows`, `staff` and the other top folders and files of `api/src` are nodes too), finds the
 * strongly connected components with Tarjan's algorithm and lists each loop with the imports that
 * close it. A pair of files that are really one thing may be kept in ALLOWED_PAIRS, with why.
 *
 * It also checks that no file under `api/` imports a front end's source (`mf-*`, `shell`): the
 * server is built and tested without them.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const api = path.join(root, 'api');
const apiSrc = path.join(api, 'src');

/**
 * Imports (`importer → imported`, files relative to api/src without extension) kept although they
 * close a loop, because the two files are one thing split for reading; and why. Aim for none.
 */
const ALLOWED_PAIRS: Record<string, string> = {};

/**
 * Imports of a front end's source under api/, only in tests (`file → specifier`, from the
 * repository's root), and why. The list only shrinks: a new one fails the test.
 */
const KEPT_FRONT_END_IMPORTS: Record<string, string> = Object.fromEntries(
  [
    'api/src/email-previews.test.ts → ../../mf-',
    'api/src/plugins/security-headers.test.ts → ../../../mf-',
    'api/src/modules/site/routes.test.ts → ../../../../mf-',
  ]
    .flatMap((prefix) =>
      ['account', 'catalog', 'checkout', 'documents'].map(
        (remote) => `${prefix}${remote}/src/routes`,
      ),
    )
    .concat(
      ['catalog', 'checkout', 'documents'].map(
        (remote) =>
          `api/src/modules/server-render/server-render.test.ts → ../../../../mf-${remote}/src/routes`,
      ),
    )
    .map((kept) => [
      kept,
      "a test that stands the remotes' route tables in for the registry's routes.json the build " +
        'writes from them (their pages, flags and guards); production code reads neither',
    ]),
);

/** The relative specifiers a source imports or re-exports, statically or with `import()`. */
function importedSpecifiers(source: string): string[] {
  const found = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm,
  );
  return [...found].map((match) => match[1] as string);
}

/**
 * The node a file of api/src belongs to (`modules/order`, `lib`, `db/seed`, `app`), or the folder
 * outside api/src it lies in (`../mf-account`, `../shared`).
 */
function nodeOf(file: string): string {
  const relative = path.relative(apiSrc, file).split(path.sep).join('/');
  if (relative.startsWith('../')) {
    const outside = path.relative(root, file).split(path.sep);
    return `../${outside[0]}`;
  }
  const [top, second] = relative.split('/');
  if (top === 'modules' && second) return `modules/${second}`;
  if (top === 'db' && second === 'seed') return 'db/seed';
  return (top ?? relative).replace(/\.[cm]?tsx?$/, '');
}

/** A file's name relative to api/src, without its extension and a trailing `/index`. */
function fileKey(file: string): string {
  return path
    .relative(apiSrc, file)
    .split(path.sep)
    .join('/')
    .replace(/\.[cm]?tsx?$/, '');
}

interface Edge {
  from: string;
  to: string;
  /** `importer → imported` for each file import behind this edge. */
  files: string[];
}

/** The edges between nodes made by `files` (path → source), without a node's edges to itself. */
function moduleEdges(files: Record<string, string>): Edge[] {
  const edges = new Map<string, Edge>();
  for (const [file, source] of Object.entries(files)) {
    const from = nodeOf(file);
    for (const specifier of importedSpecifiers(source)) {
      const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
      const to = nodeOf(target);
      if (to === from) continue;
      const pair = `${fileKey(file)} → ${fileKey(target)}`;
      if (pair in ALLOWED_PAIRS) continue;
      const key = `${from}\n${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      if (!edge.files.includes(pair)) edge.files.push(pair);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

/**
 * The strongly connected components of a graph with more than one node (Tarjan's algorithm,
 * iterative), each sorted, in a stable order: the loops of the graph.
 */
function loops(edges: readonly Pick<Edge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; child: number };
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child] as string;
        frame.child += 1;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter);
          counter += 1;
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(child) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The file a relative specifier names (`./x` → `x.ts` or `x/index.ts`), if it exists. */
function resolveFile(importer: string, specifier: string, known: ReadonlySet<string>): string {
  const target = path.resolve(path.dirname(importer), specifier.replace(/\.js$/, ''));
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
  return candidates.find((candidate) => known.has(candidate)) ?? target;
}

/**
 * The files on an import loop: the members of the file graph's strongly connected components,
 * each a list of files relative to api/src.
 */
function fileLoops(files: Record<string, string>): string[][] {
  const known = new Set(Object.keys(files));
  const edges = Object.entries(files).flatMap(([file, source]) =>
    importedSpecifiers(source)
      .map((specifier) => resolveFile(file, specifier, known))
      .filter(
        (target) =>
          known.has(target) && !(`${fileKey(file)} → ${fileKey(target)}` in ALLOWED_PAIRS),
      )
      .map((target) => ({ from: fileKey(file), to: fileKey(target) })),
  );
  return loops(edges);
}

/** Each loop as its nodes and the file imports between its members, to read and mend. */
function describeLoops(
  files: Record<string, string>,
): { nodes: string[]; files: string[]; imports: string[] }[] {
  const edges = moduleEdges(files);
  const nodeOfKey = (key: string) => nodeOf(path.join(apiSrc, key));
  const crossing = fileLoops(files).filter(
    (component) => new Set(component.map(nodeOfKey)).size > 1,
  );
  return loops(edges).map((nodes) => ({
    nodes,
    files: crossing.flat().filter((key) => nodes.includes(nodeOfKey(key))),
    imports: edges
      .filter((edge) => nodes.includes(edge.from) && nodes.includes(edge.to))
      .flatMap((edge) => edge.files)
      .sort(),
  }));
}

/** The API's production source: every .ts under api/src but tests and test helpers. */
function productionFiles(): Record<string, string> {
  const files = readdirSync(apiSrc, { recursive: true })
    .map(String)
    .filter((file) => /\.[cm]?tsx?$/.test(file) && !/\.test\.[cm]?tsx?$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`));
  return Object.fromEntries(
    files.map((file) => [path.join(apiSrc, file), readFileSync(path.join(apiSrc, file), 'utf8')]),
  );
}

/** Every .ts file under api/ (source, tests, scripts), without installed packages. */
function apiFiles(): string[] {
  return ['src', 'scripts'].flatMap((folder) =>
    readdirSync(path.join(api, folder), { recursive: true })
      .map((file) => path.join(api, folder, String(file)))
      .filter((file) => /\.[cm]?[tj]sx?$/.test(file) && !file.includes('node_modules')),
  );
}

/** `file → specifier` for each import of a front end's source (`mf-*`, `shell`). */
function frontEndImports(file: string, source: string): string[] {
  const relative = importedSpecifiers(source).filter((specifier) => {
    const target = nodeOf(path.resolve(path.dirname(file), specifier));
    return /^\.\.\/(?:mf-[^/]+|shell)$/.test(target);
  });
  const named = [...source.matchAll(/['"](@shop\/(?:mf-[^/'"]+|shell)[^'"]*)['"]/g)].map(
    (match) => match[1] as string,
  );
  return [...relative, ...named].map((specifier) => `${path.relative(root, file)} → ${specifier}`);
}

describe('the API parts import each other in one direction', () => {
  const at = (file: string) => path.join(apiSrc, file);

  it.each([
    ['modules/order/service.ts', 'modules/order'],
    ['modules/order/index.ts', 'modules/order'],
    ['lib/http-error.ts', 'lib'],
    ['db/client.ts', 'db'],
    ['db/seed/seed.ts', 'db/seed'],
    ['config.ts', 'config'],
    ['app.ts', 'app'],
    ['../../mf-account/src/routes.ts', '../mf-account'],
  ])('%s is in the node %s', (file, node) => {
    expect(nodeOf(at(file))).toBe(node);
  });

  it.each<[string, [string, string][], string[][]]>([
    ['no edges', [], []],
    [
      'a line',
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
      [],
    ],
    [
      'two nodes',
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
      [['a', 'b']],
    ],
    [
      'a triangle and a tail',
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ],
      [['a', 'b', 'c']],
    ],
    [
      'two loops joined one way',
      [
        ['a', 'b'],
        ['b', 'a'],
        ['b', 'c'],
        ['c', 'd'],
        ['d', 'c'],
      ],
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a loop through a long way round',
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'd'],
        ['d', 'e'],
        ['e', 'b'],
        ['a', 'e'],
      ],
      [['b', 'c', 'd', 'e']],
    ],
    [
      'a diamond',
      [
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'd'],
        ['c', 'd'],
      ],
      [],
    ],
  ])('finds the loops of %s', (_name, pairs, expected) => {
    expect(loops(pairs.map(([from, to]) => ({ from, to })))).toEqual(expected);
  });

  it('finds a loop made of file imports, and not one inside a module', () => {
    const files = {
      [at('modules/order/service.ts')]: "import { customerById } from '../auth';",
      [at('modules/order/index.ts')]: "export { placeOrder } from './service';",
      [at('modules/auth/service.ts')]: "import { mayReadOrder } from '../order/index';",
      [at('modules/auth/index.ts')]: "export { customerById } from './service';",
      [at('lib/page-paths.ts')]: "import type { X } from '../modules/order';",
      [at('modules/cart/service.ts')]: "const { a } = await import('../../lib/page-paths');",
    };
    expect(describeLoops(files)).toEqual([
      {
        nodes: ['modules/auth', 'modules/order'],
        files: [
          'modules/auth/index',
          'modules/auth/service',
          'modules/order/index',
          'modules/order/service',
        ],
        imports: [
          'modules/auth/service → modules/order/index',
          'modules/order/service → modules/auth',
        ],
      },
    ]);
  });

  it('finds no loop in the API', () => {
    const files = productionFiles();
    expect(Object.keys(files).length).toBeGreaterThan(200);
    expect(describeLoops(files)).toEqual([]);
  });
});

describe('the API imports no front end', () => {
  it.each([
    ["import { remoteManifest } from '../../../mf-account/src/routes';", 1],
    ["import { x } from '@shop/mf-catalog/routes';", 1],
    ["import { x } from '../../../shell/src/app';", 1],
    ["import { fillPath } from '@shop/shared/routes';", 0],
    ["import { httpError } from './http-error';", 0],
  ])('%s → %d', (source, count) => {
    expect(frontEndImports(path.join(apiSrc, 'lib/page-paths.ts'), source)).toHaveLength(count);
  });

  it('finds none under api/, but the ones kept', () => {
    const files = apiFiles();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => frontEndImports(file, readFileSync(file, 'utf8')));
    expect(found.filter((kept) => !(kept in KEPT_FRONT_END_IMPORTS))).toEqual([]);
    expect(Object.keys(KEPT_FRONT_END_IMPORTS).filter((kept) => !found.includes(kept))).toEqual([]);
  });
});

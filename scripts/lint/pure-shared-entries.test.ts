/**
 * @jest-environment node
 *
 * Only the stateful entries of `@shop/shared` are federation singletons
 * (scripts/build/shared-singletons.ts); every app bundles its own copy of the others. A copy of
 * something that holds state would split the page's state in two (a route table the shell fills
 * and a remote reads empty), so the other entries, with every file they reach, hold none: no
 * module-level `let`, no atom, store, context or client made at load, no function that registers
 * or sets something for later, and no stateful entry reached by a relative path (which would
 * bundle a private copy of it instead of the singleton).
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STATEFUL_SHARED_ENTRIES } from '../build/shared-singletons';

const sharedDir = path.resolve(__dirname, '../../shared');
const exportsMap = (
  JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;

const fileOf = (entry: string) => path.join(sharedDir, exportsMap[`./${entry}`] as string);
const statefulFiles = new Set(STATEFUL_SHARED_ENTRIES.map(fileOf));

/** What makes a module hold state, by the source line that shows it. */
const stateMarkers: Array<[RegExp, string]> = [
  [/^(?:export\s+)?(?:let|var)\s+\w+/m, 'a module-level variable'],
  [
    /^(?:export\s+)?const\s+\w+[^=\n]*=\s*(?:atom\w*|createContext|createStore|createEventBus|createQueryClient|i18next\.createInstance)\b/m,
    'an atom, context, store, bus or client made at load',
  ],
  [/^export\s+function\s+(?:register|set|clear|reset)[A-Z]\w*/m, 'a function that keeps something'],
];

/** The files a module imports by relative path (type-only imports left out), resolved. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)) {
    const base = path.resolve(path.dirname(file), match[1] as string);
    const resolved = ['', '.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (resolved && /\.tsx?$/.test(resolved)) found.push(resolved);
  }
  return found;
}

/** Each problem of an entry: the file and what in it holds state. */
function problemsOf(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const start = fileOf(entry);
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const where = path.relative(sharedDir, file);
    if (file !== start && statefulFiles.has(file)) {
      problems.push(`${where}: a singleton reached by a relative path`);
      return;
    }
    const source = readFileSync(file, 'utf8');
    for (const [marker, what] of stateMarkers) {
      const line = marker.exec(source)?.[0];
      if (line) problems.push(`${where}: ${what} (${line.trim()})`);
    }
    for (const next of relativeImports(file)) visit(next);
  };
  visit(start);
  return problems;
}

const pureEntries = Object.keys(exportsMap)
  .map((key) => key.replace(/^\.\//, ''))
  // The contract is types on the front end, and its constants are plain values.
  .filter((entry) => entry !== 'contract' && !STATEFUL_SHARED_ENTRIES.includes(entry));

describe('entries of @shop/shared that each app bundles', () => {
  it.each(pureEntries)('%s holds no state', (entry) => {
    expect(problemsOf(entry)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds the state of each singleton entry, which is why they are shared', () => {
    const unexplained = STATEFUL_SHARED_ENTRIES.filter((entry) => problemsOf(entry).length === 0);
    expect(unexplained).toEqual([]);
  });
});

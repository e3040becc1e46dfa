/**
 * @jest-environment node
 *
 * The functions of the API and of the front end (shared, shell, the remotes) stay short enough to
 * read at once: one over `MAX_LINES` lines in production code says why in the comment above it, on
 * a line starting `Long:` (a route plugin whose length is the list of its short routes, a factory
 * of small closures, a table of data, a form whose length is its fields). A component is a
 * function too. The test parses every source with swc and lists the long functions without that
 * reason; tests and test helpers (`testing/`) are not production code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSource } from './swc-source';

const MAX_LINES = 80;
const root = path.resolve(__dirname, '../..');
const api = path.join(root, 'api/src');
/** The front end's packages: the shared library, the shell and every remote. */
const FRONT_END = readdirSync(root)
  .filter((name) => name === 'shared' || name === 'shell' || /^mf-/.test(name))
  .sort();

interface LongFunction {
  name: string;
  line: number;
  lines: number;
}

type Node = { type?: string; span?: { start: number; end: number } } & Record<string, unknown>;

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassMethod',
]);

/** The functions of a source longer than `MAX_LINES`, with the line each starts on. */
function longFunctions(source: string, tsx = false): LongFunction[] {
  const { module, lineOf } = parseSource(source, { tsx });
  const found: LongFunction[] = [];
  const visit = (node: unknown, name: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, name);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    const named = nameOf(current) ?? name;
    if (current.type && FUNCTION_TYPES.has(current.type) && current.span) {
      const line = lineOf(current.span.start);
      const lines = lineOf(current.span.end) - line + 1;
      if (lines > MAX_LINES) found.push({ name: named, line, lines });
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'span') visit(value, named);
  };
  visit(module.body, '');
  return found;
}

function nameOf(node: Node): string | undefined {
  const identifier = (node.identifier ?? node.id ?? node.key) as { value?: unknown } | undefined;
  return typeof identifier?.value === 'string' ? identifier.value : undefined;
}

/** The comment lines right above line `line` (1-based), and the line itself. */
function commentAbove(source: string, line: number): string {
  const lines = source.split('\n');
  const above: string[] = [lines[line - 1] ?? ''];
  for (let index = line - 2; index >= 0; index -= 1) {
    const text = (lines[index] ?? '').trim();
    if (!/^(\/\/|\/\*|\*)/.test(text)) break;
    above.unshift(text);
  }
  return above.join('\n');
}

/** The long functions of a source that do not say why. */
function unexplained(source: string, tsx = false): LongFunction[] {
  return longFunctions(source, tsx).filter(
    ({ line }) => !/^\s*(\/\/|\*)\s*Long: \S/m.test(commentAbove(source, line)),
  );
}

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`);

describe('long functions say why', () => {
  it.each([
    ['a short function', ['function short() {', ...body(10), '}'], 0],
    ['a long one', ['function long() {', ...body(MAX_LINES), '}'], 1],
    [
      'a long one with a reason',
      [
        '/**',
        ' * Builds it.',
        ' * Long: a table of values.',
        ' */',
        'function long() {',
        ...body(MAX_LINES),
        '}',
      ],
      0,
    ],
    [
      'a long arrow whose comment has no reason',
      ['/** Builds it. */', 'export const long = async () => {', ...body(MAX_LINES), '};'],
      1,
    ],
    [
      'a long callback inside a short-enough plugin with a reason of its own',
      [
        '// Long: its routes.',
        'export const plugin = async (app) => {',
        '  app.get("/a", async () => {',
        ...body(MAX_LINES),
        '  });',
        '};',
      ],
      1,
    ],
  ])('%s', (_case, lines, count) => {
    expect(unexplained(lines.join('\n'))).toHaveLength(count);
  });

  it('counts a long component as a long function', () => {
    const jsx = Array.from({ length: MAX_LINES }, (_, i) => `      <li key="${i}">{${i}}</li>`);
    const component = ['export function List() {', '  return (', '    <ul>', ...jsx, '    </ul>'];
    expect(unexplained([...component, '  );', '}'].join('\n'), true)).toHaveLength(1);
  });

  it('lists none in the API', () => {
    const files = readdirSync(api, { recursive: true })
      .map(String)
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => !/^(test|fuzz|db\/migrations)\//.test(file));
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) =>
      unexplained(readFileSync(path.join(api, file), 'utf8')).map(
        ({ name, line, lines }) => `api/src/${file}:${line} ${name} (${lines} lines)`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('lists none in the front end', () => {
    expect(FRONT_END).toEqual(expect.arrayContaining(['shared', 'shell', 'mf-catalog']));
    const found = FRONT_END.flatMap((pkg) => {
      const src = path.join(root, pkg, 'src');
      return readdirSync(src, { recursive: true })
        .map(String)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .filter((file) => !/^testing\//.test(file))
        .flatMap((file) =>
          unexplained(readFileSync(path.join(src, file), 'utf8'), file.endsWith('.tsx')).map(
            ({ name, line, lines }) => `${pkg}/src/${file}:${line} ${name} (${lines} lines)`,
          ),
        );
    });
    expect(found).toEqual([]);
  });
});

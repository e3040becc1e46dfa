/**
 * @jest-environment node
 *
 * The API's functions stay short enough to read at once: one over `MAX_LINES` lines in its
 * production code says why in the comment above it, on a line starting `Long:` (a route plugin
 * whose length is the list of its short routes, a factory of small closures, a table of data).
 * The test parses every source with swc and lists the long functions without that reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSource } from './swc-source';

const MAX_LINES = 80;
const api = path.resolve(__dirname, '../../api/src');

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
function longFunctions(source: string): LongFunction[] {
  const { module, lineOf } = parseSource(source);
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
function unexplained(source: string): LongFunction[] {
  return longFunctions(source).filter(
    ({ line }) => !/^\s*(\/\/|\*)\s*Long: \S/m.test(commentAbove(source, line)),
  );
}

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`);

describe('long functions in the API say why', () => {
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
});

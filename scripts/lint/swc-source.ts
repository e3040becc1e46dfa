import { type Module, parseSync } from '@swc/core';

/**
 * A TypeScript source parsed by swc (with JSX when `tsx`), and the line a span's position is on.
 * swc's spans are byte positions that go on counting across parses: the module's first token is
 * its span's start.
 */
export function parseSource(
  source: string,
  { tsx = false }: { tsx?: boolean } = {},
): {
  module: Module;
  lineOf: (position: number) => number;
} {
  const module = parseSync(source, { syntax: 'typescript', tsx });
  const bytes = Buffer.from(source);
  const firstToken = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/.exec(source)?.[0] ?? '';
  const offset = module.span.start - Buffer.byteLength(firstToken);
  const lineOf = (position: number) =>
    bytes
      .subarray(0, position - offset)
      .toString()
      .split('\n').length;
  return { module, lineOf };
}

import { findUnsafeInput } from './safe-input';

describe('findUnsafeInput', () => {
  const deep: unknown[] = [];
  let cursor = deep;
  for (let level = 0; level < 40; level += 1) {
    const next: unknown[] = [];
    cursor.push(next);
    cursor = next;
  }
  it.each([
    ['a finite number', 12.5, null],
    ['zero and negatives', { a: 0, b: -3 }, null],
    ['Infinity', Number.POSITIVE_INFINITY, { path: '', problem: 'non-finite-number' }],
    [
      '-Infinity in a field',
      { min: Number.NEGATIVE_INFINITY },
      { path: '/min', problem: 'non-finite-number' },
    ],
    ['NaN in an array', [1, Number.NaN], { path: '/1', problem: 'non-finite-number' }],
    ['plain text with tab, newline and CR', 'a\tb\nc\r\nd', null],
    ['Czech letters and emoji', 'Příliš žluťoučký kůň 🎬', null],
    ['NUL', 'a\u0000b', { path: '', problem: 'control-character' }],
    [
      'an escape character',
      { note: 'x\u001b[31m' },
      { path: '/note', problem: 'control-character' },
    ],
    ['DEL', 'x\u007f', { path: '', problem: 'control-character' }],
    ['a C1 control', 'x\u0085', { path: '', problem: 'control-character' }],
    [
      'a control character in a key',
      { 'a\u0000': 1 },
      { path: '/a\u0000', problem: 'control-character' },
    ],
    [
      'a nested path with / and ~ in keys',
      { 'a/b': { '~c': 'x\u0000' } },
      { path: '/a~1b/~0c', problem: 'control-character' },
    ],
    ['null, booleans and undefined', { a: null, b: true, c: undefined }, null],
    ['nesting deeper than any request', deep, { path: expect.any(String), problem: 'too-deep' }],
  ])('%s', (_label, value, expected) => {
    expect(findUnsafeInput(value)).toEqual(expected);
  });
});

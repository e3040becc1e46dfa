import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeSchemaErrors, fieldName, type SchemaError } from './validation-message';

const e = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
): SchemaError => ({
  keyword,
  instancePath,
  params,
});

describe('fieldName', () => {
  const cases: Array<[string, string, string]> = [
    ['/limit', '', 'limit'],
    ['/items/0/id', 'cart', 'cart.items[0].id'],
    ['', 'cart', 'cart'],
    ['/a~1b', '', 'a/b'],
  ];
  for (const [path, root, expected] of cases) {
    it(`${root}${path} -> ${expected}`, () => assert.equal(fieldName(path, root), expected));
  }
});

describe('describeSchemaErrors', () => {
  const cases: Array<[string, SchemaError[], string, string?]> = [
    ['maximum', [e('maximum', '/limit', { comparison: '<=', limit: 100 })], 'limit must be <= 100'],
    ['minimum', [e('minimum', '/page', { comparison: '>=', limit: 1 })], 'page must be >= 1'],
    ['type', [e('type', '/limit', { type: 'integer' })], 'limit must be an integer'],
    [
      'required (ajv)',
      [e('required', '', { missingProperty: 'cartCode' })],
      'cartCode is required',
    ],
    [
      'required (TypeBox)',
      [e('required', '', { requiredProperties: ['items'] })],
      'cart.items is required',
      'cart',
    ],
    [
      'maxLength',
      [e('maxLength', '/search_text', { limit: 200 })],
      'search_text must be at most 200 characters long',
    ],
    ['minLength 1', [e('minLength', '/cartCode', { limit: 1 })], 'cartCode must not be empty'],
    ['enum', [e('enum', '/lang', { allowedValues: ['cs', 'en'] })], 'lang must be one of: cs, en'],
    [
      'anyOf of boolean and literals',
      [
        e('type', '/reset', { type: 'boolean' }),
        e('const', '/reset', { allowedValue: '0' }),
        e('const', '/reset', { allowedValue: '1' }),
        e('anyOf', '/reset'),
      ],
      'reset must be one of: true, false, 0, 1',
    ],
    [
      'nested path',
      [e('minimum', '/items/0/quantity', { comparison: '>=', limit: 1 })],
      'cart.items[0].quantity must be >= 1',
      'cart',
    ],
    ['whole body', [e('type', '', { type: 'object' })], 'request must be an object'],
    ['no errors', [], 'request is invalid'],
  ];
  for (const [title, errors, expected, root] of cases) {
    it(title, () => assert.equal(describeSchemaErrors(errors, root ? { root } : {}), expected));
  }
});

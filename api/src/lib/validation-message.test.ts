import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RefusedField } from '@shop/shared/contract';
import {
  describeSchemaErrors,
  fieldName,
  refusedFieldOf,
  SAFE_INPUT_KEYWORD,
  type SchemaError,
} from './validation-message';

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

describe('refusedFieldOf', () => {
  const cases: Array<[string, SchemaError[], RefusedField | null, string?]> = [
    [
      'a text too long, with its limit',
      [e('maxLength', '/projectName', { limit: 200 })],
      { name: 'cart.projectName', problem: 'tooLong', limit: 200 },
      'cart',
    ],
    [
      'a text too long inside a nullable union',
      [
        e('maxLength', '/note', { limit: 2000 }),
        e('type', '/note', { type: 'null' }),
        e('anyOf', '/note'),
      ],
      { name: 'cart.note', problem: 'tooLong', limit: 2000 },
      'cart',
    ],
    [
      'a missing field',
      [e('required', '', { missingProperty: 'email' })],
      { name: 'email', problem: 'required' },
    ],
    [
      'an empty text',
      [e('minLength', '/senderName', { limit: 1 })],
      { name: 'senderName', problem: 'required' },
    ],
    [
      'control characters',
      [e(SAFE_INPUT_KEYWORD, '/firstname', { problem: 'control-character' })],
      { name: 'firstname', problem: 'invalidCharacters' },
    ],
    [
      'a bad format',
      [e('format', '/email', { format: 'email' })],
      { name: 'email', problem: 'invalid' },
    ],
    ['the whole body', [e('type', '', { type: 'object' })], null],
    ['the JSON field as a whole', [e('type', '', { type: 'object' })], null, 'cart'],
    ['no errors', [], null],
  ];
  for (const [title, errors, expected, root] of cases) {
    it(title, () => assert.deepEqual(refusedFieldOf(errors, root), expected));
  }
});

import fc from 'fast-check';

/** The parts of a JSON schema (as TypeBox writes them) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * What attackers and broken clients send where a value is expected: numbers past doubles and
 * integers, control characters, encodings, injections, long and empty text, other types.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '1e400',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  '1.5',
  '-1',
  '0',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u001b[2J',
  '\u202e',
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table orders; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '{"__proto__":{"admin":true}}',
  '__proto__',
  'constructor',
  '{',
  '[]',
  '{}',
  'null',
  'true',
  '🎬'.repeat(300),
  'ž'.repeat(5000),
  'a'.repeat(20_000),
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  ['a', 'b'],
  { nested: { deeper: [1, '2', null] } },
];

const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const INT32 = 2_147_483_647;

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: ordinary text then.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 200));
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

/** Arbitrary values a schema accepts, without hostile mixing. */
function validArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, options)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -INT32, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? INT32, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 6));
      return fc.array(schema.items ? schemaArbitrary(schema.items, options) : hostile, {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0 && schema.patternProperties) {
        const [pattern, value] = Object.entries(schema.patternProperties)[0] ?? [];
        return fc.dictionary(
          pattern ? stringArbitrary({ pattern }) : fc.string(),
          value ? schemaArbitrary(value, options) : hostile,
          { maxKeys: 4 },
        );
      }
      const record = Object.fromEntries(
        keys.map((key) => [
          key,
          options.fields?.[key] ?? schemaArbitrary(properties[key] as JsonSchema, options),
        ]),
      );
      const required = (schema.required ?? []).filter((key) => keys.includes(key));
      const known = fc.record(record, { requiredKeys: required });
      // Now and then a field the schema does not know, or a required one missing.
      return fc.oneof(
        { weight: 8, arbitrary: known },
        {
          weight: 1,
          arbitrary: fc
            .tuple(known, fc.string({ maxLength: 12 }), hostile)
            .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
        },
        { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
      );
    }
    default:
      return hostile;
  }
}

export interface ArbitraryOptions {
  /** Field name → values to use there as well (real secrets, so requests reach deep code). */
  fields?: Record<string, fc.Arbitrary<unknown>>;
}

/**
 * Values for a schema: mostly what it accepts (so handlers run), now and then a hostile value in
 * any place (so validation and everything past it is tried with what no client should send).
 */
export function schemaArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validArbitrary(schema, options) },
    { weight: 1, arbitrary: hostile },
  );
}

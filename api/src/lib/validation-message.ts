import { type RefusedField, UNSAFE_INPUT_MESSAGES, type UnsafeInput } from '@shop/shared/contract';
import { badRequest, type HttpError } from './http-error';

/** The parts of an ajv or TypeBox validation error this module reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** '/items/0/id' under root 'cart' -> 'cart.items[0].id'. */
export function fieldName(instancePath: string, root = ''): string {
  let name = root;
  for (const segment of instancePath.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(key)) name += `[${key}]`;
    else name += name === '' ? key : `.${key}`;
  }
  return name;
}

function joinField(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What the branches of a failed anyOf accept, e.g. ['true', 'false', '0', '1']. */
function alternatives(branches: readonly SchemaError[]): string[] {
  const values: string[] = [];
  for (const branch of branches) {
    const { params } = branch;
    if (branch.keyword === 'const') values.push(show(params.allowedValue));
    else if (branch.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      values.push(...params.allowedValues.map(show));
    } else if (branch.keyword === 'type' && params.type === 'boolean') values.push('true', 'false');
    else if (branch.keyword === 'type' && typeof params.type === 'string') {
      values.push(TYPE_WORDS[params.type] ?? params.type);
    }
  }
  return [...new Set(values)];
}

/** The value of a failed union is of a branch's type but breaks one of its limits: that limit. */
function brokenLimit(union: SchemaError, all: readonly SchemaError[]): SchemaError | undefined {
  return all.find(
    (e) =>
      e !== union &&
      e.instancePath === union.instancePath &&
      !['type', 'const', 'enum', 'anyOf', 'oneOf'].includes(e.keyword),
  );
}

function describe(
  error: SchemaError,
  all: readonly SchemaError[],
  root: string,
  whole: string,
): string {
  const field = fieldName(error.instancePath, root);
  const subject = field === '' ? whole : field;
  const { params } = error;
  switch (error.keyword) {
    case 'required': {
      const missing =
        typeof params.missingProperty === 'string'
          ? params.missingProperty
          : Array.isArray(params.requiredProperties)
            ? show(params.requiredProperties[0])
            : 'a field';
      return `${joinField(field, missing)} is required`;
    }
    case 'type': {
      const type = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
      return `${subject} must be ${TYPE_WORDS[type] ?? type}`;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${subject} must be ${String(params.comparison)} ${show(params.limit)}`;
    case 'minLength':
      return params.limit === 1
        ? `${subject} must not be empty`
        : `${subject} must be at least ${plural(Number(params.limit), 'character')} long`;
    case 'maxLength':
      return `${subject} must be at most ${plural(Number(params.limit), 'character')} long`;
    case 'minItems':
      return `${subject} must have at least ${plural(Number(params.limit), 'item')}`;
    case 'maxItems':
      return `${subject} must have at most ${plural(Number(params.limit), 'item')}`;
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? `${subject} must be one of: ${params.allowedValues.map(show).join(', ')}`
        : `${subject} has an invalid value`;
    case 'const':
      return `${subject} must be ${show(params.allowedValue)}`;
    case 'format':
      return `${subject} must be a valid ${show(params.format)}`;
    case 'pattern':
      return `${subject} has an invalid format`;
    case 'additionalProperties':
      return `${joinField(field, show(params.additionalProperty))} is not allowed`;
    case 'anyOf':
    case 'oneOf': {
      const branches = all.filter((e) => e !== error && e.instancePath === error.instancePath);
      const limit = brokenLimit(error, all);
      if (limit) return describe(limit, all, root, whole);
      const values = alternatives(branches);
      return values.length > 0
        ? `${subject} must be one of: ${values.join(', ')}`
        : `${subject} has an invalid value`;
    }
    default:
      return `${subject} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * One clear sentence naming the field, from the errors of one failed validation:
 * 'limit must be <= 100', 'cartCode is required', 'cart.items[0].quantity must be >= 1'.
 */
export function describeSchemaErrors(
  errors: readonly SchemaError[],
  options: { root?: string; whole?: string } = {},
): string {
  const root = options.root ?? '';
  const whole = options.whole ?? (root === '' ? 'request' : root);
  const chosen = decisive(errors);
  if (!chosen) return `${whole} is invalid`;
  return describe(chosen, errors, root, whole);
}

/** The error a refusal is told by: a failed union first (the whole value), else the first. */
function decisive(errors: readonly SchemaError[]): SchemaError | undefined {
  return errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0];
}

/**
 * The field the same errors name, for a form to show its message next to it; null when they name
 * the request as a whole.
 */
export function refusedFieldOf(errors: readonly SchemaError[], root = ''): RefusedField | null {
  let error = decisive(errors);
  if (error && (error.keyword === 'anyOf' || error.keyword === 'oneOf')) {
    error = brokenLimit(error, errors) ?? error;
  }
  if (!error) return null;
  const field = fieldName(error.instancePath, root);
  const { params } = error;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { name: joinField(field, params.missingProperty), problem: 'required' };
  }
  if (field === '' || field === root) return null;
  if (error.keyword === 'maxLength') {
    return { name: field, problem: 'tooLong', limit: Number(params.limit) };
  }
  if (error.keyword === 'minLength' && params.limit === 1)
    return { name: field, problem: 'required' };
  if (error.keyword === SAFE_INPUT_KEYWORD && params.problem === 'control-character') {
    return { name: field, problem: 'invalidCharacters' };
  }
  return { name: field, problem: 'invalid' };
}

/** The keyword of the errors the safe-input rule adds to a schema's own (safe-validator.ts beside app.ts). */
export const SAFE_INPUT_KEYWORD = 'safeInput';

/** The 400 for a value no request may carry, found in a second-stage JSON field (`root`). */
export function unsafeInputRefused(unsafe: UnsafeInput, root: string): HttpError {
  const name = fieldName(unsafe.path, root);
  return badRequest(
    `${name} ${UNSAFE_INPUT_MESSAGES[unsafe.problem]}`,
    unsafe.problem === 'control-character' ? { name, problem: 'invalidCharacters' } : null,
  );
}

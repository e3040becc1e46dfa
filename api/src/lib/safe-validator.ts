import { AjvCompiler } from '@fastify/ajv-compiler';
import { findUnsafeInput, UNSAFE_INPUT_MESSAGES } from '@shop/shared/contract';
import type { FastifyServerOptions } from 'fastify';
import type { SchemaError } from './validation-message';

/** The keyword of the errors this layer adds to a schema's own (read by validation-message). */
export const SAFE_INPUT_KEYWORD = 'safeInput';

type BuildValidator = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

interface ValidateFunction {
  (data: unknown): unknown;
  errors?: SchemaError[] | null;
}

/**
 * Fastify's own ajv validator, with one rule added after every schema of every route: no
 * non-finite number and no control character anywhere in the (coerced) input. ajv coerces the
 * text `Infinity` to a number that passes `minimum`/`maximum`, and PostgreSQL refuses both
 * values; refused here, they answer 400 with a message naming the field instead of a 500.
 */
export function safeValidatorFactory(): BuildValidator {
  const buildAjv = AjvCompiler();
  return (externalSchemas, options) => {
    const compile = buildAjv(externalSchemas, options);
    return (route) => {
      const validate = compile(route) as ValidateFunction;
      const guarded: ValidateFunction = (data) => {
        if (!validate(data)) {
          guarded.errors = validate.errors ?? null;
          return false;
        }
        const unsafe = findUnsafeInput(data);
        if (!unsafe) {
          guarded.errors = null;
          return true;
        }
        guarded.errors = [
          {
            keyword: SAFE_INPUT_KEYWORD,
            instancePath: unsafe.path,
            params: { problem: unsafe.problem },
            message: UNSAFE_INPUT_MESSAGES[unsafe.problem],
          },
        ];
        return false;
      };
      return guarded;
    };
  };
}

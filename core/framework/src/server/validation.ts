import { Ajv, type ErrorObject, type Options, type Plugin, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** Unknown fields and wrongly typed values are rejected (400), never silently dropped or converted. */
const baseOptions: Options = {
  verbose: true,
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
};

/** `errorMessage` carries the seed's text on a schema; it is read by the error handler, not by ajv. */
const errorMessageKeyword: Plugin<unknown> = (ajv) => ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

const formats = ((addFormats as unknown as { default?: Plugin<unknown> }).default ?? addFormats) as Plugin<unknown>;

/** At most this many validation errors are reported for one request. */
export const MAX_REPORTED_ERRORS = 20;

function makeAjv(allErrors: boolean): Ajv {
  const ajv = new Ajv({ ...baseOptions, allErrors });
  formats(ajv);
  errorMessageKeyword(ajv);
  return ajv;
}

/**
 * Validation in two steps (ADR 0010): a first-error validator decides (linear, stops at the first
 * problem, so 100k unknown keys cost one error); only when the input is invalid *and* the first
 * problem is not an unknown key does a full pass collect every field's message for the form
 * (the seed shows one message under each field). The body limit bounds that pass; its errors are
 * cut to MAX_REPORTED_ERRORS.
 */
export function createValidatorCompiler(opts: { lazy?: boolean } = {}): FastifySchemaCompiler<unknown> {
  const fast = makeAjv(false);
  const full = makeAjv(true);
  return ({ schema }) => {
    // Lazy (test apps, ADR 0058): compiled on the route's first request.
    let first: ValidateFunction | undefined = opts.lazy ? undefined : fast.compile(schema as object);
    let all: ValidateFunction | undefined;
    const validate = (data: unknown): boolean => {
      first ??= fast.compile(schema as object);
      if (first(data)) return true;
      const errors = first.errors ?? [];
      if (errors[0]?.keyword === 'additionalProperties') {
        validate.errors = errors.slice(0, 1);
        return false;
      }
      all ??= full.compile(schema as object);
      all(data);
      let unknownSeen = false;
      validate.errors = (all.errors ?? errors)
        .filter((e) => e.keyword !== 'additionalProperties' || (!unknownSeen && (unknownSeen = true)))
        .slice(0, MAX_REPORTED_ERRORS);
      return false;
    };
    validate.errors = null as ErrorObject[] | null;
    return validate;
  };
}

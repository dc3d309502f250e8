import type { AnyRoute } from '../shared/index.ts';

/** Body limit of a route whose schema has no upper bound (free-form objects, unbounded strings). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** No JSON body is larger unless its contract says so with `bodyLimit`. */
export const MAX_DERIVED_BODY_LIMIT = 1024 * 1024;
/** Routes without a body schema (GET, multipart uploads read as a stream) keep this default. */
export const NO_BODY_LIMIT = 16 * 1024;

/** Worst-case bytes of one code point written as JSON: a surrogate pair escaped as two \uXXXX. */
const BYTES_PER_CHAR = 12;

type Schema = Record<string, unknown>;

/**
 * The body limit of a contract route (ADR 0010): its own `bodyLimit`, else the largest body its
 * schema can validate (every string at its maxLength, fully escaped) plus room for whitespace,
 * capped at 1 MB; 64 kB when the schema is open-ended. A login body is a few kB, so a 1.5 MB body
 * of unknown keys is refused (413) before it is read in full.
 */
export function bodyLimitOf(route: AnyRoute): number {
  if (route.bodyLimit) return route.bodyLimit;
  if (!route.body) return NO_BODY_LIMIT;
  const bound = maxJsonBytes(route.body as Schema, 0);
  if (bound === undefined) return DEFAULT_BODY_LIMIT;
  return Math.min(MAX_DERIVED_BODY_LIMIT, Math.ceil(bound * 1.25) + 4096);
}

/** Upper bound of the JSON size of any value valid against `schema`, or undefined when unbounded. */
export function maxJsonBytes(schema: Schema, depth: number): number | undefined {
  if (depth > 16) return undefined;
  if ('const' in schema) return JSON.stringify(schema.const ?? null).length * 6;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((v) => JSON.stringify(v ?? null).length * 6));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return maxOf(alternatives.map((s) => maxJsonBytes(s, depth + 1)));
  if (Array.isArray(schema.allOf)) return sumOf((schema.allOf as Schema[]).map((s) => maxJsonBytes(s, depth + 1)));
  switch (schema.type) {
    case 'string':
      return typeof schema.maxLength === 'number' ? schema.maxLength * BYTES_PER_CHAR + 2 : undefined;
    case 'number':
    case 'integer':
      return 32;
    case 'boolean':
    case 'null':
      return 5;
    case 'array': {
      if (typeof schema.maxItems !== 'number' || !schema.items) return undefined;
      const item = maxJsonBytes(schema.items as Schema, depth + 1);
      return item === undefined ? undefined : schema.maxItems * (item + 1) + 2;
    }
    case 'object': {
      if (schema.additionalProperties !== false || schema.patternProperties) return undefined;
      const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      return sumOf(
        props.map(([key, s]) => {
          const value = maxJsonBytes(s, depth + 1);
          return value === undefined ? undefined : value + key.length * 6 + 4;
        }),
        2,
      );
    }
    default:
      return undefined;
  }
}

function maxOf(values: (number | undefined)[]): number | undefined {
  return values.some((v) => v === undefined) ? undefined : Math.max(0, ...(values as number[]));
}

function sumOf(values: (number | undefined)[], base = 0): number | undefined {
  return values.some((v) => v === undefined) ? undefined : (values as number[]).reduce((a, b) => a + b, base);
}

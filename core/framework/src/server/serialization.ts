import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

type Schema = Record<string | symbol, unknown>;

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keywords that shape the serialised JSON: an option holding one of them is not a plain scalar. */
const STRUCTURAL = [
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  '$ref',
  'properties',
  'items',
  'additionalProperties',
  'patternProperties',
];
/** Keywords of a schema that contain schemas, walked to simplify the unions inside them. */
const NESTED_ONE = ['additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const NESTED_MAP = ['properties', 'patternProperties', '$defs', 'definitions'];
const NESTED_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

const isSchema = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The options of a union, nested unions flattened: `Nullable(Literals([...]))` is one list of scalars. */
function flatOptions(options: unknown[]): Schema[] | null {
  const out: Schema[] = [];
  for (const option of options) {
    if (!isSchema(option)) return null;
    const inner = option.anyOf ?? option.oneOf;
    if (
      Array.isArray(inner) &&
      Object.keys(option).every((k) => k === 'anyOf' || k === 'oneOf' || !STRUCTURAL.includes(k))
    ) {
      const flat = flatOptions(inner);
      if (!flat) return null;
      out.push(...flat);
    } else out.push(option);
  }
  return out;
}

/**
 * A union of scalar options (`Nullable(Type.String())`, a union of literals, `string | null` with
 * one date format) as one `type` list. fast-json-stringify picks an option of `anyOf`/`oneOf` by
 * running a validator per option on every value, allocating an error object for each option that
 * fails: on a list page of nullable and enumerated fields that was about 40 % of the server's allocation
 * (ADR 0058). A `type` list is chosen with `typeof`; `const`, `enum` and patterns only validate,
 * they never change the JSON written, so dropping them here changes no output for valid answers.
 */
function scalarUnion(schema: Schema): Schema | null {
  const options = flatOptions((schema.anyOf ?? schema.oneOf) as unknown[]);
  if (!options?.length) return null;
  const types: string[] = [];
  const formats = new Set<string>();
  for (const option of options) {
    if (typeof option.type !== 'string' || !PRIMITIVES.has(option.type) || STRUCTURAL.some((k) => k in option))
      return null;
    if (option.type === 'string') formats.add(typeof option.format === 'string' ? option.format : '');
    if (!types.includes(option.type)) types.push(option.type);
  }
  // Two string options with different formats (a date or plain text) still need the validator to tell them apart.
  if (formats.size > 1) return null;
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  const format = [...formats][0];
  return { ...rest, type: types.length === 1 ? types[0] : types, ...(format ? { format } : {}) };
}

/** A copy of a response schema with its scalar unions simplified; the route's own schema (OpenAPI) is left as written. */
export function serializableSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const union = Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf) ? scalarUnion(schema) : null;
  if (union) return union;
  const out: Schema = { ...schema };
  for (const k of NESTED_ONE) if (isSchema(out[k])) out[k] = serializableSchema(out[k]);
  for (const k of NESTED_MAP) {
    const map = out[k];
    if (isSchema(map))
      out[k] = Object.fromEntries(Object.entries(map).map(([name, s]) => [name, serializableSchema(s)]));
  }
  for (const k of NESTED_LIST) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).map(serializableSchema);
  // `items` is one schema or, in tuple form, a list of them.
  if (out.items !== undefined)
    out.items = Array.isArray(out.items) ? out.items.map(serializableSchema) : serializableSchema(out.items);
  return out;
}

type Serializer = (data: unknown) => string;
const compile = (schema: unknown): Serializer => fastJson(serializableSchema(schema) as Parameters<typeof fastJson>[0]);

/** Fastify's response serialiser (fast-json-stringify) on the simplified schema; `lazy` compiles it on first use (test apps). */
export function createSerializerCompiler(opts: { lazy?: boolean } = {}): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    if (!opts.lazy) return compile(schema);
    let serialize: Serializer | undefined;
    return (data: unknown) => (serialize ??= compile(schema))(data);
  };
}

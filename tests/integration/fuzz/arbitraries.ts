import fc from 'fast-check';

/** JSON Schema as the OpenAPI document gives it (TypeBox output, converted by @fastify/swagger). */
export type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
};

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Strings an attacker or a careless client sends: storage limits, Unicode edge cases, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a@example.com',
    '000000000000000000000000',
    'ADMINISTRATOR',
    'true_match',
    'un',
    '2020-01-01',
    'GB',
    'secret-pass-1',
    '123456',
  ),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e\u202d',
    '%00',
    "'; drop table x; --",
    '${7*7}',
    '<script>alert(1)</script>',
    '.'.repeat(140),
    '\r\n\r\n',
    '../../etc/passwd',
    '\\',
    '"',
  ),
  fc.tuple(fc.string({ maxLength: 20 }), loneSurrogate, fc.string({ maxLength: 20 })).map(([a, s, b]) => a + s + b),
  fc.string({ maxLength: 60, unit: 'binary' }),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.constantFrom(199, 200, 201, 254, 255, 256, 320, 321, 1000, 5001, 20_000).map((n) => 'a'.repeat(n)),
  fc
    .tuple(
      fc.constantFrom('😀', '𒐫', 'ﷺ', 'é', 'e\u0301', '中', '\u200b'),
      fc.constantFrom(1, 30, 200, 201, 2001, 5000),
    )
    .map(([c, n]) => c.repeat(n)),
  fc.constantFrom(30, 254, 255).map((n) => `${'a'.repeat(n)}@example.com`),
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, [], {}, [null], { $ne: null }, { $gt: '' }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    'a\u0000b',
    '\ud800',
    '$where',
    'a.b',
    '😀',
  ),
  fc.string({ maxLength: 12 }),
);

/** Values shaped like the schema wants, with hostile contents; sometimes plainly the wrong type. */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(hostileString, wrongType);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  if ('const' in schema) return fc.oneof(fc.constant(schema.const), hostileString);
  switch (schema.type) {
    case 'string': {
      const shaped: fc.Arbitrary<string>[] = [hostileString];
      if (schema.format === 'email') shaped.push(fc.emailAddress());
      if (typeof schema.pattern === 'string' && schema.pattern.length < 40)
        shaped.push(fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 300)));
      return fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 5 }, { arbitrary: wrongType, weight: 1 });
    }
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1, 1000, 1001, 2 ** 31, 1e308), wrongType);
    case 'boolean':
      return fc.oneof(fc.boolean(), wrongType);
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }), wrongType);
    case 'object':
      return objectFor(schema, depth + 1);
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString, objectFor({ type: 'object' }, depth + 1));
  }
}

/** Declared properties (each maybe left out) plus, sometimes, unknown and prototype keys. */
export function objectFor(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const declared = props.length
    ? fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueFor(s, depth)])), { requiredKeys: [] })
    : fc.constant({});
  const extra = fc.oneof(
    { arbitrary: fc.constant({}), weight: 3 },
    { arbitrary: fc.dictionary(hostileKey, fc.oneof(hostileString, wrongType), { maxKeys: 4 }), weight: 1 },
  );
  return fc.tuple(declared, extra).map(([a, b]) => ({ ...b, ...(a as Record<string, unknown>) }));
}

/** How the body travels: mostly plain JSON; else a hostile framing around it. */
export const framing = fc.oneof(
  { arbitrary: fc.constant('json' as const), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'bom',
      'deep',
      'dupKey',
      'manyKeys',
      'nulKey',
      'protoRaw',
      'truncate',
      'empty',
      'charset',
      'gzip',
      'multipartNoBoundary',
      'multipartGarbled',
      'textPlain',
      'array',
      'scalar',
    ),
    weight: 4,
  },
);
export type Framing = typeof framing extends fc.Arbitrary<infer F> ? F : never;

import fastJson from 'fast-json-stringify';
import Fastify from 'fastify';
import t from 'tap';
import { Type } from 'typebox';
import { Nullable } from '../shared/index.ts';
import { createSerializerCompiler, serializableSchema } from './serialization.ts';

/** ADR 0058: scalar unions are serialised from a `type` list, with the same JSON as before and the route's schema untouched. */
const Kind = Type.Union([Type.Literal('corporate'), Type.Literal('account_holder')]);
const Item = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  kind: Kind,
  location: Nullable(Type.Union([Type.Literal('local'), Type.Literal('abroad')])),
  count: Nullable(Type.Integer()),
  flag: Type.Union([Type.Boolean(), Type.Literal('yes'), Type.Literal('no')]),
  at: Nullable(Type.String({ format: 'date-time' })),
  /** Options that are objects still need the validator to choose. */
  owner: Type.Union([
    Type.Object({ person: Type.String() }),
    Type.Object({ entity: Type.String(), share: Type.Number() }),
  ]),
  /** Two string formats: not a plain scalar union, left as written. */
  when: Type.Union([Type.String({ format: 'date' }), Type.String()]),
});
const Page = Type.Object({ items: Type.Array(Item), total: Type.Integer() });

const items = [
  {
    id: 'a',
    name: 'Golden Harbour N.V.',
    kind: 'corporate',
    location: 'local',
    count: 3,
    flag: true,
    at: '2026-11-27T08:00:00.000Z',
    owner: { person: 'Maria' },
    when: '2026-11-27',
  },
  {
    id: 'b',
    name: null,
    kind: 'account_holder',
    location: null,
    count: null,
    flag: 'no',
    at: null,
    owner: { entity: 'Blue Ocean Ltd', share: 12.5 },
    when: 'next week',
  },
];

t.test('the simplified schema writes the same JSON as the schema as written', async (t) => {
  const asWritten = fastJson(Page as never);
  const simplified = fastJson(serializableSchema(Page) as never);
  const page = { items, total: 2 };
  t.equal(simplified(page), asWritten(page));
  t.same(JSON.parse(simplified(page)), page);
  const withDate = { items: [{ ...items[0], at: new Date('2026-11-27T08:00:00.000Z') }], total: 1 };
  t.equal(
    JSON.parse(simplified(withDate)).items[0].at,
    '2026-11-27T08:00:00.000Z',
    'a Date in a nullable date-time is written as ISO text',
  );
  t.notMatch(
    simplified({ items: [{ ...items[0], secret: 'x' }], total: 1 }),
    /secret/,
    'undeclared properties are still dropped',
  );
  t.throws(
    () => simplified({ items: [{ ...items[0], count: { n: 1 } }], total: 1 }),
    /does not match schema definition/,
    'a value of no listed type is still refused',
  );
});

t.test('scalar unions become type lists; object unions and mixed formats stay unions', async (t) => {
  const before = JSON.stringify(Page);
  const s = serializableSchema(Page) as {
    properties: { items: { items: { properties: Record<string, Record<string, unknown>> } } };
  };
  const p = s.properties.items.items.properties;
  t.same(p.name, { type: ['string', 'null'] });
  t.same(p.kind, { type: 'string' });
  t.same(p.location, { type: ['string', 'null'] }, 'a nullable union of literals is flattened');
  t.same(p.count, { type: ['integer', 'null'] });
  t.same(p.flag, { type: ['boolean', 'string'] });
  t.same(p.at, { type: ['string', 'null'], format: 'date-time' });
  t.ok(Array.isArray(p.owner!.anyOf), 'object options keep their anyOf');
  t.ok(Array.isArray(p.when!.anyOf), 'two string formats keep their anyOf');
  t.equal(JSON.stringify(Page), before, 'the route schema (OpenAPI, validation) is not changed');
});

t.test('installed as the app serialiser: routes answer with the simplified schema', async (t) => {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(createSerializerCompiler());
  app.get('/page', { schema: { response: { 200: Page } } }, async () => ({ items, total: 2 }));
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/page' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { items, total: 2 });
});

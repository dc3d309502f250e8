import { createSerializerCompiler, createValidatorCompiler } from '@app/core/server';
import { buildServerTestApp } from '@app/server/testing';
import t from 'tap';

/**
 * ADR 0058: test apps compile a route's schemas on its first request; the product compiles every
 * route at start. This suite is where every route's validators and serialiser are compiled.
 */
const lazy = await buildServerTestApp(t);
const eager = await buildServerTestApp(t, { lazySchemas: false });

t.test('the whole product compiles every route schema at start (as the app does)', async (t) => {
  const spec = (eager.app as unknown as { swagger(): { paths: Record<string, object> } }).swagger();
  const operations = Object.values(spec.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  t.ok(operations >= 150, `${operations} API operations, each with its schemas compiled at start`);
});

t.test('eager compilers refuse a bad schema at once; lazy ones on first use', async (t) => {
  const bad = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } };
  const context = { schema: bad, method: 'GET', url: '/x', httpPart: 'body' } as never;
  t.throws(() => createValidatorCompiler()(context), 'validator, eager');
  const validate = createValidatorCompiler({ lazy: true })(context) as (d: unknown) => boolean;
  t.throws(() => validate({ a: 1 }), 'validator, lazy: on first call');
  const serializerContext = { schema: bad, method: 'GET', url: '/x', httpStatus: '200' } as never;
  t.throws(() => createSerializerCompiler()(serializerContext), 'serialiser, eager');
  const serialize = createSerializerCompiler({ lazy: true })(serializerContext) as (d: unknown) => string;
  t.throws(() => serialize({ a: 1 }), 'serialiser, lazy: on first call');
});

t.test('a lazy test app answers as the eager one does', async (t) => {
  const [a, b] = await Promise.all(
    [lazy, eager].map((api) =>
      api.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nobody@example.com' } }),
    ),
  );
  for (const res of [a!, b!]) t.equal(res.statusCode, 400, 'a body without its password is refused by the validator');
  t.equal(a!.body, b!.body, 'same answer');
});

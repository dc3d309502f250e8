import Fastify from 'fastify';
import t from 'tap';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, negotiate } from './answer-cache.ts';

/** ADR 0054: kept answers are the route's own serialisation, compressed once per encoding, bounded, computed once per key. */
async function appWith(cache: AnswerCache, computed: { n: number }) {
  const app = Fastify({ logger: false });
  const response = {
    type: 'object',
    properties: { key: { type: 'string' }, items: { type: 'array', items: { type: 'number' } } },
  } as const;
  app.get('/answer/:key', { schema: { response: { 200: response } } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    return cache.send(request, reply, key, async () => {
      computed.n++;
      await new Promise((r) => setTimeout(r, 20));
      // `secret` is not in the response schema: the kept bytes must not hold it either.
      return { key, items: Array.from({ length: 400 }, (_, i) => i), secret: 'never sent' };
    });
  });
  await app.ready();
  return app;
}

t.test('serialised by the route schema, compressed per accepted encoding, identical when served again', async (t) => {
  const computed = { n: 0 };
  const app = await appWith(new AnswerCache(), computed);
  t.teardown(() => app.close());
  const plain = await app.inject({ url: '/answer/a' });
  t.equal(plain.statusCode, 200);
  t.match(plain.headers['content-type'], /^application\/json/);
  t.notOk(plain.headers['content-encoding'], 'no accept-encoding: identity');
  t.notMatch(plain.body, /secret/, 'the response schema drops what it does not declare');
  t.same(plain.json().items.length, 400);
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/answer/a', headers: { 'accept-encoding': encoding } });
      t.equal(res.headers['content-encoding'], encoding);
      t.match(res.headers.vary, /accept-encoding/);
      t.equal(
        decode(res.rawPayload).toString(),
        plain.body,
        `${encoding} decodes to the same bytes (${i ? 'kept' : 'first'})`,
      );
    }
  }
  const refused = await app.inject({ url: '/answer/a', headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
  t.notOk(refused.headers['content-encoding'], 'x-no-compression is honoured');
  t.equal(computed.n, 1, 'computed once for every request above');
});

t.test('concurrent misses of one key compute once; a failed computation is not kept', async (t) => {
  const computed = { n: 0 };
  const app = await appWith(new AnswerCache(), computed);
  t.teardown(() => app.close());
  const all = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url: '/answer/b' })));
  t.same(new Set(all.map((r) => r.body)).size, 1);
  t.equal(computed.n, 1);

  const cache = new AnswerCache();
  const failing = Fastify({ logger: false });
  let calls = 0;
  failing.get('/x', async (request, reply) =>
    cache.send(request, reply, 'x', async () => {
      calls++;
      if (calls === 1) throw new Error('database went away');
      return { ok: true };
    }),
  );
  t.teardown(() => failing.close());
  t.equal((await failing.inject({ url: '/x' })).statusCode, 500);
  t.same((await failing.inject({ url: '/x' })).json(), { ok: true }, 'the next request computes again');
  t.equal(cache.size, 1);
});

t.test('bounded by bytes: the least recently used answer goes first', async (t) => {
  const computed = { n: 0 };
  const cache = new AnswerCache(4_000); // one answer is ~1.6 kB
  const app = await appWith(cache, computed);
  t.teardown(() => app.close());
  for (const k of ['a', 'b']) await app.inject({ url: `/answer/${k}` });
  await app.inject({ url: '/answer/a' }); // a is now the most recent
  await app.inject({ url: '/answer/c' }); // over the bound: b goes
  t.equal(cache.size, 2);
  const before = computed.n;
  await app.inject({ url: '/answer/a' });
  t.equal(computed.n, before, 'a was kept');
  await app.inject({ url: '/answer/b' });
  t.equal(computed.n, before + 1, 'b was computed again');
});

t.test('encoding negotiation follows the weights, brotli first on a tie', async (t) => {
  t.equal(negotiate(undefined), null);
  t.equal(negotiate('identity'), null);
  t.equal(negotiate('gzip, deflate, br'), 'br');
  t.equal(negotiate('gzip'), 'gzip');
  t.equal(negotiate('br;q=0.5, gzip;q=0.8'), 'gzip');
  t.equal(negotiate('br;q=0, gzip;q=0'), null);
  t.equal(negotiate('*'), 'br');
  t.equal(negotiate('*;q=0.1, br;q=0'), 'gzip');
});

import t from 'tap';
import { Type } from 'typebox';
import { defineRoute } from '../shared/index.ts';
import { bodyLimitOf, DEFAULT_BODY_LIMIT, MAX_DERIVED_BODY_LIMIT } from './body-limit.ts';
import { HttpError } from './http-error.ts';
import { MAX_JSON_DEPTH, parseStrictJson } from './json-body.ts';

const parse = (text: string | Buffer, charset?: string) =>
  parseStrictJson(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), charset);
const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : 500;
  }
};

t.test('well-formed JSON passes unchanged', async (t) => {
  t.same(parse('{"a":[1,{"b":"😀 é"}],"c":null}'), { a: [1, { b: '😀 é' }], c: null });
  t.same(parse('{"a":"x"}', 'utf-8'), { a: 'x' });
  t.same(parse('{"a":"}{[\\"","b":"\\\\"}'), { a: '}{["', b: '\\' }, 'brackets and quotes inside strings do not count');
});

t.test('refused: nesting, duplicates, BOM, charset, bad bytes, lone surrogates, NUL, __proto__', async (t) => {
  t.equal(
    statusOf(() => parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))),
    200,
    'at the limit',
  );
  t.equal(
    statusOf(() => parse('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))),
    400,
  );
  t.equal(
    statusOf(() => parse('['.repeat(1_000_000))),
    400,
    'a million levels: no stack overflow',
  );
  t.equal(
    statusOf(() => parse('{"a":1,"a":2}')),
    400,
  );
  t.equal(
    statusOf(() => parse('{"a":{"b":1},"c":{"b":2}}')),
    200,
    'same key in sibling objects',
  );
  t.equal(
    statusOf(() => parse('{"a":1,"\\u0061":2}')),
    400,
    'escaped duplicate',
  );
  t.equal(
    statusOf(() => parse('\ufeff{}')),
    400,
  );
  t.equal(
    statusOf(() => parse('{}', 'latin1')),
    415,
  );
  t.equal(
    statusOf(() => parse(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]))),
    400,
  );
  t.equal(
    statusOf(() => parse('{"a":"\\ud800"}')),
    400,
  );
  t.equal(
    statusOf(() => parse('{"a\\udc00":1}')),
    400,
  );
  t.equal(
    statusOf(() => parse('{"a":"x\\u0000"}')),
    400,
  );
  t.equal(
    statusOf(() => parse('{"a\\u0000":1}')),
    400,
  );
  t.equal(
    statusOf(() => parse('{"__proto__":{"x":1}}')),
    400,
  );
  t.equal(
    statusOf(() => parse('')),
    400,
  );
  t.equal(
    statusOf(() => parse('{"a":')),
    400,
  );
});

t.test('parsing stays linear: ten times the keys cost about ten times the time, not a hundred', async (t) => {
  // CPU time of this process (process.cpuUsage), not the wall clock: other processes on a busy CI
  // machine do not count, a quadratic parser (about 100x) still fails the 40x bound.
  const body = (n: number) => Buffer.from(`{${Array.from({ length: n }, (_, i) => `"k${i}":"v${i}"`).join(',')}}`);
  const cpuMs = (buf: Buffer) => {
    const started = process.cpuUsage();
    parseStrictJson(buf);
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000;
  };
  const smallBody = body(10_000);
  const largeBody = body(100_000);
  const small: number[] = [];
  const large: number[] = [];
  // Interleaved, best of five each: a GC pause or a warm-up lands in one sample, not in the minimum.
  for (let i = 0; i < 5; i++) {
    small.push(cpuMs(smallBody));
    large.push(cpuMs(largeBody));
  }
  const [s, l] = [Math.min(...small), Math.min(...large)];
  t.ok(l / s < 40, `CPU time: 10k keys ${s.toFixed(1)} ms, 100k keys ${l.toFixed(1)} ms (ratio ${(l / s).toFixed(1)})`);
});

t.test('body limits derive from the schema', async (t) => {
  const small = defineRoute({
    operationId: 'x',
    method: 'POST',
    url: 'x',
    response: Type.Object({}),
    body: Type.Object({ a: Type.String({ maxLength: 10 }) }, { additionalProperties: false }),
  });
  t.ok(bodyLimitOf(small) < 5000);
  const open = defineRoute({
    operationId: 'y',
    method: 'POST',
    url: 'y',
    response: Type.Object({}),
    body: Type.Object({ a: Type.Unknown() }, { additionalProperties: false }),
  });
  t.equal(bodyLimitOf(open), DEFAULT_BODY_LIMIT);
  const huge = defineRoute({
    operationId: 'z',
    method: 'POST',
    url: 'z',
    response: Type.Object({}),
    body: Type.Object({ a: Type.String({ maxLength: 10_000_000 }) }, { additionalProperties: false }),
  });
  t.equal(bodyLimitOf(huge), MAX_DERIVED_BODY_LIMIT);
  t.equal(bodyLimitOf({ ...huge, bodyLimit: 123 }), 123);
});

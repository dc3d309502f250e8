import { superUser, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { buildServerTestApp } from '@app/server/testing';
import { gzipSync } from 'node:zlib';
import t from 'tap';

/** Issue 6 findings 1, 2 and 9 on the real request path (HTTP on a port, not inject). */
const api = await buildServerTestApp(t);
const admin = await registerAdmin(api);
const root = await superUser(api);
const address = await api.app.listen({ port: 0, host: '127.0.0.1' });

async function post(path: string, body: string | Buffer, headers: Record<string, string> = {}, token?: string) {
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : Uint8Array.from(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const text = await res.text();
  let json: { message?: string; errors?: { field: string }[] } = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: json };
}

async function healthzMs(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${address}/healthz`);
  await res.text();
  return performance.now() - started;
}

t.test('finding 1: 100k unknown keys on login are refused within a second; /healthz stays responsive', async (t) => {
  const keys = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1]));
  const huge = JSON.stringify({ email: 'a@example.com', password: 'secret1', ...keys });
  t.ok(huge.length > 1_000_000, `${huge.length} bytes`);
  const started = performance.now();
  const [res, health] = await Promise.all([
    post('/api/v1/login', huge),
    new Promise((r) => setTimeout(r, 5)).then(healthzMs),
  ]);
  const elapsed = performance.now() - started;
  t.equal(res.status, 413, 'refused by the derived body limit of the route');
  t.ok(elapsed < 1000, `answered in ${elapsed.toFixed(0)} ms`);
  t.ok(health < 1000, `/healthz meanwhile in ${health.toFixed(0)} ms`);

  // Below the limit, many unknown keys cost one error, not one per key.
  const many = JSON.stringify({
    ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1])),
    email: 'a@example.com',
    password: 'secret1',
  });
  const reportStarted = performance.now();
  const report = await post('/api/v1/error', JSON.stringify({ error_cought: 'x', ...JSON.parse(many) }));
  t.equal(report.status, 400);
  t.equal(report.body.errors?.length, 1, 'one unknown-key error reported');
  t.ok(performance.now() - reportStarted < 1000);
});

t.test('finding 2: deep nesting, lone surrogates, NUL in keys → 400 on public and signed-in routes', async (t) => {
  const deep = '{"error_cought":' + '['.repeat(8000) + ']'.repeat(8000) + '}';
  const cases: [string, string, string, string?][] = [
    ['deep nesting (public)', '/api/v1/error', deep],
    [
      'deep nesting (signed in)',
      '/api/v1/organization/settings',
      '{"name":' + '['.repeat(2000) + ']'.repeat(2000) + '}',
      admin.token,
    ],
    ['lone surrogate in a string', '/api/v1/organization/settings', '{"name":"bad\\ud800name"}', admin.token],
    ['lone surrogate, raw', '/api/v1/error', JSON.stringify({ error_cought: 'x\ud800y' })],
    ['NUL inside a key', '/api/v1/error', '{"error_cought":{"a\\u0000b":1}}'],
    [
      'NUL in a string',
      '/api/v1/contact-info-text',
      JSON.stringify({ name: 'a\u0000', email: 'a@example.com', companyName: 'c', message: 'm' }),
    ],
    ['__proto__ key', '/api/v1/error', '{"error_cought":{"__proto__":{"admin":true}}}'],
    ['not JSON', '/api/v1/login', '{"email":'],
    ['empty body', '/api/v1/login', ''],
    ['invalid UTF-8 bytes', '/api/v1/login', '{"email":"\xff"}'],
  ];
  for (const [name, path, body, token] of cases) {
    const res = await post(
      path,
      name === 'invalid UTF-8 bytes' ? Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]) : body,
      {},
      token,
    );
    t.equal(res.status, 400, `${name} → 400 (${res.body.message})`);
  }
  const emoji = await post(
    '/api/v1/error',
    JSON.stringify({ error_cought: '😀'.repeat(3000), source: '😀'.repeat(2000) }),
  );
  t.equal(emoji.status, 200, 'a long emoji string that fits the columns is stored');
  const tooLong = await post('/api/v1/error', JSON.stringify({ error_cought: 'x', source: '😀'.repeat(2001) }));
  t.equal(tooLong.status, 400, 'one emoji over the column length → 400');
  const contact = await post(
    '/api/v1/contact-info-text',
    JSON.stringify({ name: 'n', email: `${'a'.repeat(245)}@example.com`, companyName: 'c', message: 'm' }),
  );
  t.equal(contact.status, 400, 'a 257-character e-mail in the contact form → 400, not 500');
});

t.test('finding 2: gzip request bodies → 415, multipart without a boundary or garbled → 400', async (t) => {
  const gz = await post('/api/v1/login', gzipSync(JSON.stringify({ email: 'a@example.com', password: 'secret1' })), {
    'content-encoding': 'gzip',
  });
  t.equal(gz.status, 415);
  const noBoundary = await post(
    '/api/bo/v1/screening/import',
    'garbage',
    { 'content-type': 'multipart/form-data' },
    root.token,
  );
  t.equal(noBoundary.status, 400);
  const garbled = await post(
    '/api/bo/v1/screening/import',
    '--xyz\r\nContent-Disposition: form-data; name="source"\r\n\r\nun\r\n--xyz\r\nContent-Disp',
    { 'content-type': 'multipart/form-data; boundary=xyz' },
    root.token,
  );
  t.ok(garbled.status >= 400 && garbled.status < 500, `garbled multipart → ${garbled.status}`);
  const gzMultipart = await post(
    '/api/bo/v1/screening/import',
    gzipSync('--xyz--'),
    { 'content-type': 'multipart/form-data; boundary=xyz', 'content-encoding': 'gzip' },
    root.token,
  );
  t.equal(gzMultipart.status, 415);
  const text = await post('/api/v1/login', 'email=a', { 'content-type': 'text/plain' });
  t.equal(text.status, 415, 'only JSON and multipart bodies are read');
});

t.test(
  'finding 9: leading BOM, duplicate keys, odd charsets → 400/415 on every JSON route (super-user ones too)',
  async (t) => {
    const body = JSON.stringify({ structure: 's', content: 'c' });
    const bom = await post('/api/bo/v1/save-terms', '\ufeff' + body, {}, root.token);
    t.equal(bom.status, 400);
    const dup = await post('/api/bo/v1/save-terms', '{"structure":"s","content":"c","content":"d"}', {}, root.token);
    t.equal(dup.status, 400);
    t.equal(dup.body.errors?.[0]?.field, 'content');
    const escapedDup = await post(
      '/api/v1/login',
      '{"email":"a@example.com","password":"secret1","\\u0065mail":"b@example.com"}',
    );
    t.equal(escapedDup.status, 400, 'duplicates are compared after unescaping');
    for (const charset of ['latin1', 'utf-16', 'iso-8859-1', 'x-odd']) {
      const res = await post(
        '/api/bo/v1/save-terms',
        body,
        { 'content-type': `application/json; charset=${charset}` },
        root.token,
      );
      t.equal(res.status, 415, `charset=${charset} → 415`);
    }
    const ok = await post('/api/v1/login', JSON.stringify({ email: 'nobody@example.com', password: 'secret1' }), {
      'content-type': 'application/json; charset=UTF-8',
    });
    t.equal(ok.status, 401, 'charset=UTF-8 is read normally');
  },
);

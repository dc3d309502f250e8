import { registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { buildServerTestApp } from '@app/server/testing';
import t, { type Test } from 'tap';

/** Helmet's headers on every answer (ADR 0011; built once per app since ADR 0054): API, errors, unknown paths, pages. */
const api = await buildServerTestApp(t);
const admin = await registerAdmin(api);

const expectHelmet = (t: Test, headers: Record<string, unknown>, label: string) => {
  const csp = String(headers['content-security-policy'] ?? '');
  for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"])
    t.ok(csp.includes(directive), `${label}: ${directive}`);
  t.equal(headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  t.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${label}: referrer policy`);
  t.equal(headers['x-frame-options'], 'SAMEORIGIN', `${label}: frame options`);
  t.notOk(headers['strict-transport-security'], `${label}: HSTS left to the TLS proxy`);
  t.notOk(headers['cross-origin-embedder-policy'], `${label}: no COEP (widgets load cross-origin)`);
};

t.test('every kind of answer carries the same security headers', async (t) => {
  const ok = await api.app.inject({
    method: 'GET',
    url: '/api/v1/user/two-factor/status',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expectHelmet(t, ok.headers, `API ${ok.statusCode}`);
  const unauthorised = await api.app.inject({ method: 'GET', url: '/api/v1/user/two-factor/status' });
  t.equal(unauthorised.statusCode, 401);
  expectHelmet(t, unauthorised.headers, 'API 401');
  const missing = await api.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
  t.equal(missing.statusCode, 404);
  expectHelmet(t, missing.headers, 'unknown API path 404');
  const bad = await api.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": ',
  });
  t.equal(bad.statusCode, 400);
  expectHelmet(t, bad.headers, 'malformed JSON 400');
  const health = await api.app.inject({ method: 'GET', url: '/healthz' });
  expectHelmet(t, health.headers, 'health check');
});

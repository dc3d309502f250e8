import fastifyJwt from '@fastify/jwt';
import Fastify from 'fastify';
import t from 'tap';
import { verifiedClaims } from './auth-context.ts';

/** ADR 0060: verified claims are kept per token and per app, never past the token's expiry. */
async function appWith(secret: string) {
  const app = Fastify({ logger: false });
  await app.register(fastifyJwt, { secret });
  await app.ready();
  return app;
}

t.test('a kept token answers its claims until it expires, then is refused', async (t) => {
  const app = await appWith('a'.repeat(48));
  t.teardown(() => app.close());
  const token = app.jwt.sign({ sub: 'u1', sid: 's1', org: 'o1' }, { expiresIn: '1h' });
  t.match(verifiedClaims(app, token), { sub: 'u1', sid: 's1', org: 'o1' });
  t.match(verifiedClaims(app, token), { sub: 'u1', sid: 's1', org: 'o1' }, 'kept');
  const realNow = Date.now;
  t.teardown(() => {
    Date.now = realNow;
  });
  Date.now = () => realNow() + 2 * 3600_000;
  t.equal(verifiedClaims(app, token), null, 'expired although kept');
});

t.test('a tampered token, a token of another secret and garbage are refused', async (t) => {
  const app = await appWith('a'.repeat(48));
  const other = await appWith('b'.repeat(48));
  t.teardown(() => Promise.all([app.close(), other.close()]));
  const token = app.jwt.sign({ sub: 'u1', sid: 's1', org: 'o1' }, { expiresIn: '1h' });
  t.ok(verifiedClaims(app, token), 'kept by the app that signed it');
  t.equal(verifiedClaims(other, token), null, 'another app (secret) does not share the kept token');
  const [h, p, s] = token.split('.');
  const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'u2', sid: 's1', org: 'o2', exp: 9_999_999_999 })).toString('base64url')}.${s}`;
  t.equal(verifiedClaims(app, forged), null, 'changed claims with the old signature');
  t.equal(verifiedClaims(app, `${h}.${p}.${s!.slice(0, -2)}xx`), null, 'changed signature');
  t.equal(verifiedClaims(app, 'not-a-token'), null);
});

import type { ServerPlugin } from '@app/core/plugin-api';
import { buildApp, collectMigrations, coreEntities, countHit, createOrm, type BuiltApp } from '@app/core/server';
import { fillPath } from '@app/core/shared';
import { buildTestApp, type TestApp } from '@app/core/testing';
import { authRoutes as a } from '@app/plugin-auth/shared';
import { authServerPlugin } from '@app/plugin-auth/server';
import { createMember, registerAdmin } from '@app/plugin-auth/server/test-helpers';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { screeningRoutes as s, screeningService } from '@app/plugin-screening/shared';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';

/**
 * Two replicas of the app on one database (ADR 0084): what one process does must hold on the
 * other — login lockouts, shared rate-limit windows, and a list import changing the other's
 * screening results within 5 s (by NOTIFY, not the 15 s poll).
 */
const plugins: ServerPlugin[] = [authServerPlugin, screeningServerPlugin];
const one = await buildTestApp(t, { plugins });
const two = await secondReplica(one);

/** Another app process on the same database, configuration and secret, as a replica would be. */
async function secondReplica(first: TestApp): Promise<Pick<TestApp, 'call' | 'orm'> & Pick<BuiltApp, 'services'>> {
  const orm = await createOrm({
    clientUrl: first.config.databaseUrl!,
    entities: [...coreEntities, ...plugins.flatMap((p) => p.entities ?? [])],
    migrations: collectMigrations(plugins),
  });
  const { app, services } = await buildApp(first.config, plugins, { orm, logger: false });
  await app.ready();
  t.teardown(async () => {
    await app.close();
    await orm.close(true);
  });
  const call: TestApp['call'] = async (route, input, token) => {
    const filled = fillPath(route, input as Record<string, unknown> | undefined);
    const res = await app.inject({
      method: route.method,
      url: filled.path,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: (filled.rest ?? {}) as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  return { call, orm, services };
}

t.test('a session opened on one replica works on the other, and a login lockout holds across both', async (t) => {
  const admin = await registerAdmin(one);
  t.equal((await two.call(a.logout, {}, admin.token)).status < 300, true, 'the token of replica one is valid on two');
  const wrong = { email: admin.email, password: 'wrong-pass' };
  // The limit is 10 failures per (account, IP) in 15 minutes: five on each replica reach it.
  for (let i = 0; i < 5; i++) {
    t.equal((await one.call(a.login, wrong)).status, 401);
    t.equal((await two.call(a.login, wrong)).status, 401);
  }
  const right = { email: admin.email, password: admin.password };
  t.equal((await two.call(a.login, right)).status, 429, 'replica two counts the failures made on one');
  t.equal((await one.call(a.login, right)).status, 429, 'and one those made on two');
});

t.test('a shared rate window counts every hit of both replicas exactly once', async (t) => {
  const key = `test:${Math.random()}`;
  const hits = await Promise.all(
    Array.from({ length: 40 }, (_, i) => countHit(i % 2 ? one.orm : two.orm, key, 60).then((c) => c.hits)),
  );
  t.same(
    hits.sort((x, y) => x - y),
    Array.from({ length: 40 }, (_, i) => i + 1),
    'concurrent upserts from two processes: 1…40, none lost or doubled',
  );
  const after = await countHit(one.orm, key, 60);
  t.equal(after.hits, 41);
  t.ok(after.retryAfter >= 1 && after.retryAfter <= 60);
});

t.test('a list import on one replica changes screening results on the other within 5 s', async (t) => {
  const admin = await registerAdmin(one);
  const officer = await createMember(one, admin, 'COMPLIANCE_OFFICER');
  const subject = { firstname: 'Ivan', surname: 'Samplenko', dob: '1961-07-14', nationality: 'RU' };
  const indexTwo = two.services.get(screeningService).indexes as { listening?: boolean };
  t.ok(indexTwo.listening, 'replica two listens for list imports');
  t.equal((await two.call(s.sanctionScreening, subject, officer.token)).status, 409, 'no list loaded yet');

  const sample = readFileSync(
    path.resolve(import.meta.dirname, '../../plugins/screening/src/readers/fixtures/eu-sample.xml'),
  );
  const { done } = await one.services
    .get(screeningService)
    .indexes.importList('eu', [{ name: 'eu-sample.xml', content: sample }]);
  await done;
  const imported = Date.now();
  let answer = await two.call(s.sanctionScreening, subject, officer.token);
  while (answer.status === 409 && Date.now() - imported < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    answer = await two.call(s.sanctionScreening, subject, officer.token);
  }
  const waited = Date.now() - imported;
  t.equal(answer.status, 200, `replica two screens against the new list (after ${waited} ms)`);
  t.ok(waited < 5_000);
  t.match(JSON.stringify(answer.body), /SAMPLENKO/i, 'and finds the listed person');
});

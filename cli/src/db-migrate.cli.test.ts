import { buildTestApp, createTestDatabase } from '@app/core/testing';
import { migrations } from '@app/server';
import t from 'tap';
import { cliAgainst } from './testing/cli-runner.ts';

// `app db migrate` works on the database directly; the runner only needs some server for its URL.
const api = await buildTestApp(t, { plugins: [] });
const cli = await cliAgainst(t, api);
const fresh = await createTestDatabase();
t.teardown(() => fresh.drop());

t.test('db migrate runs every pending migration once; a second run finds none (ADR 0084)', async (t) => {
  const first = await cli.json(['db', 'migrate'], { DATABASE_URL: fresh.url });
  t.equal(first.code, 0, first.stderr);
  t.same(
    first.body.ran,
    migrations.map((m) => m.name),
    'all of them, in order',
  );
  const again = await cli.run(['db', 'migrate'], { DATABASE_URL: fresh.url });
  t.equal(again.code, 0, again.stderr);
  t.match(again.stderr, /No pending migrations/);
});

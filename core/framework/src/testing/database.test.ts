import { randomBytes } from 'node:crypto';
import pg from 'pg';
import t from 'tap';
import { createTestDatabase } from './database.ts';

async function query<T extends pg.QueryResultRow = any>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

t.test('test databases copied from one prepared template are complete and independent', async (t) => {
  let prepared = 0;
  const template = {
    key: `template-test-${randomBytes(4).toString('hex')}`,
    async prepare(url: string) {
      prepared++;
      await query(url, `create table item (name text primary key); insert into item values ('seeded')`);
    },
  };
  const a = await createTestDatabase(template);
  t.teardown(() => a.drop());
  const b = await createTestDatabase(template);
  t.teardown(() => b.drop());
  t.not(a.url, b.url);
  // The shared test server prepares the template once; a file run alone prepares each throwaway instance.
  t.equal(prepared, process.env.TEST_PG_URL ? 1 : 2);
  await query(a.url, `insert into item values ('only in a')`);
  t.same(
    (await query(a.url, 'select name from item order by name')).map((r) => r.name),
    ['only in a', 'seeded'],
  );
  t.same(
    (await query(b.url, 'select name from item order by name')).map((r) => r.name),
    ['seeded'],
    'b does not see what a wrote',
  );
});

t.test(
  'three callers asking for the same template at once (one connection each) prepare it once',
  { skip: !process.env.TEST_PG_URL && 'needs the shared test server' },
  async (t) => {
    let prepared = 0;
    const template = {
      key: `template-race-${randomBytes(4).toString('hex')}`,
      async prepare(url: string) {
        prepared++;
        await new Promise((r) => setTimeout(r, 200));
        await query(url, 'create table ready (x int)');
      },
    };
    const dbs = await Promise.all([
      createTestDatabase(template),
      createTestDatabase(template),
      createTestDatabase(template),
    ]);
    for (const db of dbs) t.teardown(() => db.drop());
    t.equal(prepared, 1);
    for (const db of dbs) t.same(await query(db.url, 'select count(*)::int as n from ready'), [{ n: 0 }]);
  },
);

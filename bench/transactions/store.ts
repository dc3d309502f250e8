import t from 'tap';
import { transactionsService } from '../../plugins/transactions/src/shared/index.ts';
import {
  buildTransactionsTestApp,
  organizationOf,
  sepaTransfer,
  team,
} from '../../plugins/transactions/src/server/transactions.test-helpers.ts';

/**
 * Quick throughput check of `store` (not a CI test): `npx tsx scripts/run-tap.ts
 * --reporter=tap --timeout=600 bench/transactions/store.ts`. Stores ROWS transactions (env, default 100,000)
 * over 20 accounts in batches of 1,000, then the same batches again (all duplicates), and prints rows/s.
 */
const target = Number(process.env.ROWS ?? 100_000);
const api = await buildTransactionsTestApp(t);
const org = await team(api);
const orgId = await organizationOf(api, org.maker.token);
const store = api.services.get(transactionsService);
const batches = Array.from({ length: Math.ceil(target / 1000) }, (_, b) =>
  Array.from({ length: 1000 }, (_, i) =>
    sepaTransfer({ account: `NL${String(10 + ((b + i) % 20))}ABNA0417164300`, reference: `TP-${b}-${i}` }),
  ),
);
t.test('store throughput', async (t) => {
  for (const pass of ['new', 'duplicates'] as const) {
    const started = performance.now();
    let inserted = 0;
    for (const batch of batches) inserted += (await store.store(api.orm.em.fork(), orgId, batch)).inserted;
    const seconds = (performance.now() - started) / 1000;
    t.comment(
      `${pass}: ${inserted} inserted of ${target} in ${seconds.toFixed(1)} s, ${Math.round(target / seconds)} rows/s`,
    );
    t.equal(inserted, pass === 'new' ? target : 0);
  }
});

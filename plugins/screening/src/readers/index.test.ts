import path from 'node:path';
import t from 'tap';
import { readList, readListFromPath, readListFromPathSync } from './index.ts';
import { fixturesDir, rejects, sanctionsDir, SKIP_NO_DATA } from './test-data.ts';

t.test('readListFromPath: folders and files, every source', { skip: SKIP_NO_DATA }, async (t) => {
  const timings: string[] = [];
  const time = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const s = performance.now();
    const r = await fn();
    timings.push(`${label} ${(performance.now() - s).toFixed(0)} ms`);
    return r;
  };
  const ofac = await time('ofac', () => readListFromPath('ofac', [path.join(sanctionsDir, 'ofac')]));
  t.equal(ofac.entries.length, 14965);
  const un = await time('un', () => readListFromPath('un', [path.join(sanctionsDir, 'un', 'consolidated.xml')]));
  t.equal(un.entries.length, 1003);
  const uk = await time('uk', () => readListFromPath('uk', [path.join(sanctionsDir, 'uk_fcdo')]));
  t.equal(uk.entries.length, 6046);
  const ftm = await time('ftm', () => readListFromPath('ftm', [path.join(sanctionsDir, 'opensanctions_ftm_samples')]));
  t.equal(ftm.entries.length, 20);
  const eu = await time('eu', () => readListFromPath('eu', [path.join(fixturesDir, 'eu-sample.xml')]));
  t.equal(eu.entries.length, 4);
  t.comment(timings.join(', '));
  t.equal(readListFromPathSync('un', [path.join(sanctionsDir, 'un')]).entries.length, 1003);
});

t.test('dispatch errors', async (t) => {
  rejects(t, () => readList('ofac', []), /no files/);
  rejects(t, () => readList('nope' as never, []), /unknown list source/);
  await t.rejects(readListFromPath('un', ['/nonexistent/path/x.xml']), /no such file/);
});

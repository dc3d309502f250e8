import t from 'tap';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readListFromPathSync } from '../readers/index.ts';
import { buildEntryGroups, groupHits } from './grouping.ts';
import { ScreeningIndex } from './screening-index.ts';

/** The grouping rule on the real lists in ../shared/data/sanctions (OFAC, UN, UK). */
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data/sanctions');
const entries = [
  ...readListFromPathSync('ofac', [path.join(DIR, 'ofac')]).entries,
  ...readListFromPathSync('un', [path.join(DIR, 'un')]).entries,
  ...readListFromPathSync('uk', [path.join(DIR, 'uk_fcdo')]).entries,
];
const groups = buildEntryGroups(entries);
const byId = new Map(entries.map((e) => [e.id, e]));
const members = (id: string) =>
  [...groups]
    .filter(([, g]) => g.group === groups.get(id)?.group)
    .map(([m]) => m)
    .sort();

t.test('one person on OFAC, UN and UK is one group: shared passport, then the UN reference', async (t) => {
  t.same(members('un:QDi.006'), ['ofac:2676', 'uk:AQD0126', 'un:QDi.006']);
  t.match(groups.get('un:QDi.006')?.link, /Passport/);
  t.match(groups.get('uk:AQD0126')?.link, /UN reference QDi\.006/);
});

t.test('same name and full date of birth links OFAC and UN', async (t) => {
  t.ok(members('un:SOi.004').includes('ofac:11311'));
  t.match(groups.get('ofac:11311')?.link, /same name and date of birth/);
});

t.test('a UK row citing a UN reference of someone else (no shared name) stays apart', async (t) => {
  t.notOk(members('un:IRi.012').includes('uk:INU0279'), 'AZIM AGHAJANI is not AHMAD VAHID DASTJERDI');
  t.ok(members('un:IRi.012').includes('uk:INU0276'));
});

t.test('groups never mix kinds, and over a thousand cross-list groups exist', async (t) => {
  const all = new Map<string, string[]>();
  for (const [id, g] of groups) all.set(g.group, [...(all.get(g.group) ?? []), id]);
  t.equal([...all.values()].filter((ids) => new Set(ids.map((id) => byId.get(id)!.kind)).size > 1).length, 0);
  t.ok(all.size > 900, `${all.size} groups`);
  t.ok(
    [...all.values()].filter((ids) => new Set(ids.map((id) => id.split(':')[0])).size === 3).length > 400,
    'OFAC+UN+UK groups',
  );
});

t.test('search hits of one group become one hit listing the other lists', async (t) => {
  const index = ScreeningIndex.build(entries);
  const hits = index.search(
    { firstname: 'Aiman Muhammed Rabi', surname: 'al-Zawahiri', kinds: ['person'] },
    { limit: 20 },
  );
  const grouped = groupHits(hits, groups);
  const lead = grouped.find((g) => [g.hit, ...g.also.map((a) => a.hit)].some((h) => h.entry.id === 'un:QDi.006'))!;
  t.ok(lead, 'found');
  t.same([lead.hit.entry.id, ...lead.also.map((a) => a.hit.entry.id)].map((id) => id.split(':')[0]).sort(), [
    'ofac',
    'uk',
    'un',
  ]);
  t.equal(grouped.filter((g) => g === lead).length, 1);
  t.ok(grouped.length < hits.length);
});

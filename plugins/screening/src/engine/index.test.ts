import t from 'tap';
import { ScreeningIndex, DEFAULT_THRESHOLD, type ScreeningQuery } from './index.ts';
import type { EntryName, ListEntry } from './model.ts';

function e(
  id: string,
  kind: ListEntry['kind'],
  names: (string | [string, EntryName['strength']] | EntryName)[],
  extra: Partial<ListEntry> = {},
): ListEntry {
  return {
    id,
    source: (id.split(':')[0] as ListEntry['source']) ?? 'ofac',
    kind,
    names: names.map((n, i) =>
      typeof n === 'string'
        ? { full: n, strength: i === 0 ? 'primary' : 'strong' }
        : Array.isArray(n)
          ? { full: n[0], strength: n[1] }
          : n,
    ),
    dobs: [],
    nationalities: [],
    citizenships: [],
    addresses: [],
    programs: [],
    body: 'test',
    remarks: [],
    placesOfBirth: [],
    identifiers: [],
    ...extra,
  };
}

const entries: ListEntry[] = [
  e(
    'ofac:22790',
    'person',
    [{ full: 'MADURO MOROS, Nicolas', last: 'MADURO MOROS', first: 'Nicolas', strength: 'primary' }],
    {
      dobs: [{ kind: 'exact', date: '1962-11-23', year: 1962, text: '23 Nov 1962' }],
      nationalities: ['VE'],
    },
  ),
  e('ofac:26946', 'person', ['MADURO GUERRA, Nicolas Ernesto'], {
    dobs: [{ kind: 'exact', date: '1990-06-21', year: 1990, text: '21 Jun 1990' }],
  }),
  e('ofac:35233', 'person', ['LAVROV, Sergey Viktorovich', 'LAVROV, Sergei'], {
    dobs: [{ kind: 'exact', date: '1950-03-21', year: 1950, text: '21 Mar 1950' }],
    nationalities: ['RU'],
  }),
  e(
    'un:QDi.001',
    'person',
    [
      'MOHAMMED YOUSEF HUSSEIN AL-TIKRITI',
      ['Abu Yusuf', 'weak'],
      { full: 'محمد يوسف حسين', strength: 'strong', script: 'original' },
    ],
    {
      dobs: [{ kind: 'year', year: 1970, text: '1970' }],
      nationalities: ['IQ'],
    },
  ),
  e('ofac:173', 'entity', ['ANGLO-CARIBBEAN CO., LTD.', 'AVIA IMPORT']),
  e('uk:RUS0001', 'entity', ['OOO Gazprom Neft Trading']),
  e('ofac:9000', 'vessel', ['NICOLAS MADURO']),
  e('ofac:9001', 'person', ['ABD AL-RAHMAN, Khalid'], {
    dobs: [{ kind: 'exact', date: '1975-04-05', year: 1975, text: '05 Apr 1975' }],
  }),
  e('uk:RUS0252', 'person', ['Aleksandr Yuriyevich PETROV']),
  e('un:CDi.006', 'person', [{ full: 'GERMAIN KATANGA', first: 'GERMAIN', last: 'KATANGA', strength: 'primary' }], {
    dobs: [{ kind: 'exact', date: '1978-04-28', year: 1978, text: '28 Apr 1978' }],
    nationalities: ['CD'],
  }),
];
const index = ScreeningIndex.build(entries);
const top = (q: ScreeningQuery, opts = {}) => index.search(q, { threshold: 0, ...opts })[0];
const ids = (q: ScreeningQuery, opts = {}) => index.search(q, opts).map((h) => h.entry.id);

t.test('size and entry count', async (t) => {
  t.equal(index.entryCount, entries.length);
  t.ok(index.size >= entries.length);
  t.ok(DEFAULT_THRESHOLD > 0.5 && DEFAULT_THRESHOLD < 0.95);
});

t.test('exact names score >= 0.95 with no contradiction', async (t) => {
  const h = top({ name: 'MADURO MOROS, Nicolas' });
  t.equal(h.entry.id, 'ofac:22790');
  t.ok(h.score >= 0.95);
  t.ok(top({ firstname: 'Nicolas', surname: 'Maduro Moros', dob: '1962-11-23', nationality: 'VE' }).score >= 0.95);
  t.ok(top({ name: 'ANGLO-CARIBBEAN CO., LTD.' }).score >= 0.95);
  t.ok(top({ name: 'Avia Import' }).score >= 0.95, 'strong alias');
});

t.test('name order independence and swapped fields', async (t) => {
  const a = top({ name: 'Nicolas Maduro Moros' });
  const b = top({ firstname: 'Maduro Moros', surname: 'Nicolas' });
  t.equal(a.entry.id, 'ofac:22790');
  t.equal(b.entry.id, 'ofac:22790');
  t.equal(a.score, b.score);
});

t.test('dropped middle names still match', async (t) => {
  const h = top({ firstname: 'Sergey', surname: 'Lavrov' }, { kinds: ['person'] });
  t.equal(h.entry.id, 'ofac:35233');
  t.ok(h.score >= DEFAULT_THRESHOLD);
  const p = top({ name: 'Aleksandr Petrov' });
  t.equal(p.entry.id, 'uk:RUS0252');
  t.ok(p.score >= DEFAULT_THRESHOLD);
});

t.test('spelling variants and transliteration', async (t) => {
  t.equal(top({ name: 'Сергей Лавров' }).entry.id, 'ofac:35233');
  t.ok(top({ name: 'Сергей Лавров' }).score >= 0.95);
  t.equal(top({ name: 'Alexander Petrov' }).entry.id, 'uk:RUS0252');
  const m = top({ name: 'Muhammad Yusuf Husain al Tikriti' });
  t.equal(m.entry.id, 'un:QDi.001');
  t.ok(m.score >= 0.95);
  t.equal(top({ name: 'Khalid Abdulrahman' }).entry.id, 'ofac:9001', 'Abd al-Rahman ~ Abdulrahman');
  t.equal(top({ name: 'محمد يوسف حسين' }).entry.id, 'un:QDi.001', 'Arabic script query');
});

t.test('typo tolerance', async (t) => {
  const one = top({ name: 'Nicolas Madruo Moros' });
  t.equal(one.entry.id, 'ofac:22790');
  t.ok(one.score >= DEFAULT_THRESHOLD);
  t.equal(top({ name: 'Nicloas Maduor Moros' }).entry.id, 'ofac:22790', 'two typos');
  t.equal(top({ name: 'Gazprom Neft Tradng' }).entry.id, 'uk:RUS0001');
});

t.test('honorifics and legal forms are ignored', async (t) => {
  const h = top({ name: 'Dr. Sergei Lavrov' });
  t.equal(h.entry.id, 'ofac:35233');
  const g = top({ name: 'Gazprom Neft Trading LLC' });
  t.equal(g.entry.id, 'uk:RUS0001');
  t.ok(g.score >= 0.95);
  t.ok(top({ name: 'Anglo Caribbean Company Limited' }).score >= 0.95);
});

t.test('DOB raises, conflicts lower, absence is neutral', async (t) => {
  const none = top({ kinds: ['person'], name: 'Nicolas Maduro' }).score;
  const exact = top({ kinds: ['person'], name: 'Nicolas Maduro', dob: '1962-11-23' });
  const swapped = top({ kinds: ['person'], name: 'Nicolas Maduro', dob: '1962-23-11' });
  const year = top({ kinds: ['person'], name: 'Nicolas Maduro', dob: '1962' });
  const near = top({ kinds: ['person'], name: 'Nicolas Maduro', dob: '1963-11-23' });
  const conflict = index.search({ kinds: ['person'], name: 'Nicolas Maduro', dob: '1990-06-21' }, { threshold: 0 });
  t.ok(exact.score > none && year.score > none && near.score >= none);
  t.ok(exact.score >= year.score && year.score >= near.score);
  t.ok(swapped.score >= none, 'invalid month is read as year only');
  const sw = top({ name: 'Khalid Abd al-Rahman', dob: '1975-05-04' });
  t.match(sw.explanation.contributions.find((c) => c.feature === 'dob')?.detail, /swapped/);
  t.equal(conflict[0].entry.id, 'ofac:26946', 'DOB picks the son over the father');
  const father = conflict.find((h) => h.entry.id === 'ofac:22790')!;
  t.ok(father.score < none);
  const unconfirmed = top({ name: 'Aleksandr Yuriyevich Petrov', dob: '1970' });
  t.ok(
    unconfirmed.score < top({ name: 'Aleksandr Yuriyevich Petrov' }).score,
    'entry without DOB: the provided DOB is unconfirmed, below 100%',
  );
  t.ok(unconfirmed.score >= DEFAULT_THRESHOLD, 'still reported');
  t.equal(unconfirmed.explanation.fields.find((f) => f.field === 'dob')?.agreement, 'unknown');
});

t.test('calibration: 100% means every provided field agrees; full agreement ranks above name only', async (t) => {
  const full = top({ firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' });
  t.equal(full.score, 1, 'name, DOB and nationality agree: 100%');
  t.same(
    full.explanation.fields.map((f) => [f.field, f.agreement]),
    [
      ['name', 'agrees'],
      ['dob', 'agrees'],
      ['nationality', 'agrees'],
    ],
  );
  t.equal(top({ firstname: 'Germain', surname: 'Katanga' }).score, 1, 'only a name provided, and it agrees: 100%');
  const nameOnly = top({ name: 'Aleksandr Yuriyevich Petrov', dob: '1978-04-28', nationality: 'CD' });
  t.ok(nameOnly.score < full.score, `name only (no DOB, no nationality listed) ${nameOnly.score} < ${full.score}`);
  t.same(
    nameOnly.explanation.fields.map((f) => f.agreement),
    ['agrees', 'unknown', 'unknown'],
  );
  const partial = top({ firstname: 'Germain', surname: 'Katanga', dob: '1978-05-28', nationality: 'CD' });
  t.ok(partial.score < 1 && partial.score > nameOnly.score - 0.05, `same year, other month: ${partial.score}`);
  t.equal(partial.explanation.fields[1].agreement, 'partial');
});

t.test('nationality raises a little, conflicts lower a little', async (t) => {
  const base = top({ name: 'Sergei Lavrov' }).score;
  const ru = top({ name: 'Sergei Lavrov', nationality: 'RU' }).score;
  const fr = top({ name: 'Sergei Lavrov', nationality: 'FR' }).score;
  t.ok(ru >= base && fr < base);
  t.ok(base - fr <= 0.1);
  const noNat = top({ name: 'Aleksandr Petrov', nationality: 'FR' });
  t.notOk(
    noNat.explanation.contributions.some((c) => c.feature === 'nationality'),
    'entry without nationality: neutral',
  );
});

t.test('weak aliases weigh less', async (t) => {
  const h = top({ name: 'Abu Yusuf' });
  t.equal(h.entry.id, 'un:QDi.001');
  t.equal(h.explanation.nameStrength, 'weak');
  t.ok(h.score < 0.95 && h.score >= DEFAULT_THRESHOLD);
  t.ok(h.explanation.contributions.some((c) => c.feature === 'weak_alias' && c.value < 0));
});

t.test('kinds filter and person/vessel distinction', async (t) => {
  t.same(ids({ name: 'Nicolas Maduro', kinds: ['vessel'] }), ['ofac:9000']);
  t.notOk(ids({ name: 'Nicolas Maduro', kinds: ['person'] }).includes('ofac:9000'));
  const hits = index.search({ firstname: 'Nicolas', surname: 'Maduro' }, { threshold: 0 });
  const vessel = hits.find((h) => h.entry.id === 'ofac:9000')!;
  t.ok(vessel.explanation.contributions.some((c) => c.feature === 'kind' && c.value < 0));
});

t.test('explanation content', async (t) => {
  const h = top({ firstname: 'Nicolas', surname: 'Maduro', dob: '1962-11-23', nationality: 'VE' });
  const x = h.explanation;
  t.equal(x.queryName, 'Nicolas Maduro');
  t.equal(x.matchedName, 'MADURO MOROS, Nicolas');
  t.equal(x.nameStrength, 'primary');
  t.ok(x.nameScore > 0.8 && x.nameScore < 1);
  t.same(
    x.contributions.map((c) => c.feature),
    ['name', 'dob', 'nationality'],
  );
  t.match(x.contributions[0].detail, /absent from the query/);
  t.match(x.summary, /ofac:22790/);
  t.match(x.summary, /1962-11-23/);
  t.ok(h.score <= 1 && h.score >= 0);
});

t.test('threshold and limit', async (t) => {
  t.same(ids({ name: 'John Smith' }), [], 'unrelated name: nothing at the default threshold');
  t.same(ids({ name: 'Ivan Lavrov' }), [], 'one shared surname is not enough');
  t.ok(index.search({ name: 'Nicolas Maduro' }, { threshold: 0 }).length >= 2);
  t.equal(index.search({ name: 'Nicolas Maduro' }, { threshold: 0, limit: 1 }).length, 1);
  t.same(index.search({ name: 'Nicolas Maduro', kinds: ['person'] }, { threshold: 0.999 }), []);
  t.same(index.search({ name: '   ' }), []);
  t.same(index.search({}), []);
  const many = index.searchMany([{ name: 'Sergei Lavrov' }, { name: 'Avia Import' }]);
  t.same(
    many.map((h) => h[0].entry.id),
    ['ofac:35233', 'ofac:173'],
  );
});

t.test('retrieval does not scan every name', async (t) => {
  // a large synthetic index still answers quickly
  const big: ListEntry[] = [];
  for (let i = 0; i < 20000; i++) big.push(e(`x:${i}`, 'person', [`Person${i} Family${i % 997}`]));
  big.push(entries[0]);
  const idx = ScreeningIndex.build(big);
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) idx.search({ name: 'Nicolas Maduro' });
  const per = (performance.now() - t0) / 200;
  t.ok(per < 5, `${per.toFixed(3)} ms per query`);
  t.equal(idx.search({ name: 'Nicolas Maduro' })[0].entry.id, 'ofac:22790');
});

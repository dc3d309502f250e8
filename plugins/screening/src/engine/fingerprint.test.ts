import t from 'tap';
import { entryFingerprint, canonicalJson, hash64 } from './fingerprint.ts';
import type { ListEntry } from './model.ts';

const entry = (): ListEntry => ({
  id: 'ofac:22790',
  source: 'ofac',
  kind: 'person',
  names: [
    { full: 'MADURO MOROS, Nicolas', last: 'MADURO MOROS', first: 'Nicolas', strength: 'primary' },
    { full: 'MADURO, Nicolas', strength: 'strong' },
  ],
  dobs: [{ kind: 'exact', date: '1962-11-23', text: '23 Nov 1962' }],
  nationalities: ['VE'],
  citizenships: [],
  addresses: [],
  programs: ['VENEZUELA'],
  body: 'OFAC',
  remarks: [],
  placesOfBirth: ['Caracas, Venezuela'],
  identifiers: [{ type: 'Cedula No.', number: '5892464', country: 'VE' }],
});

t.test('fingerprint is stable and order-independent', async (t) => {
  const a = entry();
  const b = entry();
  b.names.reverse();
  const c = JSON.parse(JSON.stringify(a)) as ListEntry;
  t.equal(entryFingerprint(a), entryFingerprint(b), 'name order does not matter');
  t.equal(entryFingerprint(a), entryFingerprint(c));
  t.match(entryFingerprint(a), /^v1:[0-9a-f]{16}$/);
  t.equal(canonicalJson({ b: 1, a: [2, 1], c: undefined }), '{"a":[1,2],"b":1}');
});

t.test('fingerprint changes with the content', async (t) => {
  const base = entryFingerprint(entry());
  const d = entry();
  d.dobs[0].date = '1962-11-24';
  t.not(entryFingerprint(d), base);
  const p = entry();
  p.programs.push('SDGT');
  t.not(entryFingerprint(p), base);
  const n = entry();
  n.names[1].strength = 'weak';
  t.not(entryFingerprint(n), base);
  t.not(hash64('a'), hash64('b'));
  const seen = new Set<string>();
  for (let i = 0; i < 20000; i++) seen.add(hash64(`entry-${i}`));
  t.equal(seen.size, 20000, 'no collisions on 20k keys');
});

import t from 'tap';
import { fakeObject } from '../testing/people.fake-http.ts';
import {
  checkBirthDate,
  checkNotFuture,
  checkNotPast,
  checkPercent,
  PEOPLE_MESSAGES as M,
  remainingLabel,
  validatePersonValues,
} from './people-fields.ts';
import { shapePeople, sharesRemaining } from './people-nodes.ts';

t.test('percent rules: above 0, at most 100, at most what remains', async (t) => {
  t.equal(checkPercent(null), M.percentRequired);
  t.equal(checkPercent(''), M.percentRequired);
  t.equal(checkPercent(0), M.percentMin);
  t.equal(checkPercent(0.01), null);
  t.equal(checkPercent(100), null);
  t.equal(checkPercent(100.01), M.percentMax);
  t.equal(checkPercent(33.34, 33.33), 'Percentage of shares held must be less than 33.33%');
  t.equal(checkPercent(33.33, 33.33), null, 'exactly the remainder');
  t.equal(remainingLabel(12.5), '12.5% remaining');
  t.equal(remainingLabel(-3), '0% remaining');
});

t.test('dates: leap years, future and past, birth years 1930 to 2005', async (t) => {
  const now = new Date('2026-11-23T10:00:00Z');
  t.equal(checkBirthDate('2004-02-29'), null);
  t.equal(checkBirthDate('2005-02-29'), M.birthDate);
  t.equal(checkBirthDate('1929-12-31'), M.birthDate);
  t.equal(checkBirthDate('2005-12-31'), null);
  t.equal(checkNotFuture('2026-11-23', now), null);
  t.equal(checkNotFuture('2026-11-24', now), M.dateIssuedFuture);
  t.equal(checkNotPast('2026-11-22', now), M.dateExpiryPast);
  t.equal(checkNotPast('2026-13-01', now), M.date);
  t.same(
    validatePersonValues({ firstName: 'Ann', lastName: 'Lee', address_line_2: null }),
    [],
    'an optional line may be cleared',
  );
  t.same(
    validatePersonValues({}, { creating: true }).map((e) => e.message),
    [M.firstNameRequired, M.lastNameRequired],
  );
});

t.test('shapePeople: flat lists keep everything, nesting follows parent_id', async (t) => {
  const c = 'c'.repeat(24);
  const id = (n: number) => n.toString(16).padStart(24, '0');
  const objects = [
    fakeObject(id(1), 'share_holder_related', c, null, { shareholder_type: 'entity', percentage_held: 70 }),
    fakeObject(id(2), 'legalEntity', c, id(1), { name: 'Top Holding BV' }),
    fakeObject(id(3), 'share_holder_related', c, id(1), { shareholder_type: 'person', percentage_held: 100 }),
    fakeObject(id(4), 'person', c, id(3), { firstName: 'Ann' }),
    fakeObject(id(5), 'kyc_file', c, id(4), { documentType: 'passport_file' }),
    fakeObject(id(6), 'mbd_related', c, id(1), { entity_type: 'person' }),
    fakeObject(id(7), 'person', c, id(6), { firstName: 'Dir' }),
    fakeObject(id(8), 'share_holder_related', c, null, { shareholder_type: 'person', percentage_held: 10 }, true),
  ];
  const shaped = shapePeople(objects);
  t.equal(shaped.shareholders.length, 3);
  const top = shaped.shareholders.find((s) => s._id === id(1))!;
  t.equal(top.entity!._id, id(2));
  t.equal(top.children![0]!.entity!._id, id(4));
  t.same(Object.keys(top.children![0]!.entity!.files!), ['passport_file']);
  t.equal(top.mds![0]!.persons![0]!._id, id(7));
  t.equal(shaped.persons.find((p) => p._id === id(7))!.mbd_related, id(6));
  t.equal(shaped.persons.find((p) => p._id === id(4))!.share_holder_related, id(3));
  t.equal(sharesRemaining(objects, null), 20, 'pending shares count');
  t.equal(sharesRemaining(objects, null, id(8)), 30);
  t.equal(sharesRemaining(objects, id(1)), 0);
});

t.test(
  "shapePeople: a director's legal entity lists the persons of its shareholders block as mbd_ubo [001:187]",
  async (t) => {
    const c = 'c'.repeat(24);
    const id = (n: number) => n.toString(16).padStart(24, '0');
    const objects = [
      fakeObject(id(1), 'mbd_related', c, null, { entity_type: 'entity', location_type: 'abroad' }),
      fakeObject(id(2), 'legalEntity', c, id(1), { name: 'Director Services NV' }),
      fakeObject(id(3), 'share_holder_related', c, id(1), { shareholder_type: 'person', percentage_held: 60 }),
      fakeObject(id(4), 'person', c, id(3), { firstName: 'Ann', lastName: 'Owner' }),
      fakeObject(id(5), 'share_holder_related', c, id(1), { shareholder_type: 'entity', percentage_held: 40 }),
      fakeObject(id(6), 'legalEntity', c, id(5), { name: 'Corporate Owner BV' }),
      fakeObject(id(7), 'person', c, id(1), { firstName: 'Official', title: 'Director' }),
      fakeObject(id(8), 'share_holder_related', c, null, { shareholder_type: 'entity', percentage_held: 100 }),
      fakeObject(id(9), 'legalEntity', c, id(8), { name: 'Shareholder Entity BV' }),
    ];
    const shaped = shapePeople(objects);
    const md = shaped.entities.find((e) => e._id === id(2))!;
    t.same(
      md.mbd_ubo!.map((p) => [p._id, p.share_holder_related]),
      [[id(4), id(3)]],
      'only natural persons of the block, not corporate owners nor officials',
    );
    t.same(
      shaped.entities.find((e) => e._id === id(6))!.mbd_ubo,
      [],
      'an entity held by the block has no director block of its own',
    );
    t.same(shaped.entities.find((e) => e._id === id(9))!.mbd_ubo, [], 'a shareholder entity: empty list');
    t.same(
      shaped.mds[0]!.legalEntity!.mbd_ubo!.map((p) => p._id),
      [id(4)],
      'also on the nested director node',
    );
  },
);

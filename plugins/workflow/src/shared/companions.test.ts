import t from 'tap';
import { decidedTogether, withCompanions } from './companions.ts';

const action = (id: string, objectId: string, refs: Record<string, string> = {}, company = 'c1') => ({
  _id: id,
  object_id: objectId,
  company_id: company,
  ...refs,
});

t.test(
  'withCompanions: the owner of an added shareholder is listed right after it, marked part of it (ADR 0049)',
  async (t) => {
    const other = action('x', 'ox', { kyc_review: 'ox' });
    const sh = action('s', 'os', { share_holder_related: 'os' });
    const person = action('p', 'op', { person: 'op', share_holder_related: 'os' });
    const listed = withCompanions([person, other, sh]);
    t.same(
      listed.map((l) => [l.item._id, l.partOf?._id ?? null]),
      [
        ['x', null],
        ['s', null],
        ['p', 's'],
      ],
      'newest-first order kept for the rest; the person follows its shareholder',
    );
  },
);

t.test(
  'withCompanions: no grouping across clients, by a revision tag, or when the other request is not listed',
  async (t) => {
    t.same(
      withCompanions([action('p', 'op', { share_holder_related: 'os' }), action('s', 'os', {}, 'c2')]).map(
        (l) => l.partOf,
      ),
      [null, null],
      'another client',
    );
    t.same(
      withCompanions([action('a', 'oa', { revision: 'ob' }), action('b', 'ob')]).map((l) => l.partOf),
      [null, null],
      'revision is a tag, not an object',
    );
    t.same(
      withCompanions([action('p', 'op', { share_holder_related: 'os' })]).map((l) => [l.item._id, l.partOf]),
      [['p', null]],
      'alone',
    );
    t.same(withCompanions([]), []);
  },
);

t.test('withCompanions: a chain groups one level; nothing is lost or duplicated', async (t) => {
  const items = [
    action('a', 'oa'),
    action('b', 'ob', { share_holder_related: 'oa' }),
    action('c', 'oc', { share_holder_related: 'ob' }),
    action('d', 'od', { ubo_related: 'oa' }),
  ];
  const listed = withCompanions(items);
  t.same(listed.map((l) => l.item._id).sort(), ['a', 'b', 'c', 'd']);
  t.same(
    listed.map((l) => [l.item._id, l.partOf?._id ?? null]),
    [
      ['a', null],
      ['b', 'a'],
      ['d', 'a'],
      ['c', null],
    ],
  );
});

t.test(
  'decidedTogether: an add (head and owners) is decided at once; edits, other clients and other keys are not (ADR 0055)',
  async (t) => {
    const creation = (id: string, objectId: string, refs: Record<string, string> = {}, company = 'c1') => ({
      ...action(id, objectId, refs, company),
      actionType: 'change' as const,
      sourceObjectState: null,
    });
    const sh = creation('s', 'os', { share_holder_related: 'os' });
    const person = creation('p', 'op', { person: 'op', share_holder_related: 'os' });
    const entity = creation('e', 'oe', { legalEntity: 'oe', share_holder_related: 'os' });
    const edit = {
      ...action('d', 'od', { share_holder_related: 'os' }),
      actionType: 'change' as const,
      sourceObjectState: '{}',
    };
    const file = creation('f', 'of', { kyc_file: 'of', person: 'op' });
    const elsewhere = creation('x', 'ox', { share_holder_related: 'os' }, 'c2');
    const items = [sh, person, entity, edit, file, elsewhere];
    t.same(
      decidedTogether(items, 's').map((i) => i._id),
      ['p', 'e'],
      'the head decides its owners',
    );
    t.same(
      decidedTogether(items, 'p').map((i) => i._id),
      ['s', 'e'],
      'an owner decides its head and the other owners',
    );
    t.same(decidedTogether(items, 'd'), [], 'an edit alone');
    t.same(decidedTogether(items, 'f'), [], "a file's reference to a person does not group");
    t.same(decidedTogether(items, 'x'), [], 'another client');
    t.same(decidedTogether([person], 'p'), [], 'the head not listed');
    t.same(decidedTogether(items, 'missing'), []);
  },
);

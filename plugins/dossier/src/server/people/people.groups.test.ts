import { workflowRoutes as w, type ReviewAction } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierRoutes as r } from '../../shared/index.ts';
import { approvedCorporate, buildDossierTestApp, createMember, team } from '../dossier.test-helpers.ts';
import { bundle, value } from './people.test-helpers.ts';

/** ADR 0055: one 'add shareholder' (the shareholder and its person or legal entity) is approved or denied at once. */
const api = await buildDossierTestApp(t);
const org = await team(api);
const { maker, checker } = org;
const waiting = async (companyId: string) =>
  (await api.call(w.listNotifications, { view: 'forConfirmation', company_id: companyId }, checker.token)).body
    .notifications as ReviewAction[];
const history = async (companyId: string) =>
  (await api.call(w.listNotifications, { view: 'forHistory', company_id: companyId }, checker.token)).body
    .notifications as ReviewAction[];

t.test('approving the change_id of an added shareholder approves its person too', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Group Approve BV');
  const add = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'person', percentage_held: 40, firstName: 'Ines', lastName: 'Vidal' },
    maker.token,
  );
  t.equal(add.status, 200, JSON.stringify(add.body));
  t.same(
    (await waiting(companyId)).map((n) => n.objectType).sort(),
    ['person', 'share_holder_related'],
    'two requests wait, one per object',
  );
  t.equal((await api.call(w.approveChange, { id: add.body.change_id }, maker.token)).status, 403, 'not by its maker');
  t.equal((await waiting(companyId)).length, 2, 'a refused approval changes nothing');
  const ok = await api.call(w.approveChange, { id: add.body.change_id }, checker.token);
  t.equal(ok.status, 200, JSON.stringify(ok.body));
  t.same(await waiting(companyId), [], 'one decision for both');
  const sh = (await bundle(api, maker.token, companyId)).shareholders!.find((s) => s._id === add.body.shareholder._id)!;
  t.equal(sh.pending_creation, false);
  t.same(sh.percentage_held, { value: 40 });
  t.equal(value(sh.entity, 'firstName'), 'Ines', "the person's creation is approved with it");
  t.equal(sh.entity!.pending_creation, false);
  t.equal(
    (await api.call(w.approveChange, { id: add.body.change_id }, checker.token)).status,
    409,
    'deciding it again: already handled',
  );
});

t.test(
  "denying the owner's request of an added shareholder denies the shareholder's too; nothing is left half added",
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Group Deny BV');
    const add = await api.call(
      r.createShareholder,
      {
        company_id: companyId,
        shareholder_type: 'entity',
        percentage_held: 70,
        name: 'Offshore Parent Ltd',
        location_type: 'abroad',
      },
      maker.token,
    );
    t.equal(add.status, 200, JSON.stringify(add.body));
    const owner = (await waiting(companyId)).find((n) => n.objectType === 'legalEntity')!;
    t.equal(owner.share_holder_related, add.body.shareholder._id);
    t.equal(
      (await api.call(w.denyChange, { id: owner._id, text: 'short' }, checker.token)).status,
      400,
      'a reason under 10 characters',
    );
    t.equal((await waiting(companyId)).length, 2, 'a refused denial changes nothing');
    t.equal(
      (await api.call(w.denyChange, { id: owner._id, text: 'The parent company is not documented.' }, checker.token))
        .status,
      200,
    );
    t.same(await waiting(companyId), [], 'both denied');
    const denied = (await history(companyId)).filter((n) => n.status === 'denied');
    t.same(
      denied.map((n) => n.objectType).sort(),
      ['legalEntity', 'share_holder_related'],
      'each request is in the history as denied',
    );
    t.same((await bundle(api, maker.token, companyId)).shareholders, [], 'the shareholder and its entity are gone');
  },
);

t.test('separate adds stay separate decisions; an edit is never grouped', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Group Apart BV');
  const a = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'person', percentage_held: 30, firstName: 'Ana', lastName: 'Onega' },
    maker.token,
  );
  const b = await api.call(
    r.createShareholder,
    { company_id: companyId, shareholder_type: 'person', percentage_held: 30, firstName: 'Bonnie', lastName: 'Twain' },
    maker.token,
  );
  t.equal(a.status, 200, JSON.stringify(a.body));
  t.equal(b.status, 200, JSON.stringify(b.body));
  t.equal((await api.call(w.approveChange, { id: a.body.change_id }, checker.token)).status, 200);
  const left = await waiting(companyId);
  t.same(
    left.map((n) => n.object_id).sort(),
    [b.body.shareholder._id, b.body.shareholder.entity._id].sort(),
    "the other add's two requests still wait",
  );
  t.equal((await api.call(w.approveChange, { id: b.body.change_id }, checker.token)).status, 200);
  // An edit of the approved shareholder and one of its person: two decisions.
  const sh = (await bundle(api, maker.token, companyId)).shareholders!.find((s) => s._id === a.body.shareholder._id)!;
  t.equal((await api.call(r.updateShareholder, { id: sh._id, percentage_held: 35 }, maker.token)).status, 200);
  t.equal((await api.call(r.updatePerson, { id: sh.entity!._id, firstName: 'Anabel' }, maker.token)).status, 200);
  const edits = await waiting(companyId);
  t.equal(edits.length, 2);
  t.equal((await api.call(w.approveChange, { id: edits[0]!._id }, checker.token)).status, 200);
  t.equal((await waiting(companyId)).length, 1, 'the other edit still waits');
});

t.test(
  'two reviewers deciding the two requests of one add at once: one decides both, the other gets 409; never a deadlock',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Group Race BV');
    const second = await createMember(api, org.admin, 'COMPLIANCE_OFFICER');
    for (let round = 0; round < 3; round++) {
      const add = await api.call(
        r.createShareholder,
        {
          company_id: companyId,
          shareholder_type: 'person',
          percentage_held: 10,
          firstName: ['Rita', 'Rosa', 'Ruth'][round]!,
          lastName: 'Racer',
        },
        maker.token,
      );
      const [head, owner] = [
        add.body.change_id as string,
        (await waiting(companyId)).find((n) => n.objectType === 'person')!._id,
      ];
      const statuses = (
        await Promise.all([
          api.call(w.approveChange, { id: head }, checker.token),
          round === 1
            ? api.call(w.denyChange, { id: owner, text: 'Not the right person at all.' }, second.token)
            : api.call(w.approveChange, { id: owner }, second.token),
        ])
      )
        .map((res) => res.status)
        .sort();
      t.same(statuses, [200, 409], `round ${round}: one decision wins`);
      t.same(await waiting(companyId), [], `round ${round}: nothing left waiting`);
      const handled = (await history(companyId)).filter(
        (n) => n.object_id === add.body.shareholder._id || n.object_id === add.body.shareholder.entity._id,
      );
      t.equal(new Set(handled.map((n) => n.status)).size, 1, `round ${round}: both requests got the same decision`);
    }
  },
);

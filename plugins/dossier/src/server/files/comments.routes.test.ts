import { workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { COMMENT_MESSAGES as CM, dossierRoutes as r, FILE_PATHS } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, createMember, team } from '../dossier.test-helpers.ts';
import { createObject } from '../objects/objects.service.ts';
import { multipart, PDF } from './files.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const workflow = api.services.get(workflowService);
const trust = await createMember(api, org.admin, 'TRUST_OFFICER');
const text = (s: string) => ({ ops: [{ insert: `${s}\n` }] });
const comment = (token: string, structure: Record<string, unknown>) =>
  api.call(r.commentUpload, { comment_structure: structure }, token);

async function corporateDocument(name: string) {
  const companyId = await approvedCorporate(api, org, name);
  const res = await multipart(
    api,
    'POST',
    FILE_PATHS.uploadKycFile,
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-sr-7' },
    { filename: 'register.pdf', content: PDF },
  );
  await approve(api, org.checker.token, res.body.change_id);
  return { companyId, id: res.body.file.id as string };
}

async function worldCheck(name: string) {
  const companyId = await approvedCorporate(api, org, name);
  const em = api.orm.em.fork();
  const organizationId = (
    await em
      .getConnection()
      .execute<{ organization: string }[]>('select organization from dossier_company where id = ?', [companyId])
  )[0]!.organization;
  em.setFilterParams('tenant', { organization: organizationId });
  const person = await createObject(
    em,
    workflow,
    { userId: org.maker.id, organizationId },
    { companyId, objectType: 'person', values: { firstName: 'Ann', lastName: 'Lee' } },
  );
  const res = await multipart(
    api,
    'POST',
    FILE_PATHS.uploadFile,
    org.maker.token,
    { company_id: companyId, owner_id: person.id, documentType: 'world_check' },
    { filename: 'wc.pdf', content: PDF },
  );
  await approve(api, org.checker.token, res.body.change_id);
  return res.body.file.id as string;
}

t.test('each role writes only its own comment box; the comment is a change request', async (t) => {
  const { id } = await corporateDocument('Comments BV');
  const mine = await comment(org.maker.token, {
    id,
    comment_data_handler: text('Register checked against the CoC extract'),
  });
  t.equal(mine.status, 200, JSON.stringify(mine.body));
  t.ok(mine.body.change_id, 'a change request');
  t.same(mine.body.file.new_comment_data_handler, text('Register checked against the CoC extract'));
  t.equal(
    (await comment(org.maker.token, { id, comment_supervisor: text('not mine') })).status,
    403,
    'the account manager may not write the supervisor box',
  );
  t.equal((await comment(org.supervisor.token, { id, comment_supervisor: text('Seen') })).status, 200);
  t.equal((await comment(org.checker.token, { id, comment_compliance_officer: text('Fine') })).status, 200);
  const auditor = await comment(org.auditor.token, { id, comment_compliance_officer: text('x') });
  t.equal(auditor.status, 403);
  t.equal(auditor.body.message, CM.noTier, 'auditors see theirs disabled');
  t.equal(
    (await comment(trust.token, { id, comment_data_handler: text('x') })).status,
    403,
    'the trust officer writes none',
  );
  t.equal((await comment(org.client.token, { id, comment_data_handler: text('x') })).status, 403);
  t.equal(
    (await comment(other.maker.token, { id, comment_data_handler: text('x') })).status,
    404,
    'another organisation',
  );
  t.equal(
    (await comment(org.maker.token, { id, sanctions_found: 'NO' })).status,
    400,
    'answers only on world_check documents',
  );
  t.equal(
    (
      await api.call(
        r.commentUpload,
        { comment_structure: { id, comment_data_handler: text('x') }, snapshotId: 's' },
        org.maker.token,
      )
    ).status,
    400,
  );
  const empty = await comment(org.maker.token, { id, comment_data_handler: { ops: [{ insert: '\n' }] } });
  t.equal(empty.status, 200);
  t.equal(
    empty.body.file.new_comment_data_handler ?? null,
    null,
    'a comment of only a newline has no content: the pending comment is withdrawn',
  );
  t.equal(empty.body.file.comment_data_handler, null);
});

t.test('world-check answers: YES needs a comment, reviewers must agree (422 naming the mismatch)', async (t) => {
  const id = await worldCheck('World Check BV');
  t.equal(
    (await comment(org.maker.token, { id, comment_data_handler: text('x') })).status,
    400,
    'no comment boxes on world_check',
  );
  const noComment = await comment(org.maker.token, { id, sanctions_found: 'YES' });
  t.equal(noComment.status, 200);
  t.same(noComment.body.notices, [CM.setAsNo('Found sanctions')]);
  t.equal(noComment.body.file.new_sanctions_found, 'NO');
  const yes = await comment(org.maker.token, {
    id,
    sanctions_found: 'YES',
    sanctions_comment: text('Listed on the EU list in 2019'),
    pep_found: 'NO',
  });
  t.equal(yes.status, 200, JSON.stringify(yes.body));
  t.same(yes.body.notices, []);
  const early = await comment(org.checker.token, { id, pep_found_compliance: 'NO' });
  t.equal(early.status, 422);
  t.equal(early.body.message, CM.earlierTierFirst('Found PEP (Compliance)', 'supervisor'));
  const mismatch = await comment(org.supervisor.token, { id, sanctions_found_supervisor: 'NO' });
  t.equal(mismatch.status, 422);
  t.equal(mismatch.body.message, "Found sanctions (Supervisor) must match the account manager's answer (YES)");
  t.equal(
    (
      await comment(org.supervisor.token, {
        id,
        sanctions_found_supervisor: 'YES',
        sanctions_comment_supervisor: text('Agreed'),
      })
    ).status,
    200,
  );
  t.equal(
    (await comment(org.maker.token, { id, sanctions_found: 'NO' })).status,
    422,
    'the account manager may not leave the supervisor disagreeing',
  );
  t.equal(
    (await comment(org.maker.token, { id, sanctions_found_supervisor: 'YES' })).status,
    403,
    'only its own suffix',
  );
  const co = await comment(org.checker.token, {
    id,
    sanctions_found_compliance: 'YES',
    sanctions_comment_compliance: text('Confirmed'),
  });
  t.equal(co.status, 200, JSON.stringify(co.body));
});

t.test('listing of services: comment box only for non-local companies', async (t) => {
  const local = await approvedCorporate(api, org, 'Local Listing NV', 'local');
  const abroad = await approvedCorporate(api, org, 'Abroad Listing NV', 'abroad');
  const l = await api.call(r.updateListingServices, { company_id: local, value: 'Bookkeeping' }, org.maker.token);
  const a = await api.call(r.updateListingServices, { company_id: abroad, value: 'Directorship' }, org.maker.token);
  const refused = await comment(org.maker.token, { id: l.body.listingServices._id, comment_data_handler: text('x') });
  t.equal(refused.status, 400);
  t.equal(refused.body.message, CM.listingCommentLocal);
  const ok = await comment(org.maker.token, {
    id: a.body.listingServices._id,
    comment_data_handler: text('Services agreed in the engagement letter'),
  });
  t.equal(ok.status, 200, JSON.stringify(ok.body));
});

t.test('the bundle carries only the tiers a role may see', async (t) => {
  const { companyId, id } = await corporateDocument('Redacted BV');
  await comment(org.maker.token, { id, comment_data_handler: text('AM note') });
  await comment(org.supervisor.token, { id, comment_supervisor: text('Supervisor note') });
  const slotFor = async (token: string) =>
    (await api.call(r.kycFilesInfo, { company_id: companyId }, token)).body.kycFiles.find(
      (f: { id: string }) => f.id === id,
    );
  const am = await slotFor(org.maker.token);
  t.ok('new_comment_data_handler' in am);
  t.notOk(
    'new_comment_supervisor' in am || 'comment_supervisor' in am,
    'the account manager does not get the supervisor box',
  );
  const sup = await slotFor(org.supervisor.token);
  t.ok('new_comment_supervisor' in sup);
  t.notOk('comment_compliance_officer' in sup);
  const auditor = await slotFor(org.auditor.token);
  t.ok('new_comment_data_handler' in auditor && 'new_comment_supervisor' in auditor, 'auditors read the other tiers');
  t.notOk('sanctions_found' in auditor, 'auditors do not get screening answers');
});

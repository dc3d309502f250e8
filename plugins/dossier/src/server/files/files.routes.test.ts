import { authRoutes, siteRoutes } from '@app/plugin-auth/shared';
import { workflowRoutes, workflowService } from '@app/plugin-workflow/shared';
import t from 'tap';
import { dossierRoutes as r, FILE_MESSAGES as M, FILE_PATHS, MAX_FILE_BYTES } from '../../shared/index.ts';
import { approve, approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { createObject } from '../objects/objects.service.ts';
import { multipart, PDF, PNG, storedFileCount } from './files.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const workflow = api.services.get(workflowService);
const root = api.config.storageDir;
const bundle = async (token: string, companyId: string) =>
  (await api.call(r.kycFilesInfo, { company_id: companyId }, token)).body;
const upload = (token: string | null, fields: Record<string, string>, file?: { filename: string; content: Buffer }) =>
  multipart(api, 'POST', FILE_PATHS.uploadKycFile, token, fields, file);

t.test(
  'a PDF uploaded to a company document is pending until a colleague approves; then it is viewed and downloaded',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Files Holding BV');
    const res = await upload(
      org.maker.token,
      { company_id: companyId, documentType: 'kyc-aoi-5' },
      { filename: 'articles.pdf', content: PDF },
    );
    t.equal(res.status, 200, JSON.stringify(res.body));
    t.equal(res.body.file.file, null, 'nothing approved yet');
    t.match(res.body.file.new_file, {
      filename: 'articles.pdf',
      documentType: 'kyc-aoi-5',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    t.match(res.body.file, { documentType: 'kyc-aoi-5', title: 'Articles of Incorporation', flat: true });
    t.equal(
      (await bundle(org.maker.token, companyId)).kycFiles[0].new_file.filename,
      'articles.pdf',
      'the bundle carries the slot shape',
    );

    await approve(api, org.checker.token, res.body.change_id);
    const slot = (await bundle(org.maker.token, companyId)).kycFiles[0];
    t.equal(slot.file.filename, 'articles.pdf');
    t.equal(slot.new_file, null, 'no pending file after approval');

    const dl = await api.app.inject({
      method: 'GET',
      url: FILE_PATHS.download(slot.file.id),
      headers: { authorization: `Bearer ${org.maker.token}` },
    });
    t.equal(dl.statusCode, 200);
    t.equal(dl.headers['content-type'], 'application/pdf');
    t.match(String(dl.headers['content-disposition']), /^attachment; filename="articles.pdf"/);
    t.same(dl.rawPayload, PDF, 'the same bytes come back');

    const token = (await api.call(siteRoutes.generateViewToken, { token: org.maker.token }, org.maker.token)).body
      .token as string;
    const view = await api.app.inject({ method: 'GET', url: FILE_PATHS.view(slot.id, token) });
    t.equal(view.statusCode, 200, view.body.slice(0, 200));
    t.match(String(view.headers['content-disposition']), /^inline/);
    t.same(view.rawPayload, PDF);
    const bad = await api.app.inject({ method: 'GET', url: FILE_PATHS.view(slot.id, 'not-a-token') });
    t.equal(bad.statusCode, 403);
    t.equal(bad.json().message, M.viewTokenInvalid);
    t.equal((await api.app.inject({ method: 'GET', url: `/api/v1/get-kyc-file/?id=${slot.id}` })).statusCode, 401);
    // 60 seconds later the same link no longer opens.
    await api.orm.em
      .fork()
      .getConnection()
      .execute(`update auth_one_time_token set expires_at = now() - interval '1 second' where purpose = 'view'`);
    const expired = await api.app.inject({ method: 'GET', url: FILE_PATHS.view(slot.id, token) });
    t.equal(expired.statusCode, 403, 'an expired view token');
    t.equal(expired.json().message, M.viewTokenInvalid);

    const foreignToken = (await api.call(siteRoutes.generateViewToken, {}, other.maker.token)).body.token as string;
    t.equal(
      (await api.app.inject({ method: 'GET', url: FILE_PATHS.view(slot.id, foreignToken) })).statusCode,
      404,
      'another organisation',
    );
    t.equal(
      (
        await api.app.inject({
          method: 'GET',
          url: FILE_PATHS.download(slot.file.id),
          headers: { authorization: `Bearer ${other.maker.token}` },
        })
      ).statusCode,
      404,
    );
    t.equal(
      (
        await api.app.inject({
          method: 'GET',
          url: FILE_PATHS.download(slot.file.id),
          headers: { authorization: `Bearer ${org.client.token}` },
        })
      ).statusCode,
      403,
      'a client may not download',
    );

    const info = await api.call(r.getKycFileInfo, { id: slot.id }, org.auditor.token);
    t.equal(info.status, 200);
    t.equal(info.body.file.file.filename, 'articles.pdf');
    t.equal((await api.call(r.getKycFileInfo, { id: slot.id }, other.maker.token)).status, 404);

    // A second upload replaces it through another change request; the approved file stays until then.
    const again = await upload(
      org.maker.token,
      { company_id: companyId, documentType: 'kyc-aoi-5' },
      { filename: 'articles-v2.pdf', content: PDF },
    );
    t.equal(again.status, 200);
    t.equal(again.body.file.file.filename, 'articles.pdf');
    t.equal(again.body.file.new_file.filename, 'articles-v2.pdf');
  },
);

t.test('a view token opens the file it was made for, and only while its session is open', async (t) => {
  const companyId = await approvedCorporate(api, org, 'View Scope BV');
  const file = async (documentType: string, filename: string) => {
    const res = await upload(org.maker.token, { company_id: companyId, documentType }, { filename, content: PDF });
    await approve(api, org.checker.token, res.body.change_id);
    return res.body.file.id as string;
  };
  const [x, y] = [await file('kyc-aoi-5', 'x.pdf'), await file('kyc-oc-6', 'y.pdf')];
  const session = (await api.call(authRoutes.login, { email: org.maker.email, password: 'member-pass-1' })).body
    .token as string;
  const tokenFor = async (id?: string) =>
    (await api.call(siteRoutes.generateViewToken, { token: session, ...(id ? { id } : {}) }, session)).body
      .token as string;
  const open = async (id: string, token: string) => api.app.inject({ method: 'GET', url: FILE_PATHS.view(id, token) });

  const forX = await tokenFor(x);
  t.equal((await open(x, forX)).statusCode, 200, 'the file it was made for');
  const onY = await open(y, forX);
  t.equal(onY.statusCode, 403, 'made for X, used on Y: refused');
  t.equal(onY.json().message, M.viewTokenInvalid);
  const unbound = await tokenFor();
  t.equal((await open(y, unbound)).statusCode, 200, 'a token made without an id opens one file');
  t.equal((await open(x, unbound)).statusCode, 403, '...and no other');

  t.equal((await api.call(authRoutes.logout, {}, session)).status, 200);
  const after = await open(x, forX);
  t.equal(after.statusCode, 403, 'its session logged out: refused');
  t.equal(after.json().message, M.viewTokenInvalid);
  t.equal((await open(y, unbound)).statusCode, 403);
});

t.test('bad files and bad requests: 4xx with a message, nothing stored, never 5xx', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Refusals BV');
  const before = storedFileCount(root);
  const renamed = await upload(
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-aoi-5' },
    { filename: 'scan.pdf', content: PNG },
  );
  t.equal(renamed.status, 400);
  t.equal(renamed.body.message, M.notPdf('scan.pdf'));
  const big = await upload(
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-aoi-5' },
    { filename: 'huge.pdf', content: Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES)]) },
  );
  t.equal(big.status, 413);
  t.equal(big.body.message, 'huge.pdf is to big, max file size is 10MB');
  const noBoundary = await api.app.inject({
    method: 'POST',
    url: FILE_PATHS.uploadKycFile,
    payload: 'x',
    headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${org.maker.token}` },
  });
  t.equal(noBoundary.statusCode, 400);
  const json = await api.app.inject({
    method: 'POST',
    url: FILE_PATHS.uploadKycFile,
    payload: { company_id: companyId },
    headers: { authorization: `Bearer ${org.maker.token}` },
  });
  t.equal(json.statusCode, 400);
  t.equal(json.json().message, M.notMultipart);
  t.equal((await upload(org.maker.token, { company_id: companyId, documentType: 'kyc-aoi-5' })).status, 400, 'no file');
  t.equal(
    (
      await upload(
        org.maker.token,
        { company_id: companyId, documentType: 'kyc-aoi-5' },
        { filename: 'empty.pdf', content: Buffer.alloc(0) },
      )
    ).status,
    400,
  );
  t.equal(
    (
      await upload(
        org.maker.token,
        { company_id: companyId, documentType: 'passport_file' },
        { filename: 'a.pdf', content: PDF },
      )
    ).status,
    400,
    'not a company document',
  );
  t.equal(
    (
      await upload(
        org.maker.token,
        { company_id: companyId, documentType: 'kyc-aoi-5', snapshotId: 'abc' },
        { filename: 'a.pdf', content: PDF },
      )
    ).status,
    400,
  );
  const two = await multipart(
    api,
    'POST',
    FILE_PATHS.uploadKycFile,
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-aoi-5' },
    [
      { name: 'file', value: PDF, filename: 'a.pdf' },
      { name: 'file', value: PDF, filename: 'b.pdf' },
    ],
  );
  t.equal(two.status, 400);
  t.equal(two.body.message, M.oneFile);
  const truncated = await api.app.inject({
    method: 'POST',
    url: FILE_PATHS.uploadKycFile,
    payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n%PDF-',
    headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${org.maker.token}` },
  });
  t.ok(truncated.statusCode >= 400 && truncated.statusCode < 500, `truncated body → ${truncated.statusCode}`);
  t.equal(
    (
      await upload(
        org.maker.token,
        { company_id: 'ffffffffffffffffffffffff', documentType: 'kyc-aoi-5' },
        { filename: 'a.pdf', content: PDF },
      )
    ).status,
    404,
  );
  t.equal(
    (
      await upload(
        other.maker.token,
        { company_id: companyId, documentType: 'kyc-aoi-5' },
        { filename: 'a.pdf', content: PDF },
      )
    ).status,
    404,
    'another organisation',
  );
  t.equal(
    (
      await upload(
        org.auditor.token,
        { company_id: companyId, documentType: 'kyc-aoi-5' },
        { filename: 'a.pdf', content: PDF },
      )
    ).status,
    403,
    'an auditor may not upload',
  );
  t.equal(
    (await upload(null, { company_id: companyId, documentType: 'kyc-aoi-5' }, { filename: 'a.pdf', content: PDF }))
      .status,
    401,
  );
  t.equal(storedFileCount(root), before, 'nothing was stored');
  t.same((await bundle(org.maker.token, companyId)).kycFiles, [], 'no document was created');

  const chart = await upload(
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-oc-6' },
    { filename: 'chart.png', content: PNG },
  );
  t.equal(chart.status, 200, 'the organizational chart also takes images');
  t.equal(chart.body.file.new_file.contentType, 'image/png');
});

t.test('extra fields, file/update and the years rule', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Accounts BV');
  const bad = await upload(
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-aa-y1-12', year: '2030', fiscal_year_ending_on: '2025-12-31' },
    { filename: 'aa.pdf', content: PDF },
  );
  t.equal(bad.status, 400);
  t.same(
    bad.body.errors.map((e: { field: string }) => e.field),
    ['year', 'fiscal_year_ending_on'],
  );
  t.equal(bad.body.message, M.yearsDoNotMatch);
  const ok = await upload(
    org.maker.token,
    { company_id: companyId, documentType: 'kyc-aa-y1-12', year: '2025', fiscal_year_ending_on: '2025-12-31' },
    { filename: 'aa.pdf', content: PDF },
  );
  t.equal(ok.status, 200, JSON.stringify(ok.body));
  t.equal(ok.body.file.new_year, 2025);
  await approve(api, org.checker.token, ok.body.change_id);
  const id = ok.body.file.id as string;
  const upd = await api.app.inject({
    method: 'POST',
    url: FILE_PATHS.updateFile(id),
    payload: { year: 2024 },
    headers: { authorization: `Bearer ${org.maker.token}` },
  });
  t.equal(upd.statusCode, 200, upd.body);
  t.match(upd.json().file, { year: 2025, new_year: 2024 });
  const notApplicable = await api.app.inject({
    method: 'POST',
    url: FILE_PATHS.updateFile(id),
    payload: { bank_name: 'Some Bank' },
    headers: { authorization: `Bearer ${org.maker.token}` },
  });
  t.equal(notApplicable.statusCode, 400);
  const replaced = await multipart(
    api,
    'POST',
    FILE_PATHS.updateFile(id),
    org.maker.token,
    {},
    { filename: 'aa-2.pdf', content: PDF },
  );
  t.equal(replaced.status, 200);
  t.equal(replaced.body.file.new_file.filename, 'aa-2.pdf');
  t.equal(
    (
      await multipart(
        api,
        'POST',
        FILE_PATHS.updateFile(id),
        other.maker.token,
        {},
        { filename: 'x.pdf', content: PDF },
      )
    ).status,
    404,
  );
  t.equal(
    (
      await api.app.inject({
        method: 'POST',
        url: FILE_PATHS.updateFile(id),
        payload: { year: 1800 },
        headers: { authorization: `Bearer ${org.maker.token}` },
      })
    ).statusCode,
    400,
  );
});

t.test('bank forms: file-section/create with the seed messages, upload into the section, Delete Section', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Banked BV');
  const empty = await api.call(
    r.createFileSection,
    { company_id: companyId, documentType: 'scfba', bank_name: ' ' },
    org.maker.token,
  );
  t.equal(empty.status, 400);
  t.equal(empty.body.message, M.bankNameRequired);
  t.equal(
    (
      await api.call(
        r.createFileSection,
        { company_id: companyId, documentType: 'scfba', bank_name: 'ING ' },
        org.maker.token,
      )
    ).body.message,
    M.bankNameShort,
  );
  t.equal(
    (
      await api.call(
        r.createFileSection,
        { company_id: companyId, documentType: 'kyc-aoi-5', bank_name: 'Rabobank' },
        org.maker.token,
      )
    ).status,
    400,
  );
  t.equal(
    (
      await api.call(
        r.createFileSection,
        { company_id: companyId, documentType: 'scfba', bank_name: 'Rabobank' },
        other.maker.token,
      )
    ).status,
    404,
  );
  t.equal(
    (
      await api.call(
        r.createFileSection,
        { company_id: companyId, documentType: 'scfba', bank_name: 'Rabobank' },
        org.auditor.token,
      )
    ).status,
    403,
  );
  const made = await api.call(
    r.createFileSection,
    { company_id: companyId, documentType: 'scfba', bank_name: 'Rabobank' },
    org.maker.token,
  );
  t.equal(made.status, 200, JSON.stringify(made.body));
  t.match(made.body.file, { documentType: 'scfba', new_bank_name: 'Rabobank' });
  t.equal(
    (
      await upload(
        org.maker.token,
        { company_id: companyId, documentType: 'scfba' },
        { filename: 'card.pdf', content: PDF },
      )
    ).status,
    400,
    'a bank form upload names its section',
  );
  const up = await upload(
    org.maker.token,
    { company_id: companyId, documentType: 'scfba', kyc_file_id: made.body.file.id },
    { filename: 'card.pdf', content: PDF },
  );
  t.equal(up.status, 200, JSON.stringify(up.body));
  const del = await api.call(workflowRoutes.deleteObject, { id: made.body.file.id, type: 'kyc_file' }, org.maker.token);
  t.equal(del.status, 200, 'Delete Section is a removal request');
});

t.test('person slots: upload-file into an owner, permission by place, the files map', async (t) => {
  const companyId = await approvedCorporate(api, org, 'People Files BV');
  const em = api.orm.em.fork();
  const organizationId = (
    await em
      .getConnection()
      .execute<{ organization: string }[]>('select organization from dossier_company where id = ?', [companyId])
  )[0]!.organization;
  em.setFilterParams('tenant', { organization: organizationId });
  const actor = { userId: org.maker.id, organizationId };
  const ubo = await createObject(em, workflow, actor, {
    companyId,
    objectType: 'ubo',
    values: { location_type: 'abroad' },
  });
  const person = await createObject(em, workflow, actor, {
    companyId,
    objectType: 'person',
    parentId: ubo.id,
    values: { firstName: 'Ann', lastName: 'Lee' },
  });
  const md = await createObject(em, workflow, actor, {
    companyId,
    objectType: 'mbd_related',
    values: { entity_type: 'person' },
  });
  const director = await createObject(em, workflow, actor, {
    companyId,
    objectType: 'person',
    parentId: md.id,
    values: { firstName: 'Bo', lastName: 'Ray' },
  });
  const slot = (token: string, owner: string, documentType: string) =>
    multipart(
      api,
      'POST',
      FILE_PATHS.uploadFile,
      token,
      { company_id: companyId, owner_id: owner, documentType },
      { filename: `${documentType}.pdf`, content: PDF },
    );
  const res = await slot(org.maker.token, person.id, 'passport_file');
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.equal(res.body.file.parent_id, person.id);
  const b = await bundle(org.maker.token, companyId);
  const p = b.persons.find((x: { _id: string }) => x._id === person.id);
  t.match(p.files.passport_file, {
    title: 'Passport',
    documentType: 'passport_file',
    file: null,
    new_file: { filename: 'passport_file.pdf' },
  });
  t.equal((await slot(org.maker.token, person.id, 'entity_aoi')).status, 400, 'not a person document');
  t.equal((await slot(org.maker.token, 'ffffffffffffffffffffffff', 'passport_file')).status, 404);
  t.equal((await slot(other.maker.token, person.id, 'passport_file')).status, 404);
  t.equal((await slot(org.auditor.token, person.id, 'passport_file')).status, 403, 'no upload_ubo_section_general');
  t.equal((await slot(org.checker.token, director.id, 'address_file')).status, 403, 'no upload_file_mbd_section');
  t.equal((await slot(org.maker.token, director.id, 'address_file')).status, 200);
});

t.test('listing of services', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Listing BV');
  const res = await api.call(
    r.updateListingServices,
    { company_id: companyId, value: 'Registered office and management' },
    org.maker.token,
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.match(res.body.listingServices, { value: null, new_value: 'Registered office and management', flat: true });
  await approve(api, org.checker.token, res.body.change_id);
  t.equal((await bundle(org.maker.token, companyId)).listingServices[0].value, 'Registered office and management');
  t.equal(
    (await api.call(r.updateListingServices, { company_id: companyId, value: 'x' }, org.auditor.token)).status,
    403,
  );
  t.equal(
    (await api.call(r.updateListingServices, { company_id: companyId, value: 'x' }, other.maker.token)).status,
    404,
  );
  t.equal(
    (await api.call(r.updateListingServices, { company_id: companyId, value: 'x', snapshotId: 'a' }, org.maker.token))
      .status,
    400,
  );
});

import { buildTestApp } from '@app/core/testing';
import { authServerPlugin } from '@app/plugin-auth/server';
import { dossierServerPlugin } from '@app/plugin-dossier/server';
import { screeningServerPlugin } from '@app/plugin-screening/server';
import { workflowServerPlugin } from '@app/plugin-workflow/server';
import { approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { routePath } from '@app/core/shared';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import t from 'tap';
import { DD_MESSAGES as M, MAX_UPLOAD_BYTES, ddRoutes as r } from '../shared/index.ts';
import { PDF_BYTES, newDd, uploadAs } from './dd.test-helpers.ts';
import { dueDiligenceServerPlugin } from './index.ts';

process.env.DD_RATE_PER_IP = '100000';
// Screening only because dossier depends on it.
const api = await buildTestApp(t, {
  plugins: [
    authServerPlugin,
    workflowServerPlugin,
    screeningServerPlugin,
    dossierServerPlugin,
    dueDiligenceServerPlugin,
  ],
});
const org = await team(api);
const other = await team(api);
const { maker, checker, auditor, client, admin } = org;
const dd = async (t: Awaited<ReturnType<typeof team>>) =>
  newDd(api, t.maker.token, await approvedCorporate(api, t, `DD Client ${Math.random().toString(36).slice(2, 7)} BV`));
const docs = async (token: string) =>
  (await api.call(r.dueDiligenceDocInfo, { token })).body.docs as {
    id: string;
    status: string;
    documentType: string;
    dueDiligenceElement: string | null;
    file: { serverName: string; filename: string };
  }[];
const download = (query: Record<string, string>, token?: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'GET',
    url: routePath(r.downloadFile),
    query,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

t.test(
  'upload-file: by either link, content-checked, 10 MB, one file, seed messages, nothing stored on error',
  async (t) => {
    const a = await dd(org);
    const base = { token: a.docs, doc_type: 'certofinc', content: 'Certified copy', due_diligence_id: a.id };
    const none = await uploadAs(api, base);
    t.equal(none.status, 400);
    t.equal(none.body.message, M.attachFile);
    t.equal(
      (await uploadAs(api, { ...base, doc_type: 'passport_selfie' }, { name: 'a.pdf', data: PDF_BYTES })).body.message,
      M.docTypeUnknown,
    );
    const exe = await uploadAs(api, base, {
      name: 'passport.pdf',
      data: Buffer.from('MZ\x90\x00 not a pdf'),
      type: 'application/pdf',
    });
    t.equal(exe.status, 415, 'type checked by content, not by name or declared type');
    t.equal(exe.body.message, M.fileType);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooBig = await uploadAs(api, base, { name: 'big.pdf', data: big });
    t.equal(tooBig.status, 413);
    t.equal(tooBig.body.message, M.fileTooBig);
    t.equal((await uploadAs(api, { ...base, token: 'forged' }, { name: 'a.pdf', data: PDF_BYTES })).status, 404);
    t.equal((await uploadAs(api, { ...base, token: '' }, { name: 'a.pdf', data: PDF_BYTES })).status, 401);
    const otherDd = await dd(org);
    t.equal(
      (await uploadAs(api, { ...base, due_diligence_id: otherDd.id }, { name: 'a.pdf', data: PDF_BYTES })).status,
      404,
      'the token decides the record',
    );
    t.equal(
      (
        await uploadAs(
          api,
          { ...base, doc_type: 'certified_true_copy_of_passport' },
          { name: 'a.pdf', data: PDF_BYTES },
        )
      ).body.message,
      M.personRequired,
    );
    const notMultipart = await api.call(r.uploadFile, { token: a.docs });
    t.equal(notMultipart.status, 400);
    t.same(await docs(a.docs), [], 'nothing stored');

    const ok = await uploadAs(api, base, { name: '../../etc/Certificate<of>inc.pdf', data: PDF_BYTES });
    t.equal(ok.status, 200);
    t.equal(ok.body.message, M.uploaded);
    t.match(ok.body.file, {
      documentType: 'certofinc',
      dueDiligence: true,
      status: 'pending',
      client_comment: 'Certified copy',
      file: { filename: 'Certificate_of_inc.pdf', filesize: PDF_BYTES.length, mime: 'application/pdf' },
    });
    const person = await api.call(r.addElement, { token: a.form, type: 'director', name: 'Eva Smit' });
    const passport = await uploadAs(
      api,
      {
        ...base,
        token: a.form,
        doc_type: 'certified_true_copy_of_passport',
        dueDiligenceElement: person.body.element._id,
      },
      { name: 'passport.pdf', data: PDF_BYTES },
    );
    t.equal(passport.status, 200);
    t.equal(passport.body.file.dueDiligenceElement, person.body.element._id);
    const png = await uploadAs(
      api,
      { ...base, doc_type: 'structure_chart' },
      { name: 'chart.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) },
    );
    t.equal(png.body.file.file.mime, 'image/png');
    t.equal((await docs(a.docs)).length, 3);
    const [{ n }] = await api.orm.em
      .fork()
      .getConnection()
      .execute(
        `select count(*)::int as n from core_audit_event where action = 'due_diligence.file_uploaded' and object_id = ?`,
        [ok.body.file.id],
      );
    t.equal(n, 1, 'upload audited');
  },
);

t.test('document/state: explanation required, approved is final; download by token or staff only', async (t) => {
  const a = await dd(org);
  const b = await dd(org);
  const up = await uploadAs(
    api,
    { token: a.docs, doc_type: 'privacy_policy', content: '', due_diligence_id: a.id },
    { name: 'policy.pdf', data: PDF_BYTES },
  );
  const id = up.body.file.id;
  const serverName = up.body.file.file.serverName;
  const noReason = await api.call(r.setDocumentState, { id, status: 'rejected', comment: '  ' }, checker.token);
  t.equal(noReason.status, 400);
  t.equal(noReason.body.message, M.rejectionExplanation);
  t.equal(
    (await api.call(r.setDocumentState, { id, status: 'rejected', comment: 'Older than 12 months' }, maker.token))
      .status,
    403,
    'account manager may not',
  );
  t.equal(
    (await api.call(r.setDocumentState, { id, status: 'rejected', comment: 'Older than 12 months' }, client.token))
      .status,
    403,
  );
  t.equal(
    (
      await api.call(
        r.setDocumentState,
        { id, status: 'rejected', comment: 'Older than 12 months' },
        other.checker.token,
      )
    ).status,
    404,
  );
  t.equal((await api.call(r.setDocumentState, { id, status: 'pending' }, checker.token)).status, 400);
  const rejected = await api.call(
    r.setDocumentState,
    { id, status: 'rejected', comment: 'Older than 12 months' },
    checker.token,
  );
  t.equal(rejected.status, 200);
  t.equal(rejected.body.message, M.documentStatusChanged('rejected'));
  t.match((await docs(a.docs))[0], { status: 'rejected' });
  const re = await uploadAs(
    api,
    { token: a.docs, doc_type: 'privacy_policy', content: 'New version', due_diligence_id: a.id },
    { name: 'policy-2026.pdf', data: PDF_BYTES },
  );
  const approved = await api.call(r.setDocumentState, { id: re.body.file.id, status: 'approved' }, checker.token);
  t.equal(approved.body.file.status, 'approved');
  const final = await api.call(
    r.setDocumentState,
    { id: re.body.file.id, status: 'rejected', comment: 'changed my mind' },
    checker.token,
  );
  t.equal(final.status, 409);
  t.equal(final.body.message, M.approvedFinal);
  t.equal(
    (await api.call(r.deleteOwnFile, { token: a.docs, id: re.body.file.id })).status,
    409,
    'an approved document cannot be withdrawn',
  );
  t.equal((await api.call(r.deleteOwnFile, { token: b.docs, id })).status, 404, "another record's token");
  t.equal((await api.call(r.deleteOwnFile, { token: a.docs, id })).status, 200, 'a rejected one can');

  const byToken = await download({
    serverName: re.body.file.file.serverName,
    filename: 'policy-2026.pdf',
    token: a.form,
  });
  t.equal(byToken.statusCode, 200);
  t.equal(byToken.headers['content-type'], 'application/pdf');
  t.match(byToken.headers['content-disposition'], /policy-2026\.pdf/);
  t.equal(byToken.rawPayload.subarray(0, 5).toString(), '%PDF-');
  t.equal(
    (await download({ serverName: re.body.file.file.serverName, token: b.form })).statusCode,
    404,
    "another record's token",
  );
  t.equal(
    (await download({ serverName: re.body.file.file.serverName, filename: 'other.pdf', token: a.form })).statusCode,
    404,
  );
  t.equal((await download({ serverName: re.body.file.file.serverName })).statusCode, 401);
  t.equal(
    (await download({ serverName: re.body.file.file.serverName }, auditor.token)).statusCode,
    200,
    'staff with view_due_diligence',
  );
  t.equal(
    (await download({ serverName: re.body.file.file.serverName }, other.maker.token)).statusCode,
    404,
    'another organisation',
  );
  t.equal((await download({ serverName }, maker.token)).statusCode, 404, 'a withdrawn file is gone');

  const del = await api.call(
    workflowRoutes.deleteObject,
    { id: re.body.file.id, type: 'due_diligence_file' },
    maker.token,
  );
  t.equal(del.status, 200, 'staff delete documents through a remove action');
});

t.test('PDF: Due Dilligence Form, same for staff and client', async (t) => {
  const a = await dd(org);
  await api.call(r.saveDueDiligence, {
    token: a.form,
    record: { filler_full_name: 'Jan de Vries', position: 'Director' },
  });
  const started = Date.now();
  const staff = await api.app.inject({
    method: 'GET',
    url: routePath(r.downloadPdf),
    query: { id: a.id },
    headers: { authorization: `Bearer ${maker.token}` },
  });
  t.equal(staff.statusCode, 200);
  t.equal(staff.headers['content-type'], 'application/pdf');
  t.match(staff.headers['content-disposition'], /filename="Due Dilligence Form\.pdf"/);
  t.equal(staff.rawPayload.subarray(0, 5).toString(), '%PDF-');
  t.comment(`cold render ${Date.now() - started} ms`);
  const client = await api.app.inject({ method: 'GET', url: routePath(r.downloadPdf), query: { token: a.docs } });
  t.equal(client.statusCode, 200);
  t.equal(
    (
      await api.app.inject({
        method: 'GET',
        url: routePath(r.downloadPdf),
        query: { id: a.id },
        headers: { authorization: `Bearer ${other.maker.token}` },
      })
    ).statusCode,
    404,
  );
  t.equal(
    (await api.app.inject({ method: 'GET', url: routePath(r.downloadPdf), query: { id: a.id } })).statusCode,
    401,
  );
});

t.test('CORS allow-list per organisation, set by the administrator', async (t) => {
  const a = await dd(org);
  t.equal(
    (await api.call(r.saveSettings, { cors_origins: ['https://partner.example'] }, maker.token)).status,
    403,
    'administrator only',
  );
  t.equal((await api.call(r.saveSettings, { cors_origins: ['javascript:alert(1)'] }, admin.token)).status, 400);
  t.equal(
    (await api.call(r.saveSettings, { cors_origins: ['https://partner.example/path'] }, admin.token)).body.message,
    M.originInvalid,
  );
  const saved = await api.call(
    r.saveSettings,
    { cors_origins: ['https://partner.example'], link_days: 7 },
    admin.token,
  );
  t.same(saved.body.settings, { link_days: 7, cors_origins: ['https://partner.example'] });
  t.same((await api.call(r.getSettings, {}, maker.token)).body, saved.body.settings);
  const pre = await api.app.inject({
    method: 'OPTIONS',
    url: routePath(r.dueDiligenceInfo),
    headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
  });
  t.equal(pre.headers['access-control-allow-origin'], 'https://partner.example');
  const evil = await api.app.inject({
    method: 'OPTIONS',
    url: routePath(r.dueDiligenceInfo),
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  t.notOk(evil.headers['access-control-allow-origin']);
  const call = await api.call(r.dueDiligenceInfo, { token: a.form }, null, { origin: 'https://partner.example' });
  t.equal(call.status, 200);
  const refused = await api.call(r.dueDiligenceInfo, { token: a.form }, null, { origin: 'https://evil.example' });
  t.equal(refused.status, 403, 'an origin the organisation does not list');
  const b = await dd(other);
  t.equal(
    (await api.call(r.dueDiligenceInfo, { token: b.form }, null, { origin: 'https://partner.example' })).status,
    403,
    'the partner of one organisation cannot use the links of another',
  );
  const fresh = await dd(org);
  const days =
    (Date.parse((await api.call(r.getDueDiligence, { id: fresh.id }, maker.token)).body.links.form.expires_at) -
      Date.now()) /
    86_400_000;
  t.ok(days > 6.9 && days <= 7, 'new links use the configured lifetime');
});

t.test('rate limit per token; bad input never 5xx', async (t) => {
  const a = await dd(org);
  let limited = 0;
  for (let i = 0; i < 70; i++) if ((await api.call(r.checkAccessToken, { token: a.docs })).status === 429) limited++;
  t.ok(limited >= 9, `limited after 60 per minute (${limited})`);
  const junk: [unknown, unknown][] = [
    [r.dueDiligenceInfo, { token: 5 }],
    [r.dueDiligenceInfo, {}],
    [r.saveDueDiligence, { token: 'x', record: 'x' }],
    [r.saveDueDiligence, { elements: [{}] }],
    [r.addElement, { token: 'x' }],
    [r.submitReport, { token: ['a'] }],
    [r.createDueDiligence, { company_id: 'nothex', label: 'abc' }],
    [r.setDocumentState, { id: 'x', status: 'approved' }],
    [r.getDueDiligence, { id: 'ffffffffffffffffffffffff' }],
    [r.listDueDiligence, { company_id: 'ffffffffffffffffffffffff', page: '0' }],
    [r.reissueLink, { id: 'ffffffffffffffffffffffff', kind: 'form', days: 0 }],
    [r.saveSettings, { link_days: 'a' }],
  ];
  for (const [route, input] of junk) {
    const res = await api.call(route as typeof r.dueDiligenceInfo, input as Record<string, unknown>, maker.token);
    t.ok(
      res.status >= 400 && res.status < 500,
      `${(route as { url: string }).url} ${JSON.stringify(input)} → ${res.status}`,
    );
  }
  const garbage = await api.app.inject({
    method: 'POST',
    url: routePath(r.uploadFile),
    payload: 'garbage',
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
  });
  t.ok(garbage.statusCode >= 400 && garbage.statusCode < 500, `broken multipart → ${garbage.statusCode}`);
});

import { PDF_UNAVAILABLE_MESSAGE } from '@app/core/server';
import { routePath } from '@app/core/shared';
import { approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { ddRoutes } from '@app/plugin-due-diligence/shared';
import { dossierRoutes } from '@app/plugin-dossier/shared';
import { screeningRoutes } from '@app/plugin-screening/shared';
import { screeningIndexes, seedSanctions } from '@app/server/seed-sanctions';
import { buildServerTestApp } from '@app/server/testing';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

// A fresh machine without Chromium (issue 24 §4): every PDF route of every plugin answers 503 naming the fix.
process.env.CHROMIUM_PATH = '/nonexistent/chromium';
const SANCTIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/sanctions');

const api = await buildServerTestApp(t);
const org = await team(api);
const companyId = await approvedCorporate(api, org, 'No Chromium BV');
const unavailable = { message: PDF_UNAVAILABLE_MESSAGE };
const get = (url: string, query: Record<string, string>, token?: string) =>
  api.app.inject({ method: 'GET', url, query, headers: token ? { authorization: `Bearer ${token}` } : {} });

t.test('the message names the fix', async (t) => {
  t.equal(
    PDF_UNAVAILABLE_MESSAGE,
    'PDF rendering is not available: Chromium is not installed on the server (apt-get install -y chromium, or set CHROMIUM_PATH)',
  );
});

t.test('screening: result PDF and clean-result certificate', async (t) => {
  const indexes = screeningIndexes(api.services)!;
  await seedSanctions(indexes, SANCTIONS, () => undefined, ['un']);
  const hit = await api.call(
    screeningRoutes.sanctionScreening,
    { firstname: 'Germain', surname: 'Katanga', dob: '1978-04-28', nationality: 'CD' },
    org.maker.token,
  );
  t.equal(hit.status, 200);
  t.ok(hit.body.data.result.length > 0, 'a screening with hits');
  const result = await api.call(
    screeningRoutes.saveSanctionAsPdf,
    { sanctionIndex: 0, search_id: hit.body.search_id },
    org.maker.token,
  );
  t.same([result.status, result.body], [503, unavailable], 'result PDF');
  const clean = await api.call(
    screeningRoutes.sanctionScreening,
    { firstname: 'Quillon', surname: 'Vandermeerschplein', dob: '1990-01-01', nationality: 'NL' },
    org.maker.token,
  );
  t.same(clean.body.data.result, [], 'a screening without hits');
  const certificate = await api.call(
    screeningRoutes.saveSanctionAsPdf,
    { sanctionIndex: 0, search_id: clean.body.search_id },
    org.maker.token,
  );
  t.same([certificate.status, certificate.body], [503, unavailable], 'clean-result certificate');
});

t.test('due diligence form PDF, for staff and by link', async (t) => {
  const created = await api.call(
    ddRoutes.createDueDiligence,
    { company_id: companyId, label: 'Onboarding 2026' },
    org.maker.token,
  );
  t.equal(created.status, 200);
  const dd = created.body.dueDiligence;
  const staff = await get(routePath(ddRoutes.downloadPdf), { id: dd._id }, org.maker.token);
  t.same([staff.statusCode, staff.json()], [503, unavailable], 'staff');
  const client = await get(routePath(ddRoutes.downloadPdf), { token: dd.access_link_token });
  t.same([client.statusCode, client.json()], [503, unavailable], 'client by the form link');
});

t.test('dossier report PDF', async (t) => {
  const report = await get(routePath(dossierRoutes.dossierReport), { company_id: companyId }, org.maker.token);
  t.same([report.statusCode, report.json()], [503, unavailable]);
});

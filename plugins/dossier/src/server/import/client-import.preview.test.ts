import t from 'tap';
import {
  DOSSIER_MESSAGES as DM,
  dossierRoutes as r,
  IMPORT_MESSAGES as M,
  OPS_MESSAGES as OM,
  type ImportPreview,
} from '../../shared/index.ts';
import { approvedCorporate, buildDossierTestApp, team } from '../dossier.test-helpers.ts';
import { csvOf, importCall } from './import.test-helpers.ts';

const api = await buildDossierTestApp(t);
const org = await team(api);
const other = await team(api);
const count = async (token: string) => (await api.call(r.listCompanies, {}, token)).body.count as number;
const preview = async (csv: string | Buffer, token = org.maker.token) => {
  const res = await importCall(api, 'preview', token, csv);
  if (res.status !== 200) throw new Error(`preview failed: ${JSON.stringify(res.body)}`);
  return res.body as ImportPreview;
};

t.test("dry run: per-row errors with create-company's and the dashboard's messages, nothing written", async (t) => {
  const before = await count(org.maker.token);
  const p = await preview(
    csvOf(
      'corporate,Good Trading BV,abroad,,,,low,2025-03-01,NL01BANK001',
      'corporate,,local,,,,,,',
      'corporate,Nameless Type BV,,,,,,,',
      'account_holder,,,,Doe,bank,,,',
      'account_holder,Jane,,Jane,Roe,pension,,,',
      'partnership,Odd & Co,local,,,,,,',
      'corporate,Risky BV,local,,,,extreme,,',
      'corporate,Dated BV,local,,,,medium,01-02-2025,',
      'corporate,Long Account BV,local,,,,,,' + 'x'.repeat(65),
      'account_holder,,,Ann,Lee,player,high,2024-02-29,P-1;P-2',
    ),
  );
  t.equal(p.rows, 10);
  t.equal(p.valid, 2, 'rows 2 and 11');
  t.equal(p.delimiter, ',');
  const at = (row: number) => p.errors.filter((e) => e.row === row).map((e) => [e.field, e.message]);
  t.same(at(2), []);
  t.same(at(3), [['name', DM.nameRequired]]);
  t.same(at(4), [['location_type', DM.companyTypeRequired]]);
  t.same(at(5), [['first_name', DM.firstNameRequired]]);
  t.same(
    at(6),
    [['name', DM.notForAccountHolder('Name')]],
    'a name cell on an account holder is refused like the dashboard save does; Pension reads as pention',
  );
  t.same(at(7), [['company_type', DM.clientTypeTypeRequired]]);
  t.same(at(8), [['risk_level', M.choose('Risk level', ['low', 'medium', 'high'])]]);
  t.same(at(9), [['previous_review_date', DM.invalidDate]]);
  t.same(at(10), [['account_numbers', OM.accountNumberLength]]);
  t.same(at(11), []);
  t.equal(p.errors.find((e) => e.row === 3)!.column, 'name', 'the column as the file names it');
  const ann = p.clients.find((c) => c.row === 11)!;
  t.match(ann, {
    valid: true,
    name: 'Ann Lee',
    account_holder_type: 'player',
    risk_level: 'high',
    account_numbers: ['P-1', 'P-2'],
  });
  t.equal(ann.next_review_date, '2025-02-28', 'automatic review date: 29 February + 1 year, the dashboard rule');
  t.equal(p.clients[0]!.valid, false, 'rows with errors listed first');
  t.equal(await count(org.maker.token), before, 'nothing created');
});

t.test(
  'dry run: fields of the other kind and a hand-set review date are refused like the dashboard save',
  async (t) => {
    const p = await preview(
      [
        'company_type,name,location_type,first_name,account_holder_type,risk_level,previous_review_date,next_review_date,next_review_date_type',
        'corporate,Mixed BV,local,Jan,bank,low,2025-01-01,2026-01-01,',
        'corporate,Manual BV,local,,,low,2025-01-01,2026-01-01,manual',
      ].join('\n'),
    );
    t.same(
      p.errors
        .filter((e) => e.row === 2)
        .map((e) => e.message)
        .sort(),
      [DM.nextReviewAutomatic, DM.notForCorporate('Client Type'), DM.notForCorporate('First Name')].sort(),
    );
    t.same(
      p.errors.filter((e) => e.row === 3),
      [],
      'manual review date accepted',
    );
    t.equal(p.clients.find((c) => c.row === 3)!.next_review_date, '2026-01-01');
  },
);

t.test('UTF-8 with BOM, semicolons, quoted account cells, header spellings and labels', async (t) => {
  const text =
    'Client Kind;Company Name;Location;Risk;Last Review Date;Account Numbers\r\nCorporate;Zürich Trust AG;Offshore;Medium;2025-06-30;"CH-1; CH-2"\r\n\r\nACCOUNT HOLDER;;;low;;\r\n';
  const p = await preview(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
  t.equal(p.delimiter, ';');
  t.same(
    p.columns.map((c) => c.field),
    ['company_type', 'name', 'location_type', 'risk_level', 'previous_review_date', 'account_numbers'],
  );
  const zurich = p.clients.find((c) => c.row === 2)!;
  t.match(zurich, {
    valid: true,
    name: 'Zürich Trust AG',
    location_type: 'abroad',
    risk_level: 'medium',
    next_review_date: '2027-06-30',
    account_numbers: ['CH-1', 'CH-2'],
  });
  t.same(
    p.errors.filter((e) => e.row === 3).map((e) => e.field),
    ['first_name', 'last_name', 'account_holder_type'],
    'the blank line is skipped; rows keep their number',
  );
  const unknown = await preview('company_type,name,location_type,Notes\ncorporate,Noted BV,local,call back\n');
  t.same(unknown.columns.at(-1), { header: 'Notes', field: null }, 'an unknown column is shown as ignored');
});

t.test(
  'the same client or account number twice in the file; a name already in the organisation is a warning',
  async (t) => {
    await approvedCorporate(api, org, 'Existing Holding BV');
    await approvedCorporate(api, other, 'Other Org Only BV');
    const p = await preview(
      csvOf(
        'corporate,Twin BV,local,,,,,,A-1',
        'corporate,twin bv ,abroad,,,,,,A-2',
        'corporate,Third BV,local,,,,,,A-1',
        'corporate,Existing Holding BV,local,,,,,,',
        'corporate,Other Org Only BV,local,,,,,,',
      ),
    );
    t.same(
      p.errors.map((e) => [e.row, e.field, e.message]),
      [
        [3, 'name', M.duplicateName(2)],
        [4, 'account_numbers', M.duplicateAccount('A-1', 2)],
      ],
    );
    t.same(
      p.warnings.map((w) => [w.row, w.message]),
      [[5, M.existingName]],
      "another organisation's client names are not seen",
    );
  },
);

t.test('file-level problems are a 400 with a clear message', async (t) => {
  const bad = async (csv: string | Buffer, message: string) => {
    const res = await importCall(api, 'preview', org.maker.token, csv);
    t.equal(res.status, 400, message);
    t.equal(res.body.message, message);
  };
  await bad(Buffer.from([0x63, 0x6f, 0xff, 0xfe, 0x0a]), M.notUtf8);
  await bad('   \n', M.empty);
  await bad('company_type,name\n', M.noRows);
  await bad('name,location_type\nAcme,local\n', M.companyTypeColumn);
  await bad('company_type,name,Company Name\ncorporate,a,b\n', M.duplicateColumn('name', 'name', 'Company Name'));
  const unclosed = await importCall(api, 'preview', org.maker.token, 'company_type,name\ncorporate,"Open quote BV\n');
  t.equal(unclosed.status, 400);
  t.match(unclosed.body.message, /^The file is not valid CSV/);
  const many = csvOf(...Array.from({ length: 10_001 }, (_, i) => `corporate,Bulk ${i},local,,,,,,`));
  await bad(many, M.tooManyRows(10_000));
  const missing = await api.app.inject({
    method: 'POST',
    url: '/api/v1/clients/import/preview',
    headers: { authorization: `Bearer ${org.maker.token}`, 'content-type': 'application/json' },
    payload: '{}',
  });
  t.equal(missing.statusCode, 400, 'JSON instead of a file');
  const field = await importCall(api, 'preview', org.maker.token, csvOf('corporate,A BV,local,,,,,,'), {
    surprise: 'x',
  });
  t.equal(field.status, 400, 'an undeclared multipart field is refused (the contract is closed)');
});

t.test("who may preview: create-company's permission", async (t) => {
  const csv = csvOf('corporate,Who BV,local,,,,,,');
  t.equal((await importCall(api, 'preview', null, csv)).status, 401);
  for (const who of [org.auditor, org.client, org.checker])
    t.equal((await importCall(api, 'preview', who.token, csv)).status, 403, 'no update_dashboard');
  for (const who of [org.maker, org.supervisor, org.admin])
    t.equal((await importCall(api, 'preview', who.token, csv)).status, 200);
});

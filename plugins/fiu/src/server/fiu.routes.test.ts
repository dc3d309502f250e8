import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import t from 'tap';
import { loadXsd } from '../convert/schemas.ts';
import { validateAgainstXsd } from '../convert/xsd.ts';
import { FIU_MESSAGES as M, fiuRoutes as r, suggestMapping } from '../shared/index.ts';
import { HELPER_MESSAGES as H } from '../shared/validation-helpers.ts';
import { CODES, EXPORT_HEADER, exportLine, validUserChanges } from '../testing/index.ts';
import { buildFiuTestApp, fundUser, upload, waitForConversion } from './fiu.test-helpers.ts';

const api = await buildFiuTestApp(t);
const admin = await registerAdmin(api);
const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
const other = await registerAdmin(api);
const schema = 'unodc-5.0.1' as const;
const csv = `\uFEFF${[EXPORT_HEADER, exportLine(1, schema), exportLine(2, schema, { amount: '-10.00' }), exportLine(3, schema)].join('\r\n')}\r\n`;
const convertBody = (file_id: string, headers: string[]) => ({
  file_id,
  schema,
  report_code: CODES[schema].reportCode,
  indicators: [CODES[schema].indicator],
  currency_code_local: CODES[schema].currency,
  mapping: suggestMapping(headers),
});

t.test('every call needs a signed-in user', async (t) => {
  for (const route of [r.getUserInfo, r.getFilesList, r.getSavedInfo, r.listSchemas])
    t.equal((await api.call(route, {})).status, 401, route.url);
  t.equal((await api.call(r.saveUserChanges, validUserChanges())).status, 401);
  t.equal((await upload(api, null, 'x.csv', csv)).status, 401);
});

t.test('user info: seed rules and messages, nothing saved on a bad form', async (t) => {
  const empty = await api.call(r.getUserInfo, {}, officer.token);
  t.equal(empty.status, 200);
  t.equal(empty.body.complete, false);
  t.equal(empty.body.userInformation.email, officer.email, 'e-mail of the account');
  t.equal(empty.body.userInformation.email_verified, false);
  const cases: [Record<string, string>, string, string][] = [
    [{ email: 'nope' }, 'email', M.validEmail],
    [{ gender: '' }, 'gender', M.selectGender],
    [{ nationality: 'ZZ' }, 'nationality', M.selectNationality],
    [{ address_type: 'Home' }, 'address_type', M.selectAddressType],
    [{ country: '' }, 'country', M.selectCountry],
    [{ phone_type: '' }, 'phone_type', M.selectPhoneType],
    [{ communication_type: 'Pager' }, 'communication_type', M.selectCommunicationType],
    [{ phone_prefix: '' }, 'phone_prefix', M.selectPrefix],
    [{ pasport_country: '' }, 'pasport_country', M.selectCountry],
    [{ first_name: 'Al' }, 'first_name', H.name],
    [{ id_number: '' }, 'id_number', H.idNumber],
    [{ address: 'Short st 1' }, 'address', H.address],
    [{ phone_number: '12-ab' }, 'phone_number', H.phone],
    [{ birth_date: '2003-02-29' }, 'birth_date', H.birthDate],
    [{ birth_date: '1929-12-31' }, 'birth_date', H.birthDate],
    [{ zip: '1234' }, 'zip', H.zip],
    [{ rentity_id: '12' }, 'rentity_id', H.organizationId],
  ];
  for (const [over, field, message] of cases) {
    const res = await api.call(r.saveUserChanges, validUserChanges(over), officer.token);
    t.equal(res.status, 400, field);
    t.equal(res.body.errors.find((e: { field: string }) => e.field === field)?.message, message, field);
  }
  const tooLong = await api.call(r.saveUserChanges, validUserChanges({ occupation: 'x'.repeat(300) }), officer.token);
  t.equal(tooLong.status, 400);
  t.equal(tooLong.body.errors[0].message, M.inputTooLong);
  t.equal((await api.call(r.saveUserChanges, { ...validUserChanges(), extra: 'x' }, officer.token)).status, 400);
  t.equal((await api.call(r.getUserInfo, {}, officer.token)).body.complete, false, 'nothing saved');
  const noPassport = await api.call(
    r.saveUserChanges,
    validUserChanges({ passport_number: '', pasport_country: '' }),
    officer.token,
  );
  t.equal(noPassport.status, 200, 'passport country only required with a passport number');
  const ok = await api.call(
    r.saveUserChanges,
    validUserChanges({ birth_date: '2005-02-28T00:00:00.000Z' }),
    officer.token,
  );
  t.equal(ok.status, 200);
  t.equal(ok.body.message, M.dataSaved);
  t.equal(ok.body.userInformation.birth_date, '2005-02-28');
  t.equal(ok.body.complete, true);
  t.equal((await api.call(r.getUserInfo, {}, admin.token)).body.complete, false, 'per user');
  t.equal((await api.call(r.getUserInfo, {}, other.token)).body.complete, false, 'other organisation');
});

t.test('upload: CSV and XLSX only, bad files are 400 with the reason', async (t) => {
  t.equal((await upload(api, officer.token, 'x.pdf', '%PDF-1.4')).body.message, M.unsupportedFile);
  t.equal((await upload(api, officer.token, 'x.csv', '')).status, 400);
  t.equal((await upload(api, officer.token, 'x.csv', `${EXPORT_HEADER}\r\n`)).body.message, M.noDataRows);
  const files = await api.call(r.getFilesList, {}, officer.token);
  t.same(files.body.files, [], 'nothing recorded');
});

t.test(
  'a user converts an export: bad rows to Saved info, fee charged with the file, report downloadable',
  async (t) => {
    const up = await upload(api, officer.token, 'bank-export.csv', csv);
    t.equal(up.status, 200);
    t.same(up.body.headers, EXPORT_HEADER.split(','));
    t.equal(up.body.preview.length, 3);
    t.equal(up.body.mapping.amount_local, 'Amount', 'suggested from the header');
    const fileId = up.body.file._id;

    // Refusals before queueing: 4xx with the reason, nothing changes
    const bad = async (body: object) =>
      api.call(r.startConversion, { ...convertBody(fileId, up.body.headers), ...body }, officer.token);
    t.equal((await bad({ report_code: 'NOPE' })).body.message, M.unknownReportCode);
    t.equal((await bad({ indicators: [] })).body.message, M.indicatorRequired);
    t.equal((await bad({ indicators: ['ZZZ'] })).body.message, M.unknownIndicator);
    t.equal((await bad({ mapping: { amount_local: 'Amount' } })).status, 400);
    t.match((await bad({ mapping: { amount_local: 'Amount' } })).body.message, /^Map a column to: Transaction number/);
    t.equal(
      (await bad({ mapping: { ...suggestMapping(up.body.headers), amount_local: 'Nope' } })).body.message,
      M.unknownColumn('Nope'),
    );
    t.equal((await bad({ schema: 'xx-1' })).status, 400);
    t.equal(
      (await api.call(r.startConversion, convertBody(fileId, up.body.headers), other.token)).status,
      404,
      'other organisation',
    );
    t.equal(
      (await api.call(r.startConversion, convertBody(fileId, up.body.headers), admin.token)).body.message,
      M.userInfoIncomplete,
      'user info of the caller',
    );

    // Without credits the charge is refused: the file fails, no report
    const poor = await api.call(r.startConversion, convertBody(fileId, up.body.headers), officer.token);
    t.equal(poor.status, 200);
    const failed = await waitForConversion(api, officer.token, fileId);
    t.equal(failed.file.status, 'failed');
    t.match(failed.file.message, /credit/i);
    t.equal(failed.file.report, null);

    await fundUser(api, await superUser(api), officer, 100);
    t.equal((await api.call(r.startConversion, convertBody(fileId, up.body.headers), officer.token)).status, 200);
    const done = await waitForConversion(api, officer.token, fileId);
    t.equal(done.file.status, 'done', done.file.message);
    t.equal(done.file.rows, 3);
    t.equal(done.file.valid_rows, 2);
    t.equal(done.file.error_rows, 1);
    t.ok(done.file.conversionFee > 0, 'fee charged');
    t.match(done.file.conversionFeeComment, /2 rows/);
    t.same(
      done.errors.map((e: { row: number; column: string }) => [e.row, e.column]),
      [[3, 'Amount']],
    );

    const list = await api.call(r.getFilesList, {}, officer.token);
    t.same(
      list.body.files.map((f: { _id: string }) => f._id),
      [fileId],
    );
    t.same((await api.call(r.getFilesList, {}, other.token)).body.files, []);
    const report = await api.app.inject({
      method: 'GET',
      url: `/api/v1/get-file/?id=${done.file.report.serverName}`,
      headers: { authorization: `Bearer ${officer.token}` },
    });
    t.equal(report.statusCode, 200);
    t.match(report.headers['content-disposition'], /bank-export-goaml\.xml/);
    t.ok((await validateAgainstXsd(report.body, loadXsd(schema))).valid, 'downloaded report is XSD-valid');
    const source = await api.app.inject({
      method: 'GET',
      url: `/api/v1/get-file/?id=${done.file.serverName}`,
      headers: { authorization: `Bearer ${officer.token}` },
    });
    t.equal(source.body, csv, 'the uploaded source, unchanged');
    const foreign = await api.app.inject({
      method: 'GET',
      url: `/api/v1/get-file/?id=${done.file.report.serverName}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    t.equal(foreign.statusCode, 404, 'other organisation');

    // Saved info: fix the bad row, convert the corrected rows
    const saved = await api.call(r.getSavedInfo, {}, officer.token);
    t.equal(saved.body.data.length, 1);
    const row = saved.body.data[0];
    t.equal(row.row, 3);
    t.equal(row.values.amount_local, '-10.00');
    t.same((await api.call(r.getSavedInfo, {}, other.token)).body.data, []);
    t.equal(
      (await api.call(r.updateSavedInfo, { changes: { [row._id]: { amount_local: '10.00' } } }, other.token)).status,
      404,
      'other organisation',
    );
    t.equal((await api.call(r.updateSavedInfo, { changes: { [row._id]: { nope: '1' } } }, officer.token)).status, 400);
    const still = await api.call(
      r.updateSavedInfo,
      { changes: { [row._id]: { amount_local: '10,00' } } },
      officer.token,
    );
    t.equal(still.status, 200);
    t.match(still.body.error[0], /^Row 3, Amount: Decimal comma/);
    t.equal((await api.call(r.convertSavedInfo, { file_id: fileId }, officer.token)).body.message, M.nothingToConvert);
    const fixed = await api.call(
      r.updateSavedInfo,
      { changes: { [row._id]: { amount_local: '10.00' } } },
      officer.token,
    );
    t.equal(fixed.body.error, undefined);
    t.same(fixed.body.data[0].errors, []);
    const again = await api.call(r.convertSavedInfo, { file_id: fileId }, officer.token);
    t.equal(again.status, 200);
    const corrected = await waitForConversion(api, officer.token, again.body.file._id);
    t.equal(corrected.file.status, 'done', corrected.file.message);
    t.equal(corrected.file.valid_rows, 1);
    t.same((await api.call(r.getSavedInfo, {}, officer.token)).body.data, [], 'converted rows leave Saved info');
    const xml = await api.app.inject({
      method: 'GET',
      url: `/api/v1/get-file/?id=${corrected.file.report.serverName}`,
      headers: { authorization: `Bearer ${officer.token}` },
    });
    t.match(xml.body, /<amount_local>10.00<\/amount_local>/);
    t.ok((await validateAgainstXsd(xml.body, loadXsd(schema))).valid);
  },
);

t.test('the saved mapping is suggested for the next export of the organisation', async (t) => {
  const headers = EXPORT_HEADER.split(',').map((h) => (h === 'Amount' ? 'Betrag' : h));
  const up = await upload(
    api,
    officer.token,
    'next.csv',
    `${headers.join(';')}\n${exportLine(9, schema).replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';')}\n`,
  );
  t.equal(up.status, 200);
  t.equal(up.body.mapping.amount_local, undefined, 'unknown header: not guessed');
  t.equal(up.body.saved_mapping, true);
});

t.test('an export that is not UTF-8 is refused at upload with where, nothing stored', async (t) => {
  const before = (await api.call(r.getFilesList, {}, officer.token)).body.files.length;
  const latin1 = Buffer.from(`${EXPORT_HEADER}\r\n${exportLine(1, schema, { description: 'Café' })}\r\n`, 'latin1');
  const res = await upload(api, officer.token, 'latin1.csv', latin1);
  t.same([res.status, res.body.message], [400, M.notUtf8(latin1.indexOf(0xe9) + 1)]);
  const utf16 = await upload(api, officer.token, 'unicode.txt', Buffer.from(`\uFEFF${EXPORT_HEADER}\r\n`, 'utf16le'));
  t.same([utf16.status, utf16.body.message], [400, M.nulByte(4)]);
  t.equal((await api.call(r.getFilesList, {}, officer.token)).body.files.length, before);
});

t.test('the file list reaches every file, a page at a time; the seed call still answers the newest 500', async (t) => {
  const conn = api.orm.em.fork().getConnection();
  const [{ organization }] = await conn.execute<{ organization: string }[]>(
    'select organization from auth_user where id = ?',
    [officer.id],
  );
  const before = (await api.call(r.getFilesList, {}, officer.token)).body.total as number;
  // 520 earlier exports, one a minute back from a year ago (older than every file of this run)
  await conn.execute(
    `insert into fiu_file (id, organization, user_id, filename, filesize, server_name, source_kind, headers, status, created_at)
     select lpad(to_hex(1000000 + g), 24, '0'), ?, ?, 'old-' || g || '.csv', 10, 'old-' || g || '.csv', 'csv', '[]'::jsonb, 'uploaded',
       now() - interval '1 year' - g * interval '1 minute'
     from generate_series(1, 520) g`,
    [organization, officer.id],
  );
  const total = before + 520;
  const seed = await api.call(r.getFilesList, {}, officer.token);
  t.same([seed.status, seed.body.files.length, seed.body.total, seed.body.per_page], [200, 500, total, 500]);
  const last = await api.call(r.getFilesList, { page: String(Math.ceil(total / 50)), per_page: '50' }, officer.token);
  t.equal(last.body.files.at(-1).filename, 'old-520.csv', 'the oldest file, past the first 500');
  const all = [];
  for (let page = 1; page <= Math.ceil(total / 100); page++)
    all.push(...(await api.call(r.getFilesList, { page: String(page), per_page: '100' }, officer.token)).body.files);
  t.equal(new Set(all.map((f: { _id: string }) => f._id)).size, total, 'every file once, newest first');
  for (const [q, status] of [
    [{ per_page: '501' }, 400],
    [{ page: '0' }, 400],
    [{ page: 'x' }, 400],
    [{ sort: 'name' }, 400],
  ] as const)
    t.equal((await api.call(r.getFilesList, q, officer.token)).status, status, JSON.stringify(q));
  t.equal((await api.call(r.getFilesList, { per_page: '501' }, officer.token)).body.message, M.filesPerPageTooLarge);
  t.same((await api.call(r.getFilesList, { per_page: '10' }, other.token)).body.total, 0, 'another organisation');
});

t.test('a workbook with more sheets: the result says which were not read', async (t) => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Transactions').addRows([
    EXPORT_HEADER.split(','),
    exportLine(1, schema)
      .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
      .map((c) => c.replace(/^"|"$/g, '').replace(/""/g, '"')),
  ]);
  wb.addWorksheet('Summary').addRows([['Total', 1]]);
  // the workbook part first (exceljs's writer does not fix the entry order; a sheet read before it is known as Sheet2)
  const entries = unzipSync(new Uint8Array(await wb.xlsx.writeBuffer()));
  const first = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels'];
  const order = [...first.filter((k) => entries[k]), ...Object.keys(entries).filter((k) => !first.includes(k))];
  const xlsx = Buffer.from(zipSync(Object.fromEntries(order.map((k) => [k, entries[k]!]))));
  const up = await upload(api, officer.token, 'two-sheets.xlsx', xlsx);
  t.equal(up.status, 200);
  const started = await api.call(r.startConversion, convertBody(up.body.file._id, up.body.headers), officer.token);
  t.equal(started.status, 200);
  const done = await waitForConversion(api, officer.token, up.body.file._id);
  t.same([done.file.status, done.file.message], ['done', `1 of 1 rows converted; ${M.sheetsNotRead(['Summary'])}`]);
});

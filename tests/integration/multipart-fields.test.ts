import { fillPath, type AnyRoute } from '@app/core/shared';
import { adminApi } from '@app/plugin-admin/shared';
import { authApi } from '@app/plugin-auth/shared';
import { superUser } from '@app/plugin-auth/server/test-helpers';
import { backtestRoutes } from '@app/plugin-backtest/shared';
import { dossierRoutes, FILE_MESSAGES, FILE_PATHS } from '@app/plugin-dossier/shared';
import { approve, approvedCorporate, team } from '@app/plugin-dossier/server/test-helpers';
import { ddRoutes } from '@app/plugin-due-diligence/shared';
import { fiuRoutes } from '@app/plugin-fiu/shared';
import { orderbookRoutes } from '@app/plugin-orderbook/shared';
import { screeningRoutes } from '@app/plugin-screening/shared';
import { supportRoutes } from '@app/plugin-support/shared';
import { tasksRoutes } from '@app/plugin-tasks/shared';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { buildServerTestApp } from '@app/server/testing';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';

/**
 * Multipart text fields by class (ADR 0064): every contract route that declares `multipart` gets a
 * NUL, malformed UTF-8 (an encoded lone surrogate), one character too many, 1 MB and an unknown name
 * in each field; all are 4xx naming the field, never 5xx, and nothing is stored. Then the one PDF
 * rule on the dossier uploads and the bidi-free file names on upload and download.
 */
process.env.DD_RATE_PER_IP = '100000';
const api = await buildServerTestApp(t);
const org = await team(api);
const sup = await superUser(api);
const routes = [
  adminApi,
  authApi,
  screeningRoutes,
  dossierRoutes,
  workflowRoutes,
  fiuRoutes,
  backtestRoutes,
  orderbookRoutes,
  tasksRoutes,
  supportRoutes,
  ddRoutes,
]
  .flatMap((m) => Object.values(m))
  .filter((r) => typeof r === 'object' && r !== null && 'operationId' in r) as AnyRoute[];
const multipartRoutes = routes.filter((r) => r.multipart);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

type Field = [name: string | Buffer, value: string | Buffer];
function body(fields: Field[], file?: { name: string; content: Buffer }) {
  const boundary = `----mp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="`),
      Buffer.from(name),
      Buffer.from('"\r\n\r\n'),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function send(route: AnyRoute, fields: Field[], file?: { name: string; content: Buffer }, url?: string) {
  const token = route.public ? null : route.surface === 'bo' || route.superUser ? sup.token : org.admin.token;
  const b = body(fields, file);
  const res = await api.app.inject({
    method: route.method,
    url: url ?? fillPath(route, { id: 'a'.repeat(24) }).path,
    payload: b.payload,
    headers: { ...b.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let json: { message?: string; errors?: { field: string; message: string }[] } = {};
  try {
    json = res.json();
  } catch {
    /* not JSON: the assertion on the status says so */
  }
  return { status: res.statusCode, body: json, headers: res.headers, raw: res.rawPayload };
}
function storedFiles(root: string): number {
  let n = 0;
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const e of entries) {
      if (statSync(path.join(dir, e)).isDirectory()) walk(path.join(dir, e));
      else n++;
    }
  };
  walk(root);
  return n;
}

t.test(
  'every multipart route refuses hostile text fields with a 4xx naming the field, and stores nothing',
  async (t) => {
    const names = multipartRoutes.map((r) => r.operationId);
    for (const op of [
      'uploadKycFile',
      'uploadFile',
      'updateFile',
      'uploadDueDiligenceFile',
      'uploadTaskFile',
      'uploadSupportFile',
      'uploadExport',
      'importList',
      'importMarketData',
    ]) {
      t.ok(names.includes(op), `${op} declares its multipart fields`);
    }
    const before = storedFiles(api.config.storageDir);
    const file = { name: 'a.pdf', content: PDF };
    for (const route of multipartRoutes) {
      const schema = route.multipart as {
        properties?: Record<string, { maxLength?: number }>;
        additionalProperties?: unknown;
      };
      const label = `${route.method} ${route.url}`;
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        const max = prop.maxLength ?? 16_384;
        const cases: [string, string | Buffer, number][] = [
          ['NUL', 'a\u0000b', 400],
          ['lone surrogate (ED A0 80)', Buffer.from([0x61, 0xed, 0xa0, 0x80]), 400],
          [`${max + 1} characters`, 'x'.repeat(max + 1), 400],
          ['1 MB', 'x'.repeat(1_000_000), 413],
        ];
        for (const [what, value, status] of cases) {
          const res = await send(route, [[name, value]], file);
          t.equal(res.status, status, `${label} ${name}: ${what} → ${res.status} ${res.body.message}`);
          t.equal(res.body.errors?.[0]?.field, name, `${label} ${name}: ${what} names the field`);
        }
      }
      if (schema.additionalProperties === false) {
        const res = await send(route, [['not_a_field', 'x']], file);
        t.same(
          [res.status, res.body.message, res.body.errors?.[0]?.field],
          [400, 'Unknown field', 'not_a_field'],
          `${label}: unknown field`,
        );
      }
      const nulName = await send(route, [[Buffer.from('na\u0000me'), 'x']], file);
      t.equal(nulName.status, 400, `${label}: NUL in a field name`);
    }
    t.equal(storedFiles(api.config.storageDir), before, 'no refused upload left a file in storage');
  },
);

t.test('dossier uploads: %PDF- at byte 0 or the seed message; a real PDF passes', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Multipart PDF Rule BV');
  const up = (name: string, content: Buffer) =>
    send(
      dossierRoutes.uploadKycFile,
      [
        ['company_id', companyId],
        ['documentType', 'kyc-aoi-5'],
      ],
      { name, content },
      FILE_PATHS.uploadKycFile,
    );
  for (const [name, content] of [
    ['scan.pdf', PNG],
    ['notes.pdf', Buffer.from('Meeting notes\n%PDF-1.4 hidden further in\n')],
    ['polyglot.pdf', Buffer.concat([Buffer.from(' '), PDF])],
  ] as const) {
    const res = await up(name, content);
    t.same([res.status, res.body.message], [400, FILE_MESSAGES.notPdf(name)], `${name} is refused`);
  }
  const ok = await up('articles.pdf', PDF);
  t.equal(ok.status, 200, JSON.stringify(ok.body));
  const slotId = (ok.body as { file: { id: string } }).file.id;
  const update = (name: string, content: Buffer) =>
    send(dossierRoutes.updateFile, [], { name, content }, FILE_PATHS.updateFile(slotId));
  const png = await update('new.pdf', PNG);
  t.same([png.status, png.body.message], [400, FILE_MESSAGES.notPdf('new.pdf')], 'file/update too');
  t.equal((await update('new.pdf', PDF)).status, 200);
});

t.test('bidi controls are stripped from stored names and from the download header', async (t) => {
  const companyId = await approvedCorporate(api, org, 'Multipart Bidi BV');
  const name = 'Invoice\u202Egnp\u200F\u061C\u2067.pdf';
  const res = await send(
    dossierRoutes.uploadKycFile,
    [
      ['company_id', companyId],
      ['documentType', 'kyc-aoi-5'],
    ],
    { name, content: PDF },
    FILE_PATHS.uploadKycFile,
  );
  t.equal(res.status, 200, JSON.stringify(res.body));
  const write = res.body as unknown as { change_id: string; file: { new_file: { id: string; filename: string } } };
  t.equal(write.file.new_file.filename, 'Invoicegnp.pdf', 'stored without bidi controls');
  await approve(api, org.checker.token, write.change_id);
  // A name stored before this rule still leaves without its controls.
  await api.orm.em
    .fork()
    .getConnection()
    .execute(
      `update dossier_object set fields = jsonb_set(fields, '{file,value,filename}', to_jsonb(?::text)) where id = ?`,
      ['Old\u202Efdp.exe', (res.body as { file: { id: string } }).file.id],
    );
  const dl = await api.app.inject({
    method: 'GET',
    url: FILE_PATHS.download(write.file.new_file.id),
    headers: { authorization: `Bearer ${org.maker.token}` },
  });
  t.equal(dl.statusCode, 200);
  const header = String(dl.headers['content-disposition']);
  t.equal(header, `attachment; filename="Oldfdp.exe"; filename*=UTF-8''Oldfdp.exe`);
  t.notMatch(header, /%E2%80%AE|\u202E/);

  for (const route of [tasksRoutes.uploadTaskFile, supportRoutes.uploadSupportFile]) {
    const up = await send(route, [], { name: 'notes\u202Etxt.exe\u2066.pdf', content: PDF });
    t.equal(
      (up.body as { file?: { filename: string } }).file?.filename,
      'notestxt.exe.pdf',
      `${route.url} stores the name without controls`,
    );
  }
});

t.test(
  'the contract sets the field size: 2,000 three-byte characters fit a due-diligence comment, 2,001 do not',
  async (t) => {
    const companyId = await approvedCorporate(api, org, 'Multipart Comment BV');
    const created = await api.call(
      ddRoutes.createDueDiligence,
      { company_id: companyId, label: 'Onboarding 2026' },
      org.maker.token,
    );
    const dd = created.body.dueDiligence as { _id: string; access_link_documents_token: string };
    const fields = (content: string): Field[] => [
      ['token', dd.access_link_documents_token],
      ['doc_type', 'certofinc'],
      ['content', content],
      ['due_diligence_id', dd._id],
    ];
    const ok = await send(ddRoutes.uploadFile, fields('漢'.repeat(2000)), { name: 'a.pdf', content: PDF });
    t.equal(ok.status, 200, JSON.stringify(ok.body).slice(0, 200));
    t.equal((ok.body as { file?: { client_comment: string } }).file?.client_comment.length, 2000);
    const long = await send(ddRoutes.uploadFile, fields('漢'.repeat(2001)), { name: 'a.pdf', content: PDF });
    t.same([long.status, long.body.errors?.[0]?.field], [400, 'content']);
  },
);

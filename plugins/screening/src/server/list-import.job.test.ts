import { createMember, registerAdmin, superUser } from '@app/plugin-auth/server/test-helpers';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { screeningRoutes as r } from '../shared/index.ts';
import { createImportRow } from './import-job.ts';
import { LIST_IMPORT_JOB, listImportKey, type ListImportJobData } from './list-import.job.ts';
import { ImportJobEntity } from './screening.entities.ts';
import { buildScreeningTestApp, indexesOf } from './screening.test-helpers.ts';

const EU = readFileSync(path.resolve(import.meta.dirname, '../readers/fixtures/eu-sample.xml'));
const api = await buildScreeningTestApp(t);
const root = await superUser(api);

/** The back office's upload: multipart `source`, then the files. */
async function upload(token: string, source: string, files: { name: string; content: Buffer }[]) {
  const boundary = `----list${Math.random().toString(16).slice(2)}`;
  const part = (head: string, body: Buffer | string) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${head}\r\n\r\n`),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\r\n'),
  ];
  const payload = Buffer.concat([
    ...part('name="source"', source),
    ...files.flatMap((f) => part(`name="files"; filename="${f.name}"`, f.content)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: r.IMPORT_UPLOAD_PATH,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

async function finished(id: string) {
  for (let i = 0; i < 300; i++) {
    const { body } = await api.call(r.getImportJob, { id }, root.token);
    if (body.job.status !== 'running') return body.job;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`import ${id} still running`);
}

t.test('an uploaded list is imported on the job service; its files leave storage once imported', async (t) => {
  const res = await upload(root.token, 'eu', [{ name: 'eu-sample.xml', content: EU }]);
  t.equal(res.status, 200, JSON.stringify(res.body));
  t.match(res.body.job, { source: 'eu', status: 'running', message: 'Queued' });
  const job = await finished(res.body.job._id);
  t.equal(job.status, 'done', job.message);
  t.match(job.message, /^(Imported|Unchanged)/);
  const [durable] = await api.ctx.jobs.list({ name: LIST_IMPORT_JOB, limit: 1 });
  t.equal((await api.ctx.jobs.waitFor(durable!.id, 30_000)).state, 'completed', 'a durable job ran it');
  await t.rejects(api.ctx.storage.get(listImportKey(job._id, 0)), 'the upload is removed after the import');
  t.ok(
    indexesOf(api).currentVersions.some((v) => v.source === 'eu'),
    'the index holds the list',
  );
});

t.test('a list the reader refuses is a 400 naming why; no import row, nothing stored', async (t) => {
  const before = (await api.call(r.listVersions, {}, root.token)).body.jobs.length;
  const res = await upload(root.token, 'eu', [{ name: 'eu.xml', content: Buffer.from('<not-a-list/>') }]);
  t.equal(res.status, 400);
  t.ok(res.body.message.length > 0, res.body.message);
  t.equal((await api.call(r.listVersions, {}, root.token)).body.jobs.length, before);
});

t.test('only the platform super user imports lists', async (t) => {
  const admin = await registerAdmin(api);
  const officer = await createMember(api, admin, 'COMPLIANCE_OFFICER');
  for (const who of [admin, officer]) {
    const res = await upload(who.token, 'eu', [{ name: 'eu-sample.xml', content: EU }]);
    t.equal(res.status, 403);
  }
});

t.test('an import whose process died (row left "running") completes when the job runs again', async (t) => {
  // what a killed replica leaves: the row running, the upload in storage, the durable job to retry
  const row = await createImportRow(api.orm, 'eu', root.id);
  const key = listImportKey(row.id, 0);
  await api.ctx.storage.put(key, EU);
  const data: ListImportJobData = {
    importId: row.id,
    source: 'eu',
    files: [{ key, name: 'eu-sample.xml' }],
    force: true,
    userId: root.id,
  };
  const id = await api.ctx.jobs.send(LIST_IMPORT_JOB, data);
  const done = await api.ctx.jobs.waitFor(id, 60_000);
  t.equal(done.state, 'completed');
  const stored = await api.orm.em.fork().findOneOrFail(ImportJobEntity, { id: row.id });
  t.equal(stored.status, 'done', stored.message);
  t.ok(stored.finishedAt, 'finished');
});

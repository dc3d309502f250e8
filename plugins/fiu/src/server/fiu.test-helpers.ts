import type { TestApp } from '@app/core/testing';
import { adminServerPlugin } from '@app/plugin-admin/server';
import { buildDossierTestApp } from '@app/plugin-dossier/server/test-helpers';
import { transactionsServerPlugin } from '@app/plugin-transactions/server';
import { importsRoutes } from '@app/plugin-transactions/shared';
import { routePath } from '@app/core/shared';
import { boRoutes } from '@app/plugin-admin/shared';
import { fiuRoutes as r } from '../shared/index.ts';
import { fiuServerPlugin } from './index.ts';

/** fiu and the providers of its deps: auth, admin (billing), dossier (with workflow, screening) and transactions. */
export const buildFiuTestApp = (t: { teardown(fn: () => unknown): void }): Promise<TestApp> =>
  buildDossierTestApp(t, { plugins: [adminServerPlugin, transactionsServerPlugin, fiuServerPlugin] });

/** A multipart upload of one file through Fastify's inject (field `file`). */
export async function upload(api: TestApp, token: string | null, filename: string, content: Buffer | string) {
  const boundary = `----fiu${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: r.UPLOAD_PATH,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * A bank file imported as stored transactions through the transactions import route (multipart: the
 * mapping JSON, then the file), waited for until its job is done: the import's id and stored count.
 */
export async function importTransactions(
  api: TestApp,
  token: string,
  filename: string,
  content: Buffer,
  mapping: string,
): Promise<{ importId: string; inserted: number }> {
  const boundary = `----fiu${Math.random().toString(16).slice(2)}`;
  const res = await api.app.inject({
    method: 'POST',
    url: routePath(importsRoutes.startImport),
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.body}`);
  const id = (res.json() as { _id: string })._id;
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const got = await api.call(importsRoutes.getImport, { id }, token);
    if (got.body.status === 'failed') throw new Error(`import failed: ${got.body.error}`);
    if (got.body.status === 'done') return { importId: id, inserted: got.body.counts.inserted };
  }
  throw new Error('import still running');
}

/** Polls the conversion until it is done or failed. */
export async function waitForConversion(api: TestApp, token: string, id: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.call(r.getConversion, { id }, token);
    if (res.status !== 200) throw new Error(`conversion read failed: ${JSON.stringify(res.body)}`);
    if (res.body.file.status === 'done' || res.body.file.status === 'failed') return res.body;
    if (Date.now() > end) throw new Error(`conversion still ${res.body.file.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A super user gives credits through the back office (admin plugin). */
export async function fundUser(api: TestApp, sup: { token: string }, user: { id: string }, amount: number) {
  const res = await api.call(boRoutes.giveCredit, { user_id: user.id, amount, comment: 'test credits' }, sup.token);
  if (res.status !== 200) throw new Error(`give-credit failed: ${JSON.stringify(res.body)}`);
}

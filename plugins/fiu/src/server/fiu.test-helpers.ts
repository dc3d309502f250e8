import type { TestApp } from '@app/core/testing';
import { boRoutes } from '@app/plugin-admin/shared';
import { fiuRoutes as r } from '../shared/index.ts';

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

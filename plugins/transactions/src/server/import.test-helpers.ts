import type { TestApp } from '@app/core/testing';
import { routePath } from '@app/core/shared';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importsRoutes, type TransactionImport } from '../shared/index.ts';

/** A reader fixture (real bank files and the core-banking export), as bytes. */
export const fixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`../readers/fixtures/${name}`, import.meta.url)));
export const coreBankingCsv = () => fixture('core-banking-export.csv');
export const coreBankingMapping = () => JSON.parse(fixture('core-banking-mapping.json').toString('utf8'));

/** A multipart call through Fastify's inject: text fields first (as the upload helper sends them), then `file`. */
export async function multipartCall(
  api: TestApp,
  route: { method: string; url: string },
  token: string | null,
  file: { name: string; content: Buffer } | null,
  fields: Record<string, string> = {},
  fieldsAfterFile = false,
): Promise<{ status: number; body: any }> {
  const boundary = `----tx${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  const body = Buffer.concat([
    ...(fieldsAfterFile ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: route.method as 'POST',
    url: routePath(route),
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  let parsed: unknown = res.body;
  try {
    parsed = res.json();
  } catch {
    /* text */
  }
  return { status: res.statusCode, body: parsed };
}

/** Starts an import and waits for its job; answers the import as the API shows it afterwards. */
export async function importFile(
  api: TestApp,
  token: string,
  file: { name: string; content: Buffer },
  fields: Record<string, string> = {},
): Promise<TransactionImport> {
  const started = await multipartCall(api, importsRoutes.startImport, token, file, fields);
  if (started.status !== 200) throw new Error(`import refused: ${JSON.stringify(started.body)}`);
  await api.ctx.jobs.waitFor(started.body.job_id, 120_000);
  const res = await api.call(importsRoutes.getImport, { id: started.body._id }, token);
  return res.body as TransactionImport;
}

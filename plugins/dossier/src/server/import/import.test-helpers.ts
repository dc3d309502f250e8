import type { TestApp } from '@app/core/testing';
import { IMPORT_PATHS } from '../../shared/index.ts';

/** A multipart upload through Fastify's inject: the CSV as field `file`, then text fields. */
export async function importCall(
  api: TestApp,
  path: keyof typeof IMPORT_PATHS,
  token: string | null,
  csv: string | Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----imp${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clients.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: IMPORT_PATHS[path],
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export const HEADER =
  'company_type,name,location_type,first_name,last_name,account_holder_type,risk_level,previous_review_date,account_numbers';
/** A CSV of the documented header and the given lines. */
export const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

import type { TestApp } from '@app/core/testing';
import { supportRoutes } from '../shared/index.ts';

/** A multipart upload of one file (field `file`) to support/upload-file through Fastify's inject. */
export async function uploadSupportFile(
  api: TestApp,
  token: string | null,
  filename: string,
  content: Buffer | string,
) {
  const boundary = `----sup${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: supportRoutes.UPLOAD_SUPPORT_FILE_PATH,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export const downloadSupportFile = (api: TestApp, token: string | null, id: string) =>
  api.app.inject({
    method: 'GET',
    url: supportRoutes.supportFilePath(id),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

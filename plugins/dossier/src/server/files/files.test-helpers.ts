import type { TestApp } from '@app/core/testing';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A small but real PDF (header, one empty page, trailer). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart request through Fastify's inject (fields first, then the `file` part). */
export async function multipart(
  api: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string | null,
  fields: Record<string, string>,
  file?: { filename: string; content: Buffer } | Part[],
) {
  const boundary = `----kyc${Math.random().toString(16).slice(2)}`;
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (Array.isArray(file)) parts.push(...file);
  else if (file) parts.push({ name: 'file', value: file.content, filename: file.filename });
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value, 'utf8'),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method,
    url,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = res.body;
  }
  return { status: res.statusCode, body: json };
}

/** Number of files under the storage root (to prove a refused upload stored nothing). */
export function storedFileCount(root: string): number {
  let n = 0;
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e);
      if (statSync(full).isDirectory()) walk(full);
      else n++;
    }
  };
  walk(root);
  return n;
}

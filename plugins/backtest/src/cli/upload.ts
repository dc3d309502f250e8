import { ApiError } from '@app/core/client';
import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { MARKET_IMPORT_PATH, type ImportSummaryWire } from '../shared/index.ts';

export interface UploadSession {
  baseUrl: string;
  token?: string;
}
export interface UploadFields {
  kind: string;
  symbol?: string;
  interval?: string;
}

/**
 * Streams one file to `POST /api/bo/v1/market/import` as multipart (fields, then the file) without
 * reading it into memory; the server imports while it receives, so the bytes sent are the
 * progress. `onBytes(sent, total)` is called per chunk.
 */
export async function uploadMarketFile(
  session: UploadSession,
  file: string,
  fields: UploadFields,
  onBytes: (sent: number, total: number) => void,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<ImportSummaryWire> {
  const boundary = `----app-market-${randomBytes(12).toString('hex')}`;
  const enc = new TextEncoder();
  const field = (name: string, value: string) =>
    enc.encode(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = [
    field('kind', fields.kind),
    ...(fields.symbol ? [field('symbol', fields.symbol)] : []),
    ...(fields.interval ? [field('interval', fields.interval)] : []),
  ];
  const name = path.basename(file).replace(/["\r\n]/g, '_');
  const fileHead = enc.encode(
    `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
  );
  const tail = enc.encode(`\r\n--${boundary}--\r\n`);
  const total = statSync(file).size;
  let sent = 0;
  const source = createReadStream(file, { highWaterMark: 1024 * 1024 });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of [...head, fileHead]) controller.enqueue(part);
      for await (const chunk of source) {
        controller.enqueue(new Uint8Array(chunk as Buffer));
        sent += (chunk as Buffer).length;
        onBytes(sent, total);
      }
      controller.enqueue(tail);
      controller.close();
    },
    cancel() {
      source.destroy();
    },
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  const res = await doFetch(`${session.baseUrl.replace(/\/+$/, '')}${MARKET_IMPORT_PATH}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  let data: { message?: string; imports?: ImportSummaryWire[] } | null = null;
  try {
    data = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!res.ok)
    throw new ApiError(res.status, {
      message: data?.message || text.trim() || `Upload failed with status ${res.status}`,
      ...(data ?? {}),
    } as ConstructorParameters<typeof ApiError>[1]);
  return data!.imports![0]!;
}

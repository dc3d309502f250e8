import { ApiError } from '@app/core/client';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext } from 'react';
import { MARKET_IMPORT_PATH, type ImportSummaryWire } from '../shared/index.ts';

export interface MarketUploadFields { kind: string; symbol?: string; interval?: string }
export type MarketUpload = (fields: MarketUploadFields, files: File[], token: string | null) => Promise<{ imports: ImportSummaryWire[] }>;

/** The multipart upload (not a JSON contract); stories swap it through <MarketUploadContext>. */
export const fetchMarketUpload: MarketUpload = async (fields, files, token) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  for (const f of files) form.append('files', f, f.name);
  const res = await fetch(MARKET_IMPORT_PATH, { method: 'POST', headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: form });
  const text = await res.text();
  let body: { message?: string };
  try {
    body = JSON.parse(text) as { message?: string };
  } catch {
    body = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, { message: body.message || res.statusText });
  return body as { imports: ImportSummaryWire[] };
};

export const MarketUploadContext = createContext<MarketUpload>(fetchMarketUpload);

export function useMarketUpload() {
  const upload = useContext(MarketUploadContext);
  const { tokens } = useApiRuntime();
  return (fields: MarketUploadFields, files: File[]) => upload(fields, files, tokens.get());
}

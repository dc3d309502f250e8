import { ApiError } from '@app/core/client';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { IMPORT_PATHS, type ImportPreview } from '../../../shared/index.ts';

export interface ImportStarted { job_id: string; rows: number; skipped: number; message: string }

/** The two multipart calls of the client import; stories pass a fake. */
export interface ImportTransport {
  preview(file: File, token: string | null): Promise<ImportPreview>;
  start(file: File, onlyValid: boolean, token: string | null): Promise<ImportStarted>;
}

async function send<T>(url: string, form: FormData, token: string | null): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: form });
  const text = await res.text();
  let body: { message?: string; errors?: { field: string; message: string }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text || res.statusText };
  }
  if (!res.ok) throw new ApiError(res.status, { ...body, message: body.message || res.statusText } as never);
  return body as T;
}

const withFile = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, file.name);
  return form;
};

export const fetchImportTransport: ImportTransport = {
  preview: (file, token) => send(IMPORT_PATHS.preview, withFile(file), token),
  start: (file, onlyValid, token) => send(IMPORT_PATHS.start, withFile(file, { only_valid: String(onlyValid) }), token),
};

const Context = createContext<ImportTransport>(fetchImportTransport);

export function ImportTransportProvider({ transport, children }: { transport: ImportTransport; children: ReactNode }) {
  return <Context.Provider value={transport}>{children}</Context.Provider>;
}

/** The import calls bound to the signed-in user's token. */
export function useImportTransport() {
  const transport = useContext(Context);
  const { tokens } = useApiRuntime();
  return useMemo(() => ({
    preview: (file: File) => transport.preview(file, tokens.get()),
    start: (file: File, onlyValid: boolean) => transport.start(file, onlyValid, tokens.get()),
  }), [transport, tokens]);
}

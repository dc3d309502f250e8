import { useApiRuntime } from '@app/core/web';
import { ApiError } from '@app/core/client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { screeningRoutes, type ImportJob } from '../shared/index.ts';

/**
 * The two calls that are not JSON contracts: the multipart list upload and fetching a
 * protected file (the saved PDF). Both need the bearer token from the shell's token store.
 * Stories and tests swap them through <ScreeningTransportProvider>.
 */
export interface ScreeningTransport {
  uploadImport(source: string, files: File[], token: string | null): Promise<{ job: ImportJob }>;
  fetchFile(url: string, token: string | null): Promise<Blob>;
}

const authHeaders = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: { message: string } & Record<string, unknown> = { message: text || res.statusText };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') body = parsed as typeof body;
  } catch {
    /* not JSON: keep the text */
  }
  return new ApiError(res.status, body);
}

export const fetchTransport: ScreeningTransport = {
  async uploadImport(source, files, token) {
    const form = new FormData();
    form.append('source', source);
    for (const file of files) form.append('files', file, file.name);
    const res = await fetch(screeningRoutes.IMPORT_UPLOAD_PATH, { method: 'POST', headers: { accept: 'application/json', ...authHeaders(token) }, body: form });
    if (!res.ok) throw await failure(res);
    return (await res.json()) as { job: ImportJob };
  },
  async fetchFile(url, token) {
    const res = await fetch(url, { headers: authHeaders(token) });
    if (!res.ok) throw await failure(res);
    return res.blob();
  },
};

const TransportContext = createContext<ScreeningTransport>(fetchTransport);

export function ScreeningTransportProvider({ transport, children }: { transport: ScreeningTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** Upload and file fetch, bound to the current token. */
export function useScreeningTransport() {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      uploadImport: (source: string, files: File[]) => transport.uploadImport(source, files, tokens.get()),
      fetchFile: (url: string) => transport.fetchFile(url, tokens.get()),
    }),
    [transport, tokens],
  );
}

import { ApiError } from '@app/core/client';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fiuRoutes, type FileItem } from '../shared/index.ts';

export interface UploadResult { file: FileItem; headers: string[]; preview: string[][]; mapping: Record<string, string>; saved_mapping: boolean }

/** The two calls that are not JSON: the multipart upload and a protected download (bearer token). */
export interface FiuTransport {
  upload(file: File, token: string | null): Promise<UploadResult>;
  download(serverName: string, token: string | null): Promise<Blob>;
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return new ApiError(res.status, body as { message: string });
  } catch {
    /* not JSON */
  }
  return new ApiError(res.status, { message: text || res.statusText });
}

export const fetchTransport: FiuTransport = {
  async upload(file, token) {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await fetch(fiuRoutes.UPLOAD_PATH, { method: 'POST', headers: { accept: 'application/json', ...auth(token) }, body: form });
    if (!res.ok) throw await failure(res);
    return (await res.json()) as UploadResult;
  },
  async download(serverName, token) {
    const res = await fetch(`/api/v1/get-file/?id=${encodeURIComponent(serverName)}`, { headers: auth(token) });
    if (!res.ok) throw await failure(res);
    return res.blob();
  },
};

const TransportContext = createContext<FiuTransport>(fetchTransport);

export function FiuTransportProvider({ transport, children }: { transport: FiuTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

export function useFiuTransport() {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      upload: (file: File) => transport.upload(file, tokens.get()),
      /** Downloads a stored file and hands it to the browser under its name. */
      async save(serverName: string, filename: string) {
        const blob = await transport.download(serverName, tokens.get());
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = filename;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
    }),
    [transport, tokens],
  );
}

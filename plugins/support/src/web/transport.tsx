import { ApiError } from '@app/core/client';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { supportRoutes, type TicketFile } from '../shared/index.ts';

/** The two calls that are not JSON: the multipart upload (one file per call) and a protected download. */
export interface SupportTransport {
  upload(file: File, token: string | null): Promise<TicketFile>;
  download(id: string, token: string | null): Promise<Blob>;
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

export const fetchSupportTransport: SupportTransport = {
  async upload(file, token) {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await fetch(supportRoutes.UPLOAD_SUPPORT_FILE_PATH, { method: 'POST', headers: { accept: 'application/json', ...auth(token) }, body: form });
    if (!res.ok) throw await failure(res);
    return ((await res.json()) as { file: TicketFile }).file;
  },
  async download(id, token) {
    const res = await fetch(supportRoutes.supportFilePath(id), { headers: auth(token) });
    if (!res.ok) throw await failure(res);
    return res.blob();
  },
};

const TransportContext = createContext<SupportTransport>(fetchSupportTransport);

export function SupportTransportProvider({ transport, children }: { transport: SupportTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** Uploads (one call per file) and downloads handed to the browser under the file's name. */
export function useSupportTransport() {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      uploadAll: async (files: File[]) => {
        const out: TicketFile[] = [];
        for (const f of files) out.push(await transport.upload(f, tokens.get()));
        return out;
      },
      async save(id: string, filename: string) {
        const blob = await transport.download(id, tokens.get());
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
